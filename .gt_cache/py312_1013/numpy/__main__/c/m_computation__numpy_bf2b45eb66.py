import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, lo, v, b, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    lo = Field(lo, _origin_['lo'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    zs__859_16_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__859_16_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = (v[i:I, j:J, k_:k_ + 1] - b[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            const_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                zs__859_16_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.int64(3), zs__859_16_24_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__859_16_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((np.float64(0.25) * np.float64(10.0)) * (zs__859_16_24_gen_0[i:I, j:J, k_:k_ + 1] - zs__859_16_24_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64)), RETURN_VALUE__859_16_24_gen_0[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.power(ufuncs.abs(RETURN_VALUE__859_16_24_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), v[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (var[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64) + (lo[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1] - var[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64))), b[i:I, j:J, k_:k_ + 1])
                const_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (const_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), const_gen_0[i:I, j:J, k_:k_ + 1])
                
            vc_gen_0[i:I, j:J, k_:k_ + 1] = (var[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) - (lo[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1] + lo[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    