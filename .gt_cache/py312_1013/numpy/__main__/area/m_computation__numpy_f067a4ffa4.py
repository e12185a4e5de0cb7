import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, stdin, rho, memcpy, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    stdin = Field(stdin, _origin_['stdin'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    memcpy = Field(memcpy, _origin_['memcpy'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sizeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333759446224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            memcpy[i:I, j:J, k_:k_ + 1] = np.float64(3.5)
            v[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                expf[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.float64((rho[i:I, j:J, k_:k_ + 1].astype(np.float64) * memcpy[i:I, j:J, k_:k_ + 1])), expf[i:I, j:J, k_:k_ + 1])
                memcpy[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), stdin[i - 1:I - 1, j:J, k_ - 1:k_].astype(np.float64), memcpy[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (v[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[i:I, j:J, k_:k_ + 1])
                
            mask_140333759446224_gen_0[i:I, j:J, k_:k_ + 1] = ((rho[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2] * rho[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64) != v[i:I, j:J, k_:k_ + 1])
            expf[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759446224_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(stdin[i:I, j - 1:J - 1, k_:k_ + 1])) * np.float64(0.5))) + (-(np.float64(0.5)))), expf[i:I, j:J, k_:k_ + 1])
            memcpy[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759446224_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(memcpy[i:I, j:J, k_ - 1:k_], v[i:I, j:J, k_:k_ + 1]), memcpy[i:I, j:J, k_:k_ + 1])
            expf[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759446224_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.001), expf[i:I, j:J, k_:k_ + 1])
            expf[i:I, j:J, k_:k_ + 1] = v[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            sizeof[I - 2:I - 1, j + 1:J, k_:k_ + 1] = ((-(v[I - 2:I - 1, j + 1:J, k_:k_ + 1])) / (ufuncs.abs((expf[I - 2:I - 1, j + 1:J, k_:k_ + 1] - stdin[I - 4:I - 3, j - 1:J - 2, k_:k_ + 1].astype(np.float64))) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            sizeof[i:I, j:J, k_:k_ + 1] = ((rho[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1] * rho[i:I, j:J, k_ + 1:k_ + 2]) - rho[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    