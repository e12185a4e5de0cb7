import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x_s, pe, a, phi, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x_s = Field(x_s, _origin_['x_s'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    goto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stderr = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    NAN = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153838027280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822665104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834402960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820544336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820842128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820525776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820677136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820645264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820343824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820524240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821980816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i:I, j:J, k:K] = ufuncs.isfinite(ufuncs.float64(ufuncs.minimum(np.int64(1), np.int64(1))))
        a[i:I, j:J, k:K] = (phi + (np.int64(1) - np.int64(1)))
        coef[i:I, j:J, k:K] = ((np.float64(np.int64(1)) + np.float64(3.5)) != np.float64(0.001))
        mask_140153822665104_gen_0[i + 1:I - 1, j:j + 1, k:K] = ((np.float64(2.0) * np.float64((-(np.int64(1))))) > (np.float64(np.int64(1)) - pe[i + 1:I - 1, j:j + 1, k:K]))
        coef[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140153822665104_gen_0[i + 1:I - 1, j:j + 1, k:K], (np.bitwise_not((phi < np.int64(1)))), coef[i + 1:I - 1, j:j + 1, k:K])
        a[i + 1:I - 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153822665104_gen_0[i + 1:I - 1, j:j + 1, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.remainder(np.float64(0.1), a[i + 1:I - 1, j:j + 1, k:K].astype(np.float64)) + ufuncs.power(ufuncs.abs(pe[i + 1:I - 1, j:j + 1, k - 1:K - 1]), np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i + 1:I - 1, j:j + 1, k:K])
        mask_140153834402960_gen_0[i + 1:I - 1, j:j + 1, k:K] = (a[i + 1:I - 1, j:j + 1, k:K] < np.int64(1))
        x_s[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140153834402960_gen_0[i + 1:I - 1, j:j + 1, k:K], (pe[i + 2:I, j + 2:j + 3, k:K] >= (-(np.float64(3.5)))), x_s[i + 1:I - 1, j:j + 1, k:K])
        goto[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140153834402960_gen_0[i + 1:I - 1, j:j + 1, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.round_away_from_zero(ufuncs.float64(a[i + 1:I - 1, j:j + 1, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), goto[i + 1:I - 1, j:j + 1, k:K])
        vc[i + 1:I - 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153834402960_gen_0[i + 1:I - 1, j:j + 1, k:K])), (np.where((np.where(coef[i + 1:I - 1, j:j + 1, k:K], np.float64(phi), np.float64(0.1)) <= (phi + a[i + 1:I - 1, j:j + 1, k:K]).astype(np.float64)), pe[i + 1:I - 1, j:j + 1, k:K], a[i + 1:I - 1, j:j + 1, k:K].astype(np.float64)) <= pe[i:I - 2, j + 2:j + 3, k - 1:K - 1]), vc[i + 1:I - 1, j:j + 1, k:K])
        mask_140153838027280_gen_0[i + 1:I - 1, j:j + 1, k:K] = np.bitwise_or((a[i + 1:I - 1, j:j + 1, k:K].astype(np.float64) > np.float64(2.0)), (np.float64(ufuncs.maximum(phi, phi)) <= np.where((np.float64(0.25) > np.float64(ufuncs.maximum(np.int64(1), np.int64(1)))), np.float64(np.int64(1)), val)))
        vc[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140153838027280_gen_0[i + 1:I - 1, j:j + 1, k:K], (np.bitwise_not(np.bitwise_or(((pe[i + 1:I - 1, j + 1:j + 2, k:K] / (ufuncs.abs(pe[i + 2:I, j + 1:j + 2, k + 1:K + 1]) + np.float64(1.0))) < np.float64(np.int64(1))), (np.float64(np.int64(1)) != (np.float64(10.0) / (np.float64(ufuncs.abs(phi)) + np.float64(1.0))))))), vc[i + 1:I - 1, j:j + 1, k:K])
        goto[i + 1:I - 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153838027280_gen_0[i + 1:I - 1, j:j + 1, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(val, (-(np.float64(100000.0)))), np.float64(100000.0))), goto[i + 1:I - 1, j:j + 1, k:K])
        goto[i + 1:I - 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153838027280_gen_0[i + 1:I - 1, j:j + 1, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(val, (-(np.float64(100000.0)))), np.float64(100000.0))), goto[i + 1:I - 1, j:j + 1, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153820842128_gen_0[i:I, j:J, k:K] = (np.float64(ufuncs.power(phi, np.int64(2))) == (goto[i:I, j:J, k:K].astype(np.float64) - pe[i:I, j:J, k + 1:K + 1]))
        stderr[i:I, j:J, k:K] = np.where(mask_140153820842128_gen_0[i:I, j:J, k:K], a[i:I, j:J, k:K], stderr[i:I, j:J, k:K])
        tmp[i:I, j:J, k:K] = np.where(mask_140153820842128_gen_0[i:I, j:J, k:K], np.float64(0.0), tmp[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153820842128_gen_0[i:I, j:J, k:K], (tmp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j - 2:J - 2, k:K]), np.float64(4.0))))):
            qv[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820842128_gen_0[i:I, j:J, k:K], (tmp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j - 2:J - 2, k:K]), np.float64(4.0)))), stderr[i:I, j:J, k:K], qv[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820842128_gen_0[i:I, j:J, k:K], (tmp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j - 2:J - 2, k:K]), np.float64(4.0)))), (stderr[i:I, j:J, k:K] + ufuncs.maximum(np.int64(1), a[i:I, j:J, k:K])), a[i:I, j:J, k:K])
            tmp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820842128_gen_0[i:I, j:J, k:K], (tmp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j - 2:J - 2, k:K]), np.float64(4.0)))), (tmp[i:I, j:J, k:K] + np.float64(1.0)), tmp[i:I, j:J, k:K])
            
        qv[i:I, j:J, k:K] = np.where(mask_140153820842128_gen_0[i:I, j:J, k:K], ufuncs.power(qv[i:I, j:J, k:K], np.int64(2)), qv[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153820842128_gen_0[i:I, j:J, k:K])), goto[i:I, j:J, k:K].astype(np.int64), a[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153820842128_gen_0[i:I, j:J, k:K])), (ufuncs.float64(np.float64(0.0)) - (phi + a[i:I, j:J, k:K]).astype(np.float64)), gz[i:I, j:J, k:K])
        vc[i:I, j:J, k:K] = ((tmp[i:I, j:J, k:K] + stderr[i:I, j:J, k:K].astype(np.float64)) >= val)
        x_s[i:I, j:J, k:K] = np.bitwise_and((np.bitwise_not((tmp[i:I, j:J, k:K] >= goto[i:I, j:J, k:K].astype(np.float64)))), (gz[i:I, j:J, k:K] <= qv[i:I, j:J, k:K].astype(np.float64)))
        mask_140153820544336_gen_0[i:I, j:J, k:K] = (val == ufuncs.ceil(tmp[i:I, j:J, k:K]))
        u[i:I, j:J, k:K] = np.where(mask_140153820544336_gen_0[i:I, j:J, k:K], np.float64(0.0), u[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j + 2:J + 2, k:K]), np.float64(4.0))))):
            stderr[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j + 2:J + 2, k:K]), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tmp[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), stderr[i:I, j:J, k:K])
            gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j + 2:J + 2, k:K]), np.float64(4.0)))), np.float64(phi), gz[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], (u[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(pe[i:I, j + 2:J + 2, k:K]), np.float64(4.0)))), (u[i:I, j:J, k:K] + np.float64(1.0)), u[i:I, j:J, k:K])
            
        mask_140153820525776_gen_0[i:I, j:J, k:K] = np.where(mask_140153820544336_gen_0[i:I, j:J, k:K], np.bitwise_and((val != val), (np.bitwise_not(((-(u[i:I, j:J, k:K])) <= a[i:I, j:J, k:K].astype(np.float64))))), mask_140153820525776_gen_0[i:I, j:J, k:K])
        t_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], mask_140153820525776_gen_0[i:I, j:J, k:K]), ufuncs.maximum((qv[i:I, j:J, k:K].astype(np.float64) + u[i:I, j:J, k:K]), (a[i:I, j:J, k:K].astype(np.float64) - tmp[i:I, j:J, k:K])), t_gen_0[i:I, j:J, k:K])
        s[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], mask_140153820525776_gen_0[i:I, j:J, k:K]), ((u[i:I, j:J, k:K] + a[i:I, j:J, k:K].astype(np.float64)) < (val * np.float64(0.1))), s[i:I, j:J, k:K])
        NAN[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], mask_140153820525776_gen_0[i:I, j:J, k:K]), ((qv[i:I, j:J, k:K].astype(np.float64) * val) - goto[i:I, j:J, k:K].astype(np.float64)), NAN[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153820544336_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153820525776_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((val - goto[i:I, j:J, k:K].astype(np.float64)) - (u[i:I, j:J, k:K] / (ufuncs.abs(val) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), qv[i:I, j:J, k:K])
        stderr[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153820544336_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.sin(val) * (pe[i:I, j:J, lk + phi] - t_gen_0[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), stderr[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153820544336_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(3.5) / (ufuncs.abs(stderr[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) * ufuncs.maximum(u[i:I, j:J, k:K], val)), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))):
                b[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), ufuncs.log10((ufuncs.abs((np.float64(10.0) + NAN[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), b[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1] = (ufuncs.exp(ufuncs.minimum(gz[I - 1:I, J - 2:J - 1, k_:k_ + 1], np.float64(5.0))) < ufuncs.minimum(NAN[I - 1:I, J - 2:J - 1, k_:k_ + 1], tmp[I - 1:I, J - 2:J - 1, k_:k_ + 1]))
            stderr[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1], (stderr[I - 1:I, J - 2:J - 1, k_:k_ + 1] + ufuncs.maximum(goto[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.int64), stderr[I - 1:I, J - 2:J - 1, k_:k_ + 1])), stderr[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            s[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1], np.bitwise_and(coef[I - 1:I, J - 2:J - 1, k_:k_ + 1], np.bitwise_and((ufuncs.maximum(gz[I - 1:I, J - 2:J - 1, k_:k_ + 1], val) <= b[I - 1:I, J - 2:J - 1, k_:k_ + 1]), ((goto[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.int64) - stderr[I - 1:I, J - 2:J - 1, k_:k_ + 1]) >= phi))), s[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            b[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1], ufuncs.abs(ufuncs.sinh(ufuncs.tanh(tmp[I - 1:I, J - 2:J - 1, k_:k_ + 1]))), b[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            mask_140153820677136_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1])), (tmp[I - 1:I, J - 2:J - 1, k_:k_ + 1] >= (val - qv[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float64))), mask_140153820677136_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            buffers_ok_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820645264_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1])), mask_140153820677136_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1]), (a[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float64) != ufuncs.ceil(pe[I - 1:I, J - 1:J, k_:k_ + 1])), buffers_ok_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            a[I - 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(NAN[I - 1:I, J - 2:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153820343824_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1] = (ufuncs.power(np.float64(0.001), np.int64(2)) != (-(NAN[I - 1:I, J - 2:J - 1, k_:k_ + 1])))
            x_s[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153820343824_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1], (goto[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float64) <= (np.float64(np.int64(1)) - tmp[I - 1:I, J - 2:J - 1, k_:k_ + 1])), x_s[I - 1:I, J - 2:J - 1, k_:k_ + 1])
            a[I - 1:I, j:J, k_:k_ + 1] = stderr[I - 1:I, j:J, k_:k_ + 1]
            stderr[I - 1:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.float64(y[I - 1:I, j:J, k_:k_ + 1]) / b[I - 1:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153820524240_gen_0[i:I, j:J, k_:k_ + 1] = ((y[i:I, j:J, k_:k_ + 1] * np.float64(0.001)) != ufuncs.maximum(val, qv[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            s[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820524240_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.log((ufuncs.abs(b[i:I, j:J, k_:k_ + 1]) + np.float64(0.5))) > ufuncs.maximum(b[i:I, j:J, k_:k_ + 1], gz[i:I, j:J, k_:k_ + 1])), s[i:I, j:J, k_:k_ + 1])
            mask_140153821980816_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153820524240_gen_0[i:I, j:J, k_:k_ + 1])), (b[i:I, j:J, k_:k_ + 1] <= NAN[i:I, j:J, k_:k_ + 1]), mask_140153821980816_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820524240_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153821980816_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((pe[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1] - stderr[i:I, j:J, k_:k_ + 1].astype(np.float64)) * ufuncs.minimum(goto[i:I, j:J, k_:k_ + 1].astype(np.float64), val)), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820524240_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153821980816_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.round_away_from_zero(ufuncs.float64(goto[i:I, j:J, k_:k_ + 1])) * u[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        NAN[i:I, j:J, k:K] = (ufuncs.power(qv[i:I, j:J, k:K], np.int64(2)).astype(np.float64) + np.where((ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(qv[i:I, j:J, k:K])) * np.float64(0.5))) <= np.where((ufuncs.abs(np.float64(0.0)) >= (a[i:I, j:J, k:K].astype(np.float64) + u[i:I, j:J, k:K])), u[i:I, j:J, k:K], u[i:I, j:J, k:K])), np.float64(np.int64(1)), b[i:I, j:J, k:K]))
        gz[i:I, j:J, k:K] = y[i:I, j:J, k:K]
        res_gen_0[i:I, j:J, k:K] = ((val * np.float64(0.001)) * (pe[i - 2:I - 2, j:J, k - 1:K - 1] - np.float64(np.int64(1))))
        # --- end horizontal block --

        # --- end vertical block ---
    