import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, b, delp, zs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, False))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t__d86_11_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153858342416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nk_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        int64_t__d86_11_18_gen_0[i:I, j:J, k:K] = ufuncs.int32(delp[i - 2:I - 2, j - 2:J - 2, k - 1:K - 1])
        nk_gen_0[i:I, j:J, k:K] = int64_t__d86_11_18_gen_0[i:I, j:J, k:K]
        res_gen_0[i:I, j:J, k:K] = (ufuncs.float64(int64_t__d86_11_18_gen_0[i:I, j:J, k:K]) * int64_t__d86_11_18_gen_0[i:I, j:J, k:K].astype(np.float64))
        cp_gen_0[I - 1:I, J - 2:J, k:K] = (np.where((b[I - 1:I, J - 1:J + 1] > ufuncs.sin(b[I - 1:I, J - 4:J - 2])), qv, b[I - 2:I - 1, J - 2:J].astype(np.float64)) * res_gen_0[I - 1:I, J - 2:J, k:K])
        mask_140153858342416_gen_0[i:I, j:J, k:K] = np.bitwise_and((np.float64(10.0) <= cp_gen_0[i:I, j:J, k:K]), np.bitwise_and((ufuncs.power(np.int64(1000003), np.int64(2)) < ufuncs.power(delp[i - 1:I - 1, j + 2:J + 2, k:K], np.int64(2))), (ufuncs.erfc(qv) > delp[i:I, j:J, k:K].astype(np.float64))))
        zs[i:I, j:J, k:K] = np.where(mask_140153858342416_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(ufuncs.minimum(np.int64(7), delp[i + 2:I + 2, j + 1:J + 1, k + 1:K + 1]).astype(np.float64), qv), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:I, j:J, k:K])
        cp_gen_0[i:I, j:J, k:K] = np.where(mask_140153858342416_gen_0[i:I, j:J, k:K], delp[i:I, j:J, k - 1:K - 1].astype(np.float64), cp_gen_0[i:I, j:J, k:K])
        c_gen_0[i:I, j:J, k:K] = delp[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    