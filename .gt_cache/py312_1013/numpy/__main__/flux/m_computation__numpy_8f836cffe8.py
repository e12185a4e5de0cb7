import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, fmax, do, x, malloc, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    do = Field(do, _origin_['do'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lanes = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    clock = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok__865_20_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    expf__865_20_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    buffers_ok__865_24_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf__865_24_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833967632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834770896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memset_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            malloc[i:I, j:J, k_:k_ + 1] = ufuncs.float64(fmax[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))):
                area[i:I, j:J, k_:k_ + 1] = np.where((pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ufuncs.trunc((pt[i:I, j:J, k_:k_ + 1] * fmax[i:I, j:J, k_:k_ + 1].astype(np.float64))), area[i:I, j:J, k_:k_ + 1])
                pt[i:I, j:J, k_:k_ + 1] = np.where((pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (pt[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pt[i:I, j:J, k_:k_ + 1])
                
            lanes[i:I, j:J, k_:k_ + 1] = u
            expf__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1] = x[i + 2:I - 1, j:j + 2, k_ - 1:k_]
            buffers_ok__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1] = do[i:I - 3, j:j + 2, k_ - 1:k_]
            clock[i + 2:I - 1, j:j + 2, k_:k_ + 1] = ufuncs.power((expf__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1] * buffers_ok__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1].astype(np.float32)), np.int64(2))
            a[i + 2:I - 1, j:j + 2, k_:k_ + 1] = ufuncs.float64((buffers_ok__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1] - buffers_ok__865_20_27_gen_0[i + 2:I - 1, j:j + 2, k_:k_ + 1]))
            lanes[i + 2:I - 1, j:j + 2, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(u) / (np.float64(ufuncs.abs(u)) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ((x[i:I, j:J, k_:k_ + 1] - fmax[i:I, j:J, k_:k_ + 1]) - fmax[i:I, j:J, k_:k_ + 1])
            expf__865_24_20_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(np.float64(0.25), np.float64(np.int64(0)))
            buffers_ok__865_24_20_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(x[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), malloc[i:I, j:J, k_ + 1:k_ + 2])
            vc[i:I, j:J, k_:k_ + 1] = ufuncs.power((expf__865_24_20_gen_0[i:I, j:J, k_:k_ + 1] * buffers_ok__865_24_20_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(2))
            c[i:I, j:J, k_:k_ + 1] = ufuncs.float64((buffers_ok__865_24_20_gen_0[i:I, j:J, k_:k_ + 1] - buffers_ok__865_24_20_gen_0[i:I, j:J, k_:k_ + 1]))
            w[i:I, j:J, k_:k_ + 1] = np.float32(np.int64(1))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        long_gen_0[i:I, j:J, k:K] = ufuncs.power(ufuncs.abs(np.where((ufuncs.remainder(malloc[i:I, j:J, k:K], pt[i:I, j:J, k:K]) == (np.float64(cp) * np.float64(0.5))), area[i:I, j:J, k - 1:K - 1], area[i:I, j:J, k:K])), np.float64(0.5))
        pe_gen_0[i:I, j:J, k:K] = (np.int64(0) - (lanes[i:I, j:J, k:K] - cp).astype(np.int64))
        coef_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))):
            mask_140153834770896_gen_0[i:I, j:J, k:K] = np.where((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), ((cp + lanes[i:I, j:J, k:K]) != (u - u)), mask_140153834770896_gen_0[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), mask_140153834770896_gen_0[i:I, j:J, k:K]), np.where((area[i:I, j:J, k:K] > w[i:I, j:J, k + 1:K + 1].astype(np.float64)), (lanes[i:I, j:J, k:K].astype(np.float32) + x[i:I, j:J, k:K]).astype(np.float64), ufuncs.minimum(w[i:I, j:J, k + 1:K + 1].astype(np.float64), a[i:I, j:J, k:K])), a[i:I, j:J, k:K])
            fmax[i:I, j:J, k:K] = np.where(np.bitwise_and((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), mask_140153834770896_gen_0[i:I, j:J, k:K]), (np.where(((np.float64(0.1) + coef_gen_0[i:I, j:J, k:K]) != ufuncs.ceil(x[i:I, j:J, k:K]).astype(np.float64)), vc[i:I, j:J, k:K], long_gen_0[i:I, j:J, k:K]) / (ufuncs.abs(w[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))).astype(np.float32), fmax[i:I, j:J, k:K])
            memset_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), mask_140153834770896_gen_0[i:I, j:J, k:K]), ufuncs.isnan((x[i:I, j:J, k:K].astype(np.float64) - pt[i:I, j:J, k:K])), memset_gen_0[i:I, j:J, k:K])
            mask_140153833967632_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153834770896_gen_0[i:I, j:J, k:K]))), (do[i - 1:I - 1, j:J, k:K].astype(np.float64) != c[i:I, j:J, k - 1:K - 1]), mask_140153833967632_gen_0[i:I, j:J, k:K])
            x[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153834770896_gen_0[i:I, j:J, k:K]))), mask_140153833967632_gen_0[i:I, j:J, k:K]), (np.float32(ufuncs.int32(u)) + (clock[i:I, j:J, k:K] - clock[i:I, j:J, k:K])), x[i:I, j:J, k:K])
            coef_gen_0[i:I, j:J, k:K] = np.where((coef_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(do[i:I, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), (coef_gen_0[i:I, j:J, k:K] + np.float64(1.0)), coef_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    