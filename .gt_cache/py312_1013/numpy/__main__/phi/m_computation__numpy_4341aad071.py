import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, goto, gz, lo, t, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    goto = Field(goto, _origin_['goto'], (True, True, True))
    lo = Field(lo, _origin_['lo'], (True, True, True))
    t = Field(t, _origin_['t'], (True, True, False))
    a = Field(a, _origin_['a'], (True, True, False))
    
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153861241168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        goto[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(ufuncs.abs(lo[i:I, j:J, k:K]), ufuncs.sin(ufuncs.float64(goto[i:I, j:J, k:K]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        goto[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(a[i - 1:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
        tend_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua), np.float64(4.0)))):
            mask_140153861241168_gen_0[i:I, j:J, k:K] = np.where((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua), np.float64(4.0))), t[i - 2:I - 2, j:J], mask_140153861241168_gen_0[i:I, j:J, k:K])
            zs_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua), np.float64(4.0))), mask_140153861241168_gen_0[i:I, j:J, k:K]), (np.float64(3.5) + ufuncs.power(ufuncs.abs(lo[i:I, j:J, k:K]), np.float64(0.5))), zs_gen_0[i:I, j:J, k:K])
            delp_gen_0[i:I, j:J, k:K] = np.where((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua), np.float64(4.0))), ufuncs.power(gz, np.int64(2)), delp_gen_0[i:I, j:J, k:K])
            tend_gen_0[i:I, j:J, k:K] = np.where((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(ua), np.float64(4.0))), (tend_gen_0[i:I, j:J, k:K] + np.float64(1.0)), tend_gen_0[i:I, j:J, k:K])
            
        goto[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(((-(np.int64(1))) * np.int64(gz))) - ufuncs.abs(a[i:I, j + 2:J + 2])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    