import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, M_PI, a, ti0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    ti0 = Field(ti0, _origin_['ti0'], (True, True, False))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    errno = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    n__cc0_25_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    n__cc0_27_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857167184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857492432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__cc0_27_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859362832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = ufuncs.abs((ti0[i - 1:I - 1, j - 2:J - 2].astype(np.int64) - a[i:I, j:J, k:K]))
        vc[I - 2:I - 1, j + 1:j + 2, k:K] = np.float64(0.0)
        while np.any((vc[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))):
            a[I - 2:I - 1, j + 1:j + 2, k:K] = np.where((vc[I - 2:I - 1, j + 1:j + 2, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.int32(a[I - 2:I - 1, j + 1:j + 2, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), a[I - 2:I - 1, j + 1:j + 2, k:K])
            gz[I - 2:I - 1, j + 1:j + 2, k:K] = np.where((vc[I - 2:I - 1, j + 1:j + 2, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), (np.where((ufuncs.maximum(np.float64(-1.25), np.float64(-1.25)) < ti0[I - 3:I - 2, j + 1:j + 2].astype(np.float64)), (-(np.int64(2))), np.int64(M_PI)) - np.int64((-(M_PI)))), gz[I - 2:I - 1, j + 1:j + 2, k:K])
            vc[I - 2:I - 1, j + 1:j + 2, k:K] = np.where((vc[I - 2:I - 1, j + 1:j + 2, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), (vc[I - 2:I - 1, j + 1:j + 2, k:K] + np.float64(1.0)), vc[I - 2:I - 1, j + 1:j + 2, k:K])
            
        mask_140153857167184_gen_0[I - 2:I - 1, j + 1:j + 2, k:K] = ufuncs.isfinite(ufuncs.float64(ufuncs.int64(ti0[I - 2:I - 1, j - 1:j])))
        gz[I - 2:I - 1, j + 1:j + 2, k:K] = np.where(mask_140153857167184_gen_0[I - 2:I - 1, j + 1:j + 2, k:K], np.int64(0), gz[I - 2:I - 1, j + 1:j + 2, k:K])
        gz[I - 2:I - 1, j + 1:j + 2, k:K] = np.where(mask_140153857167184_gen_0[I - 2:I - 1, j + 1:j + 2, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[I - 2:I - 1, j + 1:j + 2, k:K])
        a[I - 2:I - 1, j + 1:j + 2, k:K] = np.where(mask_140153857167184_gen_0[I - 2:I - 1, j + 1:j + 2, k:K], np.int64(M_PI), a[I - 2:I - 1, j + 1:j + 2, k:K])
        flux_gen_0[i:I, j:J, k:K] = (ti0[i - 1:I - 1, j:J].astype(np.float64) - np.float64(1.0))
        u[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((u[i:I, j:J, k:K] < np.float64(2.0))):
            mask_140153857492432_gen_0[i:I, j:J, k:K] = np.where((u[i:I, j:J, k:K] < np.float64(2.0)), (gz[i:I, j:J, k:K].astype(np.float64) > ufuncs.cos(ufuncs.float64(a[i:I, j:J, k:K]))), mask_140153857492432_gen_0[i:I, j:J, k:K])
            gz[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153857492432_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(M_PI)) * np.float64(0.5)))), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i:I, j:J, k:K])
            n__cc0_25_23_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153857492432_gen_0[i:I, j:J, k:K]), (a[i:I, j:J, k:K] + np.int64(2)), n__cc0_25_23_gen_0[i:I, j:J, k:K])
            n__cc0_25_23_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153857492432_gen_0[i:I, j:J, k:K]), ufuncs.minimum((n__cc0_25_23_gen_0[i:I, j:J, k:K] - n__cc0_25_23_gen_0[i:I, j:J, k:K]), (n__cc0_25_23_gen_0[i:I, j:J, k:K] + n__cc0_25_23_gen_0[i:I, j:J, k:K])), n__cc0_25_23_gen_0[i:I, j:J, k:K])
            flux_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153857492432_gen_0[i:I, j:J, k:K]), np.float64(0.1), flux_gen_0[i:I, j:J, k:K])
            n__cc0_27_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), (np.bitwise_not(mask_140153857492432_gen_0[i:I, j:J, k:K]))), u[i:I, j:J, k:K], n__cc0_27_21_gen_0[i:I, j:J, k:K])
            n__cc0_27_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), (np.bitwise_not(mask_140153857492432_gen_0[i:I, j:J, k:K]))), ufuncs.minimum((n__cc0_27_21_gen_0[i:I, j:J, k:K] - n__cc0_27_21_gen_0[i:I, j:J, k:K]), (n__cc0_27_21_gen_0[i:I, j:J, k:K] + n__cc0_27_21_gen_0[i:I, j:J, k:K])), n__cc0_27_21_gen_0[i:I, j:J, k:K])
            RETURN_VALUE__cc0_27_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), (np.bitwise_not(mask_140153857492432_gen_0[i:I, j:J, k:K]))), np.float64(0.1), RETURN_VALUE__cc0_27_21_gen_0[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), (np.bitwise_not(mask_140153857492432_gen_0[i:I, j:J, k:K]))), (RETURN_VALUE__cc0_27_21_gen_0[i:I, j:J, k:K] / (ufuncs.abs(flux_gen_0[i:I, j:J, k:K]) + np.float64(1.0))), zs[i:I, j:J, k:K])
            delp_gen_0[i:I, j:J, k:K] = np.where((u[i:I, j:J, k:K] < np.float64(2.0)), (-(u[i:I, j:J, k:K])), delp_gen_0[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where((u[i:I, j:J, k:K] < np.float64(2.0)), (u[i:I, j:J, k:K] + np.float64(1.0)), u[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153859362832_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(ufuncs.isnan(zs[i:I, j:J, k_:k_ + 1])))
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859362832_gen_0[i:I, j:J, k_:k_ + 1], u[i:I, j:J, k_:k_ + 1], zs[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = a[i:I, j:J, k_ + 1:k_ + 2]
            flux_gen_1[i:I, j:J, k_:k_ + 1] = np.float64(10.0)
            gz[i:I, j:J, k_:k_ + 1] = errno[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    