import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, pe, res, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    NAN_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__780_14_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x__780_14_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153852176464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153854041936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__780_11_60_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856415504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x__780_11_60_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(phi, phi) != (flux[i:I, j:J, k_ + 1:k_ + 2] - flux[i:I, j + 2:J + 2, k_ + 1:k_ + 2]))
            mask_140153852176464_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.erf(ufuncs.float64(phi)) <= flux[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140153852176464_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], mask_140153852176464_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.power((-(np.int64(1))), np.int64(2))), pe[i:I, j:J, k_:k_ + 1])
            x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], pe[i:I, j:J, k_ + 1:k_ + 2], x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1])
            x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(phi) < np.float64(0.0))), np.float64(phi), x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1])
            x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((np.float64(phi) < np.float64(0.0))))), (x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), x__780_11_60_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__780_11_60_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(phi) / (np.float64(ufuncs.abs(phi)) + np.float64(1.0))), RETURN_VALUE__780_11_60_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854041936_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.float64(1.0) >= np.float64(phi)), ufuncs.minimum(flux[i + 2:I + 2, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64), np.float64(2.0)), RETURN_VALUE__780_11_60_gen_0[i:I, j:J, k_:k_ + 1]), pe[i:I, j:J, k_:k_ + 1])
            NAN_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), pe[i:I, j:J, k_:k_ + 1], x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153856415504_gen_0[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pe[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140153856415504_gen_0[i:I, j:J, k_:k_ + 1])
                x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153856415504_gen_0[i:I, j:J, k_:k_ + 1]), flux[i:I, j:J, k_:k_ + 1].astype(np.float64), x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1])
                x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153856415504_gen_0[i:I, j:J, k_:k_ + 1]))), (x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), x__780_14_17_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (flux[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(flux[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), RETURN_VALUE__780_14_17_gen_0[i:I, j:J, k_:k_ + 1])
                pe[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (RETURN_VALUE__780_14_17_gen_0[i:I, j:J, k_:k_ + 1] - np.where(((flux[i - 2:I - 2, j:J, k_:k_ + 1] * flux[i:I, j:J, lk + res[i:I, j:J, k_:k_ + 1]]).astype(np.float64) <= NAN_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(phi), np.float64(2.0))), pe[i:I, j:J, k_:k_ + 1])
                pe[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.erfc(pe[i:I, j:J, k_:k_ + 1]), pe[i:I, j:J, k_:k_ + 1])
                NAN_gen_0[i:I, j:J, k_:k_ + 1] = np.where((NAN_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (NAN_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), NAN_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    