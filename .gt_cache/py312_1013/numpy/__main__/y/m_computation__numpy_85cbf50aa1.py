import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, size_t, delp, case, pe, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    case = Field(case, _origin_['case'], (True, True, True))
    
    mask_140153819237520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto__217_20_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_20_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef__217_20_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    it_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = ufuncs.float64(ufuncs.remainder(size_t[i:I, j:J, k_ + 1:k_ + 2], case[i:I, j:J, k_ - 1:k_])).astype(np.float32)
            const_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0)))):
                mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), np.bitwise_and((case[i:I, j:J, k_ - 1:k_] == np.float64(pe)), (const_gen_0[i:I, j:J, k_:k_ + 1] == size_t[i:I, j:J, k_:k_ + 1])), mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1])
                case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1].astype(np.float64), case[i:I, j:J, k_:k_ + 1])
                it_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_ + 1:k_ + 2], it_gen_0[i:I, j:J, k_:k_ + 1])
                it_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (np.bitwise_not(mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1]))), case[i:I, j:J, k_:k_ + 1].astype(np.float32), it_gen_0[i:I, j:J, k_:k_ + 1])
                size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (np.bitwise_not(mask_140153819237520_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.maximum(np.float32((-(np.int64(1)))), delp[i:I, j:J, k_ - 1:k_]).astype(np.float64) + np.where(((np.float64(1.0) + it_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) > delp[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(0.0), delp[i:I, j:J, k_ - 1:k_].astype(np.float64))), size_t[i:I, j:J, k_:k_ + 1])
                coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), delp[i:I, j:J, k_ - 1:k_], coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1])
                auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), delp[i:I, j:J, k_:k_ + 1], auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1])
                coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), ufuncs.remainder(ufuncs.round(auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1]), np.float32(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0))))), coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1])
                coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (ufuncs.abs(auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) - (np.float64(np.int64(3)) / (ufuncs.abs(np.float64(0.001)) + np.float64(1.0)))).astype(np.float32), coef__217_20_17_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1] - auto__217_20_17_gen_0[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__217_20_17_gen_0[i:I, j:J, k_:k_ + 1])
                it_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (RETURN_VALUE__217_20_17_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * (np.float64(0.001) + np.float64(pe))).astype(np.float32), it_gen_0[i:I, j:J, k_:k_ + 1])
                const_gen_0[i:I, j:J, k_:k_ + 1] = np.where((const_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))), (const_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), const_gen_0[i:I, j:J, k_:k_ + 1])
                
            delp[i:I, j:J, k_:k_ + 1] = ufuncs.log((ufuncs.abs((case[i:I, j:J, k_ - 1:k_] * it_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))) + np.float64(0.5))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    