import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, long, restrict, phi, uint8_t, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, True))
    long = Field(long, _origin_['long'], (True, True, True))
    restrict = Field(restrict, _origin_['restrict'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    
    mask_140153834298640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153834298640_gen_0[i:I, j:J, k:K] = np.bitwise_and((cp[i:I, j:J, k - 1:K - 1] > restrict[i + 1:I + 1, j:J, k:K].astype(np.float64)), (np.float64(1.0) < phi[i:I, j:J, k:K].astype(np.float64)))
        long[i:I, j:J, k:K] = np.where(mask_140153834298640_gen_0[i:I, j:J, k:K], np.bitwise_and((ufuncs.minimum(np.int64(1), np.int64(7)) > (restrict[i:I, j:J, k - 1:K - 1].astype(np.int64) - np.int64(1))), np.bitwise_and(var, (cp[i - 2:I - 2, j:J, k:K] == uint8_t[i:I, j:J, k:K]))), long[i:I, j:J, k:K])
        long[i:I, j:J, k:K] = (ufuncs.float64(np.float64(0.1)) <= (cp[i:I, j + 2:J + 2, k:K] - np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    