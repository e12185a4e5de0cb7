import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, free, val, tend, a_1, j0, gz, lo, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    free = Field(free, _origin_['free'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, False))
    lo = Field(lo, _origin_['lo'], (False, False, True))
    
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848985424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849637520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850341136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850312592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849638992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153850341136_gen_0[i:I, j:J, k:K] = (ufuncs.power(ufuncs.abs(lo[k:K]), np.float64(0.5)) == np.float64(np.int64(7)))
        mask_140153850312592_gen_0[i:I, j:J, k:K] = np.where(mask_140153850341136_gen_0[i:I, j:J, k:K], (free[i:I, j:J, k:K] < a_1[i:I, j:J, k:K].astype(np.float32)), mask_140153850312592_gen_0[i:I, j:J, k:K])
        free[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850341136_gen_0[i:I, j:J, k:K], mask_140153850312592_gen_0[i:I, j:J, k:K]), ufuncs.float64((gz[i + 2:I + 2, j - 1:J - 1] / (ufuncs.abs(gz[i + 2:I + 2, j:J]) + np.float64(1.0)))).astype(np.float32), free[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850341136_gen_0[i:I, j:J, k:K], mask_140153850312592_gen_0[i:I, j:J, k:K]), (ufuncs.remainder(np.float64(1.0), np.float64(j0)) / (tend[i:I, j:J, k:K] * gz[i:I, j + 2:J + 2])), tend[i:I, j:J, k:K])
        mask_140153849638992_gen_0[i:I, j:J, k:K] = ((a_1[i:I, j + 1:J + 1, k:K].astype(np.float32) / free[i:I, j:J, k:K]) == (a_1[i - 2:I - 2, j - 2:J - 2, k:K].astype(np.float32) / val[i:I, j:J, k:K].astype(np.float32)).astype(np.float32))
        free[i:I, j:J, k:K] = np.where(mask_140153849638992_gen_0[i:I, j:J, k:K], (ufuncs.float32(lo[k:K]) + lo[k:K]), free[i:I, j:J, k:K])
        mask_140153849637520_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153849638992_gen_0[i:I, j:J, k:K])), ((gz[i + 2:I + 2, j:J] * np.float64(1.0)) > ufuncs.sqrt(ufuncs.abs(free[i:I, j:J, k:K])).astype(np.float64)), mask_140153849637520_gen_0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849638992_gen_0[i:I, j:J, k:K])), mask_140153849637520_gen_0[i:I, j:J, k:K]), np.float64(0.25), tend[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = ufuncs.float64(gz[i:I, j - 2:J - 2])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = ((pe[i:I, j:J, k:K] / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))) / (ufuncs.abs(ufuncs.sin(ufuncs.float64(a_1[i + 2:I + 2, j - 2:J - 2, k:K]))) + np.float64(1.0)))
        free[i:I, j:J, k:K] = (np.float64(j0) * (tend[i:I, j:J, k:K] * np.float64(np.int64(7)))).astype(np.float32)
        tend[i:I, j:J, k:K] = np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(j0), (-(np.float64(100000.0)))), np.float64(100000.0))))
        flux_gen_0[i:I, j:J, k:K] = tend[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    