import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, q, delp, c, y, fabs, typedef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, False))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, False))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    typedef = Field(typedef, _origin_['typedef'], (True, True, True))
    
    tj0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153825103504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fabs[i:I, j:J, k_:k_ + 1] = ((fabs[i:I, j:J, k_ + 1:k_ + 2] * typedef[i + 2:I + 2, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64)) - (np.float64(0.25) * y[i:I, j:J].astype(np.float64)))
            delp[i:I, j:J, k_ - 1:k_] = (y[i + 2:I + 2, j - 1:J - 1].astype(np.float64) / (ufuncs.abs(coef[i:I, j:J]).astype(np.float64) + np.float64(1.0)))
            fabs[i:I, j:J, k_:k_ + 1] = ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(q)))
            mask_140153825103504_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_or(c[i:I, j + 2:J + 2, k_:k_ + 1], c[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2])))
            tj0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825103504_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.1) + y[i - 1:I - 1, j - 2:J - 2].astype(np.float64)) * typedef[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), tj0_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    