import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, volatile, qv, i0, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    volatile = Field(volatile, _origin_['volatile'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, False))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153851693968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856464016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153851693968_gen_0[i:I, j:J, k_:k_ + 1] = (qv[i:I, j:J, k_:k_ + 1].astype(np.float64) < (i0[i:I, j:J, k_:k_ + 1] * np.float64(-1.25)))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851693968_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.tanh(np.float64(0.25)), (-(qv[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float64)), var[i:I, j:J, k_:k_ + 1])
            mask_140153856464016_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851693968_gen_0[i:I, j:J, k_:k_ + 1], (var[i:I, j:J, k_:k_ + 1] > np.where(volatile[i:I, j + 1:J + 1, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1].astype(np.float64), var[i:I, j:J, k_ + 1:k_ + 2])), mask_140153856464016_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851693968_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856464016_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.isnan(flux[i:I, j:J]), gz[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153851693968_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856464016_gen_0[i:I, j:J, k_:k_ + 1]), qv[i:I, j:J, k_ + 1:k_ + 2], res[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_or(volatile[i + 2:I + 2, j + 2:J + 2, k_ - 1:k_], (res[i:I, j:J, k_:k_ + 1].astype(np.float64) >= (res[i:I, j:J, k_:k_ + 1].astype(np.float64) * flux[i + 1:I + 1, j:J])))))
            res[i:I, j:J, k_:k_ + 1] = np.float32((ufuncs.float64(np.float64(-1.25)) - np.float64(-1.25)))
            gz[i:I, j:J, k_:k_ + 1] = (np.where(((var[i:I, j:J, k_:k_ + 1] * res[i:I, j:J, k_ - 1:k_].astype(np.float64)) > (np.float64(10.0) - np.float64(2.0))), res[i:I, j:J, k_:k_ + 1].astype(np.float64), flux[i - 2:I - 2, j:J]) <= ufuncs.power(qv[i:I, j:J, k_ - 1:k_], np.int64(2)).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = ufuncs.float64((var[i:I, j:J, k:K] - qv[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    