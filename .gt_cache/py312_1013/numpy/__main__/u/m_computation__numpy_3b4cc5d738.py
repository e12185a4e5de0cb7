import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, q, val, a, pt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    q = Field(q, _origin_['q'], (True, True, False))
    val = Field(val, _origin_['val'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153860416464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    printf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_ - 1:k_] = (ufuncs.ceil(val[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(q[i:I, j + 1:J + 1]).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        gz_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0)))):
            a[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), (np.where(pt, gz_gen_0[i:I, j:J, k:K], a[i:I, j:J, k:K]) * ufuncs.maximum(gz_gen_0[i:I, j:J, k:K], val[i:I, j:J, k:K])), a[i:I, j:J, k:K])
            mask_140153860416464_gen_0[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), (np.where(((q[i + 2:I + 2, j:J].astype(np.float64) + val[i:I, j:J, k:K]) < (gz_gen_0[i:I, j:J, k:K] + a[i:I, j:J, k:K])), q[i:I, j + 1:J + 1].astype(np.float64), val[i:I, j:J, k:K]) >= np.float64(np.int64(2))), mask_140153860416464_gen_0[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), mask_140153860416464_gen_0[i:I, j:J, k:K]), (gz_gen_0[i:I, j:J, k:K] / (ufuncs.abs(ufuncs.erf(ufuncs.float64(np.int64(2)))) + np.float64(1.0))), a[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), mask_140153860416464_gen_0[i:I, j:J, k:K]), ufuncs.sinh(ufuncs.tanh((gz_gen_0[i:I, j:J, k:K] * gz_gen_0[i:I, j:J, k:K]))), a[i:I, j:J, k:K])
            printf_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), mask_140153860416464_gen_0[i:I, j:J, k:K]), ((val[i:I, j:J, k:K] + q[i + 2:I + 2, j:J].astype(np.float64)) != a[i:I, j:J, k:K]), printf_gen_0[i:I, j:J, k:K])
            a__gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153860416464_gen_0[i:I, j:J, k:K]))), (-(ufuncs.abs(a[i:I, j:J, k:K]))), a__gen_0[i:I, j:J, k:K])
            gz_gen_0[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i - 2:I - 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), (gz_gen_0[i:I, j:J, k:K] + np.float64(1.0)), gz_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    