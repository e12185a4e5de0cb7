import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ni, isobar, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ni = Field(ni, _origin_['ni'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (False, False, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((x[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                ni[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.where((ufuncs.arcsin(ufuncs.tanh(np.float64(-1.25))) != x[i:I, j:J, k_:k_ + 1]), (ni[i:I, j:J, k_:k_ + 1].astype(np.float64) - x[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(np.float64(1.5), x[i:I, j:J, k_:k_ + 1])).astype(np.float32), ni[i:I, j:J, k_:k_ + 1])
                ni[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.erf(ufuncs.float64(isobar[k_:k_ + 1])).astype(np.float32), ni[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (x[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x[i:I, j:J, k_:k_ + 1])
                
            ni[i:I, j:J, k_:k_ + 1] = ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ni[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(6.0)) + np.float64(0.5))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    