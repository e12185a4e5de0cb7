import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, goto, w, stdin, abort, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, False))
    stdin = Field(stdin, _origin_['stdin'], (True, True, False))
    abort = Field(abort, _origin_['abort'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__5e4_20_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a___5e4_20_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__5e4_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333776588048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776596304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe__5e4_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    a___5e4_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe__5e4_20_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333779623184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe__5e4_26_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333778645904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__5e4_26_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe__5e4_27_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333779748688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777279312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a___5e4_26_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    a___5e4_27_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_ + 1:k_ + 2] = ((-(abort[i:I, j:J, k_:k_ + 1])) + np.int64(3)).astype(np.int32)
            gz[i:I, j:J, k_:k_ + 1] = (w[i + 2:I + 2, j - 1:J - 1].astype(np.float64) / (ufuncs.abs((dz[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.int64) - abort[i:I, j:J, k_:k_ + 1])).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        goto[i:I, j:J, k:K] = abort[i:I, j:J, k - 1:K - 1].astype(np.float32)
        v[i + 1:i + 2, J - 1:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(stdin[i + 1:i + 2, J - 1:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
        pe__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K] = w[i:i + 1, J:J + 1]
        a___5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K] = v[i + 1:i + 2, J - 1:J, k:K]
        mask_140333776596304_gen_0[i + 1:i + 2, J - 1:J, k:K] = (pe__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K].astype(np.float64) > np.float64(1.0))
        a___5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.where(mask_140333776596304_gen_0[i + 1:i + 2, J - 1:J, k:K], a___5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K], a___5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K])
        pe__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.float32(np.float64(1.5))
        RETURN_VALUE__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K] = (ufuncs.abs(pe__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K]).astype(np.float64) / (ufuncs.abs(np.float64(1.5)) + np.float64(1.0)))
        v[i + 1:i + 2, J - 1:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.arctanh((ufuncs.tanh(RETURN_VALUE__5e4_20_45_gen_0[i + 1:i + 2, J - 1:J, k:K]) * np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        pe__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K] = dz[i - 1:i, J - 2:J - 1, k:K]
        a___5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K] = gz[i + 1:i + 2, J - 1:J, k:K]
        mask_140333776588048_gen_0[i + 1:i + 2, J - 1:J, k:K] = (pe__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K].astype(np.float64) > np.float64(1.0))
        a___5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.where(mask_140333776588048_gen_0[i + 1:i + 2, J - 1:J, k:K], a___5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K], a___5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K])
        pe__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.int8(np.float64(1.5))
        RETURN_VALUE__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K] = (ufuncs.abs(pe__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K]).astype(np.float64) / (ufuncs.abs(np.float64(1.5)) + np.float64(1.0)))
        v[i + 1:i + 2, J - 1:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(ufuncs.minimum(np.float64(2.0), stdin[i + 1:i + 2, J - 1:J]), RETURN_VALUE__5e4_21_57_gen_0[i + 1:i + 2, J - 1:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0)))
        static[i:I, j:J, k:K] = abort[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333778645904_gen_0[i:I, j:J, k:K] = ((gz[i:I, j:J, k:K] + w[i + 1:I + 1, j + 1:J + 1].astype(np.float64)) >= ufuncs.power(v[i:I, j:J, k:K], np.int64(2)).astype(np.float64))
        mask_140333777279312_gen_0[i:I, j:J, k:K] = np.where(mask_140333778645904_gen_0[i:I, j:J, k:K], (static[i:I, j:J, k:K].astype(np.float64) > (w[i - 1:I - 1, j:J].astype(np.float64) + np.float64(2.0))), mask_140333777279312_gen_0[i:I, j:J, k:K])
        pe__5e4_26_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), abort[i:I, j:J, k:K], pe__5e4_26_37_gen_0[i:I, j:J, k:K])
        a___5e4_26_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), static[i:I, j:J, k:K], a___5e4_26_37_gen_0[i:I, j:J, k:K])
        mask_140333779623184_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), (pe__5e4_26_37_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140333779623184_gen_0[i:I, j:J, k:K])
        a___5e4_26_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), mask_140333779623184_gen_0[i:I, j:J, k:K]), a___5e4_26_37_gen_0[i:I, j:J, k:K], a___5e4_26_37_gen_0[i:I, j:J, k:K])
        pe__5e4_26_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), np.int64(np.float64(1.5)), pe__5e4_26_37_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__5e4_26_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), (ufuncs.abs(pe__5e4_26_37_gen_0[i:I, j:J, k:K]).astype(np.float64) / (ufuncs.abs(np.float64(1.5)) + np.float64(1.0))), RETURN_VALUE__5e4_26_37_gen_0[i:I, j:J, k:K])
        goto[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), ufuncs.remainder((abort[i:I, j:J, k:K] + v[i:I, j:J, k:K].astype(np.int64)).astype(np.float64), RETURN_VALUE__5e4_26_37_gen_0[i:I, j:J, k:K]).astype(np.float32), goto[i:I, j:J, k:K])
        pe__5e4_27_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), abort[i:I, j:J, k:K], pe__5e4_27_22_gen_0[i:I, j:J, k:K])
        a___5e4_27_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), ufuncs.remainder(dz[i:I, j:J, k:K].astype(np.int32), v[i:I, j:J, k:K]), a___5e4_27_22_gen_0[i:I, j:J, k:K])
        mask_140333779748688_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), (pe__5e4_27_22_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140333779748688_gen_0[i:I, j:J, k:K])
        a___5e4_27_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), mask_140333779748688_gen_0[i:I, j:J, k:K]), a___5e4_27_22_gen_0[i:I, j:J, k:K], a___5e4_27_22_gen_0[i:I, j:J, k:K])
        pe__5e4_27_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), np.int64(np.float64(1.5)), pe__5e4_27_22_gen_0[i:I, j:J, k:K])
        val_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), (ufuncs.abs(pe__5e4_27_22_gen_0[i:I, j:J, k:K]).astype(np.float64) / (ufuncs.abs(np.float64(1.5)) + np.float64(1.0))), val_gen_0[i:I, j:J, k:K])
        ua_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333778645904_gen_0[i:I, j:J, k:K], mask_140333777279312_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((-(np.float64(0.001))), (-(np.float64(100000.0)))), np.float64(100000.0))), ua_gen_0[i:I, j:J, k:K])
        val_gen_0[i:I, j:J, k:K] = np.where(mask_140333778645904_gen_0[i:I, j:J, k:K], (ufuncs.maximum(np.float64(0.1), np.float64(2.0)) * val_gen_0[i:I, j:J, k:K]), val_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333778645904_gen_0[i:I, j:J, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.abs((dz[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.float64) * np.float64(0.25))), (-(np.float64(100000.0)))), np.float64(100000.0))), v[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    