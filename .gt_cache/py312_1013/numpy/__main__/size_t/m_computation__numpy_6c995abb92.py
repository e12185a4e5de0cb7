import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, stderr, pt, tend, zs, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    phi = Field(phi, _origin_['phi'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153830064592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832975760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826057232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833207696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[I - 1:I, J - 1:J, k_:k_ + 1] = (np.where(((pt * pt) > flux[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float32)), pt, zs[I - 1:I, J - 1:J, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64) / (ufuncs.abs((phi[I - 2:I - 1, J:J + 1, k_:k_ + 1] + stderr)).astype(np.float64) + np.float64(1.0)))
            y[I - 1:I, j:j + 1, k_:k_ + 1] = (np.where(((pt * pt) > flux[I - 1:I, j - 1:j, k_:k_ + 1].astype(np.float32)), pt, zs[I - 1:I, j:j + 1, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64) / (ufuncs.abs((phi[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] + stderr)).astype(np.float64) + np.float64(1.0)))
            y[i:I, j:J, k_:k_ + 1] = phi[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:j + 1, k_:k_ + 1] = (ufuncs.trunc(ufuncs.float64(stderr)) == np.float64(pt))
            mask_140153832975760_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.bitwise_or((np.bitwise_not(((-(zs[i:I, j:j + 1, k_:k_ + 1])).astype(np.int64) != flux[i + 2:I + 2, j:j + 1, k_ - 1:k_]))), (zs[i - 2:I - 2, j - 2:j - 1, k_ + 1:k_ + 2].astype(np.float64) != y[i:I, j:j + 1, k_:k_ + 1]))
            coef_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where(mask_140153832975760_gen_0[i:I, j:j + 1, k_:k_ + 1], stderr, coef_gen_0[i:I, j:j + 1, k_:k_ + 1])
            rand_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where(mask_140153832975760_gen_0[i:I, j:j + 1, k_:k_ + 1], ((zs[i + 2:I + 2, j:j + 1, k_:k_ + 1].astype(np.float32) - pt).astype(np.float64) / (ufuncs.abs(ufuncs.exp(ufuncs.minimum(ufuncs.float64(zs[i:I, j + 2:j + 3, k_:k_ + 1]), np.float64(5.0)))) + np.float64(1.0))), rand_gen_0[i:I, j:j + 1, k_:k_ + 1])
            y[i:I, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153832975760_gen_0[i:I, j:j + 1, k_:k_ + 1])), ((phi[i:I, j:j + 1, k_:k_ + 1].astype(np.float64) + np.float64(0.0)) - flux[i:I, j:j + 1, k_ + 1:k_ + 2].astype(np.float64)), y[i:I, j:j + 1, k_:k_ + 1])
            ua_gen_0[i:I, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153832975760_gen_0[i:I, j:j + 1, k_:k_ + 1])), stderr, ua_gen_0[i:I, j:j + 1, k_:k_ + 1])
            mask_140153833207696_gen_0[i:I, j:j + 1, k_:k_ + 1] = ufuncs.isnan((y[i:I, j:j + 1, k_:k_ + 1] * ua_gen_0[i:I, j:j + 1, k_:k_ + 1].astype(np.float64)))
            y[i:I, j:j + 1, k_:k_ + 1] = np.where(mask_140153833207696_gen_0[i:I, j:j + 1, k_:k_ + 1], ((np.int64(0) * flux[i:I, j:j + 1, k_ + 1:k_ + 2]) - (-(phi[i + 1:I + 1, j:j + 1, k_:k_ + 1])).astype(np.int64)).astype(np.float64), y[i:I, j:j + 1, k_:k_ + 1])
            tend[i + 1:i + 2, j:j + 1, k_:k_ + 1] = (ufuncs.trunc(ufuncs.float64(stderr)) == np.float64(pt))
            mask_140153826057232_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.bitwise_or((np.bitwise_not(((-(zs[i + 1:i + 2, j:j + 1, k_:k_ + 1])).astype(np.int64) != flux[i + 3:i + 4, j:j + 1, k_ - 1:k_]))), (zs[i - 1:i, j - 2:j - 1, k_ + 1:k_ + 2].astype(np.float64) != y[i + 1:i + 2, j:j + 1, k_:k_ + 1]))
            coef_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153826057232_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], stderr, coef_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            rand_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153826057232_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], ((zs[i + 3:i + 4, j:j + 1, k_:k_ + 1].astype(np.float32) - pt).astype(np.float64) / (ufuncs.abs(ufuncs.exp(ufuncs.minimum(ufuncs.float64(zs[i + 1:i + 2, j + 2:j + 3, k_:k_ + 1]), np.float64(5.0)))) + np.float64(1.0))), rand_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            y[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826057232_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])), ((phi[i + 1:i + 2, j:j + 1, k_:k_ + 1].astype(np.float64) + np.float64(0.0)) - flux[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2].astype(np.float64)), y[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            ua_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826057232_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])), stderr, ua_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            mask_140153830064592_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = ufuncs.isnan((y[i + 1:i + 2, j:j + 1, k_:k_ + 1] * ua_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1].astype(np.float64)))
            y[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153830064592_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], ((np.int64(0) * flux[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2]) - (-(phi[i + 2:i + 3, j:j + 1, k_:k_ + 1])).astype(np.int64)).astype(np.float64), y[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(0.001) + zs[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    