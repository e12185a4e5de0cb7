import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tmp, _X, const, j0, HUGE_VAL, tend, goto, nan, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    _X = Field(_X, _origin_['_X'], (True, True, False))
    j0 = Field(j0, _origin_['j0'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    nan = Field(nan, _origin_['nan'], (True, True, True))
    
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845356560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831567568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830350416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826657488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__b2c_46_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__b2c_39_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833076112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831425744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838566544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833313232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__b2c_28_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153827516624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y__b2c_39_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153839848016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y__b2c_28_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834710288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831439696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t__b2c_28_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842533776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y__b2c_46_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1] = (nan[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) > np.where((nan[i + 1:I + 1, j + 1:J + 1, k_ - 1:k_] == HUGE_VAL[i:I, j:J, k_:k_ + 1].astype(np.float32)), const, np.float64(0.5)))
            mask_140153826657488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], _X[i:I, j:J], mask_140153826657488_gen_0[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826657488_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(goto), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_ - 1:k_])
            tmp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826657488_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.erfc(nan[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ufuncs.float64(np.float64(0.5)), tmp[i:I, j:J, k_:k_ + 1].astype(np.float64)), q[i:I, j:J, k_:k_ + 1])
            mask_140153845356560_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], (j0[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) == np.float64(0.5)), mask_140153845356560_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845356560_gen_0[i:I, j:J, k_:k_ + 1]), (q[i:I, j:J, k_ - 1:k_] + (np.float64(goto) * q[i:I, j:J, k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1])
            mask_140153830350416_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845356560_gen_0[i:I, j:J, k_:k_ + 1]))), (j0[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.int64) != (-(np.int64(1)))), mask_140153830350416_gen_0[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153831567568_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845356560_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153830350416_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.log10((ufuncs.abs(ufuncs.float64(q[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = ufuncs.maximum((tend[i:I, j:J, k_:k_ + 1] - nan[i + 2:I + 2, j:J, k_:k_ + 1]).astype(np.float64), (HUGE_VAL[i:I, j:J, k_:k_ + 1].astype(np.float64) * const))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsinh(const) >= (q[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(tmp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))))
            mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(((np.float32(np.int64(2)) - nan[i:I, j - 2:J - 2, k_:k_ + 1]) < ufuncs.int64(ufuncs.minimum(ufuncs.maximum(q[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32)), (np.float32(goto) <= tend[i:I, j:J, k_ + 1:k_ + 2])), mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1])
            t__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(nan[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]), t__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), (-(j0[i:I, j:J, k_ - 1:k_])), pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), (-(np.int64(2))), y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((t__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), (t__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))).astype(np.int64), y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153833076112_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), (pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153833076112_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153833076112_gen_0[i:I, j:J, k_:k_ + 1]), np.int32(ufuncs.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842533776_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsinh((y__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1] - pt__b2c_28_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float32)).astype(np.float64), q[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.cbrt(ufuncs.float64(j0[i:I, j:J, k_:k_ + 1])) - np.float64(goto)), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_:k_ + 1])
            c_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), c_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1])), (c_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(goto)), np.float64(4.0))))):
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1])), (c_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(goto)), np.float64(4.0)))), ((q[i:I, j:J, k_ + 1:k_ + 2] + np.float64(0.5)) * ufuncs.gamma((ufuncs.minimum(ufuncs.abs(nan[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(6.0)) + np.float64(0.5)))), q[i:I, j:J, k_:k_ + 1])
                c_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833313232_gen_0[i:I, j:J, k_:k_ + 1])), (c_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(goto)), np.float64(4.0)))), (c_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), c_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(q[i:I, j:J, k_:k_ + 1], nan[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64)) >= np.float64(ufuncs.power(np.int64(1), np.int64(2))))
            mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], _X[i:I, j + 2:J + 2], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1])
            mask_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sin(ufuncs.float64((j0[i - 1:I - 1, j:J, k_ - 1:k_] - j0[i:I, j:J, k_:k_ + 1]))), mask_gen_0[i:I, j:J, k_:k_ + 1])
            mask_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(goto), mask_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), const, pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(np.float64(goto), const), y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((c_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), (c_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153838566544_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), (pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140153838566544_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153838566544_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsinh((y__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1] - pt__b2c_39_24_gen_0[i:I, j:J, k_:k_ + 1])), w_gen_0[i:I, j:J, k_:k_ + 1])
            inline_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]))), (w_gen_0[i:I, j:J, k_:k_ + 1] - (np.float64(goto) * q[i:I, j:J, k_:k_ + 1])), inline_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153839848016_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153834710288_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.float64(c_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(0.1)), w_gen_0[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(const, q[i:I, j:J, k_ + 1:k_ + 2]) * (np.float64(goto) - w_gen_0[i:I, j:J, k_:k_ + 1]))
            mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1] = _X[i:I, j - 2:J - 2]
            mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((np.bitwise_not(_X[i + 2:I + 2, j + 2:J + 2])), (HUGE_VAL[i:I, j:J, k_:k_ + 1].astype(np.float64) != w_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(1.0), pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), (inline_gen_0[i:I, j:J, k_:k_ + 1] - mask_gen_0[i:I, j:J, k_:k_ + 1]), y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1])
            y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((w_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), (w_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153827516624_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), (pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140153827516624_gen_0[i:I, j:J, k_:k_ + 1])
            pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153827516624_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsinh((y__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1] - pt__b2c_46_25_gen_0[i:I, j:J, k_:k_ + 1])), qv_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]))), (-(qv_gen_0[i:I, j:J, k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831439696_gen_0[i:I, j:J, k_:k_ + 1]))), q[i:I, j:J, k_ + 1:k_ + 2], v_gen_0[i:I, j:J, k_:k_ + 1])
            fmin_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.erf(q[i:I, j:J, k_ + 1:k_ + 2]) * np.where(((v_gen_0[i:I, j:J, k_:k_ + 1] - w_gen_0[i:I, j:J, k_:k_ + 1]) <= ufuncs.float64(const)), np.float64(10.0), w_gen_0[i:I, j:J, k_:k_ + 1])), fmin_gen_0[i:I, j:J, k_:k_ + 1])
            mask_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(HUGE_VAL[i:I, j:J, k_ - 1:k_], np.int64(2)).astype(np.float64) - (inline_gen_0[i:I, j:J, k_:k_ + 1] - j0[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), mask_gen_0[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831425744_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.minimum(c_gen_0[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) - np.float64(0.5)), pe_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    