import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, strides, area, powf, w, res, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    strides = Field(strides, _origin_['strides'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, False))
    w = Field(w, _origin_['w'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    mask_140333759441360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759490192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761165200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333759490192_gen_0[i:I, j:J, k:K] = (area[i:I, j:J] <= np.float32(powf))
        v[i:I, j:J, k:K] = np.where(mask_140333759490192_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(area[i:I, j:J].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), v[i:I, j:J, k:K])
        mask_140333759441360_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), (np.float64(ufuncs.float32(powf)) > ufuncs.float64(area[i:I, j:J])), mask_140333759441360_gen_0[i:I, j:J, k:K])
        mask_140333761165200_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), mask_140333759441360_gen_0[i:I, j:J, k:K]), (np.bitwise_not((res[i:I, j:J, k:K].astype(np.float64) <= strides[i:I, j:J, k - 1:K - 1]))), mask_140333761165200_gen_0[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), mask_140333759441360_gen_0[i:I, j:J, k:K]), mask_140333761165200_gen_0[i:I, j:J, k:K]), w[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1].astype(np.int64), res[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), mask_140333759441360_gen_0[i:I, j:J, k:K]), mask_140333761165200_gen_0[i:I, j:J, k:K]), np.int32(powf), v[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), mask_140333759441360_gen_0[i:I, j:J, k:K]), mask_140333761165200_gen_0[i:I, j:J, k:K]), v[i:I, j:J, k:K].astype(np.int64), res[i:I, j:J, k:K])
        pe_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), mask_140333759441360_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333761165200_gen_0[i:I, j:J, k:K]))), strides[i:I, j:J, k + 1:K + 1], pe_gen_0[i:I, j:J, k:K])
        pe_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333759490192_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333759441360_gen_0[i:I, j:J, k:K]))), area[i:I, j:J].astype(np.float64), pe_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    