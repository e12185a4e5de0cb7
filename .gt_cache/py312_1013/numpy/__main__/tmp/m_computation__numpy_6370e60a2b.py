import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, free, w, gz, auto, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, False))
    w = Field(w, _origin_['w'], (True, True, True))
    auto = Field(auto, _origin_['auto'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(auto[i - 1:I - 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                a[i:I, j:J, k_:k_ + 1] = np.where((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(auto[i - 1:I - 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(gz) - ufuncs.arccos(ufuncs.tanh(np.float64(2.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
                u_gen_0[i:I, j:J, k_:k_ + 1] = np.where((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(auto[i - 1:I - 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (u_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u_gen_0[i:I, j:J, k_:k_ + 1])
                
            a[i + 1:i + 2, j + 2:J - 1, k_:k_ + 1] = free
            a[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((w[i:I, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64) * delp[i + 2:I + 2, j - 1:J - 1]) + (u_gen_0[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(gz)) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(free) + a[i:I, j:J, k_ - 1:k_])
            # --- end horizontal block --

        # --- end vertical block ---
    