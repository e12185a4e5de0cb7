import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a_, isobar_tmp, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a_ = Field(a_, _origin_['a_'], (True, True, False))
    isobar_tmp = Field(isobar_tmp, _origin_['isobar_tmp'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858241936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858186960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859591120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862341456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858291728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    _X_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859850960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859862608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            isobar_tmp[i:I, j:J, k_:k_ + 1] = isobar_tmp[i:I, j:J, k_:k_ + 1]
            rho[i:I, j:J, k_:k_ + 1] = ((qv[i:I, j:J, k_ + 1:k_ + 2] + qv[i:I, j + 1:J + 1, k_:k_ + 1]) > ufuncs.remainder(qv[i:I, j + 1:J + 1, k_:k_ + 1], qv[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite((qv[i:I, j - 1:J - 1, k_:k_ + 1] * a_[i:I, j:J].astype(np.float32)))
            mask_140153858241936_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(2) < a_[i:I, j:J]), mask_140153858241936_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J] = np.where(np.bitwise_and(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], mask_140153858241936_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-(qv[i:I, j:J, k_:k_ + 1])).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), a_[i:I, j:J])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], mask_140153858241936_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(qv[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), np.float64(0.5)), ua_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], ((ua_gen_0[i:I, j:J, k_:k_ + 1] * ua_gen_0[i:I, j:J, k_:k_ + 1]) * ufuncs.minimum(ua_gen_0[i:I, j:J, k_:k_ + 1], ua_gen_0[i:I, j:J, k_:k_ + 1])), ua_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153859850960_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(np.bitwise_and((ufuncs.minimum(isobar_tmp[i:I, j:J, k_:k_ + 1].astype(np.int64), a_[i:I, j:J]).astype(np.float64) <= (a_[i:I, j:J].astype(np.float64) - ua_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.25) >= a_[i:I, j:J].astype(np.float64))), (ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.1))), mask_140153859850960_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], mask_140153859850960_gen_0[i:I, j:J, k_:k_ + 1]), np.where(rho[i:I, j:J, k_:k_ + 1], (ua_gen_0[i:I, j:J, k_:k_ + 1] + ua_gen_0[i:I, j:J, k_:k_ + 1]), (isobar_tmp[i:I, j:J, k_:k_ + 1].astype(np.float32) - qv[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_]).astype(np.float64)), flux_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1], mask_140153859850960_gen_0[i:I, j:J, k_:k_ + 1]), isobar_tmp[i:I, j:J, k_ - 1:k_].astype(np.float64), flux_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153859862608_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1])), ((qv[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1] - a_[i:I, j:J].astype(np.float32)).astype(np.float64) < (flux_gen_0[i:I, j:J, k_:k_ + 1] - a_[i:I, j:J].astype(np.float64))), mask_140153859862608_gen_0[i:I, j:J, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153859862608_gen_0[i:I, j:J, k_:k_ + 1]), (a_[i:I, j:J].astype(np.float64) / ufuncs.cosh(ufuncs.tanh(ufuncs.float64(isobar_tmp[i:I, j:J, k_ + 1:k_ + 2])))), flux_gen_0[i:I, j:J, k_:k_ + 1])
            _X_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153862341456_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859862608_gen_0[i:I, j:J, k_:k_ + 1]))), (ua_gen_0[i:I, j:J, k_:k_ + 1] + (ua_gen_0[i:I, j:J, k_:k_ + 1] / a_[i:I, j:J].astype(np.float64))), _X_gen_0[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (np.float64(np.int64(1)) - (ua_gen_0[i:I, j:J, k_:k_ + 1] + var_gen_0[i:I, j:J, k_:k_ + 1])), ua_gen_0[i:I, j:J, k_:k_ + 1])
                var_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (var_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var_gen_0[i:I, j:J, k_:k_ + 1])
                
            ua_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.float64(0.25)
            mask_140153858186960_gen_0[i + 1:I, j:J, k_:k_ + 1] = (np.where(rho[i + 1:I, j:J, k_:k_ + 1], qv[i + 1:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), var_gen_0[i + 1:I, j:J, k_:k_ + 1]) <= ufuncs.remainder(var_gen_0[i + 1:I, j:J, k_:k_ + 1], qv[i:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64)))
            _X_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.where(mask_140153858186960_gen_0[i + 1:I, j:J, k_:k_ + 1], isobar_tmp[i + 1:I, j:J, k_ + 1:k_ + 2].astype(np.float64), _X_gen_0[i + 1:I, j:J, k_:k_ + 1])
            ua_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.where(mask_140153858186960_gen_0[i + 1:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arccos(ufuncs.tanh(_X_gen_0[i + 1:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), ua_gen_0[i + 1:I, j:J, k_:k_ + 1])
            a_[i + 1:I, j:J] = np.where(mask_140153858186960_gen_0[i + 1:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((_X_gen_0[i + 1:I, j:J, k_:k_ + 1] + flux_gen_0[i + 1:I, j:J, k_:k_ + 1]) - (qv[i - 1:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) * _X_gen_0[i + 1:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), a_[i + 1:I, j:J])
            mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1] = rho[i:I, j:J, k_:k_ + 1]
            mask_140153858291728_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1], ((_X_gen_0[i:I, j:J, k_:k_ + 1] / _X_gen_0[i:I, j:J, k_:k_ + 1]) != (var_gen_0[i:I, j:J, k_:k_ + 1] * qv[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64))), mask_140153858291728_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1], mask_140153858291728_gen_0[i:I, j:J, k_:k_ + 1]), ua_gen_0[i:I, j:J, k_:k_ + 1], ua_gen_0[i:I, j:J, k_:k_ + 1])
            stdin_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1], mask_140153858291728_gen_0[i:I, j:J, k_:k_ + 1]), (isobar_tmp[i:I, j:J, k_:k_ + 1].astype(np.float64) * ufuncs.remainder(ua_gen_0[i:I, j:J, k_:k_ + 1], flux_gen_0[i:I, j:J, k_:k_ + 1])), stdin_gen_0[i:I, j:J, k_:k_ + 1])
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1], mask_140153858291728_gen_0[i:I, j:J, k_:k_ + 1]), np.where(np.bitwise_and((np.where((isobar_tmp[i:I, j:J, k_:k_ + 1].astype(np.float64) != (isobar_tmp[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(0.0))), ua_gen_0[i:I, j:J, k_:k_ + 1], _X_gen_0[i:I, j:J, k_:k_ + 1]) == (np.float64(0.001) + a_[i:I, j:J].astype(np.float64))), ((np.float64(np.int64(2)) + stdin_gen_0[i:I, j:J, k_:k_ + 1]) == np.float64(0.25))), (qv[i + 2:I + 2, j - 1:J - 1, k_ + 1:k_ + 2] - np.float32(np.int64(0))).astype(np.float64), stdin_gen_0[i:I, j:J, k_:k_ + 1]), area_gen_0[i:I, j:J, k_:k_ + 1])
            uint8_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859591120_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64(ufuncs.remainder(qv[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1], a_[i:I, j:J].astype(np.float32))), uint8_t_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    