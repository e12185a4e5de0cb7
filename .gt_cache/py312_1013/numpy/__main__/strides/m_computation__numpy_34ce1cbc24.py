import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, typeof, v, errno, var, main, dz, q, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    typeof = Field(typeof, _origin_['typeof'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    var = Field(var, _origin_['var'], (False, False, True))
    main = Field(main, _origin_['main'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    enum = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv__865_25_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__865_25_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835027344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend__865_25_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833549584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822655888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829420368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824885584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823938192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            errno[i:I, j:J, k_:k_ + 1] = ufuncs.abs(var[k_:k_ + 1]).astype(np.float32)
            x[i:I, j:J, k_:k_ + 1] = ((main[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1] - v[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float32)) + ufuncs.int32(ufuncs.minimum(ufuncs.maximum(errno[i:I, j:J, k_ - 1:k_].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32))
            errno[i:I, j:J, k_ - 1:k_] = np.where((np.float32(np.int64(1)) <= ufuncs.minimum(errno[i:I, j:J, k_:k_ + 1], delp[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float32))), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(x[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(6.0)) + np.float64(0.5))), ufuncs.remainder(typeof[i:I, j:J, k_ + 1:k_ + 2], main[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(main[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1], main[i:I, j:J, k_ + 1:k_ + 2]) != ufuncs.power(errno[i:I, j:J, k_ + 1:k_ + 2], np.int64(2)))
            mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], ((delp[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float32) * main[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]) != dz), mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1]), (x[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs((np.float64(1.5) * np.float64(1.0))) + np.float64(1.0))).astype(np.float32), errno[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.5) + typeof[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(x[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))).astype(np.float32), x[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64((-(np.int64(1)))), q[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153833549584_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((x[i:I, j:J, k_:k_ + 1] != errno[i:I, j:J, k_:k_ + 1]), typeof[i:I, j:J, k_ - 1:k_], np.where((typeof[i:I, j:J, k_:k_ + 1] >= np.float64(np.int64(3))), x[i:I, j:J, k_:k_ + 1].astype(np.float64), typeof[i:I, j:J, k_:k_ + 1])), c[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.bitwise_not((ufuncs.sin(ufuncs.float64(delp[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1])) < (main[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(q[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))))), ufuncs.sin(var[k_:k_ + 1]), (main[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) + var[k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1])
            res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(q[i:I, j:J, k_:k_ + 1], v[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            qv__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(np.int64(1)) / c[i:I, j:J, k_:k_ + 1]), qv__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arccosh((np.float64(ufuncs.abs(dz)) + np.float64(1.0))), tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((-(res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])) < (qv__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] * res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])), qv__865_25_30_gen_0[i:I, j:J, k_:k_ + 1], np.float64(np.int64(3))) * ufuncs.remainder(res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1], tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])), res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153835027344_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(1.0)), mask_140153835027344_gen_0[i:I, j:J, k_:k_ + 1])
            tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], mask_140153835027344_gen_0[i:I, j:J, k_:k_ + 1]), qv__865_25_30_gen_0[i:I, j:J, k_:k_ + 1], tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153835027344_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(res__865_25_30_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], (tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))), pe[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822655888_gen_0[i:I, j:J, k_:k_ + 1], tend__865_25_30_gen_0[i:I, j:J, k_:k_ + 1], uint8_t[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = (np.where(((var[k_:k_ + 1] * np.float64(1.0)) != (np.float64(np.int64(1)) - c[i:I, j:J, k_:k_ + 1])), typeof[i:I, j:J, k_:k_ + 1], np.float64(1.5)) - np.where((np.float64(dz) != q[i:I, j:J, k_:k_ + 1]), x[i:I, j:J, k_:k_ + 1], v[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float32)).astype(np.float64))
            w[i:I, j:J, k_:k_ + 1] = ufuncs.float64(ufuncs.cosh(ufuncs.tanh(main[i - 2:I - 2, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        x[I - 2:I - 1, J - 1:J, k:K] = dz
        mask_140153823938192_gen_0[i:I, j:J, k:K] = (np.float64(dz) < (x[i:I, j:J, k:K].astype(np.float64) - var[k:K]))
        do[i:I, j:J, k:K] = np.where(mask_140153823938192_gen_0[i:I, j:J, k:K], q[i:I, j:J, k:K], do[i:I, j:J, k:K])
        mask_140153829420368_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), (np.where((np.where(((np.float64(dz) / (ufuncs.abs(delp[i + 1:I + 1, j + 1:J + 1, k + 1:K + 1]).astype(np.float64) + np.float64(1.0))) <= (-(errno[i:I, j:J, k:K])).astype(np.float64)), np.float64(0.25), q[i:I, j:J, k + 1:K + 1]) <= (v[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.int64) + (-(np.int64(2)))).astype(np.float64)), do[i:I, j:J, k:K], np.float64(3.5)) >= ufuncs.minimum(v[i:I, j:J, k:K].astype(np.int64), np.int64(1)).astype(np.float64)), mask_140153829420368_gen_0[i:I, j:J, k:K])
        mask_140153824885584_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), mask_140153829420368_gen_0[i:I, j:J, k:K]), ((var[k:K] + v[i + 2:I + 2, j + 1:J + 1, k:K].astype(np.float64)) > (q[i:I, j:J, k:K] - np.float64(0.5))), mask_140153824885584_gen_0[i:I, j:J, k:K])
        enum[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), mask_140153829420368_gen_0[i:I, j:J, k:K]), mask_140153824885584_gen_0[i:I, j:J, k:K]), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.sqrt(ufuncs.abs(c[i:I, j:J, k + 1:K + 1]))), np.float64(6.0)) + np.float64(0.5))), enum[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), mask_140153829420368_gen_0[i:I, j:J, k:K]), mask_140153824885584_gen_0[i:I, j:J, k:K]), dz, x[i:I, j:J, k:K])
        uint8_t[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), mask_140153829420368_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140153824885584_gen_0[i:I, j:J, k:K]))), np.float64(3.5), uint8_t[i:I, j:J, k:K])
        uint8_t[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153823938192_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153829420368_gen_0[i:I, j:J, k:K]))), ((-(x[i:I, j:J, k:K])) * errno[i:I, j:J, k:K]).astype(np.float64), uint8_t[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        do[i:I, j:J, k:K] = ((np.float64(dz) - q[i:I, j:J, k:K]) - np.where((delp[i:I, j:J, k:K].astype(np.float64) < np.where(((enum[i:I, j:J, k:K] + errno[i:I, j:J, k:K].astype(np.float64)) != np.float64(10.0)), q[i:I, j:J, k + 1:K + 1], delp[i + 1:I + 1, j:J, k:K].astype(np.float64))), uint8_t[i:I, j:J, k:K], uint8_t[i:I, j:J, k:K]))
        uint8_t[i:I, j:J, k:K] = ((pe[i:I, j:J, k:K] * c[i:I, j:J, k:K]) - main[i:I, j:J, k + 1:K + 1].astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_:k_ + 1] = errno[i:I, j:J, k_ - 1:k_].astype(np.float64)
            pe[i:I, j:J, k_:k_ + 1] = q[i:I, j:J, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    