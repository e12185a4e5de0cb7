import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, qv, var, ua, coef, pe, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    var = Field(var, _origin_['var'], (False, False, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t__19c_21_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850532944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847352656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t__19c_20_124_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__19c_21_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848859792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844469136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t__19c_17_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153841794320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__19c_20_124_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    uint8_t__19c_24_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843035664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842357712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847725008_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t__19c_30_51_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__19c_30_51_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153847352656_gen_0[i:I, j:J, k:K] = np.where((np.float64(1.5) == np.float64(10.0)), (ufuncs.remainder(ua[i:I, j:J, k:K], np.float64(coef)) >= np.float64(coef)), mask_140153847352656_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.sin((pe[i + 1:I + 1, j:J].astype(np.float64) * ua[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), qv[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), ((ua[i:I, j:J, k:K] - pe[i:I, j + 1:J + 1].astype(np.float64)) + (u[i:I, j:J, k:K].astype(np.float64) * ua[i:I, j:J, k:K])), cp[i:I, j:J, k:K])
        uint8_t__19c_17_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), (u[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1] * u[i + 1:I + 1, j:J, k:K]), uint8_t__19c_17_25_gen_0[i:I, j:J, k:K])
        mask_140153850532944_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), (uint8_t__19c_17_25_gen_0[i:I, j:J, k:K].astype(np.float64) < np.float64(1.0)), mask_140153850532944_gen_0[i:I, j:J, k:K])
        uint8_t__19c_17_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), mask_140153850532944_gen_0[i:I, j:J, k:K]), (uint8_t__19c_17_25_gen_0[i:I, j:J, k:K] - uint8_t__19c_17_25_gen_0[i:I, j:J, k:K]), uint8_t__19c_17_25_gen_0[i:I, j:J, k:K])
        uint8_t__19c_17_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140153850532944_gen_0[i:I, j:J, k:K]))), ufuncs.power(ufuncs.abs(uint8_t__19c_17_25_gen_0[i:I, j:J, k:K]), np.float64(0.5)).astype(np.int16), uint8_t__19c_17_25_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.float64(1.5) == np.float64(10.0)), mask_140153847352656_gen_0[i:I, j:J, k:K]), ufuncs.abs((uint8_t__19c_17_25_gen_0[i:I, j:J, k:K] + uint8_t__19c_17_25_gen_0[i:I, j:J, k:K])).astype(np.float64), cp[i:I, j:J, k:K])
        INFINITY[i:I, j:J, k:K] = np.where((np.float64(1.5) == np.float64(10.0)), np.where((pe[i - 1:I - 1, j - 2:J - 2] == u[i - 1:I - 1, j - 1:J - 1, k:K].astype(np.float32)), (ua[i:I, j:J, k:K] + u[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.float64)), (var[k + 1:K + 1].astype(np.float64) - np.float64(2.0))), INFINITY[i:I, j:J, k:K])
        mask_140153844469136_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), ((-(np.int64(2))) == var[k:K]), mask_140153844469136_gen_0[i:I, j:J, k:K])
        uint8_t__19c_20_124_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), var[k:K], uint8_t__19c_20_124_gen_0[i:I, j:J, k:K])
        mask_140153848859792_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), (uint8_t__19c_20_124_gen_0[i:I, j:J, k:K].astype(np.float64) < np.float64(1.0)), mask_140153848859792_gen_0[i:I, j:J, k:K])
        uint8_t__19c_20_124_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), mask_140153848859792_gen_0[i:I, j:J, k:K]), (uint8_t__19c_20_124_gen_0[i:I, j:J, k:K] - uint8_t__19c_20_124_gen_0[i:I, j:J, k:K]), uint8_t__19c_20_124_gen_0[i:I, j:J, k:K])
        uint8_t__19c_20_124_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140153848859792_gen_0[i:I, j:J, k:K]))), ufuncs.power(ufuncs.abs(uint8_t__19c_20_124_gen_0[i:I, j:J, k:K]), np.float64(0.5)).astype(np.int64), uint8_t__19c_20_124_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__19c_20_124_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), ufuncs.abs((uint8_t__19c_20_124_gen_0[i:I, j:J, k:K] + uint8_t__19c_20_124_gen_0[i:I, j:J, k:K])), RETURN_VALUE__19c_20_124_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not((np.float64(1.5) == np.float64(10.0)))), mask_140153844469136_gen_0[i:I, j:J, k:K]), np.where(np.bitwise_and(((INFINITY[i:I, j:J, k:K] + np.float64(np.int64(1))) <= INFINITY[i:I, j:J, k:K]), ((np.float64(1.5) / (ufuncs.abs(cp[i:I, j:J, k:K]) + np.float64(1.0))) < (qv[i:I, j:J, k:K] - u[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.int32)).astype(np.float64))), (np.int64(7) - (-(np.int64(2)))), RETURN_VALUE__19c_20_124_gen_0[i:I, j:J, k:K]).astype(np.float64), cp[i:I, j:J, k:K])
        uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] = INFINITY[i:I, j:J, k:K]
        mask_140153841794320_gen_0[i:I, j:J, k:K] = (uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] < np.float64(1.0))
        uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] = np.where(mask_140153841794320_gen_0[i:I, j:J, k:K], (uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] - uint8_t__19c_21_26_gen_0[i:I, j:J, k:K]), uint8_t__19c_21_26_gen_0[i:I, j:J, k:K])
        uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153841794320_gen_0[i:I, j:J, k:K])), ufuncs.power(ufuncs.abs(uint8_t__19c_21_26_gen_0[i:I, j:J, k:K]), np.float64(0.5)), uint8_t__19c_21_26_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__19c_21_26_gen_0[i:I, j:J, k:K] = ufuncs.abs((uint8_t__19c_21_26_gen_0[i:I, j:J, k:K] + uint8_t__19c_21_26_gen_0[i:I, j:J, k:K]))
        ua[i:I, j:J, k:K] = ((u[i:I, j:J, k:K].astype(np.float32) / np.float32((-(np.int64(2))))).astype(np.float64) + RETURN_VALUE__19c_21_26_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ua[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] = (cp[i:I, j:J, k:K] / (ufuncs.abs(ua[i:I, j:J, k:K]) + np.float64(1.0)))
        mask_140153843035664_gen_0[i:I, j:J, k:K] = (uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] < np.float64(1.0))
        uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] = np.where(mask_140153843035664_gen_0[i:I, j:J, k:K], (uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] - uint8_t__19c_24_17_gen_0[i:I, j:J, k:K]), uint8_t__19c_24_17_gen_0[i:I, j:J, k:K])
        uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153843035664_gen_0[i:I, j:J, k:K])), ufuncs.power(ufuncs.abs(uint8_t__19c_24_17_gen_0[i:I, j:J, k:K]), np.float64(0.5)), uint8_t__19c_24_17_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = ufuncs.abs((uint8_t__19c_24_17_gen_0[i:I, j:J, k:K] + uint8_t__19c_24_17_gen_0[i:I, j:J, k:K]))
        qv[I - 1:I, j:j + 2, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((cp[I - 1:I, j:j + 2, k:K] * pe[I:I + 1, j:j + 2].astype(np.float64)) * ufuncs.tanh(pe[I + 1:I + 2, j:j + 2]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153842357712_gen_0[i:I, j:J, k:K] = (u[i:I, j:J, k:K].astype(np.float64) < ufuncs.round_away_from_zero(INFINITY[i:I, j:J, k:K]))
        cp[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], ufuncs.abs((qv[i:I, j:J, k:K].astype(np.float32) / pe[i + 2:I + 2, j + 2:J + 2])).astype(np.float64), cp[i:I, j:J, k:K])
        uint8_t__19c_30_51_gen_0[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], coef, uint8_t__19c_30_51_gen_0[i:I, j:J, k:K])
        mask_140153847725008_gen_0[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], (uint8_t__19c_30_51_gen_0[i:I, j:J, k:K].astype(np.float64) < np.float64(1.0)), mask_140153847725008_gen_0[i:I, j:J, k:K])
        uint8_t__19c_30_51_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842357712_gen_0[i:I, j:J, k:K], mask_140153847725008_gen_0[i:I, j:J, k:K]), (uint8_t__19c_30_51_gen_0[i:I, j:J, k:K] - uint8_t__19c_30_51_gen_0[i:I, j:J, k:K]), uint8_t__19c_30_51_gen_0[i:I, j:J, k:K])
        uint8_t__19c_30_51_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842357712_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153847725008_gen_0[i:I, j:J, k:K]))), ufuncs.power(ufuncs.abs(uint8_t__19c_30_51_gen_0[i:I, j:J, k:K]), np.float64(0.5)).astype(np.float32), uint8_t__19c_30_51_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__19c_30_51_gen_0[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], ufuncs.abs((uint8_t__19c_30_51_gen_0[i:I, j:J, k:K] + uint8_t__19c_30_51_gen_0[i:I, j:J, k:K])), RETURN_VALUE__19c_30_51_gen_0[i:I, j:J, k:K])
        INFINITY[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], ((ua[i:I, j:J, k:K] * qv[i:I, j:J, k:K].astype(np.float64)) / (ufuncs.abs(RETURN_VALUE__19c_30_51_gen_0[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))), INFINITY[i:I, j:J, k:K])
        v_gen_0[i:I, j:J, k:K] = np.where(mask_140153842357712_gen_0[i:I, j:J, k:K], np.float64(0.0), v_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153842357712_gen_0[i:I, j:J, k:K], (v_gen_0[i:I, j:J, k:K] < np.float64(3.0)))):
            ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842357712_gen_0[i:I, j:J, k:K], (v_gen_0[i:I, j:J, k:K] < np.float64(3.0))), np.float64(ufuncs.power(ufuncs.power(coef, np.int64(2)), np.int64(2))), ua[i:I, j:J, k:K])
            v_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842357712_gen_0[i:I, j:J, k:K], (v_gen_0[i:I, j:J, k:K] < np.float64(3.0))), (v_gen_0[i:I, j:J, k:K] + np.float64(1.0)), v_gen_0[i:I, j:J, k:K])
            
        qv[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153842357712_gen_0[i:I, j:J, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(coef) + (v_gen_0[i:I, j:J, k:K] / (ufuncs.abs(cp[i:I, j:J, k:K]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), qv[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153842357712_gen_0[i:I, j:J, k:K])), v_gen_0[i:I, j:J, k:K], cp[i:I, j:J, k:K])
        area_gen_0[i:I, j:J, k:K] = (cp[i:I, j:J, k:K] <= (cp[i:I, j:J, k:K] + qv[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    