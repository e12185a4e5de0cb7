import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, n, u, qv, y, int64_t, ua, dz, size_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    n = Field(n, _origin_['n'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (False, False, True))
    
    j0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    M_PI = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850972240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857454416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846928272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846050960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844947728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(qv[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2], qv[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]).astype(np.int64) >= (u[i:I, j:J, k_ + 1:k_ + 2] + qv[i:I, j:J, k_:k_ + 1].astype(np.int64)))
            n[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], (-(ufuncs.exp(ufuncs.minimum(ufuncs.float64(u[i:I, j:J, k_:k_ + 1]), np.float64(5.0))))), n[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], y[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64), n[i:I, j:J, k_:k_ + 1])
            mask_140153846928272_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], ((u[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(1.0)) < (np.float64(0.5) - y[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140153846928272_gen_0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], mask_140153846928272_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((dz * y[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)) + (y[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64) / np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153846928272_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.floor(ufuncs.cbrt(ufuncs.float64(size_t[k_:k_ + 1]))), n[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857454416_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153846928272_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((n[i:I, j:J, k_:k_ + 1] - qv[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64)) / (ufuncs.abs(dz) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.float64(np.int64(1))
            u[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.floor(n[i:I, j:J, k_ - 1:k_]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153850972240_gen_0[i:I, j:J, k_:k_ + 1] = ((ua[i:I, j - 1:J - 1, k_ + 1:k_ + 2] - n[i:I, j:J, k_ - 1:k_]) == size_t[k_:k_ + 1].astype(np.float64))
            j0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850972240_gen_0[i:I, j:J, k_:k_ + 1], ((n[i:I, j:J, k_ - 1:k_] * int64_t) / (int64_t * size_t[k_:k_ + 1].astype(np.float64))), j0[i:I, j:J, k_:k_ + 1])
            M_PI[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850972240_gen_0[i:I, j:J, k_:k_ + 1], n[i:I, j:J, k_:k_ + 1], M_PI[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850972240_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((-(y[i:I, j:J, k_:k_ + 1])).astype(np.float64) + ufuncs.tan(ufuncs.tanh(n[i:I, j:J, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            j0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850972240_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.abs(size_t[k_ + 1:k_ + 2]).astype(np.float64) + ufuncs.gamma((ufuncs.minimum(ufuncs.abs(n[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5)))), j0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153846050960_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64((-(np.int64(2)))) < (dz - qv[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            n[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140153846050960_gen_0[i:I, j:J, k_:k_ + 1], np.float64(3.5), n[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153844947728_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153846050960_gen_0[i:I, j:J, k_:k_ + 1])), (dz >= n[i:I, j:J, k_ + 1:k_ + 2]), mask_140153844947728_gen_0[i:I, j:J, k_:k_ + 1])
            auto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153846050960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153844947728_gen_0[i:I, j:J, k_:k_ + 1]), (int64_t - ufuncs.arccosh((ufuncs.abs(n[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), auto_gen_0[i:I, j:J, k_:k_ + 1])
            j0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153846050960_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153844947728_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.maximum(M_PI[i:I, j:J, k_:k_ + 1], (M_PI[i:I, j:J, k_:k_ + 1] * u[i:I, j:J, k_ - 1:k_].astype(np.float64))), j0[i:I, j:J, k_:k_ + 1])
            auto_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(2)) / (ufuncs.abs((j0[i:I, j:J, k_ + 1:k_ + 2] + y[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64))) + np.float64(1.0)))
            area_gen_0[i:I, j:J, k_:k_ + 1] = ((n[i:I, j:J, k_:k_ + 1] + int64_t) + int64_t)
            M_PI[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(dz), np.float64(0.5))
            # --- end horizontal block --

        # --- end vertical block ---
    