import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, register, cp, c, a, case, qv, rho, errno, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    register = Field(register, _origin_['register'], (True, True, False))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    case = Field(case, _origin_['case'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (False, False, True))
    errno = Field(errno, _origin_['errno'], (False, False, True))
    
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    restrict = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    jt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    printf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    malloc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859140624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857267024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859540944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856794768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856206800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858334096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862420432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmax_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856761808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153857132048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857135952_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858100304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859893456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857132368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    EOF_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856831120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153859140624_gen_0[i:i + 1, j:J - 1, k_:k_ + 1] = ((-(register[i:i + 1, j - 2:J - 3])).astype(np.float32) <= rho[k_ - 1:k_])
            qv[i:i + 1, j:J - 1, k_:k_ + 1] = np.where(mask_140153859140624_gen_0[i:i + 1, j:J - 1, k_:k_ + 1], ufuncs.minimum(a[i:i + 1, j:J - 1, k_:k_ + 1].astype(np.float64), (a[i:i + 1, j:J - 1, k_ - 1:k_].astype(np.float64) - c)).astype(np.float32), qv[i:i + 1, j:J - 1, k_:k_ + 1])
            a[i:i + 1, j:J - 1, k_ - 1:k_] = np.where((np.bitwise_not(mask_140153859140624_gen_0[i:i + 1, j:J - 1, k_:k_ + 1])), (ufuncs.abs(register[i:i + 1, j:J - 1]).astype(np.float32) * qv[i:i + 1, j:J - 1, k_:k_ + 1]), a[i:i + 1, j:J - 1, k_ - 1:k_])
            qv[i:i + 1, j:J - 1, k_ - 1:k_] = np.where((np.bitwise_not(mask_140153859140624_gen_0[i:i + 1, j:J - 1, k_:k_ + 1])), errno[k_:k_ + 1].astype(np.float32), qv[i:i + 1, j:J - 1, k_ - 1:k_])
            mask_140153859540944_gen_0[i:i + 1, j:J - 1, k_:k_ + 1] = (np.bitwise_not((np.bitwise_not(((np.float64(10.0) - rho[k_ - 1:k_].astype(np.float64)) < np.where(((case[i:i + 1, j:J - 1, k_:k_ + 1] - register[i + 2:i + 3, j + 1:J].astype(np.float64)) <= ufuncs.abs(np.float64(0.25))), case[i:i + 1, j:J - 1, k_:k_ + 1], c))))))
            qv[i:i + 1, j:J - 1, k_:k_ + 1] = np.where(mask_140153859540944_gen_0[i:i + 1, j:J - 1, k_:k_ + 1], ufuncs.int32(register[i:i + 1, j:J - 1]).astype(np.float32), qv[i:i + 1, j:J - 1, k_:k_ + 1])
            case[i:i + 1, j:J - 1, k_:k_ + 1] = np.where(mask_140153859540944_gen_0[i:i + 1, j:J - 1, k_:k_ + 1], a[i:i + 1, j:J - 1, k_ + 1:k_ + 2].astype(np.float64), case[i:i + 1, j:J - 1, k_:k_ + 1])
            mask_140153857267024_gen_0[i:I, j:J, k_:k_ + 1] = (cp[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2] <= (-(cp[i:I, j:J, k_:k_ + 1])))
            u[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857267024_gen_0[i:I, j:J, k_:k_ + 1], (cp[i + 2:I + 2, j:J, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs((rho[k_ + 1:k_ + 2] * a[i:I, j:J, k_ - 1:k_])).astype(np.float64) + np.float64(1.0))), u[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1] = ((u[i:I, j:J, k_:k_ + 1] * a[i:I, j:J, k_ - 1:k_].astype(np.float64)) != c)
            case[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], np.where(ufuncs.isfinite(case[i:I, j:J, k_:k_ + 1]), (rho[k_:k_ + 1] * rho[k_:k_ + 1]).astype(np.float64), ufuncs.exp(ufuncs.minimum(qv[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(5.0)))), case[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], cp[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2], v[i:I, j:J, k_:k_ + 1])
            mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], ((errno[k_:k_ + 1].astype(np.float32) + qv[i:I, j:J, k_ - 1:k_]) >= qv[i:I, j:J, k_:k_ + 1]), mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.power(register[i + 1:I + 1, j:J], np.int64(2)).astype(np.float64) - u[i:I, j:J, k_:k_ + 1]).astype(np.float32), v[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1]), ((cp[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1] * errno[k_:k_ + 1].astype(np.float32)).astype(np.float64) - (qv[i:I, j:J, k_:k_ + 1].astype(np.float64) / c)), restrict[i:I, j:J, k_:k_ + 1])
            mask_140153856794768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not((v[i:I, j:J, k_:k_ + 1].astype(np.float64) != (u[i:I, j:J, k_ - 1:k_] * v[i:I, j:J, k_:k_ + 1].astype(np.float64))))), mask_140153856794768_gen_0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153856206800_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153856794768_gen_0[i:I, j:J, k_:k_ + 1]), qv[i:I, j:J, k_:k_ + 1].astype(np.float64), u[i:I, j:J, k_:k_ + 1])
            mask_140153858334096_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1])), (u[i:I, j:J, k_ - 1:k_] != np.where((u[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(1.5), cp[i - 1:I - 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64))), u[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140153858334096_gen_0[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153858334096_gen_0[i:I, j:J, k_:k_ + 1]), c, jt[i:I, j:J, k_:k_ + 1])
            printf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153858334096_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.log((ufuncs.abs((errno[k_:k_ + 1].astype(np.float64) + c)) + np.float64(0.5))), printf[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153858334096_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((cp[i:I, j + 1:J + 1, k_:k_ + 1] - qv[i:I, j:J, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), restrict[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153862420432_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.floor((errno[k_:k_ + 1].astype(np.float64) + jt[i:I, j:J, k_:k_ + 1])).astype(np.float32), v[i:I, j:J, k_:k_ + 1])
            a__[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(ufuncs.maximum(qv[i:I, j:J, k_ - 1:k_], a[i:I, j:J, k_ - 1:k_]), errno[k_:k_ + 1].astype(np.float32))
            a[i:I, j:J, k_:k_ + 1] = (c + ufuncs.power(rho[k_:k_ + 1], np.int64(2)).astype(np.float64)).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        EOF_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0)))):
            mask_140153859893456_gen_0[i:I, j:J, k:K] = np.where((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), ((qv[i:I, j:J, k:K] + np.float32(np.int64(1000003))) == ufuncs.arccos(ufuncs.tanh(rho[k + 1:K + 1]))), mask_140153859893456_gen_0[i:I, j:J, k:K])
            qv[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153859893456_gen_0[i:I, j:J, k:K]), np.float32(np.float64(0.5)), qv[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153859893456_gen_0[i:I, j:J, k:K]), (-((np.float64(3.5) - cp[i - 2:I - 2, j + 2:J + 2, k + 1:K + 1].astype(np.float64)))), u[i:I, j:J, k:K])
            ua_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153859893456_gen_0[i:I, j:J, k:K]), case[i:I, j:J, k:K], ua_gen_0[i:I, j:J, k:K])
            area_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (np.bitwise_not(mask_140153859893456_gen_0[i:I, j:J, k:K]))), np.where((EOF_gen_0[i:I, j:J, k:K] <= jt[i:I, j:J, k:K]), (a__[i:I, j:J, k:K] * a__[i:I, j:J, k:K]), errno[k:K].astype(np.float32)), area_gen_0[i:I, j:J, k:K])
            malloc[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (np.bitwise_not(mask_140153859893456_gen_0[i:I, j:J, k:K]))), (ufuncs.maximum(case[i:I, j:J, k:K], printf[i:I, j:J, k:K]) * jt[i:I, j:J, k:K]), malloc[i:I, j:J, k:K])
            mask_140153856761808_gen_0[i:I, j:J, k:K] = np.where((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (a[i:I, j:J, k:K].astype(np.float64) < (np.float64(0.001) * cp[i + 2:I + 2, j:J, k:K].astype(np.float64))), mask_140153856761808_gen_0[i:I, j:J, k:K])
            malloc[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153856761808_gen_0[i:I, j:J, k:K]), v[i:I, j:J, k:K].astype(np.float64), malloc[i:I, j:J, k:K])
            y_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153856761808_gen_0[i:I, j:J, k:K]), ua_gen_0[i:I, j:J, k:K], y_gen_0[i:I, j:J, k:K])
            malloc[i:I, j:J, k:K] = np.where(np.bitwise_and((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), mask_140153856761808_gen_0[i:I, j:J, k:K]), EOF_gen_0[i:I, j:J, k:K], malloc[i:I, j:J, k:K])
            EOF_gen_0[i:I, j:J, k:K] = np.where((EOF_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (EOF_gen_0[i:I, j:J, k:K] + np.float64(1.0)), EOF_gen_0[i:I, j:J, k:K])
            
        mask_140153858100304_gen_0[i:I, j:J, k:K] = (jt[i:I, j:J, k:K] >= ua_gen_0[i:I, j:J, k:K])
        mask_140153857135952_gen_0[i:I, j:J, k:K] = np.where(mask_140153858100304_gen_0[i:I, j:J, k:K], (a__[i:I, j:J, k:K].astype(np.float64) >= np.float64(2.0)), mask_140153857135952_gen_0[i:I, j:J, k:K])
        case[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], mask_140153857135952_gen_0[i:I, j:J, k:K]), np.where((jt[i:I, j:J, k:K] != np.float64(np.int64(1))), (restrict[i:I, j:J, k:K] - case[i:I, j:J, k:K]), u[i:I, j:J, k:K]), case[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], mask_140153857135952_gen_0[i:I, j:J, k:K]), ufuncs.float64((-(rho[k:K]))), q[i:I, j:J, k:K])
        mask_140153857132048_gen_0[i:I, j:J, k:K] = np.where(mask_140153858100304_gen_0[i:I, j:J, k:K], ufuncs.isinf(a[i:I, j:J, k:K]), mask_140153857132048_gen_0[i:I, j:J, k:K])
        fmax_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], mask_140153857132048_gen_0[i:I, j:J, k:K]), ufuncs.sqrt(ufuncs.abs(ufuncs.float64(ufuncs.power(register[i + 1:I + 1, j + 1:J + 1], np.int64(2))))), fmax_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], mask_140153857132048_gen_0[i:I, j:J, k:K]), a__[i:I, j:J, k:K], v[i:I, j:J, k:K])
        mask_140153856831120_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153857132048_gen_0[i:I, j:J, k:K]))), (u[i:I, j:J, k:K] <= errno[k:K].astype(np.float64)), mask_140153856831120_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153857132048_gen_0[i:I, j:J, k:K]))), mask_140153856831120_gen_0[i:I, j:J, k:K]), ufuncs.remainder(np.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(c, (-(np.float64(100000.0)))), np.float64(100000.0)))), ufuncs.sin(qv[i:I, j:J, k:K])).astype(np.float64), q[i:I, j:J, k:K])
        a__[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153858100304_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153857132048_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140153856831120_gen_0[i:I, j:J, k:K]))), (area_gen_0[i:I, j:J, k:K].astype(np.float64) * ufuncs.minimum(ua_gen_0[i:I, j:J, k:K], a__[i:I, j:J, k:K].astype(np.float64))).astype(np.float32), a__[i:I, j:J, k:K])
        mask_140153857132368_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153858100304_gen_0[i:I, j:J, k:K])), (errno[k:K].astype(np.float64) != q[i:I, j:J, k:K]), mask_140153857132368_gen_0[i:I, j:J, k:K])
        phi_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858100304_gen_0[i:I, j:J, k:K])), mask_140153857132368_gen_0[i:I, j:J, k:K]), ((errno[k:K].astype(np.float32) - cp[i:I, j - 1:J - 1, k + 1:K + 1]) + a__[i:I, j:J, k:K]), phi_gen_0[i:I, j:J, k:K])
        var_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((var_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0)))):
            pt[i:I, j:J, k:K] = np.where((var_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (register[i:I, j + 1:J + 1].astype(np.float64) - malloc[i:I, j:J, k:K]), pt[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where((var_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), malloc[i:I, j:J, k:K], u[i:I, j:J, k:K])
            var_gen_0[i:I, j:J, k:K] = np.where((var_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(c), np.float64(4.0))), (var_gen_0[i:I, j:J, k:K] + np.float64(1.0)), var_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc_gen_0[i:I, j:J, k:K] = ufuncs.remainder(c, (-(errno[k - 1:K - 1])).astype(np.float64))
        malloc[i:I, j:J, k:K] = (errno[k:K].astype(np.float64) - q[i:I, j:J, k:K])
        a__[i:I, j:J, k:K] = ufuncs.power(ufuncs.abs(malloc[i:I, j:J, k:K]), np.float64(0.5)).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    