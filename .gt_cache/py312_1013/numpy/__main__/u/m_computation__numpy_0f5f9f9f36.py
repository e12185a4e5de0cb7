import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, x, a__, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pt = Field(pt, _origin_['pt'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, True))
    
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    auto_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861584144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 1, _dK_), bool, (0, 1, 0), (True, True, True))
    mask_140153862228816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863458128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        auto_gen_1[i:I, j:J, k:K] = ufuncs.isnan(ufuncs.float64(pt[i + 2:I + 2, j:J, k - 1:K - 1]))
        a[i:I, j:J, k:K] = (-(pt[i + 1:I + 1, j:J, k:K]))
        a[i:I, j:J, k:K] = pt[i:I, j + 2:J + 2, k - 1:K - 1]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i + 1:I, j + 1:j + 2, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((a__[i + 3:I + 2, j + 1:j + 2, k_:k_ + 1] * pt[i + 1:I, j + 1:j + 2, k_:k_ + 1].astype(np.float64)) + ufuncs.power(a__[i - 1:I - 2, j + 1:j + 2, k_ + 1:k_ + 2], np.int64(2))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            a[i + 1:I, j + 1:j + 2, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.remainder(pt[i + 3:I + 2, j:j + 1, k_ + 1:k_ + 2].astype(np.float64), a__[i:I - 1, j + 1:j + 2, k_:k_ + 1]) * (x[i + 1:I, j + 1:j + 2, k_ - 1:k_] * (-(np.int64(1)))).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 0

            mask_140153861584144_gen_0[i:I, j:J, k_:k_ + 1] = (a__[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1] < a__[i:I, j - 1:J - 1, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861584144_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.log10((ufuncs.abs(a__[i - 2:I - 2, j + 2:J + 2, k_ - 1:k_]) + np.float64(0.5))) * (np.float32(np.int64(1)) / pt[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64)), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(np.float64(0.0)), a__[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2], a__[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder((x[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - np.float64(3.5)), ufuncs.float64(pt[i - 2:I - 2, j:J, k_ - 1:k_])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153863458128_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((pt[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.int64) == x[i:I, j:J, k_:k_ + 1]), np.bitwise_and((ufuncs.float64(pt[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1]) >= (x[i:I, j:J, k_:k_ + 1] - a[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64)), bool(bool(False))))
            x[i:I, j:J, k_ - 1:k_] = np.where(mask_140153863458128_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(np.where((ufuncs.remainder(x[i:I, j:J, k_ - 1:k_].astype(np.float64), a__[i - 2:I - 2, j:J, k_ + 1:k_ + 2]) >= ufuncs.power(pt[i:I, j + 1:J + 1, k_ + 1:k_ + 2], np.int64(2)).astype(np.float64)), x[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(2.0))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_ - 1:k_])
            mask_140153862228816_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863458128_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(vc[i:I, j:J, k_:k_ + 1]) > np.float64(np.int64(1))), mask_140153862228816_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863458128_gen_0[i:I, j:J, k_:k_ + 1], mask_140153862228816_gen_0[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1].astype(np.int64), x[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863458128_gen_0[i:I, j:J, k_:k_ + 1], mask_140153862228816_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(vc[i:I, j - 1:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    