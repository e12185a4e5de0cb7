import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, a, gz, var, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pt = Field(pt, _origin_['pt'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, False))
    gz = Field(gz, _origin_['gz'], (False, False, True))
    var = Field(var, _origin_['var'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    stdout = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    jt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_15_33_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    int64_t__157_15_33_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x__157_15_33_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153846421712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850985488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__157_28_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844836048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845881552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847359632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x__157_28_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842483280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz__75b_33_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    kt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    time__75b_33_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850614544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u__157_38_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843242448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842566224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz__75b_54_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844510928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842495120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    time__75b_54_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153846993552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    j0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845535440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = ufuncs.float64((gz[k_:k_ + 1] * var[i:I, j:J, k_ + 1:k_ + 2]))
            pt[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(var[i:I, j:J, k_ - 1:k_]) != ufuncs.remainder(gz[k_ + 1:k_ + 2], c[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((a[i - 2:I - 2, j:J].astype(np.float32) >= c[i:I, j:J, k_ - 1:k_]), ((var[i:I, j:J, k_:k_ + 1] * var[i:I, j:J, k_:k_ + 1]) < ufuncs.float64(var[i:I, j:J, k_ - 1:k_])))
            pt[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1], ((c[i:I, j:J, k_ + 1:k_ + 2] * a[i + 2:I + 2, j + 2:J + 2].astype(np.float32)).astype(np.float64) >= (var[i:I, j:J, k_:k_ + 1] + var[i:I, j:J, k_:k_ + 1])), pt[i:I, j:J, k_:k_ + 1])
            mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(np.bitwise_or(pt[i:I, j:J, k_ - 1:k_], ((a[i:I, j:J].astype(np.float64) / var[i:I, j:J, k_:k_ + 1]) > ufuncs.minimum(gz[k_:k_ + 1], gz[k_ + 1:k_ + 2]))))), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1])
            x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]), a[i:I, j + 2:J + 2], x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1])
            int64_t__157_15_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]), gz[k_ + 1:k_ + 2], int64_t__157_15_33_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__157_15_33_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]), np.where(((x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(0.5)) < (int64_t__157_15_33_gen_0[i:I, j:J, k_:k_ + 1] - x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))), (x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32) + c[i:I, j:J, k_:k_ + 1]), x__157_15_33_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)), RETURN_VALUE__157_15_33_gen_0[i:I, j:J, k_:k_ + 1])
            stdout[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(gz[k_ - 1:k_], RETURN_VALUE__157_15_33_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), stdout[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]))), c[i:I, j:J, k_ - 1:k_], rho[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850985488_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153846421712_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arcsin(ufuncs.tanh(ufuncs.remainder(gz[k_:k_ + 1], np.float64(np.int64(0))))), cp[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153845881552_gen_0[i:I, j:J, k:K] = (a[i + 1:I + 1, j + 2:J + 2].astype(np.float64) != ufuncs.abs(cp[i:I, j:J, k:K]))
        mask_140153844836048_gen_0[i:I, j:J, k:K] = np.where(mask_140153845881552_gen_0[i:I, j:J, k:K], np.bitwise_and((a[i + 1:I + 1, j + 2:J + 2] != a[i:I, j:J]), np.bitwise_or((cp[i:I, j:J, k:K] < ufuncs.power(c[i:I, j:J, k:K], np.int64(2)).astype(np.float64)), ((rho[i:I, j:J, k:K] - a[i + 2:I + 2, j:J].astype(np.float32)) == a[i:I, j - 2:J - 2].astype(np.float32)))), mask_140153844836048_gen_0[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], mask_140153844836048_gen_0[i:I, j:J, k:K]), (ufuncs.erfc(rho[i:I, j:J, k:K]).astype(np.float64) * (a[i:I, j:J].astype(np.float64) - gz[k:K])), jt[i:I, j:J, k:K])
        mask_140153847359632_gen_0[i:I, j:J, k:K] = np.where(mask_140153845881552_gen_0[i:I, j:J, k:K], (rho[i:I, j:J, k:K].astype(np.float64) < (c[i:I, j:J, k:K].astype(np.float64) - np.float64(0.001))), mask_140153847359632_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], mask_140153847359632_gen_0[i:I, j:J, k:K]), stdout[i:I, j:J, k - 1:K - 1], area[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], mask_140153847359632_gen_0[i:I, j:J, k:K]), ((jt[i:I, j:J, k:K] + rho[i:I, j:J, k:K].astype(np.float64)) + ufuncs.abs(a[i:I, j + 1:J + 1]).astype(np.float64)), area[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], mask_140153847359632_gen_0[i:I, j:J, k:K]), ufuncs.power(ufuncs.abs((gz[k:K] / (ufuncs.abs(c[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0)))), np.float64(0.5)), area[i:I, j:J, k:K])
        x__157_28_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153847359632_gen_0[i:I, j:J, k:K]))), a[i - 1:I - 1, j + 1:J + 1], x__157_28_25_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__157_28_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153847359632_gen_0[i:I, j:J, k:K]))), np.where(((x__157_28_25_gen_0[i:I, j:J, k:K].astype(np.float64) + np.float64(0.5)) < (stdout[i:I, j:J, k:K] - x__157_28_25_gen_0[i:I, j:J, k:K].astype(np.float64))), (x__157_28_25_gen_0[i:I, j:J, k:K].astype(np.float64) + stdout[i:I, j:J, k:K]), x__157_28_25_gen_0[i:I, j:J, k:K].astype(np.float64)), RETURN_VALUE__157_28_25_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153845881552_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153847359632_gen_0[i:I, j:J, k:K]))), (jt[i:I, j:J, k:K] * RETURN_VALUE__157_28_25_gen_0[i:I, j:J, k:K]), q[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153845881552_gen_0[i:I, j:J, k:K])), (rho[i:I, j:J, k:K].astype(np.float64) / (np.float64(ufuncs.abs(ufuncs.float32(np.float64(1.5)))) + np.float64(1.0))), area[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = (np.float64(np.int64(1)) * ufuncs.erfc(area[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(area[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] = gz[k_:k_ + 1]
            dz__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] = np.int64(np.float64(10.0))
            mask_140153842495120_gen_0[i:I, j:J, k_:k_ + 1] = (time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153842495120_gen_0[i:I, j:J, k_:k_ + 1], np.float64(3.5), time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = ((time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(0))) * np.float64(0.1))
            hi_gen_0[i:I, j:J, k_:k_ + 1] = (-(time__75b_33_18_gen_0[i:I, j:J, k_:k_ + 1]))
            mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((tmp_gen_0[i:I, j:J, k_:k_ + 1] < cp[i:I, j:J, k_:k_ + 1]), (gz[k_ + 1:k_ + 2] < hi_gen_0[i:I, j:J, k_:k_ + 1]))
            mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], ((rho[i:I, j:J, k_:k_ + 1].astype(np.float64) + jt[i:I, j:J, k_:k_ + 1]) >= (a[i + 2:I + 2, j:J] * a[i - 2:I - 2, j:J]).astype(np.float64)), mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1]), cp[i:I, j:J, k_:k_ + 1], w_gen_0[i:I, j:J, k_:k_ + 1])
            kt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(np.where((ufuncs.floor(c[i:I, j:J, k_:k_ + 1]).astype(np.float64) < (area[i:I, j:J, k_:k_ + 1] * q[i:I, j:J, k_:k_ + 1])), jt[i:I, j:J, k_:k_ + 1], gz[k_:k_ + 1])), kt_gen_0[i:I, j:J, k_:k_ + 1])
            u__157_38_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(gz[k_:k_ + 1], cp[i:I, j:J, k_:k_ + 1]), u__157_38_21_gen_0[i:I, j:J, k_:k_ + 1])
            hi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1]), np.where(((c[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(0.5)) < (area[i:I, j:J, k_:k_ + 1] - c[i:I, j:J, k_:k_ + 1].astype(np.float64))), (c[i:I, j:J, k_:k_ + 1].astype(np.float64) + u__157_38_21_gen_0[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1].astype(np.float64)), hi_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844510928_gen_0[i:I, j:J, k_:k_ + 1]))), q[i:I, j:J, k_:k_ + 1], var[i:I, j:J, k_:k_ + 1])
            mask_140153842483280_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1], mask_140153842483280_gen_0[i:I, j:J, k_:k_ + 1])
            kt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842483280_gen_0[i:I, j:J, k_:k_ + 1]), np.float32(np.float64(1.0)), kt_gen_0[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842483280_gen_0[i:I, j:J, k_:k_ + 1]), (kt_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * ufuncs.power(tmp_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2))), jt[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842483280_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs((np.float64(0.25) + tmp_gen_0[i:I, j:J, k_:k_ + 1])), vc_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.001) != gz[k_:k_ + 1]), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), ua_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]), (ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]), (ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), np.where((var[i:I, j:J, k_ + 1:k_ + 2] <= stdout[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(np.float64((-(np.int64(1)))), gz[k_:k_ + 1]), stdout[i:I, j:J, k_:k_ + 1]), cp[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]), (ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), pt[i:I, j:J, k_:k_ + 1], qv_gen_0[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]), (ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            lanes_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845535440_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153846993552_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64((w_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(kt_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), lanes_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1] = pt[i:I, j:J, k_ + 1:k_ + 2]
            dz__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], (np.float64((-(np.int64(1)))) - jt[i:I, j:J, k_:k_ + 1]), dz__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1])
            time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arcsinh(np.float64(1.5)), time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1])
            dz__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], np.float64(10.0), dz__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153843242448_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], (time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140153843242448_gen_0[i:I, j:J, k_:k_ + 1])
            time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843242448_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(3.5), time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1])
            j0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], ((time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(0))) * np.float64(0.1)), j0_gen_0[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], (-(time__75b_54_20_gen_0[i:I, j:J, k_:k_ + 1])), v_gen_0[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1], cp[i:I, j:J, k_:k_ + 1], tend_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153842566224_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1])), ((np.float64((-(np.int64(1)))) - jt[i:I, j:J, k_:k_ + 1]) != rho[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140153842566224_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850614544_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153842566224_gen_0[i:I, j:J, k_:k_ + 1]), (lanes_gen_0[i:I, j:J, k_:k_ + 1] > (gz[k_ + 1:k_ + 2] / (ufuncs.abs(w_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), qv_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(ufuncs.round(kt_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    