import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, strides, v, mask, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    strides = Field(strides, _origin_['strides'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    mask = Field(mask, _origin_['mask'], (True, True, True))
    
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844004432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847199824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153848007824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843032016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    volatile_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        v[i:i + 1, j + 1:J, k:K] = (ufuncs.float64(strides[i + 1:i + 2, j + 1:J, k:K]) > (mask[i - 2:i - 1, j + 1:J, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(np.float64(10.0)) + np.float64(1.0))))
        v[i + 1:i + 2, j:j + 2, k:K] = (ufuncs.float64(strides[i + 2:i + 3, j:j + 2, k:K]) > (mask[i - 1:i, j:j + 2, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(np.float64(10.0)) + np.float64(1.0))))
        v[i:I, j:J, k:K] = v[i:I, j:J, k:K]
        v[i:I, j:J, k:K] = v[i:I, j:J, k:K]
        mask_140153844004432_gen_0[i:I, j:J, k:K] = ((mask[i - 2:I - 2, j - 2:J - 2, k:K] * strides[i - 2:I - 2, j - 2:J - 2, k + 1:K + 1]) != (strides[i - 2:I - 2, j + 2:J + 2, k:K] - np.float32(np.int64(2))))
        v[i:I, j:J, k:K] = np.where(mask_140153844004432_gen_0[i:I, j:J, k:K], ((strides[i - 2:I - 2, j - 1:J - 1, k + 1:K + 1].astype(np.float64) * np.float64(1.5)) > np.where((strides[i + 2:I + 2, j:J, k:K] <= (strides[i:I, j:J, k:K] * np.float32((-(np.int64(1)))))), np.float64(2.0), mask[i + 2:I + 2, j:J, k:K].astype(np.float64))), v[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(mask_140153844004432_gen_0[i:I, j:J, k:K], np.float64(0.0), b[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))))):
            kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), (strides[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64) - ufuncs.trunc(np.float64(0.5))), kt[i:I, j:J, k:K])
            b[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (b[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), (b[i:I, j:J, k:K] + np.float64(1.0)), b[i:I, j:J, k:K])
            
        typeof[i:I, j:J, k:K] = np.where(mask_140153844004432_gen_0[i:I, j:J, k:K], np.float64(0.0), typeof[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (typeof[i:I, j:J, k:K] < np.float64(2.0)))):
            kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (typeof[i:I, j:J, k:K] < np.float64(2.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(typeof[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), kt[i:I, j:J, k:K])
            typeof[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153844004432_gen_0[i:I, j:J, k:K], (typeof[i:I, j:J, k:K] < np.float64(2.0))), (typeof[i:I, j:J, k:K] + np.float64(1.0)), typeof[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153848007824_gen_0[i:I, j:J, k:K] = ((np.float64(np.int64(7)) + kt[i:I, j:J, k:K]) > (kt[i:I, j:J, k:K] * np.float64(2.0)))
        mask_140153847199824_gen_0[i:I, j:J, k:K] = np.where(mask_140153848007824_gen_0[i:I, j:J, k:K], ((typeof[i:I, j:J, k:K] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))) > (b[i:I, j:J, k:K] / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0)))), mask_140153847199824_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848007824_gen_0[i:I, j:J, k:K], mask_140153847199824_gen_0[i:I, j:J, k:K]), np.bitwise_or(((np.float64(2.0) - np.float64(2.0)) < np.float64((-(np.int64(2))))), np.bitwise_or((mask[i + 2:I + 2, j + 1:J + 1, k - 1:K - 1].astype(np.float64) > (kt[i:I, j:J, k:K] * strides[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.float64))), ((np.float64(0.001) * np.float64(2.0)) >= ufuncs.tanh(strides[i:I, j - 2:J - 2, k:K]).astype(np.float64)))), v[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848007824_gen_0[i:I, j:J, k:K], mask_140153847199824_gen_0[i:I, j:J, k:K]), ((b[i:I, j:J, k:K] * b[i:I, j:J, k:K]) != ufuncs.int64(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), v[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848007824_gen_0[i:I, j:J, k:K], mask_140153847199824_gen_0[i:I, j:J, k:K]), np.float64(3.5), kt[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = ufuncs.arccos(ufuncs.tanh(ufuncs.remainder(np.float64((-(np.int64(1)))), np.float64(2.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        k0_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((k0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(mask[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            kt[i:I, j:J, k:K] = np.where((k0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(mask[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0))), ((np.float64(2.0) + strides[i:I, j:J, k:K].astype(np.float64)) + k0_gen_0[i:I, j:J, k:K]), kt[i:I, j:J, k:K])
            k0_gen_0[i:I, j:J, k:K] = np.where((k0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(mask[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0))), (k0_gen_0[i:I, j:J, k:K] + np.float64(1.0)), k0_gen_0[i:I, j:J, k:K])
            
        dz_gen_0[i:I, j:J, k:K] = (ufuncs.maximum(k0_gen_0[i:I, j:J, k:K], kt[i:I, j:J, k:K]) >= (np.float64(2.0) * typeof[i:I, j:J, k:K]))
        mask_140153843032016_gen_0[i:I, j:J, k:K] = (np.float64(1.5) == (b[i:I, j:J, k:K] * strides[i:I, j:J, k + 1:K + 1].astype(np.float64)))
        volatile_gen_0[i:I, j:J, k:K] = np.where(mask_140153843032016_gen_0[i:I, j:J, k:K], np.float64(0.0), volatile_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153843032016_gen_0[i:I, j:J, k:K], (volatile_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))))):
            v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843032016_gen_0[i:I, j:J, k:K], (volatile_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), ((kt[i:I, j:J, k:K] - k0_gen_0[i:I, j:J, k:K]) >= (-(k0_gen_0[i:I, j:J, k:K]))), v[i:I, j:J, k:K])
            v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843032016_gen_0[i:I, j:J, k:K], (volatile_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), ((mask[i:I, j + 1:J + 1, k:K].astype(np.float64) - volatile_gen_0[i:I, j:J, k:K]) < (k0_gen_0[i:I, j:J, k:K] + strides[i - 2:I - 2, j + 2:J + 2, k:K].astype(np.float64))), v[i:I, j:J, k:K])
            volatile_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843032016_gen_0[i:I, j:J, k:K], (volatile_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), (volatile_gen_0[i:I, j:J, k:K] + np.float64(1.0)), volatile_gen_0[i:I, j:J, k:K])
            
        kt[i:I, j:J, k:K] = np.where(mask_140153843032016_gen_0[i:I, j:J, k:K], (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(volatile_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) * ufuncs.minimum(np.float64(2.0), kt[i:I, j:J, k:K])), kt[i:I, j:J, k:K])
        pt_gen_0[i:I, j:J, k:K] = np.where(mask_140153843032016_gen_0[i:I, j:J, k:K], (k0_gen_0[i:I, j:J, k:K] + (volatile_gen_0[i:I, j:J, k:K] * np.float64(2.0))), pt_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153843032016_gen_0[i:I, j:J, k:K])), (ufuncs.float32(np.int64(3)) >= mask[i - 2:I - 2, j:J, k:K]), v[i:I, j:J, k:K])
        dz_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153843032016_gen_0[i:I, j:J, k:K])), np.bitwise_and(ufuncs.isnan(volatile_gen_0[i:I, j:J, k:K]), (mask[i + 2:I + 2, j + 2:J + 2, k - 1:K - 1].astype(np.float64) != np.float64(2.0))), dz_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    