import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, goto, register, switch, isobar_run, zs, cp, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    goto = Field(goto, _origin_['goto'], (True, True, True))
    register = Field(register, _origin_['register'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    mask_140153836371600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        register[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((zs[i - 2:I - 2, j - 1:J - 1].astype(np.int64) - np.int64(0)).astype(np.float64) - (np.float64(switch) - goto[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        w[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((zs[i - 1:I - 1, j:J] * cp[i + 2:I + 2, j + 2:J + 2, k:K].astype(np.int32)).astype(np.float64) * (goto[i:I, j:J, k:K] / (ufuncs.abs(cp[i - 1:I - 1, j + 1:J + 1, k:K]).astype(np.float64) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        w[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.power(register[i:I, j:J, k:K], np.int64(2)).astype(np.float64) - (np.float64(2.0) - np.float64(switch))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153836371600_gen_0[i:I, j:J, k:K] = ((register[i:I, j:J, k:K] + cp[i + 1:I + 1, j - 2:J - 2, k - 1:K - 1].astype(np.int32)).astype(np.int64) <= ufuncs.power(register[i:I, j:J, k:K], np.int64(2)))
        w[i:I, j:J, k:K] = np.where(mask_140153836371600_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(goto[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k:K])
        register[i:I, j:J, k:K] = np.where(mask_140153836371600_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power((np.float64(1.0) * goto[i:I, j:J, k:K]), np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), register[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140153836371600_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(goto[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), w[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    