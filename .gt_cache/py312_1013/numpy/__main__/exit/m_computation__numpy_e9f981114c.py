import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, void, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (False, False, True))
    void = Field(void, _origin_['void'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            void[i:I, j:J, k_:k_ + 1] = (void[i:I, j:J, k_ + 1:k_ + 2] - ufuncs.float32(v[k_:k_ + 1]).astype(np.float64))
            w[i:I, j:J, k_ - 1:k_] = ufuncs.isfinite(ufuncs.cos(void[i:I, j:J, k_:k_ + 1]))
            memcpy_gen_0[i:I - 1, j:J, k_:k_ + 1] = ufuncs.abs((void[i:I - 1, j:J, k_ - 1:k_] + void[i:I - 1, j:J, k_ + 1:k_ + 2]))
            memcpy_gen_0[I - 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ufuncs.power((np.float64(10.0) - void[I - 2:I - 1, j + 2:J - 1, k_:k_ + 1]), np.int64(2))
            rho_gen_0[I - 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (-(memcpy_gen_0[I - 2:I - 1, j + 2:J - 1, k_:k_ + 1]))
            w[I - 2:I - 1, j + 2:J - 1, k_:k_ + 1] = w[I - 2:I - 1, j + 2:J - 1, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    