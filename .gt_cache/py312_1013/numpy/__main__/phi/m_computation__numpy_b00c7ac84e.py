import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, jt, v, extern, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    jt = Field(jt, _origin_['jt'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    extern = Field(extern, _origin_['extern'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            jt[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(True)), extern[i:I, j:J, k_:k_ + 1].astype(np.float64), jt[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_:k_ + 1] = ufuncs.maximum((jt[i:I, j:J, k_:k_ + 1] * jt[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(v[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64), jt[i:I, j:J, k_:k_ + 1]))
            jt[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.float64((np.int64(0) + v[i:I, j:J, k_ - 1:k_].astype(np.int64)))))
            # --- end horizontal block --

        # --- end vertical block ---
    