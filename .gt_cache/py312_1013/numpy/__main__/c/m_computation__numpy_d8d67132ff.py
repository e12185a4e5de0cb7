import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, var, switch, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, False))
    switch = Field(switch, _origin_['switch'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        y[i:I - 1, j + 1:J - 1, k:K] = (ufuncs.sin(np.float64(0.1)) / (ufuncs.abs((switch[i:I - 1, j + 1:J - 1, k:K] - switch[i:I - 1, j + 1:J - 1, k:K])) + np.float64(1.0))).astype(np.float32)
        switch[i:I, j:J, k:K] = switch[i:I, j:J, k:K]
        switch[i:I, j:J, k:K] = var[i - 1:I - 1, j:J]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        y[i:I, j:J, k:K] = ufuncs.arctan(ufuncs.remainder(var[i + 2:I + 2, j - 1:J - 1], switch[i:I, j:J, k:K])).astype(np.float32)
        y[i:I, j:J, k:K] = (np.float32(np.int64(0)) - y[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = ((var[i:I, j - 1:J - 1] * np.float64(np.int64(3))) + var[i:I, j - 1:J - 1]).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    