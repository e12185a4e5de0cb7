import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, inline, pt, a_1, n, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    inline = Field(inline, _origin_['inline'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, False))
    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    n = Field(n, _origin_['n'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pt[i:I, j:J] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(n[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            pt[i:I, j:J] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(inline[i:I, j - 1:J - 1, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0)))
            pt[i:I, j:J] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.log10((ufuncs.abs(ufuncs.sin(a_1[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            pt[i:I, j:J] = np.int32((-(np.int64(1))))
            # --- end horizontal block --

        # --- end vertical block ---
    