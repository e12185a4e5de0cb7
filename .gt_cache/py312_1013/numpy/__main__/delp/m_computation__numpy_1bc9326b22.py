import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, j0, tend, stderr, y, pt, val, cp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    j0 = Field(j0, _origin_['j0'], (True, True, True))
    stderr = Field(stderr, _origin_['stderr'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (False, False, True))
    val = Field(val, _origin_['val'], (False, False, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua__b2c_19_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863722960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863760016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153867209872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__655_28_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef__b2c_19_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863931600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866169744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0__655_28_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863730512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0__655_44_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862335504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153863722960_gen_0[i:I, j:J, k:K] = (cp[i:I, j:J, k:K] <= np.float32(np.int64(1)))
        cp[i:I, j:J, k:K] = np.where(mask_140153863722960_gen_0[i:I, j:J, k:K], val[k:K].astype(np.float32), cp[i:I, j:J, k:K])
        coef__b2c_19_21_gen_0[i:I, j:J, k:K] = np.where(mask_140153863722960_gen_0[i:I, j:J, k:K], val[k + 1:K + 1], coef__b2c_19_21_gen_0[i:I, j:J, k:K])
        ua__b2c_19_21_gen_0[i:I, j:J, k:K] = np.where(mask_140153863722960_gen_0[i:I, j:J, k:K], (pt[k:K] - val[k - 1:K - 1]), ua__b2c_19_21_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(mask_140153863722960_gen_0[i:I, j:J, k:K], np.float32(ufuncs.float64((np.float64(0.5) - np.float64(np.int64(0))))), cp[i:I, j:J, k:K])
        a_gen_0[i:I, j:J, k:K] = np.where(mask_140153863722960_gen_0[i:I, j:J, k:K], np.float64(0.0), a_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153863722960_gen_0[i:I, j:J, k:K], (a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(tend)), np.float64(4.0))))):
            y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863722960_gen_0[i:I, j:J, k:K], (a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(tend)), np.float64(4.0)))), np.float64(ufuncs.float32((np.float64(0.001) + np.float64(3.5)))), y[i:I, j:J, k:K])
            a_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863722960_gen_0[i:I, j:J, k:K], (a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(tend)), np.float64(4.0)))), (a_gen_0[i:I, j:J, k:K] + np.float64(1.0)), a_gen_0[i:I, j:J, k:K])
            
        mask_140153863931600_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), (a_gen_0[i:I, j:J, k:K] == cp[i:I, j:J, k:K].astype(np.float64)), mask_140153863931600_gen_0[i:I, j:J, k:K])
        rho_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863931600_gen_0[i:I, j:J, k:K]), (np.float64(3.5) + ufuncs.abs(np.float64(1.0))), rho_gen_0[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863931600_gen_0[i:I, j:J, k:K]), rho_gen_0[i:I, j:J, k:K], y[i:I, j:J, k:K])
        k0__655_28_38_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863931600_gen_0[i:I, j:J, k:K]), np.float64(0.1), k0__655_28_38_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__655_28_38_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863931600_gen_0[i:I, j:J, k:K]), (k0__655_28_38_gen_0[i:I, j:J, k:K] * k0__655_28_38_gen_0[i:I, j:J, k:K]), RETURN_VALUE__655_28_38_gen_0[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863931600_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__655_28_38_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), y[i:I, j:J, k:K])
        mask_140153863760016_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), ((pt[k - 1:K - 1] - np.float64(2.0)) <= ufuncs.minimum(cp[i:I, j:J, k:K].astype(np.float64), stderr[i + 1:I + 1, j - 1:J - 1, k:K])), mask_140153863760016_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863760016_gen_0[i:I, j:J, k:K]), ufuncs.power((cp[i:I, j:J, k:K].astype(np.float64) - val[k:K]), np.int64(2)).astype(np.float32), cp[i:I, j:J, k:K])
        ni_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863760016_gen_0[i:I, j:J, k:K]), ((stderr[i:I, j:J, k - 1:K - 1] + y[i:I, j:J, k:K]) * (-(np.float64(3.5)))), ni_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), mask_140153863760016_gen_0[i:I, j:J, k:K]), (np.float64(0.5) / (ni_gen_0[i:I, j:J, k:K] * rho_gen_0[i:I, j:J, k:K])).astype(np.float32), cp[i:I, j:J, k:K])
        clock_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153863760016_gen_0[i:I, j:J, k:K]))), np.where((ufuncs.abs(val[k:K]) < ufuncs.remainder(y[i:I, j:J, k:K], a_gen_0[i:I, j:J, k:K])), (np.float64(tend) * rho_gen_0[i:I, j:J, k:K]), ufuncs.round(stderr[i:I, j - 2:J - 2, k:K])), clock_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863722960_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153863760016_gen_0[i:I, j:J, k:K]))), np.float32(tend), cp[i:I, j:J, k:K])
        mask_140153863730512_gen_0[i:I, j:J, k:K] = (np.where((ufuncs.float64(a_gen_0[i:I, j:J, k:K]) != y[i:I, j:J, k:K]), y[i:I, j:J, k:K], np.float64(3.5)) >= np.where(((val[k:K] / stderr[i:I, j + 1:J + 1, k - 1:K - 1]) > (clock_gen_0[i:I, j:J, k:K] + np.float64(3.5))), np.float64(0.5), a_gen_0[i:I, j:J, k:K]))
        mask_140153862335504_gen_0[i:I, j:J, k:K] = np.where(mask_140153863730512_gen_0[i:I, j:J, k:K], np.bitwise_or(j0[i:I, j:J, k:K], np.bitwise_or((ufuncs.abs(y[i:I, j:J, k:K]) <= np.where(j0[i:I, j:J, k:K], y[i:I, j:J, k:K], stderr[i:I, j:J, k + 1:K + 1])), j0[i:I, j:J, k:K])), mask_140153862335504_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], mask_140153862335504_gen_0[i:I, j:J, k:K]), ufuncs.cbrt(ufuncs.arcsin(ufuncs.tanh(y[i:I, j:J, k:K]))).astype(np.float32), cp[i:I, j:J, k:K])
        mask_140153866169744_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153862335504_gen_0[i:I, j:J, k:K]))), (ufuncs.sqrt(ufuncs.abs(cp[i:I, j:J, k:K])).astype(np.float64) != (-(pt[k:K]))), mask_140153866169744_gen_0[i:I, j:J, k:K])
        clock_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153862335504_gen_0[i:I, j:J, k:K]))), mask_140153866169744_gen_0[i:I, j:J, k:K]), (pt[k:K] * np.float64((tend * np.int64(1)))), clock_gen_0[i:I, j:J, k:K])
        mask_140153867209872_gen_0[i:I, j:J, k:K] = np.where(mask_140153863730512_gen_0[i:I, j:J, k:K], (ufuncs.float32(stderr[i - 1:I - 1, j + 1:J + 1, k:K]).astype(np.float64) != np.float64(0.001)), mask_140153867209872_gen_0[i:I, j:J, k:K])
        rho_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], mask_140153867209872_gen_0[i:I, j:J, k:K]), (clock_gen_0[i:I, j:J, k:K] * ufuncs.arccosh((ufuncs.abs(rho_gen_0[i:I, j:J, k:K]) + np.float64(1.0)))), rho_gen_0[i:I, j:J, k:K])
        k0__655_44_24_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153867209872_gen_0[i:I, j:J, k:K]))), (-(y[i:I, j:J, k:K])), k0__655_44_24_gen_0[i:I, j:J, k:K])
        w_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153867209872_gen_0[i:I, j:J, k:K]))), (k0__655_44_24_gen_0[i:I, j:J, k:K] * k0__655_44_24_gen_0[i:I, j:J, k:K]), w_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153867209872_gen_0[i:I, j:J, k:K]))), ufuncs.arcsinh((w_gen_0[i:I, j:J, k:K] + np.float64(np.int64(1)))).astype(np.float32), cp[i:I, j:J, k:K])
        register_gen_0[i:I, j:J, k:K] = np.where(mask_140153863730512_gen_0[i:I, j:J, k:K], np.float64(0.0), register_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (register_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0))))):
            rho_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (register_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), ufuncs.minimum((ni_gen_0[i:I, j:J, k:K] - register_gen_0[i:I, j:J, k:K]), (np.float64(tend) / val[k:K])), rho_gen_0[i:I, j:J, k:K])
            w_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (register_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), ufuncs.trunc(ufuncs.minimum(np.float64(np.int64(2)), w_gen_0[i:I, j:J, k:K])), w_gen_0[i:I, j:J, k:K])
            register_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153863730512_gen_0[i:I, j:J, k:K], (register_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), (register_gen_0[i:I, j:J, k:K] + np.float64(1.0)), register_gen_0[i:I, j:J, k:K])
            
        ni_gen_0[i:I, j:J, k:K] = ((w_gen_0[i:I, j:J, k:K] / (ufuncs.abs(rho_gen_0[i:I, j:J, k:K]) + np.float64(1.0))) + np.float64(10.0))
        clock_gen_0[i:I, j:J, k:K] = ufuncs.round((pt[k - 1:K - 1] + val[k - 1:K - 1]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        y[i:I, j:J, k:K] = val[k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    