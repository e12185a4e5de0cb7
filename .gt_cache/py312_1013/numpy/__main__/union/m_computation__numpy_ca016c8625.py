import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, coef, time, jt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pt = Field(pt, _origin_['pt'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    time = Field(time, _origin_['time'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (True, True, True))
    
    const = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    fabs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lo = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333770411792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767910416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770028880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769658320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767380432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769637776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766649744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766856848_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767268176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768404176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    struct_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333768837904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    EOF_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766491088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768380944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769954320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            const[i:I, j + 1:J, k_:k_ + 1] = ((pt[i + 1:I + 1, j:J - 1, k_:k_ + 1] + pt[i - 2:I - 2, j + 1:J, k_:k_ + 1]) + ufuncs.maximum(pt[i:I, j + 2:J + 1, k_ - 1:k_], pt[i:I, j + 3:J + 2, k_:k_ + 1]))
            const[i:I, j + 1:J, k_:k_ + 1] = ufuncs.erfc(const[i:I, j + 1:J, k_:k_ + 1])
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770411792_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(jt[i:I, j:J, k_ + 1:k_ + 2], jt[i:I, j:J, k_ + 1:k_ + 2]) <= ufuncs.ceil(pt[i:I, j - 1:J - 1, k_:k_ + 1]))
            jt[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770411792_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.round(pt[i:I, j + 1:J + 1, k_:k_ + 1]), (-(jt[i:I, j:J, k_:k_ + 1]))), jt[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770411792_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.abs(jt[i:I, j:J, k_:k_ + 1]), np.int64(2)), coef[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770411792_gen_0[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        jt[i:I, j:J, k:K] = (np.where((coef[i:I, j:J, k + 1:K + 1] != ufuncs.minimum(const[i:I, j:J, k:K], const[i:I, j:J, k:K])), jt[i:I, j:J, k:K], time[i:I, j:J, k:K].astype(np.float32)) - time[i:I, j:J, k:K].astype(np.float32))
        jt[i:I, j:J, k:K] = const[i:I, j:J, k:K]
        fabs[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((fabs[i:I, j:J, k:K] < np.float64(2.0))):
            y[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), np.bitwise_or((const[i:I, j:J, k:K] != jt[i:I, j:J, k:K]), (jt[i:I, j:J, k:K] > const[i:I, j:J, k:K])), y[i:I, j:J, k:K])
            jt[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), np.where((jt[i:I, j:J, k:K] <= const[i:I, j:J, k:K]), coef[i:I, j:J, k:K], (jt[i:I, j:J, k:K] * const[i:I, j:J, k:K])), jt[i:I, j:J, k:K])
            fabs[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), (fabs[i:I, j:J, k:K] + np.float64(1.0)), fabs[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333768404176_gen_0[I - 1:I, j:J - 1, k:K] = ((fabs[I - 1:I, j:J - 1, k:K] + time[I - 1:I, j:J - 1, k:K].astype(np.float64)) >= ufuncs.sinh(ufuncs.tanh(coef[I - 1:I, j:J - 1, k - 1:K - 1])).astype(np.float64))
        flux[I - 1:I, j:J - 1, k:K] = np.where(mask_140333768404176_gen_0[I - 1:I, j:J - 1, k:K], ((const[I - 1:I, j:J - 1, k:K] + const[I - 1:I, j:J - 1, k:K]) * (time[I - 1:I, j:J - 1, k:K].astype(np.float32) * const[I - 1:I, j:J - 1, k:K])), flux[I - 1:I, j:J - 1, k:K])
        mask_140333770028880_gen_0[I - 1:I, j:J - 1, k:K] = np.where((np.bitwise_not(mask_140333768404176_gen_0[I - 1:I, j:J - 1, k:K])), (coef[I - 1:I, j:J - 1, k:K] == pt[I + 1:I + 2, j + 1:J, k:K]), mask_140333770028880_gen_0[I - 1:I, j:J - 1, k:K])
        buffers_ok[I - 1:I, j:J - 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333768404176_gen_0[I - 1:I, j:J - 1, k:K])), mask_140333770028880_gen_0[I - 1:I, j:J - 1, k:K]), ufuncs.abs((-((-(np.int64(1)))))), buffers_ok[I - 1:I, j:J - 1, k:K])
        mask_140333769637776_gen_0[I - 1:I, j:J - 1, k:K] = ((np.float64(0.25) - pt[I - 1:I, j - 2:J - 3, k - 1:K - 1].astype(np.float64)) != (flux[I - 1:I, j:J - 1, k:K] * np.float32(np.int64(0))).astype(np.float64))
        vc[I - 1:I, j:J - 1, k:K] = np.where(mask_140333769637776_gen_0[I - 1:I, j:J - 1, k:K], (const[I - 1:I, j:J - 1, k:K] - ufuncs.power(jt[I - 1:I, j:J - 1, k:K], np.int64(2))), vc[I - 1:I, j:J - 1, k:K])
        mask_140333767268176_gen_0[I - 1:I, j:J - 1, k:K] = np.where((np.bitwise_not(mask_140333769637776_gen_0[I - 1:I, j:J - 1, k:K])), (np.float32(np.int64(7)) < jt[I - 1:I, j:J - 1, k:K]), mask_140333767268176_gen_0[I - 1:I, j:J - 1, k:K])
        time[I - 1:I, j:J - 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769637776_gen_0[I - 1:I, j:J - 1, k:K])), mask_140333767268176_gen_0[I - 1:I, j:J - 1, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs((const[I - 1:I, j:J - 1, k:K].astype(np.float64) / (ufuncs.abs(buffers_ok[I - 1:I, j:J - 1, k:K]).astype(np.float64) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), time[I - 1:I, j:J - 1, k:K])
        buffers_ok[I - 1:I, j:J - 1, k:K] = buffers_ok[I - 1:I, j:J - 1, k:K]
        mask_140333767910416_gen_0[i:i + 2, j:j + 1, k:K] = ((fabs[i:i + 2, j:j + 1, k:K] + time[i:i + 2, j:j + 1, k:K].astype(np.float64)) >= ufuncs.sinh(ufuncs.tanh(coef[i:i + 2, j:j + 1, k - 1:K - 1])).astype(np.float64))
        flux[i:i + 2, j:j + 1, k:K] = np.where(mask_140333767910416_gen_0[i:i + 2, j:j + 1, k:K], ((const[i:i + 2, j:j + 1, k:K] + const[i:i + 2, j:j + 1, k:K]) * (time[i:i + 2, j:j + 1, k:K].astype(np.float32) * const[i:i + 2, j:j + 1, k:K])), flux[i:i + 2, j:j + 1, k:K])
        mask_140333769658320_gen_0[i:i + 2, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140333767910416_gen_0[i:i + 2, j:j + 1, k:K])), (coef[i:i + 2, j:j + 1, k:K] == pt[i + 2:i + 4, j + 1:j + 2, k:K]), mask_140333769658320_gen_0[i:i + 2, j:j + 1, k:K])
        buffers_ok[i:i + 2, j:j + 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333767910416_gen_0[i:i + 2, j:j + 1, k:K])), mask_140333769658320_gen_0[i:i + 2, j:j + 1, k:K]), ufuncs.abs((-((-(np.int64(1)))))), buffers_ok[i:i + 2, j:j + 1, k:K])
        mask_140333766649744_gen_0[i:i + 2, j:j + 1, k:K] = ((np.float64(0.25) - pt[i:i + 2, j - 2:j - 1, k - 1:K - 1].astype(np.float64)) != (flux[i:i + 2, j:j + 1, k:K] * np.float32(np.int64(0))).astype(np.float64))
        vc[i:i + 2, j:j + 1, k:K] = np.where(mask_140333766649744_gen_0[i:i + 2, j:j + 1, k:K], (const[i:i + 2, j:j + 1, k:K] - ufuncs.power(jt[i:i + 2, j:j + 1, k:K], np.int64(2))), vc[i:i + 2, j:j + 1, k:K])
        mask_140333766856848_gen_0[i:i + 2, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140333766649744_gen_0[i:i + 2, j:j + 1, k:K])), (np.float32(np.int64(7)) < jt[i:i + 2, j:j + 1, k:K]), mask_140333766856848_gen_0[i:i + 2, j:j + 1, k:K])
        time[i:i + 2, j:j + 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766649744_gen_0[i:i + 2, j:j + 1, k:K])), mask_140333766856848_gen_0[i:i + 2, j:j + 1, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs((const[i:i + 2, j:j + 1, k:K].astype(np.float64) / (ufuncs.abs(buffers_ok[i:i + 2, j:j + 1, k:K]).astype(np.float64) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), time[i:i + 2, j:j + 1, k:K])
        buffers_ok[i:i + 2, j:j + 1, k:K] = buffers_ok[i:i + 2, j:j + 1, k:K]
        vc[i:I, j:J, k:K] = flux[i:I, j:J, k:K]
        y[i:I, j:J, k:K] = np.bitwise_and((ufuncs.round_away_from_zero(vc[i:I, j:J, k:K]) > const[i:I, j:J, k:K]), np.bitwise_and((np.where(((np.float64(0.25) * time[i:I, j:J, k:K].astype(np.float64)) >= time[i:I, j:J, k:K].astype(np.float64)), flux[i:I, j:J, k:K], jt[i:I, j:J, k:K]) >= np.float32(np.int64(7))), (jt[i:I, j:J, k:K] >= coef[i:I, j:J, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        lo[i:I, j:J, k:K] = (coef[i:I, j:J, k:K] * buffers_ok[i:I, j:J, k:K].astype(np.float32))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333769954320_gen_0[i:I, j:J, k:K] = (buffers_ok[i:I, j:J, k:K] != np.int64(2))
        delp_gen_0[i:I, j:J, k:K] = np.where(mask_140333769954320_gen_0[i:I, j:J, k:K], np.float64(0.0), delp_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333769954320_gen_0[i:I, j:J, k:K], (delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))))):
            buffers_ok[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769954320_gen_0[i:I, j:J, k:K], (delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(np.int64(1000003)) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))) * ufuncs.remainder(const[i:I, j:J, k:K].astype(np.float64), fabs[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), buffers_ok[i:I, j:J, k:K])
            delp_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769954320_gen_0[i:I, j:J, k:K], (delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0)))), (delp_gen_0[i:I, j:J, k:K] + np.float64(1.0)), delp_gen_0[i:I, j:J, k:K])
            
        jt[i:I, j:J, k:K] = np.where(mask_140333769954320_gen_0[i:I, j:J, k:K], ufuncs.power(ufuncs.abs((lo[i:I, j:J, k:K] * np.float32(np.int64(65536)))), np.float64(0.5)).astype(np.float32), jt[i:I, j:J, k:K])
        buffers_ok[i:I, j:J, k:K] = np.where(mask_140333769954320_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(ufuncs.minimum(lo[i:I, j:J, k:K].astype(np.float64), fabs[i:I, j:J, k:K]), (flux[i:I, j:J, k:K] + np.float32((-(np.int64(2))))).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), buffers_ok[i:I, j:J, k:K])
        mask_140333766491088_gen_0[i:I, j:J, k:K] = np.bitwise_and((np.bitwise_not(y[i:I, j:J, k:K])), (lo[i:I, j:J, k:K].astype(np.float64) < np.float64(0.25)))
        lo[i:I, j:J, k:K] = np.where(mask_140333766491088_gen_0[i:I, j:J, k:K], (ufuncs.float64(delp_gen_0[i:I, j:J, k:K]) - ufuncs.int32(ufuncs.minimum(ufuncs.maximum(vc[i:I, j:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)).astype(np.float32), lo[i:I, j:J, k:K])
        mask_140333768837904_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333766491088_gen_0[i:I, j:J, k:K])), (flux[i:I, j:J, k:K] == jt[i:I, j:J, k:K]), mask_140333768837904_gen_0[i:I, j:J, k:K])
        time[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766491088_gen_0[i:I, j:J, k:K])), mask_140333768837904_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(pt[i - 2:I - 2, j + 2:J + 2, k - 1:K - 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), time[i:I, j:J, k:K])
        struct_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766491088_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333768837904_gen_0[i:I, j:J, k:K]))), (buffers_ok[i:I, j:J, k:K].astype(np.float32) + (const[i:I, j:J, k:K] * vc[i:I, j:J, k:K])), struct_gen_0[i:I, j:J, k:K])
        mask_140333768380944_gen_0[i:I, j:J, k:K] = (np.bitwise_not((np.float32(np.int64(0)) >= jt[i:I, j:J, k:K])))
        struct_gen_0[i:I, j:J, k:K] = np.where(mask_140333768380944_gen_0[i:I, j:J, k:K], (np.where(y[i:I, j:J, k:K], pt[i:I, j:J, k:K], coef[i:I, j:J, k - 1:K - 1]).astype(np.float64) * fabs[i:I, j:J, k:K]).astype(np.float32), struct_gen_0[i:I, j:J, k:K])
        EOF_gen_0[i:I, j:J, k:K] = np.where(mask_140333768380944_gen_0[i:I, j:J, k:K], np.float64(0.0), EOF_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333768380944_gen_0[i:I, j:J, k:K], (EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0))))):
            lo[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768380944_gen_0[i:I, j:J, k:K], (EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))), INFINITY[i:I, j:J, k:K].astype(np.float32), lo[i:I, j:J, k:K])
            buffers_ok[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768380944_gen_0[i:I, j:J, k:K], (EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((buffers_ok[i:I, j:J, k:K].astype(np.float32) + jt[i:I, j:J, k:K]) * np.float32(((-(np.int64(2))) - np.int64(0)))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), buffers_ok[i:I, j:J, k:K])
            EOF_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768380944_gen_0[i:I, j:J, k:K], (EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(const[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))), (EOF_gen_0[i:I, j:J, k:K] + np.float64(1.0)), EOF_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    