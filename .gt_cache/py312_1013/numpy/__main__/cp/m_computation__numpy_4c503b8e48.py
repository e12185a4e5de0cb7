import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, default, res, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    default = Field(default, _origin_['default'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153826963472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    INFINITY_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stride_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153835306384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153826502352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = (res[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - (np.float64(0.001) - np.float64(2.0))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_ - 1:k_] = default[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32)
            mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(2.0) <= (-(res[i:I, j:J, k_:k_ + 1])).astype(np.float64))
            mask_140153835306384_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(np.float64(np.int64(7)), default[i:I, j:J, k_ - 1:k_]) == ufuncs.float64(np.float64(2.0))), mask_140153835306384_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1], mask_140153835306384_gen_0[i:I, j:J, k_:k_ + 1]), np.where((np.bitwise_not(((a[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64) - default[i:I, j:J, k_ + 1:k_ + 2]) > np.where(val[i:I, j - 2:J - 2, k_:k_ + 1], a[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64), default[i:I, j:J, k_:k_ + 1])))), a[i:I, j:J, k_:k_ + 1].astype(np.float64), default[i:I, j:J, k_:k_ + 1]).astype(np.float32), res[i:I, j:J, k_:k_ + 1])
            default[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153835306384_gen_0[i:I, j:J, k_:k_ + 1]))), res[i:I, j:J, k_ - 1:k_].astype(np.float64), default[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153835306384_gen_0[i:I, j:J, k_:k_ + 1]))), res[i:I, j:J, k_:k_ + 1], tend_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153826963472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(2.0))), ((default[i:I, j:J, k_:k_ + 1] / default[i:I, j:J, k_:k_ + 1]) == tend_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140153826963472_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(2.0))), mask_140153826963472_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.maximum(a[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64), default[i:I, j:J, k_:k_ + 1])), np.float64(0.5)).astype(np.float32), res[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(2.0))), (np.bitwise_not(mask_140153826963472_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isinf(ufuncs.float64(np.int64(2)))), (a[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float32) + tend_gen_0[i:I, j:J, k_:k_ + 1]), flux_gen_0[i:I, j:J, k_:k_ + 1])
            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(2.0))), (np.bitwise_not(mask_140153826963472_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(ufuncs.isinf(ufuncs.float64(np.int64(2)))))), flux_gen_0[i:I, j:J, k_:k_ + 1], rho_gen_0[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826502352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(2.0) == np.float64(2.0))))), (np.bitwise_not((default[i:I, j:J, k_:k_ + 1] != np.float64(0.0)))), vc_gen_0[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:j + 1, k_:k_ + 1] = (np.float64(2.0) * np.float64(ufuncs.power(np.int64(1), np.int64(2))))
            INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                vc_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where((INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] < np.float64(3.0)), (np.float64(10.0) >= (tend_gen_0[i:I, j:j + 1, k_:k_ + 1].astype(np.float64) * np.float64(2.0))), vc_gen_0[i:I, j:j + 1, k_:k_ + 1])
                stride_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where((INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] < np.float64(3.0)), res[i:I, j:j + 1, k_ - 1:k_], stride_gen_0[i:I, j:j + 1, k_:k_ + 1])
                INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where((INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] < np.float64(3.0)), (INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1] + np.float64(1.0)), INFINITY_gen_0[i:I, j:j + 1, k_:k_ + 1])
                
            var_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_or(val[i:I, j - 2:j - 1, k_ + 1:k_ + 2], val[i + 1:I + 1, j - 2:j - 1, k_ - 1:k_]), (np.float64(2.0) / (ufuncs.abs(a[i:I, j + 1:j + 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), np.where((np.float64(2.0) < a[i + 1:I + 1, j + 2:j + 3, k_ - 1:k_].astype(np.float64)), np.float64(10.0), zs_gen_0[i:I, j:j + 1, k_:k_ + 1]))
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.float64(2.0) < var_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(a[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), np.float64(2.0)), np.float64(2.0))
            # --- end horizontal block --

        # --- end vertical block ---
    