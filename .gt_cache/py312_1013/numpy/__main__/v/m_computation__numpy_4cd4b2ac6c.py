import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ni, qv, n, uint8_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ni = Field(ni, _origin_['ni'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    strides = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    volatile = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdout = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774100432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770907472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333769631056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    short__ab5_34_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tmp__ab5_34_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333774136016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__ab5_34_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    goto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    NAN__d86_39_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    q__d86_39_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    extern__d86_39_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333770085584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770086096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp[i:I, j:J, k:K] = ufuncs.arctanh((ufuncs.tanh(np.float64(0.25)) * np.float64(0.5)))
        delp[i:I, j:J, k:K] = ufuncs.float64(ufuncs.trunc(ufuncs.float64(np.int64(0))))
        phi_gen_0[i:I, j:J, k:K] = (np.bitwise_not((np.bitwise_not(((ni[i:I, j - 2:J - 2, k:K] * ni[i:I, j:J, k:K]) > np.float64(np.int64(0)))))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333774100432_gen_0[i:I, j:J, k:K] = (ufuncs.minimum(uint8_t[i:I, j:J, k - 1:K - 1], np.int64(0)).astype(np.float64) != ni[i:I, j - 2:J - 2, k:K])
        strides[i:I, j:J, k:K] = np.where(mask_140333774100432_gen_0[i:I, j:J, k:K], ni[i - 1:I - 1, j:J, k:K], strides[i:I, j:J, k:K])
        mask_140333770907472_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333774100432_gen_0[i:I, j:J, k:K])), (np.float64(3.5) >= ni[i + 1:I + 1, j:J, k:K]), mask_140333770907472_gen_0[i:I, j:J, k:K])
        volatile[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333774100432_gen_0[i:I, j:J, k:K])), mask_140333770907472_gen_0[i:I, j:J, k:K]), (ufuncs.power(ufuncs.abs(delp[i:I, j:J, k:K]), np.float64(0.5)) - np.float64(np.where((ufuncs.remainder(np.int64(0), uint8_t[i:I, j:J, k - 1:K - 1]).astype(np.float64) <= np.where(((uint8_t[i:I, j:J, k + 1:K + 1] * uint8_t[i:I, j:J, k:K]).astype(np.float64) != (np.float64(qv) / (np.float64(ufuncs.abs(n)) + np.float64(1.0)))), delp[i:I, j:J, k:K], np.float64(3.5))), np.float32(np.int64(7)), qv))), volatile[i:I, j:J, k:K])
        strides[i:I, j:J, k:K] = (np.where((np.float64(ufuncs.maximum(n, n)) > (np.float64(qv) * np.float64(0.1))), volatile[i:I, j:J, k:K], np.float64(np.int64(7))) + (stdout[i:I, j:J, k:K] - strides[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = np.int64(2)
            delp[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(np.float64(ufuncs.abs(np.int64(1))), (delp[i:I, j:J, k_:k_ + 1] * uint8_t[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            uint8_t[i:I, j:J, k_ - 1:k_] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.sqrt(ufuncs.abs(ufuncs.power(ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]), np.float64(0.5)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1] = ((stdout[i:I, j:J, k_:k_ + 1] * delp[i:I, j:J, k_:k_ + 1]) != np.float64(ufuncs.maximum(np.int64(0), np.int64(1000003))))
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1], ((uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(2.0)) + (ni[i - 2:I - 2, j:J, k_ + 1:k_ + 2] - np.float64(n))), flux_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333769631056_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((np.float64(qv) >= np.float64(0.0)), ufuncs.isinf(ufuncs.float64(uint8_t[i:I, j:J, k_:k_ + 1]))), mask_140333769631056_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769631056_gen_0[i:I, j:J, k_:k_ + 1]), ((strides[i:I, j:J, k_:k_ + 1] * np.float64(0.1)) + flux_gen_0[i:I, j:J, k_:k_ + 1]), flux_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769631056_gen_0[i:I, j:J, k_:k_ + 1]), volatile[i:I, j:J, k_:k_ + 1], flux_gen_0[i:I, j:J, k_:k_ + 1])
            strides[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774136016_gen_0[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1], strides[i:I, j:J, k_:k_ + 1])
            tmp__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.abs(n)
            a__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1] = (ni[i + 2:I + 2, j:J, k_ + 1:k_ + 2] - strides[i:I, j:J, k_:k_ + 1])
            short__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(flux_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.001))
            short__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(np.int64(7))
            ua_gen_0[i:I, j:J, k_:k_ + 1] = (a__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1] + ufuncs.abs(np.float64(0.1)))
            var_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(tmp__ab5_34_22_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            strides[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(ufuncs.sin(qv)), (-(np.float64(100000.0)))), np.float64(100000.0)))), strides[i:I, j:J, k_:k_ + 1])
            volatile[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), ufuncs.cbrt(ufuncs.float64((-(np.int64(0))))), volatile[i:I, j:J, k_:k_ + 1])
            NAN__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), (np.int64(0) + uint8_t[i:I, j:J, k_:k_ + 1]), NAN__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), (-(np.int64(0))), extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), np.where(((-(np.int64(0))) == np.int64(n)), delp[i:I, j:J, k_:k_ + 1], strides[i:I, j:J, k_:k_ + 1]), q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333770086096_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), (NAN__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(1.0)), mask_140333770086096_gen_0[i:I, j:J, k_:k_ + 1])
            q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), mask_140333770086096_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), ufuncs.remainder(extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])), q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), (np.bitwise_not(mask_140333770086096_gen_0[i:I, j:J, k_:k_ + 1]))), (extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(10.0)), q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333770085584_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), (extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(0.0)), mask_140333770085584_gen_0[i:I, j:J, k_:k_ + 1])
            extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), mask_140333770085584_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] * extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), NAN__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.int64), extern__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(qv) - np.float64(10.0)) == np.float64(1.0)), ((q__d86_39_19_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(3.5)) * ufuncs.log((ufuncs.abs(ufuncs.float64((-(np.int64(1))))) + np.float64(0.5)))), delp[i:I, j:J, k_:k_ + 1])
            goto_gen_0[i:I, j:J, k_:k_ + 1] = np.int64(0)
            # --- end horizontal block --

        # --- end vertical block ---
    