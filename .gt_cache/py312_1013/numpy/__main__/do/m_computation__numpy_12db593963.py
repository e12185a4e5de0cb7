import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, _a, val, coef, t, const, isobar, w, INFINITY, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    _a = Field(_a, _origin_['_a'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    t = Field(t, _origin_['t'], (True, True, False))
    const = Field(const, _origin_['const'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    flux = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    signbit = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    short = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    j0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    auto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    restrict = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774377296_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772856400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_1_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766176592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776171408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766836752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768094160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333774377296_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(ufuncs.float32(np.float64(2.0))) >= _a[i:I, j:J, lk + w[i:I, j:J, k_:k_ + 1]])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774377296_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(1.5) * const[i:I, j:J, k_ + 1:k_ + 2]) <= (val[i:I, j:J, k_ - 1:k_] + INFINITY).astype(np.float64)), delp_gen_0[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774377296_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum((INFINITY - INFINITY), (-(INFINITY))), flux[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            t[i:I, j:J] = flux[i:I, j:J, k_:k_ + 1]
            mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(np.float64(2.0), np.float64(INFINITY)) >= (np.float64(1.5) * isobar[i:I, j:J, k_:k_ + 1]))
            signbit[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), signbit[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], (signbit[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(_a[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0))))):
                res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], (signbit[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(_a[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0)))), (const[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2] / (ufuncs.abs((np.float64(np.int64(2)) / (ufuncs.abs(val[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0))), res[i:I, j:J, k_:k_ + 1])
                signbit[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], (signbit[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(_a[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0)))), (signbit[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), signbit[i:I, j:J, k_:k_ + 1])
                
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.int32(flux[i:I, j:J, k_ - 1:k_]) <= ufuncs.int32(ufuncs.minimum(ufuncs.maximum(res[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))), val[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), ufuncs.remainder(isobar[i:I, j:J, k_ + 1:k_ + 2], np.float64(1.0))), y[i:I, j:J, k_:k_ + 1])
            short[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772856400_gen_0[i:I, j:J, k_:k_ + 1], isobar[i:I, j:J, k_:k_ + 1], short[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a_1_gen_0[i:I, j:J, k_:k_ + 1] = (-((res[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(t[i:I, j:J]).astype(np.float64) + np.float64(1.0)))))
            t[i:I, j:J] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(0.001) != a_1_gen_0[i:I, j:J, k_:k_ + 1]), val[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(2.0)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1] = ((t[i:I, j:J].astype(np.float64) * y[i:I, j:J, k_:k_ + 1]) >= (const[i - 2:I - 2, j:J, k_ - 1:k_] + val[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            j0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], coef), (np.float64(1.5) + (flux[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(signbit[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), j0[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], coef), short[i:I, j:J, k_:k_ + 1], clock[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], coef), ufuncs.float64(clock[i:I, j:J, k_:k_ + 1]), clock[i:I, j:J, k_:k_ + 1])
            mask_140333766176592_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(coef))), (ufuncs.float64(clock[i:I, j:J, k_:k_ + 1]) > a_1_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333766176592_gen_0[i:I, j:J, k_:k_ + 1])
            short[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(coef))), mask_140333766176592_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.1), short[i:I, j:J, k_:k_ + 1])
            auto[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(coef))), (np.bitwise_not(mask_140333766176592_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((np.bitwise_not((val[i:I, j:J, k_:k_ + 1].astype(np.float64) != (j0[i:I, j:J, k_:k_ + 1] + np.float64((-(np.int64(2)))))))), short[i:I, j:J, k_ + 1:k_ + 2], ufuncs.maximum(clock[i:I, j:J, k_:k_ + 1], np.float64(INFINITY))), auto[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J] = np.where(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((clock[i:I, j:J, k_:k_ + 1] * _a[i + 2:I + 2, j:J, k_ - 1:k_]) - np.float64(2.0)), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J])
            vc[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333776171408_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.float64(val[i:I, j:J, k_ - 1:k_]) == np.where((short[i:I, j:J, k_:k_ + 1] <= val[i:I, j:J, k_ - 1:k_].astype(np.float64)), np.float64(0.1), np.float64(2.0))), vc[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = np.float64(2.0)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            auto[i:I, j:J, k_:k_ + 1] = ((_a[i - 1:I - 1, j:J, k_ + 1:k_ + 2] + clock[i:I, j:J, k_:k_ + 1]) + (np.float64(INFINITY) / (ufuncs.abs(signbit[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(2.0)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            stdin_gen_0[i:i + 1, j:J, k_:k_ + 1] = np.where((np.float64(2.0) != ufuncs.float64(np.int64(2))), (np.float64(INFINITY) - const[i + 2:i + 3, j - 1:J - 1, k_ + 1:k_ + 2]), const[i + 2:i + 3, j + 2:J + 2, k_ + 1:k_ + 2])
            t[i:I, j:J] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(signbit[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            clock[i:I, j:J, k_:k_ + 1] = ((_a[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1] - isobar[i:I, j:J, k_ - 1:k_]) - val[i:I, j:J, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            restrict[i:I, j:J, k_:k_ + 1] = ((_a[i:I, j:J, lk + INFINITY] - _a[i - 1:I - 1, j:J, k_:k_ + 1]) * const[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1])
            mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(val[i:I, j:J, k_:k_ + 1]))) <= (np.float64(2.0) * t[i:I, j:J].astype(np.float64)))
            clock[i:I, j:J, k_:k_ + 1] = np.where(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ufuncs.arctanh((ufuncs.tanh(ufuncs.float64((-(np.int64(2))))) * np.float64(0.5))), y[i:I, j:J, k_ + 1:k_ + 2]), clock[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), zs_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:I, j:J, k_ - 1:k_]), np.float64(4.0))))):
                clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), ufuncs.float64((restrict[i:I, j:J, k_:k_ + 1] * np.float64(1.0))), clock[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), restrict[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1])
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), (zs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs_gen_0[i:I, j:J, k_:k_ + 1])
                
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140333766836752_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.float64(short[i:I, j:J, k_:k_ + 1]), (np.float64(1.5) - np.float64(np.int64(1)))), y[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333768094160_gen_0[i:i + 2, j:j, k_:k_ + 1] = (j0[i:i + 2, j:j, k_:k_ + 1] >= np.float64(1.0))
            vc[i:i + 2, j:j, k_:k_ + 1] = np.where(mask_140333768094160_gen_0[i:i + 2, j:j, k_:k_ + 1], (np.bitwise_not(vc[i:i + 2, j:j, k_:k_ + 1])), vc[i:i + 2, j:j, k_:k_ + 1])
            u_gen_0[i:i + 2, j:j, k_:k_ + 1] = np.where(mask_140333768094160_gen_0[i:i + 2, j:j, k_:k_ + 1], np.bitwise_and((_a[i:i + 2, j + 1:j + 1, k_ + 1:k_ + 2] != val[i:i + 2, j:j, k_ + 1:k_ + 2].astype(np.float64)), ufuncs.isnan(v[i:i + 2, j:j, k_:k_ + 1])), u_gen_0[i:i + 2, j:j, k_:k_ + 1])
            x_gen_0[i:i + 2, j:j, k_:k_ + 1] = np.where(mask_140333768094160_gen_0[i:i + 2, j:j, k_:k_ + 1], j0[i:i + 2, j:j, k_ - 1:k_], x_gen_0[i:i + 2, j:j, k_:k_ + 1])
            restrict[i:i + 2, j:j, k_:k_ + 1] = ufuncs.abs(ufuncs.remainder(np.float64(2.0), const[i:i + 2, j - 2:j - 2, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    