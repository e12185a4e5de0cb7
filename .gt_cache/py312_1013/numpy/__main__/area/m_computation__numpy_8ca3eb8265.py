import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, b_1_, ua, zs, char, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    b_1_ = Field(b_1_, _origin_['b_1_'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    restrict = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832585360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830619920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825086672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153824855504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__cfc_32_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    omp_get_thread_num_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829216592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    memset_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1] = (zs[i:I, j:J, k_ - 1:k_].astype(np.float64) == np.where(((char - b_1_[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]).astype(np.int64) >= (zs[i:I, j:J, k_:k_ + 1] + np.int64(char))), np.float64(0.5), b_1_[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64)))
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) + np.float64(char)) == (np.float64(np.int64(1)) + np.float64(0.5)))), ufuncs.power(zs[i:I, j:J, k_:k_ + 1], np.int64(2)), zs[i:I, j:J, k_:k_ + 1])
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) + np.float64(char)) == (np.float64(np.int64(1)) + np.float64(0.5)))), ((b_1_[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.int64) * zs[i:I, j:J, k_:k_ + 1]).astype(np.float64) - ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(np.int64(2))) * np.float64(0.5)))), buffers_ok[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) + np.float64(char)) == (np.float64(np.int64(1)) + np.float64(0.5)))), ((np.float64(0.5) / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0))) > np.where((np.int64(char) > (zs[i:I, j:J, k_ - 1:k_] + np.int64(char))), buffers_ok[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_ + 1:k_ + 2])), dz[i:I, j:J, k_:k_ + 1])
            mask_140153825086672_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(((np.float64(2.0) + np.float64(char)) == (np.float64(np.int64(1)) + np.float64(0.5)))))), (np.float64(0.5) > zs[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140153825086672_gen_0[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(((np.float64(2.0) + np.float64(char)) == (np.float64(np.int64(1)) + np.float64(0.5)))))), mask_140153825086672_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(dz[i:I, j:J, k_ + 1:k_ + 2], b_1_[i:I, j:J, k_ - 1:k_], char).astype(np.float64) * (np.float64(char) - np.float64(10.0))), restrict[i:I, j:J, k_:k_ + 1])
            mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(ua[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), qv_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1]), (qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1]), (qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ((b_1_[i - 1:I - 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64) * np.float64(0.5)) / (ufuncs.abs(buffers_ok[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), vc_gen_0[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1]), (qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (ufuncs.float32(b_1_[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) * (np.float64(0.0) * b_1_[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64))), w[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153830619920_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832585360_gen_0[i:I, j:J, k_:k_ + 1]), (qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (qv_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            omp_get_thread_num_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.erf(buffers_ok[i:I, j:J, k_:k_ + 1]) * zs[i:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140153829216592_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.5) / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0))) < restrict[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829216592_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power((b_1_[i:I, j:J, k_:k_ + 1].astype(np.float64) * restrict[i:I, j:J, k_:k_ + 1]), np.int64(2)), w[i:I, j:J, k_:k_ + 1])
            mask_140153824855504_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153829216592_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64((char + char)) <= (np.float64(1.5) * b_1_[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), mask_140153824855504_gen_0[i:I, j:J, k_:k_ + 1])
            res_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153829216592_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153824855504_gen_0[i:I, j:J, k_:k_ + 1]), restrict[i:I, j:J, k_:k_ + 1], res_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153829216592_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153824855504_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(char), w[i:I, j:J, k_:k_ + 1])
            pt__cfc_32_20_gen_0[i:I, j:J, k_:k_ + 1] = zs[i:I, j:J, k_ - 1:k_]
            memset_gen_0[i:I, j:J, k_:k_ + 1] = zs[i:I, j:J, k_:k_ + 1]
            x_gen_0[i:I, j:J, k_:k_ + 1] = (zs[i:I, j:J, k_:k_ + 1] * zs[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    