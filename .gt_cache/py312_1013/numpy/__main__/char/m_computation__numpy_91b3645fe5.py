import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, it, isobar_tmp, v, expf, tmp, HUGE_VAL, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    it = Field(it, _origin_['it'], (True, True, True))
    isobar_tmp = Field(isobar_tmp, _origin_['isobar_tmp'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    
    mask_140333777366096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333777366096_gen_0[i:i + 2, j:j + 1, k:K] = (v[i:i + 2, j:j + 1, k:K].astype(np.float64) < HUGE_VAL[i:i + 2, j:j + 1, k:K])
        v[i:i + 2, j:j + 1, k:K] = np.where(mask_140333777366096_gen_0[i:i + 2, j:j + 1, k:K], it[i + 1:i + 3, j - 2:j - 1, k - 1:K - 1], v[i:i + 2, j:j + 1, k:K])
        v[i:i + 2, j:j + 1, k:K] = ufuncs.power(ufuncs.abs(np.where(isobar_tmp[i:i + 2, j:j + 1, k - 1:K - 1], expf[i:i + 2, j:j + 1, k - 1:K - 1].astype(np.float64), HUGE_VAL[i:i + 2, j:j + 1, k - 1:K - 1])), np.float64(0.5)).astype(np.float32)
        v[i:I, j:J, k:K] = ((tmp[i:I, j - 1:J - 1, k:K].astype(np.float32) / v[i:I, j:J, k:K]).astype(np.float64) + (HUGE_VAL[i:I, j:J, k + 1:K + 1] + np.float64((-(np.int64(2)))))).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    