import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, b, default, area, u, y, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    default = Field(default, _origin_['default'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    mask = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    t__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834503248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153835849360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nj__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask[i:I, j:J, k_:k_ + 1] = ((v[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float32) / default[i:I, j + 1:J + 1, k_ + 1:k_ + 2]) * area[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float32))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_:k_ + 1] = gz[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        t__b66_16_15_gen_0[i:I, j:J, k:K] = area[i:I, j:J, k - 1:K - 1]
        vc__b66_16_15_gen_0[i:I, j:J, k:K] = y
        nj__b66_16_15_gen_0[i:I, j:J, k:K] = np.float64(3.5)
        mask_140153835849360_gen_0[i:I, j:J, k:K] = (vc__b66_16_15_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(0.0))
        vc__b66_16_15_gen_0[i:I, j:J, k:K] = np.where(mask_140153835849360_gen_0[i:I, j:J, k:K], np.int64(3), vc__b66_16_15_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__b66_16_15_gen_0[i:I, j:J, k:K] = ufuncs.log10((ufuncs.abs((nj__b66_16_15_gen_0[i:I, j:J, k:K] + vc__b66_16_15_gen_0[i:I, j:J, k:K].astype(np.float64))) + np.float64(0.5)))
        enum_gen_0[i:I, j:J, k:K] = (RETURN_VALUE__b66_16_15_gen_0[i:I, j:J, k:K] - ufuncs.remainder(v[i:I, j + 1:J + 1, k:K].astype(np.float32), default[i + 1:I + 1, j - 2:J - 2, k:K]).astype(np.float64))
        mask_140153834503248_gen_0[i:i + 1, j + 1:J - 1, k:K] = (mask[i:i + 1, j + 1:J - 1, k:K].astype(np.float64) <= enum_gen_0[i:i + 1, j + 1:J - 1, k:K])
        b[i:i + 1, j + 1:J - 1, k:K] = np.where(mask_140153834503248_gen_0[i:i + 1, j + 1:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.erfc(default[i:i + 1, j:J - 2, k - 1:K - 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), b[i:i + 1, j + 1:J - 1, k:K])
        b[i:i + 1, j + 1:J - 1, k:K] = np.where(mask_140153834503248_gen_0[i:i + 1, j + 1:J - 1, k:K], area[i + 1:i + 2, j + 1:J - 1, k:K], b[i:i + 1, j + 1:J - 1, k:K])
        delp_gen_0[i:I, j:J, k:K] = u[i:I, j:J, k:K]
        coef_gen_0[i:I, j + 1:J, k:K] = ufuncs.cbrt(ufuncs.float64(y))
        # --- end horizontal block --

        # --- end vertical block ---
    