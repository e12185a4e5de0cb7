import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, hi, unsigned, q, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    hi = Field(hi, _origin_['hi'], (True, True, True))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, False))
    
    mask_140333762337808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768146512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762835728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765359376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333765359376_gen_0[I - 2:I - 1, j:J, k_:k_ + 1] = (ufuncs.int32(q[I - 2:I - 1, j:J, k_:k_ + 1]).astype(np.float64) <= (q[I - 2:I - 1, j:J, k_:k_ + 1].astype(np.float64) + dz[I - 2:I - 1, j:J]))
            q[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140333765359376_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((hi[I - 2:I - 1, j:J, k_:k_ + 1].astype(np.float64) * (hi[I - 2:I - 1, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(dz[I - 2:I - 1, j:J]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), q[I - 2:I - 1, j:J, k_:k_ + 1])
            hi[I - 2:I - 1, j:J, k_:k_ + 1] = q[I - 2:I - 1, j:J, k_ + 1:k_ + 2]
            mask_140333762835728_gen_0[I - 2:I - 1, j:J, k_:k_ + 1] = (dz[I - 2:I - 1, j:J] == (-(dz[I - 2:I - 1, j:J])))
            hi[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140333762835728_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], unsigned[I - 2:I - 1, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.int64), hi[I - 2:I - 1, j:J, k_:k_ + 1])
            hi[I - 2:I - 1, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333762835728_gen_0[I - 2:I - 1, j:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((hi[I - 2:I - 1, j:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(unsigned[I - 1:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) / (ufuncs.abs(q[I - 2:I - 1, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), hi[I - 2:I - 1, j:J, k_:k_ + 1])
            mask_140333768146512_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = (ufuncs.int32(q[i:i + 1, J - 1:J, k_:k_ + 1]).astype(np.float64) <= (q[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64) + dz[i:i + 1, J - 1:J]))
            q[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140333768146512_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((hi[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64) * (hi[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(dz[i:i + 1, J - 1:J]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), q[i:i + 1, J - 1:J, k_:k_ + 1])
            hi[i:i + 1, J - 1:J, k_:k_ + 1] = q[i:i + 1, J - 1:J, k_ + 1:k_ + 2]
            mask_140333762337808_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = (dz[i:i + 1, J - 1:J] == (-(dz[i:i + 1, J - 1:J])))
            hi[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140333762337808_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], unsigned[i:i + 1, J - 3:J - 2, k_ + 1:k_ + 2].astype(np.int64), hi[i:i + 1, J - 1:J, k_:k_ + 1])
            hi[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333762337808_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((hi[i:i + 1, J - 1:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(unsigned[i + 1:i + 2, J - 1:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) / (ufuncs.abs(q[i:i + 1, J - 1:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), hi[i:i + 1, J - 1:J, k_:k_ + 1])
            hi[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(ufuncs.abs(hi[i:I, j:J, k_ - 1:k_]).astype(np.float64), (np.float64(1.0) * dz[i:I, j:J])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    