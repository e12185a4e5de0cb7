import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, struct, rho, dz, c, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    struct = Field(struct, _origin_['struct'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845376784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843525072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_ - 1:k_] = ((rho[i:I, j:J, k_ - 1:k_] + val).astype(np.float64) + (np.float64(0.1) / np.float64(-1.25)))
            a__[i:I, j:J, k_:k_ + 1] = ((np.float64(val) * np.float64(-1.25)) - np.float64(val))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            struct[i:I, j:J, k_:k_ + 1] = np.float64(val)
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153845376784_gen_0[i:I, j:J, k_:k_ + 1] = np.where((qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (dz[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_] == (qv_gen_0[i:I, j:J, k_:k_ + 1] + c[i:I, j:J, k_:k_ + 1])), mask_140153845376784_gen_0[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153845376784_gen_0[i:I, j:J, k_:k_ + 1]), ((rho[i:I, j:J, k_ + 1:k_ + 2] - rho[i:I, j:J, k_ - 1:k_]).astype(np.float64) * a__[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153845376784_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(np.float64(-1.25), struct[i:I, j:J, k_:k_ + 1]) + (c[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(a__[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), c[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where((qv_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (qv_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv_gen_0[i:I, j:J, k_:k_ + 1])
                
            pe_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1] = (np.float64(0.001) - c[i:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140153843525072_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1] = ((np.float64(val) + np.float64(0.001)) <= a__[i:I - 1, j + 2:J - 1, k_:k_ + 1])
            struct[i:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153843525072_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.remainder(ufuncs.floor(qv_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1]), (struct[i:I - 1, j + 2:J - 1, k_:k_ + 1] / (ufuncs.abs(np.float64(-1.25)) + np.float64(1.0)))), struct[i:I - 1, j + 2:J - 1, k_:k_ + 1])
            a__[i:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153843525072_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.abs((dz[i - 1:I - 2, j:J - 3, k_:k_ + 1] * dz[i - 1:I - 2, j:J - 3, k_ + 1:k_ + 2])), a__[i:I - 1, j + 2:J - 1, k_:k_ + 1])
            struct[i:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153843525072_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(dz[i - 2:I - 3, j + 3:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), struct[i:I - 1, j + 2:J - 1, k_:k_ + 1])
            coef_gen_0[i:I - 1, j + 2:J - 1, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((ufuncs.int64(ufuncs.minimum(ufuncs.maximum(dz[i:I - 1, j + 2:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == (a__[i:I - 1, j + 2:J - 1, k_:k_ + 1] / (ufuncs.abs(dz[i:I - 1, j:J - 3, k_:k_ + 1]) + np.float64(1.0)))))), (np.float64(-1.25) != np.float64(-1.25)))
            # --- end horizontal block --

        # --- end vertical block ---
    