import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, stdin, auto, v, pt, cp, free, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    stdin = Field(stdin, _origin_['stdin'], (True, True, True))
    auto = Field(auto, _origin_['auto'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    
    mask_140153853930512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153853930512_gen_0[i:I, j:J, k_:k_ + 1] = v[i:I, j:J, k_ - 1:k_]
            v[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853930512_gen_0[i:I, j:J, k_:k_ + 1], (cp <= stdin[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_].astype(np.float64)), v[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(np.where((ufuncs.float64(zs[i:I, j + 2:J + 2, k_:k_ + 1]) >= pt[i:I, j:J, k_:k_ + 1].astype(np.float64)), auto[i:I, j:J, lk + ((free[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))].astype(np.float64), np.float64(0.5))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    