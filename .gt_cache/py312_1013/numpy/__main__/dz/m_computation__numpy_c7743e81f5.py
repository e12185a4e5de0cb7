import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, short, volatile, delp, c, goto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, False))
    short = Field(short, _origin_['short'], (True, True, True))
    volatile = Field(volatile, _origin_['volatile'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    
    mask_140333771357456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp[i:I, j:J, k:K] = ((short[i:I, j:J, k:K] + np.float32(np.int64(7))).astype(np.float64) / (ufuncs.abs(ufuncs.maximum(coef[i:I, j:J], coef[i:I, j:J])) + np.float64(1.0)))
        goto[i:I - 1, J - 1:J, k:K] = ufuncs.arctan(ufuncs.float64(ufuncs.remainder(c, c)))
        goto[i:I - 1, J - 1:J, k:K] = (np.float32(np.int64(1000003)) * np.where((ufuncs.float64(short[i + 2:I + 1, J - 1:J, k:K]) < (np.float64(c) - coef[i:I - 1, J - 1:J])), np.float32(c), short[i:I - 1, J - 1:J, lk + volatile[i:I - 1, J - 1:J, k:K]])).astype(np.float64)
        delp[i + 1:I - 1, j:j + 1, k:K] = goto[i + 1:I - 1, j:j + 1, k:K]
        mask_140333771357456_gen_0[i:I, j:J, k:K] = (np.float64(((-(np.int64(1))) * np.int64(7))) != (delp[i:I, j:J, k:K] - coef[i:I, j:J]))
        goto[i:I, j:J, k:K] = np.where(mask_140333771357456_gen_0[i:I, j:J, k:K], ((goto[i:I, j:J, k:K] / delp[i:I, j:J, k:K]) - (delp[i:I, j:J, k:K] / (ufuncs.abs(goto[i:I, j:J, k:K]) + np.float64(1.0)))), goto[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    