import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, fmod, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmod = Field(fmod, _origin_['fmod'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    mask_140333769699792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333769699792_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(fmod[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))) <= (w[i:I, j:J, k_:k_ + 1] - w[i:I, j:J, k_:k_ + 1])), np.float64(np.int64(2147483647)), fmod[i:I, j - 2:J - 2, k_:k_ + 1]) <= (fmod[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(1))))
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769699792_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_and((np.float64(0.25) <= (np.float64(1.0) * np.float64((-(np.int64(1)))))), ((w[i:I, j:J, k_ - 1:k_] / np.float64(ua)) < fmod[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_])), ufuncs.floor(fmod[i + 1:I + 1, j:J, k_:k_ + 1]), (np.float64(10.0) * fmod[i + 2:I + 2, j:J, k_:k_ + 1])), dz_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333769699792_gen_0[i:I, j:J, k_:k_ + 1])), np.where(np.bitwise_or((w[i:I, j:J, k_:k_ + 1] == (np.float64(np.int64(1)) * fmod[i + 2:I + 2, j:J, k_ + 1:k_ + 2])), (ufuncs.abs(w[i:I, j:J, k_:k_ + 1]) == w[i:I, j:J, k_:k_ + 1])), (-(w[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    