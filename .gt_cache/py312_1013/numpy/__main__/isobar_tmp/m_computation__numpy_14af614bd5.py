import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, coef, res, phi, j0, y, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, False))
    j0 = Field(j0, _origin_['j0'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    memset = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834844112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__14b_17_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153838037456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__14b_17_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153831854480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839834128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836205072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832044112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where((ufuncs.float32(y[i:I, j:J, k_:k_ + 1]) <= (j0[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1] - j0[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_]).astype(np.float32)), y[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(0.0)) * ufuncs.power(a[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1] = coef[i:I, j + 2:J + 2, k_:k_ + 1]
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.power(a[i:I, j:J, k_:k_ + 1], np.int64(2)) * (-(np.int64(2)))).astype(np.float64), pe[i:I, j:J, k_:k_ + 1])
            cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), a[i:I, j:J, k_:k_ + 1], cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153838037456_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), (cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0)), mask_140153838037456_gen_0[i:I, j:J, k_:k_ + 1])
            cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153838037456_gen_0[i:I, j:J, k_:k_ + 1]), ((cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] - cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) / np.float64(2.0)).astype(np.int64), cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153834844112_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), (cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153834844112_gen_0[i:I, j:J, k_:k_ + 1])
            cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153834844112_gen_0[i:I, j:J, k_:k_ + 1]), ((cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] * cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + ufuncs.minimum(cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(0.5))).astype(np.int64), cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), ((cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] * cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1]) * np.where(((cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1] * cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1]) == cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1]), cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1], cp__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.tan(ufuncs.tanh(RETURN_VALUE__14b_17_30_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float32)).astype(np.float64), pe[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831854480_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.log10((ufuncs.abs(pe[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(0.5))) * ufuncs.minimum(pe[i:I, j:J, k_ - 1:k_], a[i:I, j:J, k_:k_ + 1].astype(np.float64))), pe[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(phi[i:I, j:J]) - res[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[I - 1:I, j + 2:J - 1, k_:k_ + 1] = ((j0[I - 1:I, j + 4:J + 1, k_ - 1:k_].astype(np.float64) * pe[I - 1:I, j + 2:J - 1, k_ + 1:k_ + 2]) - phi[I - 1:I, j + 2:J - 1])
            memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((memset[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[i - 2:I - 2, j - 1:J - 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                pe[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[I - 3:I - 2, j + 1:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ufuncs.sinh(ufuncs.tanh(ufuncs.remainder(np.float64((-(np.int64(2)))), np.float64(1.5)))), pe[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                pe[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[I - 3:I - 2, j + 1:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), phi[I - 1:I, j + 2:J - 1], pe[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[I - 3:I - 2, j + 1:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (memset[I - 1:I, j + 2:J - 1, k_:k_ + 1] + np.float64(1.0)), memset[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                
            mask_140153839834128_gen_0[i:I, j:J, k_:k_ + 1] = coef[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1]
            _X[i:I, j:J, k_:k_ + 1] = np.where(mask_140153839834128_gen_0[i:I, j:J, k_:k_ + 1], ((y[i:I, j:J, k_ - 1:k_] - a[i:I, j:J, k_:k_ + 1]).astype(np.float64) < phi[i:I, j:J]), _X[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = (res[i:I, j:J, k_:k_ + 1] <= j0[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.int32))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153832044112_gen_0[i:I, j:J, k:K] = ((j0[i + 1:I + 1, j - 1:J - 1, k - 1:K - 1].astype(np.float64) + phi[i:I, j:J]) >= ufuncs.remainder(a[i:I, j:J, k:K].astype(np.float64), memset[i:I, j:J, k + 1:K + 1]))
        _X[i:I, j:J, k:K] = np.where(mask_140153832044112_gen_0[i:I, j:J, k:K], (ufuncs.float64(np.int64(0)) <= np.float64(np.int64(7))), _X[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153832044112_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(np.int64(0)) - np.float64(0.001)) * np.where(_X[i:I, j:J, k:K], (-(np.int64(1))), j0[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1].astype(np.int64)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k:K])
        mask_140153836205072_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153832044112_gen_0[i:I, j:J, k:K])), (np.where(qv[i:I, j:J, k:K], j0[i - 1:I - 1, j - 1:J - 1, k + 1:K + 1].astype(np.int64), a[i:I, j:J, k:K]).astype(np.float64) == (memset[i:I, j:J, k:K] - a[i:I, j:J, k:K].astype(np.float64))), mask_140153836205072_gen_0[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832044112_gen_0[i:I, j:J, k:K])), mask_140153836205072_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((a[i:I, j:J, k:K] * j0[i + 2:I + 2, j:J, k - 1:K - 1].astype(np.int64)).astype(np.float64) / ufuncs.remainder(pe[i:I, j:J, k + 1:K + 1], pe[i:I, j:J, k - 1:K - 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k:K])
        _X[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832044112_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153836205072_gen_0[i:I, j:J, k:K]))), ((np.float64(3.5) + res[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64)) <= pe[i:I, j:J, k - 1:K - 1]), _X[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832044112_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153836205072_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.erf(ufuncs.float64(ufuncs.abs(j0[i + 2:I + 2, j:J, k + 1:K + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.ceil((np.float64(0.0) + phi[i:I, j:J])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        a[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(memset[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    