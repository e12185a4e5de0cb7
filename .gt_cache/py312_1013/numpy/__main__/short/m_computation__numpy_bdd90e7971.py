import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, q, phi, k0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, False))
    phi = Field(phi, _origin_['phi'], (True, True, False))
    k0 = Field(k0, _origin_['k0'], (True, True, True))
    
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153853648080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz__475_14_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858134736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858329616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res__538_15_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153847816336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv__538_15_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153853648080_gen_0[i:I, j:J, k:K] = ((np.float64(1.5) / q[i:I, j:J]) <= (k0[i:I, j:J, k - 1:K - 1] + k0[i:I, j:J, k - 1:K - 1]).astype(np.float64))
        area[i:I, j:J, k:K] = np.where(mask_140153853648080_gen_0[i:I, j:J, k:K], ufuncs.abs((phi[i + 2:I + 2, j:J].astype(np.float64) - np.float64(2.0))), area[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = np.where(mask_140153853648080_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.trunc(ufuncs.float64(phi[i - 1:I - 1, j + 2:J + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(area[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz__475_14_23_gen_0[i:I, j:J, k:K] = q[i + 1:I + 1, j:J]
        mask_140153847816336_gen_0[i:I, j:J, k:K] = (dz__475_14_23_gen_0[i:I, j:J, k:K] > np.float64(1.0))
        dz__475_14_23_gen_0[i:I, j:J, k:K] = np.where(mask_140153847816336_gen_0[i:I, j:J, k:K], np.float64(1.5), dz__475_14_23_gen_0[i:I, j:J, k:K])
        enum_gen_0[i:I, j:J, k:K] = ufuncs.remainder(dz__475_14_23_gen_0[i:I, j:J, k:K], np.where((ufuncs.arccosh((ufuncs.abs(dz__475_14_23_gen_0[i:I, j:J, k:K]) + np.float64(1.0))) != np.where((dz__475_14_23_gen_0[i:I, j:J, k:K] > dz__475_14_23_gen_0[i:I, j:J, k:K]), dz__475_14_23_gen_0[i:I, j:J, k:K], dz__475_14_23_gen_0[i:I, j:J, k:K])), dz__475_14_23_gen_0[i:I, j:J, k:K], dz__475_14_23_gen_0[i:I, j:J, k:K]))
        _a_gen_0[i:I, j:J, k:K] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(dz__475_14_23_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) / (dz__475_14_23_gen_0[i:I, j:J, k:K] - dz__475_14_23_gen_0[i:I, j:J, k:K]))
        res__538_15_19_gen_0[i:I, j:J, k:K] = (q[i - 2:I - 2, j - 2:J - 2] * phi[i:I, j - 2:J - 2].astype(np.float64))
        qv__538_15_19_gen_0[i:I, j:J, k:K] = (q[i - 1:I - 1, j:J] / (ufuncs.abs(_a_gen_0[i:I, j:J, k:K]) + np.float64(1.0)))
        res__538_15_19_gen_0[i:I, j:J, k:K] = (ufuncs.cbrt(qv__538_15_19_gen_0[i:I, j:J, k:K]) + qv__538_15_19_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = (ufuncs.float32(qv__538_15_19_gen_0[i:I, j:J, k:K]).astype(np.float64) + (res__538_15_19_gen_0[i:I, j:J, k:K] / qv__538_15_19_gen_0[i:I, j:J, k:K]))
        _X_gen_0[i:I, j:J, k:K] = ((q[i - 2:I - 2, j:J] - enum_gen_0[i:I, j:J, k:K]) < (q[i + 1:I + 1, j:J] + k0[i:I, j:J, k - 1:K - 1].astype(np.float64)))
        mask_140153858329616_gen_0[i:I, j:J, k:K] = np.bitwise_or(np.bitwise_and(_X_gen_0[i:I, j:J, k:K], ((enum_gen_0[i:I, j:J, k:K] + q[i - 1:I - 1, j + 1:J + 1]) != _a_gen_0[i:I, j:J, k:K])), (k0[i:I, j:J, k:K] < val[i:I, j:J, k:K].astype(np.int64)))
        mask_140153858134736_gen_0[i:I, j:J, k:K] = np.where(mask_140153858329616_gen_0[i:I, j:J, k:K], np.bitwise_or((k0[i:I, j:J, k:K].astype(np.float64) > ufuncs.remainder(q[i:I, j + 2:J + 2], area[i:I, j:J, k:K])), (k0[i:I, j:J, k - 1:K - 1] < phi[i:I, j:J].astype(np.int64))), mask_140153858134736_gen_0[i:I, j:J, k:K])
        area[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858329616_gen_0[i:I, j:J, k:K], mask_140153858134736_gen_0[i:I, j:J, k:K]), (ufuncs.cosh(ufuncs.tanh(q[i + 2:I + 2, j:J])) * np.where(_X_gen_0[i:I, j:J, k:K], phi[i:I, j:J], phi[i - 2:I - 2, j:J]).astype(np.float64)), area[i:I, j:J, k:K])
        _X_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858329616_gen_0[i:I, j:J, k:K], mask_140153858134736_gen_0[i:I, j:J, k:K]), (val[i:I, j:J, k:K].astype(np.float64) <= (val[i:I, j:J, k:K].astype(np.float64) + q[i:I, j - 2:J - 2])), _X_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    