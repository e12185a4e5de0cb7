import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, volatile, val, stride, int32_t, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    volatile = Field(volatile, _origin_['volatile'], (False, False, True))
    val = Field(val, _origin_['val'], (True, True, True))
    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signbit = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.int64, (1, 1, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153850905296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef__14b_14_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef__14b_27_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848205200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841598928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843001360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842803152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843709328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153848148240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.abs(int32_t[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153850905296_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153850905296_gen_0[i:I, j:J, k_:k_ + 1])
                coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153850905296_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.remainder(coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1], coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1])
                coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (-((coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1] - coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1]))), coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1])
                signbit[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.float64((np.float64((-(np.int64(1)))) + coef__14b_14_22_gen_0[i:I, j:J, k_:k_ + 1])), signbit[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.abs(volatile[k_ - 1:k_]) - (var[i:I, j:J, k_:k_ + 1] + val[i:I, j:J, k_ - 1:k_].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (var[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var[i:I, j:J, k_:k_ + 1])
                
            b_1_[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((volatile[k_:k_ + 1] + pe[i:I, j:J, k_ + 1:k_ + 2])), np.float64(0.5))
            val[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64((np.int64(7) - np.int64(stride))) * np.float64(0.0)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(int32_t[i:I, j - 2:J - 2, k_ + 1:k_ + 2]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0))), ufuncs.maximum((-(np.int64(1))), w[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.int64)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((val[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32) / np.float32(stride)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan((int32_t[i:I, j:J, k_:k_ + 1] - a[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(pe[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))) == val[i:I, j:J, k_:k_ + 1].astype(np.float64)))), mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1])
            coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arctan(signbit[i:I, j:J, k_:k_ + 1]), coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153841598928_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1]), (coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153841598928_gen_0[i:I, j:J, k_:k_ + 1])
            coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153841598928_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.remainder(coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1], coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1])
            coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1]), (-((coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1] - coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1]))), coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843001360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64((np.float64((-(np.int64(1)))) + coef__14b_27_25_gen_0[i:I, j:J, k_:k_ + 1])), pe[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153848205200_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float32(pe[i:I, j:J, k_:k_ + 1]), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((volatile[k_ - 1:k_] < w[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64)), np.bitwise_and(((np.float64(np.int64(2)) + np.float64(0.001)) >= (np.float64(np.int64(0)) / (ufuncs.abs(signbit[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), ((var[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(a[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) == (volatile[k_:k_ + 1] + w[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64)))))
            mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], ((var[i:I, j:J, k_ - 1:k_] - w[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)) >= val[i:I, j:J, k_ - 1:k_].astype(np.float64)), mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]), ((-(volatile[k_:k_ + 1])) * w[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64)), flux_gen_0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(signbit[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]), (-((volatile[k_:k_ + 1] + flux_gen_0[i:I, j:J, k_:k_ + 1]))).astype(np.float32), ua[i:I, j:J, k_:k_ + 1])
            mask_140153848148240_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]))), ((np.float64(0.5) * int32_t[i - 2:I - 2, j:J, k_:k_ + 1]) >= (var[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(b_1_[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))), mask_140153848148240_gen_0[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153848148240_gen_0[i:I, j:J, k_:k_ + 1]), ((a[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64) * b_1_[i:I, j:J, k_:k_ + 1]) - pe[i:I, j:J, k_ - 1:k_]), tend_gen_0[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153843709328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153842803152_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153848148240_gen_0[i:I, j:J, k_:k_ + 1]))), np.bitwise_or((int32_t[i:I, j:J, k_:k_ + 1] != volatile[k_:k_ + 1]), bool(bool(True))), v_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    