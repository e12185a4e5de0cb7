import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, ua, coef, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, False))
    
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822219088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821984464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    M_PI_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i + 1:i + 2, j:j + 1, k:K] = ((np.float64(np.int64(3)) * np.float64(0.25)) / u[i - 1:i, j - 1:j, k + 1:K + 1].astype(np.float64))
        coef[i + 1:i + 2, j:j + 1, k:K] = delp[i - 1:i, j:j + 1]
        coef[i + 1:i + 2, j:j + 1, k:K] = np.float64(ua)
        mask_140153822219088_gen_0[i:I, j:J, k:K] = ((np.float64(ua) + np.float64(2.0)) >= (u[i - 1:I - 1, j + 2:J + 2, k:K].astype(np.int64) * np.int64(3)).astype(np.float64))
        coef[i:I, j:J, k:K] = np.where(mask_140153822219088_gen_0[i:I, j:J, k:K], (np.float64(ua) + (coef[i:I, j:J, k:K] * np.float64(ua))), coef[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(mask_140153822219088_gen_0[i:I, j:J, k:K], (-(ufuncs.ceil(ufuncs.float64(np.int64(3))))), c[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153822219088_gen_0[i:I, j:J, k:K], (np.bitwise_not(bool(bool(True))))), np.float64(np.int64(7)), c[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153822219088_gen_0[i:I, j:J, k:K], (np.bitwise_not(bool(bool(True))))), ((np.int64(3) * u[i:I, j:J, k:K].astype(np.int64)) + ((-(np.int64(2))) - u[i:I, j + 2:J + 2, k + 1:K + 1].astype(np.int64))).astype(np.float64), c[i:I, j:J, k:K])
        x_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153822219088_gen_0[i:I, j:J, k:K])), np.float64(0.0), x_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and((np.bitwise_not(mask_140153822219088_gen_0[i:I, j:J, k:K])), (x_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))))):
            coef[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153822219088_gen_0[i:I, j:J, k:K])), (x_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))), delp[i + 1:I + 1, j:J], coef[i:I, j:J, k:K])
            x_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153822219088_gen_0[i:I, j:J, k:K])), (x_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))), (x_gen_0[i:I, j:J, k:K] + np.float64(1.0)), x_gen_0[i:I, j:J, k:K])
            
        c[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153822219088_gen_0[i:I, j:J, k:K])), x_gen_0[i:I, j:J, k:K], c[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        y[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((y[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(u[i - 1:I - 1, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))):
            coef[i:I, j:J, k:K] = np.where((y[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(u[i - 1:I - 1, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), delp[i - 1:I - 1, j:J], coef[i:I, j:J, k:K])
            y[i:I, j:J, k:K] = np.where((y[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(u[i - 1:I - 1, j:J, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), (y[i:I, j:J, k:K] + np.float64(1.0)), y[i:I, j:J, k:K])
            
        coef[i:I, j:J, k:K] = ((u[i - 1:I - 1, j + 1:J + 1, k:K].astype(np.float32) / u[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1].astype(np.float32)).astype(np.float64) - ufuncs.log10((ufuncs.abs(c[i:I, j:J, k:K]) + np.float64(0.5))))
        w[i:I, j:J, k:K] = (-(np.where((ufuncs.remainder(np.float64(np.int64(3)), np.float64(1.0)) < ufuncs.sqrt(ufuncs.abs(delp[i:I, j:J]))), np.float64(ua), delp[i + 1:I + 1, j - 2:J - 2])))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            M_PI_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                mask_140153821984464_gen_0[i:I, j:J, k_:k_ + 1] = np.where((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), np.bitwise_or((c[i:I, j:J, k_:k_ + 1] <= delp[i:I, j:J]), bool(bool(True))), mask_140153821984464_gen_0[i:I, j:J, k_:k_ + 1])
                coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153821984464_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power((y[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), np.int64(2)), coef[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153821984464_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.ceil(ufuncs.arcsinh(w[i:I, j:J, k_:k_ + 1])), c[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153821984464_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((np.int64(3) != np.int64(3)), (ua - u[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.int64)).astype(np.float64), (np.float64(3.5) - u[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), c[i:I, j:J, k_:k_ + 1])
                M_PI_gen_0[i:I, j:J, k_:k_ + 1] = np.where((M_PI_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (M_PI_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), M_PI_gen_0[i:I, j:J, k_:k_ + 1])
                
            it_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((it_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                c[i:I, j:J, k_:k_ + 1] = np.where((it_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.where((c[i:I, j:J, k_:k_ + 1] != np.float64(np.int64(3))), (it_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(2.0)), (it_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(3)))), c[i:I, j:J, k_:k_ + 1])
                val_gen_0[i:I, j:J, k_:k_ + 1] = np.where((it_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.maximum(delp[i:I, j:J], (delp[i:I, j:J] * np.float64(np.int64(1)))), val_gen_0[i:I, j:J, k_:k_ + 1])
                it_gen_0[i:I, j:J, k_:k_ + 1] = np.where((it_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (it_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), it_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    