import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, rho, pe, sizeof, jt, free, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    sizeof = Field(sizeof, _origin_['sizeof'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    
    signed = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844948432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846163728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845254096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845054608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153845354768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843721232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        rho[i:I, j:J, k:K] = (np.float64(0.0) * sizeof[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.float64))
        mask_140153844948432_gen_0[i:I, j:J, k:K] = free[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1]
        rho[i:I, j:J, k:K] = np.where(mask_140153844948432_gen_0[i:I, j:J, k:K], jt[i + 1:I + 1, j:J, k + 1:K + 1].astype(np.float64), rho[i:I, j:J, k:K])
        signed[i:I, j:J, k:K] = np.where(mask_140153844948432_gen_0[i:I, j:J, k:K], ufuncs.maximum(np.where(free[i - 1:I - 1, j - 2:J - 2, k:K], pe[i:I, j + 2:J + 2, k + 1:K + 1], pe[i + 1:I + 1, j - 1:J - 1, k:K]), pe[i:I, j:J, k:K]), signed[i:I, j:J, k:K])
        mask_140153846163728_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153844948432_gen_0[i:I, j:J, k:K])), ufuncs.isnan(ufuncs.float64(jt[i + 2:I + 2, j:J, k:K])), mask_140153846163728_gen_0[i:I, j:J, k:K])
        var[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153844948432_gen_0[i:I, j:J, k:K])), mask_140153846163728_gen_0[i:I, j:J, k:K]), ufuncs.maximum(np.float64(10.0), signed[i:I, j:J, k:K].astype(np.float64)), var[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153844948432_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153846163728_gen_0[i:I, j:J, k:K]))), signed[i:I, j:J, k:K].astype(np.float64), rho[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder((b + pe[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2]), (-(pe[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_])))
            signed[i:I, j:J, k_:k_ + 1] = np.int32((-(np.int64(2))))
            mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = (ufuncs.float64(np.float64(0.5)) > ufuncs.maximum(signed[I - 2:I - 1, j:j + 1, k_:k_ + 1], signed[I - 2:I - 1, j:j + 1, k_:k_ + 1]).astype(np.float64))
            signed[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(ufuncs.float64(np.float64(10.0))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            signed[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((sizeof[I:I + 1, j - 2:j - 1, k_:k_ + 1] >= np.int64(b)), (pe[I:I + 1, j:j + 1, k_ + 1:k_ + 2].astype(np.float64) / var[I - 2:I - 1, j:j + 1, k_:k_ + 1]), np.float64(ufuncs.power(b, np.int64(2)))), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            signed[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], ufuncs.int32(((-(flux_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])) * (b - pe[I - 1:I, j + 1:j + 2, k_:k_ + 1]))), signed[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            mask_140153843721232_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])), ufuncs.isinf(ufuncs.float64(signed[I - 2:I - 1, j:j + 1, k_:k_ + 1])), mask_140153843721232_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            y_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])), mask_140153843721232_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]), np.float64(0.001), y_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            y_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845054608_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])), (np.bitwise_not(mask_140153843721232_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]))), (sizeof[I:I + 1, j:j + 1, k_:k_ + 1] * (sizeof[I - 2:I - 1, j:j + 1, k_:k_ + 1] + pe[I - 1:I, j:j + 1, k_ - 1:k_].astype(np.int64))).astype(np.float64), y_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            delp_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.abs((pe[I - 2:I - 1, j + 2:j + 3, k_ - 1:k_].astype(np.float64) * y_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]))
            mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = (ufuncs.float64(np.float64(0.5)) > ufuncs.maximum(signed[i:i + 1, j + 1:J - 1, k_:k_ + 1], signed[i:i + 1, j + 1:J - 1, k_:k_ + 1]).astype(np.float64))
            signed[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(ufuncs.float64(np.float64(10.0))), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            signed[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((sizeof[i + 2:i + 3, j - 1:J - 3, k_:k_ + 1] >= np.int64(b)), (pe[i + 2:i + 3, j + 1:J - 1, k_ + 1:k_ + 2].astype(np.float64) / var[i:i + 1, j + 1:J - 1, k_:k_ + 1]), np.float64(ufuncs.power(b, np.int64(2)))), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            signed[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int32(((-(flux_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])) * (b - pe[i + 1:i + 2, j + 2:J, k_:k_ + 1]))), signed[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            mask_140153845254096_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])), ufuncs.isinf(ufuncs.float64(signed[i:i + 1, j + 1:J - 1, k_:k_ + 1])), mask_140153845254096_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            y_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])), mask_140153845254096_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1]), np.float64(0.001), y_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            y_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845354768_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])), (np.bitwise_not(mask_140153845254096_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1]))), (sizeof[i + 2:i + 3, j + 1:J - 1, k_:k_ + 1] * (sizeof[i:i + 1, j + 1:J - 1, k_:k_ + 1] + pe[i + 1:i + 2, j + 1:J - 1, k_ - 1:k_].astype(np.int64))).astype(np.float64), y_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            delp_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = ufuncs.abs((pe[i:i + 1, j + 3:J + 1, k_ - 1:k_].astype(np.float64) * y_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    