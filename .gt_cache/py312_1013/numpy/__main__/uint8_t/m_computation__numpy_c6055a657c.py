import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, res, phi, mask, i0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    mask = Field(mask, _origin_['mask'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    
    mask_140153848606032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852083024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    goto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153848606032_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(tend[i:I, j:J, k_:k_ + 1]) == mask[i:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140153852083024_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153848606032_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(((phi / (ufuncs.abs(i0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) != np.where(res[i:I, j:J, k_ + 1:k_ + 2], mask[i:I, j:J, k_:k_ + 1].astype(np.float64), phi)), np.bitwise_and(((-(np.int64(2))) >= ufuncs.int64(ufuncs.minimum(ufuncs.maximum(i0[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))), (tend[i:I, j:J, k_:k_ + 1] != mask[i:I, j:J, k_ - 1:k_].astype(np.float64)))), mask_140153852083024_gen_0[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848606032_gen_0[i:I, j:J, k_:k_ + 1], mask_140153852083024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(10.0), (-(np.float64(100000.0)))), np.float64(100000.0))), mask[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848606032_gen_0[i:I, j:J, k_:k_ + 1], mask_140153852083024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(ufuncs.tan(ufuncs.tanh(tend[i:I, j:J, k_:k_ + 1]))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), mask[i:I, j:J, k_:k_ + 1])
            goto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848606032_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153852083024_gen_0[i:I, j:J, k_:k_ + 1]))), mask[i:I, j:J, k_ + 1:k_ + 2], goto_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    