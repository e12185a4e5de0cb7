import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, y, ua, goto, delp, EOF, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, False))
    EOF = Field(EOF, _origin_['EOF'], (True, True, True))
    
    double = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769595600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    malloc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            goto[i:I, j:J, k_:k_ + 1] = ufuncs.float64((np.float64(np.int64(1)) - y[i:I, j:J, k_ + 1:k_ + 2]))
            goto[i:I, j:J, k_:k_ + 1] = np.float64(np.where((np.float64(ua) < goto[i:I, j:J, k_ + 1:k_ + 2]), (-(ua)), np.int64(1)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            zs_gen_0[i:I, j:J, k_:k_ + 1] = (goto[i:I, j:J, k_ - 1:k_] > np.float64(0.001))
            res_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.float64((ua + np.int64(2)))))
            zs_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(goto[i:I, j:J, k_ + 1:k_ + 2], res_gen_0[i:I, j:J, k_:k_ + 1]) == tend[i:I, j:J, k_ - 1:k_])
            goto[I - 1:I, j + 1:J, k_:k_ + 1] = ufuncs.remainder((delp[I - 1:I, j + 1:J] - res_gen_0[I - 1:I, j + 1:J, k_:k_ + 1]), ufuncs.log((ufuncs.abs(ufuncs.float64(ua)) + np.float64(0.5))))
            zs_gen_0[I - 1:I, j + 1:J, k_:k_ + 1] = (np.where((np.float64(2.0) <= ufuncs.abs(EOF[I - 3:I - 2, j + 1:J, k_ + 1:k_ + 2])), np.float64(10.0), goto[I - 1:I, j + 1:J, k_:k_ + 1]) >= ufuncs.tanh(ufuncs.float64(ua)))
            double[I - 1:I, j + 1:J, k_:k_ + 1] = res_gen_0[I - 1:I, j + 1:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            malloc_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((malloc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140333769595600_gen_0[i:I, j:J, k_:k_ + 1] = np.where((malloc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.bitwise_or((goto[i:I, j:J, k_ + 1:k_ + 2] > np.float64(ua)), (np.float64(1.0) == delp[i + 1:I + 1, j - 1:J - 1])), mask_140333769595600_gen_0[i:I, j:J, k_:k_ + 1])
                double[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((malloc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333769595600_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.trunc(ufuncs.float64(ufuncs.int64(np.int64(0)))), double[i:I, j:J, k_:k_ + 1])
                double[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((malloc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333769595600_gen_0[i:I, j:J, k_:k_ + 1]), (-((np.float64(ua) + np.float64(10.0)))), double[i:I, j:J, k_:k_ + 1])
                malloc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((malloc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (malloc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), malloc_gen_0[i:I, j:J, k_:k_ + 1])
                
            double[i:I, j:J, k_:k_ + 1] = ufuncs.cbrt(ufuncs.power(EOF[i:I, j + 1:J + 1, k_:k_ + 1], np.int64(2)))
            # --- end horizontal block --

        # --- end vertical block ---
    