import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, expf, zs, x, pe, long, fmin, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    long = Field(long, _origin_['long'], (True, True, True))
    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    time = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153827579984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828180880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827030800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__0e0_31_36_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__0e0_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__0e0_31_36_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp__0e0_40_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__0e0_40_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    pt__14b_38_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__14b_38_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__14b_38_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153824901840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153827030800_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(x) - np.float64(10.0)) >= (long[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1] / (np.float64(ufuncs.abs(np.int64(1))) + np.float64(1.0))))
            mask_140153828180880_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827030800_gen_0[i:I, j:J, k_:k_ + 1], (np.float64((x - np.int64(7))) >= ufuncs.float64(pe[i:I, j:J, k_:k_ + 1])), mask_140153828180880_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827030800_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828180880_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((zs[i:I, j:J, k_ + 1:k_ + 2] + zs[i:I, j:J, k_ + 1:k_ + 2]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), zs[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827030800_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828180880_gen_0[i:I, j:J, k_:k_ + 1]), expf, v[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(ufuncs.remainder(np.int64(1), np.int64(1))) * (pe[i:I, j:J, k_ - 1:k_].astype(np.float64) / zs[i:I, j:J, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), fmin[i:I, j:J, k_:k_ + 1])
            mask_140153827579984_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))), ((zs[i:I, j:J, k_:k_ + 1] + np.float64(x)) > np.where(((np.float64(x) + long[i:I, j:J, k_ - 1:k_]) < (x - fmin[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64)), long[i:I, j + 2:J + 2, k_ + 1:k_ + 2], np.float64(x))), mask_140153827579984_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))), mask_140153827579984_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((pe[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(1.0)) + np.float64(1.0))), fmin[i:I, j:J, k_:k_ + 1].astype(np.float64)), zs[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))), mask_140153827579984_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(10.0) / zs[i:I, j:J, k_:k_ + 1]) - zs[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))))), pe[i:I, j:J, k_:k_ + 1].astype(np.float64), delp[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.int64(1) != np.where((np.float64(np.int64(1)) < (-(np.float64(0.25)))), x, np.int64(1))))), (pe[i:I, j:J, k_:k_ + 1].astype(np.float64) * ufuncs.trunc(ufuncs.float64(pe[i:I, j:J, k_:k_ + 1]))), zs[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = (pe[i:I, j:J, k_ - 1:k_].astype(np.float64) == (delp[i:I, j:J, k_:k_ + 1] - delp[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fmin[i + 1:I, j + 1:J - 1, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0)))
        it[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((it[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))):
            a__0e0_31_36_gen_0[i:I, j:J, k:K] = np.where((it[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), zs[i:I, j:J, k:K], a__0e0_31_36_gen_0[i:I, j:J, k:K])
            RETURN_VALUE__0e0_31_36_gen_0[i:I, j:J, k:K] = np.where((it[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (ufuncs.power(ufuncs.abs(np.float64(3.5)), np.float64(0.5)) - ufuncs.remainder(np.float64(x), np.float64(3.5))), RETURN_VALUE__0e0_31_36_gen_0[i:I, j:J, k:K])
            int64_t[i:I, j:J, k:K] = np.where((it[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), ufuncs.arcsin(ufuncs.tanh(RETURN_VALUE__0e0_31_36_gen_0[i:I, j:J, k:K])), int64_t[i:I, j:J, k:K])
            it[i:I, j:J, k:K] = np.where((it[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (it[i:I, j:J, k:K] + np.float64(1.0)), it[i:I, j:J, k:K])
            
        a__0e0_33_19_gen_0[i:I, j:J, k:K] = (long[i + 1:I + 1, j + 2:J + 2, k:K] / delp[i:I, j:J, k:K])
        time[i:I, j:J, k:K] = (ufuncs.power(ufuncs.abs(np.float64(3.5)), np.float64(0.5)) - ufuncs.remainder(np.float64(x), np.float64(3.5)))
        area[i:I, j:J, k:K] = (np.float64(x) * (long[i - 1:I - 1, j:J, k + 1:K + 1] * long[i - 1:I - 1, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153824901840_gen_0[i:I, j:J, k:K] = ((np.int64(7) - fmin[i:I, j:J, k:K].astype(np.int64)).astype(np.float64) > np.where((ufuncs.float64(delp[i:I, j:J, k:K]) == it[i:I, j:J, k:K]), int64_t[i:I, j:J, k:K], long[i:I, j - 1:J - 1, k:K]))
        vc__14b_38_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))), long[i - 2:I - 2, j + 2:J + 2, k:K], vc__14b_38_45_gen_0[i:I, j:J, k:K])
        pt__14b_38_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))), np.float64(3.5), pt__14b_38_45_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__14b_38_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))), (ufuncs.power(np.float64(0.0), np.int64(2)) - (np.float64(np.int64(3)) * it[i:I, j:J, k:K])), RETURN_VALUE__14b_38_45_gen_0[i:I, j:J, k:K])
        fmin[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(RETURN_VALUE__14b_38_45_gen_0[i:I, j:J, k:K], (np.float64(0.25) / int64_t[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), fmin[i:I, j:J, k:K])
        cp__0e0_40_27_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))))), (area[i:I, j:J, k:K] - time[i:I, j:J, k:K]), cp__0e0_40_27_gen_0[i:I, j:J, k:K])
        a__0e0_40_27_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))))), np.int64(1), a__0e0_40_27_gen_0[i:I, j:J, k:K])
        time[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))))), (ufuncs.power(ufuncs.abs(np.float64(3.5)), np.float64(0.5)) - ufuncs.remainder(cp__0e0_40_27_gen_0[i:I, j:J, k:K], np.float64(3.5))), time[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153824901840_gen_0[i:I, j:J, k:K], (np.bitwise_not((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(0)))) < ufuncs.floor(ufuncs.float64(x)))))), ((long[i:I, j - 1:J - 1, k:K] + time[i:I, j:J, k:K]) != delp[i:I, j:J, k - 1:K - 1]), v[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = (ufuncs.log((ufuncs.abs(ufuncs.float64(x)) + np.float64(0.5))) >= (zs[i:I, j:J, k:K] * time[i:I, j:J, k:K]))
        zs[i:I, j:J, k:K] = np.where((np.float64(np.int64(1)) == (np.float64(0.0) / (ufuncs.abs(delp[i:I, j:J, k:K]) + np.float64(1.0)))), (zs[i:I, j:J, k:K] * long[i - 1:I - 1, j + 1:J + 1, k:K]), (np.float64(np.int64(1)) / (np.float64(ufuncs.abs(x)) + np.float64(1.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    