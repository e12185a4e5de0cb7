import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, res, size_t, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    res = Field(res, _origin_['res'], (False, False, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        val[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((val[i:I, j:J, k:K].astype(np.float64) - res[k:K]) * np.where(((np.float64(np.int64(3)) - np.float64(3.5)) <= ufuncs.power(ufuncs.abs(size_t[i:I, j:J, k:K]), np.float64(0.5))), qv[i:I, j:J, k - 1:K - 1].astype(np.float64), size_t[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    