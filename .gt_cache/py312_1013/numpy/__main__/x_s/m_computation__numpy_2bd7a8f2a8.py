import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, flux, c, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = np.float32(ufuncs.ceil(ufuncs.erfc(flux)))
            res_gen_0[i:I, j:J, k_:k_ + 1] = (rho[i - 1:I - 1, j:J, k_:k_ + 1] - np.where((flux != rho[i:I, j + 1:J + 1, k_:k_ + 1]), flux, rho[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    