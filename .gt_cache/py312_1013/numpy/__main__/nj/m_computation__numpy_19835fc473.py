import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, uint8_t, flux, phi, coef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, False))
    flux = Field(flux, _origin_['flux'], (False, False, True))
    phi = Field(phi, _origin_['phi'], (True, True, False))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    inline = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850984400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(uint8_t[i - 1:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153850984400_gen_0[i:I, j:J, k:K] = (uint8_t[i:I, j:J] >= ufuncs.abs(uint8_t[i:I, j + 1:J + 1]))
        inline[i:I, j:J, k:K] = np.where(mask_140153850984400_gen_0[i:I, j:J, k:K], np.float64(0.0), inline[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153850984400_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(flux[k - 1:K - 1]), np.float64(4.0))))):
            u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850984400_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(flux[k - 1:K - 1]), np.float64(4.0)))), ufuncs.power(u[i:I, j:J, k:K], np.int64(2)).astype(np.int32), u[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850984400_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(flux[k - 1:K - 1]), np.float64(4.0)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(phi[i + 2:I + 2, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k:K])
            inline[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850984400_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(flux[k - 1:K - 1]), np.float64(4.0)))), (inline[i:I, j:J, k:K] + np.float64(1.0)), inline[i:I, j:J, k:K])
            
        qv[i:I, j:J, k:K] = np.where(mask_140153850984400_gen_0[i:I, j:J, k:K], (coef[i:I, j:J, k:K] / coef[i:I, j:J, k:K]), qv[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area_gen_0[i:I, j:J, k_:k_ + 1] = (flux[k_ - 1:k_] != ufuncs.float64(uint8_t[i - 2:I - 2, j:J]))
            qv[i:I, j:J, k_:k_ + 1] = u[i:I, j:J, k_:k_ + 1].astype(np.float64)
            coef[i:I, j:J, k_:k_ + 1] = (phi[i:I, j:J] / (qv[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(1))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((qv[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(uint8_t[i + 2:I + 2, j - 1:J - 1]) + np.float64(1.0))) + (flux[k_:k_ + 1] * inline[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arctan(phi[i - 1:I - 1, j:J]) - uint8_t[i - 2:I - 2, j:J])
            area_gen_1[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite((uint8_t[i - 1:I - 1, j + 2:J + 2] / (ufuncs.abs(phi[i - 1:I - 1, j - 1:J - 1]) + np.float64(1.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    