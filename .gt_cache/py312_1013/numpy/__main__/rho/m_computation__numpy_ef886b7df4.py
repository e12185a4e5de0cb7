import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, short, delp, y, s_x, const, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    short = Field(short, _origin_['short'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (False, False, True))
    y = Field(y, _origin_['y'], (True, True, True))
    s_x = Field(s_x, _origin_['s_x'], (True, True, True))
    const = Field(const, _origin_['const'], (True, True, True))
    
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j + 1:j + 2, k_:k_ + 1] = ((-(delp[k_:k_ + 1])).astype(np.float64) / ufuncs.float64(tend))
            short[i:I, j + 1:j + 2, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power((tend + short[i:I, j + 1:j + 2, k_:k_ + 1].astype(np.float32)), np.int64(2)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            y[i:i + 1, j:j + 1, k_:k_ + 1] = ((-(delp[k_:k_ + 1])).astype(np.float64) / ufuncs.float64(tend))
            short[i:i + 1, j:j + 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power((tend + short[i:i + 1, j:j + 1, k_:k_ + 1].astype(np.float32)), np.int64(2)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float32(short[i:I, j:J, k_:k_ + 1]).astype(np.float64) <= y[i:I, j:J, k_:k_ + 1])
            cp[i + 2:I - 1, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((cp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                a__gen_0[i + 2:I - 1, j:J, k_:k_ + 1] = np.where((cp[i + 2:I - 1, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), np.bitwise_or((delp[k_ + 1:k_ + 2] > delp[k_ - 1:k_]), (delp[k_ + 1:k_ + 2] != const[i:I - 3, j - 1:J - 1, k_:k_ + 1])), a__gen_0[i + 2:I - 1, j:J, k_:k_ + 1])
                cp[i + 2:I - 1, j:J, k_:k_ + 1] = np.where((cp[i + 2:I - 1, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (cp[i + 2:I - 1, j:J, k_:k_ + 1] + np.float64(1.0)), cp[i + 2:I - 1, j:J, k_:k_ + 1])
                
            y[i + 2:I - 1, j:J, k_:k_ + 1] = (y[i + 2:I - 1, j:J, k_:k_ + 1] + np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(tend), (-(np.float64(100000.0)))), np.float64(100000.0)))))
            short[i + 2:I - 1, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.power(ufuncs.abs(s_x[i + 2:I - 1, j:J, k_:k_ + 1]), np.float64(0.5)) - (np.float64(tend) - np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    