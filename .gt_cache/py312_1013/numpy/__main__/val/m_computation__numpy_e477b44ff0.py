import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, isobar_run, strides, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pt = Field(pt, _origin_['pt'], (True, True, True))
    isobar_run = Field(isobar_run, _origin_['isobar_run'], (True, True, True))
    strides = Field(strides, _origin_['strides'], (True, True, False))
    
    tj0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153827326672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827712464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827029200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825061520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829777936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828307792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    struct_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823628304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tj0[i:I, j:J, k_:k_ + 1] = np.float64(0.5)
            tj0[i:I, j:J, k_:k_ + 1] = (-((isobar_run[i:I, j:J, k_:k_ + 1] - tj0[i:I, j:J, k_:k_ + 1])))
            mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(np.bitwise_or((ufuncs.remainder(np.float64(0.5), np.float64(3.5)) <= ufuncs.maximum(pt[i:I, j:J, k_:k_ + 1], np.float64(0.5))), ((np.float64(0.5) * isobar_run[i:I, j:J, k_:k_ + 1]) < ufuncs.minimum(pt[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_ - 1:k_]))), (ufuncs.erfc(isobar_run[i:I, j:J, k_ + 1:k_ + 2]) == (strides[i - 2:I - 2, j - 1:J - 1].astype(np.float64) - np.float64(0.25))))
            mask_140153827029200_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.minimum(strides[i:I, j + 2:J + 2].astype(np.float64), pt[i:I, j:J, k_ - 1:k_]) == tj0[i:I, j:J, k_:k_ + 1]), mask_140153827029200_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1], mask_140153827029200_gen_0[i:I, j:J, k_:k_ + 1]), np.float64((-(np.int64(2)))), pt[i:I, j:J, k_ + 1:k_ + 2])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1], mask_140153827029200_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arctan(ufuncs.minimum(isobar_run[i:I, j:J, k_ + 1:k_ + 2], pt[i:I, j:J, k_ - 1:k_])), pt[i:I, j:J, k_:k_ + 1])
            tj0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1], mask_140153827029200_gen_0[i:I, j:J, k_:k_ + 1]), np.where((pt[i:I, j:J, k_:k_ + 1] > np.float64(0.5)), pt[i:I, j:J, k_:k_ + 1], (strides[i:I, j - 2:J - 2].astype(np.float64) * np.float64(0.5))), tj0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), strides[i - 1:I - 1, j + 2:J + 2].astype(np.float64), pt[i:I, j:J, k_:k_ + 1])
            mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), (tj0[i:I, j:J, k_:k_ + 1] <= (tj0[i:I, j:J, k_:k_ + 1] + pt[i:I, j:J, k_ + 1:k_ + 2])), mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1]), ((isobar_run[i:I, j:J, k_ - 1:k_] * np.float64(0.5)) / (ufuncs.abs(ufuncs.maximum(strides[i:I, j:J].astype(np.float64), tj0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), pt[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1]), ((isobar_run[i:I, j:J, k_:k_ + 1] + pt[i:I, j:J, k_:k_ + 1]) + (tj0[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0)))), pt[i:I, j:J, k_:k_ + 1])
            sqrtf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.sin(pt[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), sqrtf[i:I, j:J, k_:k_ + 1])
            tj0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153827712464_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153827326672_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.minimum(pt[i:I, j:J, k_ - 1:k_], sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64)), tj0[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = strides[i:I, j:J]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y_gen_0[i:I, j:J, k_:k_ + 1] = ((pt[i:I, j:J, k_:k_ + 1] + np.float64(10.0)) - sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140153828307792_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float32(sqrtf[i:I, j:J, k_:k_ + 1]) == ufuncs.abs(fmin[i:I, j:J, k_:k_ + 1]).astype(np.float32))
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828307792_gen_0[i:I, j:J, k_:k_ + 1], ((isobar_run[i:I, j:J, k_ + 1:k_ + 2] + strides[i:I, j:J].astype(np.float64)) / (ufuncs.abs((tj0[i:I, j:J, k_:k_ + 1] + isobar_run[i:I, j:J, k_ - 1:k_])) + np.float64(1.0))), tend[i:I, j:J, k_:k_ + 1])
            isobar_run[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828307792_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.where((ufuncs.remainder(strides[i - 2:I - 2, j:J], fmin[i:I, j:J, k_ - 1:k_]).astype(np.float64) < ufuncs.abs(y_gen_0[i:I, j:J, k_:k_ + 1])), y_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.25)) < (isobar_run[i:I, j:J, k_ - 1:k_] + strides[i:I, j - 1:J - 1].astype(np.float64))), (-(tend[i:I, j:J, k_:k_ + 1])), (np.float64(np.int64(0)) / (ufuncs.abs(fmin[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), isobar_run[i:I, j:J, k_:k_ + 1])
            mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.log10((ufuncs.abs(ufuncs.float64(strides[i + 2:I + 2, j:J])) + np.float64(0.5))) == (y_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(strides[i:I, j - 1:J - 1]).astype(np.float64) + np.float64(1.0))))
            pt[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], tj0[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((pt[i:I, j:J, k_:k_ + 1] > y_gen_0[i:I, j:J, k_:k_ + 1]), (-(isobar_run[i:I, j:J, k_ + 1:k_ + 2])), ufuncs.cos(tend[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), fmin[i:I, j:J, k_:k_ + 1])
            mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], ((np.int64(0) + strides[i + 2:I + 2, j:J].astype(np.int64)).astype(np.float64) >= np.where(((np.float64(0.001) * strides[i - 1:I - 1, j - 1:J - 1].astype(np.float64)) <= np.where(((np.float64(0.001) + isobar_run[i:I, j:J, k_ + 1:k_ + 2]) == ufuncs.int32(ufuncs.minimum(ufuncs.maximum(tend[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), fmin[i:I, j:J, k_:k_ + 1].astype(np.float64), pt[i:I, j:J, k_ + 1:k_ + 2])), isobar_run[i:I, j:J, k_ + 1:k_ + 2], pt[i:I, j:J, k_ + 1:k_ + 2])), mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(np.float64(1.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))), pt[i:I, j:J, k_:k_ + 1])
            tj0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1]), ((pt[i:I, j:J, k_ + 1:k_ + 2] - fmin[i:I, j:J, k_:k_ + 1].astype(np.float64)) + (fmin[i:I, j:J, k_:k_ + 1].astype(np.float64) * tj0[i:I, j:J, k_ - 1:k_])), tj0[i:I, j:J, k_:k_ + 1])
            mask_140153823628304_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1]))), (tj0[i:I, j:J, k_ - 1:k_] >= (-(pt[i:I, j:J, k_ + 1:k_ + 2]))), mask_140153823628304_gen_0[i:I, j:J, k_:k_ + 1])
            isobar_run[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(np.bitwise_and(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153823628304_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(strides[i:I, j:J]), isobar_run[i:I, j:J, k_ - 1:k_])
            struct_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153825061520_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153829777936_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153823628304_gen_0[i:I, j:J, k_:k_ + 1]))), (sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64) >= (sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64) / tend[i:I, j:J, k_:k_ + 1])), struct_gen_0[i:I, j:J, k_:k_ + 1])
            memcpy_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(0.5) / np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            isobar_run[i:I, j:J, k_:k_ + 1] = tend[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    