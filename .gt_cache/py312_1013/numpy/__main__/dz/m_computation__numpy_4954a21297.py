import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, vc, signbit, zs, mask, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    vc = Field(vc, _origin_['vc'], (True, True, False))
    signbit = Field(signbit, _origin_['signbit'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    mask = Field(mask, _origin_['mask'], (True, True, True))
    
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J, k_:k_ + 1] = vc[i - 1:I - 1, j:J]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            signbit[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(zs[i - 2:I - 2, j:J, k_ + 1:k_ + 2])
            phi_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(np.where(((zs[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1] * zs[i - 1:I - 1, j:J, k_:k_ + 1]) < (np.float64(0.001) * tend[i:I, j:J, k_ - 1:k_].astype(np.float64))), tend[i:I, j:J, k_:k_ + 1].astype(np.float64), zs[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1]), ufuncs.float32(zs[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            signbit[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((vc[i + 2:I + 2, j:J].astype(np.float64) != mask[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1])))
            expf[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(ufuncs.float64(tend[i:I, j:J, k_:k_ + 1])), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(mask[i:I, j:J, k_ - 1:k_]), np.float64(6.0)) + np.float64(0.5))), ufuncs.maximum(tend[i:I, j:J, k_:k_ + 1].astype(np.float64), phi_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[I - 1:I, j:J, k_:k_ + 1] = np.float64(2.0)
            signbit[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(ufuncs.float64(vc[i:I, j:J]))
            # --- end horizontal block --

        # --- end vertical block ---
    