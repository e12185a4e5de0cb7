import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, rand, s_x, mask, pt, cp, fmod, default, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ua = Field(ua, _origin_['ua'], (True, True, True))
    s_x = Field(s_x, _origin_['s_x'], (True, True, False))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    fmod = Field(fmod, _origin_['fmod'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = ufuncs.abs((default * pt[i:I, j:J, k_:k_ + 1].astype(np.int64))).astype(np.float64)
            fmod[i:I, j:J, k_:k_ + 1] = np.where(((s_x[i:I, j - 2:J - 2].astype(np.float64) * fmod[i:I, j:J, k_:k_ + 1]) == np.where(((pt[i:I, j:J, k_:k_ + 1].astype(np.int64) - mask).astype(np.float64) != np.float64(10.0)), c[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.int64), mask).astype(np.float64)), (c[i:I, j:J, lk + cp[i:I, j:J, k_:k_ + 1]].astype(np.int64) * rand).astype(np.float64), (-(ua[i:I, j:J, k_:k_ + 1])))
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(((s_x[i:I, j:J].astype(np.int64) + (-(np.int64(2)))).astype(np.float64) != ufuncs.minimum(pt[i:I, j:J, k_ - 1:k_].astype(np.float64), fmod[i:I, j:J, k_:k_ + 1])), (rand == (-(np.int64(1)))))
            ua[i:I, j:J, k_:k_ + 1] = c[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    