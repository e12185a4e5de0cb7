import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, vc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, False))
    
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153867284560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866716560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861790544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861213648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862648336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    exit_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153861571664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861705104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum__0e0_46_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs__0e0_46_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x__0e0_46_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_1_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153861213648_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.001) != y[i:I, j:J, k_ - 1:k_].astype(np.float64))
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861213648_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum((y[i:I, j:J, k_:k_ + 1] + np.int64(1)).astype(np.float64), ufuncs.power(ufuncs.abs(vc[i + 2:I + 2, j:J]), np.float64(0.5))), b_1_[i:I, j:J, k_:k_ + 1])
            it[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861213648_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum(np.float64(ufuncs.power(np.int64(0), np.int64(2))), np.where(((b_1_[i:I, j:J, k_:k_ + 1] + np.float64(0.25)) >= (vc[i + 1:I + 1, j + 2:J + 2].astype(np.float64) - b_1_[i:I, j:J, k_:k_ + 1])), b_1_[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_ - 1:k_].astype(np.float64))), it[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861213648_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((vc[i + 2:I + 2, j + 2:J + 2].astype(np.float64) != b_1_[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.power(np.int64(7), np.int64(2))), it[i:I, j:J, k_ + 1:k_ + 2]), (-(np.float64(100000.0)))), np.float64(100000.0))), y[i:I, j:J, k_:k_ + 1])
            mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1] = ((b_1_[i:I, j:J, k_:k_ + 1] * b_1_[i:I, j:J, k_:k_ + 1]) < np.float64(0.0))
            it[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1], ((y[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32) * vc[i:I, j - 2:J - 2]).astype(np.float64) / ufuncs.maximum(np.float64(0.5), vc[i:I, j + 2:J + 2].astype(np.float64))), it[i:I, j:J, k_:k_ + 1])
            it[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1], np.float64((-(np.int64(1)))), it[i:I, j:J, k_:k_ + 1])
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arctanh((ufuncs.tanh(ufuncs.power(vc[i + 1:I + 1, j - 1:J - 1], np.int64(2))).astype(np.float64) * np.float64(0.5))), buffers_ok[i:I, j:J, k_:k_ + 1])
            mask_140153861790544_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_and(((y[i:I, j:J, k_:k_ + 1].astype(np.float32) - vc[i:I, j - 2:J - 2]).astype(np.float64) > np.float64(10.0)), (np.where((ufuncs.trunc(vc[i - 1:I - 1, j:J]).astype(np.float64) > np.float64(0.25)), b_1_[i:I, j:J, k_ + 1:k_ + 2], b_1_[i:I, j:J, k_:k_ + 1]) < ufuncs.float64(b_1_[i:I, j:J, k_:k_ + 1]))), mask_140153861790544_gen_0[i:I, j:J, k_:k_ + 1])
            it[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153861790544_gen_0[i:I, j:J, k_:k_ + 1]), buffers_ok[i:I, j:J, k_:k_ + 1], it[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866716560_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153861790544_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cosh(ufuncs.tanh(buffers_ok[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), y[i:I, j:J, k_ + 1:k_ + 2])
            b_1_[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(y[i:I, j:J, k_:k_ + 1].astype(np.float64), buffers_ok[i:I, j:J, k_:k_ + 1]) * np.where(((np.float64(0.0) + it[i:I, j:J, k_:k_ + 1]) != (vc[i + 2:I + 2, j + 1:J + 1] * y[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64)), np.float64(np.int64(7)), it[i:I, j:J, k_:k_ + 1]))
            mask_140153867284560_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.arccosh((ufuncs.abs(buffers_ok[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.where(mask_140153867284560_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.log10((ufuncs.abs(ufuncs.float64(y[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))) * ufuncs.erf(np.float64(0.5))), buffers_ok[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153867284560_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(b_1_[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1]) - np.where((ufuncs.arcsin(ufuncs.tanh(buffers_ok[i:I, j:J, k_:k_ + 1])) >= buffers_ok[i:I, j:J, k_:k_ + 1]), it[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1].astype(np.float64))), b_1_[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area[i:I, j:J, k_:k_ + 1] = buffers_ok[i:I, j:J, k_:k_ + 1]
            mask_140153862648336_gen_0[i:I, j:J, k_:k_ + 1] = (y[i:I, j:J, k_:k_ + 1].astype(np.float64) > b_1_[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862648336_gen_0[i:I, j:J, k_:k_ + 1], vc[i + 1:I + 1, j:J].astype(np.float64), b_1_[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153862648336_gen_0[i:I, j:J, k_:k_ + 1])), ((-(buffers_ok[i:I, j:J, k_:k_ + 1])) - ufuncs.minimum(buffers_ok[i:I, j:J, k_ - 1:k_], b_1_[i:I, j:J, k_:k_ + 1])), b_1_[i:I, j:J, k_:k_ + 1])
            it[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153862648336_gen_0[i:I, j:J, k_:k_ + 1])), it[i:I, j:J, k_:k_ + 1], it[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area[i:I, j:J, k_:k_ + 1] = it[i:I, j:J, k_ + 1:k_ + 2]
            a_[i:I, j:J, k_:k_ + 1] = ((np.float32(np.int64(1)) * vc[i:I, j:J]) - ufuncs.arcsinh(vc[i:I, j + 1:J + 1]))
            exit_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((exit_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                area[i:I, j:J, k_:k_ + 1] = np.where((exit_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((it[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(buffers_ok[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) * (y[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + b_1_[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_:k_ + 1])
                flux[i:I, j:J, k_:k_ + 1] = np.where((exit_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), exit_gen_0[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1])
                exit_gen_0[i:I, j:J, k_:k_ + 1] = np.where((exit_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (exit_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), exit_gen_0[i:I, j:J, k_:k_ + 1])
                
            val[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                mask_140153861571664_gen_0[i:I, j:J, k_:k_ + 1] = np.where((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.bitwise_or(ufuncs.isnan(area[i:I, j:J, k_:k_ + 1]), (exit_gen_0[i:I, j:J, k_:k_ + 1] != buffers_ok[i:I, j:J, k_:k_ + 1])), mask_140153861571664_gen_0[i:I, j:J, k_:k_ + 1])
                it[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153861571664_gen_0[i:I, j:J, k_:k_ + 1]), ((-(flux[i:I, j:J, k_ + 1:k_ + 2])) * ufuncs.ceil(flux[i:I, j:J, k_:k_ + 1])), it[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153861571664_gen_0[i:I, j:J, k_:k_ + 1]), area[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153861571664_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sin(vc[i:I, j:J]).astype(np.float64), area[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where((val[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (val[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), val[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(it[i:I, j:J, k_ + 1:k_ + 2], area[i:I, j:J, k_:k_ + 1])
            zs__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] = (flux[i:I, j:J, k_:k_ + 1] + y[i:I, j:J, k_:k_ + 1].astype(np.float64))
            enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64((-(np.int64(1)))) - np.float64(0.5))
            mask_140153861705104_gen_0[i:I, j:J, k_:k_ + 1] = (enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861705104_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.log10((ufuncs.abs((enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] * enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1])
            zs__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.erfc(enum__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1]), zs__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = (zs__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1] / x__0e0_46_19_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok[i:I, j:J, k_:k_ + 1] = area[i:I, j:J, k_:k_ + 1]
            dz_gen_0[i:I, j:J, k_:k_ + 1] = ((vc[i - 2:I - 2, j - 1:J - 1] + np.float32(np.int64(2147483647))).astype(np.float64) * (buffers_ok[i:I, j:J, k_:k_ + 1] - np.float64(0.25)))
            v_gen_0[i:I, j:J, k_:k_ + 1] = ((flux[i:I, j:J, k_:k_ + 1] - a_[i:I, j:J, k_:k_ + 1].astype(np.float64)) == (val[i:I, j:J, k_:k_ + 1] * vc[i:I, j:J].astype(np.float64)))
            a_1_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.log10((ufuncs.abs(vc[i:I, j:J]).astype(np.float64) + np.float64(0.5)))), np.float64(0.5))
            # --- end horizontal block --

        # --- end vertical block ---
    