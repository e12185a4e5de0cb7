import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, uint8_t, lo, goto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, False))
    lo = Field(lo, _origin_['lo'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    
    mask_140153849772432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_gen_0[I - 1:I, J - 1:J, k:K] = np.float64(0.0)
        while np.any((mask_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))):
            lo[I - 1:I, J - 1:J, k:K] = np.where((mask_gen_0[I - 1:I, J - 1:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ((uint8_t[I - 3:I - 2, J - 1:J].astype(np.float64) - lo[I - 1:I, J - 1:J, k:K]) + ufuncs.arccosh((ufuncs.abs(np.float64(0.25)) + np.float64(1.0)))), lo[I - 1:I, J - 1:J, k:K])
            mask_gen_0[I - 1:I, J - 1:J, k:K] = np.where((mask_gen_0[I - 1:I, J - 1:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (mask_gen_0[I - 1:I, J - 1:J, k:K] + np.float64(1.0)), mask_gen_0[I - 1:I, J - 1:J, k:K])
            
        mask_140153849772432_gen_0[i:I, j:J, k:K] = ((goto[i:I, j:J, k:K] * uint8_t[i + 2:I + 2, j:J].astype(np.float32)).astype(np.float64) <= ufuncs.round_away_from_zero(lo[i:I, j:J, k:K]))
        area_gen_0[i:I, j:J, k:K] = np.where(mask_140153849772432_gen_0[i:I, j:J, k:K], np.int64(0), area_gen_0[i:I, j:J, k:K])
        stdin_gen_0[i:I, j:J, k:K] = np.where(mask_140153849772432_gen_0[i:I, j:J, k:K], (area_gen_0[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(ufuncs.remainder(goto[i:I, j:J, k:K].astype(np.float64), lo[i:I, j:J, k:K])) + np.float64(1.0))), stdin_gen_0[i:I, j:J, k:K])
        lo[i:I, j:J, k:K] = np.where(mask_140153849772432_gen_0[i:I, j:J, k:K], ufuncs.abs(goto[i:I, j:J, k:K]).astype(np.float64), lo[i:I, j:J, k:K])
        stdin_gen_0[i:I, j:J, k:K] = stdin_gen_0[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    