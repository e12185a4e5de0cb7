import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, x, area, asm, abort, c, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    asm = Field(asm, _origin_['asm'], (True, True, True))
    abort = Field(abort, _origin_['abort'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333773091728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    signed__a0f_27_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__a0f_27_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774335312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773083792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771889232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v__a0f_27_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            coef[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((coef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(c[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                qv[i:I, j:J, k_:k_ + 1] = np.where((coef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(c[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), np.bitwise_and((gz[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1] > c[i + 1:I + 1, j:J, k_:k_ + 1]), (np.int64(0) >= gz[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.int64))), qv[i:I, j:J, k_:k_ + 1])
                coef[i:I, j:J, k_:k_ + 1] = np.where((coef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(c[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (coef[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), coef[i:I, j:J, k_:k_ + 1])
                
            mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((ufuncs.floor(asm[i + 1:I + 1, j:J, k_:k_ + 1]) >= (c[i:I, j:J, lk + area].astype(np.float64) + abort[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2])), (c[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1] >= gz[i + 2:I + 2, j:J, k_:k_ + 1]))
            mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], (np.float64((x + area)) >= abort[i:I, j + 2:J + 2, k_:k_ + 1]), mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(abort[i:I, j:J, k_ + 1:k_ + 2], np.float64(0.0)) != gz[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), qv[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or((gz[i + 2:I + 2, j:J, k_:k_ + 1] >= gz[i:I, j:J, lk + area]), (gz[i:I, j:J, lk + area].astype(np.float64) <= asm[i:I, j:J, k_ + 1:k_ + 2])), qv[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.cos(ufuncs.float64(np.int64(7))) <= ufuncs.remainder(gz[i + 2:I + 2, j + 2:J + 2, k_ - 1:k_], c[i:I, j:J, k_ - 1:k_]).astype(np.float64)), qv[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1]))), area, zs[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333773091728_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(asm[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:I, j:J, k_:k_ + 1])
            v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_ + 1:k_ + 2], v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1])
            signed__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_ + 1:k_ + 2], signed__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333773083792_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], (v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140333773083792_gen_0[i:I, j:J, k_:k_ + 1])
            v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773083792_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(signed__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1], signed__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1]) - ufuncs.power(v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2))), v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], np.where((v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1] > signed__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1]), np.float64((-(np.int64(1)))), v__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cosh(ufuncs.tanh(RETURN_VALUE__a0f_27_45_gen_0[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_ + 1:k_ + 2] = np.where((np.bitwise_not(mask_140333771889232_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(True)), qv[i:I, j:J, k_ + 1:k_ + 2])
            qv[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.bitwise_not(((np.float64(0.25) + abort[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1]) == (zs[i:I, j:J, k_:k_ + 1] - area).astype(np.float64)))), (coef[i:I, j:J, k_:k_ + 1] <= np.float64(area)))
            mask_140333774335312_gen_0[i:I, j:J, k_:k_ + 1] = (coef[i:I, j:J, k_ + 1:k_ + 2] != abort[i:I, j + 1:J + 1, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774335312_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((zs[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + coef[i:I, j:J, k_ + 1:k_ + 2]) + gz[i - 2:I - 2, j - 1:J - 1, k_ - 1:k_].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774335312_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((zs[i:I, j:J, k_:k_ + 1].astype(np.float64) - ufuncs.abs(abort[i + 2:I + 2, j:J, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = qv[i:I, j:J, k_ - 1:k_]
            zs[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((abort[i:I, j:J, k_:k_ + 1] * zs[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(ufuncs.isnan(ufuncs.float64(gz[i:I, j:J, lk + area]))))
            qv[i:I, j:J, k_ - 1:k_] = np.bitwise_and((gz[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.int64) != area), bool(bool(True)))
            zs[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where(qv[i:I, j:J, k_ + 1:k_ + 2], coef[i:I, j:J, k_:k_ + 1], c[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)) * (gz[i + 2:I + 2, j:J, k_ + 1:k_ + 2].astype(np.float64) + asm[i:I, j:J, lk + area])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    