import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, res, stderr, coef, phi, t0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    res = Field(res, _origin_['res'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (False, False, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    t0 = Field(t0, _origin_['t0'], (True, True, True))
    
    HUGE_VAL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766947088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762890960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767320848_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333756832912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759859920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762303056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762181840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333756292560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333757843216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333759032080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typedef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333756254160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758154832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758781520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_1__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333760075472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        t0[i:I, j:J, k:K] = ufuncs.isinf(ufuncs.float64(res[i - 2:I - 2, j:J, k - 1:K - 1]))
        t0[i:I, j:J, k:K] = (np.float64(-1.25) >= np.float64((-(np.int64(1)))))
        mask_140333766947088_gen_0[i:I, j:J, k:K] = ((phi[i:I, j:J, k:K] - coef[k:K].astype(np.int64)).astype(np.float64) <= (stderr / phi[i:I, j:J, k:K].astype(np.float64)))
        HUGE_VAL[i:I, j:J, k:K] = np.where(mask_140333766947088_gen_0[i:I, j:J, k:K], ufuncs.minimum((stderr / (ufuncs.abs(np.float64(-1.25)) + np.float64(1.0))), (coef[k - 1:K - 1].astype(np.float64) + stderr)), HUGE_VAL[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        HUGE_VAL[i:I, j:J, k:K] = ((phi[i:I, j:J, k + 1:K + 1].astype(np.float64) / (ufuncs.abs(stderr) + np.float64(1.0))) - ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.int64(7)))))
        mask_140333756832912_gen_0[i:I, j:J, k:K] = (coef[k + 1:K + 1].astype(np.float64) > (np.float64(-1.25) * stderr))
        t0[i:I, j:J, k:K] = np.where(mask_140333756832912_gen_0[i:I, j:J, k:K], (np.where((ufuncs.arctan(np.float64(1.5)) >= ufuncs.abs(coef[k + 1:K + 1]).astype(np.float64)), coef[k - 1:K - 1].astype(np.int64), phi[i:I, j:J, k:K]).astype(np.float64) != np.where((phi[i:I, j:J, k - 1:K - 1] == np.int64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.0), (-(np.float64(100000.0)))), np.float64(100000.0))))), np.float64(3.5), np.float64(-1.25))), t0[i:I, j:J, k:K])
        mask_140333767320848_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), (np.float64(-1.25) >= coef[k:K].astype(np.float64)), mask_140333767320848_gen_0[i:I, j:J, k:K])
        mask_140333762890960_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), ((np.float64((-(np.int64(1)))) / (ufuncs.abs(np.float64(-1.25)) + np.float64(1.0))) <= (HUGE_VAL[i:I, j:J, k:K] / (ufuncs.abs(stderr) + np.float64(1.0)))), mask_140333762890960_gen_0[i:I, j:J, k:K])
        HUGE_VAL[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), mask_140333762890960_gen_0[i:I, j:J, k:K]), np.float64(-1.25), HUGE_VAL[i:I, j:J, k:K])
        t0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), mask_140333762890960_gen_0[i:I, j:J, k:K]), (ufuncs.abs(coef[k:K]).astype(np.float64) < (np.float64(-1.25) * HUGE_VAL[i:I, j:J, k:K])), t0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), mask_140333762890960_gen_0[i:I, j:J, k:K]), (ufuncs.power(phi[i:I, j:J, k:K], np.int64(2)).astype(np.float64) < HUGE_VAL[i:I, j:J, k:K]), v[i:I, j:J, k:K])
        HUGE_VAL[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333762890960_gen_0[i:I, j:J, k:K]))), ufuncs.cosh(ufuncs.tanh((HUGE_VAL[i:I, j:J, k:K] - np.float64(-1.25)))), HUGE_VAL[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333756832912_gen_0[i:I, j:J, k:K])), mask_140333767320848_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140333762890960_gen_0[i:I, j:J, k:K]))), np.bitwise_or((coef[k:K].astype(np.float64) > np.float64(0.1)), (phi[i:I, j:J, k - 1:K - 1].astype(np.float64) <= HUGE_VAL[i:I, j:J, k:K])), v[i:I, j:J, k:K])
        t0[i:I, j:J, k:K] = (ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(phi[i:I, j:J, k + 1:K + 1])) * np.float64(0.5))) > (np.float64(-1.25) + np.float64(0.25)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        HUGE_VAL[i:I, j:J, k:K] = np.float64(2.0)
        HUGE_VAL[i + 2:I - 1, j:J, k:K] = np.float64(np.int64(0))
        t0[i + 2:I - 1, j:J, k:K] = t0[i + 2:I - 1, j:J, k:K]
        mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K] = (res[i + 2:I - 1, j + 2:J + 2, k:K].astype(np.int64) != (np.int64(2) * np.int64(2147483647)))
        HUGE_VAL[i + 2:I - 1, j:J, k:K] = np.where(mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K], ufuncs.remainder(np.where((phi[i + 2:I - 1, j:J, k:K].astype(np.float64) <= ufuncs.cbrt(np.float64(0.25))), stderr, coef[k + 1:K + 1].astype(np.float64)), ufuncs.arctan(stderr)), HUGE_VAL[i + 2:I - 1, j:J, k:K])
        t0[i + 2:I - 1, j:J, k:K] = np.where(mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K], (np.int64(3) <= res[i + 2:I - 1, j:J, k - 1:K - 1].astype(np.int64)), t0[i + 2:I - 1, j:J, k:K])
        v[i + 2:I - 1, j:J, k:K] = np.where(mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K], np.bitwise_and((np.float64(3.5) >= stderr), (phi[i + 2:I - 1, j:J, k:K].astype(np.float64) == stderr)), v[i + 2:I - 1, j:J, k:K])
        mask_140333759859920_gen_0[i + 2:I - 1, j:J, k:K] = np.where((np.bitwise_not(mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K])), (ufuncs.sqrt(ufuncs.abs(np.float64(1.0))) > ufuncs.cos(ufuncs.float64(phi[i + 2:I - 1, j:J, k - 1:K - 1]))), mask_140333759859920_gen_0[i + 2:I - 1, j:J, k:K])
        rho_gen_0[i + 2:I - 1, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333762303056_gen_0[i + 2:I - 1, j:J, k:K])), mask_140333759859920_gen_0[i + 2:I - 1, j:J, k:K]), ((coef[k - 1:K - 1].astype(np.float64) * np.float64(-1.25)) >= (np.float64(-1.25) / (ufuncs.abs(phi[i + 2:I - 1, j:J, k:K]).astype(np.float64) + np.float64(1.0)))), rho_gen_0[i + 2:I - 1, j:J, k:K])
        t0[i:I, j:J, k:K] = np.bitwise_or((phi[i:I, j:J, k:K] < phi[i:I, j:J, k - 1:K - 1]), (ufuncs.tanh(stderr) != HUGE_VAL[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_ - 1:k_] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(stderr, (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333756292560_gen_0[i:I, j:J, k_:k_ + 1] = ((res[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) < np.float64(-1.25))
            t0[i:I, j:J, k_ - 1:k_] = np.where(mask_140333756292560_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(((coef[k_:k_ + 1].astype(np.float64) / HUGE_VAL[i:I, j:J, k_:k_ + 1]) <= (res[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int64) - phi[i:I, j:J, k_:k_ + 1]).astype(np.float64)))), t0[i:I, j:J, k_ - 1:k_])
            mask_140333762181840_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333756292560_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.remainder(np.float64(2.0), np.float64(-1.25)) < coef[k_ + 1:k_ + 2].astype(np.float64)), mask_140333762181840_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333756292560_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762181840_gen_0[i:I, j:J, k_:k_ + 1]), (HUGE_VAL[i:I, j:J, k_:k_ + 1] - np.float64(np.where(((-(phi[i:I, j:J, k_ + 1:k_ + 2])) != res[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64)), np.int64(3), np.int64(2)))), area[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333758781520_gen_0[i:I, j:J, k:K] = (area[i:I, j:J, k:K] >= res[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.float64))
        mask_140333759032080_gen_0[i:I, j:J, k:K] = np.where(mask_140333758781520_gen_0[i:I, j:J, k:K], (area[i:I, j:J, k:K] < (np.float64(-1.25) + coef[k - 1:K - 1].astype(np.float64))), mask_140333759032080_gen_0[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758781520_gen_0[i:I, j:J, k:K], mask_140333759032080_gen_0[i:I, j:J, k:K]), np.float64(-1.25), qv_gen_0[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758781520_gen_0[i:I, j:J, k:K], mask_140333759032080_gen_0[i:I, j:J, k:K]), (np.float64(-1.25) / stderr), qv_gen_0[i:I, j:J, k:K])
        HUGE_VAL[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758781520_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333759032080_gen_0[i:I, j:J, k:K]))), ((area[i:I, j:J, k:K] - coef[k + 1:K + 1].astype(np.float64)) + (qv_gen_0[i:I, j:J, k:K] * res[i + 1:I + 1, j + 1:J + 1, k:K].astype(np.float64))), HUGE_VAL[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(mask_140333758781520_gen_0[i:I, j:J, k:K], (np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(stderr, (-(np.float64(100000.0)))), np.float64(100000.0)))) < (qv_gen_0[i:I, j:J, k:K] / (ufuncs.abs(np.float64(3.5)) + np.float64(1.0)))), v[i:I, j:J, k:K])
        mask_140333756254160_gen_0[i:I, j:J, k:K] = (ufuncs.minimum(np.float64(0.5), coef[k + 1:K + 1].astype(np.float64)) > area[i:I, j:J, k:K])
        b_1__gen_0[i:I, j:J, k:K] = np.where(mask_140333756254160_gen_0[i:I, j:J, k:K], phi[i:I, j:J, k:K], b_1__gen_0[i:I, j:J, k:K])
        flux_gen_0[i:I, j:J, k:K] = np.where(mask_140333756254160_gen_0[i:I, j:J, k:K], np.float64(0.0), flux_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333756254160_gen_0[i:I, j:J, k:K], (flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(res[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0))))):
            t0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333756254160_gen_0[i:I, j:J, k:K], (flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(res[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))), (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(phi[i:I, j:J, k:K]))) == ufuncs.float64(coef[k:K])), t0[i:I, j:J, k:K])
            flux_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333756254160_gen_0[i:I, j:J, k:K], (flux_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(res[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))), (flux_gen_0[i:I, j:J, k:K] + np.float64(1.0)), flux_gen_0[i:I, j:J, k:K])
            
        v[i:I, j:J, k:K] = np.where(mask_140333756254160_gen_0[i:I, j:J, k:K], ((np.float64(0.25) + np.float64(-1.25)) != (np.float64(1.0) - qv_gen_0[i:I, j:J, k:K])), v[i:I, j:J, k:K])
        mask_140333760075472_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333756254160_gen_0[i:I, j:J, k:K])), np.bitwise_and(((phi[i:I, j:J, k:K].astype(np.float64) - qv_gen_0[i:I, j:J, k:K]) >= b_1__gen_0[i:I, j:J, k:K].astype(np.float64)), (ufuncs.tan(ufuncs.tanh(qv_gen_0[i:I, j:J, k:K])) <= ufuncs.power(ufuncs.abs(area[i:I, j:J, k:K]), np.float64(0.5)))), mask_140333760075472_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333756254160_gen_0[i:I, j:J, k:K])), mask_140333760075472_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(0.1) * flux_gen_0[i:I, j:J, k:K]) * (area[i:I, j:J, k:K] / (np.float64(ufuncs.abs(np.int64(2))) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
        mask_140333758154832_gen_0[i:I, j:J, k:K] = ((np.float64(-1.25) * stderr) < res[i - 1:I - 1, j - 2:J - 2, k:K].astype(np.float64))
        mask_140333757843216_gen_0[i:I, j:J, k:K] = np.where(mask_140333758154832_gen_0[i:I, j:J, k:K], ((res[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.float64) - qv_gen_0[i:I, j:J, k:K]) < coef[k - 1:K - 1].astype(np.float64)), mask_140333757843216_gen_0[i:I, j:J, k:K])
        long_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758154832_gen_0[i:I, j:J, k:K], mask_140333757843216_gen_0[i:I, j:J, k:K]), ufuncs.cosh(ufuncs.tanh((np.float64(-1.25) + phi[i:I, j:J, k:K].astype(np.float64)))), long_gen_0[i:I, j:J, k:K])
        t0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758154832_gen_0[i:I, j:J, k:K], mask_140333757843216_gen_0[i:I, j:J, k:K]), (flux_gen_0[i:I, j:J, k:K] <= (b_1__gen_0[i:I, j:J, k:K] - b_1__gen_0[i:I, j:J, k:K]).astype(np.float64)), t0[i:I, j:J, k:K])
        t0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758154832_gen_0[i:I, j:J, k:K], mask_140333757843216_gen_0[i:I, j:J, k:K]), (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(phi[i:I, j:J, k:K]))) != (np.float64(0.1) * area[i:I, j:J, k:K])), t0[i:I, j:J, k:K])
        typedef_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758154832_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333757843216_gen_0[i:I, j:J, k:K]))), ((HUGE_VAL[i:I, j:J, k:K] - HUGE_VAL[i:I, j:J, k:K]) - np.where((flux_gen_0[i:I, j:J, k:K] > np.where((long_gen_0[i:I, j:J, k:K] <= (phi[i:I, j:J, k:K].astype(np.float64) - qv_gen_0[i:I, j:J, k:K])), long_gen_0[i:I, j:J, k:K], flux_gen_0[i:I, j:J, k:K])), HUGE_VAL[i:I, j:J, k:K], np.float64(0.0))), typedef_gen_0[i:I, j:J, k:K])
        typedef_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758154832_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333757843216_gen_0[i:I, j:J, k:K]))), qv_gen_0[i:I, j:J, k:K], typedef_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    