import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, q, HUGE_VAL, x, a__, delp, long, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    long = Field(long, _origin_['long'], (False, False, True))
    c = Field(c, _origin_['c'], (False, False, True))
    
    tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832499472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821133136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829652368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        HUGE_VAL[i:I, j:J, k:K] = (a__[i:I, j:J, k - 1:K - 1] >= (np.float64(q) / (ufuncs.abs(c[k:K]).astype(np.float64) + np.float64(1.0))))
        mask_140153832499472_gen_0[i:I, j:J, k:K] = (np.bitwise_not((np.where(((delp[i:I, j:J, k:K] * np.float64(np.int64(3))) >= ufuncs.remainder(delp[i:I, j:J, k:K], a__[i:I, j:J, k:K])), long[k:K], x) != long[k - 1:K - 1])))
        mask_140153821133136_gen_0[i:I, j:J, k:K] = np.where(mask_140153832499472_gen_0[i:I, j:J, k:K], (np.bitwise_not((delp[i:I, j:J, k:K] > np.float64(q)))), mask_140153821133136_gen_0[i:I, j:J, k:K])
        tmp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153832499472_gen_0[i:I, j:J, k:K], mask_140153821133136_gen_0[i:I, j:J, k:K]), ufuncs.float64(q), tmp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153832499472_gen_0[i:I, j:J, k:K], mask_140153821133136_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.arccos(ufuncs.tanh(ufuncs.float64(c[k + 1:K + 1]))), (c[k:K].astype(np.float32) / np.float32(q)).astype(np.float64)), cp[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153832499472_gen_0[i:I, j:J, k:K], mask_140153821133136_gen_0[i:I, j:J, k:K]), c[k:K], phi[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153832499472_gen_0[i:I, j:J, k:K])), ufuncs.float64((c[k + 1:K + 1] * c[k - 1:K - 1])), res[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153829652368_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(np.where(((res[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(tmp[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))) > np.where(HUGE_VAL[i:I, j:J, k_:k_ + 1], q, c[k_ + 1:k_ + 2]).astype(np.float64)), np.float64(3.5), phi[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829652368_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.floor(np.where(((c[k_:k_ + 1].astype(np.float64) + np.float64(3.5)) > (c[k_ - 1:k_] + q).astype(np.float64)), a__[i:I, j:J, k_:k_ + 1], np.float64(q))), delp[i:I, j:J, k_:k_ + 1])
            t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829652368_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.exp(ufuncs.minimum(ufuncs.erf(cp[i:I, j:J, k_:k_ + 1]), np.float64(5.0))), t_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_ - 1:k_] = (np.float64(0.25) / (ufuncs.abs((t_gen_0[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(q)) + np.float64(1.0)))) + np.float64(1.0)))
            cp[i:I, j:J, k_:k_ + 1] = (ufuncs.arctan(cp[i:I, j:J, k_:k_ + 1]) - (phi[i:I, j:J, k_:k_ + 1].astype(np.float64) / res[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    