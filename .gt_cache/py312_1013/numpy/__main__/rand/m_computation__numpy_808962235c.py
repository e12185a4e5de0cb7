import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, b_1_, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b_1_ = Field(b_1_, _origin_['b_1_'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = b_1_[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float32)
            v[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(v[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64(pt) + b_1_[i + 1:I + 1, j:J, k_:k_ + 1])) + np.float64(1.0))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    