import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            t_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.001) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))) - np.float64(ufuncs.int64(np.int64(3))))
            var[i:I, j:J, k_ - 1:k_] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.exp(ufuncs.minimum(ufuncs.float64(var[i:I, j:J, k_:k_ + 1]), np.float64(5.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    