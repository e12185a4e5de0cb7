import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, x, cp, pe, int32_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, False))
    
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ni__1d7_13_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826152912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822412432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua__1d7_13_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834723600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (cp[i + 1:i + 3, J:J + 2, k_:k_ + 1] + np.float64(np.int64(3)))
            ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = pe[i:i + 2, J - 2:J, k_:k_ + 1]
            mask_140153834723600_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] < np.float64(0.0))
            ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153834723600_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], ((ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] / (ufuncs.abs(ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]) + np.float64(1.0))) / (ufuncs.abs(np.where(((-(ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])) <= (ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] * ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])), ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], np.float64(0.5))) + np.float64(1.0))), ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])
            mask_140153822412432_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] > np.float64(0.0))
            ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153822412432_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], (np.float64(1.0) + np.float64(np.int64(3))), ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])
            res_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = ufuncs.power((ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] / (ufuncs.abs(ua__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]) + np.float64(1.0))), np.int64(2))
            dz_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = ufuncs.arcsin(ufuncs.tanh((ni__1d7_13_22_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] - np.float64(0.1))))
            mask_140153826152912_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (cp[i - 1:i + 1, J - 2:J, k_:k_ + 1] == ufuncs.remainder(v[i:i + 2, J - 2:J, k_:k_ + 1], v[i:i + 2, J - 2:J, k_ - 1:k_]))
            int32_t[i:i + 2, J - 2:J] = np.where(mask_140153826152912_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(v[i:i + 2, J - 2:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), int32_t[i:i + 2, J - 2:J])
            x[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153826152912_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], ufuncs.remainder(ufuncs.power(ufuncs.abs(dz_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]), np.float64(0.5)), (pe[i:i + 2, J - 2:J, k_ - 1:k_] - v[i:i + 2, J - 2:J, k_ - 1:k_])), x[i:i + 2, J - 2:J, k_:k_ + 1])
            rho_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153826152912_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], (np.float64(0.25) != np.float64(2.0)), rho_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    