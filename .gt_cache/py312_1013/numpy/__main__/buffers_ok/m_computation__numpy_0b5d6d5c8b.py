import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, malloc, sqrtf, goto, tend, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    malloc = Field(malloc, _origin_['malloc'], (True, True, True))
    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, False))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmax = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826178384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824893264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824482768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825040080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153826178384_gen_0[i:I, j:J, k:K] = (ufuncs.float64(sqrtf[i:I, j:J, k:K]) > (zs[i - 1:I - 1, j:J, k + 1:K + 1] + np.float64(np.int64(7))))
        vc[i:I, j:J, k:K] = np.where(mask_140153826178384_gen_0[i:I, j:J, k:K], np.float64(0.0), vc[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153826178384_gen_0[i:I, j:J, k:K], (vc[i:I, j:J, k:K] < np.float64(3.0)))):
            malloc[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153826178384_gen_0[i:I, j:J, k:K], (vc[i:I, j:J, k:K] < np.float64(3.0))), np.where(np.bitwise_and((ua[i + 1:I + 1, j:J, k - 1:K - 1].astype(np.float64) < (goto[i:I, j:J].astype(np.float64) + sqrtf[i:I, j:J, k:K])), (ufuncs.remainder(ua[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.float64), zs[i + 1:I + 1, j - 1:J - 1, k - 1:K - 1]) >= np.where((ufuncs.float64(np.float64(1.0)) <= (goto[i + 2:I + 2, j:J].astype(np.float64) / zs[i - 2:I - 2, j + 2:J + 2, k - 1:K - 1])), zs[i:I, j - 2:J - 2, k + 1:K + 1], malloc[i:I, j:J, k:K].astype(np.float64)))), tend[i:I, j:J, k:K], (malloc[i:I, j:J, k:K] + goto[i:I, j + 1:J + 1].astype(np.float32)).astype(np.float64)).astype(np.float32), malloc[i:I, j:J, k:K])
            vc[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153826178384_gen_0[i:I, j:J, k:K], (vc[i:I, j:J, k:K] < np.float64(3.0))), (vc[i:I, j:J, k:K] + np.float64(1.0)), vc[i:I, j:J, k:K])
            
        sqrtf[i:I, j:J, k:K] = (ufuncs.float32(zs[i + 2:I + 2, j:J, k + 1:K + 1]).astype(np.float64) * np.float64(1.0))
        fmax[i:I, j:J, k:K] = (goto[i - 2:I - 2, j:J].astype(np.float64) >= zs[i - 1:I - 1, j - 2:J - 2, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                area[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (np.where((ua[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) > np.where((vc[i:I, j:J, k_:k_ + 1] < y[i:I, j:J, k_:k_ + 1]), zs[i + 1:I + 1, j:J, k_:k_ + 1], malloc[i:I, j:J, k_:k_ + 1].astype(np.float64))), np.float64(0.0), zs[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2]) >= ufuncs.int32(ufuncs.minimum(ufuncs.maximum(y[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), area[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            b_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(ua[i - 1:I - 1, j:J, k_:k_ + 1])), np.float64(6.0)) + np.float64(0.5))) < ufuncs.minimum(tend[i:I, j:J, k_:k_ + 1], np.float64(0.001))), ua[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64), vc[i:I, j:J, k_:k_ + 1]) - (y[i:I, j:J, k_:k_ + 1] - malloc[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ua[i:I, j - 2:J - 2, k_:k_ + 1], np.int64(2)).astype(np.float64) > (sqrtf[i:I, j:J, k_:k_ + 1] - ua[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153824482768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1], (sqrtf[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(0.25), goto[i:I, j - 1:J - 1].astype(np.float64))), mask_140153824482768_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824482768_gen_0[i:I, j:J, k_:k_ + 1]), (ua[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64) <= (np.float64(0.001) / (ufuncs.abs(vc[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), area[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824482768_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.round_away_from_zero(ufuncs.float64(goto[i - 2:I - 2, j:J])) / ufuncs.gamma((ufuncs.minimum(ufuncs.abs(np.float64(0.001)), np.float64(6.0)) + np.float64(0.5)))), tend[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(malloc[i:I, j:J, k_:k_ + 1].astype(np.float64), tend[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((goto[i:I, j:J].astype(np.float64) / (ufuncs.abs(zs[i:I, j + 2:J + 2, k_:k_ + 1]) + np.float64(1.0)))) + np.float64(1.0))), b_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.ceil(malloc[i:I, j:J, k_:k_ + 1]).astype(np.float64) * np.float64(0.5)), tend[i:I, j:J, k_:k_ + 1])
            mask_140153825040080_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(ufuncs.float64(goto[i:I, j:J])), mask_140153825040080_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824893264_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153825040080_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or((ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tend[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == zs[i - 1:I - 1, j:J, k_:k_ + 1]), np.bitwise_or(fmax[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[I - 2:I - 1, j:j + 2, k_:k_ + 1] = ufuncs.power(ufuncs.abs((malloc[I - 2:I - 1, j:j + 2, k_:k_ + 1].astype(np.float64) + vc[I - 2:I - 1, j:j + 2, k_:k_ + 1])), np.float64(0.5))
            area[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(y[i:I, j:J, k_:k_ + 1], malloc[i:I, j:J, k_ - 1:k_].astype(np.float64)) >= (malloc[i:I, j:J, k_ - 1:k_] + malloc[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    