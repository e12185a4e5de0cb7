import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, b, flux, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851583760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859489552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853583440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    omp_get_thread_num__780_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni__780_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153853584656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i + 1:I - 1, j:J, k_:k_ + 1] = ((b[i + 1:I - 1, j:J, k_:k_ + 1].astype(np.float64) * np.float64(2.0)) - (tend[i:I - 2, j:J, k_:k_ + 1] * b[i + 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            flux[i + 1:I - 1, j:J, k_:k_ + 1] = (-((np.float64(2.0) + np.float64(3.5))))
            flux[i + 1:I - 1, j:J, k_:k_ + 1] = ufuncs.float64((b[i + 1:I - 1, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(0.25)) + np.float64(1.0))))
            mask_140153859489552_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((tend[i + 2:I + 2, j:J, k_:k_ + 1] == tend[i - 1:I - 1, j:J, k_:k_ + 1])))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859489552_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.round((var[i:I, j:J, k_ + 1:k_ + 2] + var[i:I, j:J, k_ - 1:k_])), var[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859489552_gen_0[i:I, j:J, k_:k_ + 1], (tend[i - 2:I - 2, j:J, k_:k_ + 1] >= ufuncs.int32(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), zs[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i + 1:i + 2, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(var[i + 1:i + 2, j:J, k_ - 1:k_]), (b[i + 1:i + 2, j:J, k_:k_ + 1].astype(np.float64) + tend[i + 1:i + 2, j + 2:J + 2, k_:k_ + 1]), tend[i + 2:i + 3, j - 2:J - 2, k_ - 1:k_])
            flux[i + 1:i + 2, j:J, k_:k_ + 1] = (np.float64(0.0) + np.where((ufuncs.maximum(tend[i + 1:i + 2, j:J, k_:k_ + 1], tend[i + 1:i + 2, j - 2:J - 2, k_:k_ + 1]) >= b[i + 1:i + 2, j:J, k_ + 1:k_ + 2].astype(np.float64)), np.float64(3.5), var[i + 1:i + 2, j:J, k_:k_ + 1]))
            var[i + 1:i + 2, j:J, k_ - 1:k_] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((b[i + 1:i + 2, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(tend[i + 1:i + 2, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)
            flux[i:I, j:J, k_:k_ + 1] = (tend[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1] * (flux[i:I, j:J, k_ - 1:k_] + np.float64(1.0)))
            flux[i:I, j:J, k_:k_ + 1] = ufuncs.float32((var[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs(flux[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0)))).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[I - 2:I, j + 2:J - 1, k_:k_ + 1] = tend[I - 2:I, j + 2:J - 1, k_:k_ + 1]
            var[i + 1:i + 2, j:J, k_:k_ + 1] = ufuncs.minimum((delp[i + 1:i + 2, j:J, k_:k_ + 1] + b[i + 1:i + 2, j:J, k_:k_ + 1].astype(np.float64)), ufuncs.power(ufuncs.abs(np.float64(0.25)), np.float64(0.5)))
            var[i + 1:i + 2, j:J, k_:k_ + 1] = (ufuncs.erf(b[i + 1:i + 2, j:J, k_ - 1:k_]).astype(np.float64) / (ufuncs.abs((-(b[i + 1:i + 2, j:J, k_ - 1:k_]))).astype(np.float64) + np.float64(1.0)))
            omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(1.0) / (ufuncs.abs(var[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))
            ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = (-(tend[i + 1:I + 1, j:J, k_ + 1:k_ + 2]))
            mask_140153853584656_gen_0[i:I, j:J, k_:k_ + 1] = (omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853584656_gen_0[i:I, j:J, k_:k_ + 1], ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1], ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853584656_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float64(ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1]), ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853583440_gen_0[i:I, j:J, k_:k_ + 1] = (ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853583440_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum(omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1], (ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] - omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1])), omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853583440_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.abs(omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1]), omp_get_thread_num__780_33_19_gen_0[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = ufuncs.float32(ufuncs.power(ufuncs.abs(ni__780_33_19_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5))).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            zs[i:I, j:J, k_:k_ + 1] = zs[i:I, j:J, k_:k_ + 1]
            zs[i:I, j:J, k_:k_ + 1] = ((var[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(var[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))) == (tend[i:I, j:J, k_:k_ + 1] + flux[i:I, j:J, k_:k_ + 1]))
            var[i:I, j:J, k_:k_ + 1] = delp[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    