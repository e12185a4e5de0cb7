import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ni, b, expf, buffers_ok, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ni = Field(ni, _origin_['ni'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    buffers_ok = Field(buffers_ok, _origin_['buffers_ok'], (True, True, True))
    
    case = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned__289_12_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767660368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    volatile__289_12_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768944976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    char__289_16_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    char__289_12_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__2bd_23_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    a__2bd_23_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333760818128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759068432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    static_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = (np.float64(np.where((ufuncs.float64(buffers_ok[i:I, j:J, k_:k_ + 1]) != (expf[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs(buffers_ok[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), np.int64(1), np.int64(1))) - (expf[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(1))))
            volatile__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1] = ufuncs.float64(np.int64(1))
            char__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1] = ufuncs.abs(b)
            unsigned__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1] = (np.float64(1.0) * np.float64(b))
            case[I - 2:I, J - 1:J, k_:k_ + 1] = ufuncs.trunc(np.where((np.float64(1.0) == ufuncs.power(ufuncs.abs(volatile__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1]), np.float64(0.5))), unsigned__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1], volatile__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1]))
            res[I - 2:I, J - 1:J, k_:k_ + 1] = ufuncs.cos(np.where((ufuncs.remainder(volatile__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1], unsigned__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1]) <= volatile__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1]), char__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1].astype(np.float64), unsigned__289_12_24_gen_0[I - 2:I, J - 1:J, k_:k_ + 1]))
            mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(1)) < ufuncs.power(ufuncs.abs(case[i:I, j:J, k_ - 1:k_]), np.float64(0.5)))
            mask_140333767660368_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1], (ni[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64) == (buffers_ok[i:I, j:J, k_:k_ + 1] - case[i:I, j:J, k_:k_ + 1])), mask_140333767660368_gen_0[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1], mask_140333767660368_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64((np.int64(1) * np.int64(1))) * ufuncs.cos(res[i:I, j:J, k_:k_ + 1])), case[i:I, j:J, k_:k_ + 1])
            char__289_16_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1], (buffers_ok[i:I, j:J, k_ + 1:k_ + 2] + ni[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)), char__289_16_20_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.trunc(np.where((np.float64(1.0) == ufuncs.power(ufuncs.abs(b), np.float64(0.5))), buffers_ok[i:I, j:J, k_:k_ + 1], np.float64(b))), pt[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768944976_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.cos(np.where((ufuncs.remainder(np.float64(b), buffers_ok[i:I, j:J, k_:k_ + 1]) <= np.float64(b)), char__289_16_20_gen_0[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1])), x[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok[i:i + 1, J - 1:J, k_:k_ + 1] = (res[i:i + 1, J - 1:J, k_:k_ + 1] * buffers_ok[i:i + 1, J - 1:J, k_:k_ + 1])
            _X[i:i + 1, J - 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((_X[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((_X[i:i + 1, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:i + 1, J + 1:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (-(np.int64(2))), a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
                a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((_X[i:i + 1, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:i + 1, J + 1:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64) / (a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))).astype(np.int64), a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
                RETURN_VALUE__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((_X[i:i + 1, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:i + 1, J + 1:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), a__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], RETURN_VALUE__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
                it[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((_X[i:i + 1, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:i + 1, J + 1:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (x[i:i + 1, J - 1:J, k_ - 1:k_] * RETURN_VALUE__2bd_23_39_gen_0[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64)), it[i:i + 1, J - 1:J, k_:k_ + 1])
                _X[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((_X[i:i + 1, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:i + 1, J + 1:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (_X[i:i + 1, J - 1:J, k_:k_ + 1] + np.float64(1.0)), _X[i:i + 1, J - 1:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(((_X[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(1))) < ufuncs.remainder(it[i:I, j:J, k_:k_ + 1], _X[i:I, j:J, k_:k_ + 1])))), ufuncs.remainder(ni[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64), it[i:I, j:J, k_:k_ + 1]), (expf[i:I, j:J, k_:k_ + 1] + pt[i:I, j:J, k_:k_ + 1]))
            mask_140333759068432_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_or((buffers_ok[i:I, j:J, k_ + 1:k_ + 2] == (expf[i:I, j:J, k_ + 1:k_ + 2] * x[i:I, j:J, k_ + 1:k_ + 2])), ((it[i:I, j:J, k_:k_ + 1] * _X[i:I, j:J, k_:k_ + 1]) > (np.float64(np.int64(1)) - pt[i:I, j:J, k_:k_ + 1])))))
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759068432_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64((x[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(2)))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759068432_gen_0[i:I, j:J, k_:k_ + 1], ((res[i:I, j:J, k_:k_ + 1] + x[i:I, j:J, k_:k_ + 1]) + ufuncs.ceil(_X[i:I, j:J, k_ + 1:k_ + 2])), res[i:I, j:J, k_:k_ + 1])
            mask_140333760818128_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333759068432_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.maximum(_X[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_ + 1:k_ + 2]) >= ufuncs.remainder(np.float64(np.int64(1)), _X[i:I, j:J, k_:k_ + 1])), mask_140333760818128_gen_0[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333759068432_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333760818128_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(b), case[i:I, j:J, k_:k_ + 1])
            static_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.erf(res[i:I, j:J, k_:k_ + 1]) > (buffers_ok[i:I, j:J, k_:k_ + 1] + np.float64(b)))
            # --- end horizontal block --

        # --- end vertical block ---
    