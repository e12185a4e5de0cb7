import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, gz, y, zs, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, False))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = (zs * ufuncs.exp(ufuncs.minimum(zs, np.float64(5.0))))
        pe[i:I, j:J, k:K] = pe[i:I, j:J, k:K]
        pe[i:I, j:J, k:K] = (np.where(((y[i:I, j:J, k:K] + var[i:I, j:J].astype(np.int32)).astype(np.int64) <= (gz - y[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1].astype(np.int64))), zs, np.float64(gz)) - ufuncs.power(zs, np.int64(2)))
        # --- end horizontal block --

        # --- end vertical block ---
    