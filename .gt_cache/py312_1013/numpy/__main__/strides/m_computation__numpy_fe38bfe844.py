import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, tend, tmp, kt, q, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    kt = Field(kt, _origin_['kt'], (True, True, True))
    
    mask_140153829568592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153829568592_gen_0[i:I - 1, j:J - 2, k_:k_ + 1] = np.bitwise_or((np.float64(np.int64(1)) <= rho[i - 1:I - 2, j:J - 2, k_ + 1:k_ + 2]), (q != tend[i:I - 1, j:J - 2, k_ + 1:k_ + 2]))
            tend[i:I - 1, j:J - 2, k_:k_ + 1] = np.where(mask_140153829568592_gen_0[i:I - 1, j:J - 2, k_:k_ + 1], tend[i:I - 1, j:J - 2, k_ - 1:k_], tend[i:I - 1, j:J - 2, k_:k_ + 1])
            tmp[i:I - 1, j:J - 2, k_:k_ + 1] = ufuncs.remainder(np.float64(0.001), tend[i:I - 1, j:J - 2, k_:k_ + 1].astype(np.float64))
            tmp[i:I - 1, j:J - 2, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh((kt[i:I - 1, j:J - 2, k_ + 1:k_ + 2] * tmp[i:I - 1, j:J - 2, k_ - 1:k_])))
            tmp[i:I, j:J, k_:k_ + 1] = rho[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((tend[i:I, j:J, k_ - 1:k_] == tend[i:I, j:J, k_ - 1:k_]), (-(tend[i:I, j:J, k_:k_ + 1])).astype(np.float64), (rho[i - 1:I - 1, j:J, k_ - 1:k_] * tend[i:I, j:J, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    