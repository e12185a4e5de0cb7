import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, register, gz, fabs, errno, ua, delp, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153868189072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868186896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868179472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868184912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868090384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868791312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ni_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868082320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    kt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153867950288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sizeof_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153869493840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866708304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    asm_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fabs[i:I, j:J, k:K] = ufuncs.abs(errno[i - 1:I - 1, j:J, k:K]).astype(np.int32)
        fabs[i:I, j:J, k:K] = fabs[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fabs[i:i + 1, j + 1:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((res + var[i:i + 1, j - 1:J - 2, k:K].astype(np.float64)) - (gz[i - 1:i, j:J - 1, k - 1:K - 1].astype(np.float64) + res)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        delp[i:i + 1, j + 1:J, k:K] = (delp[i:i + 1, j + 1:J, k:K] * res)
        fabs[i + 1:I, j:j + 1, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((res + var[i + 1:I, j - 2:j - 1, k:K].astype(np.float64)) - (gz[i:I - 1, j - 1:j, k - 1:K - 1].astype(np.float64) + res)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        delp[i + 1:I, j:j + 1, k:K] = (delp[i + 1:I, j:j + 1, k:K] * res)
        mask_140153868189072_gen_0[i:I, j:J, k:K] = (ua[i - 1:I - 1, j:J, k:K] > res)
        c[i:I, j:J, k:K] = np.where(mask_140153868189072_gen_0[i:I, j:J, k:K], (res - ufuncs.tan(ufuncs.tanh(ufuncs.float64(errno[i - 2:I - 2, j - 1:J - 1, k:K])))), c[i:I, j:J, k:K])
        fabs[i:I, j:J, k:K] = np.where(mask_140153868189072_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(ufuncs.float32(errno[i:I, j:J, k:K]), np.float32((-(np.int64(1))))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k:K])
        mask_140153868184912_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153868189072_gen_0[i:I, j:J, k:K])), ufuncs.isfinite(ufuncs.float64(errno[i:I, j:J, k - 1:K - 1])), mask_140153868184912_gen_0[i:I, j:J, k:K])
        fabs[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153868189072_gen_0[i:I, j:J, k:K])), mask_140153868184912_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((errno[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64) - (res - ua[i:I, j - 1:J - 1, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k:K])
        fabs[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153868189072_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153868184912_gen_0[i:I, j:J, k:K]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.float32(errno[i + 1:I + 1, j:J, k - 1:K - 1]) * np.float32(np.int64(7))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k:K])
        mask_140153868186896_gen_0[i:I, j:J, k:K] = ((errno[i:I, j:J, k:K] - errno[i - 2:I - 2, j:J, k:K]).astype(np.float64) != c[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(mask_140153868186896_gen_0[i:I, j:J, k:K], np.float64(0.0), zs[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153868186896_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k + 1:K + 1]), np.float64(4.0))))):
            delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153868186896_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k + 1:K + 1]), np.float64(4.0)))), ufuncs.minimum(ufuncs.minimum(delp[i:I, j:J, k:K], np.float64(np.int64(0))), ufuncs.remainder(np.float64(1.5), fabs[i:I, j:J, k:K].astype(np.float64))), delp[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153868186896_gen_0[i:I, j:J, k:K], (zs[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k + 1:K + 1]), np.float64(4.0)))), (zs[i:I, j:J, k:K] + np.float64(1.0)), zs[i:I, j:J, k:K])
            
        cp[i:I, j:J, k:K] = np.where(mask_140153868186896_gen_0[i:I, j:J, k:K], c[i:I, j:J, k:K], cp[i:I, j:J, k:K])
        mask_140153868179472_gen_0[i:I, j:J, k:K] = (ufuncs.tanh(ufuncs.float64(errno[i:I, j - 1:J - 1, k - 1:K - 1])) <= (ua[i + 2:I + 2, j:J, k + 1:K + 1] * res))
        c[i:I, j:J, k:K] = np.where(mask_140153868179472_gen_0[i:I, j:J, k:K], ufuncs.arcsin(ufuncs.tanh(ufuncs.minimum(c[i:I, j:J, k:K], res))), c[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(mask_140153868179472_gen_0[i:I, j:J, k:K], c[i:I, j:J, k:K], cp[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(mask_140153868179472_gen_0[i:I, j:J, k:K], (np.where(register, var[i + 1:I + 1, j + 2:J + 2, k:K].astype(np.int32), fabs[i:I, j:J, k:K]) + fabs[i:I, j:J, k:K]).astype(np.float64), delp[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153868179472_gen_0[i:I, j:J, k:K])), np.where((res >= delp[i:I, j:J, k:K]), np.float64((-(np.int64(1)))), c[i:I, j:J, k:K]), pe[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.float64(fabs[i:I, j:J, k_ - 1:k_]))
            fabs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((fabs[i:I, j:J, k_:k_ + 1].astype(np.float64) * (c[i:I, j:J, k_:k_ + 1] + fabs[i:I, j:J, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k_:k_ + 1])
            mask_140153868090384_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1], (cp[i:I, j:J, k_ - 1:k_] >= np.float64(1.5)), mask_140153868090384_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1], mask_140153868090384_gen_0[i:I, j:J, k_:k_ + 1]), fabs[i:I, j:J, k_:k_ + 1].astype(np.float64), cp[i:I, j:J, k_:k_ + 1])
            fabs[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where(((ua[i:I, j - 1:J - 1, k_ + 1:k_ + 2] / res) == (np.float64(np.int64(2)) / (ufuncs.abs(var[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), ufuncs.float64(fabs[i:I, j:J, k_:k_ + 1]), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(np.float64(1.5)), np.float64(6.0)) + np.float64(0.5)))), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153868082320_gen_0[i:I, j:J, k_:k_ + 1])), ((ua[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1] - cp[i:I, j:J, k_:k_ + 1]) * gz[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64)), c[i:I, j:J, k_:k_ + 1])
            ni_gen_0[i:I, j:J, k_:k_ + 1] = (errno[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64) < ufuncs.arccosh((ufuncs.abs(res) + np.float64(1.0))))
            mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1] = ((var[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(2.0)) >= ufuncs.cbrt(np.float64(0.1)))
            fabs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder((gz[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) - ua[i:I, j:J, k_ + 1:k_ + 2]), (c[i:I, j:J, k_:k_ + 1] * np.float64((-(np.int64(1)))))), (-(np.float64(100000.0)))), np.float64(100000.0))), fabs[i:I, j:J, k_:k_ + 1])
            ni_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1])), ((errno[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64) * np.float64(1.5)) >= errno[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), ni_gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), vc[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1])), (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(gz[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1])), (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(gz[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(delp[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) < res), v_gen_0[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153868791312_gen_0[i:I, j:J, k_:k_ + 1])), (vc[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(gz[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = (np.where(((res - res) > ufuncs.abs(ua[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2])), res, errno[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64)) + (var[i:I, j - 2:J - 2, k_:k_ + 1] + errno[i:I, j:J, k_:k_ + 1].astype(np.int16)).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153867950288_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((delp[i:I, j:J, k_:k_ + 1] >= ua[i:I, j - 2:J - 2, k_:k_ + 1]), np.bitwise_and(((errno[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float32) / errno[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float32)).astype(np.int64) <= np.int64(1)), (np.where(((np.float64((-(np.int64(2)))) - ua[i:I, j - 1:J - 1, k_:k_ + 1]) >= cp[i:I, j:J, k_:k_ + 1]), pe[i:I, j:J, k_:k_ + 1], np.float64(np.int64(1))) <= (np.float64(1.5) - cp[i:I, j:J, k_:k_ + 1]))))
            asm_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153867950288_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum((-(np.float64(1.0))), (errno[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(fabs[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0)))), asm_gen_0[i:I, j:J, k_:k_ + 1])
            sizeof_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153867950288_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(ufuncs.abs(y[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) != (np.float64(1.0) / var[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64))), sizeof_gen_0[i:I, j:J, k_:k_ + 1])
            do_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153867950288_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.001), do_gen_0[i:I, j:J, k_:k_ + 1])
            kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((kt_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                sizeof_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 1:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.isnan(ufuncs.float64(gz[i - 2:i - 1, j:j + 2, k_ - 1:k_])), sizeof_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
                sizeof_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 1:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (ufuncs.remainder(np.float64(0.0), np.float64(1.0)) == ufuncs.power(ufuncs.abs(pe[i:i + 1, j:j + 2, k_:k_ + 1]), np.float64(0.5))), sizeof_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
                kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 1:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] + np.float64(1.0)), kt_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
                
            u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                delp[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 2:j, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (do_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] - (ua[i:i + 1, j - 1:j + 1, k_ + 1:k_ + 2] / (ufuncs.abs(np.float64(10.0)) + np.float64(1.0)))), delp[i:i + 1, j:j + 2, k_:k_ + 1])
                u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 2:j, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] + np.float64(1.0)), u_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
                
            kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((kt_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                sizeof_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.isnan(ufuncs.float64(gz[i - 2:i - 1, j + 1:j + 2, k_ - 1:k_])), sizeof_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1])
                sizeof_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (ufuncs.remainder(np.float64(0.0), np.float64(1.0)) == ufuncs.power(ufuncs.abs(pe[i:i + 1, j + 1:j + 2, k_:k_ + 1]), np.float64(0.5))), sizeof_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1])
                kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.where((kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), kt_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1])
                
            u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                delp[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.where((u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 1:j, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (do_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] - (ua[i:i + 1, j:j + 1, k_ + 1:k_ + 2] / (ufuncs.abs(np.float64(10.0)) + np.float64(1.0)))), delp[i:i + 1, j + 1:j + 2, k_:k_ + 1])
                u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] = np.where((u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(errno[i:i + 1, j - 1:j, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), u_gen_0[i:i + 1, j + 1:j + 2, k_:k_ + 1])
                
            mask_140153869493840_gen_0[i:I, j:J, k_:k_ + 1] = (gz[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64) >= delp[i:I, j:J, k_:k_ + 1])
            mask_140153866708304_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869493840_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan((var[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64) + cp[i:I, j:J, k_:k_ + 1])), mask_140153866708304_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869493840_gen_0[i:I, j:J, k_:k_ + 1], mask_140153866708304_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), delp[i:I, j:J, k_:k_ + 1])
            stdin_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869493840_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.log((ufuncs.abs(ufuncs.float64(zs[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), stdin_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153869493840_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.power(ufuncs.abs((res - gz[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64))), np.float64(0.5)), cp[i:I, j:J, k_:k_ + 1])
            do_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1] = asm_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1]
            stdin_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1] = np.where((res >= zs[I - 2:I - 1, J - 2:J, k_:k_ + 1]), ufuncs.float64(vc[I - 2:I - 1, J - 2:J, k_:k_ + 1]), kt_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1])
            sizeof_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1] = (asm_gen_0[I - 2:I - 1, J - 2:J, k_:k_ + 1] > pe[I - 2:I - 1, J - 2:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    