import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, printf, dz, x, a, val, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    printf = Field(printf, _origin_['printf'], (False, False, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153846865168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846091216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdout_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850634832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843858000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843865424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843146128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((val[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.int64) < (-(np.int64(2)))), (tend[i:I, j:J, k_:k_ + 1] < val[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.int64)))
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2), c[i:I, j:J, k_:k_ + 1])
            mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((np.float64(0.5) == tend[i:I, j:J, k_:k_ + 1].astype(np.float64)), a[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1]), mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.power(val[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2], np.int64(2))), c[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1]), printf[k_ + 1:k_ + 2], tend[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(ufuncs.maximum(printf[k_ - 1:k_], c[i:I, j:J, k_:k_ + 1]))), np.float64(6.0)) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), tend[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153850634832_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.minimum(printf[k_ + 1:k_ + 2], c[i:I, j:J, k_:k_ + 1]) - (printf[k_:k_ + 1] * tend[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1])
            mask_140153846091216_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], ((w[i:I, j:J, k_:k_ + 1] - c[i:I, j:J, k_:k_ + 1]).astype(np.float32) > (-(dz[i:I, j:J, k_ - 1:k_]))), mask_140153846091216_gen_0[i:I, j:J, k_:k_ + 1])
            stdout_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843146128_gen_0[i:I, j:J, k_:k_ + 1], mask_140153846091216_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64((w[i:I, j:J, k_:k_ + 1] - tend[i:I, j:J, k_:k_ + 1])), stdout_gen_0[i:I, j:J, k_:k_ + 1])
            t_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.1) * val[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64)) + (stdout_gen_0[i:I, j:J, k_:k_ + 1] + stdout_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = np.bitwise_or(ufuncs.isinf(ufuncs.float64(w[i:I, j:J, k_:k_ + 1])), (c[i:I, j:J, k_:k_ + 1] <= val[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.int64)))
            c[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    