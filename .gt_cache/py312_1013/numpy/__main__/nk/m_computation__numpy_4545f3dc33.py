import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nj, y, volatile, stdout, tend, c, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, False))
    volatile = Field(volatile, _origin_['volatile'], (True, True, False))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, False))
    c = Field(c, _origin_['c'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766841744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764718224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764527440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763303440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761788688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761789904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761945360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764328592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762404240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764411856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    M_PI_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            stdout[i:I, j:J, k_:k_ + 1] = (ufuncs.exp(ufuncs.minimum(ufuncs.float64(c[i:I, j:J, k_ + 1:k_ + 2]), np.float64(5.0))) - (-(np.float64(1.0))))
            c[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(False)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder((tend[i:I, j + 2:J + 2].astype(np.int64) + (-(np.int64(2)))).astype(np.float64), stdout[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(False)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(np.float64(nj), stdout[i:I, j:J, k_ - 1:k_]) - (c[i:I, j:J, k_:k_ + 1] - c[i:I, j:J, k_:k_ + 1]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(False)), np.float64(0.0), v[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(bool(bool(False)), (v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i + 1:I + 1, j + 1:J + 1]), np.float64(4.0))))):
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(False)), (v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i + 1:I + 1, j + 1:J + 1]), np.float64(4.0)))), ufuncs.int64((c[i:I, j:J, k_:k_ + 1] + tend[i - 2:I - 2, j - 2:J - 2].astype(np.int64))), c[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(False)), (v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i + 1:I + 1, j + 1:J + 1]), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((v[i:I, j:J, k_ - 1:k_] - ufuncs.minimum(np.float64(0.25), np.float64(nj))), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(False)), (v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i + 1:I + 1, j + 1:J + 1]), np.float64(4.0)))), (v[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[i:I, j:J, k_:k_ + 1])
                
            mask_140333766841744_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(bool(bool(False)))), (c[i:I, j:J, k_:k_ + 1] >= c[i:I, j:J, k_:k_ + 1]), mask_140333766841744_gen_0[i:I, j:J, k_:k_ + 1])
            stdout[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(bool(bool(False)))), mask_140333766841744_gen_0[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), stdout[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(bool(bool(False)))), (np.bitwise_not(mask_140333766841744_gen_0[i:I, j:J, k_:k_ + 1]))), ((volatile[i + 1:I + 1, j - 2:J - 2].astype(np.float32) / np.float32(nj)).astype(np.float64) * v[i:I, j:J, k_:k_ + 1]), fmin[i:I, j:J, k_:k_ + 1])
            mask_140333764718224_gen_0[i:I, j:J, k_:k_ + 1] = (np.where(((nj * volatile[i:I, j + 2:J + 2].astype(np.int64)).astype(np.float64) == (np.float64(np.int64(3)) - y[i + 1:I + 1, j - 2:J - 2])), volatile[i:I, j:J].astype(np.float64), fmin[i:I, j:J, k_:k_ + 1]) != ufuncs.int64(c[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            stdout[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764718224_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), tend[i:I, j - 1:J - 1].astype(np.float64), stdout[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764718224_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), (-(ufuncs.abs(c[i:I, j:J, k_:k_ + 1]))), c[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764718224_gen_0[i:I, j:J, k_:k_ + 1], (-(stdout[i:I, j:J, k_:k_ + 1])), fmin[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1] = ((fmin[i:I, j:J, k_:k_ + 1] + volatile[i - 1:I - 1, j:J].astype(np.float64)) <= c[i:I, j:J, k_:k_ + 1].astype(np.float64))
            c[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(c[i:I, j:J, k_ + 1:k_ + 2], tend[i - 1:I - 1, j:J].astype(np.int64)).astype(np.float64) * (tend[i - 1:I - 1, j + 2:J + 2].astype(np.float64) * y[i:I, j - 2:J - 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_ + 1:k_ + 2])
            stdout[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], ((v[i:I, j:J, k_:k_ + 1] * c[i:I, j:J, k_:k_ + 1].astype(np.float64)) + (qv[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.float64) * v[i:I, j:J, k_ + 1:k_ + 2])), stdout[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), (np.float64(nj) * y[i - 1:I - 1, j - 2:J - 2]), area[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), ufuncs.power(ufuncs.round_away_from_zero(ufuncs.float64(volatile[i - 2:I - 2, j:J])), np.int64(2)), cp[i:I, j:J, k_:k_ + 1])
            mask_140333761788688_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(bool(bool(False))))), ((stdout[i:I, j:J, k_:k_ + 1] * y[i + 1:I + 1, j:J]) <= np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0))))), mask_140333761788688_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333764527440_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(bool(bool(False))))), mask_140333761788688_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] + (np.float64(np.int64(1000003)) * cp[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = ufuncs.int64(c[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = (tend[i - 2:I - 2, j + 1:J + 1].astype(np.int64) * (tend[i + 1:I + 1, j:J].astype(np.int64) + nj)).astype(np.float64)
            mask_140333761789904_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((c[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) >= area[i:I, j:J, k_ + 1:k_ + 2])))
            cp[i:I, j:J, k_:k_ + 1] = np.where(mask_140333761789904_gen_0[i:I, j:J, k_:k_ + 1], cp[i:I, j:J, k_:k_ + 1], cp[i:I, j:J, k_:k_ + 1])
            mask_140333763303440_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333761789904_gen_0[i:I, j:J, k_:k_ + 1], (fmin[i:I, j:J, k_:k_ + 1] != (qv[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) * area[i:I, j:J, k_:k_ + 1])), mask_140333763303440_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333761789904_gen_0[i:I, j:J, k_:k_ + 1], mask_140333763303440_gen_0[i:I, j:J, k_:k_ + 1]), tend[i - 2:I - 2, j - 2:J - 2], a[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i:I, j:J, k:K] = (ufuncs.float64(np.float64(0.1)) + (y[i + 1:I + 1, j - 2:J - 2] + a[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333764411856_gen_0[i:I, j:J, k:K] = (np.bitwise_not(ufuncs.isfinite(area[i:I, j:J, k:K])))
        mask_140333762404240_gen_0[i:I, j:J, k:K] = np.where(mask_140333764411856_gen_0[i:I, j:J, k:K], (cp[i:I, j:J, k:K] > (y[i - 2:I - 2, j - 2:J - 2] - c[i:I, j:J, k:K].astype(np.float64))), mask_140333762404240_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333764411856_gen_0[i:I, j:J, k:K], mask_140333762404240_gen_0[i:I, j:J, k:K]), (volatile[i:I, j + 2:J + 2].astype(np.float64) / (ufuncs.abs(ufuncs.float64(area[i:I, j:J, k:K])) + np.float64(1.0))), area[i:I, j:J, k:K])
        mask_140333764328592_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333764411856_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333762404240_gen_0[i:I, j:J, k:K]))), (volatile[i + 1:I + 1, j - 1:J - 1].astype(np.float64) < cp[i:I, j:J, k:K]), mask_140333764328592_gen_0[i:I, j:J, k:K])
        M_PI_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333764411856_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333762404240_gen_0[i:I, j:J, k:K]))), mask_140333764328592_gen_0[i:I, j:J, k:K]), np.bitwise_or((np.float64(nj) < (a[i:I, j:J, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(c[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0)))), (a[i:I, j:J, k:K] != volatile[i:I, j:J].astype(np.int32))), M_PI_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(mask_140333764411856_gen_0[i:I, j:J, k:K], ufuncs.remainder(ufuncs.float32(stdout[i:I, j:J, k:K]).astype(np.float64), ufuncs.exp(ufuncs.minimum(y[i - 1:I - 1, j - 1:J - 1], np.float64(5.0)))), area[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(mask_140333764411856_gen_0[i:I, j:J, k:K], y[i - 2:I - 2, j:J], area[i:I, j:J, k:K])
        union_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), np.float64(0.0), union_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), (union_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(volatile[i:I, j:J]).astype(np.float64), np.float64(4.0))))):
            w_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), (union_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(volatile[i:I, j:J]).astype(np.float64), np.float64(4.0)))), (np.float64(ufuncs.float32(np.float64(0.25))) + y[i + 2:I + 2, j:J]), w_gen_0[i:I, j:J, k:K])
            union_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), (union_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(volatile[i:I, j:J]).astype(np.float64), np.float64(4.0)))), (union_gen_0[i:I, j:J, k:K] + np.float64(1.0)), union_gen_0[i:I, j:J, k:K])
            
        mask_140333761945360_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), ((v[i:I, j:J, k:K] - fmin[i:I, j:J, k:K]) <= ufuncs.floor(ufuncs.float64(volatile[i:I, j - 1:J - 1]))), mask_140333761945360_gen_0[i:I, j:J, k:K])
        coef[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), mask_140333761945360_gen_0[i:I, j:J, k:K]), tend[i:I, j - 2:J - 2].astype(np.float64), coef[i:I, j:J, k:K])
        stdout[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764411856_gen_0[i:I, j:J, k:K])), mask_140333761945360_gen_0[i:I, j:J, k:K]), v[i:I, j:J, k:K], stdout[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    