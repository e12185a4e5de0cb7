import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, flux, abort, malloc, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    abort = Field(abort, _origin_['abort'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    
    mask_140153859370512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            malloc[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cos((malloc[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - val[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            malloc[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(val[i:I, j:J, k_:k_ + 1], (val[i:I, j:J, k_:k_ + 1] * np.float64(10.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153859370512_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan((np.float64(2.0) / (ufuncs.abs(val[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859370512_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.sqrt(ufuncs.abs(np.float64(2.0))) - np.where(flux[i:I, j:J, k_ - 1:k_], val[i:I, j:J, k_:k_ + 1], abort[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), val[i:I, j:J, k_:k_ + 1])
            malloc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859370512_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ua[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))), malloc[i:I, j:J, k_:k_ + 1])
            malloc[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859370512_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0))), malloc[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i:I, j:J, k_ - 1:k_] = ufuncs.ceil(ufuncs.trunc(ufuncs.float64(abort[i:I, j + 1:J + 1, k_ + 1:k_ + 2])))
            malloc[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((malloc[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(2.0)) / (-(malloc[i:I, j:J, k_:k_ + 1])).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    