import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, abort, jt, main, c, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    abort = Field(abort, _origin_['abort'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (False, False, True))
    main = Field(main, _origin_['main'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u__a35_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    stdout_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834484368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux__a35_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153833070800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831371408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834381200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u__a35_25_34_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__a35_25_34_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__a35_25_52_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153833003216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(abort[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1]).astype(np.float64), np.float64(4.0)))):
            main[i:I, j:J, k:K] = np.where((var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(abort[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), np.where((np.float64(0.001) >= var[i:I, j:J, k:K]), ufuncs.floor(ufuncs.float64(c[i:I, j:J, k:K])), (-(var[i:I, j:J, k:K]))).astype(np.float32), main[i:I, j:J, k:K])
            var[i:I, j:J, k:K] = np.where((var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(abort[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (var[i:I, j:J, k:K] + np.float64(1.0)), var[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1] = ((c[i:I, j:J, k_:k_ + 1].astype(np.float32) * main[i:I, j:J, k_:k_ + 1]) != ufuncs.minimum(jt[k_ + 1:k_ + 2].astype(np.int32), c[i:I, j:J, k_:k_ + 1]).astype(np.float32))
            main[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1], jt[k_:k_ + 1].astype(np.float32), main[i:I, j:J, k_:k_ + 1])
            mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), (var[i:I, j:J, k_:k_ + 1] != jt[k_:k_ + 1].astype(np.float64)), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.power(main[i:I, j:J, k_ - 1:k_], np.int64(2)) == (main[i:I, j:J, k_:k_ + 1] * abort[i - 1:I - 1, j:J, k_:k_ + 1])), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), (-(y[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1])).astype(np.int32), c[i:I, j:J, k_:k_ + 1])
            u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), jt[k_ - 1:k_], u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            flux__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), y[i:I, j:J, k_:k_ + 1], flux__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153833003216_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), (flux__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(1.0)), mask_140153833003216_gen_0[i:I, j:J, k_:k_ + 1])
            u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153833003216_gen_0[i:I, j:J, k_:k_ + 1]), u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1], u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), flux__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int16), u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), u__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1])
            u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(10.0) - var[i:I, j:J, k_:k_ + 1]), u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153834484368_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), (RETURN_VALUE__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) < np.float64(1.0)), mask_140153834484368_gen_0[i:I, j:J, k_:k_ + 1])
            u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834484368_gen_0[i:I, j:J, k_:k_ + 1]), u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1], u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1])
            u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__a35_25_52_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), u__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__a35_25_34_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]), ((np.int64(2) - c[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64)) * np.int64(0)).astype(np.int32), c[i:I, j:J, k_:k_ + 1])
            main[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153831371408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833070800_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140153834381200_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isfinite(np.float64(1.0))), main[i:I, j:J, k_:k_ + 1], main[i:I, j:J, k_:k_ + 1])
            stdout_gen_0[i:I, j:J, k_:k_ + 1] = ((jt[k_:k_ + 1].astype(np.float64) / (ufuncs.abs(y[i - 1:I - 1, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) < (np.float64(3.5) * np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    