import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, res, case, x, cp, ua, k0, inline, fabs, volatile, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    res = Field(res, _origin_['res'], (True, True, False))
    case = Field(case, _origin_['case'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    volatile = Field(volatile, _origin_['volatile'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    strides = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775060304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774866320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333778729616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333778725712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333778300048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777350736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774041744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774923536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775308048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    abort_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        w[i:I, j:J, k:K] = (volatile[i:I, j:J, k:K] / (ufuncs.abs(x[i - 2:I - 2, j:J, k:K]) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333775060304_gen_0[i:I, j:J, k_:k_ + 1] = ((volatile[i:I, j:J, k_:k_ + 1] - x[i:I, j:J, k_ - 1:k_]) < volatile[i:I, j:J, k_ - 1:k_])
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775060304_gen_0[i:I, j:J, k_:k_ + 1], inline, pe[i:I, j:J, k_:k_ + 1])
            mask_140333774866320_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333775060304_gen_0[i:I, j:J, k_:k_ + 1])), (np.int64(1) == case[i:I, j:J, k_:k_ + 1]), mask_140333774866320_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333775060304_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333774866320_gen_0[i:I, j:J, k_:k_ + 1]), np.where((np.float64(0.25) == pe[i:I, j:J, k_:k_ + 1]), ufuncs.power(x[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2], np.int64(2)), ufuncs.float64(res[i:I, j:J])), pe[i:I, j:J, k_:k_ + 1])
            strides[i:I, j:J, k_:k_ + 1] = ufuncs.cbrt(ufuncs.float64(res[i - 1:I - 1, j:J]))
            volatile[i:I, j:J, k_:k_ + 1] = np.float64(np.int64(0))
            v[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                pe[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.float64(3.5) * ufuncs.trunc(ufuncs.float64(np.int64(1)))), pe[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (v[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[I - 1:I, j + 2:J - 1, k_:k_ + 1] = (ufuncs.remainder(strides[I - 1:I, j + 2:J - 1, k_:k_ + 1], v[I - 1:I, j + 2:J - 1, k_:k_ + 1]) <= ufuncs.remainder(pe[I - 1:I, j + 2:J - 1, k_ + 1:k_ + 2], inline))
            u[I - 1:I, j + 2:J - 1, k_:k_ + 1] = res[I - 3:I - 2, j + 2:J - 1]
            case[I - 1:I, j + 2:J - 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.cbrt(ufuncs.float64(u[I - 1:I, j + 2:J - 1, k_:k_ + 1])) - np.where(((u[I - 1:I, j + 2:J - 1, k_:k_ + 1].astype(np.int64) - case[I - 1:I, j + 2:J - 1, k_:k_ + 1]).astype(np.float64) >= np.float64(1.0)), np.float64((-(np.int64(2)))), x[I - 1:I, j + 4:J + 1, k_ - 1:k_])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            strides[i:I, j:J, k_:k_ + 1] = ((k0 + np.float64(np.int64(1))) - ufuncs.minimum(res[i - 1:I - 1, j - 2:J - 2].astype(np.float64), np.float64(0.25)))
            mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.bitwise_not(cp[i - 1:I - 1, j:J, k_:k_ + 1])), np.bitwise_or(cp[i:I, j:J, k_ - 1:k_], ((case[i:I, j:J, k_:k_ + 1] + (-(np.int64(2)))).astype(np.float64) != v[i:I, j:J, k_ + 1:k_ + 2])))
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(fabs[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], pe[i:I, j:J, k_:k_ + 1]) == (v[i:I, j:J, k_:k_ + 1] - np.float64(0.0))), ua[i:I, j:J, k_:k_ + 1])
            mask_140333778729616_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1], cp[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_], mask_140333778729616_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1], mask_140333778729616_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(x[i + 1:I + 1, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1], mask_140333778729616_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(cp[i + 1:I + 1, j:J, k_:k_ + 1], pe[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1]) * a[i:I, j:J, k_:k_ + 1].astype(np.float64)), t_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333778725712_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_and(cp[i:I, j:J, k_:k_ + 1], cp[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]), mask_140333778725712_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333778300048_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333778725712_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((w[i:I, j:J, k_:k_ + 1] + w[i:I, j:J, k_:k_ + 1]) + ufuncs.remainder(np.int64(7), case[i:I, j:J, k_:k_ + 1]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            volatile[i:I, j:J, k_:k_ + 1] = ufuncs.remainder((v[i:I, j:J, k_:k_ + 1] + res[i - 2:I - 2, j - 2:J - 2].astype(np.float64)), t_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((v[i:I, j:J, k_:k_ + 1] - fabs[i - 2:I - 2, j:J, k_:k_ + 1]) + (a[i:I, j:J, k_ - 1:k_].astype(np.float64) - np.float64(3.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1] = ua[i:I, j:J, k_:k_ + 1]
            mask_140333777350736_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], ((res[i + 2:I + 2, j:J].astype(np.float64) - np.float64(3.5)) < (-(v[i:I, j:J, k_ - 1:k_]))), mask_140333777350736_gen_0[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777350736_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arcsin(ufuncs.tanh((pe[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(v[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))))), (-(np.float64(100000.0)))), np.float64(100000.0))), case[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777350736_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power((a[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(0.001)), np.int64(2)), vc_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777350736_gen_0[i:I, j:J, k_:k_ + 1]), np.where((strides[i:I, j:J, k_:k_ + 1] <= x[i + 2:I + 2, j - 2:J - 2, k_ - 1:k_]), ufuncs.abs(case[i:I, j:J, k_:k_ + 1]).astype(np.float64), (v[i:I, j:J, k_:k_ + 1] + volatile[i:I, j:J, k_:k_ + 1])), y[i:I, j:J, k_:k_ + 1])
            mask_140333775308048_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.tan(ufuncs.tanh(pe[i:I, j:J, k_:k_ + 1])) < pe[i:I, j:J, k_:k_ + 1]), mask_140333775308048_gen_0[i:I, j:J, k_:k_ + 1])
            phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], mask_140333775308048_gen_0[i:I, j:J, k_:k_ + 1]), v[i:I, j:J, k_:k_ + 1], phi_gen_0[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333775308048_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((v[i:I, j:J, k_:k_ + 1] != a[i:I, j:J, k_:k_ + 1].astype(np.float64)), (case[i:I, j:J, k_ - 1:k_].astype(np.float64) - fabs[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), ufuncs.remainder(res[i:I, j:J], u[i:I, j:J, k_:k_ + 1]).astype(np.float64)), vc_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333774923536_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(np.int64(7)) > v[i:I, j:J, k_:k_ + 1]), mask_140333774923536_gen_0[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333774041744_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333774923536_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erf((res[i:I, j - 2:J - 2].astype(np.float64) - pe[i:I, j:J, k_:k_ + 1])), vc_gen_0[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = cp[i + 1:I + 1, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((a[i:I, j:J, k_:k_ + 1].astype(np.float64) - (y[i:I, j:J, k_:k_ + 1] - inline)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            a[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(ufuncs.sqrt(ufuncs.abs(x[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1])), ufuncs.minimum(np.float64(np.int64(1)), inline)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            volatile[i:I, j:J, k_:k_ + 1] = w[i:I, j:J, k_:k_ + 1]
            abort_gen_0[i:I, j:J, k_:k_ + 1] = (x[i:I, j + 1:J + 1, k_ - 1:k_] - (np.float64(1.5) + strides[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    