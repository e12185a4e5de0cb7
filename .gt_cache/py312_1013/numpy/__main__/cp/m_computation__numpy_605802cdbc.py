import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, flux, dz, malloc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    
    size_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar_run = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    asm = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NULL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    omp_get_thread_num = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858114000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857882768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153854958992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153854037776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855196112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    printf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859920848_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((flux[i:I, j:J, k_:k_ + 1] <= malloc[i:I, j:J, k_ + 1:k_ + 2])))
            mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(ufuncs.isfinite(malloc[i + 2:I + 2, j:J, k_ + 1:k_ + 2]), ufuncs.isnan(dz[i + 2:I + 2, j:J, k_:k_ + 1])), mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arctanh((ufuncs.tanh(malloc[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2]) * np.float64(0.5))) >= (malloc[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1] * dz[i:I, j:J, k_:k_ + 1].astype(np.float64))), size_t[i:I, j:J, k_:k_ + 1])
            isobar_run[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((dz[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64) + np.float64(0.5)), (flux[i:I, j:J, k_ - 1:k_] - malloc[i:I, j - 1:J - 1, k_:k_ + 1])), isobar_run[i:I, j:J, k_:k_ + 1])
            mask_140153857882768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1]))), (dz[i:I, j:J, k_:k_ + 1] <= (dz[i:I, j:J, k_:k_ + 1] * dz[i - 1:I - 1, j:J, k_ + 1:k_ + 2])), mask_140153857882768_gen_0[i:I, j:J, k_:k_ + 1])
            isobar_run[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854958992_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153857882768_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.log10((ufuncs.abs(np.float64(0.5)) + np.float64(0.5))) / (ufuncs.abs((np.float64(np.int64(7)) - malloc[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1])) + np.float64(1.0))), isobar_run[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.ceil((malloc[i - 2:I - 2, j:J, k_:k_ + 1] * isobar_run[i:I, j:J, k_:k_ + 1])), flux[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858114000_gen_0[i:I, j:J, k_:k_ + 1], malloc[i:I, j:J, k_ + 1:k_ + 2], INFINITY[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = (malloc[i:I, j + 1:J + 1, k_:k_ + 1] == ufuncs.int32(ufuncs.minimum(ufuncs.maximum(malloc[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            size_t[i:I, j:J, k_:k_ + 1] = (INFINITY[i:I, j:J, k_:k_ + 1] == ufuncs.erfc(INFINITY[i:I, j:J, k_:k_ + 1]))
            q[i + 1:I, j:J - 1, k_:k_ + 1] = ufuncs.isinf(ufuncs.remainder(INFINITY[i + 1:I, j:J - 1, k_:k_ + 1], INFINITY[i + 1:I, j:J - 1, k_:k_ + 1]))
            asm[i:I, j:J, k_:k_ + 1] = malloc[i + 2:I + 2, j:J, k_:k_ + 1]
            NULL[i:I, j:J, k_:k_ + 1] = (INFINITY[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(ufuncs.arctanh((ufuncs.tanh(isobar_run[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)))) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((expf[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(asm[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                flux[i:I, j:J, k_:k_ + 1] = np.where((expf[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(asm[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), ((INFINITY[i:I, j:J, k_:k_ + 1] * expf[i:I, j:J, k_:k_ + 1]) * ufuncs.abs(NULL[i:I, j:J, k_ - 1:k_])), flux[i:I, j:J, k_:k_ + 1])
                coef[i:I, j:J, k_:k_ + 1] = np.where((expf[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(asm[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (flux[i:I, j:J, k_ + 1:k_ + 2] * expf[i:I, j:J, k_:k_ + 1]), coef[i:I, j:J, k_:k_ + 1])
                expf[i:I, j:J, k_:k_ + 1] = np.where((expf[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(asm[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (expf[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), expf[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153854037776_gen_0[i:I, j:J, k_:k_ + 1] = ((-(isobar_run[i:I, j:J, k_:k_ + 1])) == ufuncs.cos(np.float64(2.0)))
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854037776_gen_0[i:I, j:J, k_:k_ + 1], malloc[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], omp_get_thread_num[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854037776_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(ufuncs.float64((-(np.int64(1)))))), INFINITY[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1])
            printf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854037776_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(ufuncs.float64((-(np.int64(1)))))), coef[i:I, j:J, k_:k_ + 1], printf_gen_0[i:I, j:J, k_:k_ + 1])
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854037776_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(ufuncs.float64((-(np.int64(1)))))), np.where((flux[i:I, j:J, k_ + 1:k_ + 2] > isobar_run[i:I, j:J, k_ + 1:k_ + 2]), np.where(((flux[i:I, j:J, k_ - 1:k_] + omp_get_thread_num[i:I, j:J, k_:k_ + 1]) != flux[i:I, j:J, k_:k_ + 1]), flux[i:I, j:J, k_ - 1:k_], isobar_run[i:I, j:J, k_:k_ + 1]), (malloc[i:I, j + 2:J + 2, k_:k_ + 1] + flux[i:I, j:J, k_ - 1:k_])), y_gen_0[i:I, j:J, k_:k_ + 1])
            t0_gen_0[i + 1:I, j:J, k_:k_ + 1] = dz[i:I - 1, j - 2:J - 2, k_:k_ + 1]
            mask_140153855196112_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.bitwise_and(((expf[i + 1:I, j:J, k_:k_ + 1] - isobar_run[i + 1:I, j:J, k_:k_ + 1]) == (y_gen_0[i + 1:I, j:J, k_:k_ + 1] + np.float64(0.5))), np.bitwise_and((ufuncs.power(coef[i + 1:I, j:J, k_:k_ + 1], np.int64(2)) != (omp_get_thread_num[i + 1:I, j:J, k_:k_ + 1] + coef[i + 1:I, j:J, k_:k_ + 1])), (np.where(gz[i + 2:I + 1, j:J, k_:k_ + 1], printf_gen_0[i + 1:I, j:J, k_:k_ + 1], INFINITY[i + 1:I, j:J, k_:k_ + 1]) >= ufuncs.erf(expf[i + 1:I, j:J, k_ + 1:k_ + 2]))))
            flux[i + 1:I, j:J, k_:k_ + 1] = np.where(mask_140153855196112_gen_0[i + 1:I, j:J, k_:k_ + 1], (ufuncs.power(ufuncs.abs(dz[i + 3:I + 2, j + 2:J + 2, k_:k_ + 1]), np.float64(0.5)) + (-(asm[i + 1:I, j:J, k_:k_ + 1]))), flux[i + 1:I, j:J, k_:k_ + 1])
            flux[i + 1:I, j:J, k_:k_ + 1] = (np.float64(0.25) + (-(malloc[i + 1:I, j - 2:J - 2, k_ + 1:k_ + 2])))
            t0_gen_0[i + 1:I, j + 1:j + 2, k_:k_ + 1] = dz[i:I - 1, j - 1:j, k_:k_ + 1]
            mask_140153859920848_gen_0[i + 1:I, j + 1:j + 2, k_:k_ + 1] = np.bitwise_and(((expf[i + 1:I, j + 1:j + 2, k_:k_ + 1] - isobar_run[i + 1:I, j + 1:j + 2, k_:k_ + 1]) == (y_gen_0[i + 1:I, j + 1:j + 2, k_:k_ + 1] + np.float64(0.5))), np.bitwise_and((ufuncs.power(coef[i + 1:I, j + 1:j + 2, k_:k_ + 1], np.int64(2)) != (omp_get_thread_num[i + 1:I, j + 1:j + 2, k_:k_ + 1] + coef[i + 1:I, j + 1:j + 2, k_:k_ + 1])), (np.where(gz[i + 2:I + 1, j + 1:j + 2, k_:k_ + 1], printf_gen_0[i + 1:I, j + 1:j + 2, k_:k_ + 1], INFINITY[i + 1:I, j + 1:j + 2, k_:k_ + 1]) >= ufuncs.erf(expf[i + 1:I, j + 1:j + 2, k_ + 1:k_ + 2]))))
            flux[i + 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153859920848_gen_0[i + 1:I, j + 1:j + 2, k_:k_ + 1], (ufuncs.power(ufuncs.abs(dz[i + 3:I + 2, j + 3:j + 4, k_:k_ + 1]), np.float64(0.5)) + (-(asm[i + 1:I, j + 1:j + 2, k_:k_ + 1]))), flux[i + 1:I, j + 1:j + 2, k_:k_ + 1])
            flux[i + 1:I, j + 1:j + 2, k_:k_ + 1] = (np.float64(0.25) + (-(malloc[i + 1:I, j - 1:j, k_ + 1:k_ + 2])))
            fmin_gen_0[i:I, j:J, k_:k_ + 1] = dz[i:I, j - 1:J - 1, k_ - 1:k_]
            asm[i:I, j:J, k_:k_ + 1] = (t0_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(t0_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        omp_get_thread_num[i:I, j:J, k:K] = ufuncs.remainder((coef[i:I, j:J, k:K] + np.float64(np.int64(0))), (flux[i:I, j:J, k:K] * expf[i:I, j:J, k + 1:K + 1]))
        # --- end horizontal block --

        # --- end vertical block ---
    