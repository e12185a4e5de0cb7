import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, s, y, rand, int32_t, zs, cp, ni, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    s = Field(s, _origin_['s'], (True, True, True))
    rand = Field(rand, _origin_['rand'], (True, True, True))
    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                zs[i:I, j:J] = np.where((v[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), s[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32), zs[i:I, j:J])
                v[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (v[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[i:I, j:J, k_:k_ + 1])
                
            cp[i:I, j:J, k_:k_ + 1] = ((s[i:I, j:J, k_:k_ + 1] + rand[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)) <= ufuncs.float32(v[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            s[i:I, j:J, k_:k_ + 1] = np.float64(0.1)
            hi_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.float64(np.int64(0)) < v[i:I, j:J, k_:k_ + 1]), np.bitwise_or((y >= ni[i:I, j:J, k_ + 1:k_ + 2]), ((int32_t[i:I, j:J, k_ - 1:k_] - ni[i:I, j:J, k_ + 1:k_ + 2]) == (np.float64((-(np.int64(2)))) - y))))
            zs[i:I, j:J] = ufuncs.cbrt(ufuncs.remainder(zs[i:I, j:J], u))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = y
            # --- end horizontal block --

        # --- end vertical block ---
    