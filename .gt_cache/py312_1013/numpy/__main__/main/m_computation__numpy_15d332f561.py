import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, buffers_ok, size_t, zs, a__, x, int64_t, switch, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    buffers_ok = Field(buffers_ok, _origin_['buffers_ok'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (False, False, True))
    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333759408784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762543696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ti0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333760674768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            size_t[i:I, j:J, k_:k_ + 1] = size_t[i:I, j:J, k_:k_ + 1]
            mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.maximum(a__[k_:k_ + 1], x) == ufuncs.abs(a__[k_ + 1:k_ + 2])), np.float64(np.int64(0)), int64_t[i:I, j:J, k_:k_ + 1]) >= (buffers_ok[i + 1:I + 1, j:J, k_:k_ + 1] + np.float64((-(np.int64(1))))))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(ufuncs.abs(np.int64(1))) * (int64_t[i:I, j:J, k_:k_ + 1] + np.float64(0.0))), var[i:I, j:J, k_:k_ + 1])
            int64_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1], (int64_t[i:I, j:J, k_:k_ + 1] + size_t[i:I, j:J, k_:k_ + 1].astype(np.float64)), int64_t[i:I, j:J, k_:k_ + 1])
            int64_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1], ((size_t[i:I, j:J, k_ - 1:k_].astype(np.float64) * buffers_ok[i:I, j - 1:J - 1, k_:k_ + 1]) / (ufuncs.abs(a__[k_ + 1:k_ + 2]) + np.float64(1.0))), int64_t[i:I, j:J, k_:k_ + 1])
            mask_140333762543696_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1])), (size_t[i:I, j:J, k_:k_ + 1].astype(np.float32) >= switch), mask_140333762543696_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333759408784_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762543696_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(3.5), w[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            t0_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((t0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                size_t[i:I, j:J, k_:k_ + 1] = np.where((t0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(np.float64(1.5), np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), size_t[i:I, j:J, k_:k_ + 1])
                t0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((t0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (t0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), t0_gen_0[i:I, j:J, k_:k_ + 1])
                
            sqrtf_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(switch) + (np.float64(np.int64(2)) * np.float64(2.0)))
            mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(np.float64(switch), np.float64(1.5)) <= w[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False)), zs[i:I, j:J, k_:k_ + 1])
            ti0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), ti0_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1])), (ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(switch)), np.float64(4.0))))):
                int64_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1])), (ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(switch)), np.float64(4.0)))), np.float64(0.25), int64_t[i:I, j:J, k_:k_ + 1])
                size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1])), (ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(switch)), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((w[i:I, j:J, k_ - 1:k_] + var[i:I, j:J, k_:k_ + 1]) - np.float64(0.001)), (-(np.float64(100000.0)))), np.float64(100000.0))), size_t[i:I, j:J, k_:k_ + 1])
                ti0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333760674768_gen_0[i:I, j:J, k_:k_ + 1])), (ti0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(switch)), np.float64(4.0)))), (ti0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ti0_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    