import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, ua, coef, a, rand, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, False))
    
    char = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    double = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153840205008_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a___gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840683472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153840205008_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.bitwise_or(coef[i + 1:i + 2, J - 1:J, k:K], ((a[i + 1:i + 2, J - 1:J].astype(np.float64) + qv[i - 1:i, J - 1:J, k - 1:K - 1]) == (np.float64(rand) / (ufuncs.abs(np.float64(0.5)) + np.float64(1.0)))))
        coef[i + 1:i + 2, J - 1:J, k:K] = np.where(mask_140153840205008_gen_0[i + 1:i + 2, J - 1:J, k:K], (np.where(ua[i + 1:i + 2, J - 1:J, k:K], np.float64(rand), np.float64(0.1)) <= (np.float64(2.0) + np.float64(rand))), coef[i + 1:i + 2, J - 1:J, k:K])
        char[i + 1:i + 2, J - 1:J, k:K] = np.where(mask_140153840205008_gen_0[i + 1:i + 2, J - 1:J, k:K], ufuncs.log((ufuncs.abs(ufuncs.maximum(qv[i + 1:i + 2, J - 1:J, lk + rand], np.float64(rand))) + np.float64(0.5))), char[i + 1:i + 2, J - 1:J, k:K])
        pe_gen_0[i + 1:i + 2, J - 1:J, k:K] = np.where(mask_140153840205008_gen_0[i + 1:i + 2, J - 1:J, k:K], (-(a[i + 1:i + 2, J - 1:J])), pe_gen_0[i + 1:i + 2, J - 1:J, k:K])
        double[i:I, j:J, k:K] = qv[i - 2:I - 2, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153840683472_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.round_away_from_zero(ufuncs.float64(a[i:I, j:J])) > (char[i:I, j:J, k_:k_ + 1] - np.float64(0.001)))
            a___gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840683472_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((char[i:I, j:J, k_:k_ + 1] <= qv[i - 2:I - 2, j:J, k_ - 1:k_]), (np.bitwise_not(bool(bool(False))))), a___gen_0[i:I, j:J, k_:k_ + 1])
            coef[I - 2:I, J - 2:J - 1, k_:k_ + 1] = ((np.float64(0.001) * np.float64(np.int64(2))) == (np.float64(0.5) - np.float64(0.5)))
            double[I - 2:I, J - 2:J - 1, k_:k_ + 1] = (double[I - 2:I, J - 2:J - 1, k_:k_ + 1] + np.float64(0.5))
            coef[i:i + 1, j + 1:j + 2, k_:k_ + 1] = ((np.float64(0.001) * np.float64(np.int64(2))) == (np.float64(0.5) - np.float64(0.5)))
            double[i:i + 1, j + 1:j + 2, k_:k_ + 1] = (double[i:i + 1, j + 1:j + 2, k_:k_ + 1] + np.float64(0.5))
            res_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arctan((np.float64(3.5) + np.float64(rand)))
            # --- end horizontal block --

        # --- end vertical block ---
    