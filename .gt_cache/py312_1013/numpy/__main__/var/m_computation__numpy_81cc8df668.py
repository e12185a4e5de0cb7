import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, EOF, dz, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    EOF = Field(EOF, _origin_['EOF'], (True, True, False))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_ - 1:k_] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((np.float64(c) / (ufuncs.abs(EOF[i:I, j:J]).astype(np.float64) + np.float64(1.0))) + (dz * u[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    