import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, tend, union, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    
    mask_140153860612752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860605328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868193104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = ((union[i:I, j:J, k + 1:K + 1].astype(np.float32) + tend[i:I, j:J, k:K]) * ufuncs.power(union[i:I, j:J, k:K], np.int64(2)).astype(np.float32))
        mask_140153860612752_gen_0[i:I, j:J, k:K] = (ufuncs.remainder(union[i:I, j:J, k:K], delp[i:I, j:J, k:K]).astype(np.float64) != np.float64(0.1))
        tend[i:I, j:J, k:K] = np.where(mask_140153860612752_gen_0[i:I, j:J, k:K], ((delp[i:I, j:J, k - 1:K - 1].astype(np.float64) * np.float64(10.0)) + (union[i:I, j:J, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(union[i:I, j:J, k - 1:K - 1]).astype(np.float64) + np.float64(1.0)))).astype(np.float32), tend[i:I, j:J, k:K])
        res_gen_0[i:I, j:J, k:K] = np.where(mask_140153860612752_gen_0[i:I, j:J, k:K], (ufuncs.remainder((-(np.int64(2))), union[i:I, j:J, k + 1:K + 1]).astype(np.float64) - np.float64(0.5)), res_gen_0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(mask_140153860612752_gen_0[i:I, j:J, k:K], (ufuncs.power(delp[i + 2:I + 2, j - 1:J - 1, k:K], np.int64(2)).astype(np.float64) / (ufuncs.abs(delp[i - 2:I - 2, j:J, k:K]).astype(np.float64) + np.float64(1.0))).astype(np.float32), tend[i:I, j:J, k:K])
        mask_140153860605328_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), (tend[i:I, j:J, k:K] <= np.float32((-(np.int64(2))))), mask_140153860605328_gen_0[i:I, j:J, k:K])
        mask_140153868193104_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), mask_140153860605328_gen_0[i:I, j:J, k:K]), (delp[i + 2:I + 2, j - 2:J - 2, k:K].astype(np.float32) >= tend[i:I, j:J, k:K]), mask_140153868193104_gen_0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), mask_140153860605328_gen_0[i:I, j:J, k:K]), mask_140153868193104_gen_0[i:I, j:J, k:K]), ufuncs.int64(union[i:I, j:J, k:K]).astype(np.float32), tend[i:I, j:J, k:K])
        res_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), mask_140153860605328_gen_0[i:I, j:J, k:K]), mask_140153868193104_gen_0[i:I, j:J, k:K]), union[i:I, j:J, k:K].astype(np.float64), res_gen_0[i:I, j:J, k:K])
        long_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), mask_140153860605328_gen_0[i:I, j:J, k:K]), mask_140153868193104_gen_0[i:I, j:J, k:K]), np.bitwise_or(np.bitwise_and((ufuncs.arctan(ufuncs.float64(union[i:I, j:J, k:K])) >= (tend[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(np.float64(3.5)) + np.float64(1.0)))), (ufuncs.cbrt(ufuncs.float64(delp[i + 1:I + 1, j:J, k - 1:K - 1])) > (union[i:I, j:J, k - 1:K - 1].astype(np.float64) + np.float64(0.001)))), ((tend[i:I, j:J, k:K] + delp[i - 2:I - 2, j:J, k:K].astype(np.float32)).astype(np.float64) != ufuncs.float64(delp[i + 1:I + 1, j - 1:J - 1, k + 1:K + 1]))), long_gen_0[i:I, j:J, k:K])
        powf_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153860612752_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153860605328_gen_0[i:I, j:J, k:K]))), ((delp[i + 2:I + 2, j + 2:J + 2, k:K].astype(np.float64) + res_gen_0[i:I, j:J, k:K]) != tend[i:I, j:J, k:K].astype(np.float64)), powf_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    