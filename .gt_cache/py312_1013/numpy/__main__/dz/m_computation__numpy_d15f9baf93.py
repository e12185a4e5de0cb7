import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, errno, y, var, coef, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    mask_140333777623568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779175760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.int64(7) <= c), ((np.float64(coef) + y[i:I, j:J, k_:k_ + 1]) < ufuncs.abs(rho[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_])))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1], (-(ufuncs.remainder(y[i:I, j:J, k_:k_ + 1], np.float64(c)))), var[i:I, j:J, k_:k_ + 1])
            mask_140333779175760_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1], (np.where((np.where(((y[i:I, j:J, k_ - 1:k_] - np.float64(np.int64(7))) == (y[i:I, j:J, k_ + 1:k_ + 2] + rho[i:I, j - 1:J - 1, k_:k_ + 1])), rho[i:I, j + 2:J + 2, k_:k_ + 1], np.float64(c)) == (np.float64(c) * rho[i:I, j:J, k_ - 1:k_])), y[i:I, j:J, k_ + 1:k_ + 2], y[i:I, j:J, k_ + 1:k_ + 2]) != rho[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1]), mask_140333779175760_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779175760_gen_0[i:I, j:J, k_:k_ + 1]), np.where(ufuncs.isnan(ufuncs.float64(c)), ufuncs.erfc(y[i:I, j:J, k_ + 1:k_ + 2]), (rho[i:I, j:J, k_:k_ + 1] / np.float64(c))), var[i:I, j:J, k_ + 1:k_ + 2])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333779175760_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((np.float64(coef) <= var[i:I, j:J, k_ + 1:k_ + 2]), ufuncs.remainder(y[i:I, j:J, k_ - 1:k_], y[i:I, j:J, k_:k_ + 1]), (errno[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] * np.float64(np.int64(7)))), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777623568_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333779175760_gen_0[i:I, j:J, k_:k_ + 1]))), ((np.float64(c) / (ufuncs.abs(rho[i:I, j - 1:J - 1, k_ - 1:k_]) + np.float64(1.0))) + ufuncs.remainder(np.float64(2.0), np.float64(c))), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = y[i:I, j:J, k_:k_ + 1]
            x_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64((-(np.int64(1)))) >= y[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    