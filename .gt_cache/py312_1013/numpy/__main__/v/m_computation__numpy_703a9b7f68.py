import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, inline, INFINITY, qv, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    rand = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__915_20_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153867197584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859917328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    restrict__915_20_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    w__915_20_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__915_20_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[i:i + 2, j + 2:J - 1, k_:k_ + 1] = np.where((np.float64(0.0) == np.float64(inline)), np.float32(np.int64(65536)), ufuncs.abs(qv[i:i + 2, j + 4:J + 1, k_:k_ + 1]))
            q[i:i + 2, j + 2:J - 1, k_:k_ + 1] = ((np.float64(3.5) + np.float64(np.int64(2))) - (np.float32(np.int64(2)) - qv[i:i + 2, j + 2:J - 1, k_:k_ + 1]).astype(np.float64))
            rand[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((np.float64(0.0) == np.float64(inline)), np.float32(np.int64(65536)), ufuncs.abs(qv[i:I - 1, j + 2:j + 3, k_:k_ + 1]))
            q[i:I - 1, j:j + 1, k_:k_ + 1] = ((np.float64(3.5) + np.float64(np.int64(2))) - (np.float32(np.int64(2)) - qv[i:I - 1, j:j + 1, k_:k_ + 1]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[I - 1:I, j:J, k_:k_ + 1] = rand[I - 1:I, j:J, k_:k_ + 1].astype(np.float64)
            dz[I - 1:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                w__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), rand[I - 1:I, j:J, k_:k_ + 1], w__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), rand[I - 1:I, j:J, k_:k_ + 1], restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                c__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), rand[I - 1:I, j:J, k_ - 1:k_], c__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                mask_140153867197584_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), (restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(0.0)), mask_140153867197584_gen_0[I - 1:I, j:J, k_:k_ + 1])
                restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153867197584_gen_0[I - 1:I, j:J, k_:k_ + 1]), ufuncs.float32(ufuncs.remainder(w__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1], c__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])), restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                mask_140153859917328_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), (restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0)), mask_140153859917328_gen_0[I - 1:I, j:J, k_:k_ + 1])
                restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153859917328_gen_0[I - 1:I, j:J, k_:k_ + 1]), (np.float64(1.0) + ufuncs.ceil(w__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1]).astype(np.float64)).astype(np.float32), restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153859917328_gen_0[I - 1:I, j:J, k_:k_ + 1]))), np.where((ufuncs.float32(restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1]) != restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1]), np.float64(2.0), c__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), restrict__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                RETURN_VALUE__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.float64(0.25), RETURN_VALUE__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1])
                q[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.where((np.float64(np.where((y != y), inline, inline)) <= ufuncs.float64(rand[I - 1:I, j:J, k_ - 1:k_])), RETURN_VALUE__915_20_24_gen_0[I - 1:I, j:J, k_:k_ + 1], a[I - 1:I, j:J, k_:k_ + 1].astype(np.float64)), q[I - 1:I, j:J, k_:k_ + 1])
                q[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.abs(np.where(((dz[I - 1:I, j:J, k_:k_ + 1] * y) >= np.float64(inline)), rand[I - 1:I, j:J, k_:k_ + 1], INFINITY[I - 2:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float32))).astype(np.float64), q[I - 1:I, j:J, k_:k_ + 1])
                dz[I - 1:I, j:J, k_:k_ + 1] = np.where((dz[I - 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), (dz[I - 1:I, j:J, k_:k_ + 1] + np.float64(1.0)), dz[I - 1:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[i:I, j:J, k_:k_ + 1] = np.float32(np.float64(0.25))
            rand[i:I, j:J, k_:k_ + 1] = np.float32(((y * np.float64(0.0)) - np.float64(1.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(q[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[i:I, j:J, k_:k_ + 1] = np.float32(np.where((np.float64(0.5) < np.float64(inline)), np.where(((-(np.float64(0.5))) < (np.float32(np.int64(1000003)) - rand[i:I, j:J, k_:k_ + 1]).astype(np.float64)), np.float64(0.5), np.float64(1.0)), np.float64(inline)))
            # --- end horizontal block --

        # --- end vertical block ---
    