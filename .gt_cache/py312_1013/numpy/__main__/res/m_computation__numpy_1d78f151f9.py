import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, n, size_t, switch, val, v, asm, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    n = Field(n, _origin_['n'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, False))
    switch = Field(switch, _origin_['switch'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    asm = Field(asm, _origin_['asm'], (True, True, False))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fabs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    jt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho__b2c_25_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__b2c_25_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771884560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b2c_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767969424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771615888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770216784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773881488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    restrict__b2c_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static__642_23_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772730640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771321296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    restrict__b2c_25_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__b2c_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    restrict__b2c_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static__642_20_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b2c_22_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__b2c_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    HUGE_VAL_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766146960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    static__642_34_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768066448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774133456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765975888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769506448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    default_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static__642_54_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774160592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765459024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    x_s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(qv) != ufuncs.sinh(ufuncs.tanh(n[i:I, j:J, k_:k_ + 1])))
            n[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.erfc(val[i:I, j - 1:J - 1, k_ + 1:k_ + 2]), np.int64(2)).astype(np.float64), n[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1], ((size_t[i:I, j:J] - size_t[i:I, j:J]).astype(np.float32) + ufuncs.round_away_from_zero(asm[i - 2:I - 2, j:J])).astype(np.float64), n[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(True))), np.float64(np.int64(0)), n[i:I, j:J, k_:k_ + 1])
            n[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(True))), qv, n[i:I, j:J, k_:k_ + 1])
            mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (asm[i + 2:I + 2, j - 2:J - 2] >= size_t[i:I, j:J].astype(np.float32)), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1])
            static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(switch[i:I, j + 2:J + 2, k_:k_ + 1], np.int64(2)), static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767969424_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]), (static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140333767969424_gen_0[i:I, j:J, k_:k_ + 1])
            static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333767969424_gen_0[i:I, j:J, k_:k_ + 1]), (-((static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] * static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1]))), static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]), np.where(np.bitwise_and((static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] <= (static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] + static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(3.5) == (static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))), ufuncs.remainder(np.float64(0.25), static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1]), static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1]), pt[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]), static__642_20_20_gen_0[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1])
            b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), switch[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), n[i:I, j:J, k_ + 1:k_ + 2], restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333771884560_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), (restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140333771884560_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333771884560_gen_0[i:I, j:J, k_:k_ + 1]), ((-(restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])) * (b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] - b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])), restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333771884560_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.remainder(restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1], b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1]), restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), ((restrict__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.25)) / (ufuncs.abs((np.float64(1.5) * b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arctan(ufuncs.remainder(qv, b__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771321296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333770216784_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64(RETURN_VALUE__b2c_22_27_gen_0[i:I, j:J, k_:k_ + 1]), coef[i:I, j:J, k_:k_ + 1])
            static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] = (n[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(switch[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))
            mask_140333772730640_gen_0[i:I, j:J, k_:k_ + 1] = (static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772730640_gen_0[i:I, j:J, k_:k_ + 1], (-((static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] * static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1]))), static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1])
            fabs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] <= (static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] + static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(3.5) == (static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))), ufuncs.remainder(np.float64(0.25), static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1]), static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = static__642_23_18_gen_0[i:I, j:J, k_:k_ + 1]
            t[i:I, j:J, k_:k_ + 1] = np.int64(0)
            b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = switch[i - 1:I - 1, j:J, k_ + 1:k_ + 2]
            restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = x[i:I, j:J, k_:k_ + 1]
            mask_140333773881488_gen_0[i:I, j:J, k_:k_ + 1] = (restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773881488_gen_0[i:I, j:J, k_:k_ + 1], ((-(restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1])) * (b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] - b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1])), restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773881488_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.remainder(restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1], b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1]), restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = ((restrict__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.25)) / (ufuncs.abs((np.float64(1.5) * b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            RETURN_VALUE__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arctan(ufuncs.remainder(t[i:I, j:J, k_:k_ + 1].astype(np.float64), b__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1]))
            rho__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh(qv))
            b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(pt[i:I, j:J, k_:k_ + 1], np.int64(2))
            restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = RETURN_VALUE__b2c_25_52_gen_0[i:I, j:J, k_:k_ + 1]
            mask_140333771615888_gen_0[i:I, j:J, k_:k_ + 1] = (restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771615888_gen_0[i:I, j:J, k_:k_ + 1], ((-(restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1])) * (b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] - b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1])), restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771615888_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.remainder(restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1], b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1]), restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1])
            b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] = ((restrict__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.25)) / (ufuncs.abs((np.float64(1.5) * b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            coef[i:I, j:J, k_:k_ + 1] = ufuncs.arctan(ufuncs.remainder(rho__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1], b__b2c_25_15_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i + 1:i + 2, j:J, k:K] = np.where(((np.float64(1.5) / (ufuncs.abs(qv) + np.float64(1.0))) < asm[i + 3:i + 4, j - 1:J - 1].astype(np.float64)), (switch[i - 1:i, j + 1:J + 1, k:K] * w[i + 1:i + 2, j:J, k:K]), asm[i + 2:i + 3, j:J].astype(np.float64))
        coef[i + 1:i + 2, j:J, k:K] = w[i + 1:i + 2, j:J, k:K]
        coef[i + 1:i + 2, j:J, k:K] = np.where(((np.float64(1.5) / (ufuncs.abs(qv) + np.float64(1.0))) < asm[i + 3:i + 4, j - 1:J - 1].astype(np.float64)), (switch[i - 1:i, j + 1:J + 1, k:K] * w[i + 1:i + 2, j:J, k:K]), asm[i + 2:i + 3, j:J].astype(np.float64))
        coef[i + 1:i + 2, j:J, k:K] = w[i + 1:i + 2, j:J, k:K]
        mask_140333766146960_gen_0[i:I, j:J, k:K] = (np.float64(3.5) <= (val[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64) * x[i:I, j:J, k:K]))
        static__642_34_22_gen_0[i:I, j:J, k:K] = np.where(mask_140333766146960_gen_0[i:I, j:J, k:K], ufuncs.arccos(ufuncs.tanh(pt[i:I, j:J, k:K])), static__642_34_22_gen_0[i:I, j:J, k:K])
        mask_140333768066448_gen_0[i:I, j:J, k:K] = np.where(mask_140333766146960_gen_0[i:I, j:J, k:K], (static__642_34_22_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140333768066448_gen_0[i:I, j:J, k:K])
        static__642_34_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766146960_gen_0[i:I, j:J, k:K], mask_140333768066448_gen_0[i:I, j:J, k:K]), (-((static__642_34_22_gen_0[i:I, j:J, k:K] * static__642_34_22_gen_0[i:I, j:J, k:K]))), static__642_34_22_gen_0[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(mask_140333766146960_gen_0[i:I, j:J, k:K], np.where(np.bitwise_and((static__642_34_22_gen_0[i:I, j:J, k:K] <= (static__642_34_22_gen_0[i:I, j:J, k:K] + static__642_34_22_gen_0[i:I, j:J, k:K])), (np.float64(3.5) == (static__642_34_22_gen_0[i:I, j:J, k:K] / (ufuncs.abs(static__642_34_22_gen_0[i:I, j:J, k:K]) + np.float64(1.0))))), ufuncs.remainder(np.float64(0.25), static__642_34_22_gen_0[i:I, j:J, k:K]), static__642_34_22_gen_0[i:I, j:J, k:K]), jt[i:I, j:J, k:K])
        phi_gen_0[i:I, j:J, k:K] = np.where(mask_140333766146960_gen_0[i:I, j:J, k:K], static__642_34_22_gen_0[i:I, j:J, k:K], phi_gen_0[i:I, j:J, k:K])
        mask_140333774133456_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), (phi_gen_0[i:I, j:J, k:K] != np.float64(0.5)), mask_140333774133456_gen_0[i:I, j:J, k:K])
        mask_140333765975888_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), mask_140333774133456_gen_0[i:I, j:J, k:K]), np.bitwise_or((coef[i:I, j:J, k:K] <= qv), (fabs[i:I, j:J, k:K] == switch[i - 1:I - 1, j - 1:J - 1, k:K])), mask_140333765975888_gen_0[i:I, j:J, k:K])
        HUGE_VAL_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), mask_140333774133456_gen_0[i:I, j:J, k:K]), mask_140333765975888_gen_0[i:I, j:J, k:K]), (np.bitwise_not((switch[i:I, j + 2:J + 2, k:K] <= np.float64(1.0)))), HUGE_VAL_gen_0[i:I, j:J, k:K])
        mask_140333769506448_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), mask_140333774133456_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333765975888_gen_0[i:I, j:J, k:K]))), np.bitwise_or(v[i:I, j:J, k + 1:K + 1], bool(bool(True))), mask_140333769506448_gen_0[i:I, j:J, k:K])
        HUGE_VAL_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), mask_140333774133456_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333765975888_gen_0[i:I, j:J, k:K]))), mask_140333769506448_gen_0[i:I, j:J, k:K]), ((np.float32(np.int64(0)) - val[i - 2:I - 2, j - 1:J - 1, k + 1:K + 1]).astype(np.float64) <= (jt[i:I, j:J, k:K] * phi_gen_0[i:I, j:J, k:K])), HUGE_VAL_gen_0[i:I, j:J, k:K])
        default_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766146960_gen_0[i:I, j:J, k:K])), mask_140333774133456_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333765975888_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140333769506448_gen_0[i:I, j:J, k:K]))), ufuncs.erf(np.where(((x[i:I, j:J, k:K] + size_t[i:I, j:J].astype(np.float64)) < switch[i + 2:I + 2, j:J, k:K]), np.float64(0.001), pt[i:I, j:J, k:K])), default_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t_gen_0[i:I, j:J, k_:k_ + 1] = asm[i:I, j + 2:J + 2]
            unsigned_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.power(uint8_t_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2)), np.int64(2))
            pt[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = (ufuncs.remainder(size_t[I - 2:I - 1, J - 2:J - 1].astype(np.float64), jt[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]) * (n[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] * fabs[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]))
            static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = (np.float64(np.int64(3)) * coef[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            mask_140333774160592_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = (static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] > np.float64(0.0))
            static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333774160592_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1], (-((static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] * static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]))), static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            x_s_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] <= (static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] + static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])), (np.float64(3.5) == (static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] / (ufuncs.abs(static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]) + np.float64(1.0))))), ufuncs.remainder(np.float64(0.25), static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]), static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            dz_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = static__642_54_22_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]
            mask_140333765459024_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = ((w[I - 2:I - 1, J - 2:J - 1, k_ - 1:k_] * t[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1].astype(np.float64)) > ufuncs.maximum(coef[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1], np.float64(0.5)))
            coef[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333765459024_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1], (switch[I - 1:I, J - 3:J - 2, k_ - 1:k_] / (ufuncs.abs(asm[I - 4:I - 3, J - 2:J - 1]).astype(np.float64) + np.float64(1.0))), coef[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    