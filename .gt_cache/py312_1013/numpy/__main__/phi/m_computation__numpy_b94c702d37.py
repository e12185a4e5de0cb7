import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, ua, stderr, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ua = Field(ua, _origin_['ua'], (True, True, True))
    stderr = Field(stderr, _origin_['stderr'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ua[i:I, j:J, k:K] = ((ua[i:I, j:J, k:K] + ua[i:I, j:J, k:K]).astype(np.float64) + np.float64(10.0)).astype(np.float32)
        flux[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(y, (-(np.float64(100000.0)))), np.float64(100000.0)))
        flux[i + 2:I - 1, j:J, k:K] = ufuncs.int64((-(stderr[i + 2:I - 1, j - 2:J - 2, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    