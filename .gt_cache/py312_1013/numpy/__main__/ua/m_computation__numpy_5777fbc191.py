import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, y, v, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs__902_13_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__902_13_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829568144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822739152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821206672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe__902_31_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs__902_31_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ((v[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.int64) * np.int64(0)).astype(np.float64) / ufuncs.sqrt(ufuncs.abs(ufuncs.float64(np.int64(0)))))
            w[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(v[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.int64) * ufuncs.power(np.int64(0), np.int64(2))).astype(np.float64)
            zs__902_13_16_gen_0[i:I - 1, j:J, k_:k_ + 1] = y[i:I - 1, j:J, k_ + 1:k_ + 2]
            RETURN_VALUE__902_13_16_gen_0[i:I - 1, j:J, k_:k_ + 1] = (y[i:I - 1, j:J, k_:k_ + 1] / np.where(((y[i:I - 1, j:J, k_:k_ + 1] * val) == ufuncs.abs(np.float64(0.001))), zs__902_13_16_gen_0[i:I - 1, j:J, k_:k_ + 1], np.float64(np.int64(3))))
            w[i:I - 1, j:J, k_:k_ + 1] = (RETURN_VALUE__902_13_16_gen_0[i:I - 1, j:J, k_:k_ + 1] * ufuncs.arcsinh(w[i:I - 1, j:J, k_:k_ + 1]))
            w[i:I - 1, j:J, k_:k_ + 1] = np.float64(ufuncs.remainder(np.int64(65536), np.int64(0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(v[i:I, j + 2:J + 2, k_ + 1:k_ + 2]) + (v[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) / y[i:I, j:J, k_:k_ + 1]))
            mask_140153822739152_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(val, y[i:I, j:J, k_ + 1:k_ + 2]) <= (v[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64) - w[i:I, j:J, k_ - 1:k_]))
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822739152_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(w[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), ufuncs.maximum(v[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int64), np.int64(0))).astype(np.float64), y[i:I, j:J, k_:k_ + 1])
            mask_140153829568144_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153822739152_gen_0[i:I, j:J, k_:k_ + 1])), (np.where((ufuncs.minimum(v[i + 1:I + 1, j:J, k_ - 1:k_], v[i - 2:I - 2, j - 2:J - 2, k_ + 1:k_ + 2]).astype(np.float64) >= (np.float64(np.int64(0)) + val)), w[i:I, j:J, k_:k_ + 1], np.float64(0.5)) == ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(v[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2])))), mask_140153829568144_gen_0[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153822739152_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153829568144_gen_0[i:I, j:J, k_:k_ + 1]), (y[i:I, j:J, k_:k_ + 1] * ufuncs.arccosh((ufuncs.abs(y[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), tmp[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_:k_ + 1] = v[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmin[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((fmin[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                y[i:I, j:J, k_:k_ + 1] = np.where((fmin[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.float32((w[i:I, j:J, k_ + 1:k_ + 2] * np.float64(2.0))).astype(np.float64), y[i:I, j:J, k_:k_ + 1])
                tmp[i:I, j:J, k_:k_ + 1] = np.where((fmin[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), y[i:I, j:J, k_ - 1:k_], tmp[i:I, j:J, k_:k_ + 1])
                fmin[i:I, j:J, k_:k_ + 1] = np.where((fmin[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (fmin[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), fmin[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe__902_31_16_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.float64(val)
            zs__902_31_16_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((ufuncs.remainder(np.float64(np.int64(0)), val) <= np.float64(ufuncs.int64(np.int64(0)))), np.float64(1.5), w[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            c_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = (tmp[I - 2:I - 1, j:j + 1, k_:k_ + 1] / np.where(((tmp[I - 2:I - 1, j:j + 1, k_:k_ + 1] * pe__902_31_16_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]) == ufuncs.abs(np.float64(0.001))), zs__902_31_16_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], np.float64(np.int64(3))))
            c_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((tmp[I - 2:I - 1, j:j + 1, k_ + 1:k_ + 2] - np.float64(np.int64(0))), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)
            mask_140153821206672_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = ((-(fmin[i:i + 1, j:j + 2, k_:k_ + 1])) >= w[i:i + 1, j:j + 2, k_:k_ + 1])
            t0_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where(mask_140153821206672_gen_0[i:i + 1, j:j + 2, k_:k_ + 1], (ufuncs.float64(y[i:i + 1, j:j + 2, k_:k_ + 1]) - ufuncs.float64(y[i:i + 1, j:j + 2, k_:k_ + 1])), t0_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
            tmp[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153821206672_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), val, tmp[i:i + 1, j:j + 2, k_:k_ + 1])
            x_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153821206672_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), ufuncs.maximum(y[i:i + 1, j:j + 2, k_ + 1:k_ + 2], np.where(((fmin[i:i + 1, j:j + 2, k_:k_ + 1] + w[i:i + 1, j:j + 2, k_:k_ + 1]) >= c_gen_0[i:i + 1, j:j + 2, k_:k_ + 1]), fmin[i:i + 1, j:j + 2, k_:k_ + 1], w[i:i + 1, j:j + 2, k_:k_ + 1])), x_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    