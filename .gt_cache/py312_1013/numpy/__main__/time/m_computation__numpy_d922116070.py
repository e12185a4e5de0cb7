import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, res, rho, ni, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    res = Field(res, _origin_['res'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    mask_140153866724496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153866724496_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((np.where((np.where(((np.float64(np.int64(0)) - rho[i:I, j:J, k_:k_ + 1]) < (np.float64((-(np.int64(1)))) - np.float64(3.5))), rho[i:I, j:J, k_ + 1:k_ + 2], ni[i:I, j:J, k_:k_ + 1]) >= ufuncs.tanh(ufuncs.float64(zs))), ni[i:I, j:J, k_ - 1:k_], res[i:I, j:J, k_:k_ + 1].astype(np.float64)) < (ni[i:I, j:J, k_:k_ + 1] + np.float64(zs)))))
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866724496_gen_0[i:I, j:J, k_:k_ + 1], (var[i:I, j:J, k_:k_ + 1] - (np.int64(0) - res[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float32)).astype(np.float64), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866724496_gen_0[i:I, j:J, k_:k_ + 1], np.float64(ufuncs.float32(np.float64(1.5))), rho[i:I, j:J, k_:k_ + 1])
            ni[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866724496_gen_0[i:I, j:J, k_:k_ + 1], ((res[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32) * var[i:I, j:J, k_:k_ + 1]).astype(np.float64) / (np.float64(ufuncs.abs(zs)) + np.float64(1.0))), ni[i:I, j:J, k_:k_ + 1])
            ni[i:I, j:J, k_:k_ + 1] = ((ni[i:I, j:J, k_:k_ + 1] * var[i:I, j:J, k_:k_ + 1].astype(np.float64)) - ufuncs.int64(ufuncs.minimum(ufuncs.maximum(var[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ni[i:I, j:J, k_:k_ + 1] = ((var[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1] - res[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64) / (ufuncs.abs(res[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    