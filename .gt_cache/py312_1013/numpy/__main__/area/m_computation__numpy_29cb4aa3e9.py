import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, stdin, x, kt, w, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, False))
    x = Field(x, _origin_['x'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    signed = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    printf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    _a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153844523536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844406544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__217_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153844763792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef__217_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_27_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845179920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845262480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef__217_27_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153845401616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend__217_27_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153845128656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845122512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845261776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845409232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844435024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845208336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844433296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844440080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1] = (w[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) >= (np.float64(1.0) + np.float64(stdin)))
            mask_140153844523536_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(stdin) - c[i:I, j:J, k_ - 1:k_]) < np.float64(np.where(v[i:I, j:J], kt, kt))), mask_140153844523536_gen_0[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844523536_gen_0[i:I, j:J, k_:k_ + 1]), (x[i:I, j:J, k_ + 1:k_ + 2] + (kt * kt)), signed[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isfinite((kt * np.float32(stdin)))), (c[i:I, j:J, k_:k_ + 1] - np.float64(ufuncs.minimum(np.float32(stdin), kt))).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isfinite((kt * np.float32(stdin)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((signed[i:I, j:J, k_:k_ + 1] / signed[i:I, j:J, k_:k_ + 1]).astype(np.float64) * (np.float64(stdin) * np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844763792_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isfinite((kt * np.float32(stdin)))), ((x[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(0.25)) != np.where(((np.float32(stdin) + signed[i:I, j:J, k_:k_ + 1]).astype(np.float64) == ufuncs.arccosh((ufuncs.abs(ufuncs.float64(np.int64(0))) + np.float64(1.0)))), x[i:I, j:J, k_:k_ + 1], kt).astype(np.float64)), b[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(np.float32(stdin), x[i:I, j:J, k_:k_ + 1]) < (kt / kt))
            w[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((np.float64(stdin) - c[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            tend__217_20_42_gen_0[i:I, j:J, k_:k_ + 1] = signed[i:I, j:J, k_:k_ + 1]
            coef__217_20_42_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.5)
            mask_140153844406544_gen_0[i:I, j:J, k_:k_ + 1] = (tend__217_20_42_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0))
            coef__217_20_42_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153844406544_gen_0[i:I, j:J, k_:k_ + 1], ((tend__217_20_42_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(0.001)) - tend__217_20_42_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), coef__217_20_42_gen_0[i:I, j:J, k_:k_ + 1])
            tend__217_20_42_gen_0[i:I, j:J, k_:k_ + 1] = (c[i:I, j:J, k_:k_ + 1] * c[i:I, j:J, k_:k_ + 1]).astype(np.float32)
            RETURN_VALUE__217_20_42_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arccosh((ufuncs.abs(ufuncs.arctanh((ufuncs.tanh(coef__217_20_42_gen_0[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)))) + np.float64(1.0)))
            signed[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(signed[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), RETURN_VALUE__217_20_42_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1] = (x[i:I, j:J, k_ + 1:k_ + 2] != x[i:I, j:J, k_:k_ + 1])
            printf[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.cos(c[i:I, j:J, k_ - 1:k_]), printf[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1].astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), gz[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0))))):
                tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), kt, tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1])
                coef__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), kt, coef__217_27_29_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153845179920_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), (tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0)), mask_140153845179920_gen_0[i:I, j:J, k_:k_ + 1])
                coef__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), mask_140153845179920_gen_0[i:I, j:J, k_:k_ + 1]), ((tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(0.001)) - tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), coef__217_27_29_gen_0[i:I, j:J, k_:k_ + 1])
                tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), (kt * kt), tend__217_27_29_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), ufuncs.arccosh((ufuncs.abs(ufuncs.arctanh((ufuncs.tanh(coef__217_27_29_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) * np.float64(0.5)))) + np.float64(1.0))), RETURN_VALUE__217_27_29_gen_0[i:I, j:J, k_:k_ + 1])
                printf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), (RETURN_VALUE__217_27_29_gen_0[i:I, j:J, k_:k_ + 1] * (np.float64(kt) / (ufuncs.abs(c[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), printf[i:I, j:J, k_:k_ + 1])
                printf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), (w[i:I, j:J, k_:k_ + 1].astype(np.float64) + gz[i:I, j:J, k_ - 1:k_]), printf[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845122512_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))), (gz[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), gz[i:I, j:J, k_:k_ + 1])
                
            c[i:I, j:J, k_:k_ + 1] = signed[i:I, j:J, k_:k_ + 1].astype(np.float64)
            printf[i:I, j:J, k_:k_ + 1] = (ufuncs.round_away_from_zero(ufuncs.float64(np.int64(2))) / (ufuncs.abs((w[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + gz[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1] = (printf[i:I, j:J, k_ - 1:k_] != ufuncs.remainder(printf[i:I, j:J, k_ - 1:k_], signed[i:I, j:J, k_ - 1:k_].astype(np.float64)))
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.power(ufuncs.abs(c[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) <= printf[i:I, j:J, k_ - 1:k_]), (np.float64(stdin) - printf[i:I, j:J, k_:k_ + 1]), (w[i:I, j:J, k_:k_ + 1].astype(np.float64) + printf[i:I, j:J, k_ - 1:k_])).astype(np.float32), x[i:I, j:J, k_:k_ + 1])
            mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], (np.float32((-(np.int64(2)))) == (x[i:I, j:J, k_:k_ + 1] * signed[i:I, j:J, k_ - 1:k_])), mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]), ((-(x[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float64) - (gz[i:I, j:J, k_:k_ + 1] + np.float64(1.0))), a[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]), np.float32(np.float64(0.25)), x[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(ufuncs.sinh(ufuncs.tanh(c[i:I, j:J, k_ - 1:k_]))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k_:k_ + 1])
            mask_140153845262480_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]))), np.bitwise_or(((-(a[i:I, j:J, k_ - 1:k_])) > (np.float64(kt) * gz[i:I, j:J, k_ - 1:k_])), ((w[i:I, j:J, k_:k_ + 1].astype(np.float64) - a[i:I, j:J, k_:k_ + 1]) == (np.float32(stdin) - x[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64))), mask_140153845262480_gen_0[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153845262480_gen_0[i:I, j:J, k_:k_ + 1]), ((gz[i:I, j:J, k_:k_ + 1] + signed[i:I, j:J, k_ - 1:k_].astype(np.float64)) / (ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(signed[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64) + np.float64(1.0))).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845128656_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153845262480_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.tanh(ufuncs.float64(stdin)) - np.float64((np.int64(1) + np.int64(stdin)))), c[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.round_away_from_zero(ufuncs.float64(stdin)), pt[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845401616_gen_0[i:I, j:J, k_:k_ + 1])), stdin, q[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153845261776_gen_0[i:I, j:J, k_:k_ + 1] = (np.where(((w[i:I, j:J, k_:k_ + 1].astype(np.float64) - printf[i:I, j:J, k_:k_ + 1]) != c[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1], printf[i:I, j:J, k_:k_ + 1]) <= np.float64(stdin))
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845261776_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan(a[i:I, j:J, k_:k_ + 1]), b[i:I, j:J, k_:k_ + 1])
            mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arccosh((ufuncs.abs(printf[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))) == w[i:I, j:J, k_ - 1:k_].astype(np.float64))
            mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], v[i:I, j + 1:J + 1], mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1]), ((-(a[i:I, j:J, k_:k_ + 1])) >= np.where(b[i:I, j:J, k_ - 1:k_], np.float64(stdin), printf[i:I, j:J, k_:k_ + 1])), b[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(w[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), np.float64(1.5)) * (pt[i:I, j:J, k_:k_ + 1] * x[i:I, j:J, k_:k_ + 1].astype(np.float64))).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1]), ((a[i:I, j:J, k_:k_ + 1] * np.float64(0.25)) * np.float64(0.1)).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153845208336_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(gz[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], printf[i:I, j:J, k_ - 1:k_].astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            printf[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845409232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64(ufuncs.log((ufuncs.abs(printf[i:I, j:J, k_:k_ + 1]) + np.float64(0.5)))), printf[i:I, j:J, k_:k_ + 1])
            mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(np.where((np.float32(ufuncs.int32(stdin)) >= (kt - x[i:I, j:J, k_:k_ + 1])), np.float64(stdin), printf[i:I, j:J, k_:k_ + 1]))
            mask_140153844433296_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(c[i:I, j:J, k_:k_ + 1]) != (np.float64(0.5) + w[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140153844433296_gen_0[i:I, j:J, k_:k_ + 1])
            printf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844433296_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(gz[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1]) + (gz[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(signed[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), printf[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844433296_gen_0[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(q[i:I, j:J, k_:k_ + 1]))) == gz[i:I, j:J, k_ - 1:k_]), b[i:I, j:J, k_:k_ + 1])
            _a[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), _a[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), (_a[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), (_a[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(0.1) >= np.float64((-(np.int64(2))))), np.where(v[i + 1:I + 1, j:J], pt[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1].astype(np.float64)), ufuncs.power(ufuncs.abs(pt[i:I, j:J, k_:k_ + 1]), np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k_:k_ + 1])
                printf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), (_a[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), np.float64(kt), printf[i:I, j:J, k_:k_ + 1])
                _a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), (_a[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (_a[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), _a[i:I, j:J, k_:k_ + 1])
                
            signed[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153844435024_gen_0[i:I, j:J, k_:k_ + 1])), ((signed[i:I, j:J, k_:k_ + 1] - kt).astype(np.float64) * (pt[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(3)))).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = stdin
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153844440080_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(w[i:I, j:J, k_:k_ + 1]))) < (dz[i:I, j:J, k_:k_ + 1] + w[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            signed[i:I, j:J, k_:k_ + 1] = np.where(mask_140153844440080_gen_0[i:I, j:J, k_:k_ + 1], (-(_a[i:I, j:J, k_:k_ + 1])).astype(np.float32), signed[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    