import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x, vc, static, u, w, switch, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    vc = Field(vc, _origin_['vc'], (True, True, True))
    static = Field(static, _origin_['static'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, False))
    switch = Field(switch, _origin_['switch'], (True, True, False))
    
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    k0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153827293712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833616400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829153616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829068496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    struct_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833069136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    INFINITY_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    exit_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((static[i:I, j:J, k:K] / (np.float64(ufuncs.abs(x)) + np.float64(1.0))) * (u[i - 2:I - 2, j + 1:J + 1, k:K] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        phi[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((phi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))):
            mask_140153827293712_gen_0[i:I, j:J, k:K] = np.where((phi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (w[i:I, j - 2:J - 2].astype(np.float64) == (np.float64(2.0) + np.float64(x))), mask_140153827293712_gen_0[i:I, j:J, k:K])
            static[i:I, j:J, k:K] = np.where(np.bitwise_and((phi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), mask_140153827293712_gen_0[i:I, j:J, k:K]), ufuncs.power(ufuncs.abs(ufuncs.float64(np.float64(2.0))), np.float64(0.5)), static[i:I, j:J, k:K])
            vc[i:I, j:J, k:K] = np.where((phi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(x), (-(np.float64(100000.0)))), np.float64(100000.0))), vc[i:I, j:J, k:K])
            phi[i:I, j:J, k:K] = np.where((phi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (phi[i:I, j:J, k:K] + np.float64(1.0)), phi[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153833069136_gen_0[i:I, j:J, k_:k_ + 1] = ((phi[i:I, j:J, k_:k_ + 1] - switch[i - 2:I - 2, j - 2:J - 2].astype(np.float64)) > phi[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833069136_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(10.0), (-(np.float64(100000.0)))), np.float64(100000.0))), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833069136_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(u[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833069136_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.exp(ufuncs.minimum(u[i:I, j + 1:J + 1, k_:k_ + 1], np.float64(5.0))) - phi[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), vc[i:I, j:J, k_:k_ + 1])
            mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf((w[i + 2:I + 2, j:J].astype(np.float64) / (ufuncs.abs(phi[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) + np.float64(np.int64(7))) * vc[i:I, j:J, k_:k_ + 1].astype(np.float64)), c[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.power((switch[i:I, j + 1:J + 1] * switch[i:I, j:J]), np.int64(2)).astype(np.float64), c[i:I, j:J, k_:k_ + 1])
            mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), ((phi[i:I, j:J, k_:k_ + 1] * c[i:I, j:J, k_:k_ + 1]) <= (c[i:I, j:J, k_:k_ + 1] + np.float64(x))), mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1])
            static[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(ufuncs.tan(ufuncs.tanh(x))), (-(np.float64(100000.0)))), np.float64(100000.0)))), static[i:I, j:J, k_:k_ + 1])
            struct_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sinh(ufuncs.tanh(ufuncs.remainder(np.float64(x), static[i:I, j:J, k_:k_ + 1]))), struct_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153829068496_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1]))), (w[i:I, j + 2:J + 2].astype(np.float32) > x), mask_140153829068496_gen_0[i:I, j:J, k_:k_ + 1])
            k0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153833616400_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153829153616_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153829068496_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(phi[i:I, j:J, k_:k_ + 1]), k0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            INFINITY_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) - np.float64(x)) / np.float64(2.0))
            c[i:I, j:J, k_:k_ + 1] = u[i + 2:I + 2, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            _X_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) / np.float64(x)) >= static[i:I, j:J, k_:k_ + 1])
            c[i:i + 1, J - 1:J, k_:k_ + 1] = (ufuncs.sqrt(ufuncs.abs(phi[i:i + 1, J - 1:J, k_:k_ + 1])) - ufuncs.power(np.float64(1.5), np.int64(2)))
            exit_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((x >= x), np.float64(2.0), (switch[i - 2:i - 1, J + 1:J + 2].astype(np.float32) * x).astype(np.float64))
            k0[i:i + 1, J - 1:J, k_:k_ + 1] = ((w[i + 1:i + 2, J + 1:J + 2].astype(np.int64) + np.int64(1)).astype(np.float64) + ufuncs.float64(np.float64(2.0))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    