import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, sqrtf, phi, time, inline, coef, _a, zs, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (False, False, True))
    time = Field(time, _origin_['time'], (True, True, True))
    inline = Field(inline, _origin_['inline'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, False))
    _a = Field(_a, _origin_['_a'], (True, True, False))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    b = Field(b, _origin_['b'], (True, True, True))
    
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764635920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766433104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772220304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767958224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765300240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766950032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__2b7_35_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333764492496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    printf__2b7_35_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772189072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nk__2b7_35_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768479440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768085264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764477200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stride_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770414608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    s_x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333763602000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333768479440_gen_0[i:I, j:J, k:K] = b[i + 1:I + 1, j - 2:J - 2, k:K]
        mask_140333764492496_gen_0[i:I, j:J, k:K] = np.where(mask_140333768479440_gen_0[i:I, j:J, k:K], ((_a[i:I, j:J].astype(np.float64) - time[i:I, j:J, k:K]) >= ufuncs.abs(np.float64(3.5))), mask_140333764492496_gen_0[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768479440_gen_0[i:I, j:J, k:K], mask_140333764492496_gen_0[i:I, j:J, k:K]), np.where((time[i:I, j:J, k:K] > phi[k:K].astype(np.float64)), ufuncs.int64(phi[k + 1:K + 1]).astype(np.float64), (phi[k:K].astype(np.float64) * inline[i:I, j:J, k:K])), sqrtf[i:I, j:J, k:K])
        inline[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768479440_gen_0[i:I, j:J, k:K], mask_140333764492496_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.float64(zs[i - 1:I - 1, j + 1:J + 1]), (phi[k:K].astype(np.float64) - time[i:I, j:J, k:K])), inline[i:I, j:J, k:K])
        auto_gen_0[i:I, j:J, k:K] = np.where(mask_140333768479440_gen_0[i:I, j:J, k:K], ((time[i:I, j:J, k:K] / (ufuncs.abs(time[i:I, j:J, k:K]) + np.float64(1.0))) > time[i:I, j:J, k:K]), auto_gen_0[i:I, j:J, k:K])
        mask_140333764477200_gen_0[i:I, j:J, k:K] = np.where(mask_140333768479440_gen_0[i:I, j:J, k:K], (zs[i + 2:I + 2, j - 1:J - 1] >= (zs[i:I, j:J] + zs[i + 2:I + 2, j + 2:J + 2])), mask_140333764477200_gen_0[i:I, j:J, k:K])
        inline[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768479440_gen_0[i:I, j:J, k:K], mask_140333764477200_gen_0[i:I, j:J, k:K]), zs[i - 1:I - 1, j - 1:J - 1].astype(np.float64), inline[i:I, j:J, k:K])
        mask_140333772189072_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333768479440_gen_0[i:I, j:J, k:K])), (coef[i - 1:I - 1, j - 1:J - 1].astype(np.int64) <= (-(np.int64(1)))), mask_140333772189072_gen_0[i:I, j:J, k:K])
        auto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333768479440_gen_0[i:I, j:J, k:K])), mask_140333772189072_gen_0[i:I, j:J, k:K]), np.bitwise_or((np.bitwise_not((ufuncs.abs(inline[i:I, j:J, k:K]) == (time[i:I, j:J, k:K] / (ufuncs.abs(np.float64(1.5)) + np.float64(1.0)))))), (ufuncs.exp(ufuncs.minimum(ufuncs.float64(np.int64(0)), np.float64(5.0))) >= (time[i:I, j:J, k:K] - inline[i:I, j:J, k:K]))), auto_gen_0[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))):
            mask_140333764635920_gen_0[i:I, j:J, k:K] = np.where((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ((sqrtf[i:I, j:J, k:K] + c[i:I, j:J, k:K]) >= (zs[i:I, j - 1:J - 1] * zs[i:I, j:J]).astype(np.float64)), mask_140333764635920_gen_0[i:I, j:J, k:K])
            auto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), mask_140333764635920_gen_0[i:I, j:J, k:K]), (_a[i:I, j:J].astype(np.float64) >= c[i:I, j:J, k:K]), auto_gen_0[i:I, j:J, k:K])
            nan[i:I, j:J, k:K] = np.where(np.bitwise_and((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), mask_140333764635920_gen_0[i:I, j:J, k:K]), ufuncs.minimum((coef[i - 2:I - 2, j:J].astype(np.float64) + c[i:I, j:J, k:K]), (coef[i:I, j + 1:J + 1].astype(np.float64) / time[i:I, j:J, k:K])), nan[i:I, j:J, k:K])
            time[i:I, j:J, k:K] = np.where(np.bitwise_and((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), mask_140333764635920_gen_0[i:I, j:J, k:K]), c[i:I, j:J, k:K], time[i:I, j:J, k:K])
            auto_gen_0[i:I, j:J, k:K] = np.where((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), b[i - 2:I - 2, j + 1:J + 1, k + 1:K + 1], auto_gen_0[i:I, j:J, k:K])
            c[i:I, j:J, k:K] = np.where((c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (c[i:I, j:J, k:K] + np.float64(1.0)), c[i:I, j:J, k:K])
            
        mask_140333766433104_gen_0[i:I, j:J, k:K] = (np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.001), (-(np.float64(100000.0)))), np.float64(100000.0)))) >= (inline[i:I, j:J, k:K] * inline[i:I, j:J, k:K]))
        mask_140333767958224_gen_0[i:I, j:J, k:K] = np.where(mask_140333766433104_gen_0[i:I, j:J, k:K], ufuncs.isfinite(time[i:I, j:J, k:K]), mask_140333767958224_gen_0[i:I, j:J, k:K])
        auto_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), (np.float64((-(np.int64(7)))) > (time[i:I, j:J, k:K] / (ufuncs.abs(coef[i - 2:I - 2, j - 2:J - 2]).astype(np.float64) + np.float64(1.0)))), auto_gen_0[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(nan[i:I, j:J, k:K]), np.float64(6.0)) + np.float64(0.5))) * np.where(((zs[i - 2:I - 2, j:J].astype(np.float64) / c[i:I, j:J, k:K]) < (np.float64(np.int64(0)) * c[i:I, j:J, k:K])), phi[k:K], zs[i - 1:I - 1, j + 2:J + 2]).astype(np.float64)), qv_gen_0[i:I, j:J, k:K])
        printf__2b7_35_32_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), zs[i + 2:I + 2, j + 2:J + 2], printf__2b7_35_32_gen_0[i:I, j:J, k:K])
        nk__2b7_35_32_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), sqrtf[i:I, j:J, k:K], nk__2b7_35_32_gen_0[i:I, j:J, k:K])
        mask_140333765300240_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), (nk__2b7_35_32_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140333765300240_gen_0[i:I, j:J, k:K])
        printf__2b7_35_32_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), mask_140333765300240_gen_0[i:I, j:J, k:K]), (np.where((np.where((ufuncs.power(ufuncs.abs(nk__2b7_35_32_gen_0[i:I, j:J, k:K]), np.float64(0.5)) == (printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float32) / printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float32)).astype(np.float64)), printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float64), nk__2b7_35_32_gen_0[i:I, j:J, k:K]) < ufuncs.cos(printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float32)).astype(np.float64)), printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float64), nk__2b7_35_32_gen_0[i:I, j:J, k:K]) + printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float64)).astype(np.int32), printf__2b7_35_32_gen_0[i:I, j:J, k:K])
        mask_140333772220304_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), (printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140333772220304_gen_0[i:I, j:J, k:K])
        nk__2b7_35_32_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), mask_140333772220304_gen_0[i:I, j:J, k:K]), printf__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.float64), nk__2b7_35_32_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__2b7_35_32_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), printf__2b7_35_32_gen_0[i:I, j:J, k:K], RETURN_VALUE__2b7_35_32_gen_0[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766433104_gen_0[i:I, j:J, k:K], mask_140333767958224_gen_0[i:I, j:J, k:K]), ((-((-(np.int64(2))))) - RETURN_VALUE__2b7_35_32_gen_0[i:I, j:J, k:K].astype(np.int64)).astype(np.float64), sqrtf[i:I, j:J, k:K])
        mask_140333768085264_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), np.bitwise_or(b[i:I, j:J, k:K], ((zs[i + 2:I + 2, j - 2:J - 2].astype(np.float64) + qv_gen_0[i:I, j:J, k:K]) > ufuncs.int32(ufuncs.minimum(ufuncs.maximum(sqrtf[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))), mask_140333768085264_gen_0[i:I, j:J, k:K])
        mask_140333766950032_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), mask_140333768085264_gen_0[i:I, j:J, k:K]), (qv_gen_0[i:I, j:J, k:K] != phi[k:K].astype(np.float64)), mask_140333766950032_gen_0[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), mask_140333768085264_gen_0[i:I, j:J, k:K]), mask_140333766950032_gen_0[i:I, j:J, k:K]), zs[i:I, j - 2:J - 2].astype(np.float64), sqrtf[i:I, j:J, k:K])
        time[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), mask_140333768085264_gen_0[i:I, j:J, k:K]), mask_140333766950032_gen_0[i:I, j:J, k:K]), (ufuncs.abs(coef[i:I, j:J]).astype(np.float64) - (inline[i:I, j:J, k:K] + coef[i:I, j:J].astype(np.float64))), time[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), mask_140333768085264_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333766950032_gen_0[i:I, j:J, k:K]))), ufuncs.arccosh((ufuncs.abs(nan[i:I, j:J, k:K]) + np.float64(1.0))), sqrtf[i:I, j:J, k:K])
        time[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), mask_140333768085264_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333766950032_gen_0[i:I, j:J, k:K]))), np.where((zs[i:I, j - 1:J - 1].astype(np.float64) >= sqrtf[i:I, j:J, k:K]), (-(_a[i:I, j:J])).astype(np.float64), ufuncs.exp(ufuncs.minimum(qv_gen_0[i:I, j:J, k:K], np.float64(5.0)))), time[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766433104_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333768085264_gen_0[i:I, j:J, k:K]))), np.float64(np.int64(0)), qv_gen_0[i:I, j:J, k:K])
        auto_gen_0[i:I, j:J, k:K] = ufuncs.isinf(ufuncs.float64((np.int64(0) + np.int64(0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz_gen_0[i:I, j:J, k_:k_ + 1] = ((zs[i:I, j + 1:J + 1] - zs[i + 2:I + 2, j + 2:J + 2]).astype(np.int64) * (np.int64(0) + zs[i:I, j - 1:J - 1].astype(np.int64)))
            nan[i:I, j:J, k_:k_ + 1] = ((np.int64(0) + phi[k_:k_ + 1].astype(np.int64)).astype(np.float64) * (inline[i:I, j:J, k_:k_ + 1] - zs[i:I, j + 1:J + 1].astype(np.float64)))
            mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((sqrtf[i:I, j:J, k_:k_ + 1] <= np.float64(np.int64(2))), ((coef[i:I, j - 1:J - 1].astype(np.float64) / (ufuncs.abs(sqrtf[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) != (coef[i:I, j:J].astype(np.float32) / _a[i:I, j:J].astype(np.float32)).astype(np.float64)))
            stride_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), stride_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1], (stride_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))))):
                nan[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1], (stride_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))), (np.float64(np.int64(3)) + stride_gen_0[i:I, j:J, k_:k_ + 1]), nan[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1], (stride_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))), ((-(zs[i:I, j - 1:J - 1])).astype(np.float64) + ufuncs.sinh(ufuncs.tanh(nan[i:I, j:J, k_:k_ + 1]))), x[i:I, j:J, k_:k_ + 1])
                stride_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770414608_gen_0[i:I, j:J, k_:k_ + 1], (stride_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))), (stride_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), stride_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0)))):
                mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), np.bitwise_or((zs[i - 2:I - 2, j + 1:J + 1].astype(np.float64) >= np.float64(0.5)), (sqrtf[i:I, j:J, k_:k_ + 1] > np.float64(0.25))), mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1])
                sqrtf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1]), x[i:I, j:J, k_:k_ + 1], sqrtf[i:I, j:J, k_:k_ + 1])
                s_x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sqrt(ufuncs.abs((delp_gen_0[i:I, j:J, k_:k_ + 1] + c[i:I, j:J, k_:k_ + 1]))), s_x_gen_0[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.exp(ufuncs.minimum(ufuncs.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(sqrtf[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0)))), np.float64(5.0))), q_gen_0[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333763602000_gen_0[i:I, j:J, k_:k_ + 1]))), (time[i:I, j:J, k_ - 1:k_] - (time[i:I, j:J, k_ + 1:k_ + 2] + np.float64(np.int64(0)))), q_gen_0[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1]).astype(np.float64), np.float64(4.0))), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp_gen_0[i:I, j:J, k_:k_ + 1])
                
            s_x_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.25)
            inline[i:I, j:J, k_:k_ + 1] = ((delp_gen_0[i:I, j:J, k_:k_ + 1] + q_gen_0[i:I, j:J, k_:k_ + 1]) - ufuncs.float64(s_x_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    