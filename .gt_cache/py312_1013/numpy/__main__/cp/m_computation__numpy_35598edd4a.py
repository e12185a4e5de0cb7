import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, res, powf, q, phi, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    res = Field(res, _origin_['res'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    mask_140153854069392_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859890832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153854069392_gen_0[i:I, j:J, k:K] = ((powf[i:I, j:J, k:K] - q[i:I, j - 2:J - 2, k:K].astype(np.float64)) > ufuncs.power(q[i + 2:I + 2, j - 1:J - 1, k - 1:K - 1], np.int64(2)).astype(np.float64))
        powf[i:I, j:J, k:K] = np.where(mask_140153854069392_gen_0[i:I, j:J, k:K], var[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64), powf[i:I, j:J, k:K])
        mask_140153859890832_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153854069392_gen_0[i:I, j:J, k:K])), (res[i - 2:I - 2, j - 2:J - 2, k + 1:K + 1] < phi[i:I, j:J, k:K]), mask_140153859890832_gen_0[i:I, j:J, k:K])
        powf[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153854069392_gen_0[i:I, j:J, k:K])), mask_140153859890832_gen_0[i:I, j:J, k:K]), (ufuncs.minimum(var[i + 2:I + 2, j:J, k:K].astype(np.float64), powf[i:I, j:J, k:K]) + (res[i + 2:I + 2, j:J, k:K] - phi[i:I, j:J, k + 1:K + 1]).astype(np.float64)), powf[i:I, j:J, k:K])
        powf[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153854069392_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153859890832_gen_0[i:I, j:J, k:K]))), ((var[i + 1:I + 1, j + 1:J + 1, k:K].astype(np.int32) - phi[i:I, j:J, k - 1:K - 1]) + (res[i:I, j:J, k:K] + res[i - 2:I - 2, j:J, k:K])).astype(np.float64), powf[i:I, j:J, k:K])
        vc_gen_0[i:I, j:J, k:K] = ufuncs.log10((ufuncs.abs(ufuncs.float64(ufuncs.abs(var[i - 2:I - 2, j - 2:J - 2, k:K]))) + np.float64(0.5)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((q[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + (q[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64) - powf[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            b_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(phi[i:I, j:J, k_:k_ + 1], np.int64(2))
            b_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((q[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.int32) * res[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) * np.float64(1.5)), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64)
            # --- end horizontal block --

        # --- end vertical block ---
    