import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tmp, it, vc, main, w, expf, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tmp = Field(tmp, _origin_['tmp'], (True, True, False))
    it = Field(it, _origin_['it'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    main = Field(main, _origin_['main'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    
    s_x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831897552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835881808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835294224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840907856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            it[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(tmp[i:I, j:J], tmp[i + 1:I + 1, j + 2:J + 2]).astype(np.int16) * (w[i:I, j - 1:J - 1, k_:k_ + 1] * w[i:I, j:J, k_:k_ + 1])).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        main[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.round_away_from_zero(ufuncs.float64(w[i:I, j + 1:J + 1, k - 1:K - 1])) + ufuncs.remainder(expf[i - 2:I - 2, j - 1:J - 1, k:K], main[i:I, j:J, k:K].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153831897552_gen_0[i:I, j:J, k:K] = vc[i:I, j - 2:J - 2, k + 1:K + 1]
        mask_140153835881808_gen_0[i:I, j:J, k:K] = np.where(mask_140153831897552_gen_0[i:I, j:J, k:K], (main[i:I, j:J, k:K] != (-(w[i + 2:I + 2, j:J, k - 1:K - 1])).astype(np.int64)), mask_140153835881808_gen_0[i:I, j:J, k:K])
        main[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153831897552_gen_0[i:I, j:J, k:K], mask_140153835881808_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0))), main[i:I, j:J, k:K])
        main[i:I, j:J, k:K] = np.where(mask_140153831897552_gen_0[i:I, j:J, k:K], w[i:I, j - 1:J - 1, k - 1:K - 1].astype(np.int64), main[i:I, j:J, k:K])
        main[i:I, j:J, k:K] = np.where(mask_140153831897552_gen_0[i:I, j:J, k:K], np.where((np.bitwise_not(vc[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1])), w[i + 1:I + 1, j:J, k:K].astype(np.int64), main[i:I, j:J, k:K]), main[i:I, j:J, k:K])
        mask_140153835294224_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(w[i + 2:I + 2, j:J, k:K])), np.float64(6.0)) + np.float64(0.5))) <= np.float64(10.0)), mask_140153835294224_gen_0[i:I, j:J, k:K])
        main[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), mask_140153835294224_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-(it[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), main[i:I, j:J, k:K])
        main[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), mask_140153835294224_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(w[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64), np.float64(-1.25)) / (ufuncs.abs((main[i:I, j:J, k:K].astype(np.float64) + it[i:I, j:J, k:K])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), main[i:I, j:J, k:K])
        s_x[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), mask_140153835294224_gen_0[i:I, j:J, k:K]), np.where(vc[i + 1:I + 1, j - 2:J - 2, k:K], np.where((np.float64(-1.25) != ufuncs.abs(expf[i - 1:I - 1, j + 2:J + 2, k:K])), np.float64(-1.25), np.float64(np.int64(3))), (w[i + 1:I + 1, j:J, k + 1:K + 1] * tmp[i + 1:I + 1, j - 2:J - 2].astype(np.int16)).astype(np.float64)), s_x[i:I, j:J, k:K])
        mask_140153840907856_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153835294224_gen_0[i:I, j:J, k:K]))), (tmp[i - 1:I - 1, j:J].astype(np.int16) >= w[i:I, j - 2:J - 2, k - 1:K - 1]), mask_140153840907856_gen_0[i:I, j:J, k:K])
        s_x[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831897552_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153835294224_gen_0[i:I, j:J, k:K]))), mask_140153840907856_gen_0[i:I, j:J, k:K]), np.where(vc[i - 1:I - 1, j:J, k + 1:K + 1], (-(np.float64(0.1))), expf[i:I, j + 1:J + 1, k:K]), s_x[i:I, j:J, k:K])
        main[i:i + 1, j:j + 2, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((tmp[i - 1:i, j:j + 2].astype(np.float64) / (ufuncs.abs(tmp[i:i + 1, j + 2:j + 4]).astype(np.float64) + np.float64(1.0))))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        tend[i:i + 1, j:j + 2, k:K] = np.float64(0.0)
        while np.any((tend[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(expf[i:I, j:J, k - 1:K - 1]), np.float64(4.0)))):
            main[i:i + 1, j:j + 2, k:K] = np.where((tend[i:i + 1, j:j + 2, k:K] < ufuncs.minimum(ufuncs.abs(expf[i:i + 1, j:j + 2, k - 1:K - 1]), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((expf[i:i + 1, j - 2:j, k:K] * np.float64(-1.25)) + (w[i + 2:i + 3, j - 1:j + 1, k + 1:K + 1].astype(np.float64) - np.float64(-1.25))), (-(np.float64(100000.0)))), np.float64(100000.0))), main[i:i + 1, j:j + 2, k:K])
            tend[i:i + 1, j:j + 2, k:K] = np.where((tend[i:i + 1, j:j + 2, k:K] < ufuncs.minimum(ufuncs.abs(expf[i:i + 1, j:j + 2, k - 1:K - 1]), np.float64(4.0))), (tend[i:i + 1, j:j + 2, k:K] + np.float64(1.0)), tend[i:i + 1, j:j + 2, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    