import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, phi, fmax, pt, extern, a, _a, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ua = Field(ua, _origin_['ua'], (True, True, False))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    extern = Field(extern, _origin_['extern'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    _a = Field(_a, _origin_['_a'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__780_18_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock__780_18_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845351248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    clock__780_21_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__780_21_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area__933_30_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area__933_29_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmod_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X__933_30_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X__933_29_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153845351248_gen_0[i:I, j:J, k:K] = (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(6.0)) + np.float64(0.5))) <= np.where(((np.int64(2) - _a[i:I, j:J, k:K]) == ua[i - 1:I - 1, j:J].astype(np.int64)), phi[i:I, j:J, k:K], extern[i + 1:I + 1, j - 2:J - 2, k - 1:K - 1]))
        c_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], pt[i:I, j:J, lk + fmax[i:I, j:J, k:K]], c_gen_0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], np.float64(0.0), zs[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))))):
            b__780_18_20_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), (flux[i - 2:I - 2, j + 1:J + 1, k:K].astype(np.float64) - extern[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1]), b__780_18_20_gen_0[i:I, j:J, k:K])
            clock__780_18_20_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), (flux[i + 1:I + 1, j + 2:J + 2, k + 1:K + 1].astype(np.float64) - np.float64(-1.25)), clock__780_18_20_gen_0[i:I, j:J, k:K])
            b__780_18_20_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), np.float64(0.25), b__780_18_20_gen_0[i:I, j:J, k:K])
            clock__780_18_20_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), ufuncs.power(ufuncs.abs(clock__780_18_20_gen_0[i:I, j:J, k:K]), np.float64(0.5)), clock__780_18_20_gen_0[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), ((-(np.float64(3.5))) * clock__780_18_20_gen_0[i:I, j:J, k:K]), a[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), ufuncs.round((np.float64(0.25) * np.float64(1.0))), a[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845351248_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), (zs[i:I, j:J, k:K] + np.float64(1.0)), zs[i:I, j:J, k:K])
            
        b__780_21_16_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], np.where(bool(bool(False)), zs[i:I, j:J, k:K], flux[i:I, j + 1:J + 1, k - 1:K - 1].astype(np.float64)), b__780_21_16_gen_0[i:I, j:J, k:K])
        clock__780_21_16_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], ufuncs.maximum(zs[i:I, j:J, k:K], extern[i - 1:I - 1, j:J, k:K]), clock__780_21_16_gen_0[i:I, j:J, k:K])
        b__780_21_16_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], np.float64(0.25), b__780_21_16_gen_0[i:I, j:J, k:K])
        clock__780_21_16_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], ufuncs.power(ufuncs.abs(clock__780_21_16_gen_0[i:I, j:J, k:K]), np.float64(0.5)), clock__780_21_16_gen_0[i:I, j:J, k:K])
        c_gen_0[i:I, j:J, k:K] = np.where(mask_140153845351248_gen_0[i:I, j:J, k:K], ((-(np.float64(3.5))) * clock__780_21_16_gen_0[i:I, j:J, k:K]), c_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(ufuncs.arctanh((ufuncs.tanh(extern[i + 1:I + 1, j:J, k_:k_ + 1]) * np.float64(0.5))), ufuncs.remainder(np.float64(1.5), np.float64((-(np.int64(1))))))
            phi[i:I, j:J, k_:k_ + 1] = a[i:I, j:J, k_:k_ + 1]
            _X__933_29_18_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(2.0) - ua[i - 2:I - 2, j:J].astype(np.float64))
            area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arccos(ufuncs.tanh(a[i:I, j:J, k_:k_ + 1]))
            dz_gen_0[i:I, j:J, k_:k_ + 1] = ((area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1] * area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))) + np.float64(1.0)))
            var_gen_0[i:I, j:J, k_:k_ + 1] = area__933_29_18_gen_0[i:I, j:J, k_:k_ + 1]
            _X__933_30_25_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(np.float64(3.5))
            area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(-1.25) - zs[i:I, j:J, k_:k_ + 1])
            inline_gen_0[i:I, j:J, k_:k_ + 1] = ((area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1] * area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))) + np.float64(1.0)))
            memcpy_gen_0[i:I, j:J, k_:k_ + 1] = area__933_30_25_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    