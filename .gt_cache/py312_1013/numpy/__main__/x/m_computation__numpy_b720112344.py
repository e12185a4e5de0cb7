import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, tend, c, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NAN = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864825360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864658704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868211280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    strides_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153864515664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153864825360_gen_0[i:I, j:J, k:K] = (c[i:I, j:J, k:K] == ufuncs.remainder(tend[i + 1:I + 1, j - 1:J - 1, k - 1:K - 1].astype(np.int64), c[i:I, j:J, k + 1:K + 1]))
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153864825360_gen_0[i:I, j:J, k:K], (ufuncs.abs(np.float64(0.1)) < np.float64((np.int64(3) * np.int64(3))))), (ufuncs.ceil(val[i:I, j + 2:J + 2, k:K]).astype(np.float64) - (val[i + 2:I + 2, j:J, k:K].astype(np.float64) - np.float64(3.5))), u[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153864825360_gen_0[i:I, j:J, k:K], (ufuncs.abs(np.float64(0.1)) < np.float64((np.int64(3) * np.int64(3))))), ((tend[i:I, j + 1:J + 1, k + 1:K + 1].astype(np.float32) / np.float32(np.int64(3))).astype(np.float32) + val[i:I, j:J, k - 1:K - 1]).astype(np.float64), u[i:I, j:J, k:K])
        mask_140153864658704_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153864825360_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.abs(np.float64(0.1)) < np.float64((np.int64(3) * np.int64(3))))))), (val[i - 1:I - 1, j - 2:J - 2, k:K] != c[i:I, j:J, k + 1:K + 1].astype(np.float32)), mask_140153864658704_gen_0[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153864825360_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.abs(np.float64(0.1)) < np.float64((np.int64(3) * np.int64(3))))))), mask_140153864658704_gen_0[i:I, j:J, k:K]), c[i:I, j:J, k - 1:K - 1].astype(np.float64), u[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153864825360_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.abs(np.float64(0.1)) < np.float64((np.int64(3) * np.int64(3))))))), (np.bitwise_not(mask_140153864658704_gen_0[i:I, j:J, k:K]))), (ufuncs.power(c[i:I, j:J, k - 1:K - 1], np.int64(2)).astype(np.float64) + np.float64(3.5)), u[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140153864825360_gen_0[i:I, j:J, k:K], ((np.float64(3.5) + np.float64(np.int64(3))) + (u[i:I, j:J, k:K] - val[i:I, j + 1:J + 1, k + 1:K + 1].astype(np.float64))), w[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140153864825360_gen_0[i:I, j:J, k:K], np.float64((np.int64(3) - np.int64(1))), w[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153864825360_gen_0[i:I, j:J, k:K])), area, w[i:I, j:J, k:K])
        coef_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153864825360_gen_0[i:I, j:J, k:K])), np.float64(1.0), coef_gen_0[i:I, j:J, k:K])
        NAN[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0)))):
            coef_gen_0[i:I, j:J, k:K] = np.where((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), np.float64(np.int64(3)), coef_gen_0[i:I, j:J, k:K])
            mask_140153868211280_gen_0[i:I, j:J, k:K] = np.where((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), np.bitwise_or((ufuncs.remainder(np.float64(0.1), np.float64(np.int64(3))) < ufuncs.power(NAN[i:I, j:J, k:K], np.int64(2))), np.bitwise_or((np.float64(np.int64(1)) == (coef_gen_0[i:I, j:J, k:K] + NAN[i:I, j:J, k:K])), (coef_gen_0[i:I, j:J, k:K] == (area / (ufuncs.abs(NAN[i:I, j:J, k:K]) + np.float64(1.0)))))), mask_140153868211280_gen_0[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), mask_140153868211280_gen_0[i:I, j:J, k:K]), NAN[i:I, j:J, k:K], u[i:I, j:J, k:K])
            w[i:I, j:J, k:K] = np.where(np.bitwise_and((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), mask_140153868211280_gen_0[i:I, j:J, k:K]), ((area - tend[i - 1:I - 1, j:J, k + 1:K + 1].astype(np.float64)) * (np.float64(np.int64(3)) / (ufuncs.abs(tend[i + 2:I + 2, j - 2:J - 2, k + 1:K + 1]).astype(np.float64) + np.float64(1.0)))), w[i:I, j:J, k:K])
            b_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), (np.bitwise_not(mask_140153868211280_gen_0[i:I, j:J, k:K]))), (val[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64) * ufuncs.arccos(ufuncs.tanh(NAN[i:I, j:J, k:K]))), b_gen_0[i:I, j:J, k:K])
            b_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), (np.bitwise_not(mask_140153868211280_gen_0[i:I, j:J, k:K]))), (area * ufuncs.abs(NAN[i:I, j:J, k:K])), b_gen_0[i:I, j:J, k:K])
            NAN[i:I, j:J, k:K] = np.where((NAN[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(area), np.float64(4.0))), (NAN[i:I, j:J, k:K] + np.float64(1.0)), NAN[i:I, j:J, k:K])
            
        b_gen_0[i:I, j:J, k:K] = ufuncs.power(np.float64(1.0), np.int64(2))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u[i:I, j:J, k:K] = (np.float64(np.int64(3)) * ufuncs.power(w[i:I, j:J, k:K], np.int64(2)))
        gz_gen_0[i:I, j:J, k:K] = np.int64(3)
        mask_140153864515664_gen_0[i:I, j:J, k:K] = ((u[i:I, j:J, k:K] * w[i:I, j:J, k:K]) <= np.float64(np.int64(3)))
        strides_gen_0[i:I, j:J, k:K] = np.where(mask_140153864515664_gen_0[i:I, j:J, k:K], tend[i:I, j - 1:J - 1, k:K], strides_gen_0[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(mask_140153864515664_gen_0[i:I, j:J, k:K], np.float64(np.int64(0)), u[i:I, j:J, k:K])
        strides_gen_0[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((NAN[i:I, j:J, k:K] + c[i:I, j:J, k + 1:K + 1].astype(np.float64)) - tend[i + 2:I + 2, j:J, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    