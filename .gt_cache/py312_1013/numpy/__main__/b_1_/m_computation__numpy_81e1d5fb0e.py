import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, HUGE_VAL, rho, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, False))
    val = Field(val, _origin_['val'], (True, True, True))
    
    typedef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__ab5_9_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    x_s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1] = (rho / (ufuncs.abs(val[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            x_s_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) * np.where((vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1] != vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1]), vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1], vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1]))
            typedef_gen_0[i:I, j:J, k_:k_ + 1] = vc__ab5_9_23_gen_0[i:I, j:J, k_:k_ + 1]
            zs[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.arctanh((ufuncs.tanh(np.float64(0.25)) * np.float64(0.5))), np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            x_s_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(HUGE_VAL[i:I, j + 2:J + 2]), np.float64(0.5)) + HUGE_VAL[i:I, j + 1:J + 1])
            cp_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float32(typedef_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    