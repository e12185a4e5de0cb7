import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, flux, sqrtf, y, mask, int64_t, gz, omp_get_thread_num, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    phi = Field(phi, _origin_['phi'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, False))
    y = Field(y, _origin_['y'], (True, True, True))
    mask = Field(mask, _origin_['mask'], (False, False, True))
    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    omp_get_thread_num = Field(omp_get_thread_num, _origin_['omp_get_thread_num'], (True, True, False))
    
    ti0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    M_PI = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153830300752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    long__2ff_15_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829103312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs__2ff_15_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153823043408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825955152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    jt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        phi[i:I, j:J, k:K] = (ufuncs.power(phi[i:I, j:J, k:K], np.int64(2)) + (phi[i:I, j:J, k:K] + phi[i:I, j:J, k:K]))
        mask_140153830300752_gen_0[i:I, j:J, k:K] = (ufuncs.remainder(np.float64(0.0), np.float64(3.5)) < ufuncs.log10((ufuncs.abs(ufuncs.float64(mask[k + 1:K + 1])) + np.float64(0.5))))
        long__2ff_15_26_gen_0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], (flux[i - 2:I - 2, j:J, k + 1:K + 1].astype(np.float64) - phi[i:I, j:J, k:K]), long__2ff_15_26_gen_0[i:I, j:J, k:K])
        zs__2ff_15_26_gen_0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], np.where(((flux[i + 2:I + 2, j - 2:J - 2, k - 1:K - 1].astype(np.float64) / sqrtf[i - 1:I - 1, j - 2:J - 2]) == (int64_t[i - 1:I - 1, j + 2:J + 2, k:K] + int64_t[i:I, j:J, k:K]).astype(np.float64)), y[i:I, j:J, k:K], np.float64(np.int64(2))), zs__2ff_15_26_gen_0[i:I, j:J, k:K])
        long__2ff_15_26_gen_0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(zs__2ff_15_26_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), long__2ff_15_26_gen_0[i:I, j:J, k:K])
        mask_140153829103312_gen_0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], (zs__2ff_15_26_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140153829103312_gen_0[i:I, j:J, k:K])
        zs__2ff_15_26_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153830300752_gen_0[i:I, j:J, k:K], mask_140153829103312_gen_0[i:I, j:J, k:K]), (zs__2ff_15_26_gen_0[i:I, j:J, k:K] - ufuncs.remainder(zs__2ff_15_26_gen_0[i:I, j:J, k:K], zs__2ff_15_26_gen_0[i:I, j:J, k:K])), zs__2ff_15_26_gen_0[i:I, j:J, k:K])
        ti0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], ((long__2ff_15_26_gen_0[i:I, j:J, k:K] + zs__2ff_15_26_gen_0[i:I, j:J, k:K]) * np.where(((np.float64(np.int64(1)) + np.float64(0.25)) <= long__2ff_15_26_gen_0[i:I, j:J, k:K]), long__2ff_15_26_gen_0[i:I, j:J, k:K], zs__2ff_15_26_gen_0[i:I, j:J, k:K])), ti0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], (-(np.int64(1))), pe[i:I, j:J, k:K])
        ti0[i:I, j:J, k:K] = np.where(mask_140153830300752_gen_0[i:I, j:J, k:K], pe[i:I, j:J, k:K].astype(np.float64), ti0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153830300752_gen_0[i:I, j:J, k:K])), sqrtf[i + 1:I + 1, j:J], tend[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ti0[i:I, j:J, k:K] = (ufuncs.power(ufuncs.abs(omp_get_thread_num[i:I, j:J]), np.float64(0.5)) / (ufuncs.abs((pe[i:I, j:J, k:K].astype(np.float64) - sqrtf[i + 2:I + 2, j:J])) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(((tend[i:I, j:J, k_:k_ + 1] * phi[i:I, j:J, k_:k_ + 1]) < (tend[i:I, j:J, k_:k_ + 1] + tend[i:I, j:J, k_:k_ + 1]))))
            omp_get_thread_num[i:I, j:J] = np.where(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_and(gz, ((pe[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(sqrtf[i - 2:I - 2, j + 2:J + 2]) + np.float64(1.0))) > (mask[k_ - 1:k_].astype(np.float64) - ti0[i:I, j:J, k_ - 1:k_]))), np.where(((ti0[i:I, j:J, k_:k_ + 1] * mask[k_ + 1:k_ + 2].astype(np.float64)) > ufuncs.erfc(ti0[i:I, j:J, k_:k_ + 1])), omp_get_thread_num[i:I, j:J], phi[i:I, j:J, k_ + 1:k_ + 2]), ufuncs.power(ufuncs.abs(np.float64(0.1)), np.float64(0.5))), omp_get_thread_num[i:I, j:J])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.001) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0))) + np.float64(ufuncs.abs((-(np.int64(1)))))), dz_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153825955152_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((np.float64(3.5) <= phi[i:I, j:J, k_:k_ + 1]))), mask_140153825955152_gen_0[i:I, j:J, k_:k_ + 1])
            jt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825955152_gen_0[i:I, j:J, k_:k_ + 1]), ti0[i:I, j:J, k_ - 1:k_], jt_gen_0[i:I, j:J, k_:k_ + 1])
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825955152_gen_0[i:I, j:J, k_:k_ + 1]), (mask[k_ - 1:k_].astype(np.int32) * int64_t[i:I, j:J, k_ - 1:k_]), q_gen_0[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153823043408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153825955152_gen_0[i:I, j:J, k_:k_ + 1]), (phi[i:I, j:J, k_:k_ + 1] / (jt_gen_0[i:I, j:J, k_:k_ + 1] - y[i:I, j:J, k_:k_ + 1])), dz_gen_0[i:I, j:J, k_:k_ + 1])
            M_PI[i:I, j:J, k_:k_ + 1] = dz_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    