import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a__, val, malloc, a, pt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a__ = Field(a__, _origin_['a__'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    a = Field(a, _origin_['a'], (False, False, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    auto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834708368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153817903184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pt[i:I, j:J, k:K] = ufuncs.int32(pt[i:I, j:J, k:K])
        mask_140153834708368_gen_0[i:I, j:J, k:K] = ((np.float64(np.int64(2)) / (ufuncs.abs(a__[i:I, j:J, k - 1:K - 1]).astype(np.float64) + np.float64(1.0))) == malloc[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64))
        mask_140153817903184_gen_0[i:I, j:J, k:K] = np.where(mask_140153834708368_gen_0[i:I, j:J, k:K], (ufuncs.power(ufuncs.abs(a__[i:I, j:J, k + 1:K + 1]), np.float64(0.5)) == (val[i:I, j + 2:J + 2, k:K] * pt[i:I, j:J, k:K].astype(np.float64))), mask_140153817903184_gen_0[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834708368_gen_0[i:I, j:J, k:K], mask_140153817903184_gen_0[i:I, j:J, k:K]), ufuncs.abs(ufuncs.power(ufuncs.abs(a[k:K]), np.float64(0.5))), flux[i:I, j:J, k:K])
        auto[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834708368_gen_0[i:I, j:J, k:K], mask_140153817903184_gen_0[i:I, j:J, k:K]), ((malloc[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(pt[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) * (val[i + 2:I + 2, j:J, k:K] - malloc[i:I, j + 1:J + 1, k:K].astype(np.float64))), auto[i:I, j:J, k:K])
        auto[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834708368_gen_0[i:I, j:J, k:K], mask_140153817903184_gen_0[i:I, j:J, k:K]), (np.float64(ufuncs.abs(np.int64(1))) - val[i - 2:I - 2, j:J, k:K]), auto[i:I, j:J, k:K])
        pt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834708368_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153817903184_gen_0[i:I, j:J, k:K]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(a__[i:I, j:J, k - 1:K - 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k:K])
        stdin_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153834708368_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153817903184_gen_0[i:I, j:J, k:K]))), np.bitwise_and((np.float64(0.1) == malloc[i + 2:I + 2, j:J, k + 1:K + 1].astype(np.float64)), (val[i:I, j:J, k - 1:K - 1] < a[k:K])), stdin_gen_0[i:I, j:J, k:K])
        stdin_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153834708368_gen_0[i:I, j:J, k:K])), ((malloc[i - 1:I - 1, j:J, k:K] + malloc[i + 1:I + 1, j + 2:J + 2, k:K]).astype(np.float64) != (a__[i:I, j:J, k - 1:K - 1].astype(np.float64) - flux[i:I, j:J, k:K])), stdin_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        auto[i:I, j:J, k:K] = ufuncs.cosh(ufuncs.tanh(np.float64(2.0)))
        flux[i:I, j:J, k:K] = a__[i:I, j:J, k + 1:K + 1].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    