import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, v, k0, var, a_1, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, False))
    var = Field(var, _origin_['var'], (True, True, True))
    
    mask_140153862077200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153862077200_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(np.float64(0.1), var[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1]) != np.float64(ufuncs.int32(a_1)))
            v[i:I, j:J] = np.where(mask_140153862077200_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(gz[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), v[i:I, j:J])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862077200_gen_0[i:I, j:J, k_:k_ + 1], (-(k0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    