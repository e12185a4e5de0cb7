import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, INFINITY, int32_t, cp, u, a, union, area, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333762402192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum__0e0_16_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__0e0_23_50_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333764544976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762789776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    case_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333764452432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum__0e0_42_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__0e0_42_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333763639696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    short_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758948368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    enum__0e0_35_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770419216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__0e0_35_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333762402192_gen_0[i:I, j:J, k:K] = np.bitwise_and((np.bitwise_not((np.float64(np.int64(7)) < np.float64(2.0)))), (b[i + 2:I + 2, j:J, k - 1:K - 1] > union[i:I, j:J, lk + var].astype(np.float64)))
        enum__0e0_16_19_gen_0[i:I, j:J, k:K] = np.where(mask_140333762402192_gen_0[i:I, j:J, k:K], ufuncs.power(var, np.int64(2)), enum__0e0_16_19_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(mask_140333762402192_gen_0[i:I, j:J, k:K], (ufuncs.maximum(enum__0e0_16_19_gen_0[i:I, j:J, k:K], enum__0e0_16_19_gen_0[i:I, j:J, k:K]) * (enum__0e0_16_19_gen_0[i:I, j:J, k:K] - enum__0e0_16_19_gen_0[i:I, j:J, k:K])).astype(np.float64), area[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and((ufuncs.maximum(u[i:I, j:J, k:K], np.float64(np.int64(0))) != np.where((np.float64(0.5) <= ufuncs.arccos(ufuncs.tanh(area[i:I, j:J, k:K]))), np.float64(10.0), np.float64(0.1))), ((np.float64(np.int64(7)) / (np.float64(ufuncs.abs(var)) + np.float64(1.0))) >= np.where((union[i - 2:I - 2, j:J, k:K].astype(np.float64) > np.float64(2.0)), INFINITY[i:I, j:J, k:K], np.float64(np.int64(1))))), (b[i:I, j:J, k:K] * union[i:I, j - 1:J - 1, k:K].astype(np.float64)), ufuncs.power(ufuncs.abs(u[i:I, j:J, k:K]), np.float64(0.5)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(np.float64(2.0)), np.float64(1.0), b[i - 2:I - 2, j:J, k_:k_ + 1])
            INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1] = (ufuncs.arctan(ufuncs.float64(a[i + 1:i + 3, J - 1:J, k_:k_ + 1])) / (ufuncs.abs(int32_t) + np.float64(1.0)))
            mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1] = (np.bitwise_not((np.float64(2.0) < a[i + 1:i + 3, J - 2:J - 1, k_:k_ + 1].astype(np.float64))))
            RETURN_VALUE__0e0_23_50_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1], (ufuncs.maximum(cp, cp) * (cp - cp)), RETURN_VALUE__0e0_23_50_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1], ((u[i:i + 2, J - 2:J - 1, k_:k_ + 1] * int32_t) + RETURN_VALUE__0e0_23_50_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1].astype(np.float64)), INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1], ((union[i + 1:i + 3, J:J + 1, k_ + 1:k_ + 2] + union[i + 1:i + 3, J - 2:J - 1, k_ - 1:k_]).astype(np.float64) - (int32_t - union[i + 1:i + 3, J - 1:J, k_ - 1:k_].astype(np.float64))), INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            mask_140333762789776_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1])), (var != union[i - 2:i, J - 2:J - 1, k_ - 1:k_]), mask_140333762789776_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1])), mask_140333762789776_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1]), ((a[i + 1:i + 3, J - 2:J - 1, k_:k_ + 1].astype(np.float64) / area[i:i + 2, J - 2:J - 1, k_:k_ + 1]) + (np.float64(var) * int32_t)), INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764544976_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1])), (np.bitwise_not(mask_140333762789776_gen_0[i:i + 2, J - 2:J - 1, k_:k_ + 1]))), ((np.float64(cp) + area[i:i + 2, J - 2:J - 1, k_:k_ + 1]) * np.float64(cp)), INFINITY[i:i + 2, J - 2:J - 1, k_:k_ + 1])
            rho[i:i + 2, J - 2:J - 1, k_:k_ + 1] = ufuncs.power(u[i:i + 2, J - 2:J - 1, k_:k_ + 1], np.int64(2))
            INFINITY[i:I, j:J, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh(ufuncs.power(INFINITY[i:I, j:J, k_:k_ + 1], np.int64(2))))
            val[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(np.float64(var), (int32_t - b[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333763639696_gen_0[i:I, j:J, k:K] = ((a[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.int64) + (-(np.int64(1)))).astype(np.float64) > area[i:I, j:J, k:K])
        mask_140333764452432_gen_0[i:I, j:J, k:K] = np.where(mask_140333763639696_gen_0[i:I, j:J, k:K], np.bitwise_and((INFINITY[i:I, j:J, k:K] >= np.float64(cp)), (np.float64(2.0) != (rho[i:I, j:J, k:K] + np.float64(0.1)))), mask_140333764452432_gen_0[i:I, j:J, k:K])
        enum__0e0_35_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], mask_140333764452432_gen_0[i:I, j:J, k:K]), (-(np.int64(2))), enum__0e0_35_25_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], mask_140333764452432_gen_0[i:I, j:J, k:K]), (ufuncs.maximum(enum__0e0_35_25_gen_0[i:I, j:J, k:K], enum__0e0_35_25_gen_0[i:I, j:J, k:K]) * (enum__0e0_35_25_gen_0[i:I, j:J, k:K] - enum__0e0_35_25_gen_0[i:I, j:J, k:K])), RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K])
        case_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], mask_140333764452432_gen_0[i:I, j:J, k:K]), (ufuncs.maximum(RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K], RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K]) * (RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K] - RETURN_VALUE__0e0_35_25_gen_0[i:I, j:J, k:K])), case_gen_0[i:I, j:J, k:K])
        case_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], mask_140333764452432_gen_0[i:I, j:J, k:K]), ufuncs.log((ufuncs.abs((u[i:I, j:J, k - 1:K - 1] / (ufuncs.abs(area[i:I, j:J, k:K]) + np.float64(1.0)))) + np.float64(0.5))).astype(np.int64), case_gen_0[i:I, j:J, k:K])
        tend_gen_0[i:I, j:J, k:K] = np.where(mask_140333763639696_gen_0[i:I, j:J, k:K], np.float64(0.0), tend_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], (tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(var)), np.float64(4.0))))):
            gz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], (tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(var)), np.float64(4.0)))), ufuncs.log10((ufuncs.abs((union[i:I, j:J, k:K].astype(np.float64) / (np.float64(ufuncs.abs(cp)) + np.float64(1.0)))) + np.float64(0.5))), gz_gen_0[i:I, j:J, k:K])
            INFINITY[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], (tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(var)), np.float64(4.0)))), (ufuncs.log10((ufuncs.abs(ufuncs.float64(a[i:I, j:J, k + 1:K + 1])) + np.float64(0.5))) - a[i - 1:I - 1, j + 1:J + 1, k + 1:K + 1].astype(np.float64)), INFINITY[i:I, j:J, k:K])
            tend_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763639696_gen_0[i:I, j:J, k:K], (tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(var)), np.float64(4.0)))), (tend_gen_0[i:I, j:J, k:K] + np.float64(1.0)), tend_gen_0[i:I, j:J, k:K])
            
        enum__0e0_42_38_gen_0[i:I, j:J, k:K] = np.where(mask_140333763639696_gen_0[i:I, j:J, k:K], area[i:I, j:J, k:K], enum__0e0_42_38_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__0e0_42_38_gen_0[i:I, j:J, k:K] = np.where(mask_140333763639696_gen_0[i:I, j:J, k:K], (ufuncs.maximum(enum__0e0_42_38_gen_0[i:I, j:J, k:K], enum__0e0_42_38_gen_0[i:I, j:J, k:K]) * (enum__0e0_42_38_gen_0[i:I, j:J, k:K] - enum__0e0_42_38_gen_0[i:I, j:J, k:K])), RETURN_VALUE__0e0_42_38_gen_0[i:I, j:J, k:K])
        zs_gen_0[i:I, j:J, k:K] = np.where(mask_140333763639696_gen_0[i:I, j:J, k:K], (ufuncs.maximum(case_gen_0[i:I, j:J, k:K].astype(np.float64), int32_t) - RETURN_VALUE__0e0_42_38_gen_0[i:I, j:J, k:K]), zs_gen_0[i:I, j:J, k:K])
        short_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))):
            mask_140333770419216_gen_0[i:I, j:J, k:K] = np.where((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))), np.bitwise_or(((zs_gen_0[i:I, j:J, k:K] + np.float64(var)) >= int32_t), ((INFINITY[i:I, j:J, k:K] + np.float64(2.0)) >= (np.float64(3.5) - u[i:I, j:J, k:K]))), mask_140333770419216_gen_0[i:I, j:J, k:K])
            case_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))), mask_140333770419216_gen_0[i:I, j:J, k:K]), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(case_gen_0[i:I, j:J, k:K])), np.float64(6.0)) + np.float64(0.5))).astype(np.int64), case_gen_0[i:I, j:J, k:K])
            mask_140333758948368_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))), (np.bitwise_not(mask_140333770419216_gen_0[i:I, j:J, k:K]))), ufuncs.isfinite(case_gen_0[i:I, j:J, k:K]), mask_140333758948368_gen_0[i:I, j:J, k:K])
            INFINITY[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))), (np.bitwise_not(mask_140333770419216_gen_0[i:I, j:J, k:K]))), mask_140333758948368_gen_0[i:I, j:J, k:K]), int32_t, INFINITY[i:I, j:J, k:K])
            short_gen_0[i:I, j:J, k:K] = np.where((short_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))), (short_gen_0[i:I, j:J, k:K] + np.float64(1.0)), short_gen_0[i:I, j:J, k:K])
            
        zs_gen_0[i:I, j:J, k:K] = np.where(ufuncs.isinf((np.float64((-(np.int64(1)))) * np.float64(1.0))), ((case_gen_0[i:I, j:J, k:K].astype(np.float64) * np.float64(0.001)) + (tend_gen_0[i:I, j:J, k:K] / (ufuncs.abs(case_gen_0[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0)))), zs_gen_0[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = np.where(ufuncs.isinf((np.float64((-(np.int64(1)))) * np.float64(1.0))), np.float64(0.5), val[i:I, j:J, k:K])
        y_gen_0[i:I, j:J, k:K] = np.where(ufuncs.isinf((np.float64((-(np.int64(1)))) * np.float64(1.0))), a[i:I, j:J, k:K], y_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    