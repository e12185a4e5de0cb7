import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, t0, u, malloc, M_PI, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    t0 = Field(t0, _origin_['t0'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    M_PI = Field(M_PI, _origin_['M_PI'], (True, True, True))
    
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typedef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153846994640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153848153296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847841232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852197520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153847282896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            M_PI[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) + np.float64(2.0)) <= np.where(((np.float64(1.0) - malloc[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) <= (malloc[i:I, j:J, k_:k_ + 1] + np.float32((-(np.int64(1))))).astype(np.float64)), u, malloc[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153846994640_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(M_PI[i:I, j:J, k_:k_ + 1]))
            M_PI[i:I, j:J, k_:k_ + 1] = np.where(mask_140153846994640_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.int32(t0[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) >= ufuncs.float64(u)), M_PI[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153848153296_gen_0[i:I, j:J, k:K] = (t0[i + 1:I + 1, j:J, k - 1:K - 1].astype(np.float64) >= (u + malloc[i:I, j:J, k:K].astype(np.float64)))
        malloc[i:I, j:J, k:K] = np.where(mask_140153848153296_gen_0[i:I, j:J, k:K], (malloc[i:I, j:J, k:K] + np.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(1.0), (-(np.float64(100000.0)))), np.float64(100000.0))))), malloc[i:I, j:J, k:K])
        k0_gen_0[i:I, j:J, k:K] = np.where(mask_140153848153296_gen_0[i:I, j:J, k:K], ufuncs.maximum((np.float64(1.5) + u), malloc[i:I, j:J, k:K].astype(np.float64)), k0_gen_0[i:I, j:J, k:K])
        mask_140153852197520_gen_0[i:I, j:J, k:K] = ufuncs.isfinite(ufuncs.float64(t0[i + 1:I + 1, j:J, k:K]))
        mask_140153847841232_gen_0[i:I, j:J, k:K] = np.where(mask_140153852197520_gen_0[i:I, j:J, k:K], M_PI[i:I, j:J, k:K], mask_140153847841232_gen_0[i:I, j:J, k:K])
        k0_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852197520_gen_0[i:I, j:J, k:K], mask_140153847841232_gen_0[i:I, j:J, k:K]), ufuncs.maximum(malloc[i:I, j:J, k:K].astype(np.float64), ufuncs.remainder(k0_gen_0[i:I, j:J, k:K], np.float64(2.0))), k0_gen_0[i:I, j:J, k:K])
        M_PI[i:I, j:J, k:K] = np.where(mask_140153852197520_gen_0[i:I, j:J, k:K], ((k0_gen_0[i:I, j:J, k:K] + np.float64(2.0)) <= ufuncs.abs(np.float64(2.0))), M_PI[i:I, j:J, k:K])
        M_PI[i:I, j:J, k:K] = np.where(mask_140153852197520_gen_0[i:I, j:J, k:K], np.bitwise_and((malloc[i:I, j:J, k:K].astype(np.float64) == u), (k0_gen_0[i:I, j:J, k:K] > u)), M_PI[i:I, j:J, k:K])
        k0_gen_0[i:I, j:J, k:K] = ufuncs.maximum(ufuncs.power(coef[i:I, j:J, k:K], np.int64(2)), (typedef[i:I, j:J, k:K] - k0_gen_0[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        coef[i:I, j:J, k:K] = ((typedef[i:I, j:J, k:K] - u) + (coef[i:I, j:J, k:K] + t0[i - 2:I - 2, j:J, k - 1:K - 1].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    