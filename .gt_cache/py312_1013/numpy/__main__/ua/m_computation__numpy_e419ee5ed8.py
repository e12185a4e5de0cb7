import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, printf, res, signbit, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    printf = Field(printf, _origin_['printf'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, False))
    signbit = Field(signbit, _origin_['signbit'], (True, True, True))
    
    k0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848454928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851430480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852573776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852667344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851437328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        k0[i:i + 1, j:J, k:K] = np.float64(0.0)
        while np.any((k0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(a[i:I, j:J, k + 1:K + 1]), np.float64(4.0)))):
            signbit[i:i + 1, j:J, k:K] = np.where((k0[i:i + 1, j:J, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, j:J, k + 1:K + 1]), np.float64(4.0))), np.int32(np.int64(0)), signbit[i:i + 1, j:J, k:K])
            signbit[i:i + 1, j:J, k:K] = np.where((k0[i:i + 1, j:J, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, j:J, k + 1:K + 1]), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.cbrt((np.float64(-1.25) + np.float64(np.int64(3)))), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:i + 1, j:J, k:K])
            k0[i:i + 1, j:J, k:K] = np.where((k0[i:i + 1, j:J, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, j:J, k + 1:K + 1]), np.float64(4.0))), (k0[i:i + 1, j:J, k:K] + np.float64(1.0)), k0[i:i + 1, j:J, k:K])
            
        k0[i:i + 1, J - 2:J - 1, k:K] = np.float64(0.0)
        while np.any((k0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(a[i:I, j:J, k + 1:K + 1]), np.float64(4.0)))):
            signbit[i:i + 1, J - 2:J - 1, k:K] = np.where((k0[i:i + 1, J - 2:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, J - 2:J - 1, k + 1:K + 1]), np.float64(4.0))), np.int32(np.int64(0)), signbit[i:i + 1, J - 2:J - 1, k:K])
            signbit[i:i + 1, J - 2:J - 1, k:K] = np.where((k0[i:i + 1, J - 2:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, J - 2:J - 1, k + 1:K + 1]), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.cbrt((np.float64(-1.25) + np.float64(np.int64(3)))), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:i + 1, J - 2:J - 1, k:K])
            k0[i:i + 1, J - 2:J - 1, k:K] = np.where((k0[i:i + 1, J - 2:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(a[i:i + 1, J - 2:J - 1, k + 1:K + 1]), np.float64(4.0))), (k0[i:i + 1, J - 2:J - 1, k:K] + np.float64(1.0)), k0[i:i + 1, J - 2:J - 1, k:K])
            
        u[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((u[i:I, j:J, k:K] < np.float64(2.0))):
            mask_140153848454928_gen_0[i:I, j:J, k:K] = np.where((u[i:I, j:J, k:K] < np.float64(2.0)), ((np.float64(0.25) / res[i:I, j:J]) >= a[i + 2:I + 2, j - 2:J - 2, k + 1:K + 1]), mask_140153848454928_gen_0[i:I, j:J, k:K])
            signbit[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153848454928_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((a[i - 2:I - 2, j + 1:J + 1, k:K] * (u[i:I, j:J, k:K] - np.float64(np.int64(1)))), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:I, j:J, k:K])
            signbit[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153848454928_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.round(np.float64(0.0)) * ufuncs.maximum(np.float64((-(np.int64(1)))), np.float64(0.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:I, j:J, k:K])
            signbit[i:I, j:J, k:K] = np.where(np.bitwise_and((u[i:I, j:J, k:K] < np.float64(2.0)), mask_140153848454928_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(res[i:I, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where((u[i:I, j:J, k:K] < np.float64(2.0)), (u[i:I, j:J, k:K] + np.float64(1.0)), u[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            signbit[i:I - 1, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(res[i:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153852573776_gen_0[i:I - 1, j:J, k_:k_ + 1] = ufuncs.isfinite((a[i - 1:I - 2, j:J, k_ - 1:k_] - res[i:I - 1, j:J]))
            signbit[i:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153852573776_gen_0[i:I - 1, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.maximum(u[i:I - 1, j:J, k_:k_ + 1], u[i:I - 1, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:I - 1, j:J, k_:k_ + 1])
            mask_140153851430480_gen_0[i:I - 1, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852573776_gen_0[i:I - 1, j:J, k_:k_ + 1])), (res[i:I - 1, j:J] == signbit[i:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64)), mask_140153851430480_gen_0[i:I - 1, j:J, k_:k_ + 1])
            signbit[i:I - 1, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153852573776_gen_0[i:I - 1, j:J, k_:k_ + 1])), mask_140153851430480_gen_0[i:I - 1, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:I - 1, j:J, k_:k_ + 1])
            res[i:I - 1, j:J] = np.where(np.bitwise_and((np.bitwise_not(mask_140153852573776_gen_0[i:I - 1, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153851430480_gen_0[i:I - 1, j:J, k_:k_ + 1]))), (ufuncs.log10((ufuncs.abs(np.float64(2.0)) + np.float64(0.5))) * a[i + 1:I, j:J, k_:k_ + 1]), res[i:I - 1, j:J])
            mask_140153851437328_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = ((np.float64(-1.25) + signbit[i:i + 1, j:j + 1, k_:k_ + 1].astype(np.float64)) > ufuncs.maximum(res[i:i + 1, j:j + 1], res[i:i + 1, j:j + 1]))
            signbit[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153851437328_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(ufuncs.minimum(np.float64(2.0), np.float64(-1.25)), np.where((ufuncs.minimum(k0[i:i + 1, j:j + 1, k_:k_ + 1], res[i:i + 1, j:j + 1]) <= (-(a[i:i + 1, j:j + 1, k_ + 1:k_ + 2]))), printf[i:i + 1, j:j + 1, k_ + 1:k_ + 2], res[i:i + 1, j:j + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), signbit[i:i + 1, j:j + 1, k_:k_ + 1])
            res[i:i + 1, j:j + 1] = np.where(mask_140153851437328_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], ((signbit[i:i + 1, j:j + 1, k_:k_ + 1] - signbit[i:i + 1, j:j + 1, k_ + 1:k_ + 2]).astype(np.float64) / (ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(res[i:i + 1, j:j + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64) + np.float64(1.0))), res[i:i + 1, j:j + 1])
            var_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153851437328_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], np.bitwise_or((np.bitwise_not(bool(bool(False)))), (signbit[i:i + 1, j:j + 1, k_:k_ + 1].astype(np.float64) > u[i:i + 1, j:j + 1, k_:k_ + 1])), var_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            var_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153851437328_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])), (printf[i:i + 1, j + 1:j + 2, k_:k_ + 1] != (np.float64(3.5) + np.float64((-(np.int64(2)))))), var_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
            mask_140153852667344_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = (np.bitwise_not(ufuncs.isfinite(res[i:i + 1, j:j + 1])))
            res[i:i + 1, j:j + 1] = np.where(mask_140153852667344_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], printf[i + 2:i + 3, j + 2:j + 3, k_:k_ + 1], res[i:i + 1, j:j + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    