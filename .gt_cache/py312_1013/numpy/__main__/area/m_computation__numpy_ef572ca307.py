import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, lanes, HUGE_VAL, signbit, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    signbit = Field(signbit, _origin_['signbit'], (True, True, True))
    
    isobar_tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    case = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845167632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838499152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp__a08_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs__a08_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833361040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    double_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153843931280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    NULL__a08_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    a__aeb_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    long__aeb_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836945040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q__aeb_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831386512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830614352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832194384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836025424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834748176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829280848_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838505680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    goto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        isobar_tmp[i:I, j:J, k:K] = HUGE_VAL[i + 2:I + 2, j:J, k:K]
        mask_140153845167632_gen_0[i:I, j:J, k:K] = ((lanes[i:I, j:J, k:K] - np.float64(1.0)) < ufuncs.float64(np.float64(3.5)))
        y[i:I, j:J, k:K] = np.where(mask_140153845167632_gen_0[i:I, j:J, k:K], ufuncs.minimum((signbit[i - 2:I - 2, j - 2:J - 2, k:K].astype(np.float64) / (ufuncs.abs(lanes[i:I, j:J, k:K]) + np.float64(1.0))), (signbit[i - 1:I - 1, j:J, k:K].astype(np.float64) - isobar_tmp[i:I, j:J, k:K])), y[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(mask_140153845167632_gen_0[i:I, j:J, k:K], np.float64(0.0), b[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153845167632_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[i + 1:I + 1, j + 1:J + 1, k + 1:K + 1]), np.float64(4.0))))):
            isobar_tmp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845167632_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[i + 1:I + 1, j + 1:J + 1, k + 1:K + 1]), np.float64(4.0)))), (b[i:I, j:J, k:K] + ufuncs.int64(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), isobar_tmp[i:I, j:J, k:K])
            b[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845167632_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[i + 1:I + 1, j + 1:J + 1, k + 1:K + 1]), np.float64(4.0)))), (b[i:I, j:J, k:K] + np.float64(1.0)), b[i:I, j:J, k:K])
            
        mask_140153838499152_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153845167632_gen_0[i:I, j:J, k:K])), (isobar_tmp[i:I, j:J, k:K] > HUGE_VAL[i - 1:I - 1, j:J, k - 1:K - 1]), mask_140153838499152_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845167632_gen_0[i:I, j:J, k:K])), mask_140153838499152_gen_0[i:I, j:J, k:K]), (lanes[i:I, j:J, k:K] - (lanes[i:I, j:J, k + 1:K + 1] * np.float64(3.5))), pe[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845167632_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153838499152_gen_0[i:I, j:J, k:K]))), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(np.int64(3))), np.float64(6.0)) + np.float64(0.5))) * ufuncs.minimum(np.float64(np.int64(2)), HUGE_VAL[i + 1:I + 1, j + 1:J + 1, k:K])), y[i:I, j:J, k:K])
        NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] = (np.float32(np.int64(1)) + signbit[i:I - 1, j:J - 2, k:K])
        delp__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] = HUGE_VAL[i:I - 1, j + 1:J - 1, k:K]
        zs__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] = (pe[i:I - 1, j + 1:J - 1, k:K] + isobar_tmp[i:I - 1, j + 1:J - 1, k:K])
        delp__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] = ((zs__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] + zs__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K]) / (ufuncs.abs((-(NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K]))).astype(np.float64) + np.float64(1.0)))
        mask_140153833361040_gen_0[i:I - 1, j + 1:J - 1, k:K] = (NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K].astype(np.float64) < np.float64(1.0))
        zs__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K] = np.where(mask_140153833361040_gen_0[i:I - 1, j + 1:J - 1, k:K], NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K].astype(np.float64), zs__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K])
        coef[i:I - 1, j + 1:J - 1, k:K] = (ufuncs.floor(NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K]).astype(np.float64) * ufuncs.maximum(NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K].astype(np.float64), delp__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K]))
        double_gen_0[i:I - 1, j + 1:J - 1, k:K] = NULL__a08_22_27_gen_0[i:I - 1, j + 1:J - 1, k:K]
        c_gen_0[i:I - 1, j + 1:J - 1, k:K] = (np.float32(np.int64(1)) > (signbit[i:I - 1, j + 1:J - 1, k + 1:K + 1] * signbit[i:I - 1, j + 3:J + 1, k:K]))
        pe[i:I - 1, j + 1:J - 1, k:K] = HUGE_VAL[i:I - 1, j + 2:J, k + 1:K + 1]
        NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K] = (np.float32(np.int64(1)) + signbit[I - 2:I, j - 1:J - 1, k:K])
        delp__a08_22_27_gen_0[I - 2:I, j:J, k:K] = HUGE_VAL[I - 2:I, j:J, k:K]
        zs__a08_22_27_gen_0[I - 2:I, j:J, k:K] = (pe[I - 2:I, j:J, k:K] + isobar_tmp[I - 2:I, j:J, k:K])
        delp__a08_22_27_gen_0[I - 2:I, j:J, k:K] = ((zs__a08_22_27_gen_0[I - 2:I, j:J, k:K] + zs__a08_22_27_gen_0[I - 2:I, j:J, k:K]) / (ufuncs.abs((-(NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K]))).astype(np.float64) + np.float64(1.0)))
        mask_140153843931280_gen_0[I - 2:I, j:J, k:K] = (NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K].astype(np.float64) < np.float64(1.0))
        zs__a08_22_27_gen_0[I - 2:I, j:J, k:K] = np.where(mask_140153843931280_gen_0[I - 2:I, j:J, k:K], NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K].astype(np.float64), zs__a08_22_27_gen_0[I - 2:I, j:J, k:K])
        coef[I - 2:I, j:J, k:K] = (ufuncs.floor(NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K]).astype(np.float64) * ufuncs.maximum(NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K].astype(np.float64), delp__a08_22_27_gen_0[I - 2:I, j:J, k:K]))
        double_gen_0[I - 2:I, j:J, k:K] = NULL__a08_22_27_gen_0[I - 2:I, j:J, k:K]
        c_gen_0[I - 2:I, j:J, k:K] = (np.float32(np.int64(1)) > (signbit[I - 2:I, j:J, k + 1:K + 1] * signbit[I - 2:I, j + 2:J + 2, k:K]))
        pe[I - 2:I, j:J, k:K] = HUGE_VAL[I - 2:I, j + 1:J + 1, k + 1:K + 1]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            lanes[i:I, j:J, k_ + 1:k_ + 2] = isobar_tmp[i:I, j:J, k_:k_ + 1]
            clock[i + 1:I, j + 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((clock[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                coef[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((clock[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(3.0)), HUGE_VAL[i + 1:I, j + 1:J, k_:k_ + 1], coef[i + 1:I, j + 1:J, k_:k_ + 1])
                lanes[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((clock[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.maximum(np.float64(np.int64(1)), ufuncs.cosh(ufuncs.tanh(b[i + 1:I, j + 1:J, k_:k_ + 1]))), lanes[i + 1:I, j + 1:J, k_:k_ + 1])
                clock[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((clock[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(3.0)), (clock[i + 1:I, j + 1:J, k_:k_ + 1] + np.float64(1.0)), clock[i + 1:I, j + 1:J, k_:k_ + 1])
                
            a__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] = (b[i:I, j:J, k_:k_ + 1] + clock[i:I, j:J, k_:k_ + 1])
            q__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] = (lanes[i:I, j:J, k_:k_ + 1] + isobar_tmp[i:I, j:J, k_:k_ + 1])
            long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] = clock[i:I, j:J, k_:k_ + 1]
            mask_140153836945040_gen_0[i:I, j:J, k_:k_ + 1] = (long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153836945040_gen_0[i:I, j:J, k_:k_ + 1], long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1], long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153831386512_gen_0[i:I, j:J, k_:k_ + 1] = (q__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831386512_gen_0[i:I, j:J, k_:k_ + 1], long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1], long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1], long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1]) - (long__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.0)))
            ua[i:I, j:J, k_:k_ + 1] = q__aeb_33_19_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i:I, j:J, k:K] = np.float64(1.0)
        var[i:I, j:J, k:K] = ufuncs.float64(np.where((y[i:I, j:J, k:K] < (ua[i:I, j:J, k:K] + signbit[i - 2:I - 2, j:J, k:K].astype(np.float64))), case[i:I, j:J, k:K], lanes[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153832194384_gen_0[i:I, j:J, k:K] = (np.bitwise_not((np.float64(np.int64(1)) == coef[i:I, j:J, k:K])))
        lanes[i:I, j:J, k:K] = np.where(mask_140153832194384_gen_0[i:I, j:J, k:K], ufuncs.sinh(ufuncs.tanh(np.float64(0.5))), lanes[i:I, j:J, k:K])
        mask_140153836025424_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153832194384_gen_0[i:I, j:J, k:K])), (var[i:I, j:J, k:K] >= lanes[i:I, j:J, k:K]), mask_140153836025424_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832194384_gen_0[i:I, j:J, k:K])), mask_140153836025424_gen_0[i:I, j:J, k:K]), np.where((ufuncs.erfc(ufuncs.float64(np.int64(1))) > ufuncs.float64(np.int64(1))), (np.float64(2.0) - coef[i:I, j:J, k:K]), (isobar_tmp[i:I, j:J, k:K] - signbit[i - 2:I - 2, j - 2:J - 2, k:K].astype(np.float64))), pe[i:I, j:J, k:K])
        var[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832194384_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153836025424_gen_0[i:I, j:J, k:K]))), ufuncs.float64(case[i:I, j:J, k:K]), var[i:I, j:J, k:K])
        lanes[i:I, j:J, k:K] = ufuncs.arccos(ufuncs.tanh((isobar_tmp[i:I, j:J, k - 1:K - 1] + coef[i:I, j:J, k:K])))
        mask_140153830614352_gen_0[i:I, j:J, k:K] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == HUGE_VAL[i + 2:I + 2, j + 2:J + 2, k:K])
        mask_140153834748176_gen_0[i:I, j:J, k:K] = np.where(mask_140153830614352_gen_0[i:I, j:J, k:K], np.bitwise_or(ufuncs.isfinite(np.float64(3.5)), (np.float64(np.int64(3)) >= pe[i:I, j:J, k:K])), mask_140153834748176_gen_0[i:I, j:J, k:K])
        lanes[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153830614352_gen_0[i:I, j:J, k:K], mask_140153834748176_gen_0[i:I, j:J, k:K]), (-((y[i:I, j:J, k:K] / HUGE_VAL[i - 2:I - 2, j - 2:J - 2, k - 1:K - 1]))), lanes[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(mask_140153830614352_gen_0[i:I, j:J, k:K], ((var[i:I, j:J, k:K] - signbit[i:I, j:J, k:K].astype(np.float64)) - ufuncs.float64(y[i:I, j:J, k:K])), ua[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153838505680_gen_0[i:I, j:J, k:K] = (clock[i:I, j:J, k:K] > y[i:I, j:J, k:K])
        enum_gen_0[i:I, j:J, k:K] = np.where(mask_140153838505680_gen_0[i:I, j:J, k:K], ((y[i:I, j:J, k:K] + signbit[i:I, j:J, k:K].astype(np.float64)) / (ufuncs.abs(y[i:I, j:J, k:K]) + np.float64(1.0))), enum_gen_0[i:I, j:J, k:K])
        coef[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838505680_gen_0[i:I, j:J, k:K], (np.float64(0.0) < ufuncs.float64(np.int64(1)))), ufuncs.maximum(ua[i:I, j:J, k:K], isobar_tmp[i:I, j:J, k:K]), coef[i:I, j:J, k:K])
        goto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838505680_gen_0[i:I, j:J, k:K], (np.float64(0.0) < ufuncs.float64(np.int64(1)))), ufuncs.abs(ufuncs.power(np.int64(1), np.int64(2))), goto_gen_0[i:I, j:J, k:K])
        mask_140153829280848_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), (ufuncs.remainder(y[i:I, j:J, k:K], goto_gen_0[i:I, j:J, k:K].astype(np.float64)) == b[i:I, j:J, k:K]), mask_140153829280848_gen_0[i:I, j:J, k:K])
        auto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), mask_140153829280848_gen_0[i:I, j:J, k:K]), np.float64(0.0), auto_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), mask_140153829280848_gen_0[i:I, j:J, k:K]), (auto_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))))):
            coef[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), mask_140153829280848_gen_0[i:I, j:J, k:K]), (auto_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))), ((isobar_tmp[i:I, j:J, k - 1:K - 1] - pe[i:I, j:J, k:K]) - (lanes[i:I, j:J, k:K] - coef[i:I, j:J, k:K])), coef[i:I, j:J, k:K])
            pe[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), mask_140153829280848_gen_0[i:I, j:J, k:K]), (auto_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))), y[i:I, j:J, k:K], pe[i:I, j:J, k:K])
            auto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153838505680_gen_0[i:I, j:J, k:K])), mask_140153829280848_gen_0[i:I, j:J, k:K]), (auto_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))), (auto_gen_0[i:I, j:J, k:K] + np.float64(1.0)), auto_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    