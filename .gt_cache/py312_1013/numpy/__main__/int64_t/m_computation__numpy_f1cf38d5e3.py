import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, union, vc, c, ua, w, var, pe, x, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    union = Field(union, _origin_['union'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333769523920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764546640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773290960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773290768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773279248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1] = ((c[i:I, j:J, k_:k_ + 1] * var[i + 1:I + 1, j:J, k_:k_ + 1]) >= vc[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(ufuncs.float32(np.float64(3.5))) != ua[i + 1:I + 1, j:J, k_:k_ + 1]), (ua[i - 2:I - 2, j:J, k_:k_ + 1] + vc[i:I, j:J, k_:k_ + 1].astype(np.float64)), vc[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), vc[i:I, j:J, k_:k_ + 1])
            union[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1], np.where(pe[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1], (np.float64((-(np.int64(1)))) - var[i - 1:I - 1, j:J, k_ - 1:k_]), (x[i:I, j + 2:J + 2, k_ - 1:k_] - union[i:I, j:J, k_ - 1:k_].astype(np.float64))).astype(np.float32), union[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1], (var[i:I, j:J, lk + ((w[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))] / (np.float64(1.0) * var[i:I, j - 2:J - 2, k_ - 1:k_])), c[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), pt[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]), np.float64(4.0))))):
                a_1[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), ufuncs.float32(ufuncs.abs(pt[i:I, j:J, k_:k_ + 1])), a_1[i:I, j:J, k_:k_ + 1])
                pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769523920_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]), np.float64(4.0)))), (pt[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pt[i:I, j:J, k_:k_ + 1])
                
            a_1[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(c[i:I, j:J, k_ + 1:k_ + 2], vc[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32)
            a_1[i:I, j:J, k_:k_ + 1] = pt[i:I, j:J, k_:k_ + 1].astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            union[i:I, j:J, k_:k_ + 1] = (ufuncs.cos(np.float64(10.0)) - ufuncs.float64(union[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float32)
            mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(pt[i:I, j:J, k_:k_ + 1], np.int64(2)) >= (pt[i:I, j:J, k_:k_ + 1] - var[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]))
            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(c[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1]) * x[i + 2:I + 2, j:J, k_ - 1:k_]), powf_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1], vc[i:I, j:J, k_:k_ + 1], qv_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333764546640_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1], pe[i:I, j:J, k_ + 1:k_ + 2], mask_140333764546640_gen_0[i:I, j:J, k_:k_ + 1])
            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764546640_gen_0[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1], powf_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333773279248_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1])), (a_1[i:I, j:J, k_ - 1:k_] < qv_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)), mask_140333773279248_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333773290768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773279248_gen_0[i:I, j:J, k_:k_ + 1]), pe[i + 2:I + 2, j:J, k_:k_ + 1], mask_140333773290768_gen_0[i:I, j:J, k_:k_ + 1])
            inline_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773279248_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333773290768_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(1), inline_gen_0[i:I, j:J, k_:k_ + 1])
            union[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333773290960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773279248_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333773290768_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(0.0) + union[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32), union[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    