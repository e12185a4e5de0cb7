import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, union, coef, uint8_t, var, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    union = Field(union, _origin_['union'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    
    enum = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153855376336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar_tmp__157_20_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856762512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_20_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153852221200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__157_20_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153860021776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_44_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153854325584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    cp__157_44_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153846546064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_43_68_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_45_34_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    isobar_tmp__157_43_40_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153857054096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860738960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__157_43_68_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    isobar_tmp__157_44_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_43_40_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    isobar_tmp__157_43_68_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1] = (union[i:I, j:J, k_ - 1:k_] == union[i:I, j:J, k_ + 1:k_ + 2])
            enum[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.trunc(np.float64(2.0)) > np.float64(np.int64(3)))), ufuncs.power(ufuncs.abs(union[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), enum[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.trunc(np.float64(2.0)) > np.float64(np.int64(3)))), np.float64(ufuncs.power(coef, np.int64(2))), enum[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((ufuncs.trunc(np.float64(2.0)) > np.float64(np.int64(3)))))), (res[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] * np.float64(coef)), enum[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((ufuncs.trunc(np.float64(2.0)) > np.float64(np.int64(3)))))), ((enum[i:I, j:J, k_ - 1:k_] * res[i:I, j:J, k_ + 1:k_ + 2]) - enum[i:I, j:J, k_:k_ + 1]), enum[i:I, j:J, k_:k_ + 1])
            isobar_tmp__157_20_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], uint8_t[i:I, j:J, k_ + 1:k_ + 2], isobar_tmp__157_20_23_gen_0[i:I, j:J, k_:k_ + 1])
            cp__157_20_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], res[i:I, j + 2:J + 2, k_:k_ + 1], cp__157_20_23_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__157_20_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], isobar_tmp__157_20_23_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__157_20_23_gen_0[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (RETURN_VALUE__157_20_23_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(ufuncs.sqrt(ufuncs.abs(ufuncs.float64(coef)))) + np.float64(1.0))), enum[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856762512_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(ufuncs.maximum(coef, coef)) + enum[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1])
            mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.remainder(np.float64(np.int64(3)), uint8_t[i:I, j:J, k_:k_ + 1]) > ufuncs.sin(res[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_])), c[i:I, j:J, k_:k_ + 1], np.float64(coef)) >= ufuncs.remainder(c[i:I, j:J, k_:k_ + 1], np.float64(coef)))
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), val[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1], (val[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1], (val[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (union[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(ufuncs.tan(ufuncs.tanh(ufuncs.float64(coef)))) + np.float64(1.0))), c[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1], (val[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (val[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), val[i:I, j:J, k_:k_ + 1])
                
            a_1[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1])), coef, a_1[i:I, j:J, k_:k_ + 1])
            mask_140153855376336_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(union[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64) <= res[i:I, j - 2:J - 2, k_ - 1:k_]), mask_140153855376336_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855376336_gen_0[i:I, j:J, k_:k_ + 1]), (np.int64(3) + a_1[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1])
            a_1[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153852221200_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855376336_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(3), a_1[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.tan(ufuncs.tanh((c[i:I, j:J, k_:k_ + 1] * val[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            c[i:I, j:J, k_:k_ + 1] = np.float64(coef)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.001) < ufuncs.abs(enum[i:I, j:J, k_:k_ + 1]))
            mask_140153854325584_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1], (uint8_t[i:I, j:J, k_:k_ + 1] <= val[i:I, j:J, k_:k_ + 1]), mask_140153854325584_gen_0[i:I, j:J, k_:k_ + 1])
            a__gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854325584_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(3), a__gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153857054096_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854325584_gen_0[i:I, j:J, k_:k_ + 1]))), ((val[i:I, j:J, k_:k_ + 1] + enum[i:I, j:J, k_:k_ + 1]) <= np.float64(0.1)), mask_140153857054096_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854325584_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153857054096_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(coef), q[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153860738960_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.floor(ufuncs.float64(np.where((ufuncs.int64(var[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float32) < (union[i:I, j:J, k_:k_ + 1] + np.float32(np.int64(3)))), a_1[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), q[i:I, j:J, k_:k_ + 1])
            mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1] = (enum[i:I, j:J, k_:k_ + 1] >= ufuncs.abs(a__gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], ((union[i:I, j:J, k_:k_ + 1] + a__gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)) <= ufuncs.float32(val[i:I, j:J, k_:k_ + 1])), mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1])
            isobar_tmp__157_43_68_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), res[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1], isobar_tmp__157_43_68_gen_0[i:I, j:J, k_:k_ + 1])
            cp__157_43_68_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(3), cp__157_43_68_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__157_43_68_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), isobar_tmp__157_43_68_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__157_43_68_gen_0[i:I, j:J, k_:k_ + 1])
            isobar_tmp__157_43_40_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), (var[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.int64) * np.int64(3)), isobar_tmp__157_43_40_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__157_43_40_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), isobar_tmp__157_43_40_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__157_43_40_gen_0[i:I, j:J, k_:k_ + 1])
            a_1[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153846546064_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860021776_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__157_43_40_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), a_1[i:I, j:J, k_:k_ + 1])
            isobar_tmp__157_44_30_gen_0[i:I, j:J, k_:k_ + 1] = (coef + a__gen_0[i:I, j:J, k_:k_ + 1])
            cp__157_44_30_gen_0[i:I, j:J, k_:k_ + 1] = var[i:I, j:J, k_ + 1:k_ + 2]
            RETURN_VALUE__157_44_30_gen_0[i:I, j:J, k_:k_ + 1] = isobar_tmp__157_44_30_gen_0[i:I, j:J, k_:k_ + 1]
            q[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__157_44_30_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            RETURN_VALUE__157_45_34_gen_0[i:I, j:J, k_:k_ + 1] = coef
            c[i:I, j:J, k_:k_ + 1] = (ufuncs.power(q[i:I, j:J, k_:k_ + 1], np.int64(2)) - RETURN_VALUE__157_45_34_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    