import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b_1_, gz, x, nk, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b_1_ = Field(b_1_, _origin_['b_1_'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    zs = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    default = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t__780_23_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333757750288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333755813904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area__780_23_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333755940624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__780_23_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333756059280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333756068432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333755797520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u__7ed_50_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    const__7ed_50_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333755800976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    hi__7ed_50_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            zs[i:I, j:J, k_:k_ + 1] = np.float64(10.0)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = ((x - gz[i:I, j:J, k_:k_ + 1]) - ufuncs.erf(flux[i:I, j:J, k_ - 1:k_]))
            mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1] = ((b_1_[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) + gz[i:I, j:J, k_ + 1:k_ + 2]) > np.float64(1.0))
            mask_140333755813904_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1], ((b_1_[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - flux[i:I, j:J, k_:k_ + 1]) == ufuncs.remainder(gz[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1])), mask_140333755813904_gen_0[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1], mask_140333755813904_gen_0[i:I, j:J, k_:k_ + 1]), (gz[i:I, j:J, k_:k_ + 1] / ufuncs.int64(ufuncs.minimum(ufuncs.maximum(flux[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), qv[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1], mask_140333755813904_gen_0[i:I, j:J, k_:k_ + 1]), (x / (ufuncs.abs((b_1_[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) * gz[i:I, j:J, k_ - 1:k_])) + np.float64(1.0))), gz[i:I, j:J, k_ - 1:k_])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1], mask_140333755813904_gen_0[i:I, j:J, k_:k_ + 1]), (b_1_[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - (-(zs[i:I, j:J, k_:k_ + 1]))), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1], np.where((b_1_[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) < gz[i:I, j:J, k_:k_ + 1]), (nk * b_1_[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)), ufuncs.arccos(ufuncs.tanh(gz[i:I, j:J, k_:k_ + 1]))), rho[i:I, j:J, k_:k_ + 1])
            mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or(((b_1_[i:I, j:J, k_:k_ + 1] * b_1_[i:I, j + 1:J + 1, k_ + 1:k_ + 2]).astype(np.float32) < ufuncs.float32(zs[i - 1:I - 1, j:J, k_:k_ + 1])), (np.float64(-1.25) < (-(x)))), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1])
            default[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), default[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0))))):
                c__780_23_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0)))), np.int64(3), c__780_23_25_gen_0[i:I, j:J, k_:k_ + 1])
                int64_t__780_23_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0)))), np.float64(0.1), int64_t__780_23_25_gen_0[i:I, j:J, k_:k_ + 1])
                area__780_23_25_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0)))), (x / qv[i:I, j:J, k_ + 1:k_ + 2]), area__780_23_25_gen_0[i:I, j:J, k_:k_ + 1])
                qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0)))), int64_t__780_23_25_gen_0[i:I, j:J, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1])
                default[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333757750288_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333755940624_gen_0[i:I, j:J, k_:k_ + 1]), (default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nk), np.float64(4.0)))), (default[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), default[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i:I, j:J, k_:k_ + 1] = zs[i:I, j:J, k_ + 1:k_ + 2]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b_1_[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                qv[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b_1_[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((b_1_[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.float64) - rho[i:I, j:J, k_ - 1:k_]) + flux[i:I, j:J, k_ + 1:k_ + 2]), qv[i:I, j:J, k_:k_ + 1])
                rho[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b_1_[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (qv[i:I, j:J, k_:k_ + 1] + ufuncs.maximum(qv[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b_1_[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (v[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            zs[i:I, j:J, k_:k_ + 1] = np.float64(-1.25)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = ((default[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(-1.25)) + np.float64(1.0))) + ufuncs.power(ufuncs.abs(qv[i:I, j:J, k_:k_ + 1]), np.float64(0.5)))
            mask_140333756068432_gen_0[i:I, j:J, k_:k_ + 1] = (b_1_[i:I, j:J, k_:k_ + 1].astype(np.float64) >= flux[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140333756068432_gen_0[i:I, j:J, k_:k_ + 1], ((nk + flux[i:I, j:J, k_ + 1:k_ + 2]) - ufuncs.tanh(v[i:I, j:J, k_ + 1:k_ + 2])), qv[i:I, j:J, k_:k_ + 1])
            mask_140333756059280_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333756068432_gen_0[i:I, j:J, k_:k_ + 1])), (flux[i:I, j:J, k_:k_ + 1] >= zs[i:I, j:J, k_ + 1:k_ + 2]), mask_140333756059280_gen_0[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333756068432_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333756059280_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(qv[i:I, j:J, k_ + 1:k_ + 2], (np.float64(1.5) / flux[i:I, j:J, k_:k_ + 1])), mask[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u__7ed_50_20_gen_0[i:I, j:J, k:K] = (nk + zs[i:I, j:J, k:K])
        const__7ed_50_20_gen_0[i:I, j:J, k:K] = ufuncs.arctan(ufuncs.float64((-(np.int64(1)))))
        hi__7ed_50_20_gen_0[i:I, j:J, k:K] = ufuncs.abs(default[i:I, j:J, k:K])
        mask_140333755797520_gen_0[i:I, j:J, k:K] = (const__7ed_50_20_gen_0[i:I, j:J, k:K] < np.float64(0.0))
        hi__7ed_50_20_gen_0[i:I, j:J, k:K] = np.where(mask_140333755797520_gen_0[i:I, j:J, k:K], ((-(hi__7ed_50_20_gen_0[i:I, j:J, k:K])) / (ufuncs.abs(const__7ed_50_20_gen_0[i:I, j:J, k:K]) + np.float64(1.0))), hi__7ed_50_20_gen_0[i:I, j:J, k:K])
        mask_140333755800976_gen_0[i:I, j:J, k:K] = (const__7ed_50_20_gen_0[i:I, j:J, k:K] < np.float64(0.0))
        const__7ed_50_20_gen_0[i:I, j:J, k:K] = np.where(mask_140333755800976_gen_0[i:I, j:J, k:K], u__7ed_50_20_gen_0[i:I, j:J, k:K], const__7ed_50_20_gen_0[i:I, j:J, k:K])
        inline_gen_0[i:I, j:J, k:K] = ((hi__7ed_50_20_gen_0[i:I, j:J, k:K] * np.float64(0.001)) - hi__7ed_50_20_gen_0[i:I, j:J, k:K])
        t_gen_0[i:I, j:J, k:K] = const__7ed_50_20_gen_0[i:I, j:J, k:K]
        delp_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((delp_gen_0[i:I, j:J, k:K] < np.float64(2.0))):
            rho[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < np.float64(2.0)), ufuncs.maximum((x - x), np.float64((-(np.int64(1))))), rho[i:I, j:J, k:K])
            delp_gen_0[i:I, j:J, k:K] = np.where((delp_gen_0[i:I, j:J, k:K] < np.float64(2.0)), (delp_gen_0[i:I, j:J, k:K] + np.float64(1.0)), delp_gen_0[i:I, j:J, k:K])
            
        rho[i:I, j:J, k:K] = ufuncs.power(ufuncs.abs(ufuncs.float64(zs[i:I, j:J, k:K])), np.float64(0.5))
        a_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(zs[i - 1:I - 1, j + 1:J + 1, k:K]), np.float64(4.0)))):
            inline_gen_0[i:I, j:J, k:K] = np.where((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(zs[i - 1:I - 1, j + 1:J + 1, k:K]), np.float64(4.0))), (np.where((x != (nk * zs[i:I, j:J, k:K])), default[i:I, j:J, k:K], mask[i:I, j:J, k:K]) / (ufuncs.abs(v[i:I, j:J, k:K]) + np.float64(1.0))), inline_gen_0[i:I, j:J, k:K])
            a_gen_0[i:I, j:J, k:K] = np.where((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(zs[i - 1:I - 1, j + 1:J + 1, k:K]), np.float64(4.0))), (a_gen_0[i:I, j:J, k:K] + np.float64(1.0)), a_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    