import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, errno, area, x, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (False, False, True))
    area = Field(area, _origin_['area'], (True, True, False))
    x = Field(x, _origin_['x'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333776257616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775756816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333775756816_gen_0[i:I, j:J, k:K] = np.bitwise_and((x[i:I, j:J, k:K] >= x[i:I, j:J, k:K]), bool(bool(True)))
        val[i:I, j:J, k:K] = np.where(mask_140333775756816_gen_0[i:I, j:J, k:K], ((errno[k + 1:K + 1] / x[i:I, j:J, k:K].astype(np.float64)) * np.where(((x[i:I, j:J, k:K].astype(np.float64) - val[i:I, j:J, k:K]) <= (errno[k:K] - val[i:I, j:J, k:K])), errno[k:K], area[i:I, j:J])), val[i:I, j:J, k:K])
        mask_140333776257616_gen_0[i:I, j:J, k:K] = np.where(mask_140333775756816_gen_0[i:I, j:J, k:K], ((area[i:I, j:J] * np.float64((-(np.int64(1))))) >= (np.float64(0.25) + val[i:I, j:J, k:K])), mask_140333776257616_gen_0[i:I, j:J, k:K])
        a__gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333775756816_gen_0[i:I, j:J, k:K], mask_140333776257616_gen_0[i:I, j:J, k:K]), (-(np.float64(0.0))), a__gen_0[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333775756816_gen_0[i:I, j:J, k:K], mask_140333776257616_gen_0[i:I, j:J, k:K]), (errno[k:K] * ufuncs.gamma((ufuncs.minimum(ufuncs.abs(val[i:I, j:J, k:K]), np.float64(6.0)) + np.float64(0.5)))), val[i:I, j:J, k:K])
        ua_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333775756816_gen_0[i:I, j:J, k:K], mask_140333776257616_gen_0[i:I, j:J, k:K]), errno[k:K], ua_gen_0[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(mask_140333775756816_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.arctan(errno[k + 1:K + 1]) - ufuncs.abs(x[i:I, j:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333775756816_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(var[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k:K])
        ua_gen_0[i:I, j:J, k:K] = ufuncs.trunc((var[i:I, j:J, k:K] - np.float64(0.1)))
        # --- end horizontal block --

        # --- end vertical block ---
    