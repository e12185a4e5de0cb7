import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, extern, jt, zs, gz, cp, var, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    jt = Field(jt, _origin_['jt'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, False))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    
    mask_140153856612688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851699216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855596240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859938064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850562256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856619088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153855596240_gen_0[i:I, j:J, k:K] = np.bitwise_and((ufuncs.sqrt(ufuncs.abs(cp[i:I, j:J, k:K])) != ufuncs.remainder(jt[i:I, j:J, k:K].astype(np.float64), zs[i + 2:I + 2, j + 1:J + 1, k:K])), np.bitwise_or(((zs[i:I, j:J, k + 1:K + 1] * extern) > ufuncs.maximum(jt[i - 2:I - 2, j:J, k:K], jt[i - 1:I - 1, j - 1:J - 1, k:K]).astype(np.float64)), var[i:I, j:J, k:K]))
        res_gen_0[i:I, j:J, k:K] = np.where(mask_140153855596240_gen_0[i:I, j:J, k:K], np.float64(0.0), res_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (res_gen_0[i:I, j:J, k:K] < np.float64(2.0)))):
            y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (res_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (ufuncs.remainder(zs[i:I, j - 1:J - 1, k:K], jt[i - 2:I - 2, j - 1:J - 1, k - 1:K - 1].astype(np.float64)) * (zs[i:I, j + 2:J + 2, k:K] / (ufuncs.abs(np.float64(3.5)) + np.float64(1.0)))).astype(np.float32), y[i:I, j:J, k:K])
            y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (res_gen_0[i:I, j:J, k:K] < np.float64(2.0))), ((jt[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64) - cp[i:I, j:J, k:K]) - (-(jt[i + 1:I + 1, j - 2:J - 2, k - 1:K - 1])).astype(np.float64)).astype(np.float32), y[i:I, j:J, k:K])
            res_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (res_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (res_gen_0[i:I, j:J, k:K] + np.float64(1.0)), res_gen_0[i:I, j:J, k:K])
            
        mask_140153859938064_gen_0[i:I, j:J, k:K] = np.where(mask_140153855596240_gen_0[i:I, j:J, k:K], ((res_gen_0[i:I, j:J, k:K] / (ufuncs.abs(cp[i:I, j:J, k:K]) + np.float64(1.0))) == ufuncs.power(ufuncs.abs(np.float64(0.25)), np.float64(0.5))), mask_140153859938064_gen_0[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], mask_140153859938064_gen_0[i:I, j:J, k:K]), (jt[i + 1:I + 1, j:J, k:K].astype(np.float64) * extern).astype(np.float32), y[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], mask_140153859938064_gen_0[i:I, j:J, k:K]), (ufuncs.maximum(jt[i + 2:I + 2, j + 2:J + 2, k:K].astype(np.float64), np.float64(0.5)) * (gz[i:I, j - 2:J - 2].astype(np.float64) + extern)).astype(np.float32), y[i:I, j:J, k:K])
        mask_140153856612688_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153859938064_gen_0[i:I, j:J, k:K]))), (ufuncs.int32(gz[i + 2:I + 2, j:J]).astype(np.float32) > (jt[i:I, j - 1:J - 1, k - 1:K - 1] + np.float32(np.int64(3)))), mask_140153856612688_gen_0[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153859938064_gen_0[i:I, j:J, k:K]))), mask_140153856612688_gen_0[i:I, j:J, k:K]), ufuncs.floor(ufuncs.float32(cp[i:I, j:J, k:K])), y[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153855596240_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153859938064_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140153856612688_gen_0[i:I, j:J, k:K]))), np.float32(ufuncs.arccos(ufuncs.tanh(u))), y[i:I, j:J, k:K])
        mask_140153856619088_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), np.bitwise_or((u == u), (res_gen_0[i:I, j:J, k:K] == np.float64(0.25))), mask_140153856619088_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), mask_140153856619088_gen_0[i:I, j:J, k:K]), np.float64(0.1), cp[i:I, j:J, k:K])
        mask_140153851699216_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153856619088_gen_0[i:I, j:J, k:K]))), (gz[i + 1:I + 1, j:J].astype(np.float64) > extern), mask_140153851699216_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153856619088_gen_0[i:I, j:J, k:K]))), mask_140153851699216_gen_0[i:I, j:J, k:K]), ufuncs.sinh(ufuncs.tanh(jt[i + 1:I + 1, j:J, k:K])).astype(np.float64), cp[i:I, j:J, k:K])
        delp_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153856619088_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140153851699216_gen_0[i:I, j:J, k:K]))), (cp[i:I, j:J, k:K] >= np.float64(0.5)), delp_gen_0[i:I, j:J, k:K])
        mask_140153850562256_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), ((u / (ufuncs.abs(res_gen_0[i:I, j:J, k:K]) + np.float64(1.0))) < ufuncs.arccos(ufuncs.tanh(ufuncs.float64(gz[i:I, j:J])))), mask_140153850562256_gen_0[i:I, j:J, k:K])
        fmin_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), mask_140153850562256_gen_0[i:I, j:J, k:K]), ((res_gen_0[i:I, j:J, k:K] * gz[i - 1:I - 1, j - 1:J - 1].astype(np.float64)) * (jt[i - 1:I - 1, j + 1:J + 1, k + 1:K + 1] + gz[i - 2:I - 2, j:J].astype(np.float32)).astype(np.float64)), fmin_gen_0[i:I, j:J, k:K])
        delp_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153850562256_gen_0[i:I, j:J, k:K]))), (u > (zs[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1] - fmin_gen_0[i:I, j:J, k:K])), delp_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855596240_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153850562256_gen_0[i:I, j:J, k:K]))), (ufuncs.floor(fmin_gen_0[i:I, j:J, k:K]) + gz[i - 2:I - 2, j - 2:J - 2].astype(np.float64)), cp[i:I, j:J, k:K])
        delp_gen_0[i:I, j:J, k:K] = (np.bitwise_not((cp[i:I, j:J, k:K] <= np.float64(2.0))))
        val_gen_0[i:I, j:J, k:K] = ufuncs.maximum((u + np.float64(3.5)), (jt[i:I, j + 1:J + 1, k:K].astype(np.float64) + u))
        # --- end horizontal block --

        # --- end vertical block ---
    