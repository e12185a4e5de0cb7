import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, val, qv, u, tend, zs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835856272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824287312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822445904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    union_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        union_gen_0[i:I, j:J, k:K] = np.float64(1.5)
        mask_140153835856272_gen_0[i:I, j:J, k:K] = ((np.float64(np.int64(0)) + np.float64(0.25)) < zs[i:I, j:J, k + 1:K + 1].astype(np.float64))
        union_gen_0[i:I, j:J, k:K] = np.where(mask_140153835856272_gen_0[i:I, j:J, k:K], np.where(np.bitwise_and(((zs[i + 2:I + 2, j - 2:J - 2, k:K] * zs[i:I, j + 2:J + 2, k + 1:K + 1]) == zs[i:I, j - 2:J - 2, k:K]), (union_gen_0[i:I, j:J, k:K] > ufuncs.float64(np.float64(0.25)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(val[i + 2:I + 2, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), (u[i:I, j:J, k:K] + np.float64(b))), union_gen_0[i:I, j:J, k:K])
        a[i:I - 1, j:j + 2, k:K] = (np.bitwise_not((tend[i - 2:I - 3, j - 1:j + 1, k:K] >= np.float64(np.int64(0)))))
        a[i:I - 1, j:j + 2, k:K] = (ufuncs.sin(ufuncs.float64(np.int64(0))) <= (np.float64((-(np.int64(2)))) / (np.float64(ufuncs.abs(qv)) + np.float64(1.0))))
        mask_140153824287312_gen_0[i:I, j:J, k:K] = (np.float64(qv) >= val[i - 1:I - 1, j:J])
        union_gen_0[i:I, j:J, k:K] = np.where(mask_140153824287312_gen_0[i:I, j:J, k:K], ((-(union_gen_0[i:I, j:J, k:K])) / ufuncs.arcsinh(ufuncs.float64(np.int64(0)))), union_gen_0[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(mask_140153824287312_gen_0[i:I, j:J, k:K], (np.where(bool(bool(True)), np.float64(qv), tend[i - 2:I - 2, j - 2:J - 2, k + 1:K + 1]) > ufuncs.arctan(union_gen_0[i:I, j:J, k:K])), a[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(mask_140153824287312_gen_0[i:I, j:J, k:K], bool(bool(True)), a[i:I, j:J, k:K])
        mask_140153822445904_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153824287312_gen_0[i:I, j:J, k:K])), (union_gen_0[i:I, j:J, k:K] >= np.float64(np.int64(0))), mask_140153822445904_gen_0[i:I, j:J, k:K])
        union_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824287312_gen_0[i:I, j:J, k:K])), mask_140153822445904_gen_0[i:I, j:J, k:K]), ufuncs.round(ufuncs.float64(qv)), union_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        union_gen_1[i:I, j:J, k:K] = np.float64(np.int64(0))
        a[i:I, j:J, k:K] = (np.bitwise_not((zs[i - 1:I - 1, j + 2:J + 2, k:K].astype(np.float64) >= tend[i:I, j + 1:J + 1, k:K])))
        ua_gen_0[i:I, j:J, k:K] = u[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    