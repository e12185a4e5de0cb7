import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, isobar, printf, dz, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    printf = Field(printf, _origin_['printf'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = np.bitwise_and((isobar[i - 2:I - 2, j:J, k_:k_ + 1] == printf[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)), (u[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64) != isobar[i:I, j - 1:J - 1, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    