import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a_1, tend, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    asm = Field.empty((_dI_ + 2, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    memset = Field.empty((_dI_ + 2, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    mask_140333771745744_gen_0 = Field.empty((_dI_ + 2, _dJ_ + 2, _dK_), bool, (1, 1, 0), (True, True, True))
    mask_140333778018320_gen_0 = Field.empty((_dI_ + 2, _dJ_ + 2, _dK_), bool, (1, 1, 0), (True, True, True))
    flux__14b_22_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    c__14b_22_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    do__14b_22_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 1
        j, J = _dj_ - 1, _dJ_ + 1

        mask_140333778018320_gen_0[i:I, j:J, k:K] = (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.5), (-(np.float64(100000.0)))), np.float64(100000.0))) != (-(a_1[i:I, j - 2:J - 2, k + 1:K + 1])).astype(np.int64))
        asm[i:I, j:J, k:K] = np.where(mask_140333778018320_gen_0[i:I, j:J, k:K], (a_1[i + 1:I + 1, j - 2:J - 2, k:K].astype(np.float64) + np.float64(0.1)), asm[i:I, j:J, k:K])
        asm[i:I, j:J, k:K] = np.where(mask_140333778018320_gen_0[i:I, j:J, k:K], b[i - 2:I - 2, j:J, k:K].astype(np.float64), asm[i:I, j:J, k:K])
        mask_140333771745744_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333778018320_gen_0[i:I, j:J, k:K])), (a_1[i + 1:I + 1, j:J, k:K].astype(np.int64) < ufuncs.power(a_1[i:I, j:J, k + 1:K + 1], np.int64(2))), mask_140333771745744_gen_0[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333778018320_gen_0[i:I, j:J, k:K])), mask_140333771745744_gen_0[i:I, j:J, k:K]), ufuncs.tanh(ufuncs.float64((a_1[i:I, j + 2:J + 2, k + 1:K + 1].astype(np.int16) * b[i - 1:I - 1, j:J, k:K]))), memset[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333778018320_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333771745744_gen_0[i:I, j:J, k:K]))), ufuncs.round_away_from_zero(ufuncs.float64(b[i:I, j + 2:J + 2, k:K])), memset[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 1

            memset[i:I, j:J, k_:k_ + 1] = ((a_1[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1] * a_1[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) * np.where(((a_1[i:I, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.int16) - b[i:I, j + 1:J + 1, k_ + 1:k_ + 2]) >= b[i - 1:I - 1, j - 2:J - 2, k_ - 1:k_]), b[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64), memset[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            lanes_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(a_1[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.int64), (-(np.int64(1)))).astype(np.float64) * ufuncs.power(memset[i:I, j:J, k_ - 1:k_], np.int64(2)))
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.arctanh((ufuncs.tanh((memset[i + 1:I + 1, j + 1:J + 1, k_ - 1:k_] + memset[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1])) * np.float64(0.5)))
            c__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1] = (-(np.int64(2)))
            flux__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1] = (asm[i:I, j:J, k_ - 1:k_] - memset[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1])
            do__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1] = a_1[i:I, j + 1:J + 1, k_:k_ + 1]
            do__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.ceil(c__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) - (np.float64((-(np.int64(1)))) * flux__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.int8)
            q_gen_0[i:I, j:J, k_:k_ + 1] = do__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1]
            u_gen_0[i:I, j:J, k_:k_ + 1] = do__14b_22_15_gen_0[i:I, j:J, k_:k_ + 1]
            lanes_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder((lanes_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(lanes_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), ufuncs.float64(memset[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    