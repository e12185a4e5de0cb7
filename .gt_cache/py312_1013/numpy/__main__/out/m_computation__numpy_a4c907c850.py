import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, printf, a, ua, a__, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    printf = Field(printf, _origin_['printf'], (True, True, True))
    a = Field(a, _origin_['a'], (False, False, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, True))
    
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    signbit_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((a__[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) - np.float64(1.5)) + printf[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            delp_gen_0[i:I, j:J, k_:k_ + 1] = ua[i:I, j:J, k_:k_ + 1]
            ua[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((printf[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) * a[k_:k_ + 1]) * ufuncs.maximum(ua[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(0.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            c[i:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((a[k_ + 1:k_ + 2] != a[k_:k_ + 1]), np.where((ufuncs.int32(printf[i + 2:I + 1, j + 3:j + 4, k_:k_ + 1]).astype(np.float64) != (a[k_:k_ + 1] / (ufuncs.abs(printf[i + 1:I, j - 1:j, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), a[k_:k_ + 1], a[k_ - 1:k_]), ufuncs.minimum(a[k_:k_ + 1], printf[i + 2:I + 1, j - 1:j, k_:k_ + 1].astype(np.float64)))
            signbit_gen_0[i:I - 1, j + 1:j + 2, k_:k_ + 1] = ufuncs.arctan(ufuncs.float64((printf[i:I - 1, j + 2:j + 3, k_ + 1:k_ + 2] + a__[i + 1:I, j + 1:j + 2, k_:k_ + 1].astype(np.int64))))
            c[i:i + 2, j:j + 1, k_:k_ + 1] = np.where((a[k_ + 1:k_ + 2] != a[k_:k_ + 1]), np.where((ufuncs.int32(printf[i + 2:i + 4, j + 2:j + 3, k_:k_ + 1]).astype(np.float64) != (a[k_:k_ + 1] / (ufuncs.abs(printf[i + 1:i + 3, j - 2:j - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), a[k_:k_ + 1], a[k_ - 1:k_]), ufuncs.minimum(a[k_:k_ + 1], printf[i + 2:i + 4, j - 2:j - 1, k_:k_ + 1].astype(np.float64)))
            signbit_gen_0[i:i + 2, j:j + 1, k_:k_ + 1] = ufuncs.arctan(ufuncs.float64((printf[i:i + 2, j + 1:j + 2, k_ + 1:k_ + 2] + a__[i + 1:i + 3, j:j + 1, k_:k_ + 1].astype(np.int64))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = ((c[i:I, j:J, k_:k_ + 1] + printf[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64)) / ufuncs.minimum(a__[i + 2:I + 2, j - 1:J - 1, k_ - 1:k_].astype(np.float64), a[k_ - 1:k_]))
            flux_gen_0[i + 1:I, J - 2:J - 1, k_:k_ + 1] = (np.where(((c[i + 1:I, J - 2:J - 1, k_:k_ + 1] * c[i + 1:I, J - 2:J - 1, k_:k_ + 1]) <= ufuncs.remainder(c[i + 1:I, J - 2:J - 1, k_:k_ + 1], a__[i + 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float64))), printf[i + 1:I, J - 3:J - 2, k_ + 1:k_ + 2], printf[i:I - 1, J - 2:J - 1, k_:k_ + 1]).astype(np.float64) - c[i + 1:I, J - 2:J - 1, k_:k_ + 1])
            c[i + 1:I, J - 2:J - 1, k_:k_ + 1] = np.float64(2.0)
            cp_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((cp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where((cp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.log((ufuncs.abs(flux_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(0.5))), pe_gen_0[i:I, j:J, k_:k_ + 1])
                pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where((cp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (pe_gen_0[i:I, j:J, k_:k_ + 1] - ufuncs.abs(c[i:I, j:J, k_:k_ + 1])), pe_gen_0[i:I, j:J, k_:k_ + 1])
                cp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((cp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (cp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), cp_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    