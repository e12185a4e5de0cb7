import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, dz, ua, volatile, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    volatile = Field(volatile, _origin_['volatile'], (False, False, True))
    
    enum = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761976784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        enum[i:I, j:J, k:K] = (dz[i + 1:I + 1, j:J, k:K] > (np.float64(1.5) - np.float64(np.int64(1))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        enum[i:I, j:J, k:K] = enum[i:I, j:J, k:K]
        mask_140333761976784_gen_0[i:I, j:J, k:K] = ((tend[i:I, j - 2:J - 2, k:K] - tend[i:I, j:J, k:K]) <= ufuncs.remainder(np.int64(1), volatile[k:K].astype(np.int64)).astype(np.float32))
        enum[i:I, j:J, k:K] = np.where(mask_140333761976784_gen_0[i:I, j:J, k:K], (np.float64(np.int64(1)) < (np.float64(0.001) * volatile[k:K].astype(np.float64))), enum[i:I, j:J, k:K])
        enum[i:I, j:J, k:K] = (np.bitwise_not(ua))
        # --- end horizontal block --

        # --- end vertical block ---
    