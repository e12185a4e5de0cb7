import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, _a, q, isobar_tmp, delp, qv, pt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    _a = Field(_a, _origin_['_a'], (True, True, True))
    isobar_tmp = Field(isobar_tmp, _origin_['isobar_tmp'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, False))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    
    mask = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pt[i:I, j:J, k_:k_ + 1] = ((qv[i - 2:I - 2, j:J, k_ - 1:k_] + delp[i + 1:I + 1, j:J]).astype(np.int64) * (qv[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.int64) + q)).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask[i:I, j:J, k:K] = delp[i + 1:I + 1, j:J]
        x[i:I, j:J, k:K] = np.bitwise_or(((mask[i:I, j:J, k:K].astype(np.float32) - pt[i:I, j:J, k - 1:K - 1]) > ufuncs.minimum(qv[i + 1:I + 1, j:J, k - 1:K - 1], delp[i:I, j:J]).astype(np.float32)), (isobar_tmp[i:I, j:J, k - 1:K - 1] < delp[i:I, j - 2:J - 2].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        area_gen_0[i:I, j:J, k:K] = q
        gz_gen_0[i:I, j:J, k:K] = ufuncs.remainder(np.float64(ufuncs.float32((-(np.int64(2))))), (_a[i + 1:I + 1, j - 2:J - 2, k:K] * qv[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.float64)))
        x[i:I, j:J, k:K] = np.bitwise_and((np.where((ufuncs.remainder(_a[i - 1:I - 1, j:J, k - 1:K - 1], pt[i:I, j:J, k:K].astype(np.float64)) == mask[i:I, j:J, k:K].astype(np.float64)), np.float64(10.0), delp[i + 1:I + 1, j - 2:J - 2].astype(np.float64)) != ufuncs.minimum(mask[i + 1:I + 1, j:J, k:K].astype(np.float64), np.float64(2.0))), x[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    