import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, qv, hi, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    hi = Field(hi, _origin_['hi'], (True, True, False))
    y = Field(y, _origin_['y'], (True, True, True))
    
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = hi[i:I, j + 2:J + 2]
            coef_gen_0[i:I, j:J, k_:k_ + 1] = ((qv[i:I, j:J, k_:k_ + 1].astype(np.float64) + hi[i - 2:I - 2, j + 1:J + 1]) <= ufuncs.erfc(tend[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    