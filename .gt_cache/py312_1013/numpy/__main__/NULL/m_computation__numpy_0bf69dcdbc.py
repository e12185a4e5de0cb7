import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, mask, enum, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    mask = Field(mask, _origin_['mask'], (True, True, False))
    enum = Field(enum, _origin_['enum'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851975504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853470032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853434832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__42a_36_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153849924624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153849655184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    qv_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            enum[i:I, j:J] = ufuncs.erf((u[i:I, j:J, k_:k_ + 1] - np.float32(np.int64(3)))).astype(np.float64)
            b[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = u[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1]
            enum[i:I, j:J] = ufuncs.exp(ufuncs.minimum(ufuncs.float64(mask[i:I, j + 1:J + 1]), np.float64(5.0)))
            qv_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arctanh((ufuncs.tanh((b[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * enum[i:I, j:J])) * np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv_gen_1[i:I, j:J, k_:k_ + 1] = mask[i:I, j + 2:J + 2].astype(np.float64)
            qv_gen_1[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or((np.float64(1.0) == b[i:I, j:J, k_:k_ + 1].astype(np.float64)), bool(bool(False))), (qv_gen_1[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(3))), (mask[i + 1:I + 1, j:J].astype(np.int64) * np.int64(3)).astype(np.float64))
            mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(mask[i:I, j + 1:J + 1]))) > np.float64(np.int64(3)))
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(np.int64(1)) + ufuncs.floor(ufuncs.float64(np.int64(3)))), x_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(ufuncs.isnan(qv_gen_1[i:I, j:J, k_:k_ + 1]), (b[i:I, j:J, k_:k_ + 1].astype(np.float64) <= np.float64(0.25))), mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1])
            phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1]), ((-(b[i:I, j:J, k_:k_ + 1])) - b[i:I, j:J, k_:k_ + 1]), phi_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153849924624_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1]))), (x_gen_0[i:I, j:J, k_:k_ + 1] == qv_gen_1[i:I, j:J, k_:k_ + 1]), mask_140153849924624_gen_0[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153849924624_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.abs(np.float64(0.25)) + (np.float64(0.0) + qv_gen_1[i:I, j:J, k_:k_ + 1])), enum[i:I, j:J])
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153853470032_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153853434832_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153849924624_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(1.5), x_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((np.where(((u[i:I, j:J, k_:k_ + 1].astype(np.float64) * qv_gen_1[i:I, j:J, k_:k_ + 1]) < ufuncs.power(ufuncs.abs(u[i:I, j:J, k_ + 1:k_ + 2]), np.float64(0.5))), np.float64(0.25), np.float64(np.int64(2))) <= x_gen_0[i:I, j:J, k_:k_ + 1]), enum[i:I, j:J], u[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) > ufuncs.round_away_from_zero(phi_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], (np.where(bool(bool(False)), b[i:I, j:J, k_:k_ + 1], phi_gen_0[i:I, j:J, k_:k_ + 1]) >= u[i:I, j:J, k_:k_ + 1]), mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1])
            const_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1]), np.where((phi_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) <= qv_gen_1[i:I, j:J, k_:k_ + 1]), np.float64(0.25), ufuncs.minimum(mask[i:I, j + 2:J + 2].astype(np.float64), x_gen_0[i:I, j:J, k_:k_ + 1])), const_gen_0[i:I, j:J, k_:k_ + 1])
            enum[i:I, j:J] = np.where(np.bitwise_and(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(qv_gen_1[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), enum[i:I, j:J])
            RETURN_VALUE__42a_36_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1]))), const_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__42a_36_20_gen_0[i:I, j:J, k_:k_ + 1])
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1]))), (RETURN_VALUE__42a_36_20_gen_0[i:I, j:J, k_:k_ + 1] - (const_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(phi_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), x_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851975504_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153849655184_gen_0[i:I, j:J, k_:k_ + 1]))), mask[i:I, j + 1:J + 1], delp_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    