import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, expf, malloc, ua, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, False))
    
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770777360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv__fa3_23_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__fa3_19_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    phi__fa3_23_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv__fa3_25_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770782608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv__fa3_19_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771347344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__fa3_25_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    phi__fa3_25_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        INFINITY[i:I, j:J, k:K] = ufuncs.remainder(expf[i:I, j - 2:J - 2, k:K].astype(np.float64), ufuncs.maximum(np.float64(u), np.float64(-1.25)))
        rho[i:I, j:J, k:K] = np.where((np.float64(-1.25) == gz[i:I, j:J, k:K].astype(np.float64)), ufuncs.floor(np.float64(-1.25)), ufuncs.exp(ufuncs.minimum(ufuncs.float64(gz[i:I, j:J, k:K]), np.float64(5.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(expf[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.int64), (-(np.int64(2)))).astype(np.float64) == (ua[i - 2:I - 2, j:J].astype(np.float64) * malloc))
            mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) * INFINITY[i:I, j:J, k_ + 1:k_ + 2]) > rho[i:I, j:J, k_:k_ + 1]), mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(rho[i:I, j:J, k_:k_ + 1], ufuncs.power(expf[i:I, j:J, k_ - 1:k_], np.int64(2)).astype(np.float64)), var_gen_0[i:I, j:J, k_:k_ + 1])
            qv__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1]), rho[i:I, j:J, k_:k_ + 1], qv__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1])
            qv__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64((u * u)) / (ufuncs.abs((np.float64((-(np.int64(2)))) + qv__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), qv__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(np.int64(2)), RETURN_VALUE__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770777360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(RETURN_VALUE__fa3_19_30_gen_0[i:I, j:J, k_:k_ + 1]), var_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), (var_gen_0[i:I, j:J, k_:k_ + 1] != np.float64(-1.25)), mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((rho[i:I, j:J, k_:k_ + 1] <= INFINITY[i:I, j:J, k_ - 1:k_]), (-(np.float64(0.0))), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_ - 1:k_]), np.float64(6.0)) + np.float64(0.5)))), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i:I, j:J, k_:k_ + 1])
            phi__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1]))), (var_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(3))), phi__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1])
            qv__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.abs(var_gen_0[i:I, j:J, k_:k_ + 1]), qv__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1])
            qv__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1]))), ((phi__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1] * phi__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64((-(np.int64(2)))) + qv__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), qv__fa3_23_18_gen_0[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770782608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771347344_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(ufuncs.float32(np.int64(2))), var_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(np.int64(3)) * var_gen_0[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            phi__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1] = ua[i - 1:I - 1, j + 2:J + 2]
            qv__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1] = rho[i:I, j:J, k_:k_ + 1]
            qv__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1] = ((phi__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1] * phi__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs((np.float64((-(np.int64(2)))) + qv__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            RETURN_VALUE__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float32(np.int64(2))
            gz[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__fa3_25_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            stdin_gen_0[i:I, j:J, k_:k_ + 1] = INFINITY[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    