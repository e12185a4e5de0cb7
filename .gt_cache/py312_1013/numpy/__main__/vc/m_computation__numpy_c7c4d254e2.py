import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, buffers_ok, rho, dz, HUGE_VAL, ua, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    buffers_ok = Field(buffers_ok, _origin_['buffers_ok'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    abort = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835910416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836637712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829703888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833938064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836826768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833935376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835244944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831454864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831403472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((buffers_ok[i:I, j - 1:J - 1, k_ - 1:k_] - buffers_ok[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float32) * ua[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            dz[i + 1:I, j + 1:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((np.float64(0.25) - np.float64(0.001)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153835910416_gen_0[i + 1:I, j + 1:J, k_:k_ + 1] = ((HUGE_VAL[i + 1:I, j + 1:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(ua[i - 1:I - 2, j + 1:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) != (HUGE_VAL[i + 1:I, j + 1:J, k_:k_ + 1].astype(np.float32) - ua[i + 1:I, j + 1:J, lk + ((c + np.int64(1)) - np.int64(1))]).astype(np.float64))
            dz[i + 1:I, j + 1:J, k_ - 1:k_] = np.where(mask_140153835910416_gen_0[i + 1:I, j + 1:J, k_:k_ + 1], HUGE_VAL[i + 1:I, j + 1:J, k_ - 1:k_].astype(np.int64), dz[i + 1:I, j + 1:J, k_ - 1:k_])
            dz[i + 1:I, j + 1:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(1.5) / np.float64(0.001)) + (dz[i + 1:I, j + 1:J, k_:k_ + 1] + np.int64(2)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            HUGE_VAL[i:I - 1, j + 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((-((dz[i:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) * rho))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153836826768_gen_0[i:I, j:J, k:K] = ((np.float64(1.5) + buffers_ok[i:I, j:J, k - 1:K - 1].astype(np.float64)) == (np.float64(c) / (np.float64(ufuncs.abs(np.int64(1))) + np.float64(1.0))))
        u[i:I, j:J, k:K] = np.where(mask_140153836826768_gen_0[i:I, j:J, k:K], np.float64(0.0), u[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < np.float64(3.0)))):
            dz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < np.float64(3.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.cbrt(ufuncs.float64(HUGE_VAL[i:I, j:J, k - 1:K - 1])) - (dz[i:I, j:J, k:K].astype(np.float64) + np.float64(3.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k:K])
            dz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < np.float64(3.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(u[i:I, j:J, k:K], (-(rho))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < np.float64(3.0))), (u[i:I, j:J, k:K] + np.float64(1.0)), u[i:I, j:J, k:K])
            
        mask_140153836637712_gen_0[i:I, j:J, k:K] = np.where(mask_140153836826768_gen_0[i:I, j:J, k:K], (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(u[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) >= ufuncs.tanh(ufuncs.float64(buffers_ok[i - 1:I - 1, j + 2:J + 2, k + 1:K + 1]))), mask_140153836637712_gen_0[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], mask_140153836637712_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(u[i:I, j:J, k:K], np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836826768_gen_0[i:I, j:J, k:K], mask_140153836637712_gen_0[i:I, j:J, k:K]), ((dz[i:I, j:J, k:K] + np.int64(1)) + (HUGE_VAL[i:I, j:J, k:K] * HUGE_VAL[i:I, j:J, k:K]).astype(np.int64)), dz[i:I, j:J, k:K])
        mask_140153833938064_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153836826768_gen_0[i:I, j:J, k:K])), (buffers_ok[i:I, j:J, k:K].astype(np.float64) < u[i:I, j:J, k:K]), mask_140153833938064_gen_0[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836826768_gen_0[i:I, j:J, k:K])), mask_140153833938064_gen_0[i:I, j:J, k:K]), ((ua[i + 2:I + 2, j:J, k:K].astype(np.float64) + np.float64(2.0)) / (np.float64(ufuncs.abs((-(c)))) + np.float64(1.0))), flux[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836826768_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153833938064_gen_0[i:I, j:J, k:K]))), ((ua[i:I, j - 1:J - 1, k:K].astype(np.float64) + np.float64(0.001)) - ua[i - 2:I - 2, j:J, k:K].astype(np.float64)), flux[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = (np.float64((-((-(np.int64(1)))))) * u[i:I, j:J, k:K])
        abort[i + 2:I - 1, j:J, k:K] = (np.where((ufuncs.float64(np.float64(0.1)) <= (-(np.float64(0.25)))), HUGE_VAL[i + 2:I - 1, j:J, k:K].astype(np.float64), rho) + buffers_ok[i:I - 3, j:J, k:K].astype(np.float64))
        abort[i + 2:I - 1, j:J, k:K] = ua[i + 3:I, j + 1:J + 1, k:K].astype(np.float64)
        qv[i + 2:I - 1, j:J, k:K] = np.float64(0.0)
        while np.any((qv[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i + 2:I + 2, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0)))):
            abort[i + 2:I - 1, j:J, k:K] = np.where((qv[i + 2:I - 1, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i + 4:I + 1, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), np.float64(0.25), abort[i + 2:I - 1, j:J, k:K])
            qv[i + 2:I - 1, j:J, k:K] = np.where((qv[i + 2:I - 1, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i + 4:I + 1, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (qv[i + 2:I - 1, j:J, k:K] + np.float64(1.0)), qv[i + 2:I - 1, j:J, k:K])
            
        mask_140153833935376_gen_0[i:I, j:J, k:K] = ((flux[i:I, j:J, k:K] - buffers_ok[i - 2:I - 2, j:J, k:K].astype(np.float64)) > (np.float64((-(np.int64(1)))) + flux[i:I, j:J, k:K]))
        var[i:I, j:J, k:K] = np.where(mask_140153833935376_gen_0[i:I, j:J, k:K], ufuncs.abs((flux[i:I, j:J, k:K] * buffers_ok[i:I, j:J, lk + c].astype(np.float64))), var[i:I, j:J, k:K])
        mask_140153829703888_gen_0[i:I, j:J, k:K] = np.where(mask_140153833935376_gen_0[i:I, j:J, k:K], (HUGE_VAL[i:I, j:J, k:K] != buffers_ok[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1].astype(np.int32)), mask_140153829703888_gen_0[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833935376_gen_0[i:I, j:J, k:K], mask_140153829703888_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(ufuncs.isnan(rho), (ua[i:I, j:J, lk + c].astype(np.float64) / (ufuncs.abs(HUGE_VAL[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))), (-(u[i:I, j:J, k:K]))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k:K])
        abort[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833935376_gen_0[i:I, j:J, k:K], mask_140153829703888_gen_0[i:I, j:J, k:K]), ufuncs.sinh(ufuncs.tanh(abort[i:I, j:J, k:K])), abort[i:I, j:J, k:K])
        abort[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833935376_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153829703888_gen_0[i:I, j:J, k:K]))), rho, abort[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833935376_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153829703888_gen_0[i:I, j:J, k:K]))), rho, flux[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pt[i:I, j:J, k:K] = rho
        dz[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0)))
        flux[i:I, j:J, k:K] = ((pt[i:I, j:J, k:K] * flux[i:I, j:J, k:K]) - flux[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            HUGE_VAL[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((u[i:I, j:J, k_:k_ + 1] * (-(np.float64(1.5)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.0) > HUGE_VAL[i:I, j:J, k_ - 1:k_].astype(np.float64))
            mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.power(buffers_ok[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1], np.int64(2)).astype(np.float64) < np.where((ufuncs.ceil(ua[i + 2:I + 2, j:J, k_:k_ + 1]).astype(np.float64) != (-(u[i:I, j:J, k_:k_ + 1]))), flux[i:I, j:J, k_:k_ + 1], rho)), mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((-(ua[i - 1:I - 1, j:J, k_ + 1:k_ + 2])).astype(np.float64) + (np.float64(0.0) * flux[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.where(((np.float64(c) + rho) < (rho / (ufuncs.abs(HUGE_VAL[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), pt[i:I, j:J, k_:k_ + 1], abort[i:I, j:J, k_:k_ + 1]) * dz[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((dz[i:I, j:J, k_:k_ + 1].astype(np.float64) < abort[i:I, j:J, k_:k_ + 1]), np.where(((rho + abort[i:I, j:J, k_:k_ + 1]) > ufuncs.remainder(c, buffers_ok[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.int64)).astype(np.float64)), c, buffers_ok[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.int64)).astype(np.float64), (qv[i:I, j:J, k_:k_ + 1] - flux[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            mask_140153835244944_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]))), ((ua[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2] - HUGE_VAL[i:I, j:J, k_ - 1:k_].astype(np.float32)).astype(np.float64) < (var[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(buffers_ok[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), mask_140153835244944_gen_0[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153835244944_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(np.int64(7)) < (qv[i:I, j:J, k_:k_ + 1] - dz[i:I, j:J, k_:k_ + 1].astype(np.float64))), (ua[i:I, j - 1:J - 1, k_ + 1:k_ + 2] - np.float32(c)), (-(ua[i:I, j - 2:J - 2, k_:k_ + 1]))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), HUGE_VAL[i:I, j:J, k_ - 1:k_])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153831403472_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831454864_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153835244944_gen_0[i:I, j:J, k_:k_ + 1]))), (var[i:I, j:J, k_:k_ + 1] + ufuncs.remainder(ua[i:I, j:J, k_:k_ + 1].astype(np.float64), qv[i:I, j:J, k_:k_ + 1])), var[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = ((ua[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) - rho) / (ufuncs.abs((pt[i:I, j:J, k_:k_ + 1] + buffers_ok[i:I, j:J, lk + ((c + np.int64(1)) - np.int64(1))].astype(np.float64))) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    