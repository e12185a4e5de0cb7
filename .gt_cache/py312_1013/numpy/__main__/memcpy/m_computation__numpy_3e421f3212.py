import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, HUGE_VAL, x_s, b, jt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    x_s = Field(x_s, _origin_['x_s'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    k0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            k0_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((k0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(jt), np.float64(4.0)))):
                x_s[i:I, j:J, k_:k_ + 1] = np.where((k0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(jt), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(jt, (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
                k0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((k0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(jt), np.float64(4.0))), (k0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), k0_gen_0[i:I, j:J, k_:k_ + 1])
                
            x_s[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.abs((x_s[i:I, j:J, k_:k_ + 1] - x_s[i:I, j:J, k_ + 1:k_ + 2])))
            b[i:I, j:J, k_:k_ + 1] = ((HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * np.float64(0.0)) - (np.float64(1.5) / (ufuncs.abs(np.float64(1.0)) + np.float64(1.0)))).astype(np.float32)
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                x_s[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.trunc(ufuncs.float64(HUGE_VAL[i + 2:I + 2, j + 1:J + 1, k_ + 1:k_ + 2])) / (x_s[i:I, j:J, k_ - 1:k_] - HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2].astype(np.int32)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    