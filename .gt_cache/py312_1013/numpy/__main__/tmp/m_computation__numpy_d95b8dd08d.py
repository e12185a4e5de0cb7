import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, rho, zs, j0, errno, union, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ua = Field(ua, _origin_['ua'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, False))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    errno = Field(errno, _origin_['errno'], (True, True, False))
    union = Field(union, _origin_['union'], (True, True, True))
    
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memcpy = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820080464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153817514128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822257360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153817512528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827579920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153818428560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_:k_ + 1] = (np.float64(0.25) <= (rho[i:I, j:J] + rho[i:I, j:J]).astype(np.float64))
            area[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_and((np.where((ufuncs.exp(ufuncs.minimum(np.float64(3.5), np.float64(5.0))) <= ufuncs.remainder(ua[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(1.0))), np.float64(0.0), errno[i + 2:I + 2, j + 2:J + 2]) < (zs[i:I, j:J] - errno[i:I, j:J])), (ufuncs.abs(zs[i - 2:I - 2, j + 1:J + 1]) < ufuncs.cbrt(zs[i:I, j + 2:J + 2])))))
            a[i:I, j:J, k_:k_ + 1] = (ufuncs.float32(ua[i:I, j:J, k_:k_ + 1]).astype(np.float64) * (union[i:I, j + 2:J + 2, k_ - 1:k_] / ua[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            area[I - 1:I, j:j + 1, k_:k_ + 1] = ((zs[I + 1:I + 2, j:j + 1] * ua[I - 1:I, j:j + 1, k_ + 1:k_ + 2].astype(np.float64)) == ua[I - 1:I, j:j + 1, k_:k_ + 1].astype(np.float64))
            area[I - 2:I - 1, j:j + 2, k_:k_ + 1] = ((zs[I:I + 1, j:j + 2] * ua[I - 2:I - 1, j:j + 2, k_ + 1:k_ + 2].astype(np.float64)) == ua[I - 2:I - 1, j:j + 2, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = ufuncs.int32(np.where((a[i:I, j:J, k_:k_ + 1] > np.float64((np.float32(np.int64(0)) + j0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(j0), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i:I, j:J, k_ + 1:k_ + 2]))
            do[i:I, j:J, k_:k_ + 1] = (ufuncs.float32(zs[i:I, j - 1:J - 1]).astype(np.float64) + ufuncs.power(np.float64(0.1), np.int64(2)))
            mask_140153820080464_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(area[i:I, j:J, k_:k_ + 1], (np.float64(1.0) == union[i - 1:I - 1, j:J, k_:k_ + 1]))
            do[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820080464_gen_0[i:I, j:J, k_:k_ + 1], ((a[i:I, j:J, k_:k_ + 1] * np.float64(j0)) * (rho[i + 2:I + 2, j:J].astype(np.float64) - a[i:I, j:J, k_:k_ + 1])), do[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820080464_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.abs(union[i:I, j + 2:J + 2, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153820080464_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.int32(ufuncs.minimum(ufuncs.maximum(zs[i:I, j + 2:J + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) / ufuncs.arcsin(ufuncs.tanh(np.float64(0.001)))), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = ufuncs.int32((ua[i:I, j:J, k_:k_ + 1] * rho[i:I, j + 2:J + 2].astype(np.int32))).astype(np.float64)
            memcpy[i:I, j:J, k_:k_ + 1] = (-(rho[i + 1:I + 1, j + 2:J + 2]))
            ua[i:i + 1, J - 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(j0), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1] = ((union[i:I, j - 1:J - 1, k_:k_ + 1] - np.float64(3.5)) == np.where((a[i:I, j:J, k_:k_ + 1] != (errno[i + 1:I + 1, j + 2:J + 2] - np.float64(0.5))), a[i:I, j:J, k_:k_ + 1], np.float64(j0)))
            mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(a[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_ - 1:k_]) > ufuncs.abs(np.float64(0.25))), mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1]), (a[i:I, j:J, k_:k_ + 1] / ufuncs.float64(zs[i - 2:I - 2, j:J])), a[i:I, j:J, k_:k_ + 1])
            do[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(1.0), do[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.float64(a[i:I, j:J, k_:k_ + 1]) * (memcpy[i:I, j:J, k_:k_ + 1].astype(np.float32) / memcpy[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153817514128_gen_0[i:I, j:J, k_:k_ + 1]))), ua[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1], rho[i - 2:I - 2, j:J].astype(np.int32), tend[i:I, j:J, k_:k_ + 1])
            mask_140153822257360_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.remainder(tend[i:I, j:J, k_:k_ + 1].astype(np.float32), j0).astype(np.float64) < (a[i:I, j:J, k_:k_ + 1] - ua[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140153822257360_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153822257360_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arccosh((ufuncs.abs(zs[i:I, j - 2:J - 2]) + np.float64(1.0))) != np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(j0), (-(np.float64(100000.0)))), np.float64(100000.0))))), q[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153822257360_gen_0[i:I, j:J, k_:k_ + 1]), ((-(np.int64(1))) * rho[i + 1:I + 1, j:J].astype(np.int64)).astype(np.int32), tend[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153817512528_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.minimum(tend[i:I, j:J, k_:k_ + 1].astype(np.float64), a[i:I, j:J, k_:k_ + 1]) - ufuncs.minimum(a[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_ - 1:k_])), coef_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = (ufuncs.tan(ufuncs.tanh(np.float64(0.001))) <= (zs[i + 1:I + 1, j + 1:J + 1] / (ufuncs.abs(zs[i:I, j:J]) + np.float64(1.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153827579920_gen_0[I - 1:I, j:J, k:K] = np.bitwise_or(((ua[I - 1:I, j:J, k:K].astype(np.float32) * j0).astype(np.float64) >= (np.float64(0.1) - np.float64(j0))), np.bitwise_or((union[I - 1:I, j - 1:J - 1, k:K] == (memcpy[I - 1:I, j:J, k:K] - memcpy[I - 1:I, j:J, k:K]).astype(np.float64)), (np.float64(3.5) == (tend[I - 1:I, j:J, k - 1:K - 1] + tend[I - 1:I, j:J, k - 1:K - 1]).astype(np.float64))))
        a[I - 1:I, j:J, k:K] = np.where(mask_140153827579920_gen_0[I - 1:I, j:J, k:K], errno[I - 1:I, j:J], a[I - 1:I, j:J, k:K])
        pt_gen_0[I - 1:I, j:J, k:K] = np.where(mask_140153827579920_gen_0[I - 1:I, j:J, k:K], (ufuncs.erfc(a[I - 1:I, j:J, k:K]) * (union[I - 1:I, j - 1:J - 1, k:K] / (ufuncs.abs(errno[I + 1:I + 2, j + 1:J + 1]) + np.float64(1.0)))), pt_gen_0[I - 1:I, j:J, k:K])
        mask_140153818428560_gen_0[i:i + 1, j + 1:j + 2, k:K] = np.bitwise_or(((ua[i:i + 1, j + 1:j + 2, k:K].astype(np.float32) * j0).astype(np.float64) >= (np.float64(0.1) - np.float64(j0))), np.bitwise_or((union[i:i + 1, j:j + 1, k:K] == (memcpy[i:i + 1, j + 1:j + 2, k:K] - memcpy[i:i + 1, j + 1:j + 2, k:K]).astype(np.float64)), (np.float64(3.5) == (tend[i:i + 1, j + 1:j + 2, k - 1:K - 1] + tend[i:i + 1, j + 1:j + 2, k - 1:K - 1]).astype(np.float64))))
        a[i:i + 1, j + 1:j + 2, k:K] = np.where(mask_140153818428560_gen_0[i:i + 1, j + 1:j + 2, k:K], errno[i:i + 1, j + 1:j + 2], a[i:i + 1, j + 1:j + 2, k:K])
        pt_gen_0[i:i + 1, j + 1:j + 2, k:K] = np.where(mask_140153818428560_gen_0[i:i + 1, j + 1:j + 2, k:K], (ufuncs.erfc(a[i:i + 1, j + 1:j + 2, k:K]) * (union[i:i + 1, j:j + 1, k:K] / (ufuncs.abs(errno[i + 2:i + 3, j + 2:j + 3]) + np.float64(1.0)))), pt_gen_0[i:i + 1, j + 1:j + 2, k:K])
        var[I - 1:I, j + 1:j + 2, k:K] = ((-(rho[I + 1:I + 2, j + 1:j + 2])).astype(np.float64) <= ufuncs.minimum(np.float64(j0), zs[I - 1:I, j + 1:j + 2]))
        c_gen_0[i:i + 1, j + 1:J, k:K] = rho[i - 1:i, j + 1:J]
        # --- end horizontal block --

        # --- end vertical block ---
    