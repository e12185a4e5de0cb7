import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, w, pt, x, uint8_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    w = Field(w, _origin_['w'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, False))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    
    kt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nj_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    i0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:i + 1, J - 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.power(uint8_t[i:i + 1, J - 3:J - 2, k_ - 1:k_], np.int64(2)).astype(np.float64) + ufuncs.arccos(ufuncs.tanh(ufuncs.float64(w[i:i + 1, J - 2:J - 1, k_:k_ + 1])))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            nj_gen_0[i:i + 1, J - 2:J - 1, k_:k_ + 1] = ufuncs.arccos(ufuncs.tanh((x[i:i + 1, J - 4:J - 3].astype(np.float64) - a)))
            kt_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                nj_gen_0[i:I, j:J, k_:k_ + 1] = np.where((kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), nj_gen_0[i:I, j:J, k_:k_ + 1], nj_gen_0[i:I, j:J, k_:k_ + 1])
                i0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.float64(3.5) + ufuncs.float64(pt[i:I, j + 2:J + 2, k_ - 1:k_])), i0_gen_0[i:I, j:J, k_:k_ + 1])
                kt_gen_0[i:I, j:J, k_:k_ + 1] = np.where((kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (kt_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), kt_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    