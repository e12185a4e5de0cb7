import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, coef, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    
    stride_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779446608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777590352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333779446608_gen_0[I - 2:I, J - 2:J, k_:k_ + 1] = np.bitwise_or((u[I - 2:I, J - 2:J, k_ - 1:k_] < ua), (np.float32((np.int64(1) - np.int64(3))) == (ua - np.float32(np.int64(1)))))
            coef[I - 2:I, J - 2:J, k_:k_ + 1] = np.where(mask_140333779446608_gen_0[I - 2:I, J - 2:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((ua >= coef[I - 2:I, J - 2:J, k_ - 1:k_].astype(np.float32)), ua, (u[I - 2:I, J - 2:J, k_:k_ + 1] + ua)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), coef[I - 2:I, J - 2:J, k_:k_ + 1])
            mask_140333777590352_gen_0[I - 2:I, J - 2:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333779446608_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])), (ua <= coef[I - 2:I, J - 2:J, k_:k_ + 1].astype(np.float32)), mask_140333777590352_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])
            clock_gen_0[I - 2:I, J - 2:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779446608_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])), mask_140333777590352_gen_0[I - 2:I, J - 2:J, k_:k_ + 1]), bool(bool(True)), clock_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])
            coef[I - 2:I, J - 2:J, k_ - 1:k_] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779446608_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])), (np.bitwise_not(mask_140333777590352_gen_0[I - 2:I, J - 2:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(((-(ua)) - np.float32(np.int64(3)))), (-(np.float64(100000.0)))), np.float64(100000.0))), coef[I - 2:I, J - 2:J, k_ - 1:k_])
            stride_gen_0[I - 2:I, J - 2:J, k_:k_ + 1] = (np.float64((ua - np.float32(np.int64(1)))) / (ufuncs.abs(u[I - 2:I, J - 2:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            coef[I - 2:I, J - 2:J, k_:k_ + 1] = np.where(ufuncs.isinf(ufuncs.float64(ufuncs.abs(np.int64(1)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(u[I - 2:I, J - 2:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), coef[I - 2:I, J - 2:J, k_:k_ + 1])
            clock_gen_0[I - 2:I, J - 2:J, k_:k_ + 1] = np.where((np.bitwise_not(ufuncs.isinf(ufuncs.float64(ufuncs.abs(np.int64(1)))))), ((u[I - 2:I, J - 2:J, k_:k_ + 1] + coef[I - 2:I, J - 2:J, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64) > (coef[I - 2:I, J - 2:J, k_:k_ + 1].astype(np.float64) + stride_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])), clock_gen_0[I - 2:I, J - 2:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    