import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, switch, kt, zs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    switch = Field(switch, _origin_['switch'], (True, True, False))
    kt = Field(kt, _origin_['kt'], (True, True, False))
    
    x = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829106000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 1

            x[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(switch[i - 2:I - 2, j - 2:J - 2], var[i:I, j + 2:J + 2, k_ - 1:k_]) + ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(zs)), np.float64(6.0)) + np.float64(0.5))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 1

            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or(((switch[i + 2:I + 2, j + 1:J + 1] - np.float64(zs)) <= (switch[i + 2:I + 2, j + 2:J + 2] + np.float64(zs))), kt[i + 1:I + 1, j - 1:J - 1]), ufuncs.remainder(np.float64(zs), var[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), switch[i - 2:I - 2, j + 2:J + 2])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(var[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                tend[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(var[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), ufuncs.tanh((q_gen_0[i:I, j:J, k_:k_ + 1] + q_gen_0[i:I, j:J, k_:k_ + 1])), tend[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(var[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (q_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), q_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153829106000_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(x[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))) > switch[i:I, j:J])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829106000_gen_0[i:I, j:J, k_:k_ + 1], np.float64(zs), tend[i:I, j:J, k_:k_ + 1])
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829106000_gen_0[i:I, j:J, k_:k_ + 1], (-((var[i:I, j + 1:J + 1, k_:k_ + 1] * x[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]))), a_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829106000_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.1), tend[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    