import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, stride, tend, _X, x, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    _X = Field(_X, _origin_['_X'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    do = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (0, 1, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773014352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770609872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771219216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a___gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 1, _dJ_ + 1

        do[i:I, j:J, k:K] = (np.where((np.float64(stride) > (np.float64(10.0) - tend)), np.float64(0.0), np.float64(np.int64(3))) - np.float64((stride - np.float32(np.int64(3)))))
        do[i:I, j:J, k:K] = ((np.int64(3) - x[i + 1:I + 1, j:J, k - 1:K - 1].astype(np.int64)).astype(np.float64) / ufuncs.erf(do[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1] = ((-(np.float64(1.5))) < (var[i:I, j:J, k_ + 1:k_ + 2] + np.float64(np.int64(0))))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(np.int64(1)) * do[i:I, j:J, k_:k_ + 1]) + (x[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64) + do[i:I, j:J, k_:k_ + 1])), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_ - 1:k_] = np.where(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], x[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.float64), var[i:I, j:J, k_ - 1:k_])
            mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], ((var[i:I, j:J, k_ - 1:k_] / np.float64(stride)) <= ufuncs.cosh(ufuncs.tanh(var[i:I, j:J, k_ - 1:k_]))), mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1]), (var[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(3))), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1]), np.where(ufuncs.isfinite(var[i:I, j:J, k_:k_ + 1]), (tend / _X[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), ufuncs.cosh(ufuncs.tanh(ufuncs.float64(_X[i:I, j:J, k_ + 1:k_ + 2])))), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1]), x[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64), var[i:I, j:J, k_:k_ + 1])
            x_s_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773014352_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333770609872_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.remainder((do[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(stride)) + np.float64(1.0))), np.float64(np.int64(3))), x_s_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333771219216_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf((np.float64(stride) - var[i:I, j:J, k_ - 1:k_]))
            a___gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771219216_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum((x_s_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(0.001)), (tend - x_s_gen_0[i:I, j:J, k_:k_ + 1])), a___gen_0[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771219216_gen_0[i:I, j:J, k_:k_ + 1])), (np.where((x[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1] == (x[i:I, j + 1:J + 1, k_:k_ + 1] - x[i + 2:I + 2, j:J, k_ - 1:k_])), np.float64(1.0), do[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]) > (do[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1] - var[i:I, j:J, k_ + 1:k_ + 2])), pt_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    