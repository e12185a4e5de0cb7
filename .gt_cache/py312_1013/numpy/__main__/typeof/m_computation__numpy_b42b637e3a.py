import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, vc, hi, q, area, y, cp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    hi = Field(hi, _origin_['hi'], (True, True, False))
    q = Field(q, _origin_['q'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, False))
    
    exit__e8b_18_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signbit_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764661776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765175632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) * cp[i + 1:I + 1, j - 2:J - 2].astype(np.float64)) + ufuncs.maximum(cp[i + 1:I + 1, j + 1:J + 1], np.float32(np.int64(0))).astype(np.float64))
            area[i:I, j:J, k_:k_ + 1] = (y[i:I, j:J, k_ - 1:k_] * ufuncs.float64(y[i:I, j:J, k_:k_ + 1])).astype(np.float32)
            mask_140333764661776_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(bool(bool(True)), (cp[i:I, j:J].astype(np.float64) > y[i:I, j:J, k_:k_ + 1]))
            exit__e8b_18_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764661776_gen_0[i:I, j:J, k_:k_ + 1], np.float64(1.0), exit__e8b_18_23_gen_0[i:I, j:J, k_:k_ + 1])
            long_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764661776_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arccosh((ufuncs.abs(exit__e8b_18_23_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), long_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764661776_gen_0[i:I, j:J, k_:k_ + 1], ((y[i:I, j:J, k_ + 1:k_ + 2] * hi[i - 1:I - 1, j:J]) + np.where((area[i:I, j:J, k_:k_ + 1].astype(np.float64) > (area[i:I, j:J, k_:k_ + 1].astype(np.float64) - vc[i:I, j:J, k_ + 1:k_ + 2])), cp[i + 2:I + 2, j - 1:J - 1].astype(np.float64), c_gen_0[i:I, j:J, k_:k_ + 1])), b_gen_0[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764661776_gen_0[i:I, j:J, k_:k_ + 1], long_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32), area[i:I, j:J, k_:k_ + 1])
            signbit_gen_0[i:I, J - 2:J, k_:k_ + 1] = ufuncs.arccosh((ufuncs.abs(ufuncs.float64(u[i - 1:I - 1, J - 2:J, k_ - 1:k_])) + np.float64(1.0)))
            mask_140333765175632_gen_0[i:I, J - 2:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((ufuncs.power(ufuncs.abs(np.float64(0.5)), np.float64(0.5)) == ufuncs.int32(ufuncs.minimum(ufuncs.maximum(c_gen_0[i:I, J - 2:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)))), np.bitwise_or((y[i:I, J - 2:J, k_:k_ + 1] >= (u[i + 2:I + 2, J:J + 2, k_:k_ + 1].astype(np.float64) - long_gen_0[i:I, J - 2:J, k_:k_ + 1])), q[i - 2:I - 2, J - 2:J, k_:k_ + 1]))
            long_gen_0[i:I, J - 2:J, k_:k_ + 1] = np.where(mask_140333765175632_gen_0[i:I, J - 2:J, k_:k_ + 1], np.float64(2.0), long_gen_0[i:I, J - 2:J, k_:k_ + 1])
            area[i:I, J - 2:J, k_ + 1:k_ + 2] = cp[i - 2:I - 2, J - 2:J]
            # --- end horizontal block --

        # --- end vertical block ---
    