import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, M_PI, w, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    w = Field(w, _origin_['w'], (True, True, False))
    v = Field(v, _origin_['v'], (True, True, True))
    
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    asm = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nk = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333774761552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772639888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772642128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773750992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772919056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773142096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777841488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    size_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772699856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = np.where((ufuncs.float64(M_PI) > np.float64(10.0)), ufuncs.arcsin(ufuncs.tanh(v[i:I, j:J, k_ + 1:k_ + 2])), v[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((ufuncs.float64(M_PI) > np.float64(10.0)))), (np.float64(M_PI) == np.float64(10.0))), (ufuncs.remainder(np.float64(M_PI), v[i:I, j:J, k_:k_ + 1]) + (v[i:I, j:J, k_ - 1:k_] + np.float64(M_PI))), v[i:I, j:J, k_:k_ + 1])
            mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(v[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) >= np.float64(ufuncs.int32(M_PI)))
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), area[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(M_PI)), np.float64(4.0))))):
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(M_PI)), np.float64(4.0)))), ufuncs.maximum((area[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0))), np.float64(M_PI)), v[i:I, j:J, k_:k_ + 1])
                asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(M_PI)), np.float64(4.0)))), (area[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(ufuncs.abs(area[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), asm[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(M_PI)), np.float64(4.0)))), (area[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area[i:I, j:J, k_:k_ + 1])
                
            mask_140333774761552_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], w[i - 1:I - 1, j - 2:J - 2], mask_140333774761552_gen_0[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774761552_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] * np.where((np.float64(0.25) >= np.where((area[i:I, j:J, k_:k_ + 1] == ufuncs.sinh(ufuncs.tanh(v[i:I, j:J, k_ + 1:k_ + 2]))), np.float64(3.5), asm[i:I, j:J, k_:k_ + 1])), np.float64(1.0), asm[i:I, j:J, k_:k_ + 1])), uint8_t[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774761552_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.remainder(np.float64(M_PI), area[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), uint8_t[i:I, j:J, k_:k_ + 1])
            isobar[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774761552_gen_0[i:I, j:J, k_:k_ + 1]), asm[i:I, j:J, k_:k_ + 1], isobar[i:I, j:J, k_:k_ + 1])
            isobar[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1], np.where((asm[i:I, j:J, k_:k_ + 1] >= np.float64(1.0)), np.float64(ufuncs.abs(M_PI)), np.float64(1.5)), isobar[i:I, j:J, k_:k_ + 1])
            mask_140333773750992_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1])), ((np.float64(M_PI) + np.float64(0.1)) == (np.float64(M_PI) * asm[i:I, j:J, k_:k_ + 1])), mask_140333773750992_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773750992_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(v[i:I, j:J, k_:k_ + 1], np.float64(np.int64(1))), a[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772639888_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333773750992_gen_0[i:I, j:J, k_:k_ + 1]))), ((v[i:I, j:J, k_:k_ + 1] + np.float64(M_PI)) * ufuncs.sqrt(ufuncs.abs(ufuncs.float64(M_PI)))), b[i:I, j:J, k_:k_ + 1])
            mask_140333772642128_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((np.float64(M_PI) > (uint8_t[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(a[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))))), np.bitwise_and((np.where((np.float64(ufuncs.abs((-(np.int64(1))))) < uint8_t[i:I, j:J, k_:k_ + 1]), area[i:I, j:J, k_:k_ + 1], np.float64(1.0)) <= ufuncs.minimum(asm[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_:k_ + 1])), (a[i:I, j:J, k_:k_ + 1] > (area[i:I, j:J, k_:k_ + 1] + v[i:I, j:J, k_ + 1:k_ + 2]))))
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772642128_gen_0[i:I, j:J, k_:k_ + 1], ((isobar[i:I, j:J, k_:k_ + 1] + area[i:I, j:J, k_:k_ + 1]) > np.float64(np.int64(3))), ua[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772642128_gen_0[i:I, j:J, k_:k_ + 1], ((a[i:I, j:J, k_:k_ + 1] / np.float64(1.0)) + asm[i:I, j:J, k_:k_ + 1]), asm[i:I, j:J, k_:k_ + 1])
            nk[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772642128_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(a[i:I, j:J, k_:k_ + 1], np.int64(2)) - (-(area[i:I, j:J, k_:k_ + 1]))), nk[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772642128_gen_0[i:I, j:J, k_:k_ + 1])), v[i:I, j:J, k_:k_ + 1], asm[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(asm[i:I, j:J, k_:k_ + 1]) != ufuncs.power(b[i:I, j:J, k_:k_ + 1], np.int64(2)))
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1], ((b[i:I, j:J, k_:k_ + 1] - nk[i:I, j:J, k_:k_ + 1]) * (isobar[i:I, j:J, k_:k_ + 1] * np.float64(M_PI))), uint8_t[i:I, j:J, k_:k_ + 1])
            mask_140333777841488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((isobar[i:I, j:J, k_:k_ + 1] <= b[i:I, j:J, k_:k_ + 1]))), mask_140333777841488_gen_0[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777841488_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.round(b[i:I, j:J, k_:k_ + 1]) - (nk[i:I, j:J, k_:k_ + 1] - np.float64(M_PI))), uint8_t[i:I, j:J, k_:k_ + 1])
            ni[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777841488_gen_0[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1], ni[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float64(uint8_t[i:I, j:J, k_ + 1:k_ + 2]), b[i:I, j:J, k_:k_ + 1])
            mask_140333772919056_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1])), ua[i:I, j:J, k_:k_ + 1], mask_140333772919056_gen_0[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333773142096_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333772919056_gen_0[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1], b[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x_s[i:I, j:J, k_:k_ + 1] = (asm[i:I, j:J, k_:k_ + 1] - (area[i:I, j:J, k_:k_ + 1] / v[i:I, j:J, k_:k_ + 1]))
            ni[i:I, j:J, k_:k_ + 1] = v[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            asm[i:I, j:J, k_:k_ + 1] = ((isobar[i:I, j:J, k_ + 1:k_ + 2] - ni[i:I, j:J, k_:k_ + 1]) - (b[i:I, j:J, k_:k_ + 1] / b[i:I, j:J, k_:k_ + 1]))
            delp[i:I, j:J, k_:k_ + 1] = ((M_PI + M_PI) - (np.int64(1000003) + M_PI))
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not((np.float64(M_PI) == a[i:I, j:J, k_:k_ + 1]))), dz_gen_0[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (nk[i:I, j:J, k_ + 1:k_ + 2] >= (asm[i:I, j:J, k_:k_ + 1] + np.float64(10.0))), ua[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1] = ua[i:I, j:J, k_:k_ + 1]
            isobar[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_and(ua[i:I, j:J, k_:k_ + 1], ((np.float64(M_PI) * asm[i:I, j:J, k_ - 1:k_]) >= x_s[i:I, j:J, k_:k_ + 1])), ufuncs.float64(a[i:I, j:J, k_ - 1:k_]), (-(ni[i:I, j:J, k_:k_ + 1]))), isobar[i:I, j:J, k_:k_ + 1])
            size_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1], w[i + 2:I + 2, j:J], size_t_gen_0[i:I, j:J, k_:k_ + 1])
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1], b[i:I, j:J, k_:k_ + 1], x_gen_0[i:I, j:J, k_:k_ + 1])
            size_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1])), ua[i:I, j:J, k_:k_ + 1], size_t_gen_0[i:I, j:J, k_:k_ + 1])
            isobar[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772699856_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(ufuncs.int32(np.int64(1))) + (delp[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), isobar[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    