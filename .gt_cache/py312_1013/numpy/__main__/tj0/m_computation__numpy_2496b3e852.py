import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, res, a, long, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    long = Field(long, _origin_['long'], (True, True, True))
    
    k0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852838864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        long[i:I, j:J, k:K] = ((res[i - 2:I - 2, j:J, k + 1:K + 1] * k0[i + 1:I + 1, j:J, k:K]) - ufuncs.maximum(np.float32(np.int64(3)), res[i:I, j - 2:J - 2, k + 1:K + 1]))
        cp[i:i + 1, j + 2:J - 1, k:K] = ((np.float64(1.0) - np.float64(np.int64(3))) - ufuncs.arcsinh(k0[i:i + 1, j + 2:J - 1, k:K]).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pt_gen_0[i:I, j:J, k:K] = ((res[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1] + a[i:I, j:J, k - 1:K - 1].astype(np.float32)) <= np.float32(ufuncs.power(np.int64(1), np.int64(2))))
        k0[i:I, j:J, k:K] = ufuncs.remainder((a[i:I, j:J, k:K].astype(np.int64) + np.int64(65536)), np.where((ufuncs.abs(coef[i - 2:I - 2, j:J, k:K]).astype(np.float64) <= ufuncs.erfc(ufuncs.float64(a[i + 2:I + 2, j - 1:J - 1, k:K]))), np.int64(3), np.int64(3))).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        k0[i:I, j:J, k:K] = k0[i:I, j:J, k:K]
        cp[i:I, j:J, k:K] = np.float64(np.int64(2))
        cp[i:I, j:J, k:K] = k0[i:I, j:J, k:K].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153852838864_gen_0[i:I, j:J, k:K] = np.bitwise_or(np.bitwise_and(((np.int64(3) + a[i + 1:I + 1, j:J, k:K].astype(np.int64)) >= ((-(np.int64(1))) * np.int64(1))), (ufuncs.float64(res[i - 2:I - 2, j:J, k - 1:K - 1]) == ufuncs.remainder(np.float64(3.5), np.float64(np.int64(3))))), (np.float32(np.int64(3)) == res[i + 1:I + 1, j + 1:J + 1, k + 1:K + 1]))
        k0[i:I, j:J, k:K] = np.where(mask_140153852838864_gen_0[i:I, j:J, k:K], np.float32(np.int64(3)), k0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    