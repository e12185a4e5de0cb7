import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, default, val, lanes, coef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    default = Field(default, _origin_['default'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866757584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u_gen_0[i:I, j:J, k:K] = (ufuncs.cbrt(val[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1]) * ufuncs.floor(lanes[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1]))
        mask_140153866757584_gen_0[i:I, j:J, k:K] = ((u_gen_0[i:I, j:J, k:K] - coef[i:I, j:J, k - 1:K - 1]) < default[i:I, j:J, k:K].astype(np.float64))
        flux_gen_0[i:I, j:J, k:K] = np.where(mask_140153866757584_gen_0[i:I, j:J, k:K], (ufuncs.log10((ufuncs.abs(u_gen_0[i:I, j:J, k:K]) + np.float64(0.5))) - (coef[i:I, j:J, k:K] * coef[i:I, j:J, k + 1:K + 1])), flux_gen_0[i:I, j:J, k:K])
        default[i:I, j:J, k:K] = np.where(mask_140153866757584_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((default[i:I, j:J, k:K].astype(np.float64) * flux_gen_0[i:I, j:J, k:K]) / np.float64(np.int64(0))), (-(np.float64(100000.0)))), np.float64(100000.0))), default[i:I, j:J, k:K])
        area_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153866757584_gen_0[i:I, j:J, k:K])), val[i - 1:I - 1, j:J, k:K], area_gen_0[i:I, j:J, k:K])
        sqrtf_gen_0[i:I, j:J, k:K] = np.where((coef[i:I, j:J, k:K] == val[i - 2:I - 2, j:J, k:K]), flux_gen_0[i:I, j:J, k:K], (-(area_gen_0[i:I, j:J, k:K])))
        qv_gen_0[i:I, j:J, k:K] = (ufuncs.arctan(flux_gen_0[i:I, j:J, k:K]) >= (coef[i:I, j:J, k:K] - lanes[i - 2:I - 2, j + 1:J + 1, k - 1:K - 1]))
        # --- end horizontal block --

        # --- end vertical block ---
    