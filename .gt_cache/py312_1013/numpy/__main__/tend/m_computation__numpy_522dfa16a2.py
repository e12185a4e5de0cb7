import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, fmod, rand, w, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    fmod = Field(fmod, _origin_['fmod'], (True, True, True))
    rand = Field(rand, _origin_['rand'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    
    phi = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    i0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signed = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int32_t__122_21_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153866076432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153869321488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865573072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866202256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz__122_21_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864310160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int32_t__122_41_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    dz__122_41_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153865135184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__122_41_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153866711504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863477712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int32_t__122_60_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typedef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz__122_65_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz__122_65_53_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__122_65_53_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz__122_60_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int32_t__122_65_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153864019536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868196112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864326480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153867792528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866211152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__122_60_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864822160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int32_t__122_65_53_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153864626320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__122_65_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866188688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ti0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = (np.float64(w) * np.float64(3.5))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = (ufuncs.power(rand[i:I, j:J, k_:k_ + 1], np.int64(2)) - val[i:I, j:J, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = fmod[i:I, j:J, k_:k_ + 1]
            mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1] = ((val[i:I, j - 2:J - 2, k_:k_ + 1] + u[i:I, j:J, k_ - 1:k_].astype(np.float32)).astype(np.float64) <= (phi[i - 1:I - 1, j:J, k_ + 1:k_ + 2] + val[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)))
            mask_140153869321488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (((-(np.int64(1))) + u[i:I, j:J, k_:k_ + 1]).astype(np.float64) <= (np.float64(w) / (np.float64(ufuncs.abs(w)) + np.float64(1.0)))), mask_140153869321488_gen_0[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153869321488_gen_0[i:I, j:J, k_:k_ + 1]), (fmod[i:I, j:J, k_ - 1:k_] * np.float64(np.int64(1))), i0[i:I, j:J, k_:k_ + 1])
            mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (fmod[i:I, j:J, k_:k_ + 1] != (np.float64(np.int64(0)) + np.float64(0.001))), mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), rand[i:I, j:J, k_ + 1:k_ + 2], i0[i:I, j:J, k_:k_ + 1])
            dz__122_21_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), (fmod[i:I, j:J, k_:k_ + 1] * rand[i:I, j:J, k_ - 1:k_]), dz__122_21_27_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t__122_21_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), (np.int64(0) * u[i:I, j:J, k_:k_ + 1]), int32_t__122_21_27_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153865573072_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), (int32_t__122_21_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153865573072_gen_0[i:I, j:J, k_:k_ + 1])
            dz__122_21_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153865573072_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.0) * int32_t__122_21_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(int32_t__122_21_27_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), dz__122_21_27_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), dz__122_21_27_gen_0[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(1.5) * (phi[i:I, j:J, k_ - 1:k_] / delp[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            fmod[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153866202256_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(3.5) != np.float64(np.int64(7)))), (-((fmod[i:I, j:J, k_ + 1:k_ + 2] * i0[i:I, j:J, k_:k_ + 1]))), fmod[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), zs[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0))))):
                i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), ufuncs.remainder((val[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) - np.float64(1.5)), u[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), i0[i:I, j:J, k_:k_ + 1])
                i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), rand[i:I, j:J, k_:k_ + 1], i0[i:I, j:J, k_:k_ + 1])
                zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866076432_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), (zs[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = (ufuncs.log10((ufuncs.abs(ufuncs.float64((-(np.int64(1))))) + np.float64(0.5))) + (zs[i:I, j:J, k_:k_ + 1] + fmod[i:I, j:J, k_ + 1:k_ + 2]))
            mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(np.int64(3)) * delp[i:I, j:J, k_:k_ + 1]) <= u[i:I, j:J, k_:k_ + 1].astype(np.float64))
            dz__122_41_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], u[i:I, j:J, k_ - 1:k_], dz__122_41_57_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t__122_41_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2), int32_t__122_41_57_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153863477712_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], (int32_t__122_41_57_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153863477712_gen_0[i:I, j:J, k_:k_ + 1])
            dz__122_41_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863477712_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.0) * int32_t__122_41_57_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(int32_t__122_41_57_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))).astype(np.int64), dz__122_41_57_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__122_41_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], dz__122_41_57_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__122_41_57_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.tan(ufuncs.tanh(ufuncs.float64(u[i:I, j:J, k_ - 1:k_]))) + RETURN_VALUE__122_41_57_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), delp[i:I, j:J, k_:k_ + 1])
            fmod[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64((-(delp[i:I, j:J, k_:k_ + 1]))), fmod[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(True))), (delp[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(0))), i0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(True))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((-(phi[i:I, j:J, k_ - 1:k_])) / (ufuncs.abs(zs[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(True))), np.float64(np.int64(0)), delp[i:I, j:J, k_:k_ + 1])
            mask_140153864310160_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(bool(bool(True))))), ufuncs.isfinite(delp[i:I, j:J, k_:k_ + 1]), mask_140153864310160_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153865135184_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(bool(bool(True))))), mask_140153864310160_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs((-(np.float64(2.0)))), np.float64(0.5)), delp[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[i:I, j:J, k_:k_ + 1] = (ufuncs.log((ufuncs.abs(i0[i:I, j:J, k_:k_ + 1]) + np.float64(0.5))) - np.float64(np.int64(0)))
            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))):
                mask_140153864019536_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (np.float64(w) == delp[i:I, j:J, k_:k_ + 1]), mask_140153864019536_gen_0[i:I, j:J, k_:k_ + 1])
                pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), mask_140153864019536_gen_0[i:I, j:J, k_:k_ + 1]), fmod[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1])
                mask_140153867792528_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (np.bitwise_not(mask_140153864019536_gen_0[i:I, j:J, k_:k_ + 1]))), (u[i:I, j:J, k_:k_ + 1].astype(np.float64) >= zs[i:I, j:J, k_:k_ + 1]), mask_140153867792528_gen_0[i:I, j:J, k_:k_ + 1])
                fmod[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (np.bitwise_not(mask_140153864019536_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153867792528_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(phi[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64), fmod[i:I, j:J, k_:k_ + 1])
                nan[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ufuncs.minimum((-(val[i:I, j:J, k_:k_ + 1])).astype(np.float64), (np.float64(1.0) - np.float64(0.0))), nan[i:I, j:J, k_:k_ + 1])
                rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (rho_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), rho_gen_0[i:I, j:J, k_:k_ + 1])
                
            dz__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] = rand[i:I, j:J, k_:k_ + 1]
            int32_t__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] = pt[i:I, j:J, k_:k_ + 1]
            mask_140153864626320_gen_0[i:I, j:J, k_:k_ + 1] = (int32_t__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            dz__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864626320_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.0) * int32_t__122_60_20_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(int32_t__122_60_20_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), dz__122_60_20_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] = dz__122_60_20_gen_0[i:I, j:J, k_:k_ + 1]
            stdin[i:I, j:J, k_:k_ + 1] = (RETURN_VALUE__122_60_20_gen_0[i:I, j:J, k_:k_ + 1] + ufuncs.erfc(phi[i:I, j:J, k_:k_ + 1]))
            mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(((delp[i:I, j:J, k_:k_ + 1] - np.float64(0.5)) > i0[i:I, j:J, k_:k_ + 1]), np.bitwise_and(((pt[i:I, j:J, k_:k_ + 1] * nan[i:I, j:J, k_:k_ + 1]) == i0[i:I, j:J, k_ + 1:k_ + 2]), bool(bool(True))))
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), pt[i:I, j:J, k_:k_ + 1], signed[i:I, j:J, k_:k_ + 1])
            rand[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), ((pt[i:I, j:J, k_ + 1:k_ + 2] * delp[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(ufuncs.power(i0[i:I, j:J, k_:k_ + 1], np.int64(2))) + np.float64(1.0))), rand[i:I, j:J, k_:k_ + 1])
            dz__122_65_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), np.int64(0), dz__122_65_29_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t__122_65_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), np.int64(1000003), int32_t__122_65_29_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153866211152_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), (int32_t__122_65_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153866211152_gen_0[i:I, j:J, k_:k_ + 1])
            dz__122_65_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), mask_140153866211152_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.0) * int32_t__122_65_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(int32_t__122_65_29_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))).astype(np.int64), dz__122_65_29_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__122_65_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), dz__122_65_29_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__122_65_29_gen_0[i:I, j:J, k_:k_ + 1])
            dz__122_65_53_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), nan[i:I, j:J, k_:k_ + 1], dz__122_65_53_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t__122_65_53_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), np.int64(0), int32_t__122_65_53_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153864326480_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), (int32_t__122_65_53_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153864326480_gen_0[i:I, j:J, k_:k_ + 1])
            dz__122_65_53_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), mask_140153864326480_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.0) * int32_t__122_65_53_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(int32_t__122_65_53_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), dz__122_65_53_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__122_65_53_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), dz__122_65_53_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__122_65_53_gen_0[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(bool(bool(True)), bool(bool(True)))), (RETURN_VALUE__122_65_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + RETURN_VALUE__122_65_53_gen_0[i:I, j:J, k_:k_ + 1]), signed[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(np.bitwise_and(bool(bool(True)), bool(bool(True)))))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(val[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), ufuncs.round_away_from_zero(phi[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
            typedef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(np.bitwise_and(bool(bool(True)), bool(bool(True)))))), ufuncs.isnan((stdin[i:I, j:J, k_ + 1:k_ + 2] - val[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64))), typedef_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153868196112_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isfinite(signed[i:I, j:J, k_:k_ + 1]), mask_140153868196112_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153864822160_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153868196112_gen_0[i:I, j:J, k_:k_ + 1]), ((delp[i:I, j:J, k_:k_ + 1] - nan[i:I, j:J, k_:k_ + 1]) * (delp[i:I, j:J, k_:k_ + 1] - phi[i:I, j - 1:J - 1, k_ + 1:k_ + 2])), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[I - 1:I, j:J - 1, k_:k_ + 1] = ufuncs.maximum(ufuncs.abs(np.float64(0.001)), (np.float64(w) - zs[I - 1:I, j:J - 1, k_ + 1:k_ + 2]))
            rand[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ufuncs.maximum(ufuncs.abs(np.float64(0.001)), (np.float64(w) - zs[i + 2:I - 1, j + 2:J - 1, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0)))):
                stdin[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), ufuncs.power(ufuncs.abs((phi[i:I, j:J, k_:k_ + 1] - phi[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), stdin[i:I, j:J, k_:k_ + 1])
                fmod[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), (ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]) - ufuncs.cosh(ufuncs.tanh(vc_gen_0[i:I, j:J, k_:k_ + 1]))), fmod[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(True)), np.float64(0.0), gz_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(bool(bool(True)), (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i:I, j:J, k_ - 1:k_]), np.float64(4.0))))):
                rand[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(True)), (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), gz_gen_0[i:I, j:J, k_:k_ + 1], rand[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(True)), (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(phi[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), (gz_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), gz_gen_0[i:I, j:J, k_:k_ + 1])
                
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                fmod[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (gz_gen_0[i:I, j:J, k_:k_ + 1] * (fmod[i:I, j:J, k_:k_ + 1] - rand[i:I, j:J, k_ + 1:k_ + 2])), fmod[i:I, j:J, k_:k_ + 1])
                mask_140153866188688_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ((i0[i:I, j:J, k_:k_ + 1] * signed[i:I, j:J, k_:k_ + 1]) >= (fmod[i:I, j:J, k_ + 1:k_ + 2] / stdin[i:I, j:J, k_:k_ + 1])), mask_140153866188688_gen_0[i:I, j:J, k_:k_ + 1])
                ti0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), mask_140153866188688_gen_0[i:I, j:J, k_:k_ + 1]), ((-(val[i - 2:I - 2, j:J, k_:k_ + 1])).astype(np.float64) * ufuncs.arctan(np.float64(1.0))), ti0_gen_0[i:I, j:J, k_:k_ + 1])
                rand[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), mask_140153866188688_gen_0[i:I, j:J, k_:k_ + 1]), ((u[i:I, j:J, k_ - 1:k_].astype(np.float64) - np.float64(1.5)) - ufuncs.maximum(np.float64(np.int64(0)), nan[i:I, j:J, k_ - 1:k_])), rand[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), mask_140153866188688_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arctan((np.float64(np.int64(0)) * zs[i:I, j:J, k_:k_ + 1])), ua[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (q_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), q_gen_0[i:I, j:J, k_:k_ + 1])
                
            rand[i:I, j:J, k_:k_ + 1] = np.where((rand[i:I, j:J, k_ - 1:k_] != pt[i:I, j:J, k_ - 1:k_]), (stdin[i:I, j:J, k_:k_ + 1] + i0[i:I, j:J, k_:k_ + 1]), np.float64(np.where((ufuncs.remainder(np.float64(w), gz_gen_0[i:I, j:J, k_:k_ + 1]) <= ufuncs.trunc(nan[i:I, j:J, k_:k_ + 1])), w, np.int64(7))))
            # --- end horizontal block --

        # --- end vertical block ---
    