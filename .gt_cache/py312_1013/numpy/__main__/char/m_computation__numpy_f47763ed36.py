import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, register, x, tend, val, int32_t, fabs, short, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    register = Field(register, _origin_['register'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, False))
    short = Field(short, _origin_['short'], (True, True, True))
    
    HUGE_VAL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stride = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    i0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.int32, (1, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829103504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831664464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833461200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829111184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828176144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828325008_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828097360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    M_PI_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmax_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826711248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828300880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    asm_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            HUGE_VAL[i:I, j:J, k_:k_ + 1] = ufuncs.float64(register[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(int32_t, np.where(int32_t, np.float64(np.int64(1)), register[i - 2:I - 2, j:J, k_:k_ + 1]), np.float64(np.int64(1)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1] = ((register[i:I, j + 2:J + 2, k_:k_ + 1] / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0))) != np.float64(ufuncs.power(np.int64(1), np.int64(2))))
            mask_140153829103504_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((area[i:I, j:J, k_ - 1:k_] >= area[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_ - 1:k_] <= tend[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64))), mask_140153829103504_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1], mask_140153829103504_gen_0[i:I, j:J, k_:k_ + 1]), (HUGE_VAL[i:I, j:J, k_:k_ + 1] - np.float64(ufuncs.abs(np.int64(2)))), delp[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1], mask_140153829103504_gen_0[i:I, j:J, k_:k_ + 1]), np.where(ufuncs.isnan(val[i:I, j:J, k_:k_ + 1]), (stride[i:I, j:J, k_:k_ + 1] - fabs[i:I, j:J]), np.where(((stride[i:I, j:J, k_:k_ + 1] - val[i:I, j:J, k_:k_ + 1]) != ufuncs.erfc(HUGE_VAL[i:I, j:J, k_:k_ + 1])), stride[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_:k_ + 1])), kt[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.arccosh((ufuncs.abs(ufuncs.float64(tend[i:I, j:J, k_ + 1:k_ + 2])) + np.float64(1.0))) / (ufuncs.abs(ufuncs.remainder(fabs[i - 1:I - 1, j + 2:J + 2], tend[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64))) + np.float64(1.0))), area[i:I, j:J, k_:k_ + 1])
            mask_140153829111184_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1])), (fabs[i + 2:I + 2, j + 2:J + 2] < (fabs[i:I, j + 2:J + 2] + HUGE_VAL[i:I, j:J, k_:k_ + 1])), mask_140153829111184_gen_0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153829111184_gen_0[i:I, j:J, k_:k_ + 1]), x[i:I, j:J, k_:k_ + 1], val[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153829111184_gen_0[i:I, j:J, k_:k_ + 1]), np.where((HUGE_VAL[i:I, j:J, k_:k_ + 1] != tend[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64)), fabs[i + 1:I + 1, j + 1:J + 1], (stride[i:I, j:J, k_:k_ + 1] - delp[i:I, j:J, k_:k_ + 1])), c[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831664464_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153829111184_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.sqrt(ufuncs.abs(np.where(int32_t, register[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1], HUGE_VAL[i:I, j:J, k_:k_ + 1]))), c[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = (-((np.float64(np.int64(1)) + register[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 1

            rho[I - 2:I - 1, j + 1:J, k_:k_ + 1] = ufuncs.int32((np.int64(1) + np.int64(1)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J - 1, k_:k_ + 1] = stride[i:I, j:J - 1, k_:k_ + 1]
            b[i:I, j:J - 1, k_:k_ + 1] = ufuncs.arccosh((ufuncs.abs((np.float64(0.0) - np.float64(2.0))) + np.float64(1.0)))
            delp[i:I, j:J - 1, k_:k_ + 1] = ((HUGE_VAL[i:I, j:J - 1, k_ + 1:k_ + 2] * c[i:I, j:J - 1, k_:k_ + 1]) * np.where(int32_t, rho[i:I, j:J - 1, k_ + 1:k_ + 2].astype(np.float64), stride[i:I, j:J - 1, k_ - 1:k_]))
            mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1] = ((b[i:I, j:J, k_:k_ + 1] + fabs[i + 2:I + 2, j:J]) > np.float64(10.0))
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((register[i:I, j - 1:J - 1, k_:k_ + 1] / (ufuncs.abs(kt[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) == (delp[i:I, j:J, k_ - 1:k_] + area[i:I, j:J, k_:k_ + 1])), np.float64(0.5), rho[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64)) * (b[i:I, j:J, k_ + 1:k_ + 2] + c[i:I, j:J, k_ + 1:k_ + 2])), c[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1], int32_t), (-((val[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(val[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))), i0[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1], int32_t), np.float64(2.0), i0[i:I, j:J, k_:k_ + 1])
            isobar_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(int32_t))), np.bitwise_or((stride[i:I, j:J, k_ + 1:k_ + 2] == x[i:I, j:J, k_:k_ + 1]), (register[i - 2:I - 2, j:J, k_:k_ + 1] <= i0[i:I, j:J, k_:k_ + 1])), isobar_gen_0[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1])), (register[i:I, j - 1:J - 1, k_ + 1:k_ + 2] - np.float64(ufuncs.remainder(np.int64(1), np.int64(1)))), b[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), phi[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))))):
                kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))), (c[i:I, j:J, k_ + 1:k_ + 2] * area[i:I, j:J, k_:k_ + 1]), kt[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153828176144_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))), (phi[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(stride[i:I, j:J, k_:k_ + 1], fabs[i + 2:I + 2, j + 2:J + 2]) / (ufuncs.abs((i0[i:I, j:J, k_ + 1:k_ + 2] * x[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            vc[i:I, j:J, k_:k_ + 1] = ((register[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1] * b[i:I, j:J, k_:k_ + 1]) * ufuncs.power(stride[i:I, j:J, k_:k_ + 1], np.int64(2)))
            vc[i:I, j:J, k_:k_ + 1] = ((val[i:I, j:J, k_ + 1:k_ + 2] / (np.float64(ufuncs.abs(np.int64(1))) + np.float64(1.0))) + ufuncs.remainder(np.float64(3.5), np.float64(0.001)))
            c[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(ufuncs.float64(np.int64(1))), kt[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(ufuncs.float64(np.int64(1))), ufuncs.float64(ufuncs.log((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))), a[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(ufuncs.float64(np.int64(1))), (val[i:I, j:J, k_ - 1:k_] + (np.float64(np.int64(1)) * HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2])), b[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(ufuncs.isinf(ufuncs.float64(np.int64(1))))), vc[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.tan(ufuncs.tanh(kt[i:I, j:J, k_:k_ + 1])) <= (-(vc[i:I, j:J, k_ + 1:k_ + 2])))
            mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(((vc[i:I, j:J, k_:k_ + 1] * phi[i:I, j:J, k_:k_ + 1]) <= (rho[i:I, j:J, k_:k_ + 1].astype(np.float64) + register[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1])), (c[i:I, j:J, k_ + 1:k_ + 2] < ufuncs.int64(tend[i:I, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64))), mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(int32_t, a[i:I, j:J, k_:k_ + 1], x[i:I, j:J, k_:k_ + 1]) - stride[i:I, j:J, k_ + 1:k_ + 2]), x[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.25), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1]))), ((val[i:I, j:J, k_:k_ + 1] + tend[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(ufuncs.maximum(a[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), vc[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153828097360_gen_0[i:I, j:J, k_:k_ + 1]))), (val[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs(np.where((np.where((np.float64(ufuncs.int32(np.int64(7))) < fabs[i + 1:I + 1, j:J]), x[i:I, j:J, k_:k_ + 1], np.float64(3.5)) >= HUGE_VAL[i:I, j:J, k_:k_ + 1]), stride[i:I, j:J, k_:k_ + 1], fabs[i - 1:I - 1, j + 2:J + 2])) + np.float64(1.0))), val[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1], (register[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1] - (val[i:I, j:J, k_:k_ + 1] * fabs[i:I, j:J])), pe_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828325008_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum((fabs[i:I, j:J] + np.float64(0.0)), ufuncs.remainder(tend[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64), a[i:I, j:J, k_ + 1:k_ + 2])), x[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.log((ufuncs.abs(ufuncs.float64(np.int64(7))) + np.float64(0.5))) > (c[i:I, j:J, k_:k_ + 1] + np.float64(0.1)))
            M_PI_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1], int32_t, M_PI_gen_0[i:I, j:J, k_:k_ + 1])
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), q_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1], (q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(register[i:I, j:J, lk + ((short[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))]), np.float64(4.0))))):
                asm_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1], (q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(register[i:I, j:J, lk + ((short[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))]), np.float64(4.0)))), ufuncs.float64((fabs[i:I, j + 1:J + 1] + b[i:I, j:J, k_:k_ + 1])), asm_gen_0[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153826711248_gen_0[i:I, j:J, k_:k_ + 1], (q_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(register[i:I, j:J, lk + ((short[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))]), np.float64(4.0)))), (q_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), q_gen_0[i:I, j:J, k_:k_ + 1])
                
            vc[i:I, j:J, k_:k_ + 1] = ((kt[i:I, j:J, k_:k_ + 1] - kt[i:I, j:J, k_ - 1:k_]) + (phi[i:I, j:J, k_:k_ + 1] - HUGE_VAL[i:I, j:J, k_:k_ + 1]))
            mask_140153828300880_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0)))) != ufuncs.maximum(a[i:I, j:J, k_:k_ + 1], np.float64(np.int64(1))))
            fmax_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828300880_gen_0[i:I, j:J, k_:k_ + 1], ((rho[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - np.float64(2.0)) * (q_gen_0[i:I, j:J, k_:k_ + 1] + i0[i:I, j:J, k_:k_ + 1])), fmax_gen_0[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = ufuncs.cos(ufuncs.abs(stride[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    