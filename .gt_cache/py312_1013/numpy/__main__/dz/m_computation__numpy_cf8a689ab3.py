import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, powf, size_t, q, var, switch, y, _X, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    powf = Field(powf, _origin_['powf'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, False))
    var = Field(var, _origin_['var'], (False, False, True))
    switch = Field(switch, _origin_['switch'], (True, True, True))
    _X = Field(_X, _origin_['_X'], (True, True, True))
    
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153866265744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861921424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860536208_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861429328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862118352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__fb6_18_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    v__fb6_18_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    res__fb6_18_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__fb6_30_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__fb6_30_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__fb6_30_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153862118352_gen_0[i:I, j:J, k:K] = (np.float64(y) <= (np.float64(2.0) * var[k:K].astype(np.float64)))
        INFINITY[i:I, j:J, k:K] = np.where(mask_140153862118352_gen_0[i:I, j:J, k:K], ((switch[i:I, j - 1:J - 1, k:K] * _X[i:I, j:J, k:K].astype(np.float32)) - (y - _X[i:I, j:J, k:K].astype(np.float32))), INFINITY[i:I, j:J, k:K])
        res__fb6_18_32_gen_0[i:I, j:J, k:K] = np.where(mask_140153862118352_gen_0[i:I, j:J, k:K], INFINITY[i:I, j:J, k:K], res__fb6_18_32_gen_0[i:I, j:J, k:K])
        v__fb6_18_32_gen_0[i:I, j:J, k:K] = np.where(mask_140153862118352_gen_0[i:I, j:J, k:K], var[k + 1:K + 1], v__fb6_18_32_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__fb6_18_32_gen_0[i:I, j:J, k:K] = np.where(mask_140153862118352_gen_0[i:I, j:J, k:K], ufuncs.ceil((INFINITY[i:I, j:J, k:K] - v__fb6_18_32_gen_0[i:I, j:J, k:K])), RETURN_VALUE__fb6_18_32_gen_0[i:I, j:J, k:K])
        INFINITY[i:I, j:J, k:K] = np.where(mask_140153862118352_gen_0[i:I, j:J, k:K], ufuncs.cbrt(RETURN_VALUE__fb6_18_32_gen_0[i:I, j:J, k:K]), INFINITY[i:I, j:J, k:K])
        mask_140153860536208_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153862118352_gen_0[i:I, j:J, k:K])), (var[k:K] <= switch[i + 1:I + 1, j:J, k + 1:K + 1]), mask_140153860536208_gen_0[i:I, j:J, k:K])
        mask_140153866265744_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862118352_gen_0[i:I, j:J, k:K])), mask_140153860536208_gen_0[i:I, j:J, k:K]), np.bitwise_or((INFINITY[i:I, j:J, k:K] >= switch[i + 1:I + 1, j:J, k:K]), (powf[i:I, j:J, k:K].astype(np.float32) != INFINITY[i:I, j:J, k:K])), mask_140153866265744_gen_0[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153862118352_gen_0[i:I, j:J, k:K])), mask_140153860536208_gen_0[i:I, j:J, k:K]), mask_140153866265744_gen_0[i:I, j:J, k:K]), _X[i:I, j:J, k:K], qv_gen_0[i:I, j:J, k:K])
        powf[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862118352_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153860536208_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.sinh(ufuncs.tanh(ufuncs.float64(np.int64(7)))) * (qv_gen_0[i:I, j:J, k:K].astype(np.float64) + np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), powf[i:I, j:J, k:K])
        mask_140153861921424_gen_0[i:I, j:J, k:K] = ((_X[i:I, j:J, k:K].astype(np.int64) - powf[i:I, j:J, k:K]).astype(np.float64) >= (q[i + 1:I + 1, j + 2:J + 2] - switch[i - 1:I - 1, j:J, k:K].astype(np.float64)))
        qv_gen_0[i:I, j:J, k:K] = np.where(mask_140153861921424_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(var[k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), qv_gen_0[i:I, j:J, k:K])
        sqrtf_gen_0[i:I, j:J, k:K] = np.where(mask_140153861921424_gen_0[i:I, j:J, k:K], (ufuncs.arcsinh(q[i + 2:I + 2, j + 1:J + 1]) <= qv_gen_0[i:I, j:J, k:K].astype(np.float64)), sqrtf_gen_0[i:I, j:J, k:K])
        mask_140153861429328_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153861921424_gen_0[i:I, j:J, k:K])), np.bitwise_or(((powf[i:I, j:J, k:K].astype(np.float64) + q[i + 1:I + 1, j:J]) > ufuncs.float64(np.float64(2.0))), sqrtf_gen_0[i:I, j:J, k:K]), mask_140153861429328_gen_0[i:I, j:J, k:K])
        _X[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153861921424_gen_0[i:I, j:J, k:K])), mask_140153861429328_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(3.5) / switch[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), _X[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc__fb6_30_41_gen_0[i:I, j:J, k:K] = q[i - 1:I - 1, j:J]
        res__fb6_30_41_gen_0[i:I, j:J, k:K] = np.float64(2.0)
        RETURN_VALUE__fb6_30_41_gen_0[i:I, j:J, k:K] = ufuncs.ceil((vc__fb6_30_41_gen_0[i:I, j:J, k:K] - size_t[i:I, j:J, k:K].astype(np.float64)))
        powf[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(RETURN_VALUE__fb6_30_41_gen_0[i:I, j:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            _X[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((q[i - 2:I - 2, j:J] * INFINITY[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs((y * INFINITY[i:I, j:J, k_:k_ + 1])).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    