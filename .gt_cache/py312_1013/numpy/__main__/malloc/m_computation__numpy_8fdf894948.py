import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, vc, area, memcpy, jt, var, HUGE_VAL, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    vc = Field(vc, _origin_['vc'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    memcpy = Field(memcpy, _origin_['memcpy'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    
    isobar = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float32, (0, 0, 0), (True, True, True))
    k0 = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memset = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    abort = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lanes = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NAN = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    signbit = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fabs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int32_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832033168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b__c45_22_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153824890704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835608400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823883216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830209808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838382800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825360784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832542096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826908240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828563664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a____902_77_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153830933520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe__902_77_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153825105104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829134992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831133968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    short_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153827464592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar_tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    double_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__c45_98_36_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 1

            isobar[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.float32(np.float64(3.5))))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 0

            k0[i:I, j:J, k_:k_ + 1] = ufuncs.power(np.where((np.where(HUGE_VAL[i:I, j + 1:J + 1, k_:k_ + 1], memcpy[i:I, j:J, k_:k_ + 1], memcpy[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2]) == (var[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] - memcpy[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1])), area[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64), var[i + 1:I + 1, j:J, k_ - 1:k_]), np.int64(2))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0)))):
                mask_140153824890704_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), (k0[i:I, j:J, k_:k_ + 1] != ufuncs.cos(var[i + 2:I + 2, j:J, k_ + 1:k_ + 2])), mask_140153824890704_gen_0[i:I, j:J, k_:k_ + 1])
                memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), mask_140153824890704_gen_0[i:I, j:J, k_:k_ + 1]), ((delp[i:I, j:J, k_:k_ + 1] + delp[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((memcpy[i - 2:I - 2, j:J, k_ - 1:k_] + np.float64(2.0))) + np.float64(1.0))), memset[i:I, j:J, k_:k_ + 1])
                mask_140153832033168_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153824890704_gen_0[i:I, j:J, k_:k_ + 1]))), HUGE_VAL[i:I, j + 2:J + 2, k_ - 1:k_], mask_140153832033168_gen_0[i:I, j:J, k_:k_ + 1])
                memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153824890704_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153832033168_gen_0[i:I, j:J, k_:k_ + 1]), np.where((ufuncs.maximum(area[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64), memset[i:I, j:J, k_:k_ + 1]) > (var[i:I, j - 2:J - 2, k_:k_ + 1] - var[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1])), memcpy[i:I, j:J, k_ + 1:k_ + 2], (vc[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(area[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), memset[i:I, j:J, k_:k_ + 1])
                memset[i:I, j:J, k_:k_ + 1] = np.where((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), (ufuncs.float64(isobar[i:I, j:J, k_ + 1:k_ + 2]) - isobar[i:I, j:J, k_:k_ + 1].astype(np.float64)), memset[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))), (delp[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp[i:I, j:J, k_:k_ + 1])
                
            b__c45_22_24_gen_0[i:I, j:J, k_:k_ + 1] = (-(np.float64(1.5)))
            b__c45_22_24_gen_0[i:I, j:J, k_:k_ + 1] = b__c45_22_24_gen_0[i:I, j:J, k_:k_ + 1]
            ua[i:I, j:J, k_:k_ + 1] = (b__c45_22_24_gen_0[i:I, j:J, k_:k_ + 1] / b__c45_22_24_gen_0[i:I, j:J, k_:k_ + 1])
            abort[i:I, j:J, k_:k_ + 1] = ufuncs.ceil(np.float64(0.1))
            ua[i:I, j:J, k_:k_ + 1] = ((np.float64(1.5) - memset[i:I, j:J, k_:k_ + 1]) / (np.float64(0.001) * abort[i:I, j:J, k_:k_ + 1]))
            ua[i + 1:I, J - 1:J, k_:k_ + 1] = ((k0[i + 1:I, J - 1:J, k_:k_ + 1] - np.float64(0.1)) / (ufuncs.abs(delp[i + 1:I, J - 1:J, k_:k_ + 1]) + np.float64(1.0)))
            a[i + 1:I, J - 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((a[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                ua[i + 1:I, J - 1:J, k_:k_ + 1] = np.where((a[i + 1:I, J - 1:J, k_:k_ + 1] < np.float64(3.0)), k0[i + 1:I, J - 1:J, k_:k_ + 1], ua[i + 1:I, J - 1:J, k_:k_ + 1])
                lanes[i + 1:I, J - 1:J, k_:k_ + 1] = np.where((a[i + 1:I, J - 1:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(isobar[i + 1:I, J - 1:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))))), lanes[i + 1:I, J - 1:J, k_:k_ + 1])
                a[i + 1:I, J - 1:J, k_:k_ + 1] = np.where((a[i + 1:I, J - 1:J, k_:k_ + 1] < np.float64(3.0)), (a[i + 1:I, J - 1:J, k_:k_ + 1] + np.float64(1.0)), a[i + 1:I, J - 1:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1] = (var[i:I, j + 1:J + 1, k_:k_ + 1] == np.where(((vc[i:I, j:J, k_ + 1:k_ + 2] + k0[i:I, j:J, k_:k_ + 1]) <= ufuncs.ceil(a[i:I, j:J, k_:k_ + 1])), var[i - 1:I - 1, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]))
            typeof[i:I, j:J, k_:k_ + 1] = np.where(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.round_away_from_zero(ufuncs.tanh(np.float64(1.5))), typeof[i:I, j:J, k_:k_ + 1])
            typeof[i:I, j:J, k_:k_ + 1] = np.where(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64((-(a[i:I, j:J, k_:k_ + 1]))), typeof[i:I, j:J, k_:k_ + 1])
            mask_140153825360784_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf((var[i + 2:I + 2, j - 1:J - 1, k_ + 1:k_ + 2] * np.float64(0.0))), mask_140153825360784_gen_0[i:I, j:J, k_:k_ + 1])
            typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825360784_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(((typeof[i:I, j:J, k_ - 1:k_] - memcpy[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]) != k0[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1], np.float64(np.int64(0))) + ufuncs.minimum(a[i:I, j:J, k_:k_ + 1], np.float64(np.int64(2)))), typeof[i:I, j:J, k_:k_ + 1])
            lanes[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825360784_gen_0[i:I, j:J, k_:k_ + 1]), (delp[i:I, j:J, k_:k_ + 1] + (memset[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(memcpy[i + 1:I + 1, j:J, k_:k_ + 1]) + np.float64(1.0)))), lanes[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153825360784_gen_0[i:I, j:J, k_:k_ + 1]))), np.where(((lanes[i:I, j:J, k_:k_ + 1] * np.float64(0.1)) < vc[i:I, j:J, k_:k_ + 1]), np.where((ufuncs.float32(delp[i:I, j:J, k_:k_ + 1]).astype(np.float64) == (isobar[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(1.0))), var[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1], np.float64(np.int64(3))), (vc[i:I, j:J, k_ + 1:k_ + 2] - ua[i:I, j:J, k_:k_ + 1])), memset[i:I, j:J, k_:k_ + 1])
            mask_140153838382800_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1])), (memcpy[i:I, j:J, k_ - 1:k_] <= ua[i:I, j:J, k_ - 1:k_]), mask_140153838382800_gen_0[i:I, j:J, k_:k_ + 1])
            typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153838382800_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.sinh(ufuncs.tanh(typeof[i:I, j:J, k_:k_ + 1])) - var[i + 1:I + 1, j:J, k_:k_ + 1]), typeof[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832542096_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153838382800_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.power(ufuncs.remainder(a[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]), np.int64(2)), memset[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153823883216_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.bitwise_and((ufuncs.remainder(a[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]) <= (delp[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(vc[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0)))), (ua[i:I, j:J, k_:k_ + 1] <= lanes[i:I, j:J, k_:k_ + 1])), mask_140153823883216_gen_0[i:I, j:J, k_:k_ + 1])
                NAN[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153823883216_gen_0[i:I, j:J, k_:k_ + 1]), np.where((np.bitwise_not((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.maximum(delp[i:I, j:J, k_ - 1:k_], lanes[i:I, j:J, k_:k_ + 1])))), area[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64), ufuncs.abs(lanes[i:I, j:J, k_:k_ + 1])), NAN[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153823883216_gen_0[i:I, j:J, k_:k_ + 1]))), var[i:I, j - 2:J - 2, k_ - 1:k_], ua[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153823883216_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64(ufuncs.gamma((ufuncs.minimum(ufuncs.abs(k0[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5)))), ua[i:I, j:J, k_:k_ + 1])
                mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (memcpy[i:I, j:J, k_ - 1:k_] <= np.float64(ufuncs.abs(np.int64(1)))), mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1])
                typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1]), (NAN[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(area[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), typeof[i:I, j:J, k_:k_ + 1])
                mask_140153835608400_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isinf(isobar[i:I, j:J, k_:k_ + 1]), mask_140153835608400_gen_0[i:I, j:J, k_:k_ + 1])
                typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153835608400_gen_0[i:I, j:J, k_:k_ + 1]), np.where((lanes[i:I, j:J, k_:k_ + 1] > ufuncs.int32(ufuncs.minimum(ufuncs.maximum(abort[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), memset[i:I, j:J, k_:k_ + 1], (isobar[i:I, j:J, k_:k_ + 1].astype(np.float64) + vc[i:I, j:J, k_ + 1:k_ + 2])), typeof[i:I, j:J, k_:k_ + 1])
                lanes[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153830209808_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153835608400_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.minimum(ufuncs.maximum(lanes[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]), (area[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64) - k0[i:I, j:J, k_:k_ + 1])), lanes[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (phi[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y_gen_0[i:I, j:J, k_:k_ + 1] = (var[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2] - (isobar[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) / var[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]))
            mask_140153826908240_gen_0[i:i + 1, J - 2:J, k_:k_ + 1] = (ufuncs.arctan(ua[i:i + 1, J - 2:J, k_:k_ + 1]) <= a[i:i + 1, J - 2:J, k_ - 1:k_])
            x[i:i + 1, J - 2:J, k_:k_ + 1] = np.where(mask_140153826908240_gen_0[i:i + 1, J - 2:J, k_:k_ + 1], area[i - 1:i, J - 3:J - 1, k_:k_ + 1], x[i:i + 1, J - 2:J, k_:k_ + 1])
            ua[i:i + 1, J - 2:J, k_:k_ + 1] = np.where(mask_140153826908240_gen_0[i:i + 1, J - 2:J, k_:k_ + 1], y_gen_0[i:i + 1, J - 2:J, k_:k_ + 1], ua[i:i + 1, J - 2:J, k_:k_ + 1])
            memset[i:i + 1, J - 2:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826908240_gen_0[i:i + 1, J - 2:J, k_:k_ + 1])), abort[i:i + 1, J - 2:J, k_:k_ + 1], memset[i:i + 1, J - 2:J, k_:k_ + 1])
            memset[i:i + 1, J - 2:J, k_:k_ + 1] = ufuncs.power(area[i:i + 1, J - 2:J, k_:k_ + 1], np.int64(2)).astype(np.float64)
            signbit[i:i + 1, J - 2:J, k_:k_ + 1] = ((y_gen_0[i:i + 1, J - 2:J, k_:k_ + 1] + memcpy[i - 1:i, J - 2:J, k_ + 1:k_ + 2]) * y_gen_0[i:i + 1, J - 2:J, k_:k_ + 1])
            mask_140153828563664_gen_0[i:I, j:J, k_:k_ + 1] = ((delp[i:I, j:J, k_ - 1:k_] - ua[i:I, j:J, k_:k_ + 1]) <= var[i - 1:I - 1, j:J, k_ - 1:k_])
            memset[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828563664_gen_0[i:I, j:J, k_:k_ + 1], (memcpy[i:I, j:J, k_:k_ + 1] + (area[i:I, j:J, k_:k_ + 1].astype(np.float64) + ua[i:I, j:J, k_:k_ + 1])), memset[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828563664_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.round_away_from_zero(y_gen_0[i:I, j:J, k_:k_ + 1]), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((ua[i:I, j:J, k_:k_ + 1] > (x[i:I, j:J, k_:k_ + 1].astype(np.float64) + signbit[i:I, j:J, k_:k_ + 1])))), jt)
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], np.where((a[i:I, j:J, k_:k_ + 1] >= a[i:I, j:J, k_ + 1:k_ + 2]), delp[i:I, j:J, k_ + 1:k_ + 2], abort[i:I, j:J, k_:k_ + 1]), ua[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(typeof[i:I, j:J, k_:k_ + 1], (lanes[i:I, j:J, k_:k_ + 1] * delp[i:I, j:J, k_ + 1:k_ + 2])), memset[i:I, j:J, k_:k_ + 1])
            pe__902_77_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], (-(k0[i:I, j:J, k_:k_ + 1])), pe__902_77_28_gen_0[i:I, j:J, k_:k_ + 1])
            a____902_77_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(typeof[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))), a____902_77_28_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153825105104_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], (pe__902_77_28_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140153825105104_gen_0[i:I, j:J, k_:k_ + 1])
            a____902_77_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825105104_gen_0[i:I, j:J, k_:k_ + 1]), pe__902_77_28_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64), a____902_77_28_gen_0[i:I, j:J, k_:k_ + 1])
            stdin[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], np.int64(0), stdin[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830933520_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.abs(pe__902_77_28_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), pt_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((c[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                abort[i:I, j:J, k_:k_ + 1] = np.where((c[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.abs((c[i:I, j:J, k_ + 1:k_ + 2] / np.float64(np.int64(3)))), abort[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where((c[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (c[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), c[i:I, j:J, k_:k_ + 1])
                
            mask_140153829134992_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_and((ufuncs.float32(np.int64(1)) >= x[i:I, j:J, k_:k_ + 1].astype(np.float32)), (np.where(jt, signbit[i:I, j:J, k_:k_ + 1], memcpy[i + 1:I + 1, j:J, k_ + 1:k_ + 2]) < (phi[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(x[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))))))
            fabs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829134992_gen_0[i:I, j:J, k_:k_ + 1], typeof[i:I, j:J, k_:k_ + 1], fabs[i:I, j:J, k_:k_ + 1])
            mask_140153831133968_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153829134992_gen_0[i:I, j:J, k_:k_ + 1])), (signbit[i:I, j:J, k_ + 1:k_ + 2] != np.float64(0.001)), mask_140153831133968_gen_0[i:I, j:J, k_:k_ + 1])
            stdin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153829134992_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153831133968_gen_0[i:I, j:J, k_:k_ + 1]), lanes[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64), stdin[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = phi[i:I, j:J, k_ + 1:k_ + 2]
            int32_t[i:I, j:J, k_:k_ + 1] = phi[i:I, j:J, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            NAN[i:I, j:J, k_:k_ + 1] = (var[i:I, j + 1:J + 1, k_:k_ + 1] - (NAN[i:I, j:J, k_:k_ + 1] - signbit[i:I, j:J, k_:k_ + 1]))
            vc[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(ufuncs.maximum(var[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], ua[i:I, j:J, k_:k_ + 1]), (memset[i:I, j:J, k_:k_ + 1] / stdin[i:I, j:J, k_ - 1:k_].astype(np.float64)))
            mask_140153827464592_gen_0[i:I, j:J, k_:k_ + 1] = ((fabs[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(c[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) == (int32_t[i:I, j:J, k_:k_ + 1] - np.float64(1.0)))
            double_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827464592_gen_0[i:I, j:J, k_:k_ + 1], lanes[i:I, j:J, k_ - 1:k_], double_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827464592_gen_0[i:I, j:J, k_:k_ + 1], (-(abort[i:I, j:J, k_:k_ + 1])), ua[i:I, j:J, k_:k_ + 1])
            int32_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827464592_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum(NAN[i:I, j:J, k_:k_ + 1], np.where(((ua[i:I, j:J, k_:k_ + 1] + abort[i:I, j:J, k_:k_ + 1]) < ufuncs.arccos(ufuncs.tanh(typeof[i:I, j:J, k_:k_ + 1]))), phi[i:I, j:J, k_ - 1:k_], flux[i:I, j:J, k_:k_ + 1])), int32_t[i:I, j:J, k_:k_ + 1])
            b__c45_98_36_gen_0[i + 1:I, j:j + 1, k_:k_ + 1] = signbit[i + 1:I, j:j + 1, k_ - 1:k_]
            b__c45_98_36_gen_0[i + 1:I, j:j + 1, k_:k_ + 1] = b__c45_98_36_gen_0[i + 1:I, j:j + 1, k_:k_ + 1]
            short_gen_0[i + 1:I, j:j + 1, k_:k_ + 1] = (b__c45_98_36_gen_0[i + 1:I, j:j + 1, k_:k_ + 1] / b__c45_98_36_gen_0[i + 1:I, j:j + 1, k_:k_ + 1])
            isobar_tmp_gen_0[i + 1:I, j:j + 1, k_:k_ + 1] = ufuncs.ceil(np.float64(0.1))
            # --- end horizontal block --

        # --- end vertical block ---
    