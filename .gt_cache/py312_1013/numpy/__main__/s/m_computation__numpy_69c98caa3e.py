import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, ni, x, y, tend, NAN, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ni = Field(ni, _origin_['ni'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, False))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, False))
    
    abort = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v__18d_15_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var__18d_15_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            NAN[i:I, j:J, k_:k_ + 1] = ((y[i:I, j + 2:J + 2] * ni[i:I, j:J, k_:k_ + 1]) + (-(tend[i - 1:I - 1, j - 1:J - 1, k_ + 1:k_ + 2])).astype(np.float32)).astype(np.float64)
            var__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] = (np.float32(qv) * ni[i + 2:I + 2, j:J, k_:k_ + 1])
            v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] = (NAN[i:I, j:J, k_:k_ + 1] - x[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1])
            v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs((v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] - var__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))))
            abort[i:I, j:J, k_:k_ + 1] = (np.where((v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] > ufuncs.log10((ufuncs.abs(np.float64(1.5)) + np.float64(0.5)))), var__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1]) - v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1])
            _X[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1]), (v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1] * var__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), v__18d_15_24_gen_0[i:I, j:J, k_:k_ + 1])
            NAN[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.maximum(NAN[i:I, j:J, k_ + 1:k_ + 2], tend[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)), np.int64(2))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            NAN[i:I, j:J, k_:k_ + 1] = (-(abort[i:I, j:J, k_:k_ + 1]))
            NAN[i:I, j:J, k_:k_ + 1] = ((NAN[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(1000003))) + np.float64(1.0))
            q_gen_0[i:I, j:J, k_:k_ + 1] = (-(ufuncs.sinh(ufuncs.tanh(abort[i:I, j:J, k_:k_ + 1]))))
            NAN[i:I, j:J, k_:k_ + 1] = ((np.float64(qv) - delp[i:I, j:J]) * (_X[i:I, j:J, k_:k_ + 1] * x[i - 1:I - 1, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    