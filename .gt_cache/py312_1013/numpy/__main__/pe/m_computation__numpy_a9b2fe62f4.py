import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, free, unsigned, a_1, nk, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    free = Field(free, _origin_['free'], (True, True, True))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, False))
    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    nk = Field(nk, _origin_['nk'], (True, True, True))
    
    signbit = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    errno = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    default = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859395856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859584912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            signbit[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153859395856_gen_0[i:I, j:J, k_:k_ + 1] = np.where((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((np.float64((-(np.int64(1)))) - signbit[i:I, j:J, k_:k_ + 1]) >= np.float64(np.int64(3))), mask_140153859395856_gen_0[i:I, j:J, k_:k_ + 1])
                errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153859395856_gen_0[i:I, j:J, k_:k_ + 1]), nk[i:I, j + 2:J + 2, k_:k_ + 1], errno[i:I, j:J, k_:k_ + 1])
                errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153859395856_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arccosh((ufuncs.abs(ufuncs.float64(a_1[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1])) + np.float64(1.0))).astype(np.float32), errno[i:I, j:J, k_:k_ + 1])
                errno[i:I, j:J, k_:k_ + 1] = np.where((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (ufuncs.power(ufuncs.abs(signbit[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) * nk[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), errno[i:I, j:J, k_:k_ + 1])
                signbit[i:I, j:J, k_:k_ + 1] = np.where((signbit[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (signbit[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), signbit[i:I, j:J, k_:k_ + 1])
                
            errno[i:I, j:J, k_:k_ + 1] = ufuncs.round(ufuncs.erfc(nk[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            default[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), bool(bool(False))), (ufuncs.arccos(ufuncs.tanh(default[i:I, j:J, k_:k_ + 1])) != default[i:I, j:J, k_ - 1:k_]), ua_gen_0[i:I, j:J, k_:k_ + 1])
                free[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), bool(bool(False))), (ufuncs.float64(a_1[i:I, j:J, k_ - 1:k_]) <= (np.float64(1.5) + errno[i:I, j:J, k_:k_ + 1].astype(np.float64))), free[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), bool(bool(False))), (ufuncs.remainder(default[i:I, j:J, k_:k_ + 1], nk[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)) != ufuncs.minimum(a_1[i - 1:I - 1, j:J, k_ - 1:k_].astype(np.float64), default[i:I, j:J, k_:k_ + 1])), ua_gen_0[i:I, j:J, k_:k_ + 1])
                free[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(bool(bool(False))))), (ufuncs.maximum(default[i:I, j:J, k_:k_ + 1], np.float64(0.0)) > unsigned[i:I, j + 2:J + 2].astype(np.float64)), free[i:I, j:J, k_:k_ + 1])
                default[i:I, j:J, k_:k_ + 1] = np.where((default[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a_1[i:I, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (default[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), default[i:I, j:J, k_:k_ + 1])
                
            ua_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(np.int64(3)) / (ufuncs.abs(errno[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) > errno[i:I, j:J, k_:k_ + 1].astype(np.float64))
            free[i:I, j:J, k_:k_ + 1] = free[i:I, j:J, k_ - 1:k_]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153859584912_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.maximum(unsigned[i - 1:I - 1, j:J], unsigned[i + 2:I + 2, j + 2:J + 2]).astype(np.float32) != ufuncs.minimum(nk[i - 1:I - 1, j:J, k_:k_ + 1], np.float32(np.int64(3)))), nk[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64), signbit[i:I, j:J, k_ + 1:k_ + 2]) > ufuncs.sinh(ufuncs.tanh(ufuncs.float64(a_1[i:I, j - 1:J - 1, k_:k_ + 1]))))
            errno[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859584912_gen_0[i:I, j:J, k_:k_ + 1], default[i:I, j:J, k_:k_ + 1].astype(np.float32), errno[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859584912_gen_0[i:I, j:J, k_:k_ + 1])), signbit[i:I, j:J, k_:k_ + 1].astype(np.float32), errno[i:I, j:J, k_:k_ + 1])
            free[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859584912_gen_0[i:I, j:J, k_:k_ + 1])), (unsigned[i:I, j:J] > unsigned[i - 1:I - 1, j:J]), free[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = unsigned[i - 1:I - 1, j + 2:J + 2].astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    