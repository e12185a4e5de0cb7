import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, pt, powf, fmod, fmin, EOF, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    EOF = Field(EOF, _origin_['EOF'], (True, True, True))
    
    size_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761798928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761331600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761312144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763310544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    jt__f4f_40_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765238224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lo__f4f_40_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__f4f_40_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333761798928_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(np.bitwise_and((np.where(((-(fmin)) < np.float64((np.int64(fmod) * np.int64(7)))), coef[i:I, j:J, k_ - 1:k_].astype(np.float64), EOF[i - 1:I - 1, j:J, k_:k_ + 1]) >= (fmin + powf[i:I, j:J, k_:k_ + 1].astype(np.float64))), bool(bool(True))), np.bitwise_or((powf[i + 2:I + 2, j + 2:J + 2, k_ - 1:k_].astype(np.float32) != ufuncs.float32(fmod)), ((pt[i - 1:I - 1, j:J, k_ - 1:k_] - coef[i:I, j:J, k_:k_ + 1].astype(np.float64)) < (pt[i:I, j:J, k_:k_ + 1] - pt[i:I, j + 1:J + 1, k_:k_ + 1]))))
            size_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333761798928_gen_0[i:I, j:J, k_:k_ + 1], (powf[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) - (EOF[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2] / np.float64(fmod))), size_t[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333761798928_gen_0[i:I, j:J, k_:k_ + 1])), (EOF[i:I, j:J, k_:k_ + 1] / (EOF[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2] * np.float64(np.int64(2)))), size_t[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333761798928_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j - 1:J - 1, k_:k_ + 1] * coef[i:I, j:J, k_:k_ + 1].astype(np.float64)), size_t[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[I - 2:I - 1, j + 1:j + 2, k:K] = ufuncs.int32(ufuncs.remainder(powf[I - 1:I, j + 2:j + 3, k - 1:K - 1], (np.int64(7) + np.int64(fmod))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333761331600_gen_0[i:I, j:J, k:K] = ((powf[i - 2:I - 2, j - 2:J - 2, k + 1:K + 1] + np.int64(fmod)).astype(np.float64) < size_t[i:I, j:J, k:K])
        mask_140333761312144_gen_0[i:I, j:J, k:K] = np.where(mask_140333761331600_gen_0[i:I, j:J, k:K], (coef[i:I, j:J, k:K].astype(np.int64) == (powf[i + 1:I + 1, j:J, k + 1:K + 1] * coef[i:I, j:J, k:K].astype(np.int64))), mask_140333761312144_gen_0[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761331600_gen_0[i:I, j:J, k:K], mask_140333761312144_gen_0[i:I, j:J, k:K]), fmin, res[i:I, j:J, k:K])
        mask_140333763310544_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761331600_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333761312144_gen_0[i:I, j:J, k:K]))), (EOF[i:I, j + 2:J + 2, k + 1:K + 1] >= size_t[i:I, j:J, k:K]), mask_140333763310544_gen_0[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333761331600_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333761312144_gen_0[i:I, j:J, k:K]))), mask_140333763310544_gen_0[i:I, j:J, k:K]), ufuncs.power(ufuncs.abs((fmin - powf[i:I, j - 2:J - 2, k + 1:K + 1].astype(np.float64))), np.float64(0.5)), flux[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140333761331600_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333761312144_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140333763310544_gen_0[i:I, j:J, k:K]))), ufuncs.float64((-(flux[i:I, j:J, k:K]))), res[i:I, j:J, k:K])
        coef[i:I, j:J, k:K] = np.where(mask_140333761331600_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(flux[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), coef[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where(mask_140333761331600_gen_0[i:I, j:J, k:K], flux[i:I, j:J, k:K], rho[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0)))):
            jt__f4f_40_22_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), res[i:I, j:J, k:K], jt__f4f_40_22_gen_0[i:I, j:J, k:K])
            lo__f4f_40_22_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), flux[i:I, j:J, k:K], lo__f4f_40_22_gen_0[i:I, j:J, k:K])
            mask_140333765238224_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (jt__f4f_40_22_gen_0[i:I, j:J, k:K] < np.float64(1.0)), mask_140333765238224_gen_0[i:I, j:J, k:K])
            lo__f4f_40_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), mask_140333765238224_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.minimum(lo__f4f_40_22_gen_0[i:I, j:J, k:K], jt__f4f_40_22_gen_0[i:I, j:J, k:K]), np.where((ufuncs.float64(np.float64(1.5)) <= (lo__f4f_40_22_gen_0[i:I, j:J, k:K] + jt__f4f_40_22_gen_0[i:I, j:J, k:K])), jt__f4f_40_22_gen_0[i:I, j:J, k:K], np.float64(0.25))), lo__f4f_40_22_gen_0[i:I, j:J, k:K])
            RETURN_VALUE__f4f_40_22_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), ((lo__f4f_40_22_gen_0[i:I, j:J, k:K] / (ufuncs.abs(jt__f4f_40_22_gen_0[i:I, j:J, k:K]) + np.float64(1.0))) * (jt__f4f_40_22_gen_0[i:I, j:J, k:K] + jt__f4f_40_22_gen_0[i:I, j:J, k:K])), RETURN_VALUE__f4f_40_22_gen_0[i:I, j:J, k:K])
            phi_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (RETURN_VALUE__f4f_40_22_gen_0[i:I, j:J, k:K] - np.float64((-(np.int64(2))))), phi_gen_0[i:I, j:J, k:K])
            delp_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(powf[i:I, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (delp_gen_0[i:I, j:J, k:K] + np.float64(1.0)), delp_gen_0[i:I, j:J, k:K])
            
        coef[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.bitwise_not(bool(bool(True)))), phi_gen_0[i:I, j:J, k:K], ufuncs.power(ufuncs.abs(delp_gen_0[i:I, j:J, k:K]), np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    