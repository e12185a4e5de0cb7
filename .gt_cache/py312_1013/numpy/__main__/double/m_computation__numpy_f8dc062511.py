import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, memcpy, enum, pe, out, goto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    memcpy = Field(memcpy, _origin_['memcpy'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    
    unsigned = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__b66_14_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__b66_11_79_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    tend__b66_14_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_11_79_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832901072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831358608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp__14b_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    register__14b_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline__14b_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_24_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836342352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_36_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831934416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend__b66_24_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153837017744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832673488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_21_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828749712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837014480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834007696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833337488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834608784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153830195728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__b66_21_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c__b66_11_79_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(0.0) + np.float64(out)) < (np.float64(1.5) - np.float64(np.int64(1)))), pe[i:I, j:J, k_ + 1:k_ + 2], c__b66_11_79_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__b66_11_79_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(0.0) + np.float64(out)) < (np.float64(1.5) - np.float64(np.int64(1)))), np.float64(0.25), RETURN_VALUE__b66_11_79_gen_0[i:I, j:J, k_:k_ + 1])
            goto[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(0.0) + np.float64(out)) < (np.float64(1.5) - np.float64(np.int64(1)))), (np.where((goto[i:I, j:J, k_:k_ + 1] == np.float32(ufuncs.power(out, np.int64(2)))), goto[i:I, j:J, k_ - 1:k_], memcpy[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float32)).astype(np.float64) - RETURN_VALUE__b66_11_79_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float32), goto[i:I, j:J, k_:k_ + 1])
            mask_140153832901072_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(((np.float64(0.0) + np.float64(out)) < (np.float64(1.5) - np.float64(np.int64(1)))))), (np.float64(10.0) < pe[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140153832901072_gen_0[i:I, j:J, k_:k_ + 1])
            goto[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(((np.float64(0.0) + np.float64(out)) < (np.float64(1.5) - np.float64(np.int64(1)))))), mask_140153832901072_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(out) + qv[i:I, j:J, k_:k_ + 1]) * np.float64((-(out)))).astype(np.float32), goto[i:I, j:J, k_:k_ + 1])
            tend__b66_14_24_gen_0[i:I, j:J, k_:k_ + 1] = (out * memcpy[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.int32))
            c__b66_14_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(np.float64(1.5), pe[i:I, j:J, k_:k_ + 1].astype(np.float64))
            goto[i:I, j:J, k_ + 1:k_ + 2] = np.float32(np.float64(0.25))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1] = pe[i:I, j:J, k_ + 1:k_ + 2]
            inline__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(goto[i:I, j:J, k_ + 1:k_ + 2], np.int64(2))
            register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1] = (goto[i:I, j:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(np.float64(0.25)) + np.float64(1.0)))
            mask_140153831358608_gen_0[i:I, j:J, k_:k_ + 1] = (inline__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(1.0))
            register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831358608_gen_0[i:I, j:J, k_:k_ + 1], delp__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1])
            inline__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1] = delp__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)
            unsigned[i:I, j:J, k_:k_ + 1] = (-(inline__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1]))
            y[i:I, j:J, k_:k_ + 1] = (np.where(((inline__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1]) == register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1]), register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1], register__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1]) + ufuncs.minimum(delp__14b_16_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(0.25)))
            unsigned[i:I, j:J, k_:k_ + 1] = goto[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        RETURN_VALUE__b66_21_28_gen_0[i + 1:i + 2, J - 2:J - 1, k:K] = np.float64(0.25)
        c__b66_21_23_gen_0[i + 1:i + 2, J - 2:J - 1, k:K] = ufuncs.remainder(goto[i + 1:i + 2, J - 2:J - 1, k:K].astype(np.float64), np.float64(1.5))
        goto[i + 1:i + 2, J - 2:J - 1, k:K] = np.float32(np.float64(0.25))
        mask_140153834608784_gen_0[i:I, j:J, k:K] = ((-(unsigned[i:I, j:J, k:K])) <= ufuncs.arcsin(ufuncs.tanh(unsigned[i:I, j:J, k:K])))
        mask_140153830195728_gen_0[i:I, j:J, k:K] = np.where(mask_140153834608784_gen_0[i:I, j:J, k:K], ((qv[i:I, j:J, k:K] + unsigned[i:I, j:J, k:K].astype(np.float64)) >= ufuncs.arctan(ufuncs.float64(pe[i:I, j:J, k:K]))), mask_140153830195728_gen_0[i:I, j:J, k:K])
        tend__b66_24_39_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], mask_140153830195728_gen_0[i:I, j:J, k:K]), y[i:I, j:J, k:K], tend__b66_24_39_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__b66_24_39_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], mask_140153830195728_gen_0[i:I, j:J, k:K]), np.float64(0.25), RETURN_VALUE__b66_24_39_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], mask_140153830195728_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((RETURN_VALUE__b66_24_39_gen_0[i:I, j:J, k:K] + (goto[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(qv[i:I, j:J, k:K]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], mask_140153830195728_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.trunc(ufuncs.float64(out)) * (unsigned[i:I, j:J, k:K] / goto[i:I, j:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        mask_140153831934416_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153830195728_gen_0[i:I, j:J, k:K]))), np.bitwise_or(((np.float64(3.5) + y[i:I, j:J, k:K]) > qv[i:I, j:J, k:K]), (unsigned[i:I, j:J, k:K] != ufuncs.int64(ufuncs.minimum(ufuncs.maximum(goto[i:I, j:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32))), mask_140153831934416_gen_0[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153834608784_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153830195728_gen_0[i:I, j:J, k:K]))), mask_140153831934416_gen_0[i:I, j:J, k:K]), ufuncs.log10((ufuncs.abs((goto[i:I, j:J, k:K] - memcpy[i:I, j:J, k:K].astype(np.float32))).astype(np.float64) + np.float64(0.5))), kt[i:I, j:J, k:K])
        mask_140153836342352_gen_0[i + 1:I - 1, j:J, k:K] = (np.float32(out) <= ufuncs.remainder(enum, goto[i + 1:I - 1, j:J, k:K]))
        y[i + 1:I - 1, j:J, k:K] = np.where(mask_140153836342352_gen_0[i + 1:I - 1, j:J, k:K], ((np.float64(enum) - np.float64(0.0)) - (goto[i + 1:I - 1, j:J, k:K] * pe[i + 1:I - 1, j:J, k:K].astype(np.float32)).astype(np.float64)), y[i + 1:I - 1, j:J, k:K])
        phi[i + 1:I - 1, j:J, k:K] = np.where(mask_140153836342352_gen_0[i + 1:I - 1, j:J, k:K], ufuncs.remainder(np.float64(enum), np.float64(0.5)), phi[i + 1:I - 1, j:J, k:K])
        y[i + 1:I - 1, j:J, k:K] = np.where(mask_140153836342352_gen_0[i + 1:I - 1, j:J, k:K], (np.where((goto[i + 1:I - 1, j:J, k:K] == np.float32(np.int64(2))), phi[i + 1:I - 1, j:J, k:K], goto[i + 1:I - 1, j:J, k:K].astype(np.float64)) + np.where(((memcpy[i + 1:I - 1, j:J, k + 1:K + 1].astype(np.int64) * pe[i + 1:I - 1, j:J, k:K]).astype(np.float32) > (memcpy[i + 2:I, j + 2:J + 2, k:K].astype(np.float32) - enum)), kt[i + 1:I - 1, j:J, k:K], qv[i + 1:I - 1, j:J, k:K])), y[i + 1:I - 1, j:J, k:K])
        mask_140153828749712_gen_0[i:i + 2, j + 1:J - 1, k:K] = (ufuncs.cos(ufuncs.float64(memcpy[i:i + 2, j + 2:J, k:K])) == (np.float64(2.0) + kt[i:i + 2, j + 1:J - 1, k:K]))
        pe[i:i + 2, j + 1:J - 1, k:K] = np.where(mask_140153828749712_gen_0[i:i + 2, j + 1:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(out) / np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:i + 2, j + 1:J - 1, k:K])
        RETURN_VALUE__b66_36_20_gen_0[i:i + 2, j + 1:J - 1, k:K] = np.float64(0.25)
        w_gen_0[i:i + 2, j + 1:J - 1, k:K] = (RETURN_VALUE__b66_36_20_gen_0[i:i + 2, j + 1:J - 1, k:K] * ufuncs.maximum(pe[i:i + 2, j + 1:J - 1, k:K], memcpy[i:i + 2, j + 1:J - 1, k + 1:K + 1].astype(np.int64)).astype(np.float64))
        mask_140153837017744_gen_0[i:i + 2, j + 1:J - 1, k:K] = (ufuncs.float64(memcpy[i - 2:i, j - 1:J - 3, k:K]) < np.float64(enum))
        pe[i:i + 2, j + 1:J - 1, k:K] = np.where(mask_140153837017744_gen_0[i:i + 2, j + 1:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cos(y[i:i + 2, j + 1:J - 1, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:i + 2, j + 1:J - 1, k:K])
        y[i:i + 2, j + 1:J - 1, k:K] = np.where(mask_140153837017744_gen_0[i:i + 2, j + 1:J - 1, k:K], np.float64(out), y[i:i + 2, j + 1:J - 1, k:K])
        mask_140153837014480_gen_0[i:i + 2, j + 1:J - 1, k:K] = np.where((np.bitwise_not(mask_140153837017744_gen_0[i:i + 2, j + 1:J - 1, k:K])), np.bitwise_and(((qv[i:i + 2, j + 1:J - 1, k:K] / (ufuncs.abs(memcpy[i:i + 2, j + 1:J - 1, k - 1:K - 1]).astype(np.float64) + np.float64(1.0))) < ufuncs.cosh(ufuncs.tanh(phi[i:i + 2, j + 1:J - 1, k:K]))), ((unsigned[i:i + 2, j + 1:J - 1, k:K].astype(np.float64) * w_gen_0[i:i + 2, j + 1:J - 1, k:K]) >= (np.float64(3.5) / (ufuncs.abs(pe[i:i + 2, j + 1:J - 1, k:K]).astype(np.float64) + np.float64(1.0))))), mask_140153837014480_gen_0[i:i + 2, j + 1:J - 1, k:K])
        pt_gen_0[i:i + 2, j + 1:J - 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153837017744_gen_0[i:i + 2, j + 1:J - 1, k:K])), mask_140153837014480_gen_0[i:i + 2, j + 1:J - 1, k:K]), ((pe[i:i + 2, j + 1:J - 1, k:K].astype(np.float64) / (ufuncs.abs(y[i:i + 2, j + 1:J - 1, k:K]) + np.float64(1.0))) > memcpy[i:i + 2, j - 1:J - 3, k:K].astype(np.float64)), pt_gen_0[i:i + 2, j + 1:J - 1, k:K])
        mask_140153834007696_gen_0[I - 1:I, j + 1:J, k:K] = (ufuncs.cos(ufuncs.float64(memcpy[I - 1:I, j + 2:J + 1, k:K])) == (np.float64(2.0) + kt[I - 1:I, j + 1:J, k:K]))
        pe[I - 1:I, j + 1:J, k:K] = np.where(mask_140153834007696_gen_0[I - 1:I, j + 1:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(out) / np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 1:I, j + 1:J, k:K])
        RETURN_VALUE__b66_36_20_gen_0[I - 1:I, j + 1:J, k:K] = np.float64(0.25)
        w_gen_0[I - 1:I, j + 1:J, k:K] = (RETURN_VALUE__b66_36_20_gen_0[I - 1:I, j + 1:J, k:K] * ufuncs.maximum(pe[I - 1:I, j + 1:J, k:K], memcpy[I - 1:I, j + 1:J, k + 1:K + 1].astype(np.int64)).astype(np.float64))
        mask_140153833337488_gen_0[I - 1:I, j + 1:J, k:K] = (ufuncs.float64(memcpy[I - 3:I - 2, j - 1:J - 2, k:K]) < np.float64(enum))
        pe[I - 1:I, j + 1:J, k:K] = np.where(mask_140153833337488_gen_0[I - 1:I, j + 1:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cos(y[I - 1:I, j + 1:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 1:I, j + 1:J, k:K])
        y[I - 1:I, j + 1:J, k:K] = np.where(mask_140153833337488_gen_0[I - 1:I, j + 1:J, k:K], np.float64(out), y[I - 1:I, j + 1:J, k:K])
        mask_140153832673488_gen_0[I - 1:I, j + 1:J, k:K] = np.where((np.bitwise_not(mask_140153833337488_gen_0[I - 1:I, j + 1:J, k:K])), np.bitwise_and(((qv[I - 1:I, j + 1:J, k:K] / (ufuncs.abs(memcpy[I - 1:I, j + 1:J, k - 1:K - 1]).astype(np.float64) + np.float64(1.0))) < ufuncs.cosh(ufuncs.tanh(phi[I - 1:I, j + 1:J, k:K]))), ((unsigned[I - 1:I, j + 1:J, k:K].astype(np.float64) * w_gen_0[I - 1:I, j + 1:J, k:K]) >= (np.float64(3.5) / (ufuncs.abs(pe[I - 1:I, j + 1:J, k:K]).astype(np.float64) + np.float64(1.0))))), mask_140153832673488_gen_0[I - 1:I, j + 1:J, k:K])
        pt_gen_0[I - 1:I, j + 1:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833337488_gen_0[I - 1:I, j + 1:J, k:K])), mask_140153832673488_gen_0[I - 1:I, j + 1:J, k:K]), ((pe[I - 1:I, j + 1:J, k:K].astype(np.float64) / (ufuncs.abs(y[I - 1:I, j + 1:J, k:K]) + np.float64(1.0))) > memcpy[I - 1:I, j - 1:J - 2, k:K].astype(np.float64)), pt_gen_0[I - 1:I, j + 1:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        kt[i:I, j:J, k:K] = ufuncs.power((kt[i:I, j:J, k:K] - phi[i:I, j:J, k:K]), np.int64(2))
        # --- end horizontal block --

        # --- end vertical block ---
    