import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, pe, a_1, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    
    do = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__e8b_12_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835232016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area__e8b_12_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153835831696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e8b_12_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__e8b_17_13_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153835831696_gen_0[i:I, j:J, k:K] = (np.float64(3.5) <= (np.float64(-1.25) - pe[i:I, j:J, k + 1:K + 1].astype(np.float64)))
        area__e8b_12_17_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], a_1[i:I, j + 1:J + 1, k:K], area__e8b_12_17_gen_0[i:I, j:J, k:K])
        res__e8b_12_17_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], np.float64(10.0), res__e8b_12_17_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__e8b_12_17_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], (ufuncs.float64(area__e8b_12_17_gen_0[i:I, j:J, k:K]) + np.float64(1.0)), RETURN_VALUE__e8b_12_17_gen_0[i:I, j:J, k:K])
        pt_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], (RETURN_VALUE__e8b_12_17_gen_0[i:I, j:J, k:K] + a_1[i + 2:I + 2, j:J, k + 1:K + 1].astype(np.float64)), pt_gen_0[i:I, j:J, k:K])
        pt_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], np.float64(-1.25), pt_gen_0[i:I, j:J, k:K])
        mask_140153835232016_gen_0[i:I, j:J, k:K] = np.where(mask_140153835831696_gen_0[i:I, j:J, k:K], ((-(pt_gen_0[i:I, j:J, k:K])) != pe[i - 2:I - 2, j - 2:J - 2, k:K].astype(np.float64)), mask_140153835232016_gen_0[i:I, j:J, k:K])
        do[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153835831696_gen_0[i:I, j:J, k:K], mask_140153835232016_gen_0[i:I, j:J, k:K]), ufuncs.remainder(np.float64(-1.25), pe[i:I, j + 2:J + 2, k + 1:K + 1].astype(np.float64)), do[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        res__e8b_17_13_gen_0[i:I, j:J, k:K] = (coef[i:I, j:J, k:K] * pe[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1].astype(np.float64))
        do[i:I, j:J, k:K] = (ufuncs.float64(do[i:I, j:J, k:K]) + np.float64(1.0))
        # --- end horizontal block --

        # --- end vertical block ---
    