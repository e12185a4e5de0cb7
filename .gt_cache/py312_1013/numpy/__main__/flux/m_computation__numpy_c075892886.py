import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, size_t, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    size_t = Field(size_t, _origin_['size_t'], (True, True, False))
    b = Field(b, _origin_['b'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        b[i:i + 2, J - 2:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((b[i:i + 2, J - 2:J, k:K].astype(np.float32) - size_t[i + 1:i + 3, J - 2:J]))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
        b[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arcsinh(size_t[i:I, j - 1:J - 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    