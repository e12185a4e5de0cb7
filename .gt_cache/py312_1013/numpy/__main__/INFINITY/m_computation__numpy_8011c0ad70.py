import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, flux, qv, expf, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852221072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850793936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852304208_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858353808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = (np.float64((expf * expf)) == np.where((a[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64) > ufuncs.float64(expf)), qv[i - 2:I - 2, j:J, k_:k_ + 1], np.float64(expf)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1] = ((a[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + np.float64(3.5)) > a[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), gz_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (qv[i:I, j:J, k_ + 1:k_ + 2] + ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.int64(3))))), var[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (ufuncs.abs(gz_gen_0[i:I, j:J, k_:k_ + 1]) + var[i:I, j:J, k_:k_ + 1]), var[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (gz_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), gz_gen_0[i:I, j:J, k_:k_ + 1])
                
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(expf)), np.float64(4.0))))):
                a__gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(expf)), np.float64(4.0)))), gz_gen_0[i:I, j:J, k_:k_ + 1], a__gen_0[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(expf)), np.float64(4.0)))), ((-(flux)) - ufuncs.minimum(np.float64(expf), qv[i + 1:I + 1, j:J, k_ + 1:k_ + 2])), var[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153850793936_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(expf)), np.float64(4.0)))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153858353808_gen_0[i:i + 1, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.float64(a[i:i + 1, j + 2:J + 2, k_ + 1:k_ + 2]))
            a__gen_0[i:i + 1, j:J, k_:k_ + 1] = np.where(mask_140153858353808_gen_0[i:i + 1, j:J, k_:k_ + 1], ufuncs.remainder((a__gen_0[i:i + 1, j:J, k_:k_ + 1] * np.float64(expf)), qv[i:i + 1, j - 2:J - 2, k_ - 1:k_]), a__gen_0[i:i + 1, j:J, k_:k_ + 1])
            uint8_t[i:i + 1, j:J, k_:k_ + 1] = np.where(mask_140153858353808_gen_0[i:i + 1, j:J, k_:k_ + 1], ((qv[i - 2:i - 1, j - 1:J - 1, k_:k_ + 1] - flux) <= (a[i - 2:i - 1, j:J, k_:k_ + 1] + a[i - 2:i - 1, j:J, k_:k_ + 1]).astype(np.float64)), uint8_t[i:i + 1, j:J, k_:k_ + 1])
            mask_140153852304208_gen_0[i:i + 1, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153858353808_gen_0[i:i + 1, j:J, k_:k_ + 1])), (np.float64(0.001) != gz_gen_0[i:i + 1, j:J, k_:k_ + 1]), mask_140153852304208_gen_0[i:i + 1, j:J, k_:k_ + 1])
            var[i:i + 1, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858353808_gen_0[i:i + 1, j:J, k_:k_ + 1])), mask_140153852304208_gen_0[i:i + 1, j:J, k_:k_ + 1]), (-(gz_gen_0[i:i + 1, j:J, k_:k_ + 1])), var[i:i + 1, j:J, k_:k_ + 1])
            mask_140153852221072_gen_0[I - 1:I, J - 2:J, k_:k_ + 1] = (np.bitwise_not(((np.float64(0.1) * var[I - 1:I, J - 2:J, k_ - 1:k_]) > qv[I - 1:I, J - 3:J - 1, k_:k_ + 1])))
            var[I - 1:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153852221072_gen_0[I - 1:I, J - 2:J, k_:k_ + 1], a__gen_0[I - 1:I, J - 2:J, k_:k_ + 1], var[I - 1:I, J - 2:J, k_:k_ + 1])
            a__gen_0[I - 1:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153852221072_gen_0[I - 1:I, J - 2:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-(gz_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), a__gen_0[I - 1:I, J - 2:J, k_:k_ + 1])
            u_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.round_away_from_zero(flux) + (qv[i - 2:I - 2, j:J, k_:k_ + 1] * var[i:I, j:J, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    