import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, w, NULL, time, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    w = Field(w, _origin_['w'], (False, False, True))
    NULL = Field(NULL, _origin_['NULL'], (True, True, True))
    time = Field(time, _origin_['time'], (True, True, True))
    
    NAN_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    RETURN_VALUE__1d7_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin__1d7_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    default__1d7_20_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    stderr_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153834448336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__1d7_9_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    RETURN_VALUE__1d7_14_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153839858640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmin__1d7_14_38_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    fmin__1d7_9_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmin__1d7_9_37_gen_0[i:I, j:J, k_:k_ + 1] = time[i:I, j:J, k_ + 1:k_ + 2]
            fmin__1d7_9_37_gen_0[i:I, j:J, k_:k_ + 1] = ((w[k_:k_ + 1] + w[k_:k_ + 1]).astype(np.float64) + np.float64(2.0)).astype(np.int64)
            RETURN_VALUE__1d7_9_37_gen_0[i:I, j:J, k_:k_ + 1] = w[k_:k_ + 1]
            time[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(RETURN_VALUE__1d7_9_37_gen_0[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            fmin__1d7_14_38_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = time[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]
            fmin__1d7_14_38_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ((time[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] + time[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(2.0)).astype(np.int64)
            RETURN_VALUE__1d7_14_38_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = time[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]
            stderr_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (time[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_] + RETURN_VALUE__1d7_14_38_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140153834448336_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ((stderr_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] - w[k_:k_ + 1].astype(np.int64)).astype(np.float64) == (NULL[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_] * NULL[i + 2:I - 1, j + 2:J - 1, k_ + 1:k_ + 2]))
            NAN_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153834448336_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], var_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], NAN_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            expf_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153834448336_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], (stderr_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) + ufuncs.log((ufuncs.abs(stderr_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(0.5)))), expf_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140153839858640_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153834448336_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), (w[k_:k_ + 1].astype(np.float64) > np.float64(1.5)), mask_140153839858640_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            coef_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153834448336_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), mask_140153839858640_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]), np.where((var_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.int64) <= time[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_]), (time[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) * np.float64(10.0)), (expf_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] / expf_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), coef_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            fmin__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1] = coef_gen_0[i:I, j:J, k_:k_ + 1]
            default__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(1.5)
            fmin__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1] = ((default__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1] + default__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(2.0))
            RETURN_VALUE__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1] = default__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1]
            time[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(RETURN_VALUE__1d7_20_42_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    