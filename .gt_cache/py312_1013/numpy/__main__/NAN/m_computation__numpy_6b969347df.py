import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, stride, w, qv, res, coef, omp_get_thread_num, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    stride = Field(stride, _origin_['stride'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (False, False, True))
    omp_get_thread_num = Field(omp_get_thread_num, _origin_['omp_get_thread_num'], (True, True, True))
    
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar__aa8_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    tend__aa8_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153839715664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827351888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar__aa8_15_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153827346192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838389136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aa8_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__aa8_15_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux__2ff_33_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    nk_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    flux__2ff_34_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J] = np.where(np.bitwise_or(bool(bool(True)), bool(bool(True))), ufuncs.erf(res[i:I, j:J, k_ - 1:k_]), np.float64(qv))
            tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (np.float64(3.5) - np.float64(3.5))
            isobar__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = ufuncs.abs(qv)
            mask_140153838389136_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] > np.float64(1.0))
            tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153838389136_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], ufuncs.float64(tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1]), tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153838389136_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])), np.float64(np.int64(0)), tend__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            mask_140153839715664_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (isobar__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1].astype(np.float64) > np.float64(0.0))
            isobar__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153839715664_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], np.int64(ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.float64(0.5))))), isobar__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            res[i:i + 1, j:j + 1, k_:k_ + 1] = (-(ufuncs.power(ufuncs.abs(isobar__aa8_15_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1]), np.float64(0.5))))
            tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = stride[i:i + 1, j - 2:j - 1, k_:k_ + 1]
            isobar__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = qv
            mask_140153827351888_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] > np.float64(1.0))
            tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153827351888_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], ufuncs.float64(tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1]), tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153827351888_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])), np.float64(np.int64(0)), tend__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            mask_140153827346192_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (isobar__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1].astype(np.float64) > np.float64(0.0))
            isobar__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153827346192_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], np.int64(ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.float64(0.5))))), isobar__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            RETURN_VALUE__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (-(ufuncs.power(ufuncs.abs(isobar__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1]), np.float64(0.5))))
            phi[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and(bool(bool(True)), ((stride[i:i + 1, j:j + 1, lk + qv] - stride[i:i + 1, j:j + 1, lk + qv]) != coef[k_ + 1:k_ + 2])), RETURN_VALUE__aa8_16_22_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], (stride[i:i + 1, j + 2:j + 3, k_:k_ + 1] + stride[i + 2:i + 3, j - 1:j, k_:k_ + 1]))
            var[i:i + 1, j:j + 1, k_:k_ + 1] = phi[i:i + 1, j:j + 1, k_:k_ + 1]
            w[i:i + 1, j:j + 1] = stride[i - 1:i, j - 2:j - 1, k_ + 1:k_ + 2]
            res[i:I - 1, j + 1:j + 2, k_:k_ + 1] = phi[i:I - 1, j + 1:j + 2, k_:k_ + 1]
            var[i:I - 1, j + 1:j + 2, k_:k_ + 1] = ((np.float64(0.25) - coef[k_:k_ + 1]) - (np.float64(0.25) - phi[i:I - 1, j + 1:j + 2, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i + 1:I, J - 2:J - 1, k:K] = (ufuncs.float32(var[i + 1:I, J - 2:J - 1, k:K]) + np.float32(ufuncs.power((-(np.int64(2))), np.int64(2)))).astype(np.float64)
        phi[i + 1:I, J - 2:J - 1, k:K] = np.where(bool(bool(True)), (np.where((np.float64(qv) >= (phi[i + 1:I, J - 2:J - 1, k:K] + phi[i + 1:I, J - 2:J - 1, k:K])), coef[k:K], np.float64(qv)) * ufuncs.sqrt(ufuncs.abs(coef[k - 1:K - 1]))), phi[i + 1:I, J - 2:J - 1, k:K])
        phi[i + 1:I, J - 2:J - 1, k:K] = np.where(bool(bool(True)), ((np.float64(qv) * np.float64(0.001)) - (np.float64(qv) + phi[i + 1:I, J - 2:J - 1, k:K])), phi[i + 1:I, J - 2:J - 1, k:K])
        var[i + 1:I, J - 2:J - 1, k:K] = np.where(bool(bool(True)), ufuncs.maximum((phi[i + 1:I, J - 2:J - 1, k:K] / (ufuncs.abs(var[i + 1:I, J - 2:J - 1, k:K]) + np.float64(1.0))), (stride[i + 1:I, J - 4:J - 3, k:K] - coef[k + 1:K + 1])), var[i + 1:I, J - 2:J - 1, k:K])
        omp_get_thread_num[i + 1:I, J - 2:J - 1, k:K] = np.where((np.bitwise_not(bool(bool(True)))), ((var[i + 1:I, J - 2:J - 1, k:K] + phi[i + 1:I, J - 2:J - 1, k:K]) * omp_get_thread_num[i + 1:I, J - 2:J - 1, k:K]), omp_get_thread_num[i + 1:I, J - 2:J - 1, k:K])
        flux__2ff_33_19_gen_0[i:I, j:J, k:K] = ufuncs.abs(qv)
        const_gen_0[i:I, j:J, k:K] = flux__2ff_33_19_gen_0[i:I, j:J, k:K]
        u_gen_0[i:I, j:J, k:K] = flux__2ff_33_19_gen_0[i:I, j:J, k:K]
        flux__2ff_34_20_gen_0[i:I, j:J, k:K] = ((-(np.int64(2))) - const_gen_0[i:I, j:J, k:K])
        union_gen_0[i:I, j:J, k:K] = flux__2ff_34_20_gen_0[i:I, j:J, k:K]
        nk_gen_0[i:I, j:J, k:K] = flux__2ff_34_20_gen_0[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    