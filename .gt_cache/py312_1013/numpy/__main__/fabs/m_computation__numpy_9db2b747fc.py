import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, delp, val, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    jt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = ufuncs.int64(np.int64(3))
            c[i:I, j:J, k_:k_ + 1] = ((val[i:I, j:J, k_ + 1:k_ + 2] - np.float64(1.0)) * np.where(bool(bool(True)), np.int64(3), rho[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.int64)).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(c[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        dz[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(c[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        val[i:I, j:J, k:K] = ufuncs.sinh(ufuncs.tanh(ufuncs.float64(rho[i:I, j:J, k - 1:K - 1])))
        delp[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.log10((ufuncs.abs(ufuncs.float64(v[i:I, j:J, k:K])) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        cp_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((cp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0)))):
            delp[i:I, j:J, k:K] = np.where((cp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), dz[i:I, j:J, k:K].astype(np.int64), delp[i:I, j:J, k:K])
            jt_gen_0[i:I, j:J, k:K] = np.where((cp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), ufuncs.floor(val[i:I, j:J, k:K]), jt_gen_0[i:I, j:J, k:K])
            cp_gen_0[i:I, j:J, k:K] = np.where((cp_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), (cp_gen_0[i:I, j:J, k:K] + np.float64(1.0)), cp_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    