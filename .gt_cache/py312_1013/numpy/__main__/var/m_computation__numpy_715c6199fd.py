import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nan, pe, flux, register, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    nan = Field(nan, _origin_['nan'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, False))
    
    fabs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    short_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850594640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typeof_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848867088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    NULL_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = (np.where((np.float64(ufuncs.float32(register)) != ufuncs.float64(np.float64(0.25))), flux[i:I, j:J].astype(np.float64), register) != (flux[i:I, j:J].astype(np.float64) * nan[i:I, j + 1:J + 1, k:K]))
        pe[i:I, j:J, k:K] = ((nan[i + 2:I + 2, j:J, k + 1:K + 1] + register) < (nan[i:I, j:J, k:K] * flux[i:I, j:J].astype(np.float64)))
        pe[i:I, j:J, k:K] = pe[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153850594640_gen_0[i:I, j:J, k:K] = pe[i:I, j:J, k:K]
        pe[i:I, j:J, k:K] = np.where(mask_140153850594640_gen_0[i:I, j:J, k:K], (ufuncs.remainder(flux[i:I, j:J], flux[i:I, j:J]).astype(np.int64) == np.int64(0)), pe[i:I, j:J, k:K])
        gz_gen_0[i:I, j:J, k:K] = np.where(mask_140153850594640_gen_0[i:I, j:J, k:K], nan[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1], gz_gen_0[i:I, j:J, k:K])
        typeof_gen_0[i:I, j:J, k:K] = (np.where(((nan[i + 1:I + 1, j:J, k:K] - np.float64((-(np.int64(1))))) <= np.float64(3.5)), flux[i:I, j:J], flux[i:I, j:J]).astype(np.float64) + (np.float64(0.5) / (ufuncs.abs(flux[i:I, j:J]).astype(np.float64) + np.float64(1.0))))
        short_gen_0[i:I, j:J, k:K] = np.float64(0.5)
        fabs[i + 1:i + 2, j:J, k:K] = np.float64(0.5)
        qv_gen_0[i + 1:i + 2, j:J, k:K] = (fabs[i + 1:i + 2, j:J, k:K] + np.float64(0.5))
        a_1[i + 1:i + 2, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float32(fabs[i + 1:i + 2, j:J, k:K]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a_1[i:I, j:J, k:K] = np.int32(np.int64(7))
        a_1[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(register, (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153848867088_gen_0[i:I, j:J, k:K] = np.bitwise_or(pe[i:I, j:J, k:K], ufuncs.isnan(np.float64(0.5)))
        s_x_gen_0[i:I, j:J, k:K] = np.where(mask_140153848867088_gen_0[i:I, j:J, k:K], (fabs[i:I, j:J, k:K] * np.where(pe[i:I, j:J, k - 1:K - 1], np.float64(0.1), np.float64(0.5))), s_x_gen_0[i:I, j:J, k:K])
        NULL_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(pe[i:I, j:J, k - 1:K - 1])), (-(fabs[i:I, j:J, k:K])), np.float64(10.0))
        # --- end horizontal block --

        # --- end vertical block ---
    