import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, a_, stderr, pe, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a_ = Field(a_, _origin_['a_'], (True, True, True))
    stderr = Field(stderr, _origin_['stderr'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863442512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863408144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863755088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a_[i:I, j:J, k_:k_ + 1] = a_[i:I, j:J, k_:k_ + 1]
            mask_140153863408144_gen_0[i:I, j:J, k_:k_ + 1] = ((-(np.int64(0))) > (stderr[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.int64) + pe[i:I, j:J, k_ - 1:k_]))
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863408144_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((stderr[i:I, j:J, k_:k_ + 1].astype(np.float64) * dz) / (np.float64(ufuncs.abs(np.int64(0))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k_:k_ + 1])
            mask_140153863442512_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863408144_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_and((dz < ufuncs.maximum(tend, np.float64(np.int64(0)))), (ufuncs.exp(ufuncs.minimum(tend, np.float64(5.0))) != (-(stderr[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1])).astype(np.float64))), mask_140153863442512_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863408144_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153863442512_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.int64(0) + stderr[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64) + (dz - tend)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863408144_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153863442512_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.cbrt(ufuncs.abs(a_[i:I, j:J, k_ - 1:k_])), var[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153863755088_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((var[i:I, j:J, k_ + 1:k_ + 2] != (-(stderr[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float64)), (var[i:I, j:J, k_:k_ + 1] >= a_[i:I, j:J, k_ - 1:k_]))
            hi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863755088_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.abs(tend) / (ufuncs.abs((stderr[i:I, j + 1:J + 1, k_:k_ + 1] + stderr[i + 2:I + 2, j:J, k_:k_ + 1])).astype(np.float64) + np.float64(1.0))), hi_gen_0[i:I, j:J, k_:k_ + 1])
            hi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863755088_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.ceil(ufuncs.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(var[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))))), hi_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863755088_gen_0[i:I, j:J, k_:k_ + 1])), dz, var[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    