import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, stdin, cp, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    res = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153848937360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850227152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850216656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.cos(np.float64(10.0)) * w[i:I, j - 2:J - 2, k_ + 1:k_ + 2]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            cp[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((stdin - cp[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            cp[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(ufuncs.remainder(stdin, stdin)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = np.where(delp, ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs((cp[i:I, j:J, k_:k_ + 1].astype(np.float64) - stdin)), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), cp[i:I, j:J, k_:k_ + 1])
            mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(delp)), ((stdin + np.float64(0.1)) <= ufuncs.cos(w[i:I, j:J, k_ - 1:k_])), mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(delp)), mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1]), (stdin / (ufuncs.abs(ufuncs.float64(w[i:I, j - 1:J - 1, k_ - 1:k_])) + np.float64(1.0))), res[i:I, j:J, k_:k_ + 1])
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(delp)), mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(np.float64(0.5), ufuncs.log((ufuncs.abs(res[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]) + np.float64(0.5)))), y_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(delp)), mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs(np.int64(2)), dz[i:I, j:J, k_:k_ + 1])
            mask_140153850227152_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(delp)), (np.bitwise_not(mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1]))), (stdin < cp[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), mask_140153850227152_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(delp)), (np.bitwise_not(mask_140153848937360_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153850227152_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(w[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), cp[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153850216656_gen_0[i:I, j:J, k:K] = ((cp[i:I, j:J, k:K].astype(np.float64) - stdin) != ufuncs.ceil(ufuncs.float64(dz[i:I, j:J, k:K])))
        cp[i:I, j:J, k:K] = np.where(mask_140153850216656_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(res[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), cp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153850216656_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(0.5) * stdin) / (ufuncs.abs(w[i + 2:I + 2, j + 1:J + 1, k + 1:K + 1]) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), cp[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153850216656_gen_0[i:I, j:J, k:K])), np.int64(3), cp[i:I, j:J, k:K])
        cp[I - 2:I - 1, J - 2:J - 1, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0)))
        cp[I - 2:I - 1, J - 2:J - 1, k:K] = dz[I - 2:I - 1, J - 2:J - 1, k:K]
        cp[I - 2:I - 1, J - 2:J - 1, k:K] = cp[I - 2:I - 1, J - 2:J - 1, k:K]
        cp[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(stdin, (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    