import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, vc, a, u, qv, ua, flux, a_1, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, False))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    
    size_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777629072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779777808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773659408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774976976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a_1[i:I, j:J, k_ + 1:k_ + 2] = (flux[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.float64) * (flux[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) + a_1[i:I, j:J, k_ - 1:k_]))
            a_1[i:I, j:J, k_:k_ + 1] = (a_1[i:I, j:J, k_:k_ + 1] - ufuncs.trunc(ufuncs.float64(flux[i:I, j - 1:J - 1, k_ - 1:k_])))
            a_1[i:I, j:J, k_:k_ + 1] = vc[i + 1:I + 1, j:J].astype(np.float64)
            mask_140333777629072_gen_0[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = (ua[i + 3:i + 4, J - 4:J - 3, k_:k_ + 1].astype(np.float64) > (a_1[i + 1:i + 2, J - 2:J - 1, k_ - 1:k_] - flux[i:i + 1, J - 4:J - 3, k_:k_ + 1].astype(np.float64)))
            size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333777629072_gen_0[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1], (np.bitwise_not((flux[i + 1:i + 2, J - 2:J - 1, lk + u].astype(np.float64) <= np.float64(0.1)))), size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1])
            size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333777629072_gen_0[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1], (np.float64(ufuncs.int32(a)) <= (np.float64(a) * qv)), size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1])
            size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333777629072_gen_0[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1], np.bitwise_or(np.bitwise_and((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(a)), np.float64(6.0)) + np.float64(0.5))) != qv), (flux[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1].astype(np.float64) >= (qv - flux[i + 1:i + 2, J - 3:J - 2, k_ + 1:k_ + 2].astype(np.float64)))), ((vc[i + 1:i + 2, J - 2:J - 1].astype(np.float64) + a_1[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1]) == ufuncs.gamma((ufuncs.minimum(ufuncs.abs(a_1[i + 1:i + 2, J - 2:J - 1, k_ - 1:k_]), np.float64(6.0)) + np.float64(0.5))))), size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1])
            size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333777629072_gen_0[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1])), (np.int64(2) > (flux[i + 1:i + 2, J - 2:J - 1, k_ - 1:k_].astype(np.int64) + a)), size_t[i + 1:i + 2, J - 2:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            size_t[i:I, j:J, k_:k_ + 1] = v[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_]
            mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(np.float32(u), vc[i + 2:I + 2, j:J]) != np.float32(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(qv, (-(np.float64(100000.0)))), np.float64(100000.0)))))
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), area_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), ((area_gen_0[i:I, j:J, k_:k_ + 1] * vc[i:I, j - 2:J - 2].astype(np.float64)) >= np.float64(2.0)), size_t[i:I, j:J, k_:k_ + 1])
                area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (area_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(ua[i:I, j:J, k_:k_ + 1]) == qv), mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(a_1[i:I, j:J, k_:k_ + 1], ua[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_].astype(np.float64)) == (np.float64(a) / (ufuncs.abs(qv) + np.float64(1.0)))), size_t[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1]), size_t[i:I, j:J, k_ - 1:k_], size_t[i:I, j:J, k_:k_ + 1])
            mask_140333774976976_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1]))), ((qv / (np.float64(ufuncs.abs(u)) + np.float64(1.0))) > np.where((area_gen_0[i:I, j:J, k_:k_ + 1] != np.float64(ufuncs.abs(u))), u, flux[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.int64)).astype(np.float64)), mask_140333774976976_gen_0[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333773659408_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333779777808_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333774976976_gen_0[i:I, j:J, k_:k_ + 1]), (a_1[i:I, j:J, k_:k_ + 1] != np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), size_t[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J, k_:k_ + 1] = ((np.float32(u) + vc[i + 2:I + 2, j - 2:J - 2]).astype(np.float64) <= a_1[i:I, j:J, k_ + 1:k_ + 2])
            # --- end horizontal block --

        # --- end vertical block ---
    