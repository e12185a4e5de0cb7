import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, register, phi, gz, area, case, NULL, pt, stdout, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    register = Field(register, _origin_['register'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    case = Field(case, _origin_['case'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    
    int64_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    char = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    inline = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771657360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775452240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typedef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773155216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773153808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775731344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777581456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            register[i:I, j:J, k_:k_ + 1] = register[i:I, j:J, k_:k_ + 1]
            mask_140333771657360_gen_0[i:I, j:J, k_:k_ + 1] = ((case[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) - stdout[i + 2:I + 2, j:J, k_ + 1:k_ + 2]) > stdout[i:I, j - 2:J - 2, k_:k_ + 1])
            gz[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140333771657360_gen_0[i:I, j:J, k_:k_ + 1], np.where(((register[i:I, j:J, k_:k_ + 1].astype(np.float64) * NULL) > np.float64((phi + np.int64(0)))), case[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64), (area[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - gz[i:I, j:J, k_ + 1:k_ + 2])), gz[i:I, j:J, k_ + 1:k_ + 2])
            int64_t[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((int64_t[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(case[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                w[i:I, j:J, k_:k_ + 1] = np.where((int64_t[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(case[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(np.int64(0)))) / (ufuncs.abs(area[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), w[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where((int64_t[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(case[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), np.float64(phi), gz[i:I, j:J, k_:k_ + 1])
                int64_t[i:I, j:J, k_:k_ + 1] = np.where((int64_t[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(case[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (int64_t[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), int64_t[i:I, j:J, k_:k_ + 1])
                
            register[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.bitwise_not(((register[i:I, j:J, k_:k_ + 1].astype(np.float64) + gz[i:I, j:J, k_:k_ + 1]) <= ufuncs.float64(area[i - 2:I - 2, j:J, k_ - 1:k_])))), w[i:I, j:J, k_:k_ + 1], NULL), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = stdout[i:I, j + 1:J + 1, k_:k_ + 1]
            w[i:I, J - 1:J, k_:k_ + 1] = w[i:I, J - 1:J, k_:k_ + 1]
            val[i:I, J - 1:J, k_:k_ + 1] = ufuncs.round_away_from_zero(stdout[i:I, J - 1:J, k_:k_ + 1])
            mask_140333775452240_gen_0[i:I, j:J, k_:k_ + 1] = (stdout[i:I, j:J, k_ - 1:k_] < stdout[i + 1:I + 1, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775452240_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder((np.float64(np.int64(0)) * stdout[i:I, j:J, lk + ((phi + np.int64(1)) - np.int64(1))]), (NULL * np.float64(phi))), cp[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333775452240_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.minimum(np.float64(3.5), val[i:I, j:J, k_:k_ + 1]), gz[i:I, j:J, k_:k_ + 1])
            sqrtf[i:I, j:J, k_:k_ + 1] = gz[i:I, j:J, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((u[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i + 2:I + 2, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                typedef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((u[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i + 2:I + 2, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), val[i:I, j:J, k_ + 1:k_ + 2], typedef_gen_0[i:I, j:J, k_:k_ + 1])
                u[i:I, j:J, k_:k_ + 1] = np.where((u[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(area[i + 2:I + 2, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (u[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u[i:I, j:J, k_:k_ + 1])
                
            pe[i:I, j:J, k_:k_ + 1] = ua[i:I, j:J, k_:k_ + 1]
            char[i:I, j:J, k_:k_ + 1] = (-(ufuncs.power(area[i + 2:I + 2, j:J, k_ + 1:k_ + 2], np.int64(2))))
            a[i:i + 2, j + 3:J, k_:k_ + 1] = pt[i:i + 2, j + 3:J, lk + phi]
            a[i:I, j:j + 2, k_:k_ + 1] = pt[i:I, j:j + 2, lk + phi]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333773155216_gen_0[i:I, j:J, k:K] = ((u[i:I, j:J, k:K] - np.float64(0.0)) == (ua[i:I, j:J, k:K] / pe[i:I, j:J, k:K]))
        mask_140333773153808_gen_0[i:I, j:J, k:K] = np.where(mask_140333773155216_gen_0[i:I, j:J, k:K], (ufuncs.power(register[i:I, j:J, k + 1:K + 1], np.int64(2)).astype(np.float32) < case[i:I, j:J, k:K]), mask_140333773153808_gen_0[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333773155216_gen_0[i:I, j:J, k:K], mask_140333773153808_gen_0[i:I, j:J, k:K]), (-((char[i:I, j:J, k:K].astype(np.float64) * w[i:I, j:J, k:K]))), gz[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333773155216_gen_0[i:I, j:J, k:K], mask_140333773153808_gen_0[i:I, j:J, k:K]), ufuncs.maximum((char[i:I, j:J, k + 1:K + 1].astype(np.float64) / (ufuncs.abs(cp[i:I, j:J, k:K]) + np.float64(1.0))), (val[i:I, j:J, k:K] * np.float64(np.int64(0)))), gz[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333773155216_gen_0[i:I, j:J, k:K], mask_140333773153808_gen_0[i:I, j:J, k:K]), ufuncs.arctan(ufuncs.minimum(ua[i:I, j:J, k:K], int64_t[i:I, j:J, k:K])), gz[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333773155216_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333773153808_gen_0[i:I, j:J, k:K]))), ((int64_t[i:I, j:J, k:K] / cp[i:I, j:J, k + 1:K + 1]) * (np.float64(0.5) * cp[i:I, j:J, k:K])), val[i:I, j:J, k:K])
        inline[i:I, j:J, k:K] = np.where(mask_140333773155216_gen_0[i:I, j:J, k:K], ufuncs.gamma((ufuncs.minimum(ufuncs.abs((case[i - 2:I - 2, j:J, k - 1:K - 1].astype(np.float64) + NULL)), np.float64(6.0)) + np.float64(0.5))), inline[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333777581456_gen_0[i:I, j:J, k:K] = a[i:I, j:J, k:K]
        sqrtf[i:I, j:J, k:K] = np.where(mask_140333777581456_gen_0[i:I, j:J, k:K], ufuncs.float32((NULL - pe[i:I, j:J, k:K])).astype(np.float64), sqrtf[i:I, j:J, k:K])
        mask_140333775731344_gen_0[i:I, j:J, k:K] = np.where(mask_140333777581456_gen_0[i:I, j:J, k:K], np.bitwise_or((pe[i:I, j:J, k:K] <= inline[i:I, j:J, k:K]), (np.where(a[i:I, j:J, k:K], NULL, val[i:I, j:J, k:K]) >= (w[i:I, j:J, k:K] - int64_t[i:I, j:J, k - 1:K - 1]))), mask_140333775731344_gen_0[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333777581456_gen_0[i:I, j:J, k:K], mask_140333775731344_gen_0[i:I, j:J, k:K]), ((cp[i:I, j:J, k:K] + cp[i:I, j:J, k:K]) * ufuncs.arccosh((ufuncs.abs(u[i:I, j:J, k:K]) + np.float64(1.0)))), sqrtf[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(mask_140333777581456_gen_0[i:I, j:J, k:K], ((np.float64(0.25) * case[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1].astype(np.float64)) >= (sqrtf[i:I, j:J, k:K] + pe[i:I, j:J, k:K])), a[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    