import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, memcpy, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    
    j0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    char = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = ((memcpy - memcpy) <= memcpy)
            j0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((j0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0)))):
                var[i:I, j:J, k_:k_ + 1] = np.where((j0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0))), (j0[i:I, j:J, k_:k_ + 1] < ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(memcpy)), np.float64(6.0)) + np.float64(0.5)))), var[i:I, j:J, k_:k_ + 1])
                j0[i:I, j:J, k_:k_ + 1] = np.where((j0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0))), (j0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), j0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((pt_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0)))):
                var[i:I, j:J, k_:k_ + 1] = np.where((pt_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0))), ((np.float64(memcpy) + j0[i:I, j:J, k_:k_ + 1]) != np.where((np.float64(memcpy) < j0[i:I, j:J, k_:k_ + 1]), pt_gen_0[i:I, j:J, k_:k_ + 1], np.float64(np.int64(1)))), var[i:I, j:J, k_:k_ + 1])
                pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where((pt_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(memcpy)), np.float64(4.0))), (pt_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pt_gen_0[i:I, j:J, k_:k_ + 1])
                
            nan_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(pt_gen_0[i:I, j:J, k_:k_ + 1]) + ufuncs.power(np.float64(0.5), np.int64(2)))
            char[i:I, j:J, k_:k_ + 1] = (pt_gen_0[i:I, j:J, k_:k_ + 1] * (pt_gen_0[i:I, j:J, k_:k_ + 1] * pt_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            char[i:I, j:J, k_:k_ + 1] = char[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    