import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, M_PI, v, extern, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    M_PI = Field(M_PI, _origin_['M_PI'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    extern = Field(extern, _origin_['extern'], (True, True, False))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    static_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855603408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        s_gen_0[i:I, j:J, k:K] = v[i:I, j:J, k:K]
        v[I - 1:I, j:j + 1, k:K] = v[I - 1:I, j:j + 1, k:K]
        v[I - 1:I, j:j + 1, k:K] = (s_gen_0[I - 1:I, j:j + 1, k:K] + s_gen_0[I - 1:I, j:j + 1, k:K])
        v[i:i + 2, j:J - 1, k:K] = M_PI[i:i + 2, j:J - 1, k - 1:K - 1].astype(np.float64)
        mask_140153855603408_gen_0[i:i + 2, j:J - 1, k:K] = np.bitwise_and(((s_gen_0[i:i + 2, j:J - 1, k:K] + v[i:i + 2, j:J - 1, k:K]) >= ufuncs.log((ufuncs.abs(v[i:i + 2, j:J - 1, k:K]) + np.float64(0.5)))), np.bitwise_and(extern[i + 1:i + 3, j + 2:J + 1], ((M_PI[i:i + 2, j:J - 1, lk + phi[i:i + 2, j:J - 1, k:K]].astype(np.float64) - s_gen_0[i:i + 2, j:J - 1, k:K]) <= M_PI[i:i + 2, j - 2:J - 3, k:K].astype(np.float64))))
        v[i:i + 2, j:J - 1, k:K] = np.where(mask_140153855603408_gen_0[i:i + 2, j:J - 1, k:K], (v[i:i + 2, j:J - 1, k:K] - ((-(np.int64(2))) - M_PI[i + 2:i + 4, j:J - 1, k:K].astype(np.int64)).astype(np.float64)), v[i:i + 2, j:J - 1, k:K])
        static_gen_0[i:i + 2, j:J - 1, k:K] = np.where((np.bitwise_not(mask_140153855603408_gen_0[i:i + 2, j:J - 1, k:K])), np.bitwise_or((M_PI[i - 1:i + 1, j:J - 1, k - 1:K - 1].astype(np.float64) != s_gen_0[i:i + 2, j:J - 1, k:K]), (s_gen_0[i:i + 2, j:J - 1, k:K] > M_PI[i:i + 2, j - 1:J - 2, k + 1:K + 1].astype(np.float64))), static_gen_0[i:i + 2, j:J - 1, k:K])
        dz_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((dz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(M_PI[i + 2:I + 2, j - 1:J - 1, k:K]).astype(np.float64), np.float64(4.0)))):
            static_gen_0[i:I, j:J, k:K] = np.where((dz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(M_PI[i + 2:I + 2, j - 1:J - 1, k:K]).astype(np.float64), np.float64(4.0))), ((M_PI[i:I, j - 2:J - 2, k:K].astype(np.float64) + s_gen_0[i:I, j:J, k:K]) >= ufuncs.round_away_from_zero(ufuncs.float64(M_PI[i - 2:I - 2, j - 2:J - 2, k:K]))), static_gen_0[i:I, j:J, k:K])
            dz_gen_0[i:I, j:J, k:K] = np.where((dz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(M_PI[i + 2:I + 2, j - 1:J - 1, k:K]).astype(np.float64), np.float64(4.0))), (dz_gen_0[i:I, j:J, k:K] + np.float64(1.0)), dz_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    