import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, unsigned, zs, var, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    var = Field(var, _origin_['var'], (True, True, True))
    
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val_gen_0[i:i + 1, j:J, k_:k_ + 1] = (ufuncs.float64(np.float64(0.1)) / (ufuncs.abs(np.where(((np.float64(np.int64(2)) + unsigned[i - 1:i, j + 2:J + 2, k_ + 1:k_ + 2]) < ufuncs.minimum(var[i:i + 1, j:J, k_ + 1:k_ + 2], var[i:i + 1, j:J, k_ - 1:k_]).astype(np.float64)), c, np.float64(1.0))) + np.float64(1.0)))
            zs[i:i + 1, j:J] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((var[i:i + 1, j:J, k_ + 1:k_ + 2].astype(np.float64) / ufuncs.round_away_from_zero(unsigned[i - 1:i, j + 2:J + 2, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    