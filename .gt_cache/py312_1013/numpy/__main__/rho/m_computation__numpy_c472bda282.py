import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, stderr, delp, x, stdout, zs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (True, True, True))
    stderr = Field(stderr, _origin_['stderr'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    
    omp_get_thread_num = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    jt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863663760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860459472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__276_24_60_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    register__276_24_60_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153861114320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ti0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__276_35_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp__276_35_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((ufuncs.maximum(delp[i:I, j:J, k_:k_ + 1], zs[i - 1:I - 1, j:J, k_ - 1:k_].astype(np.float64)) < (delp[i:I, j:J, k_:k_ + 1] + x[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1]))))
            mask_140153860459472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], ((x[i + 1:I + 1, j:J, k_:k_ + 1] + np.float64(np.int64(0))) != area[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64)), mask_140153860459472_gen_0[i:I, j:J, k_:k_ + 1])
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860459472_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64((np.int64(0) + np.int64(0))) == (area[i:I, j:J, lk + stdout].astype(np.float64) * delp[i:I, j:J, k_:k_ + 1])), omp_get_thread_num[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860459472_gen_0[i:I, j:J, k_:k_ + 1]), stdout, dz[i:I, j:J, k_:k_ + 1])
            mask_140153863663760_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], omp_get_thread_num[i:I, j:J, k_:k_ + 1], mask_140153863663760_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863663760_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.float64(delp[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(np.int64(0))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863663760_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.round_away_from_zero((stderr[i - 2:I - 2, j:J, k_ - 1:k_] + np.float64(np.int64(0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153863663760_gen_0[i:I, j:J, k_:k_ + 1]))), ((delp[i:I, j:J, k_:k_ + 1] + np.float64(stdout)) < delp[i:I, j:J, k_:k_ + 1]), omp_get_thread_num[i:I, j:J, k_:k_ + 1])
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(np.int64(0)) / np.float64(2.0)) != ufuncs.exp(ufuncs.minimum(stderr[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1], np.float64(5.0)))), omp_get_thread_num[i:I, j:J, k_:k_ + 1])
            register__276_24_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1])), zs[i:I, j + 1:J + 1, k_ + 1:k_ + 2], register__276_24_60_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__276_24_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1])), register__276_24_60_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__276_24_60_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861114320_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(np.float32(np.int64(0)), zs[i:I, j + 2:J + 2, k_:k_ + 1]) / RETURN_VALUE__276_24_60_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((jt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(stdout)), np.float64(4.0)))):
                flux[i:I, j:J, k_:k_ + 1] = np.where((jt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(stdout)), np.float64(4.0))), np.where((np.bitwise_not((ufuncs.log((ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]) + np.float64(0.5))) >= np.float64(0.5)))), x[i - 2:I - 2, j:J, k_:k_ + 1], (delp[i:I, j:J, k_:k_ + 1] / jt[i:I, j:J, k_:k_ + 1])), flux[i:I, j:J, k_:k_ + 1])
                jt[i:I, j:J, k_:k_ + 1] = np.where((jt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(stdout)), np.float64(4.0))), (jt[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), jt[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = x[I - 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2]
            omp_get_thread_num[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ((zs[I:I + 1, j + 1:J - 1, k_:k_ + 1].astype(np.float64) - jt[I - 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2]) != area[I - 3:I - 2, j + 2:J, k_ + 1:k_ + 2].astype(np.float64))
            dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.round_away_from_zero(x[I - 2:I - 1, j - 1:J - 3, k_ - 1:k_]) - ufuncs.round(ufuncs.float64((-(np.int64(1)))))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            cp__276_35_39_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), delp[I - 2:I - 1, j + 1:J - 1, k_ - 1:k_], cp__276_35_39_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            RETURN_VALUE__276_35_39_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], RETURN_VALUE__276_35_39_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((RETURN_VALUE__276_35_39_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs((flux[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] + zs[I - 4:I - 3, j - 1:J - 3, k_ + 1:k_ + 2].astype(np.float64))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            flux[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), zs[I - 4:I - 3, j + 3:J + 1, k_:k_ + 1].astype(np.float64), flux[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            flux[i:I, j:j + 1, k_:k_ + 1] = x[i:I, j:j + 1, k_ + 1:k_ + 2]
            omp_get_thread_num[i:I, j:j + 1, k_:k_ + 1] = ((zs[i + 2:I + 2, j:j + 1, k_:k_ + 1].astype(np.float64) - jt[i:I, j:j + 1, k_ + 1:k_ + 2]) != area[i - 1:I - 1, j + 1:j + 2, k_ + 1:k_ + 2].astype(np.float64))
            dz[i:I, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.round_away_from_zero(x[i:I, j - 2:j - 1, k_ - 1:k_]) - ufuncs.round(ufuncs.float64((-(np.int64(1)))))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:j + 1, k_:k_ + 1])
            cp__276_35_39_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), delp[i:I, j:j + 1, k_ - 1:k_], cp__276_35_39_gen_0[i:I, j:j + 1, k_:k_ + 1])
            RETURN_VALUE__276_35_39_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), dz[i:I, j:j + 1, k_:k_ + 1], RETURN_VALUE__276_35_39_gen_0[i:I, j:j + 1, k_:k_ + 1])
            dz[i:I, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((RETURN_VALUE__276_35_39_gen_0[i:I, j:j + 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs((flux[i:I, j:j + 1, k_:k_ + 1] + zs[i - 2:I - 2, j - 2:j - 1, k_ + 1:k_ + 2].astype(np.float64))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:j + 1, k_:k_ + 1])
            flux[i:I, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(0.1)), zs[i - 2:I - 2, j + 2:j + 3, k_:k_ + 1].astype(np.float64), flux[i:I, j:j + 1, k_:k_ + 1])
            ti0_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                flux[i:I, j:J, k_:k_ + 1] = np.where((ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), stderr[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_], flux[i:I, j:J, k_:k_ + 1])
                ti0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (ti0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ti0_gen_0[i:I, j:J, k_:k_ + 1])
                
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.bitwise_or(((np.float64(np.int64(0)) - stderr[i:I, j:J, k_ - 1:k_]) <= (np.float32(stdout) - zs[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64)), np.bitwise_or(((np.float64(stdout) * jt[i:I, j:J, k_:k_ + 1]) <= (jt[i:I, j:J, k_:k_ + 1] * dz[i:I, j:J, k_:k_ + 1].astype(np.float64))), (np.float64((-(np.int64(1)))) <= np.where((ufuncs.abs(stdout) > np.int64(0)), x[i:I, j + 1:J + 1, k_ - 1:k_], x[i:I, j + 2:J + 2, k_ - 1:k_]))))
            rand_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.001) + stderr[i + 2:I + 2, j:J, k_ + 1:k_ + 2]) + area[i:I, j:J, lk + stdout].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    