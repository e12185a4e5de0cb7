import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, expf, res, x, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, False))
    
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843036880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = x[i:I, j:J, k_:k_ + 1].astype(np.float64)
            x[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.trunc(ufuncs.arccos(ufuncs.tanh(delp[i:I, j:J]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153843036880_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(x[i:I, j:J, k_:k_ + 1]))) != v[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64))
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843036880_gen_0[i:I, j:J, k_:k_ + 1], res), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.float64(x[i:I, j:J, k_ - 1:k_]) / (ufuncs.abs(ufuncs.tanh(expf[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843036880_gen_0[i:I, j:J, k_:k_ + 1], res), ((delp[i:I, j:J] * v[i + 1:I + 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64)) >= (delp[i:I, j:J] * v[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64))), gz_gen_0[i:I, j:J, k_:k_ + 1])
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843036880_gen_0[i:I, j:J, k_:k_ + 1], expf[i:I, j:J, k_:k_ + 1], q_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J] = np.where(mask_140153843036880_gen_0[i:I, j:J, k_:k_ + 1], q_gen_0[i:I, j:J, k_:k_ + 1], delp[i:I, j:J])
            x[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(ufuncs.exp(ufuncs.minimum(ufuncs.float64(x[i:I, j:J, k_:k_ + 1]), np.float64(5.0))), (-(delp[i:I, j:J]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    