import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, kt, v, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, True))
    kt = Field(kt, _origin_['kt'], (False, False, True))
    v = Field(v, _origin_['v'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    abort_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    var__d74_15_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__b46_15_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    powf__d74_15_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    rho__d74_15_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    powf__d74_14_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    var__d74_14_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho__d74_14_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__d74_15_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = (-((-(np.float64(0.001)))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or(((-(np.int64(2))) <= (np.int64(3) + kt[k_ + 1:k_ + 2].astype(np.int64))), (np.float64(np.int64(0)) != ufuncs.log((ufuncs.abs(ufuncs.float64(np.int64(3))) + np.float64(0.5))))), np.int64(1), kt[k_ + 1:k_ + 2].astype(np.int64))
            var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] = (cp[i:I, j:J, k_:k_ + 1] - x_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))
            rho__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.exp(ufuncs.minimum(np.float64(3.5), np.float64(5.0)))
            powf__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(kt[k_:k_ + 1])
            rho__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((powf__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) <= ufuncs.abs(var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1])))), var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1], (rho__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] * powf__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            rho__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] == (var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] - var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1])), (powf__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] - np.int64(2)).astype(np.float64), (np.float64(1.5) * var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1]))
            v[i:I, j:J, k_:k_ + 1] = ((var__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1] - powf__d74_14_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) + ufuncs.float64(np.float64(0.5)))
            var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = cp[i:I, j:J, k_ + 1:k_ + 2]
            rho__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = delp[i:I, j:J, k_ + 1:k_ + 2]
            powf__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = (-(np.int64(2)))
            rho__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((powf__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) <= ufuncs.abs(var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1])))), var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1], (rho__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] * powf__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            rho__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] == (var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] - var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1])), (powf__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] - np.int64(2)).astype(np.float64), (np.float64(1.5) * var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1]))
            RETURN_VALUE__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] = ((var__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1] - powf__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) + ufuncs.float64(np.float64(0.5)))
            pt__b46_15_29_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(cp[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            abort_gen_0[i:I, j:J, k_:k_ + 1] = pt__b46_15_29_gen_0[i:I, j:J, k_:k_ + 1]
            uint8_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where((pt__b46_15_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) == np.float64(0.5)), (pt__b46_15_29_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(0.25)), RETURN_VALUE__d74_15_32_gen_0[i:I, j:J, k_:k_ + 1])
            abort_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) + v[i:I, j:J, k_:k_ + 1]) * (kt[k_:k_ + 1].astype(np.int64) * np.int64(1)).astype(np.float64)).astype(np.int64)
            # --- end horizontal block --

        # --- end vertical block ---
    