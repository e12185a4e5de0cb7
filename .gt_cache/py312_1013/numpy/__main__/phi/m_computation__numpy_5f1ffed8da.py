import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, q, w, k0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    q = Field(q, _origin_['q'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    k0 = Field(k0, _origin_['k0'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.cos(np.float64(3.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            w[i:I, j:J, k_:k_ + 1] = ufuncs.remainder((np.float64(1.0) + k0[i:I, j:J, k_ + 1:k_ + 2]), np.float64(((-(np.int64(1))) - zs)))
            # --- end horizontal block --

        # --- end vertical block ---
    