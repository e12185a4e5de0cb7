import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, zs, sizeof, phi, uint8_t, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    
    double = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    do = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NAN = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv__84c_28_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__84c_28_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831223248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827196240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__84c_21_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv__84c_21_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = ufuncs.float64((np.float32(np.int64(3)) / np.float32((-(np.int64(1))))))
            uint8_t[i:I, j:J, k_:k_ + 1] = (np.float64(ufuncs.float32(np.int64(3))) + (uint8_t[i:I, j:J, k_ - 1:k_] - uint8_t[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        double[i:I, j:J, k:K] = ufuncs.power(zs, np.int64(2))
        mask_140153827196240_gen_0[i:I, j:J, k:K] = np.bitwise_or(ufuncs.isfinite(phi[i:I, j:J, k + 1:K + 1]), np.bitwise_or((np.float64(c) <= (phi[i:I, j:J, k:K] + np.float64(0.0))), ((np.float64(2.0) + np.float64(sizeof)) < np.where(area[i:I, j:J, k + 1:K + 1], uint8_t[i:I, j:J, k:K], np.float64(c)))))
        double[i:I, j:J, k:K] = np.where(mask_140153827196240_gen_0[i:I, j:J, k:K], np.int64(0), double[i:I, j:J, k:K])
        double[i:I, j:J, k:K] = np.where(mask_140153827196240_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((phi[i:I, j:J, k - 1:K - 1] - ufuncs.remainder(np.float64(np.int64(3)), phi[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), double[i:I, j:J, k:K])
        mask_140153831223248_gen_0[i:I, j:J, k:K] = np.where(mask_140153827196240_gen_0[i:I, j:J, k:K], np.bitwise_or((ufuncs.remainder(np.int64(3), np.int64(zs)) == double[i:I, j:J, k:K]), np.bitwise_or(area[i - 1:I - 1, j - 2:J - 2, k:K], (double[i:I, j:J, k:K] < np.int64(zs)))), mask_140153831223248_gen_0[i:I, j:J, k:K])
        do[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], mask_140153831223248_gen_0[i:I, j:J, k:K]), (ufuncs.float64(uint8_t[i:I, j:J, k:K]) - ufuncs.arctan(ufuncs.float64(c))), do[i:I, j:J, k:K])
        qv__84c_21_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], mask_140153831223248_gen_0[i:I, j:J, k:K]), np.float64(10.0), qv__84c_21_21_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__84c_21_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], mask_140153831223248_gen_0[i:I, j:J, k:K]), (qv__84c_21_21_gen_0[i:I, j:J, k:K] * np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(sizeof), (-(np.float64(100000.0)))), np.float64(100000.0))))), RETURN_VALUE__84c_21_21_gen_0[i:I, j:J, k:K])
        do[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], mask_140153831223248_gen_0[i:I, j:J, k:K]), (RETURN_VALUE__84c_21_21_gen_0[i:I, j:J, k:K] / (ufuncs.abs(ufuncs.erf(ufuncs.float64(double[i:I, j:J, k:K]))) + np.float64(1.0))), do[i:I, j:J, k:K])
        do[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153831223248_gen_0[i:I, j:J, k:K]))), np.float64(c), do[i:I, j:J, k:K])
        NAN[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153827196240_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153831223248_gen_0[i:I, j:J, k:K]))), (ufuncs.erfc(ufuncs.float64(zs)) - (uint8_t[i:I, j:J, k + 1:K + 1] - phi[i:I, j:J, k:K])), NAN[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), np.float64(0.0), ua[i:I, j:J, k:K])
        while np.any(np.bitwise_and((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), (ua[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0))))):
            qv__84c_28_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), (ua[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))), (-(ua[i:I, j:J, k:K])), qv__84c_28_22_gen_0[i:I, j:J, k:K])
            a__84c_28_22_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), (ua[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))), (np.float64(np.int64(3)) - NAN[i:I, j:J, k:K]), a__84c_28_22_gen_0[i:I, j:J, k:K])
            var[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), (ua[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))), (qv__84c_28_22_gen_0[i:I, j:J, k:K] * ufuncs.int64(ufuncs.minimum(ufuncs.maximum(a__84c_28_22_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), var[i:I, j:J, k:K])
            ua[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), (ua[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(zs)), np.float64(4.0)))), (ua[i:I, j:J, k:K] + np.float64(1.0)), ua[i:I, j:J, k:K])
            
        double[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153827196240_gen_0[i:I, j:J, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.sin(ufuncs.erfc(NAN[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), double[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh(ufuncs.float64(ufuncs.int64(zs))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ufuncs.float64(uint8_t[i:I, j:J, k_ + 1:k_ + 2]) <= var[i:I, j:J, k_:k_ + 1]), (np.where(area[i:I, j + 2:J + 2, k_ + 1:k_ + 2], np.float64(np.int64(2)), np.float64(10.0)) == np.float64(c))), ufuncs.maximum(do[i:I, j:J, k_ + 1:k_ + 2], do[i:I, j:J, k_:k_ + 1]), (uint8_t[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(3))))
            NAN[i:I, j:J, k_:k_ + 1] = ufuncs.arctanh((ufuncs.tanh((phi[i:I, j:J, k_ + 1:k_ + 2] - np.float64(np.int64(3)))) * np.float64(0.5)))
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where((np.float64(sizeof) < ua[i:I, j:J, k_:k_ + 1]), uint8_t[i:I, j:J, k_:k_ + 1], np.float64(zs))
            uint8_t[i:I, j:J, k_:k_ + 1] = (np.int64(3) + (c * double[i:I, j:J, k_:k_ + 1])).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    