import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, zs, exit, signbit, u, coef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    exit = Field(exit, _origin_['exit'], (True, True, True))
    signbit = Field(signbit, _origin_['signbit'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859890704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861731344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864037328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861690768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859365840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859484112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862074704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856052816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            exit[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(coef[i:I, j:J, k_ - 1:k_], np.float64(zs)) < np.float64(var))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = (np.where((np.float64(ufuncs.int32(zs)) != (np.float64(1.5) - signbit[i:I, j - 1:J - 1].astype(np.float64))), u[i:I, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64), coef[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1]) / (ufuncs.abs(ufuncs.minimum(np.float64(var), coef[i + 2:I + 2, j:J, k_:k_ + 1])) + np.float64(1.0)))
            y[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))):
                exit[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))), exit[i:I, j:J, k_:k_ + 1], exit[i:I, j:J, k_:k_ + 1])
                a[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))), ufuncs.cosh(ufuncs.tanh((phi[i:I, j:J, k_:k_ + 1] - y[i:I, j:J, k_ - 1:k_]))), a[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = ufuncs.exp(ufuncs.minimum(phi[i:I, j:J, k_:k_ + 1], np.float64(5.0)))
            a[i:I, j:J, k_:k_ + 1] = ((np.float64(var) - np.float64(1.5)) / (ufuncs.abs(y[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            c[i:I, j:J, k_:k_ + 1] = ufuncs.abs(np.where(((np.float64(0.1) - signbit[i - 2:I - 2, j - 2:J - 2].astype(np.float64)) != ufuncs.log((ufuncs.abs(np.float64(1.5)) + np.float64(0.5)))), np.float64(0.0), np.float64(var)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153861690768_gen_0[i:I, j:J, k_:k_ + 1] = ((c[i:I, j + 1:J + 1, k_:k_ + 1] - u[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64)) != np.float64(var))
            exit[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140153861690768_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(ufuncs.abs(zs)) != (u[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(2.0))), exit[i:I, j:J, k_ + 1:k_ + 2])
            exit[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140153861690768_gen_0[i:I, j:J, k_:k_ + 1], ((signbit[i - 1:I - 1, j + 2:J + 2].astype(np.float64) + np.float64(0.25)) == np.float64(np.int64(0))), exit[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153862074704_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861690768_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_and(((signbit[i + 1:I + 1, j + 1:J + 1].astype(np.int64) * (-(np.int64(2)))) >= ufuncs.power(zs, np.int64(2))), exit[i:I, j:J, k_:k_ + 1]), mask_140153862074704_gen_0[i:I, j:J, k_:k_ + 1])
            exit[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153861690768_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153862074704_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(u[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64), phi[i:I, j:J, k_ + 1:k_ + 2]) == (np.float64(0.25) + signbit[i + 1:I + 1, j:J].astype(np.float64))), exit[i:I, j:J, k_:k_ + 1])
            mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1] = ((y[i:I, j:J, k_ + 1:k_ + 2] + coef[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1]) != np.float64((zs * zs)))
            mask_140153859890704_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (signbit[i:I, j - 1:J - 1].astype(np.float64) >= y[i:I, j:J, k_ + 1:k_ + 2]), mask_140153859890704_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], mask_140153859890704_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erf(ufuncs.float64(u[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1])), a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153859890704_gen_0[i:I, j:J, k_:k_ + 1]))), c[i:I, j + 1:J + 1, k_:k_ + 1], a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153859890704_gen_0[i:I, j:J, k_:k_ + 1]))), (-((coef[i:I, j - 1:J - 1, k_ + 1:k_ + 2] * np.float64(0.001)))), a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(zs) == np.int64(0))), ((-(coef[i + 1:I + 1, j:J, k_:k_ + 1])) / phi[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(zs) == np.int64(0))), (np.float64(zs) - (y[i:I, j:J, k_:k_ + 1] * u[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64))), a[i:I, j:J, k_:k_ + 1])
            t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(zs) == np.int64(0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((-(a[i:I, j:J, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), t_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1])), (coef[i + 2:I + 2, j:J, k_:k_ + 1] * (-(y[i:I, j:J, k_:k_ + 1]))), a[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859365840_gen_0[i:I, j:J, k_:k_ + 1])), a[i:I, j:J, k_:k_ + 1], val[i:I, j:J, k_:k_ + 1])
            mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1] = exit[i:I, j:J, k_:k_ + 1]
            mask_140153856052816_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(((signbit[i - 2:I - 2, j - 2:J - 2].astype(np.float64) + val[i:I, j:J, k_:k_ + 1]) == (signbit[i:I, j:J].astype(np.float64) + np.float64(0.1))))), mask_140153856052816_gen_0[i:I, j:J, k_:k_ + 1])
            exit[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856052816_gen_0[i:I, j:J, k_:k_ + 1]), ((val[i:I, j:J, k_:k_ + 1] * y[i:I, j:J, k_:k_ + 1]) == np.float64(var)), exit[i:I, j:J, k_:k_ + 1])
            exit[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856052816_gen_0[i:I, j:J, k_:k_ + 1]), ((t_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(1.0)) <= (y[i:I, j:J, k_ + 1:k_ + 2] + coef[i:I, j:J, k_:k_ + 1])), exit[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], coef[i - 1:I - 1, j:J, k_:k_ + 1], val[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (np.where((signbit[i:I, j:J].astype(np.float64) <= (coef[i:I, j + 1:J + 1, k_ - 1:k_] - np.float64(0.0))), a[i:I, j:J, k_:k_ + 1], t_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) - (vc_gen_0[i:I, j:J, k_:k_ + 1] / np.float64(0.0))), a[i:I, j:J, k_:k_ + 1])
                exit[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ((y[i:I, j:J, k_:k_ + 1] + signbit[i + 1:I + 1, j:J].astype(np.float64)) < np.where(((u[i - 1:I - 1, j:J, k_:k_ + 1] * np.int64(zs)).astype(np.float64) < ufuncs.abs(coef[i + 2:I + 2, j:J, k_:k_ + 1])), coef[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_], np.float64(zs))), exit[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859484112_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1] = exit[i:I, j:J, k_:k_ + 1]
            exit[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(signbit[i:I, j - 1:J - 1]) == np.float64((-(np.int64(1))))), exit[i:I, j:J, k_:k_ + 1])
            mask_140153864037328_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], exit[i:I, j:J, k_ - 1:k_], mask_140153864037328_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864037328_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(3.5), b_1_[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864037328_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(ufuncs.float32(var)) / (ufuncs.abs(ufuncs.maximum(val[i:I, j:J, k_:k_ + 1], np.float64(np.int64(3)))) + np.float64(1.0))), a[i:I, j:J, k_:k_ + 1])
            t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864037328_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((-(val[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), t_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(np.float64((np.int64(0) + var)), val[i:I, j:J, k_:k_ + 1]), b_1_[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1])), c[i:I, j:J, k_:k_ + 1], val[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861731344_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum((val[i:I, j:J, k_:k_ + 1] + t_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), (u[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) - np.float64(0.0))), b_1_[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b_1_[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((b_1_[i:I, j:J, k_ - 1:k_] - c[i:I, j:J, k_:k_ + 1])), np.float64(0.5))
            val[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(np.float64(ufuncs.power(np.int64(7), np.int64(2))), ufuncs.minimum(np.float64(0.25), np.float64(np.int64(1))))
            flux_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(np.float64(zs), coef[i:I, j - 1:J - 1, k_:k_ + 1]) - c[i - 1:I - 1, j:J, k_ + 1:k_ + 2])
            # --- end horizontal block --

        # --- end vertical block ---
    