import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, i0, extern, var, zs, res, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333772327248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.floor(res[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2]) > ufuncs.power(val[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64))
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(np.float64(np.int64(7)), np.float64(3.5)) / (ufuncs.abs((res[i:I, j + 1:J + 1, k_:k_ + 1] * np.float64(0.001))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.where((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(extern))) != (var[i:I, j:J, k_:k_ + 1].astype(np.float64) - res[i + 1:I + 1, j - 2:J - 2, k_ - 1:k_])), var[i:I, j:J, k_:k_ + 1], extern).astype(np.float64) / (np.float64(ufuncs.abs((-(np.int64(2))))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), i0, val[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(bool(bool(False))))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.floor(ufuncs.float64(var[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_])), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(bool(bool(False))))), i0, tmp_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.tan(ufuncs.tanh(ufuncs.float64(var[i:I, j:J, lk + ((extern + np.int64(1)) - np.int64(1))]))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), delp_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(i0)), np.float64(4.0))))):
                tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(i0)), np.float64(4.0)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((val[i:I, j:J, k_:k_ + 1].astype(np.float64) - ufuncs.sin(ufuncs.float64(phi[i + 1:I + 1, j:J, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772327248_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(i0)), np.float64(4.0)))), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    