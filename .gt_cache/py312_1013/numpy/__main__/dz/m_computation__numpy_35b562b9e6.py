import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x, w, pe, goto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x = Field(x, _origin_['x'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lo = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859349328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e72_17_86_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__e72_17_86_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859549136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866158352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    size_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859365264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860682256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864576272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    INFINITY_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((w[i:I, j:J, k_:k_ + 1] <= (pe[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2] + np.float64(np.int64(1)))), goto[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1]) >= ufuncs.erfc(ufuncs.float64(x[i:I, j:J, k_:k_ + 1])))
            goto[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1], ((goto[i:I, j:J, k_:k_ + 1] + w[i:I, j:J, k_:k_ + 1]) + ufuncs.remainder(pe[i:I, j:J, k_ - 1:k_], np.float64(1.0))), goto[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1], ((x[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(3.5)) + (w[i:I, j:J, k_ + 1:k_ + 2] + x[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1], x[i:I, j:J, k_:k_ + 1].astype(np.float64), res[i:I, j:J, k_:k_ + 1])
            mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isfinite(w[i:I, j:J, k_:k_ + 1]), mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1])
            lo[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]), np.where((pe[i:I, j + 1:J + 1, k_:k_ + 1] > pe[i:I, j + 1:J + 1, k_ + 1:k_ + 2]), (x[i:I, j:J, k_:k_ + 1] + x[i:I, j:J, k_ - 1:k_]).astype(np.float64), ufuncs.remainder(x[i:I, j:J, k_:k_ + 1].astype(np.float64), goto[i:I, j:J, k_:k_ + 1])), lo[i:I, j:J, k_:k_ + 1])
            c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]))), goto[i:I, j:J, k_:k_ + 1], c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153859549136_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]))), (c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140153859549136_gen_0[i:I, j:J, k_:k_ + 1])
            c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153859549136_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.round_away_from_zero((c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(1.5))), c__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.log10((ufuncs.abs(ufuncs.float64(res[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), RETURN_VALUE__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153866158352_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153859349328_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.maximum(np.where(((goto[i:I, j:J, k_ - 1:k_] + res[i:I, j:J, k_:k_ + 1]) > (np.float64(2.0) + lo[i:I, j:J, k_:k_ + 1])), x[i:I, j:J, k_:k_ + 1].astype(np.float64), lo[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__e72_17_86_gen_0[i:I, j:J, k_:k_ + 1]), unsigned[i:I, j:J, k_:k_ + 1])
            lo[i:I, j:J, k_:k_ + 1] = ((np.float64(3.5) - np.float64(np.int64(2))) / (ufuncs.abs(ufuncs.float64(res[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            unsigned[i:I, j:J, k_:k_ + 1] = ufuncs.float64((goto[i:I, j:J, k_:k_ + 1] - res[i:I, j:J, k_:k_ + 1]))
            res[i:I, j:J, k_:k_ + 1] = ((pe[i:I, j:J, k_:k_ + 1] - np.float64(0.25)) + ufuncs.abs(np.float64(2.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            size_t_gen_0[i:I, J - 1:J, k_:k_ + 1] = np.bitwise_and((pe[i - 1:I - 1, J - 3:J - 2, k_ - 1:k_] <= pe[i - 2:I - 2, J - 1:J, k_:k_ + 1]), np.bitwise_and((ufuncs.abs(pe[i:I, J - 2:J - 1, k_ - 1:k_]) != (pe[i:I, J - 1:J, k_ + 1:k_ + 2] / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), (pe[i - 1:I - 1, J:J + 1, k_ + 1:k_ + 2] == pe[i - 2:I - 2, J - 1:J, k_:k_ + 1])))
            y[i:I, J - 1:J, k_:k_ + 1] = np.float64(10.0)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        unsigned[i:I, j:J, k:K] = (ufuncs.float32(lo[i:I, j:J, k:K]).astype(np.float64) / (ufuncs.abs((goto[i:I, j:J, k:K] * y[i:I, j:J, k:K])) + np.float64(1.0)))
        mask_140153859365264_gen_0[i:I, j:J, k:K] = (lo[i:I, j:J, k:K] != ufuncs.tanh(ufuncs.float64(x[i:I, j:J, k:K])))
        goto[i:I, j:J, k:K] = np.where(mask_140153859365264_gen_0[i:I, j:J, k:K], ufuncs.cos(res[i:I, j:J, k:K]), goto[i:I, j:J, k:K])
        goto[i:I, j:J, k:K] = np.where(mask_140153859365264_gen_0[i:I, j:J, k:K], y[i:I, j:J, k:K], goto[i:I, j:J, k:K])
        mask_140153860682256_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153859365264_gen_0[i:I, j:J, k:K])), (np.bitwise_not((lo[i:I, j:J, k:K] <= unsigned[i:I, j:J, k:K]))), mask_140153860682256_gen_0[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859365264_gen_0[i:I, j:J, k:K])), mask_140153860682256_gen_0[i:I, j:J, k:K]), y[i:I, j:J, k:K], w[i:I, j:J, k:K])
        unsigned[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859365264_gen_0[i:I, j:J, k:K])), mask_140153860682256_gen_0[i:I, j:J, k:K]), ufuncs.remainder((lo[i:I, j:J, k:K] - pe[i:I, j:J, k + 1:K + 1]), (w[i:I, j:J, k:K] - unsigned[i:I, j:J, k:K])), unsigned[i:I, j:J, k:K])
        unsigned[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859365264_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153860682256_gen_0[i:I, j:J, k:K]))), lo[i:I, j:J, k:K], unsigned[i:I, j:J, k:K])
        goto[i + 1:i + 2, J - 2:J - 1, k:K] = (-(goto[i + 1:i + 2, J - 2:J - 1, k:K]))
        goto[i + 1:i + 2, J - 2:J - 1, k:K] = ufuncs.tan(ufuncs.tanh((unsigned[i + 1:i + 2, J - 2:J - 1, k:K] - pe[i + 2:i + 3, J - 2:J - 1, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        INFINITY_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((INFINITY_gen_0[i:I, j:J, k:K] < np.float64(3.0))):
            mask_140153864576272_gen_0[i:I, j:J, k:K] = np.where((INFINITY_gen_0[i:I, j:J, k:K] < np.float64(3.0)), (np.where(((-(unsigned[i:I, j:J, k:K])) == ufuncs.maximum(y[i:I, j:J, k:K], x[i:I, j:J, k:K].astype(np.float64))), x[i:I, j:J, k:K].astype(np.float64), w[i:I, j:J, k:K]) != ufuncs.tan(ufuncs.tanh(w[i:I, j:J, k:K]))), mask_140153864576272_gen_0[i:I, j:J, k:K])
            w[i:I, j:J, k:K] = np.where(np.bitwise_and((INFINITY_gen_0[i:I, j:J, k:K] < np.float64(3.0)), mask_140153864576272_gen_0[i:I, j:J, k:K]), ufuncs.remainder(y[i:I, j:J, k:K], ufuncs.log10((ufuncs.abs(lo[i:I, j:J, k:K]) + np.float64(0.5)))), w[i:I, j:J, k:K])
            INFINITY_gen_0[i:I, j:J, k:K] = np.where((INFINITY_gen_0[i:I, j:J, k:K] < np.float64(3.0)), (INFINITY_gen_0[i:I, j:J, k:K] + np.float64(1.0)), INFINITY_gen_0[i:I, j:J, k:K])
            
        b_gen_0[i:I, j:J, k:K] = pe[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    