import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, out, free, nk, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, True))
    out = Field(out, _origin_['out'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    nk = Field(nk, _origin_['nk'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            nk[i:I, j:J, k_:k_ + 1] = free[i:I, j:J, k_ - 1:k_].astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J, k_ - 1:k_] = ((out[i:I, j - 2:J - 2, k_:k_ + 1] * out[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float32) - ufuncs.float32(pe[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    