import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, u, x, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    b_1___dd1_11_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__dd1_11_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var__dd1_11_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_ + 1:k_ + 2] = np.where((np.bitwise_not(((phi[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.int64) * rho[i:I, j:J]).astype(np.float64) > ufuncs.cbrt(ufuncs.float64(rho[i:I, j:J]))))), (rho[i:I, j:J].astype(np.float64) + u[i:I, j:J, k_ + 1:k_ + 2]), (np.float64(1.5) / rho[i:I, j:J].astype(np.float64)))
            b_1___dd1_11_12_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(x), np.float64(0.5))
            tend__dd1_11_12_gen_0[i:I, j:J, k_:k_ + 1] = (phi[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(phi[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            var__dd1_11_12_gen_0[i:I, j:J, k_:k_ + 1] = (u[i:I, j:J, k_ + 1:k_ + 2] * np.float64(10.0))
            u[i:I, j:J, k_:k_ + 1] = ufuncs.arctan(ufuncs.float64(b_1___dd1_11_12_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    