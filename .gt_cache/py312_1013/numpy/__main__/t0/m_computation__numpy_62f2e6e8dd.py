import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nj, ni, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    nj = Field(nj, _origin_['nj'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, True))
    
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((ni[i:I, j:J] == ni[i:I, j + 2:J + 2]), np.bitwise_and((nj[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1] > nj[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]), ((ni[i - 2:I - 2, j + 2:J + 2] - ni[i + 1:I + 1, j + 1:J + 1]) != ufuncs.arcsinh(ni[i - 1:I - 1, j:J]))))
            res[i:I, j:J, k_:k_ + 1] = ufuncs.float64((res[i:I, j:J, k_ - 1:k_] * res[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    