import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, switch, delp, qv, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    switch = Field(switch, _origin_['switch'], (True, True, False))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829892880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832462160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843237968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832469392_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        qv[i:I, j:J, k:K] = c[i:I, j:J, k:K].astype(np.float64)
        tend_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))):
            mask_140153843237968_gen_0[i:I, j:J, k:K] = np.where((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), (switch[i:I, j:J] != np.float64((np.int64(3) * np.int64(7)))), mask_140153843237968_gen_0[i:I, j:J, k:K])
            pt_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), mask_140153843237968_gen_0[i:I, j:J, k:K]), (ufuncs.remainder(np.float64(np.int64(1)), delp[i:I, j:J, k:K]) > ufuncs.power(ufuncs.abs(b[i + 2:I + 2, j - 2:J - 2, k + 1:K + 1]), np.float64(0.5))), pt_gen_0[i:I, j:J, k:K])
            dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), mask_140153843237968_gen_0[i:I, j:J, k:K]), ufuncs.trunc(ufuncs.power(delp[i:I, j:J, k - 1:K - 1], np.int64(2))), dz_gen_0[i:I, j:J, k:K])
            dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), mask_140153843237968_gen_0[i:I, j:J, k:K]), c[i:I, j:J, k:K].astype(np.float64), dz_gen_0[i:I, j:J, k:K])
            qv[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153843237968_gen_0[i:I, j:J, k:K]))), np.float64(3.5), qv[i:I, j:J, k:K])
            dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153843237968_gen_0[i:I, j:J, k:K]))), np.float64(0.001), dz_gen_0[i:I, j:J, k:K])
            tend_gen_0[i:I, j:J, k:K] = np.where((tend_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))), (tend_gen_0[i:I, j:J, k:K] + np.float64(1.0)), tend_gen_0[i:I, j:J, k:K])
            
        buffers_ok_gen_0[i:I, j:J, k:K] = ufuncs.power(b[i:I, j - 2:J - 2, k + 1:K + 1], np.int64(2))
        mask_140153829892880_gen_0[i:I, j:J, k:K] = pt_gen_0[i:I, j:J, k:K]
        qv[i:I, j:J, k:K] = np.where(mask_140153829892880_gen_0[i:I, j:J, k:K], ((c[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(c[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) + (qv[i:I, j:J, k:K] - tend_gen_0[i:I, j:J, k:K])), qv[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(mask_140153829892880_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((switch[i:I, j:J] - (switch[i:I, j:J] - dz_gen_0[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(mask_140153829892880_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.round_away_from_zero(ufuncs.float64(b[i - 2:I - 2, j - 2:J - 2, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k:K])
        mask_140153832462160_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153829892880_gen_0[i:I, j:J, k:K])), pt_gen_0[i:I, j:J, k:K], mask_140153832462160_gen_0[i:I, j:J, k:K])
        mask_140153832469392_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153829892880_gen_0[i:I, j:J, k:K])), mask_140153832462160_gen_0[i:I, j:J, k:K]), (buffers_ok_gen_0[i:I, j:J, k:K] != np.float64(np.int64(2))), mask_140153832469392_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153829892880_gen_0[i:I, j:J, k:K])), mask_140153832462160_gen_0[i:I, j:J, k:K]), mask_140153832469392_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(delp[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), qv[i:I, j:J, k:K])
        dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153829892880_gen_0[i:I, j:J, k:K])), mask_140153832462160_gen_0[i:I, j:J, k:K]), mask_140153832469392_gen_0[i:I, j:J, k:K]), ((buffers_ok_gen_0[i:I, j:J, k:K] * switch[i:I, j:J]) / (ufuncs.abs(np.where(pt_gen_0[i:I, j:J, k:K], delp[i:I, j:J, k:K], switch[i:I, j:J])) + np.float64(1.0))), dz_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    