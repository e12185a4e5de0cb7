import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, out, zs, c, gz, abort, nk, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    out = Field(out, _origin_['out'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    abort = Field(abort, _origin_['abort'], (True, True, True))
    nk = Field(nk, _origin_['nk'], (True, True, False))
    
    tj0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    const = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    i0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826469840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__19c_17_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820631760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u__859_16_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    it__859_16_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    s_x__19c_17_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153824099920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825931280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    restrict__859_16_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821285520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824153744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153818328656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    it__859_31_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    restrict__859_31_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u__859_31_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it__859_39_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    restrict__859_39_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820239312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u__859_39_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153819023248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153816229264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153825931280_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = (abort[i:i + 1, J - 1:J, k_ - 1:k_] == np.where((np.where(gz[i - 1:i, J - 1:J, k_:k_ + 1], abort[i:i + 1, J - 1:J, k_:k_ + 1], np.float64(0.0)) != ufuncs.minimum(np.float64(0.5), c[i + 2:i + 3, J - 1:J, k_:k_ + 1])), np.float64(np.int64(1)), abort[i:i + 1, J - 1:J, k_:k_ + 1]))
            tj0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140153825931280_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], (ufuncs.remainder(np.float64(2.0), np.float64(zs)) * (c[i:i + 1, J + 1:J + 2, k_:k_ + 1] + abort[i:i + 1, J - 1:J, k_ - 1:k_])), tj0[i:i + 1, J - 1:J, k_:k_ + 1])
            tj0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140153825931280_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], ((nk[i:i + 1, J - 1:J].astype(np.float64) * np.float64(0.5)) / (ufuncs.abs(ufuncs.arccosh((ufuncs.abs(ufuncs.float64(zs)) + np.float64(1.0)))) + np.float64(1.0))), tj0[i:i + 1, J - 1:J, k_:k_ + 1])
            mask_140153826469840_gen_0[i + 1:i + 2, j:J - 1, k_:k_ + 1] = (abort[i + 1:i + 2, j:J - 1, k_ - 1:k_] == np.where((np.where(gz[i:i + 1, j:J - 1, k_:k_ + 1], abort[i + 1:i + 2, j:J - 1, k_:k_ + 1], np.float64(0.0)) != ufuncs.minimum(np.float64(0.5), c[i + 3:i + 4, j:J - 1, k_:k_ + 1])), np.float64(np.int64(1)), abort[i + 1:i + 2, j:J - 1, k_:k_ + 1]))
            tj0[i + 1:i + 2, j:J - 1, k_:k_ + 1] = np.where(mask_140153826469840_gen_0[i + 1:i + 2, j:J - 1, k_:k_ + 1], (ufuncs.remainder(np.float64(2.0), np.float64(zs)) * (c[i + 1:i + 2, j + 2:J + 1, k_:k_ + 1] + abort[i + 1:i + 2, j:J - 1, k_ - 1:k_])), tj0[i + 1:i + 2, j:J - 1, k_:k_ + 1])
            tj0[i + 1:i + 2, j:J - 1, k_:k_ + 1] = np.where(mask_140153826469840_gen_0[i + 1:i + 2, j:J - 1, k_:k_ + 1], ((nk[i + 1:i + 2, j:J - 1].astype(np.float64) * np.float64(0.5)) / (ufuncs.abs(ufuncs.arccosh((ufuncs.abs(ufuncs.float64(zs)) + np.float64(1.0)))) + np.float64(1.0))), tj0[i + 1:i + 2, j:J - 1, k_:k_ + 1])
            mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1] = (out[i:I, j:J, k_ + 1:k_ + 2] < (nk[i:I, j:J] * nk[i:I, j:J]).astype(np.int64))
            u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], nk[i:I, j:J], u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])
            it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], nk[i:I, j:J], it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])
            restrict__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (abort[i:I, j:J, k_:k_ + 1] + np.float64(zs)), restrict__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153821285520_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(0.0)), mask_140153821285520_gen_0[i:I, j:J, k_:k_ + 1])
            it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821285520_gen_0[i:I, j:J, k_:k_ + 1]), np.int32(np.float64(1.0)), it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])
            u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] * (u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1] + it__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])), u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (u__859_16_28_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + ufuncs.arctanh((ufuncs.tanh(ufuncs.float64((-(np.int64(2))))) * np.float64(0.5)))), a_[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], restrict__859_16_28_gen_0[i:I, j:J, k_:k_ + 1], const[i:I, j:J, k_:k_ + 1])
            s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], abort[i:I, j:J, k_ - 1:k_], s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153824099920_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153824099920_gen_0[i:I, j:J, k_:k_ + 1])
            s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824099920_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(ufuncs.float32(s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64), ufuncs.arctanh((ufuncs.tanh(s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)))), s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum((s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(0.25)), (s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] - s_x__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], (RETURN_VALUE__19c_17_21_gen_0[i:I, j:J, k_:k_ + 1] + (tj0[i:I, j:J, k_ + 1:k_ + 2] + np.float64(zs))), a_[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820631760_gen_0[i:I, j:J, k_:k_ + 1], out[i:I, j:J, k_:k_ + 1].astype(np.float64), const[i:I, j:J, k_:k_ + 1])
            tj0[i:I, j:J, k_:k_ + 1] = ufuncs.sinh(ufuncs.tanh(ufuncs.trunc(c[i - 1:I - 1, j:J, k_ - 1:k_])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1] = gz[i:I, j:J, k_:k_ + 1]
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0)))) != np.where((ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tj0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) >= (nk[i:I, j:J].astype(np.float64) * np.float64(0.5))), c[i:I, j - 1:J - 1, k_:k_ + 1], np.float64(zs))), coef_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), x_s[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), (x_s[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                sqrtf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), (x_s[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ((tj0[i:I, j:J, k_:k_ + 1] / abort[i:I, j:J, k_ - 1:k_]) - ufuncs.int32(ufuncs.minimum(ufuncs.maximum(c[i + 2:I + 2, j - 1:J - 1, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), sqrtf[i:I, j:J, k_:k_ + 1])
                a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), (x_s[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), np.where((np.float64(1.0) < (c[i + 1:I + 1, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(np.int64(2))) + np.float64(1.0)))), x_s[i:I, j:J, k_:k_ + 1], (-(x_s[i:I, j:J, k_:k_ + 1]))), a_[i:I, j:J, k_:k_ + 1])
                x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), (x_s[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (x_s[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x_s[i:I, j:J, k_:k_ + 1])
                
            const[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153824153744_gen_0[i:I, j:J, k_:k_ + 1])), ((const[i:I, j:J, k_:k_ + 1] * c[i:I, j + 2:J + 2, k_:k_ + 1]) - (c[i:I, j + 1:J + 1, k_ - 1:k_] * tj0[i:I, j:J, k_:k_ + 1])), const[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh(const[i:I, j:J, k_:k_ + 1]))
            it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(10.0) - c[i + 2:I + 2, j:J, k_:k_ + 1])
            restrict__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.0) * abort[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153818328656_gen_0[i:I, j:J, k_:k_ + 1] = (it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153818328656_gen_0[i:I, j:J, k_:k_ + 1], np.float64(1.0), it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1])
            u__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] = (it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] * (u__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] + it__859_31_23_gen_0[i:I, j:J, k_:k_ + 1]))
            area[i:I, j:J, k_:k_ + 1] = (u__859_31_23_gen_0[i:I, j:J, k_:k_ + 1] + ufuncs.arctanh((ufuncs.tanh(ufuncs.float64((-(np.int64(2))))) * np.float64(0.5))))
            i0[i:I, j:J, k_:k_ + 1] = restrict__859_31_23_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        flux_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))):
            rho[i:I, j:J, k:K] = np.where((flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))), area[i:I, j:J, k:K], rho[i:I, j:J, k:K])
            flux_gen_0[i:I, j:J, k:K] = np.where((flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))), (flux_gen_0[i:I, j:J, k:K] + np.float64(1.0)), flux_gen_0[i:I, j:J, k:K])
            
        out[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arccosh((ufuncs.abs(ufuncs.maximum(sqrtf[i:I, j:J, k:K], rho[i:I, j:J, k:K])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        u__859_39_24_gen_0[i:I, j:J, k:K] = abort[i:I, j:J, k:K]
        it__859_39_24_gen_0[i:I, j:J, k:K] = ufuncs.remainder(rho[i:I, j:J, k:K], i0[i:I, j:J, k:K])
        restrict__859_39_24_gen_0[i:I, j:J, k:K] = ufuncs.gamma((ufuncs.minimum(ufuncs.abs(tj0[i:I, j:J, k:K]), np.float64(6.0)) + np.float64(0.5)))
        mask_140153820239312_gen_0[i:I, j:J, k:K] = (it__859_39_24_gen_0[i:I, j:J, k:K] > np.float64(0.0))
        it__859_39_24_gen_0[i:I, j:J, k:K] = np.where(mask_140153820239312_gen_0[i:I, j:J, k:K], np.float64(1.0), it__859_39_24_gen_0[i:I, j:J, k:K])
        u__859_39_24_gen_0[i:I, j:J, k:K] = (it__859_39_24_gen_0[i:I, j:J, k:K] * (u__859_39_24_gen_0[i:I, j:J, k:K] + it__859_39_24_gen_0[i:I, j:J, k:K]))
        x[i:I, j:J, k:K] = (u__859_39_24_gen_0[i:I, j:J, k:K] + ufuncs.arctanh((ufuncs.tanh(ufuncs.float64((-(np.int64(2))))) * np.float64(0.5))))
        isobar_gen_0[i:I, j:J, k:K] = restrict__859_39_24_gen_0[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153816229264_gen_0[i:I, j:J, k:K] = (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(const[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) < ufuncs.remainder(np.float64(zs), rho[i:I, j:J, k:K]))
        mask_140153819023248_gen_0[i:I, j:J, k:K] = np.where(mask_140153816229264_gen_0[i:I, j:J, k:K], ((np.float64(1.5) + c[i:I, j + 2:J + 2, k:K]) != i0[i:I, j:J, k:K]), mask_140153819023248_gen_0[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153816229264_gen_0[i:I, j:J, k:K], mask_140153819023248_gen_0[i:I, j:J, k:K]), sqrtf[i:I, j:J, k:K], x[i:I, j:J, k:K])
        abort[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153816229264_gen_0[i:I, j:J, k:K], mask_140153819023248_gen_0[i:I, j:J, k:K]), (ufuncs.arctan(rho[i:I, j:J, k:K]) * (out[i:I, j:J, k:K].astype(np.float64) + x_s[i:I, j:J, k:K])), abort[i:I, j:J, k:K])
        a_[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153816229264_gen_0[i:I, j:J, k:K], mask_140153819023248_gen_0[i:I, j:J, k:K]), out[i:I, j:J, k:K].astype(np.float64), a_[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(mask_140153816229264_gen_0[i:I, j:J, k:K], ufuncs.minimum((-(rho[i:I, j:J, k:K])), ufuncs.minimum(rho[i:I, j:J, k:K], i0[i:I, j:J, k:K])), x[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    