import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, typeof, default, tend, register, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    typeof = Field(typeof, _origin_['typeof'], (True, True, True))
    default = Field(default, _origin_['default'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    register = Field(register, _origin_['register'], (True, True, True))
    
    mask_140333769070608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140333773305936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            zs_gen_0[i:I, j:J, k_:k_ + 1] = tend[i:I, j:J, k_ + 1:k_ + 2]
            typeof[i:I, j:J, k_:k_ + 1] = zs_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int32)
            typeof[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(bool(bool(True)), ((default[i:I, j:J, k_:k_ + 1] * zs_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64) <= ufuncs.float64(default[i:I, j:J, k_:k_ + 1])))
            default[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.cosh(ufuncs.tanh(ufuncs.float64(tend[i:I, j + 1:J + 1, k_:k_ + 1]))) + ufuncs.int32(tend[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), default[i:I, j:J, k_:k_ + 1])
            mask_140333773305936_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.minimum(register[i:I, j:J, k_:k_ + 1], register[i:I, j:J, k_:k_ + 1]) == zs_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140333773305936_gen_0[i:I, j:J, k_:k_ + 1])
            typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773305936_gen_0[i:I, j:J, k_:k_ + 1]), tend[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.int32), typeof[i:I, j:J, k_:k_ + 1])
            default[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773305936_gen_0[i:I, j:J, k_:k_ + 1]), zs_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64), default[i:I, j:J, k_:k_ + 1])
            typeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769070608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333773305936_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((zs_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64) - default[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) / (ufuncs.abs(ufuncs.int32(typeof[i:I, j:J, k_:k_ + 1])).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), typeof[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    