import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, i0, fmax, tend, NAN, coef, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    i0 = Field(i0, _origin_['i0'], (True, True, True))
    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, False))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i:I, j:J, k:K] = ((NAN[i:I, j:J] - i0[i:I, j:J, k:K].astype(np.float64)) != ufuncs.maximum(i0[i:I, j:J, k:K].astype(np.float64), fmax[i:I, j:J, k + 1:K + 1]))
        i0[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.remainder(tend[i + 1:I + 1, j:J, k - 1:K - 1].astype(np.float64), ua) / (ua - fmax[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        i0[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((ua <= i0[i:I, j:J, k:K].astype(np.float64)), (NAN[i:I, j:J] / np.float64((-(np.int64(2))))), ufuncs.tanh(ufuncs.float64(i0[i:I, j:J, k:K]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    