import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, j0, w, lo, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    j0 = Field(j0, _origin_['j0'], (True, True, True))
    w = Field(w, _origin_['w'], (False, False, True))
    
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        j0[i:I, j:J, k:K] = np.float32(np.float64(0.5))
        res_gen_0[i:I, j:J, k:K] = ufuncs.remainder((np.float32(lo) - w[k:K]), np.float32((lo - lo)))
        # --- end horizontal block --

        # --- end vertical block ---
    