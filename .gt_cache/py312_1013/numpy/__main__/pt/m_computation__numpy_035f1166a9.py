import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, exit, gz, ua, y, time, auto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    exit = Field(exit, _origin_['exit'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, False))
    time = Field(time, _origin_['time'], (False, False, True))
    
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862997840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860197264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((buffers_ok[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                ua[i:I, j:J, k_:k_ + 1] = np.where((buffers_ok[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.float32(gz), ua[i:I, j:J, k_:k_ + 1])
                buffers_ok[i:I, j:J, k_:k_ + 1] = np.where((buffers_ok[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (buffers_ok[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), buffers_ok[i:I, j:J, k_:k_ + 1])
                
            mask_140153860197264_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((y[i + 2:I + 2, j:J] < time[k_:k_ + 1].astype(np.float64))))
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153860197264_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arccos(ufuncs.tanh(np.float64(0.5))) == auto)), (buffers_ok[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))).astype(np.float32), ua[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153860197264_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arccos(ufuncs.tanh(np.float64(0.5))) == auto)), np.float32(ufuncs.float64(ufuncs.maximum(np.float64(gz), np.float64(2.0)))), ua[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153860197264_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ufuncs.sqrt(ufuncs.abs(buffers_ok[i:I, j:J, k_ - 1:k_])), ufuncs.minimum(np.float64(gz), exit[i + 1:I + 1, j:J, k_ + 1:k_ + 2])).astype(np.float32), ua[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153860197264_gen_0[i:I, j:J, k_:k_ + 1])), np.float32((auto * (np.float64(2.0) + np.float64(gz)))), ua[i:I, j:J, k_:k_ + 1])
            mask_140153862997840_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(np.where(bool(bool(True)), buffers_ok[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1]))
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862997840_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float32(y[i:I, j + 1:J + 1]).astype(np.float64) / (ufuncs.abs(ufuncs.float64(np.float64(0.5))) + np.float64(1.0))).astype(np.float32), ua[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862997840_gen_0[i:I, j:J, k_:k_ + 1], np.float32(auto), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    