import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, _a, var, pt, zs, case, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    _a = Field(_a, _origin_['_a'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, False))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    case = Field(case, _origin_['case'], (True, True, True))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memcpy = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771626576_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        case[i:I, j:J, k:K] = (ufuncs.power(pt[i - 2:I - 2, j:J], np.int64(2)) != (zs[i - 2:I - 2, j:J, k:K] + zs[i + 1:I + 1, j + 2:J + 2, k:K]).astype(np.int64))
        vc[i:I, j:J, k:K] = np.float64(2.0)
        case[i:I, j:J, k:K] = (ufuncs.arcsinh(np.float64(2.0)) > ufuncs.arccosh((ufuncs.abs(vc[i:I, j:J, k:K]) + np.float64(1.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(ufuncs.isinf(ufuncs.float64(np.int64(1))))), tend_gen_0[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((np.float64(2.0) * pt[i - 2:I - 2, j + 1:J + 1].astype(np.float64)) > zs[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), tend_gen_0[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (dz[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), dz[i:I, j:J, k_:k_ + 1])
                
            y[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((y[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                memcpy[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (y[i:I, j:J, k_ - 1:k_] >= ufuncs.cbrt(dz[i:I, j:J, k_:k_ + 1])), memcpy[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            nj[i:I, j:J, k_:k_ + 1] = (pt[i:I, j:J].astype(np.float64) + ufuncs.arcsinh(vc[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        rand_gen_0[i:I, j:J, k:K] = y[i:I, j:J, k:K]
        mask_140333771626576_gen_0[i:I, j:J, k:K] = ((nj[i:I, j:J, k:K] * var[i:I, j:J, k - 1:K - 1].astype(np.float64)) < pt[i:I, j:J].astype(np.float64))
        flux_gen_0[i:I, j:J, k:K] = np.where(mask_140333771626576_gen_0[i:I, j:J, k:K], (np.bitwise_not(np.bitwise_or(((dz[i:I, j:J, k:K] + dz[i:I, j:J, k:K]) == y[i:I, j:J, k:K]), (var[i - 1:I - 1, j - 1:J - 1, k:K].astype(np.float64) >= np.where(memcpy[i:I, j:J, k:K], np.float64(2.0), np.float64(2.0)))))), flux_gen_0[i:I, j:J, k:K])
        _a[i:I, j:J, k:K] = np.where(mask_140333771626576_gen_0[i:I, j:J, k:K], ((zs[i:I, j + 1:J + 1, k:K].astype(np.float64) + vc[i:I, j:J, k - 1:K - 1]) != (var[i + 1:I + 1, j + 1:J + 1, k:K].astype(np.int64) + pt[i:I, j - 1:J - 1]).astype(np.float64)), _a[i:I, j:J, k:K])
        flux_gen_0[i:I, j:J, k:K] = np.where(mask_140333771626576_gen_0[i:I, j:J, k:K], ((np.float64(2.0) - vc[i:I, j:J, k:K]) <= (rand_gen_0[i:I, j:J, k:K] / (ufuncs.abs(rand_gen_0[i:I, j:J, k:K]) + np.float64(1.0)))), flux_gen_0[i:I, j:J, k:K])
        flux_gen_0[i:I, j:J, k:K] = ufuncs.isfinite(ufuncs.float64(var[i - 2:I - 2, j:J, k:K]))
        flux_gen_0[i + 1:i + 2, j:J, k:K] = (ufuncs.float32(y[i + 1:i + 2, j:J, k:K]) != (zs[i + 1:i + 2, j + 2:J + 2, k - 1:K - 1].astype(np.int64) * pt[i + 1:i + 2, j:J]).astype(np.float32))
        # --- end horizontal block --

        # --- end vertical block ---
    