import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, pt, q, coef, c, qv, x, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, False))
    c = Field(c, _origin_['c'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, False))
    
    clock = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    short = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    signbit__76e_23_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__76e_23_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758005712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    j0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    M_PI_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758011856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    signbit__76e_43_79_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761620944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__76e_43_79_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        clock[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((clock[i:I, j:J, k:K] < np.float64(2.0))):
            x[i:I, j:J, k:K] = np.where((clock[i:I, j:J, k:K] < np.float64(2.0)), (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(c[i - 2:I - 2, j - 2:J - 2, k:K]))) - np.float64(0.25)), x[i:I, j:J, k:K])
            phi[i:I, j:J, k:K] = np.where((clock[i:I, j:J, k:K] < np.float64(2.0)), ufuncs.floor((q * np.float32(np.int64(3)))), phi[i:I, j:J, k:K])
            clock[i:I, j:J, k:K] = np.where((clock[i:I, j:J, k:K] < np.float64(2.0)), (clock[i:I, j:J, k:K] + np.float64(1.0)), clock[i:I, j:J, k:K])
            
        x[i:I, j:J, k:K] = phi[i:I, j:J, k:K].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = ((val[i:I, j - 1:J - 1].astype(np.float64) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))) * (qv[i:I, j:J, k_ - 1:k_] / c[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)))
            signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1] = qv[i:I, j:J, k_:k_ + 1]
            signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64((-(np.int64(2)))) * signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1]) != ufuncs.maximum(signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1], np.float64(np.int64(0)))), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.001), (-(np.float64(100000.0)))), np.float64(100000.0)))), signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.log((ufuncs.abs(signbit__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(0.5)))
            qv[i:I, j:J, k_ - 1:k_] = (-(RETURN_VALUE__76e_23_28_gen_0[i:I, j:J, k_:k_ + 1]))
            qv[i + 1:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(val[i - 1:I - 3, j - 1:j].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = ufuncs.maximum((val[i:I, j + 2:J + 2] * np.float32(np.int64(3))), np.where((np.float64(np.int64(3)) > np.where((ufuncs.abs(x[i:I, j:J, k_:k_ + 1]) != np.where(((qv[i:I, j:J, k_:k_ + 1] / coef[i:I, j:J]) != (qv[i:I, j:J, k_:k_ + 1] * np.float64(0.001))), val[i + 1:I + 1, j - 2:J - 2], v[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64)), np.float64(np.int64(3)), np.float64(2.0))), c[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_], c[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float32)).astype(np.float64)
            qv[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1].astype(np.float64) == qv[i:I, j:J, k_ + 1:k_ + 2]), ufuncs.float64(np.int64(3)), x[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = ((val[i + 1:I + 1, j - 1:J - 1] - phi[i:I, j:J, k_:k_ + 1]).astype(np.float64) - (-(x[i:I, j:J, k_ - 1:k_])))
            short[i:I, j:J, k_:k_ + 1] = v[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        qv[i + 1:i + 2, J - 1:J, k:K] = np.where((x[i + 1:i + 2, J - 1:J, k:K] >= clock[i + 1:i + 2, J - 1:J, k:K]), (pt - pt), ufuncs.power(phi[i + 1:i + 2, J - 1:J, k:K], np.int64(2)).astype(np.float64))
        qv[i + 2:I - 1, J - 1:J, k:K] = np.where((x[i + 2:I - 1, J - 1:J, k:K] >= clock[i + 2:I - 1, J - 1:J, k:K]), (pt - pt), ufuncs.power(phi[i + 2:I - 1, J - 1:J, k:K], np.int64(2)).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333761620944_gen_0[i:I, j:J, k:K] = np.bitwise_or((np.float64(q) > np.float64(2.0)), np.bitwise_or((ufuncs.remainder(np.float64(2.0), phi[i:I, j:J, k:K].astype(np.float64)) != np.float64(ufuncs.sqrt(ufuncs.abs(q)))), ((val[i:I, j - 1:J - 1] + short[i:I, j:J, k:K]) != short[i:I, j:J, k:K])))
        v[i:I, j:J, k:K] = np.where(mask_140333761620944_gen_0[i:I, j:J, k:K], ufuncs.remainder((v[i:I, j:J, k:K].astype(np.float64) - clock[i:I, j:J, k:K]), qv[i:I, j:J, k:K]).astype(np.float32), v[i:I, j:J, k:K])
        mask_140333758011856_gen_0[i:I, j:J, k:K] = np.where(mask_140333761620944_gen_0[i:I, j:J, k:K], (ufuncs.sqrt(ufuncs.abs(ufuncs.float64(c[i + 1:I + 1, j:J, k + 1:K + 1]))) != np.where(((pt + x[i:I, j:J, k:K]) == (pt * phi[i:I, j:J, k:K].astype(np.float64))), c[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.float32), short[i:I, j:J, k - 1:K - 1]).astype(np.float64)), mask_140333758011856_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758011856_gen_0[i:I, j:J, k:K]), (np.where((ufuncs.tan(ufuncs.tanh(v[i:I, j:J, k:K])).astype(np.float64) == (coef[i:I, j:J] / (ufuncs.abs(x[i:I, j:J, k:K]) + np.float64(1.0)))), np.float64((-(np.int64(2)))), x[i:I, j:J, k:K]) * c[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64)).astype(np.float32), v[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758011856_gen_0[i:I, j:J, k:K]), (ufuncs.maximum(c[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.float64), x[i:I, j:J, k:K]) * ufuncs.maximum(pt, phi[i:I, j:J, k - 1:K - 1].astype(np.float64))), qv[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758011856_gen_0[i:I, j:J, k:K]), (clock[i:I, j:J, k:K] / (ufuncs.abs((pt * v[i:I, j:J, k:K].astype(np.float64))) + np.float64(1.0))).astype(np.float32), v[i:I, j:J, k:K])
        mask_140333758005712_gen_0[i:I, j:J, k:K] = np.where(mask_140333761620944_gen_0[i:I, j:J, k:K], ((np.float64(1.0) + np.float64(np.int64(3))) == (c[i + 2:I + 2, j + 1:J + 1, k + 1:K + 1] - c[i + 1:I + 1, j + 1:J + 1, k:K]).astype(np.float64)), mask_140333758005712_gen_0[i:I, j:J, k:K])
        signbit__76e_43_79_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758005712_gen_0[i:I, j:J, k:K]), coef[i:I, j:J], signbit__76e_43_79_gen_0[i:I, j:J, k:K])
        signbit__76e_43_79_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758005712_gen_0[i:I, j:J, k:K]), np.where(((np.float64((-(np.int64(2)))) * signbit__76e_43_79_gen_0[i:I, j:J, k:K]) != ufuncs.maximum(signbit__76e_43_79_gen_0[i:I, j:J, k:K], np.float64(np.int64(0)))), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.001), (-(np.float64(100000.0)))), np.float64(100000.0)))), signbit__76e_43_79_gen_0[i:I, j:J, k:K]), signbit__76e_43_79_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__76e_43_79_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758005712_gen_0[i:I, j:J, k:K]), ufuncs.log((ufuncs.abs(signbit__76e_43_79_gen_0[i:I, j:J, k:K]) + np.float64(0.5))), RETURN_VALUE__76e_43_79_gen_0[i:I, j:J, k:K])
        j0_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758005712_gen_0[i:I, j:J, k:K]), ufuncs.remainder(np.where((c[i:I, j - 1:J - 1, k + 1:K + 1].astype(np.float64) != (x[i:I, j:J, k:K] * val[i + 1:I + 1, j - 1:J - 1].astype(np.float64))), clock[i:I, j:J, k:K], clock[i:I, j:J, k:K]), RETURN_VALUE__76e_43_79_gen_0[i:I, j:J, k:K]), j0_gen_0[i:I, j:J, k:K])
        res_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], mask_140333758005712_gen_0[i:I, j:J, k:K]), ((j0_gen_0[i:I, j:J, k:K] - phi[i:I, j:J, k:K].astype(np.float64)) + np.float64(np.int64(1))), res_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333761620944_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333758005712_gen_0[i:I, j:J, k:K]))), ufuncs.arctanh((np.float64(ufuncs.tanh(ufuncs.cbrt(q))) * np.float64(0.5))), qv[i:I, j:J, k:K])
        M_PI_gen_0[i:I, j:J, k:K] = ((c[i:I, j - 2:J - 2, k + 1:K + 1].astype(np.float64) / (ufuncs.abs(np.float64(0.25)) + np.float64(1.0))) != (-(np.float64(1.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    