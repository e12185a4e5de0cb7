import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, k0, HUGE_VAL, flux, phi, pe, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    k0 = Field(k0, _origin_['k0'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    void = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153854719824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847899856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852479184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847595984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849729744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849024592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850892368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var__859_36_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u__859_36_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var__859_39_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    u__859_39_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153849747152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848623248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849874832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = flux[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((flux[i:I, j:J, k_:k_ + 1] != ufuncs.maximum(k0[i - 1:I - 1, j:J, k_ - 1:k_].astype(np.float64), flux[i:I, j:J, k_:k_ + 1])))), phi[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64(np.where((ufuncs.power(ufuncs.abs(HUGE_VAL[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) == ufuncs.float64(val)), HUGE_VAL[i:I, j:J, k_:k_ + 1], k0[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), flux[i:I, j:J, k_:k_ + 1])
            mask_140153854719824_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(((np.float64(0.25) + np.float64(np.int64(2))) != ufuncs.float64(HUGE_VAL[i:I, j:J, k_ - 1:k_])))), mask_140153854719824_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854719824_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_and((np.bitwise_not((flux[i:I, j:J, k_:k_ + 1] > np.where((HUGE_VAL[i:I, j:J, k_:k_ + 1] < (k0[i - 1:I - 1, j:J, k_:k_ + 1] - k0[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64)), HUGE_VAL[i:I, j:J, k_ - 1:k_], np.float64(pe))))), (np.float64(0.0) == flux[i:I, j:J, k_ + 1:k_ + 2])), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854719824_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(flux[i:I, j:J, k_ + 1:k_ + 2]), w[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854719824_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.abs(k0[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float32) - w[i:I, j:J, k_:k_ + 1]).astype(np.float64), flux[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan(ufuncs.float64(ufuncs.int32(k0[i:I, j:J, k_:k_ + 1]))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1])), tmp_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), area[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))))):
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0)))), (ufuncs.float64(w[i:I, j:J, k_:k_ + 1]) != (area[i:I, j:J, k_:k_ + 1] - np.float64(0.1))), phi[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153849024592_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153847899856_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0)))), (area[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area[i:I, j:J, k_:k_ + 1])
                
            mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1] = (flux[i:I, j:J, k_ - 1:k_] >= (np.float64(val) * np.float64(0.001)))
            void[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), void[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1], (void[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0))))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1], (void[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0)))), (np.float64(pe) - (HUGE_VAL[i:I, j:J, k_:k_ + 1] - w[i:I, j:J, k_:k_ + 1].astype(np.float64))), delp[i:I, j:J, k_:k_ + 1])
                void[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1], (void[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(pe)), np.float64(4.0)))), (void[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), void[i:I, j:J, k_:k_ + 1])
                
            mask_140153852479184_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1])), phi[i:I, j:J, k_:k_ + 1], mask_140153852479184_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153847595984_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153852479184_gen_0[i:I, j:J, k_:k_ + 1]), ((-(area[i:I, j:J, k_:k_ + 1])) == ufuncs.float64(np.float64(0.25))), mask_140153847595984_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153852479184_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153847595984_gen_0[i:I, j:J, k_:k_ + 1]), ((w[i:I, j:J, k_:k_ + 1].astype(np.float64) * delp[i:I, j:J, k_:k_ + 1]) * np.where((flux[i:I, j:J, k_ - 1:k_] <= (area[i:I, j:J, k_:k_ + 1] + np.float64(val))), np.float32(val), w[i:I, j:J, k_:k_ + 1]).astype(np.float64)), delp[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153849729744_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153852479184_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153847595984_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arccos(ufuncs.tanh(delp[i:I, j:J, k_:k_ + 1])) < ufuncs.abs(np.float64(10.0))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] = (flux[i:I, j:J, k_:k_ + 1] * np.float64(val))
            u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] = (void[i:I, j:J, k_:k_ + 1] - delp[i:I, j:J, k_ - 1:k_])
            mask_140153850892368_gen_0[i:I, j:J, k_:k_ + 1] = (var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850892368_gen_0[i:I, j:J, k_:k_ + 1], u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1], var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1])
            var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] = u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1]
            res[i:I, j:J, k_:k_ + 1] = ((var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) / ufuncs.arccos(ufuncs.tanh(u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1])))
            nj[i:I, j:J, k_:k_ + 1] = (np.where(((np.float64(0.5) * var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1]) < (np.float64(0.001) + u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1])), u__859_36_22_gen_0[i:I, j:J, k_:k_ + 1], var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1]) * (np.float64(0.001) - var__859_36_22_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = ((delp[i:I, j:J, k_:k_ + 1] * HUGE_VAL[i:I, j:J, k_:k_ + 1]) / (area[i:I, j:J, k_:k_ + 1] + delp[i:I, j:J, k_:k_ + 1]))
            var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1] = pe
            u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1] = w[i:I, j:J, k_:k_ + 1]
            mask_140153849747152_gen_0[i:I, j:J, k_:k_ + 1] = (var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0))
            var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849747152_gen_0[i:I, j:J, k_:k_ + 1], u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int32), var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1])
            var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1] = u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int32)
            vc[i:I, j:J, k_:k_ + 1] = ((var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) / ufuncs.arccos(ufuncs.tanh(u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.float64))
            fmin[i:I, j:J, k_:k_ + 1] = (np.where(((np.float64(0.5) * var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) < (np.float64(0.001) + u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))), u__859_39_23_gen_0[i:I, j:J, k_:k_ + 1], var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64) * (np.float64(0.001) - var__859_39_23_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            HUGE_VAL[i:i + 1, J - 1:J, k_:k_ + 1] = ((vc[i:i + 1, J - 1:J, k_:k_ + 1] - np.float64(pe)) / (np.float64(ufuncs.abs(val)) + np.float64(1.0)))
            nj[i:i + 1, J - 1:J, k_ + 1:k_ + 2] = ufuncs.float32(ufuncs.round(delp[i:i + 1, J - 1:J, k_ + 1:k_ + 2])).astype(np.float64)
            phi[i:i + 1, J - 1:J, k_:k_ + 1] = ((vc[i:i + 1, J - 1:J, k_ + 1:k_ + 2] / (np.float64(ufuncs.abs(val)) + np.float64(1.0))) > ufuncs.maximum(fmin[i:i + 1, J - 1:J, k_ + 1:k_ + 2], np.float64(1.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i + 1:i + 2, j + 2:J - 1, k_:k_ + 1] = ((fmin[i + 1:i + 2, j + 2:J - 1, k_ + 1:k_ + 2] - np.float64(0.25)) > flux[i + 1:i + 2, j + 2:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            nj[i:I, j:J, k_:k_ + 1] = np.float64(2.0)
            mask_140153849874832_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.25) + vc[i:I, j:J, k_:k_ + 1]) <= (res[i:I, j:J, k_:k_ + 1] + delp[i:I, j:J, k_ - 1:k_]))
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849874832_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.float64(nj[i:I, j:J, k_:k_ + 1]) < np.float64(3.5)), w[i:I, j:J, k_:k_ + 1].astype(np.float64), (k0[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64) / (np.float64(ufuncs.abs(val)) + np.float64(1.0)))), a_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153848623248_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849874832_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or((np.where(((w[i:I, j:J, k_:k_ + 1] * np.float32(pe)).astype(np.float64) < (area[i:I, j:J, k_:k_ + 1] - np.float64(0.1))), np.float64(2.0), fmin[i:I, j:J, k_:k_ + 1]) <= np.float64(ufuncs.float32(pe))), ((nj[i:I, j:J, k_:k_ + 1] + HUGE_VAL[i:I, j:J, k_:k_ + 1]) >= np.float64(pe))), mask_140153848623248_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849874832_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153848623248_gen_0[i:I, j:J, k_:k_ + 1]), val, b_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    