import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, HUGE_VAL, i0, c, coef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    phi = Field(phi, _origin_['phi'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (False, False, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857117584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register__14b_14_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__14b_14_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153854565840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853883216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        register__14b_14_18_gen_0[i:I, j:J, k:K] = c[i:I, j:J, k:K]
        mask_140153857117584_gen_0[i:I, j:J, k:K] = (register__14b_14_18_gen_0[i:I, j:J, k:K] < np.float64(0.0))
        register__14b_14_18_gen_0[i:I, j:J, k:K] = np.where(mask_140153857117584_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((register__14b_14_18_gen_0[i:I, j:J, k:K] * register__14b_14_18_gen_0[i:I, j:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), register__14b_14_18_gen_0[i:I, j:J, k:K])
        register__14b_14_18_gen_0[i:I, j:J, k:K] = (np.where(((register__14b_14_18_gen_0[i:I, j:J, k:K] * register__14b_14_18_gen_0[i:I, j:J, k:K]) > (register__14b_14_18_gen_0[i:I, j:J, k:K] - register__14b_14_18_gen_0[i:I, j:J, k:K])), register__14b_14_18_gen_0[i:I, j:J, k:K], register__14b_14_18_gen_0[i:I, j:J, k:K]) - register__14b_14_18_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__14b_14_18_gen_0[i:I, j:J, k:K] = ufuncs.maximum(ufuncs.arctan(register__14b_14_18_gen_0[i:I, j:J, k:K]), ufuncs.sqrt(ufuncs.abs(register__14b_14_18_gen_0[i:I, j:J, k:K])))
        val[i:I, j:J, k:K] = (RETURN_VALUE__14b_14_18_gen_0[i:I, j:J, k:K] + (np.float64(3.5) + HUGE_VAL[k:K].astype(np.float64)))
        val[i:I, j:J, k:K] = c[i:I, j:J, k:K]
        vc_gen_0[I - 2:I, j + 1:J, k:K] = ufuncs.maximum(c[I - 3:I - 1, j - 1:J - 2, k:K], (coef[I - 2:I, j + 1:J, k + 1:K + 1].astype(np.float64) - val[I - 2:I, j + 1:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153854565840_gen_0[i:I, j + 2:J, k:K] = (np.float64(3.5) <= HUGE_VAL[k:K].astype(np.float64))
        pt_gen_0[i:I, j + 2:J, k:K] = np.where(mask_140153854565840_gen_0[i:I, j + 2:J, k:K], ufuncs.cosh(ufuncs.tanh(val[i:I, j + 2:J, k:K])), pt_gen_0[i:I, j + 2:J, k:K])
        qv[i:I, j + 2:J, k:K] = np.where(mask_140153854565840_gen_0[i:I, j + 2:J, k:K], ((np.float64(0.25) / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0))) + val[i:I, j + 2:J, k:K]), qv[i:I, j + 2:J, k:K])
        qv[i:I, j + 2:J, k:K] = np.where(mask_140153854565840_gen_0[i:I, j + 2:J, k:K], ((HUGE_VAL[k:K].astype(np.float64) - np.float64(0.5)) / ufuncs.cbrt(np.float64(1.5))), qv[i:I, j + 2:J, k:K])
        qv[i:I, j + 2:J, k:K] = np.where((np.bitwise_not(mask_140153854565840_gen_0[i:I, j + 2:J, k:K])), ufuncs.float64((val[i:I, j + 2:J, k:K] - val[i:I, j + 2:J, k:K])), qv[i:I, j + 2:J, k:K])
        dz_gen_0[i:I, j + 2:J, k:K] = np.where((np.bitwise_not(mask_140153854565840_gen_0[i:I, j + 2:J, k:K])), (ufuncs.arcsinh(phi[i:I, j + 2:J, k - 1:K - 1]) - ufuncs.erfc(np.float64(1.5))), dz_gen_0[i:I, j + 2:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153853883216_gen_0[i:I, j:J, k_:k_ + 1] = ((qv[i:I, j:J, k_:k_ + 1] - np.float64(1.5)) > phi[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853883216_gen_0[i:I, j:J, k_:k_ + 1], i0[i:I, j:J, k_:k_ + 1], i0[i:I, j:J, k_:k_ + 1])
            a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((a_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                coef[i + 2:I - 1, j + 1:J, k_:k_ + 1] = np.where((a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (-(coef[i + 2:I - 1, j + 1:J, k_:k_ + 1])), coef[i + 2:I - 1, j + 1:J, k_:k_ + 1])
                a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1] = np.where((a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(HUGE_VAL[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1] + np.float64(1.0)), a_gen_0[i + 2:I - 1, j + 1:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    