import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, out, zs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    out = Field(out, _origin_['out'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    
    inline = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153841973968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834819920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836050448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839240656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837949456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_s__cfc_13_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153834001360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831879120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ace_18_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s__cfc_28_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831840272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    kt__ace_18_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828257040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833078032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__cfc_28_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__cfc_13_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153831888528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830716304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832544400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typedef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    main_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831054224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typedef_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        zs[i:I, j:J, k:K] = ufuncs.cosh(ufuncs.tanh((np.float64(1.5) + dz[i:I, j:J, k:K].astype(np.float64))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153833078032_gen_0[i:I, j:J, k:K] = ((out[i + 2:I + 2, j - 2:J - 2, k:K] + zs[i:I, j:J, k:K]) != ufuncs.float32(dz[i:I, j:J, k:K]).astype(np.float64))
        inline[i:I, j:J, k:K] = np.where(mask_140153833078032_gen_0[i:I, j:J, k:K], np.float64(0.0), inline[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0))))):
            x_s__cfc_13_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), dz[i:I, j:J, k:K], x_s__cfc_13_45_gen_0[i:I, j:J, k:K])
            mask_140153834819920_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), (x_s__cfc_13_45_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140153834819920_gen_0[i:I, j:J, k:K])
            x_s__cfc_13_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), mask_140153834819920_gen_0[i:I, j:J, k:K]), (x_s__cfc_13_45_gen_0[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs((np.float64(np.int64(2)) / (ufuncs.abs(x_s__cfc_13_45_gen_0[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0))).astype(np.int64), x_s__cfc_13_45_gen_0[i:I, j:J, k:K])
            x_s__cfc_13_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), (np.bitwise_not(mask_140153834819920_gen_0[i:I, j:J, k:K]))), x_s__cfc_13_45_gen_0[i:I, j:J, k:K], x_s__cfc_13_45_gen_0[i:I, j:J, k:K])
            mask_140153831840272_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), (x_s__cfc_13_45_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140153831840272_gen_0[i:I, j:J, k:K])
            x_s__cfc_13_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), mask_140153831840272_gen_0[i:I, j:J, k:K]), ufuncs.remainder(x_s__cfc_13_45_gen_0[i:I, j:J, k:K], x_s__cfc_13_45_gen_0[i:I, j:J, k:K]), x_s__cfc_13_45_gen_0[i:I, j:J, k:K])
            RETURN_VALUE__cfc_13_45_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), ufuncs.remainder((x_s__cfc_13_45_gen_0[i:I, j:J, k:K] * x_s__cfc_13_45_gen_0[i:I, j:J, k:K]), (x_s__cfc_13_45_gen_0[i:I, j:J, k:K] - x_s__cfc_13_45_gen_0[i:I, j:J, k:K])), RETURN_VALUE__cfc_13_45_gen_0[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), ((out[i:I, j:J, k:K] * zs[i:I, j:J, k:K]) * RETURN_VALUE__cfc_13_45_gen_0[i:I, j:J, k:K].astype(np.float64)), zs[i:I, j:J, k:K])
            inline[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], (inline[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(out[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]), np.float64(4.0)))), (inline[i:I, j:J, k:K] + np.float64(1.0)), inline[i:I, j:J, k:K])
            
        dz[i:I, j:J, k:K] = np.where(mask_140153833078032_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(inline[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k:K])
        mask_140153841973968_gen_0[i:I, j:J, k:K] = np.where(mask_140153833078032_gen_0[i:I, j:J, k:K], ((out[i + 1:I + 1, j - 2:J - 2, k:K] * inline[i:I, j:J, k:K]) != np.float64(0.5)), mask_140153841973968_gen_0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), np.float64(0.25), zs[i:I, j:J, k:K])
        kt__ace_18_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), np.float64(2.0), kt__ace_18_25_gen_0[i:I, j:J, k:K])
        mask_140153837949456_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), (kt__ace_18_25_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140153837949456_gen_0[i:I, j:J, k:K])
        kt__ace_18_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), mask_140153837949456_gen_0[i:I, j:J, k:K]), ((np.float64(np.int64(1)) - kt__ace_18_25_gen_0[i:I, j:J, k:K]) / (ufuncs.abs(np.where((ufuncs.power(kt__ace_18_25_gen_0[i:I, j:J, k:K], np.int64(2)) != ufuncs.int64(ufuncs.minimum(ufuncs.maximum(kt__ace_18_25_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), kt__ace_18_25_gen_0[i:I, j:J, k:K], kt__ace_18_25_gen_0[i:I, j:J, k:K])) + np.float64(1.0))), kt__ace_18_25_gen_0[i:I, j:J, k:K])
        kt__ace_18_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), kt__ace_18_25_gen_0[i:I, j:J, k:K], kt__ace_18_25_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__ace_18_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), ((kt__ace_18_25_gen_0[i:I, j:J, k:K] + kt__ace_18_25_gen_0[i:I, j:J, k:K]) + (kt__ace_18_25_gen_0[i:I, j:J, k:K] - np.float64(0.5))), RETURN_VALUE__ace_18_25_gen_0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153833078032_gen_0[i:I, j:J, k:K], mask_140153841973968_gen_0[i:I, j:J, k:K]), (RETURN_VALUE__ace_18_25_gen_0[i:I, j:J, k:K] + (inline[i:I, j:J, k:K] - dz[i:I, j:J, k:K].astype(np.float64))), zs[i:I, j:J, k:K])
        mask_140153834001360_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153833078032_gen_0[i:I, j:J, k:K])), (np.float64(1.0) != zs[i:I, j:J, k:K]), mask_140153834001360_gen_0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833078032_gen_0[i:I, j:J, k:K])), mask_140153834001360_gen_0[i:I, j:J, k:K]), ((dz[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(inline[i:I, j:J, k:K]) + np.float64(1.0))) * inline[i:I, j:J, k:K]), zs[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833078032_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153834001360_gen_0[i:I, j:J, k:K]))), (ufuncs.log10((ufuncs.abs(zs[i:I, j:J, k:K]) + np.float64(0.5))) + inline[i:I, j:J, k:K]), cp[i:I, j:J, k:K])
        mask_140153836050448_gen_0[I - 1:I, j + 1:J, k:K] = (ufuncs.arctan(zs[I - 1:I, j + 1:J, k:K]) <= ufuncs.float32(inline[I - 1:I, j + 1:J, k:K]).astype(np.float64))
        dz[I - 1:I, j + 1:J, k:K] = np.where(mask_140153836050448_gen_0[I - 1:I, j + 1:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where((np.where((out[I - 1:I, j + 1:J, k:K] == ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(np.int64(2))))), np.float64(10.0), out[I - 1:I, j + 1:J, k - 1:K - 1]) > (-(cp[I - 1:I, j + 1:J, k:K]))), dz[I - 1:I, j + 1:J, k:K].astype(np.float64), cp[I - 1:I, j + 1:J, k:K]) + ufuncs.power(dz[I - 1:I, j + 1:J, k:K], np.int64(2)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[I - 1:I, j + 1:J, k:K])
        mask_140153839240656_gen_0[I - 1:I, j + 1:J, k:K] = np.where((np.bitwise_not(mask_140153836050448_gen_0[I - 1:I, j + 1:J, k:K])), (inline[I - 1:I, j + 1:J, k:K] < inline[I - 1:I, j + 1:J, k:K]), mask_140153839240656_gen_0[I - 1:I, j + 1:J, k:K])
        dz[I - 1:I, j + 1:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836050448_gen_0[I - 1:I, j + 1:J, k:K])), mask_140153839240656_gen_0[I - 1:I, j + 1:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(1.0) + ufuncs.float32(cp[I - 1:I, j + 1:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[I - 1:I, j + 1:J, k:K])
        x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] = (cp[I - 1:I, j + 1:J, k:K] - cp[I - 1:I, j + 1:J, k:K])
        mask_140153828257040_gen_0[I - 1:I, j + 1:J, k:K] = (x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] > np.float64(1.0))
        x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] = np.where(mask_140153828257040_gen_0[I - 1:I, j + 1:J, k:K], (x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] / (ufuncs.abs((np.float64(np.int64(2)) / (ufuncs.abs(x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K]) + np.float64(1.0)))) + np.float64(1.0))), x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K])
        x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] = np.where((np.bitwise_not(mask_140153828257040_gen_0[I - 1:I, j + 1:J, k:K])), x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K], x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K])
        mask_140153831879120_gen_0[I - 1:I, j + 1:J, k:K] = (x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] > np.float64(1.0))
        x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] = np.where(mask_140153831879120_gen_0[I - 1:I, j + 1:J, k:K], ufuncs.remainder(x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K], x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K]), x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K])
        RETURN_VALUE__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] = ufuncs.remainder((x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] * x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K]), (x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K] - x_s__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K]))
        dz[I - 1:I, j + 1:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__cfc_28_35_gen_0[I - 1:I, j + 1:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        cp[I - 1:I, j + 1:J, k:K] = out[I - 3:I - 2, j:J - 1, k - 1:K - 1]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        zs[i:I, j:J, k:K] = ((out[i + 2:I + 2, j + 1:J + 1, k - 1:K - 1] * zs[i:I, j:J, k:K]) * ufuncs.cos(inline[i:I, j:J, k:K]))
        mask_140153831888528_gen_0[i:I, j:J, k:K] = (dz[i:I, j:J, k:K].astype(np.float64) == ufuncs.maximum(out[i + 1:I + 1, j:J, k + 1:K + 1], dz[i:I, j:J, k:K].astype(np.float64)))
        cp[i:I, j:J, k:K] = np.where(mask_140153831888528_gen_0[i:I, j:J, k:K], (ufuncs.power(ufuncs.abs(out[i - 2:I - 2, j:J, k + 1:K + 1]), np.float64(0.5)) * ufuncs.float64(np.int64(1))), cp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(mask_140153831888528_gen_0[i:I, j:J, k:K], np.where((ufuncs.tan(ufuncs.tanh(cp[i:I, j:J, k:K])) > dz[i:I, j:J, k:K].astype(np.float64)), ufuncs.float64(zs[i:I, j:J, k:K]), zs[i:I, j:J, k:K]), cp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(mask_140153831888528_gen_0[i:I, j:J, k:K], ufuncs.minimum(ufuncs.minimum(inline[i:I, j:J, k:K], cp[i:I, j:J, k:K]), ufuncs.maximum(cp[i:I, j:J, k:K], cp[i:I, j:J, k:K])), cp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(inline[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + zs[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            typedef_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder((zs[i:I, j:J, k_:k_ + 1] + inline[i:I, j:J, k_:k_ + 1]), np.float64(np.int64(2)))
            mask_140153830716304_gen_0[i:I, j:J, k_:k_ + 1] = ((dz[i:I, j:J, k_ - 1:k_].astype(np.float64) * typedef_gen_0[i:I, j:J, k_:k_ + 1]) <= out[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830716304_gen_0[i:I, j:J, k_:k_ + 1], zs[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
            mask_140153832544400_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153830716304_gen_0[i:I, j:J, k_:k_ + 1])), (zs[i:I, j:J, k_:k_ + 1] == delp[i:I, j:J, k_:k_ + 1]), mask_140153832544400_gen_0[i:I, j:J, k_:k_ + 1])
            typedef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153830716304_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832544400_gen_0[i:I, j:J, k_:k_ + 1]), ((cp[i:I, j:J, k_:k_ + 1] + np.float64(1.5)) * np.float64(0.5)), typedef_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            typedef_gen_1[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.minimum(delp[i:I, j:J, k_:k_ + 1], dz[i:I, j:J, k_:k_ + 1].astype(np.float64))))
            s_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0)))):
                mask_140153831054224_gen_0[i:I, j:J, k_:k_ + 1] = np.where((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), np.bitwise_and((np.bitwise_not(((cp[i:I, j:J, k_:k_ + 1] - delp[i:I, j:J, k_:k_ + 1]) >= (typedef_gen_1[i:I, j:J, k_:k_ + 1] + cp[i:I, j:J, k_:k_ + 1])))), (delp[i:I, j:J, k_ - 1:k_] != (inline[i:I, j:J, k_:k_ + 1] + cp[i:I, j:J, k_:k_ + 1]))), mask_140153831054224_gen_0[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153831054224_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(cp[i:I, j:J, k_ - 1:k_], ufuncs.sqrt(ufuncs.abs(np.float64(0.1)))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
                main_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153831054224_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.log((ufuncs.abs((out[i:I, j - 1:J - 1, k_:k_ + 1] - s_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), main_gen_0[i:I, j:J, k_:k_ + 1])
                typedef_gen_1[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153831054224_gen_0[i:I, j:J, k_:k_ + 1]), out[i + 2:I + 2, j:J, k_:k_ + 1], typedef_gen_1[i:I, j:J, k_:k_ + 1])
                s_gen_0[i:I, j:J, k_:k_ + 1] = np.where((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(out[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), (s_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), s_gen_0[i:I, j:J, k_:k_ + 1])
                
            main_gen_0[i:I, j:J, k_:k_ + 1] = typedef_gen_1[i:I, j:J, k_:k_ + 1]
            main_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(np.int64(3))
            # --- end horizontal block --

        # --- end vertical block ---
    