import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ti0, phi, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    ti0 = Field(ti0, _origin_['ti0'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    auto__cc0_9_34_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__cc0_9_34_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            auto__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1] = ti0[i:I, j:J, k_ - 1:k_]
            auto__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64((-(auto__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1]))).astype(np.int32)
            RETURN_VALUE__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1] = auto__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1]
            ti0[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.arcsinh(RETURN_VALUE__cc0_9_34_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power((flux + phi[i + 1:I + 1, j - 2:J - 2, k_ - 1:k_].astype(np.float64)), np.int64(2))
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.1) <= flux), flux, (phi[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64) * flux))
            # --- end horizontal block --

        # --- end vertical block ---
    