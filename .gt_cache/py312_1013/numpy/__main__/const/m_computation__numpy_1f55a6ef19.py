import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, vc, y, a, uint8_t, qv, coef, union, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, False))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153860421456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855006480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855770320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857292176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857779024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(np.int64(0)) >= a[i:I, j:J, k_:k_ + 1]), (a[i:I, j:J, k_ - 1:k_] < np.float64(ufuncs.power(np.int64(0), np.int64(2))))), ufuncs.float64(y[i - 1:I - 1, j - 2:J - 2, k_ + 1:k_ + 2]), np.float64((np.int64(0) - np.int64(0))))
            mask_140153860421456_gen_0[i:I, j:J, k_:k_ + 1] = ((uint8_t[i:I, j:J, k_:k_ + 1] + coef[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]) == np.float64(vc))
            a[i:I, j:J, k_:k_ + 1] = np.where(mask_140153860421456_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(u, np.int64(2)), a[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(mask_140153860421456_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tend_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), tend_gen_0[i:I, j:J, k_:k_ + 1]), gz[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                gz[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.remainder((np.float64(0.0) / (ufuncs.abs(coef[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), (np.float64(vc) * coef[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1])), gz[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), np.float64(2.0), gz[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (var[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var[i:I, j:J, k_:k_ + 1])
                
            gz[i:I, j:J, k_:k_ + 1] = ufuncs.arccos(ufuncs.tanh(u))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            memcpy_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.trunc(ufuncs.float64((vc - np.int64(0))))
            mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf((qv[i - 2:I - 2, j + 2:J + 2] * var[i:I, j:J, k_:k_ + 1]))
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_:k_ + 1], area_gen_0[i:I, j:J, k_:k_ + 1])
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], np.float64(vc), area_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], ((u + np.float64(vc)) == (a[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(0)))), mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1]), gz[i:I, j:J, k_:k_ + 1], gz[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(a[i:I, j:J, k_:k_ + 1], var[i:I, j:J, k_:k_ + 1]) - (np.float64(np.int64(1)) + np.float64(0.5))), gz[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1]), uint8_t[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153857292176_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.round(area_gen_0[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1])
            mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or(((np.float64(np.int64(1)) + gz[i:I, j:J, k_:k_ + 1]) > (union[i:I, j:J, k_ - 1:k_] * u)), ((gz[i:I, j:J, k_:k_ + 1] * union[i:I, j:J, k_:k_ + 1]) <= (np.float64(0.5) - area_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153855770320_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.trunc(coef[i:I, j + 1:J + 1, k_ - 1:k_]) <= (-(np.float64(0.001)))), mask_140153855770320_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153855770320_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.isinf(ufuncs.float64(u)), delp_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153855770320_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(vc) + union[i:I, j:J, k_ - 1:k_]) == (qv[i:I, j:J] - y[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64))), delp_gen_0[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153857779024_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855006480_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153855770320_gen_0[i:I, j:J, k_:k_ + 1]), (u + (union[i:I, j:J, k_:k_ + 1] + y[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_].astype(np.float64))), zs_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                w[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), ufuncs.float64(gz[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(memcpy_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (ua[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ufuncs.arcsinh((w[i:I, j:J, k_:k_ + 1] - ua[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    