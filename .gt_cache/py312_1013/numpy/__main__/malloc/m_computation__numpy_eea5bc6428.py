import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, q, zs, x, var, pt, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    q = Field(q, _origin_['q'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, False))
    pt = Field(pt, _origin_['pt'], (True, True, False))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829261136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int32_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153825549776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825655824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__122_20_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_ - 1:k_] = (np.float64(zs) * ufuncs.trunc(rho[i:I, j + 2:J + 2, k_:k_ + 1]))
            x[i:I, j:J, k_:k_ + 1] = ((var[i - 1:I - 1, j:J] * np.int64(zs)).astype(np.float32) / var[i + 2:I + 2, j - 1:J - 1].astype(np.float32)).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1] = np.where((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((np.float64(zs) - np.float64(0.1)) >= ufuncs.log10((ufuncs.abs(x[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(0.5)))), mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]), ((var[i:I, j:J].astype(np.float64) * np.float64(1.5)) * (pt[i - 2:I - 2, j + 1:J + 1] * var[i - 2:I - 2, j:J].astype(np.float64))), x[i:I, j:J, k_:k_ + 1])
                a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), pt[i + 2:I + 2, j:J], a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153825655824_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), (a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153825655824_gen_0[i:I, j:J, k_:k_ + 1])
                a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153825655824_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(np.float64(np.int64(3)), a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1]), a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1])
                a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153825655824_gen_0[i:I, j:J, k_:k_ + 1]))), a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1], a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153829261136_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), (a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140153829261136_gen_0[i:I, j:J, k_:k_ + 1])
                a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153829261136_gen_0[i:I, j:J, k_:k_ + 1]), np.float64((-(np.int64(1)))), a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1])
                a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153829261136_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arctan(a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1]), a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.abs(a__122_20_24_gen_0[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1])
                int32_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153825549776_gen_0[i:I, j:J, k_:k_ + 1]))), zs, int32_t_gen_0[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int32(ufuncs.abs(var[i + 1:I + 1, j - 1:J - 1])).astype(np.float64), q[i:I, j:J, k_:k_ + 1])
                dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where((dz_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (dz_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), dz_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    