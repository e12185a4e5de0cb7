import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, auto, HUGE_VAL, static, out, isobar_tmp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    static = Field(static, _origin_['static'], (True, True, True))
    out = Field(out, _origin_['out'], (True, True, True))
    isobar_tmp = Field(isobar_tmp, _origin_['isobar_tmp'], (True, True, True))
    
    a_1 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333779628112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769595536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stderr_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q__77c_35_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 0

        a_1[i:I, j:J, k:K] = np.int64(3)
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333779628112_gen_0[i:I, j:J, k:K] = ((isobar_tmp[i:I, j:J, k + 1:K + 1] + isobar_tmp[i:I, j:J, k:K]) != (np.float32(np.int64(2)) / out[i:I, j:J, k - 1:K - 1].astype(np.float32)).astype(np.float64))
        pe[i:I, j:J, k:K] = np.where(mask_140333779628112_gen_0[i:I, j:J, k:K], isobar_tmp[i:I, j:J, k + 1:K + 1], pe[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(mask_140333779628112_gen_0[i:I, j:J, k:K], ((-(np.int64(1))) * (np.int64(3) - static[i:I, j - 2:J - 2, k + 1:K + 1].astype(np.int64))).astype(np.float64), pe[i:I, j:J, k:K])
        mask_140333769595536_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), bool(bool(True))), (out[i:I, j:J, k:K] > static[i - 1:I - 1, j:J, k:K]), mask_140333769595536_gen_0[i:I, j:J, k:K])
        extern_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), bool(bool(True))), mask_140333769595536_gen_0[i:I, j:J, k:K]), ((isobar_tmp[i:I, j:J, k:K] * isobar_tmp[i:I, j:J, k:K]) < (out[i:I, j:J, k:K].astype(np.float64) - pe[i:I, j:J, k:K])), extern_gen_0[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), bool(bool(True))), mask_140333769595536_gen_0[i:I, j:J, k:K]), ((np.float64(1.5) * np.float64(3.5)) + np.float64((-(np.int64(3))))), u[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), bool(bool(True))), (np.bitwise_not(mask_140333769595536_gen_0[i:I, j:J, k:K]))), HUGE_VAL[i:I, j:J, k:K].astype(np.float64), u[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), bool(bool(True))), (np.bitwise_not(mask_140333769595536_gen_0[i:I, j:J, k:K]))), auto, pe[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779628112_gen_0[i:I, j:J, k:K])), (np.bitwise_not(bool(bool(True))))), (np.float64((-(np.int64(0)))) / (np.float64(ufuncs.abs(ufuncs.float32(auto))) + np.float64(1.0))), b[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = ufuncs.minimum((auto / (ufuncs.abs(b[i:I, j:J, k:K]) + np.float64(1.0))), static[i:I, j:J, k + 1:K + 1].astype(np.float64))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 0

        a_1[i:I, j:J, k:K] = (np.int64(3) - a_1[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = (pe[i:I, j:J, k_:k_ + 1] * (a_1[i:I, j:J, k_:k_ + 1].astype(np.float64) - auto))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((auto < auto), auto, a_1[i:I, j:J, k_:k_ + 1].astype(np.float64))
            HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(isobar_tmp[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            stderr_gen_0[i:i + 2, j:j + 2, k_:k_ + 1] = ufuncs.cosh(ufuncs.tanh((HUGE_VAL[i:i + 2, j:j + 2, k_ - 1:k_].astype(np.float64) - b[i:i + 2, j:j + 2, k_:k_ + 1])))
            q__77c_35_20_gen_0[i:i + 2, j:j + 2, k_:k_ + 1] = ufuncs.power(np.int64(3), np.int64(2))
            const_gen_0[i:i + 2, j:j + 2, k_:k_ + 1] = q__77c_35_20_gen_0[i:i + 2, j:j + 2, k_:k_ + 1]
            u[i:I, j:J, k_:k_ + 1] = a_1[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)
            isobar_tmp[i:I, j:J, k_:k_ + 1] = (-(ufuncs.round(ufuncs.float64((-(np.int64(1)))))))
            # --- end horizontal block --

        # --- end vertical block ---
    