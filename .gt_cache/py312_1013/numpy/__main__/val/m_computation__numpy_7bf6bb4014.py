import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, isobar, c, b, a, dz, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    time_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333761067216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333761067216_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1] = (ufuncs.minimum(dz, w[i + 1:I - 1, J - 2:J, lk + ((dz + np.int64(1)) - np.int64(1))].astype(np.int64)).astype(np.float64) >= np.where(c, np.float64(0.001), isobar[i + 1:I - 1, J - 2:J, k_ + 1:k_ + 2]))
            time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1] = np.where(mask_140333761067216_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1], dz, time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1])
            time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.arccos(ufuncs.tanh(ufuncs.float64(time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1]))) / ufuncs.abs(a[i + 1:I - 1, J - 1:J + 1, k_ - 1:k_]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            b[i + 1:I - 1, J - 2:J, k_ + 1:k_ + 2] = ufuncs.remainder((time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1] + time_gen_0[i + 1:I - 1, J - 2:J, k_:k_ + 1]).astype(np.float32), ufuncs.erf(b[i + 1:I - 1, J - 2:J, k_:k_ + 1]))
            time_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.sin((np.float64(0.25) / np.float64(0.001))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            coef[i:I, j:J, k_:k_ + 1] = (ufuncs.power(np.int64(2), np.int64(2)) + w[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.int64))
            t_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(time_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) - ufuncs.float64(w[i:I, j - 2:J - 2, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            coef[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arcsinh(ufuncs.float64(coef[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            b[i:I, j:J, k_:k_ + 1] = (a[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int64) - (coef[i:I, j:J, k_:k_ + 1] + a[i:I, j:J, k_:k_ + 1].astype(np.int64))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    