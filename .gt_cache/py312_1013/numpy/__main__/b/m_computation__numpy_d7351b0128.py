import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, signbit, static, unsigned, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    signbit = Field(signbit, _origin_['signbit'], (True, True, False))
    static = Field(static, _origin_['static'], (True, True, True))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, True))
    
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            unsigned[I - 2:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.erf((static[I - 2:I, j:J, k_:k_ + 1] + unsigned[I - 2:I, j:J, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            gz_gen_0[I - 2:I, j:J, k_:k_ + 1] = signbit[I:I + 2, j + 1:J + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    