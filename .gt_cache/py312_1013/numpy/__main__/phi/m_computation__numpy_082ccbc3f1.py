import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, n, a, delp, typeof, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    n = Field(n, _origin_['n'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    typeof = Field(typeof, _origin_['typeof'], (True, True, True))
    
    NULL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    register = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153853002960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850833424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856404048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = ufuncs.float64((n[i + 2:I + 2, j:J, k_ - 1:k_] + n[i:I, j + 2:J + 2, k_:k_ + 1])).astype(np.float32)
            mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((delp != typeof[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.int32))))
            a[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1], (n[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1] * (-(n[i:I, j:J, k_:k_ + 1]))).astype(np.float32), a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), np.float32(delp), a[i:I, j:J, k_:k_ + 1])
            mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.float32(n[i:I, j + 2:J + 2, k_:k_ + 1]) == (delp - typeof[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.int32)).astype(np.float32)), mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]), typeof[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.float32), a[i:I, j:J, k_:k_ + 1])
            NULL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]), ((n[i:I, j - 1:J - 1, k_:k_ + 1] * delp).astype(np.float32) * a[i:I, j:J, k_:k_ + 1]), NULL[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]), (np.float32(delp) * NULL[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1])
            mask_140153856404048_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(n[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1])), np.float64(6.0)) + np.float64(0.5))) != (NULL[i:I, j:J, k_:k_ + 1] + typeof[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float32)).astype(np.float64)))), mask_140153856404048_gen_0[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153856404048_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5))) / (ufuncs.abs(ufuncs.erfc(ufuncs.float64(typeof[i:I, j:J, k_:k_ + 1]))) + np.float64(1.0))), register[i:I, j:J, k_:k_ + 1])
            NULL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153853002960_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153850833424_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153856404048_gen_0[i:I, j:J, k_:k_ + 1]))), np.float32(delp), NULL[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = ((delp - typeof[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.int32)) * delp).astype(np.float64)
            NULL[i:I, J - 1:J, k_:k_ + 1] = a[i:I, J - 1:J, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = ((np.float64(delp) / (ufuncs.abs(NULL[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) * ufuncs.power(register[i:I, j:J, k:K], np.int64(2))).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        NULL[i:I, j:J, k:K] = (ufuncs.sin(NULL[i:I, j:J, k:K]) / a[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = ufuncs.float64((n[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(typeof[i + 1:I + 1, j - 2:J - 2, k:K]).astype(np.float64) + np.float64(1.0)))).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                register[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.0), (-(np.float64(100000.0)))), np.float64(100000.0)))), register[i:I, j:J, k_:k_ + 1])
                register[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.maximum(ufuncs.erfc(register[i:I, j:J, k_:k_ + 1]), (n[i:I, j:J, k_ - 1:k_] * n[i + 1:I + 1, j:J, k_ - 1:k_]).astype(np.float64)), register[i:I, j:J, k_:k_ + 1])
                var_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (var_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var_gen_0[i:I, j:J, k_:k_ + 1])
                
            cp_gen_0[i:I, j:J, k_:k_ + 1] = (typeof[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.int64) >= ufuncs.power(delp, np.int64(2)))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(typeof[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                register[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(typeof[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ufuncs.abs(ufuncs.power(ufuncs.abs(var_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5))), register[i:I, j:J, k_:k_ + 1])
                register[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(typeof[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ((var_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(coef_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) * NULL[i:I, j:J, k_:k_ + 1].astype(np.float64)), register[i:I, j:J, k_:k_ + 1])
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(typeof[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (coef_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), coef_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    