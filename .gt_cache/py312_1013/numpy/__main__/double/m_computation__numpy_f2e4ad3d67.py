import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, extern, fabs, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    extern = Field(extern, _origin_['extern'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, False))
    
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866659984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fabs[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(np.float64(ufuncs.float32((-(np.int64(2))))), ufuncs.maximum(fabs[i:I, j:J, k_:k_ + 1], w[i:I, j + 2:J + 2]))
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j - 1:J - 1]), np.float64(4.0)))):
                fabs[i:I, j:J, k_:k_ + 1] = np.where((zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j - 1:J - 1]), np.float64(4.0))), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(fabs[i:I, j:J, k_ + 1:k_ + 2]), np.float64(6.0)) + np.float64(0.5))) - w[i:I, j:J]), fabs[i:I, j:J, k_:k_ + 1])
                mask_140153866659984_gen_0[i:I, j:J, k_:k_ + 1] = np.where((zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j - 1:J - 1]), np.float64(4.0))), ufuncs.isinf(ufuncs.round_away_from_zero(ufuncs.float64(extern[i - 2:I - 2, j:J, k_ + 1:k_ + 2]))), mask_140153866659984_gen_0[i:I, j:J, k_:k_ + 1])
                fabs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j - 1:J - 1]), np.float64(4.0))), mask_140153866659984_gen_0[i:I, j:J, k_:k_ + 1]), fabs[i:I, j:J, k_:k_ + 1], fabs[i:I, j:J, k_:k_ + 1])
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where((zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(w[i:I, j - 1:J - 1]), np.float64(4.0))), (zs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs_gen_0[i:I, j:J, k_:k_ + 1])
                
            phi_gen_0[i:I, j:J, k_:k_ + 1] = ((zs_gen_0[i:I, j:J, k_:k_ + 1] + w[i - 2:I - 2, j - 2:J - 2]) + (extern[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1] * extern[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    