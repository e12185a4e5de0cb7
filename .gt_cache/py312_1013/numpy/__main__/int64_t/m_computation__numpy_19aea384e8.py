import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, pt, k0, c, unsigned, _a, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, False))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    k0 = Field(k0, _origin_['k0'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, True))
    _a = Field(_a, _origin_['_a'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, False))
    
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    volatile = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    RETURN_VALUE__e4a_36_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820004752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823507600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820012048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827459728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e4a_34_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    zs__e4a_34_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    NULL__e4a_36_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    vc__e4a_34_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153822417552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832583696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__2bd_30_33_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__e4a_36_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    n__2bd_30_33_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826205712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830315536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    n__2bd_54_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153817880528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826143696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memset_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153817638608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            _a[i:I - 1, J - 2:J - 1, k_:k_ + 1] = (k0[i:I - 1, J - 2:J - 1, k_:k_ + 1].astype(np.float64) + np.where((np.where((ufuncs.maximum(k0[i:I - 1, J - 2:J - 1, k_ - 1:k_], pt[i:I - 1, J - 2:J - 1, k_:k_ + 1]) == ua[i:I - 1, J - 2:J - 1]), unsigned[i - 2:I - 3, J:J + 1, k_ - 1:k_].astype(np.int64), c[i:I - 1, J - 1:J, k_:k_ + 1]).astype(np.float64) == (pt[i:I - 1, J - 2:J - 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(a[i:I - 1, J:J + 1]) + np.float64(1.0)))), a[i:I - 1, J - 4:J - 3], np.float64(10.0)))
            ua[i:I, j:J] = (-(c[i + 2:I + 2, j:J, k_ + 1:k_ + 2])).astype(np.float32)
            k0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.float64(_a[i:I, j:J, k_:k_ + 1])), np.float64(0.5)).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.sqrt(ufuncs.abs(ufuncs.float64(c[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]))) <= unsigned[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64))
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1], _a[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1])
            k0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(unsigned[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64), ufuncs.float64(a[i + 2:I + 2, j - 2:J - 2])).astype(np.float32), k0[i:I, j:J, k_:k_ + 1])
            mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) <= (-(buffers_ok[i:I, j:J, k_:k_ + 1]))), mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1]), ((k0[i:I, j:J, k_:k_ + 1] * k0[i:I, j:J, k_:k_ + 1]) >= ufuncs.abs(c[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float32)), delp[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.minimum(a[i - 1:I - 1, j:J], a[i + 2:I + 2, j + 1:J + 1]) + (pt[i:I, j:J, k_:k_ + 1].astype(np.float64) + buffers_ok[i:I, j:J, k_:k_ + 1])).astype(np.float32), ua[i:I, j:J])
            k0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827459728_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153832583696_gen_0[i:I, j:J, k_:k_ + 1]))), buffers_ok[i:I, j:J, k_:k_ + 1].astype(np.float32), k0[i:I, j:J, k_:k_ + 1])
            mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((unsigned[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float32) != k0[i:I, j:J, k_ + 1:k_ + 2])))
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (unsigned[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64) * (c[i:I, j:J, k_ - 1:k_].astype(np.float64) * buffers_ok[i:I, j:J, k_:k_ + 1])), buffers_ok[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), u[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), buffers_ok[i:I, j:J, k_:k_ + 1], n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153820004752_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(1.0)), mask_140153820004752_gen_0[i:I, j:J, k_:k_ + 1])
                n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), mask_140153820004752_gen_0[i:I, j:J, k_:k_ + 1]), (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] + n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1]), n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])
                n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (np.bitwise_not(mask_140153820004752_gen_0[i:I, j:J, k_:k_ + 1]))), (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] - n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1]), n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153820012048_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140153820012048_gen_0[i:I, j:J, k_:k_ + 1])
                n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), mask_140153820012048_gen_0[i:I, j:J, k_:k_ + 1]), (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] + (n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] + n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])), n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ufuncs.arctanh((ufuncs.tanh((n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] - n__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])) * np.float64(0.5))), RETURN_VALUE__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1])
                buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (RETURN_VALUE__2bd_30_33_gen_0[i:I, j:J, k_:k_ + 1] - a[i + 1:I + 1, j - 2:J - 2]), buffers_ok[i:I, j:J, k_:k_ + 1])
                u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], (u[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (u[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u[i:I, j:J, k_:k_ + 1])
                
            mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((a[i + 1:I + 1, j + 1:J + 1] <= k0[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), (ua[i:I, j:J] > ua[i:I, j:J])), mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1])
            k0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1]), np.where(delp[i:I, j:J, k_:k_ + 1], c[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), (u[i:I, j:J, k_:k_ + 1] + unsigned[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64))).astype(np.float32), k0[i:I, j:J, k_:k_ + 1])
            zs__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1]), ua[i:I, j:J], zs__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1])
            vc__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1]), pt[i:I, j:J, k_:k_ + 1], vc__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsin(ufuncs.tanh((zs__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1] * vc__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1]))), RETURN_VALUE__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826205712_gen_0[i:I, j:J, k_:k_ + 1]), (-(RETURN_VALUE__e4a_34_25_gen_0[i:I, j:J, k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1])
            vc__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(10.0), vc__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1])
            NULL__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1])), pt[i:I, j:J, k_ - 1:k_], NULL__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.arcsin(ufuncs.tanh((ua[i:I, j:J].astype(np.float64) * vc__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1]))), RETURN_VALUE__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1])
            a__gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153822417552_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.trunc(RETURN_VALUE__e4a_36_27_gen_0[i:I, j:J, k_:k_ + 1]), a__gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153830315536_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = (ufuncs.abs(pt[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1]) != (k0[i + 1:I - 1, j + 2:J - 1, k_ - 1:k_] + unsigned[i:I - 2, j + 1:J - 2, k_ + 1:k_ + 2].astype(np.float32)))
            delp[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153830315536_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.isnan(ufuncs.power(ua[i + 1:I - 1, j + 2:J - 1], np.int64(2))), delp[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            q[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153830315536_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], np.where(np.bitwise_and(((k0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) + _a[i + 1:I - 1, j + 2:J - 1, k_ + 1:k_ + 2]) <= c[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64)), ((pt[i + 1:I - 1, j + 2:J - 1, k_ + 1:k_ + 2] - c[i + 1:I - 1, j + 3:J, k_ - 1:k_].astype(np.float32)).astype(np.float64) >= ufuncs.float64(u[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1]))), u[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], (k0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] - ua[i + 1:I - 1, j + 2:J - 1]).astype(np.float64)).astype(np.float32), q[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            delp[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153830315536_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], ((pt[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(ua[i + 1:I - 1, j + 2:J - 1]).astype(np.float64) + np.float64(1.0))) < (unsigned[i + 1:I - 1, j + 1:J - 2, k_ + 1:k_ + 2] + unsigned[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1]).astype(np.float64)), delp[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                q[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where((w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] < np.float64(3.0)), ufuncs.abs((c[i - 1:I - 3, j + 2:J - 1, k_ + 1:k_ + 2].astype(np.float32) + ua[i + 1:I - 1, j + 2:J - 1])), q[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
                w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where((w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] < np.float64(3.0)), (w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] + np.float64(1.0)), w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
                
            mask_140153823507600_gen_0[I - 1:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_or(delp[I - 1:I, j:J, k_:k_ + 1], (_a[I - 1:I, j:J, k_ + 1:k_ + 2] == ufuncs.power(k0[I - 1:I, j:J, k_ - 1:k_], np.int64(2)).astype(np.float64)))))
            v[I - 1:I, j:J, k_:k_ + 1] = np.where(mask_140153823507600_gen_0[I - 1:I, j:J, k_:k_ + 1], ((k0[I - 1:I, j:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(pt[I - 1:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) * (a__gen_0[I - 1:I, j:J, k_:k_ + 1] + pt[I - 1:I, j:J, k_:k_ + 1].astype(np.float64))), v[I - 1:I, j:J, k_:k_ + 1])
            a__gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where(mask_140153823507600_gen_0[I - 1:I, j:J, k_:k_ + 1], ufuncs.float64(u[I - 1:I, j:J, k_:k_ + 1]), a__gen_0[I - 1:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = np.bitwise_and((a[i - 2:I - 2, j + 1:J + 1] < np.float64(1.5)), delp[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = (v[i:I, j:J, k_:k_ + 1] < (w[i:I, j:J, k_:k_ + 1] * ua[i:I, j:J].astype(np.float64)))
            n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] = unsigned[i:I, j:J, k_ + 1:k_ + 2]
            mask_140153826143696_gen_0[i:I, j:J, k_:k_ + 1] = (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(1.0))
            n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826143696_gen_0[i:I, j:J, k_:k_ + 1], (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] + n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1]), n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1])
            n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826143696_gen_0[i:I, j:J, k_:k_ + 1])), (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] - n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1]), n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153817880528_gen_0[i:I, j:J, k_:k_ + 1] = (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(0.0))
            n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817880528_gen_0[i:I, j:J, k_:k_ + 1], (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] + (n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] + n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1])), n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1])
            volatile[i:I, j:J, k_:k_ + 1] = ufuncs.arctanh((ufuncs.tanh((n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1] - n__2bd_54_23_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float32)).astype(np.float64) * np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153817638608_gen_0[i:I, j:J, k_:k_ + 1] = (pt[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) >= (a[i + 2:I + 2, j:J] + ua[i:I, j:J].astype(np.float64)))
            memset_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817638608_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(q[i:I, j:J, k_:k_ + 1].astype(np.float64), volatile[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), memset_gen_0[i:I, j:J, k_:k_ + 1])
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817638608_gen_0[i:I, j:J, k_:k_ + 1], u[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    