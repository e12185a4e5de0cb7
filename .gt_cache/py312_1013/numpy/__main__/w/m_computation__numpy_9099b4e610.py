import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, int32_t, n, powf, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    
    mask_140333772514000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fabs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774316688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772465040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333772489296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772498064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            int32_t[i:I, j:J, k_:k_ + 1] = (powf[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1] == powf[i:I, j + 2:J + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(powf[i - 2:I - 2, j:J, k_ - 1:k_]) < ufuncs.remainder(n, powf[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64)))
            int32_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1], (powf[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.int64) == (-(np.int64(1)))), int32_t[i:I, j:J, k_:k_ + 1])
            fabs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), fabs_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1], (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(n), np.float64(4.0))))):
                int32_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1], (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(n), np.float64(4.0)))), ((powf[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) + fabs_gen_0[i:I, j:J, k_:k_ + 1]) != ufuncs.exp(ufuncs.minimum(n, np.float64(5.0)))), int32_t[i:I, j:J, k_:k_ + 1])
                fabs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774316688_gen_0[i:I, j:J, k_:k_ + 1], (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(n), np.float64(4.0)))), (fabs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), fabs_gen_0[i:I, j:J, k_:k_ + 1])
                
            int32_t[i:I, j:J, k_:k_ + 1] = bool(bool(True))
            mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1] = (n > ufuncs.erf(ufuncs.float64(powf[i:I, j:J, k_:k_ + 1])))
            mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], (powf[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) > (n / (ufuncs.abs(powf[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1]), powf[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1], b_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32((np.where((np.where((powf[i + 1:I + 1, j:J, k_:k_ + 1] <= b_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5), np.float64(2.0)) == (n * fabs_gen_0[i:I, j:J, k_:k_ + 1])), b_gen_0[i:I, j:J, k_:k_ + 1], b_gen_0[i:I, j:J, k_:k_ + 1]) - b_gen_0[i:I, j:J, k_:k_ + 1])), b_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(ufuncs.isnan(fabs_gen_0[i:I, j:J, k_:k_ + 1]))), int32_t[i:I, j:J, k_:k_ + 1])
            mask_140333772498064_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1]))), (powf[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) >= n), mask_140333772498064_gen_0[i:I, j:J, k_:k_ + 1])
            int32_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333772465040_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333772498064_gen_0[i:I, j:J, k_:k_ + 1]), ((b_gen_0[i:I, j:J, k_:k_ + 1] + powf[i:I, j:J, k_:k_ + 1]) != powf[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), int32_t[i:I, j:J, k_:k_ + 1])
            mask_140333772489296_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1])), (fabs_gen_0[i:I, j:J, k_:k_ + 1] > b_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140333772489296_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772514000_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333772489296_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((powf[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64) - ufuncs.round_away_from_zero(ufuncs.float64(b_gen_0[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), b_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    