import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, x, b, phi, u, x_s, cp, HUGE_VAL, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    
    tend__ab5_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    val__ab5_23_59_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ab5_23_59_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153821924752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822599504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822605328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val__ab5_28_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ab5_28_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    j0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821899152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ab5_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    val__ab5_21_57_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((x[i:I, j:J, k_:k_ + 1].astype(np.float64) <= x_s), (np.float64(0.5) < x[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.log10((ufuncs.abs(ufuncs.float64(phi[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))) > (np.float64(10.0) + np.float64(np.int64(1)))), mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]), (-((phi[i:I, j:J, k_ + 1:k_ + 2] - phi[i:I, j:J, k_ + 1:k_ + 2]))), phi[i:I, j:J, k_:k_ + 1])
            mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(cp) < u[i + 1:I + 1, j:J, k_ - 1:k_]), mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1]), phi[i:I, j:J, k_:k_ + 1], v_gen_0[i:I, j:J, k_:k_ + 1])
            val__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1]))), HUGE_VAL[i:I, j + 1:J + 1, k_ - 1:k_], val__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1])
            tend__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1]))), b[i:I, j - 1:J - 1, k_ + 1:k_ + 2], tend__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1]))), (-(np.int64(2))), RETURN_VALUE__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(np.bitwise_and(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822599504_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153821924752_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((np.int64(1) + np.int64(3)) - RETURN_VALUE__ab5_21_57_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k_ + 1:k_ + 2])
            j0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], ((b[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) + x_s) - HUGE_VAL[i:I, j - 1:J - 1, k_ + 1:k_ + 2]), j0_gen_0[i:I, j:J, k_:k_ + 1])
            val__ab5_23_59_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], np.float64(10.0), val__ab5_23_59_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__ab5_23_59_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], (-(np.int64(2))), RETURN_VALUE__ab5_23_59_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822605328_gen_0[i:I, j:J, k_:k_ + 1], np.where(var[i + 2:I + 2, j - 1:J - 1, k_ + 1:k_ + 2], ufuncs.float64(u[i:I, j:J, k_ - 1:k_]), RETURN_VALUE__ab5_23_59_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), x[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.arctan(ufuncs.float64(b[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            phi[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(x[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153821899152_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((cp <= np.float32((-(np.int64(1))))), (np.bitwise_not((v_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) >= j0_gen_0[i:I, j:J, k_:k_ + 1]))))
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821899152_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.int64(phi[i:I, j:J, k_:k_ + 1]).astype(np.float64) * (j0_gen_0[i:I, j:J, k_:k_ + 1] + j0_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.float32), x[i:I, j:J, k_:k_ + 1])
            val__ab5_28_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821899152_gen_0[i:I, j:J, k_:k_ + 1], HUGE_VAL[i:I, j - 2:J - 2, k_:k_ + 1], val__ab5_28_30_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__ab5_28_30_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821899152_gen_0[i:I, j:J, k_:k_ + 1], (-(np.int64(2))), RETURN_VALUE__ab5_28_30_gen_0[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821899152_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(RETURN_VALUE__ab5_28_30_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(1) * v_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), v_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    