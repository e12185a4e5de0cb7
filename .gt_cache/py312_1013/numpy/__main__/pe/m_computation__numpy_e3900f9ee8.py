import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    malloc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                b[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.float64(-1.25), b[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.float64(-1.25), b[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (dz[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), dz[i:I, j:J, k_:k_ + 1])
                
            b[i:I, j:J, k_:k_ + 1] = np.float64(-1.25)
            b[i:I, j:J, k_:k_ + 1] = ufuncs.arcsin(ufuncs.tanh(np.where(((b[i:I, j:J, k_ + 1:k_ + 2] - b[i:I, j:J, k_:k_ + 1]) != np.float64((-(np.int64(1))))), b[i:I, j:J, k_ + 1:k_ + 2], np.float64(0.5))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        b[i:I, j:J, k:K] = (dz[i:I, j:J, k:K] - np.where((ufuncs.remainder(b[i:I, j:J, k:K], np.float64(-1.25)) < (v[i - 1:I - 1, j:J, k:K] * v[i:I, j:J, k + 1:K + 1]).astype(np.float64)), dz[i:I, j:J, k:K], np.float64(np.int64(2))))
        b[i:I, j:J, k:K] = ((b[i:I, j:J, k:K] * np.float64(-1.25)) + v[i:I, j + 1:J + 1, k - 1:K - 1].astype(np.float64))
        malloc_gen_0[i:I, j:J, k:K] = dz[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    