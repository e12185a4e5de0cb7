import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, volatile, dz, _X, signed, gz, a_, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    volatile = Field(volatile, _origin_['volatile'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    _X = Field(_X, _origin_['_X'], (True, True, True))
    a_ = Field(a_, _origin_['a_'], (True, True, True))
    
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333775358544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        volatile[I - 1:I, j:J - 1, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.remainder(signed, dz[I - 1:I, j:J - 1, k - 1:K - 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        a_gen_0[I - 1:I, j:J - 1, k:K] = (-(ufuncs.abs(volatile[I - 1:I, j:J - 1, k:K])))
        coef[I - 1:I, j:J - 1, k:K] = (ufuncs.exp(ufuncs.minimum(signed, np.float64(5.0))) >= (np.float64(gz) - _X[I - 2:I - 1, j - 1:J - 2, k + 1:K + 1]))
        a_gen_0[i:I, j:J, k:K] = volatile[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i:I, j:J, k:K] = np.float32(gz)
        volatile[i:I, j:J, k:K] = a_[i:I, j + 2:J + 2, k:K].astype(np.int32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            coef[i:I, j:J, k_:k_ + 1] = (signed <= np.where((signed < np.float64(2.0)), _X[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], _X[i:I, j:J, k_:k_ + 1]))
            coef[i:I, j:J, k_:k_ + 1] = (np.float64(ufuncs.int32(gz)) < ufuncs.remainder(np.float64(gz), signed))
            dz[i:I, j:J, k_:k_ + 1] = ufuncs.float32((_X[i:I, j:J, lk + gz] + signed))
            dz[i:I - 1, j + 1:j + 2, k_:k_ + 1] = np.float32((np.float64(ufuncs.power(gz, np.int64(2))) / (np.float64(ufuncs.abs(gz)) + np.float64(1.0))))
            pe[i:I - 1, j + 1:j + 2, k_:k_ + 1] = ufuncs.maximum((np.float64(3.5) + np.float64(gz)), (np.int64(2147483647) - a_[i + 2:I + 1, j + 1:j + 2, k_:k_ + 1].astype(np.int64)).astype(np.float64))
            int64_t[i:I - 1, j + 1:j + 2, k_:k_ + 1] = ((a_[i - 2:I - 3, j:j + 1, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(a_[i:I - 1, j + 1:j + 2, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) + pe[i:I - 1, j + 1:j + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333775358544_gen_0[i:I, j:J, k_:k_ + 1] = coef[i:I, j:J, k_:k_ + 1]
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775358544_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.ceil(int64_t[i:I, j:J, k_:k_ + 1]), pe[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    