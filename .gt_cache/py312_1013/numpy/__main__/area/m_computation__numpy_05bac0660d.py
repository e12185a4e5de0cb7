import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, res, fmod, errno, var, dz, uint8_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmod = Field(fmod, _origin_['fmod'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851096976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs__8e2_29_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    register_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845652688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_1__8e2_29_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153847793744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846941584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844469648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843509968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.erf(errno[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153851096976_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(2)) >= errno[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851096976_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(1.0) - np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), (-(np.float64(100000.0)))), np.float64(100000.0))), uint8_t[i:I, j:J, k_:k_ + 1])
            fmod[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851096976_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64((uint8_t[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.where((errno[i:I, j:J, k_ + 1:k_ + 2] == ufuncs.abs(dz)), uint8_t[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64), fmod[i:I, j:J, k_ - 1:k_]))), fmod[i:I, j:J, k_:k_ + 1])
            fmod[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153851096976_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(dz), np.float64(6.0)) + np.float64(0.5))) * dz), (-(np.float64(100000.0)))), np.float64(100000.0))), fmod[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153844469648_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(fmod[i:I, j:J, k_:k_ + 1]))) >= (fmod[i:I, j:J, k_:k_ + 1] * uint8_t[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64))
            uint8_t[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140153844469648_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((uint8_t[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * dz) + ufuncs.trunc(errno[i:I, j + 1:J + 1, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), uint8_t[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1] = ((-(dz)) > np.where(var[i:I, j:J, k_:k_ + 1], errno[i - 2:I - 2, j:J, k_ - 1:k_], np.float64(np.int64(0))))
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0))))):
                fmod[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0)))), fmod[i:I, j:J, k_:k_ + 1], fmod[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0)))), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            register_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1], (fmod[i:I, j:J, k_:k_ + 1].astype(np.float64) + ufuncs.remainder(errno[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_], errno[i:I, j:J, k_ - 1:k_])), register_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or(((np.float64(0.1) * uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64)) != fmod[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), res), mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1])
            register_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(uint8_t[i:I, j:J, k_:k_ + 1].astype(np.int64), fmod[i:I, j:J, k_ - 1:k_]).astype(np.float64), register_gen_0[i:I, j:J, k_:k_ + 1])
            a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.log((ufuncs.abs(ufuncs.float64(np.int64(0))) + np.float64(0.5))), a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1])
            zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), (uint8_t[i:I, j:J, k_:k_ + 1].astype(np.int64) + fmod[i:I, j:J, k_:k_ + 1]), zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153847793744_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), (zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0)), mask_140153847793744_gen_0[i:I, j:J, k_:k_ + 1])
            a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153847793744_gen_0[i:I, j:J, k_:k_ + 1]), (a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] - zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153846941584_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), (uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153846941584_gen_0[i:I, j:J, k_:k_ + 1])
            zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153846941584_gen_0[i:I, j:J, k_:k_ + 1]), ((a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] - a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1]) + uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.int64), zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1])
            zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153846941584_gen_0[i:I, j:J, k_:k_ + 1]))), a_1__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64), zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1])
            register_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845652688_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843509968_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.tan(ufuncs.tanh((zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(zs__8e2_29_27_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))), register_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0)))):
                c[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0))), np.where(np.bitwise_and((register_gen_0[i:I, j:J, k_:k_ + 1] >= dz), ((uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(uint8_t[i:I, j:J, k_ - 1:k_]).astype(np.float64) + np.float64(1.0))) > ufuncs.float64(dz))), errno[i:I, j:J, k_ + 1:k_ + 2], x[i:I, j:J, k_ + 1:k_ + 2]), c[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz), np.float64(4.0))), (x[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x[i:I, j:J, k_:k_ + 1])
                
            q[i:I, j:J, k_:k_ + 1] = vc[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((-(c[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            q[i:I, j:J, k_:k_ + 1] = (q[i:I, j:J, k_ - 1:k_] - np.float64(10.0))
            delp_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.cbrt(ufuncs.float64(np.int64(3))), ufuncs.maximum(x[i:I, j:J, k_:k_ + 1], vc[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    