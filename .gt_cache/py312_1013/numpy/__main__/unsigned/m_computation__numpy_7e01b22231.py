import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, zs, ua, area, size_t, a__, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, False))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (False, False, True))
    
    mask_140153833190608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831946192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memset_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831858256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    main_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833387088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ua[i:I, j:J, k:K] = ufuncs.cosh(ufuncs.tanh((np.float64(-1.25) + ua[i:I, j:J, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[I - 1:I, J - 1:J, k_ - 1:k_] = ((a__[k_ - 1:k_].astype(np.float64) / (ufuncs.abs(zs[I - 1:I, J - 1:J, k_:k_ + 1]) + np.float64(1.0))) * (a__[k_ - 1:k_] * size_t[I - 1:I, J + 1:J + 2, k_:k_ + 1].astype(np.int32)).astype(np.float64))
            zs[I - 1:I, J - 1:J, k_:k_ + 1] = np.float64(np.int64(7))
            ua[i:I, j:J, k_:k_ + 1] = ((cp[i - 1:I - 1, j + 2:J + 2].astype(np.float64) / (ufuncs.abs(a__[k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) * ufuncs.maximum(np.int64(7), size_t[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64))
            mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.log((ufuncs.abs(ufuncs.float64(a__[k_:k_ + 1])) + np.float64(0.5))) < (ua[i:I, j:J, k_:k_ + 1] + a__[k_:k_ + 1].astype(np.float64)))
            memset_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] <= ufuncs.float64(cp[i:I, j - 1:J - 1])), memset_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153833190608_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], ((ua[i:I, j:J, k_:k_ + 1] * area[i:I, j:J, k_:k_ + 1]) < (size_t[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(cp[i:I, j - 2:J - 2]).astype(np.float64) + np.float64(1.0)))), mask_140153833190608_gen_0[i:I, j:J, k_:k_ + 1])
            memset_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833190608_gen_0[i:I, j:J, k_:k_ + 1]), ((area[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))) < ufuncs.int32(size_t[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2]).astype(np.float64)), memset_gen_0[i:I, j:J, k_:k_ + 1])
            memset_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833190608_gen_0[i:I, j:J, k_:k_ + 1]), ((zs[i:I, j:J, k_:k_ + 1] - np.float64(-1.25)) == ua[i:I, j:J, k_ + 1:k_ + 2]), memset_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], (a__[k_:k_ + 1].astype(np.float64) == ufuncs.power(ufuncs.abs(np.float64(-1.25)), np.float64(0.5))), mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1])
            main_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1]), ((zs[i:I, j:J, k_:k_ + 1] + np.float64(3.5)) + (ua[i:I, j:J, k_ - 1:k_] * cp[i:I, j:J].astype(np.float64))), main_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1]), main_gen_0[i:I, j:J, k_:k_ + 1], ua[i:I, j:J, k_:k_ + 1])
            mask_140153831946192_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1]))), (zs[i:I, j:J, k_:k_ + 1] <= size_t[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64)), mask_140153831946192_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153831858256_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153831946192_gen_0[i:I, j:J, k_:k_ + 1]), main_gen_0[i:I, j:J, k_:k_ + 1], zs[i:I, j:J, k_:k_ + 1])
            main_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833387088_gen_0[i:I, j:J, k_:k_ + 1])), (-(ufuncs.erfc(ufuncs.float64(cp[i:I, j:J])))), main_gen_0[i:I, j:J, k_:k_ + 1])
            main_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.erf(ufuncs.float64(np.float64(-1.25)))
            # --- end horizontal block --

        # --- end vertical block ---
    