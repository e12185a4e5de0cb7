import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tj0, flux, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tj0 = Field(tj0, _origin_['tj0'], (True, True, False))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333769584336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333764602320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    delp__ab5_10_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    stdout__ab5_10_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tj0[i:I, j + 1:J + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            delp__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1] = (v[i:I, j:J, k_:k_ + 1] * v[i:I, j:J, k_:k_ + 1])
            stdout__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(v[i:I, j:J, k_:k_ + 1])
            stdout__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(np.int64(3)) + np.float64(0.5)) + (delp__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) - stdout__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1]))
            y_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float32((stdout__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1] - delp__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            rho_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(stdout__ab5_10_17_gen_0[i:I, j:J, k_:k_ + 1], np.float64((-(np.int64(2)))))
            mask_140333764602320_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(np.bitwise_and(flux[i:I, j:J, k_:k_ + 1], (np.where(((v[i:I, j:J, k_:k_ + 1].astype(np.float64) + tj0[i - 2:I - 2, j:J]) >= (np.float64(0.5) + y_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))), v[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(0.0)) != ufuncs.cosh(ufuncs.tanh(y_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.float64))), ((rho_gen_0[i:I, j:J, k_:k_ + 1] * rho_gen_0[i:I, j:J, k_:k_ + 1]) >= v[i:I, j:J, k_ - 1:k_].astype(np.float64)))
            sqrtf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764602320_gen_0[i:I, j:J, k_:k_ + 1], tj0[i:I, j + 1:J + 1], sqrtf_gen_0[i:I, j:J, k_:k_ + 1])
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764602320_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(v[i:I, j:J, k_ + 1:k_ + 2]), u_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333769584336_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333764602320_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(y_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64) <= (rho_gen_0[i:I, j:J, k_:k_ + 1] * tj0[i - 2:I - 2, j:J])), mask_140333769584336_gen_0[i:I, j:J, k_:k_ + 1])
            expf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764602320_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333769584336_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(ufuncs.minimum(sqrtf_gen_0[i:I, j:J, k_:k_ + 1], u_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))), expf_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    