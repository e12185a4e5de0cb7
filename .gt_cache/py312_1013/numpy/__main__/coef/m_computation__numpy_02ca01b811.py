import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, jt, ni, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (True, True, True))
    
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153865813456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power((jt[i + 1:I + 1, j:J, k_:k_ + 1] * np.float64(np.int64(1))), np.int64(2))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = var[i:I, j:J, k_:k_ + 1]
            ni[i:I, j:J, k_:k_ + 1] = var[i - 2:I - 2, j - 2:J - 2, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ni[i:I, j:J, k:K] = np.where((np.int64(1) <= np.int64(1)), ni[i:I, j:J, k:K], (np.float64(np.int64(1)) * var[i - 1:I - 1, j + 1:J + 1, k + 1:K + 1]))
        gz_gen_1[i:I, j:J, k:K] = (-((var[i:I, j - 2:J - 2, k:K] - np.float64(np.int64(1)))))
        mask_140153865813456_gen_0[i:I, J - 2:J, k:K] = (np.float64(((-(np.int64(2))) + np.int64(0))) >= (var[i:I, J - 4:J - 2, k:K] - gz_gen_1[i:I, J - 2:J, k:K]))
        ni[i:I, J - 2:J, k:K] = np.where(mask_140153865813456_gen_0[i:I, J - 2:J, k:K], (np.where(((var[i:I, J - 2:J, k + 1:K + 1] * np.float64(np.int64(1))) >= ufuncs.float32(jt[i - 2:I - 2, J - 2:J, k:K]).astype(np.float64)), gz_gen_1[i:I, J - 2:J, k:K], gz_gen_1[i:I, J - 2:J, k:K]) + ufuncs.log((ufuncs.abs(gz_gen_1[i:I, J - 2:J, k:K]) + np.float64(0.5)))), ni[i:I, J - 2:J, k:K])
        ni[i:I, J - 2:J, k:K] = jt[i:I, J - 3:J - 1, k - 1:K - 1]
        # --- end horizontal block --

        # --- end vertical block ---
    