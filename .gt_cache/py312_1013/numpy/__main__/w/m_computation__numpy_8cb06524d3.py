import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, q, var, unsigned, int64_t, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, False))
    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s__85d_14_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153817240336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    typeof__84c_15_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = np.int64(2)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.5)
            mask_140153817240336_gen_0[i:I, j:J, k_:k_ + 1] = (s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153817240336_gen_0[i:I, j:J, k_:k_ + 1], s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1], s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1])
            s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153817240336_gen_0[i:I, j:J, k_:k_ + 1])), s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1], s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1]) * np.float64(3.5))
            dz_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.round(s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1]) + s__85d_14_16_gen_0[i:I, j:J, k_:k_ + 1])
            typeof__84c_15_12_gen_0[i:I, j:J, k_:k_ + 1] = (q[i:I, j:J, k_ + 1:k_ + 2] - int64_t[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.float32))
            q[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(10.0) * dz_gen_0[i:I, j:J, k_:k_ + 1]) <= (np.float64(np.int64(1)) * dz_gen_0[i:I, j:J, k_:k_ + 1])), (typeof__84c_15_12_gen_0[i:I, j:J, k_:k_ + 1] + typeof__84c_15_12_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erfc(typeof__84c_15_12_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    