import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, zs, var, pe, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    mask_140333780151312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = np.float32((np.float64(delp) - (np.float64(delp) / (np.float64(ufuncs.abs(delp)) + np.float64(1.0)))))
        mask_140333780151312_gen_0[i:I, j:J, k:K] = np.bitwise_or((pe[i:I, j:J, k:K] == (flux * flux)), np.bitwise_or(((flux + var[i:I, j:J, k:K].astype(np.float64)) < (zs[i:I, j - 2:J - 2, k:K].astype(np.float64) + pe[i:I, j:J, k:K])), np.bitwise_and(((np.float64(1.0) - np.float64(np.int64(2))) >= pe[i:I, j:J, k:K]), ((zs[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.float32) + delp) != (-(zs[i + 2:I + 2, j - 1:J - 1, k + 1:K + 1])).astype(np.float32)))))
        pe[i:I, j:J, k:K] = np.where(mask_140333780151312_gen_0[i:I, j:J, k:K], (pe[i:I, j:J, k:K] - ufuncs.power(ufuncs.abs(np.float64(3.5)), np.float64(0.5))), pe[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    