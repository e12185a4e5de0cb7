import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, HUGE_VAL, x, coef, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, False))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        zs[i:I, j:J, k:K] = coef[i:I, j:J, k:K]
        zs[i:I, j:J, k:K] = np.int64(0)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            zs[i:i + 1, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(ufuncs.float64(ufuncs.power(x, np.int64(2)))), zs[i:i + 1, j:J, k_ - 1:k_], zs[i:i + 1, j:J, k_:k_ + 1])
            zs[i:i + 1, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(ufuncs.float64(ufuncs.power(x, np.int64(2)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where((np.float64(1.0) >= np.where(((np.float64(np.int64(3)) / (ufuncs.abs(coef[i:i + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) <= (-(v[i + 2:i + 3, j + 1:J + 1, k_ + 1:k_ + 2])).astype(np.float64)), zs[i:i + 1, j:J, k_:k_ + 1].astype(np.float64), HUGE_VAL[i:i + 1, j:J])), np.float32(x), v[i:i + 1, j:J, k_:k_ + 1]).astype(np.float64) + (zs[i:i + 1, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(3.5)) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:i + 1, j:J, k_:k_ + 1])
            zs[i:i + 1, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(ufuncs.float64(ufuncs.power(x, np.int64(2)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(HUGE_VAL[i - 1:i, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:i + 1, j:J, k_:k_ + 1])
            c_gen_0[i:I, j:J, k_:k_ + 1] = np.int64(0)
            # --- end horizontal block --

        # --- end vertical block ---
    