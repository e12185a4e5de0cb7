import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, area, delp, static, y, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    static = Field(static, _origin_['static'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, False))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        area[i:I, j:J, k:K] = (np.float64(3.5) <= (y[i + 2:I + 2, j - 2:J - 2].astype(np.float64) * phi))
        area[i:I, j:J, k:K] = ((phi + y[i + 1:I + 1, j + 2:J + 2].astype(np.float64)) == ufuncs.int64(ufuncs.minimum(ufuncs.maximum(delp[i:I, j:J, k + 1:K + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    