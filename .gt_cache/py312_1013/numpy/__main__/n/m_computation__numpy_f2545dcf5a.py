import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, errno, ua, phi, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    errno = Field(errno, _origin_['errno'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    struct = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                errno[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((errno[i:I, j:J, k_:k_ + 1] + b[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) * np.float64(10.0)), (-(np.float64(100000.0)))), np.float64(100000.0))), errno[i:I, j:J, k_:k_ + 1])
                struct[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.power(ufuncs.abs((np.float64(0.1) * ua[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), struct[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (w[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), w[i:I, j:J, k_:k_ + 1])
                
            struct[i:I, j:J, k_:k_ + 1] = np.float64(1.0)
            errno[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((ua[i:I, j:J, k_:k_ + 1] * b[i:I, j:J, k_:k_ + 1].astype(np.float64)) - (ua[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(struct[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            errno[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(ufuncs.power(ua[i:I, j:J, k_ + 1:k_ + 2], np.int64(2)), (-(b[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1])).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            struct[i:I, j:J, k_:k_ + 1] = ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.remainder(w[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), np.float64(6.0)) + np.float64(0.5)))
            ua[i:I, j:J, k_:k_ + 1] = (np.float64(ufuncs.int32(np.int64(2147483647))) - (struct[i:I, j:J, k_:k_ + 1] - phi[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    