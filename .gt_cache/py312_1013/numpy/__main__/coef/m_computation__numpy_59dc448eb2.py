import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, extern, var, phi, inline, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    extern = Field(extern, _origin_['extern'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    inline = Field(inline, _origin_['inline'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, False))
    
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((extern[i:I, j:J, k_:k_ + 1] / (ufuncs.abs((phi[i:I, j:J, k_:k_ + 1] * tend[i - 2:I - 2, j:J].astype(np.int32))).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                phi[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((phi[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(2)).astype(np.float64) * ufuncs.exp(ufuncs.minimum(ua_gen_0[i:I, j:J, k_:k_ + 1], np.float64(5.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((inline[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1] - phi[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            q_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(ufuncs.round(var[i:I, j:J, k_ + 1:k_ + 2]), extern[i:I, j:J, k_ + 1:k_ + 2])
            q_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(np.float64(10.0), phi[i:I, j:J, k_ - 1:k_].astype(np.float64)) + ufuncs.minimum(extern[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    