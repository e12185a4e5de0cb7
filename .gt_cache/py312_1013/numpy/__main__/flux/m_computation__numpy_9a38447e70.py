import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, j0, union, extern, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    j0 = Field(j0, _origin_['j0'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    extern = Field(extern, _origin_['extern'], (True, True, False))
    
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    unsigned = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    omp_get_thread_num = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333769342672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766188432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770023376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764571920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775107984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770837520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333778348048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333766188432_gen_0[i:I, j:J, k:K] = np.bitwise_or((j0[i:I, j:J, k:K] <= j0[i:I, j:J, k:K]), (union[i:I, j:J, k + 1:K + 1] == extern[i - 2:I - 2, j + 2:J + 2].astype(np.float64)))
        y[i:I, j:J, k:K] = np.where(mask_140333766188432_gen_0[i:I, j:J, k:K], ((np.float64(3.5) * union[i:I, j:J, k:K]) - (j0[i:I, j:J, k:K] - np.float64(np.int64(1)))), y[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(mask_140333766188432_gen_0[i:I, j:J, k:K], np.where((np.bitwise_not(bool(bool(False)))), ufuncs.minimum(extern[i + 1:I + 1, j - 2:J - 2], extern[i:I, j:J]).astype(np.float64), (union[i:I, j:J, k + 1:K + 1] / (ufuncs.abs(extern[i:I, j - 2:J - 2]).astype(np.float64) + np.float64(1.0)))), y[i:I, j:J, k:K])
        mask_140333775107984_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333766188432_gen_0[i:I, j:J, k:K])), (np.float64(0.5) == extern[i - 1:I - 1, j - 1:J - 1].astype(np.float64)), mask_140333775107984_gen_0[i:I, j:J, k:K])
        j0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766188432_gen_0[i:I, j:J, k:K])), mask_140333775107984_gen_0[i:I, j:J, k:K]), np.where((y[i:I, j:J, k:K] >= union[i:I, j:J, k:K]), (extern[i + 1:I + 1, j - 1:J - 1].astype(np.float64) * y[i:I, j:J, k:K]), ufuncs.floor(union[i:I, j:J, k:K])), j0[i:I, j:J, k:K])
        j0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333766188432_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333775107984_gen_0[i:I, j:J, k:K]))), (ufuncs.float64(union[i:I, j:J, k:K]) + ufuncs.arctan(union[i:I, j:J, k + 1:K + 1])), j0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = extern[i + 2:I + 2, j - 2:J - 2]
        mask_140333769342672_gen_0[i:i + 1, j:j + 1, k:K] = (j0[i:i + 1, j:j + 1, k:K] != (zs[i:i + 1, j:j + 1, k:K].astype(np.float64) + y[i:i + 1, j:j + 1, k:K]))
        j0[i:i + 1, j:j + 1, k:K] = np.where(mask_140333769342672_gen_0[i:i + 1, j:j + 1, k:K], extern[i:i + 1, j + 1:j + 2].astype(np.float64), j0[i:i + 1, j:j + 1, k:K])
        unsigned[i:i + 1, j:j + 1, k:K] = np.where(mask_140333769342672_gen_0[i:i + 1, j:j + 1, k:K], ufuncs.power(ufuncs.abs((-(j0[i:i + 1, j:j + 1, k:K]))), np.float64(0.5)), unsigned[i:i + 1, j:j + 1, k:K])
        zs[i:i + 1, j:j + 1, k:K] = np.where(mask_140333769342672_gen_0[i:i + 1, j:j + 1, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.cosh(ufuncs.tanh(j0[i:i + 1, j:j + 1, k:K])) * (extern[i:i + 1, j:j + 1].astype(np.float64) - unsigned[i:i + 1, j:j + 1, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[i:i + 1, j:j + 1, k:K])
        unsigned[i:i + 1, j:j + 1, k:K] = extern[i:i + 1, j - 1:j].astype(np.float64)
        mask_140333770837520_gen_0[i:i + 1, j:j + 1, k:K] = ((union[i:i + 1, j:j + 1, k:K] / (ufuncs.abs(union[i:i + 1, j:j + 1, k - 1:K - 1]) + np.float64(1.0))) <= (unsigned[i:i + 1, j:j + 1, k:K] / zs[i:i + 1, j:j + 1, k:K].astype(np.float64)))
        y[i:i + 1, j:j + 1, k:K] = np.where(mask_140333770837520_gen_0[i:i + 1, j:j + 1, k:K], extern[i - 2:i - 1, j:j + 1].astype(np.float64), y[i:i + 1, j:j + 1, k:K])
        y[i:i + 1, j:j + 1, k:K] = np.where(mask_140333770837520_gen_0[i:i + 1, j:j + 1, k:K], ufuncs.sin(ufuncs.float64(np.int64(3))), y[i:i + 1, j:j + 1, k:K])
        unsigned[i:i + 1, j:j + 1, k:K] = np.where(mask_140333770837520_gen_0[i:i + 1, j:j + 1, k:K], extern[i + 2:i + 3, j - 1:j].astype(np.float64), unsigned[i:i + 1, j:j + 1, k:K])
        mask_140333764571920_gen_0[I - 1:I, j + 2:J, k:K] = (j0[I - 1:I, j + 2:J, k:K] != (zs[I - 1:I, j + 2:J, k:K].astype(np.float64) + y[I - 1:I, j + 2:J, k:K]))
        j0[I - 1:I, j + 2:J, k:K] = np.where(mask_140333764571920_gen_0[I - 1:I, j + 2:J, k:K], extern[I - 1:I, j + 3:J + 1].astype(np.float64), j0[I - 1:I, j + 2:J, k:K])
        unsigned[I - 1:I, j + 2:J, k:K] = np.where(mask_140333764571920_gen_0[I - 1:I, j + 2:J, k:K], ufuncs.power(ufuncs.abs((-(j0[I - 1:I, j + 2:J, k:K]))), np.float64(0.5)), unsigned[I - 1:I, j + 2:J, k:K])
        zs[I - 1:I, j + 2:J, k:K] = np.where(mask_140333764571920_gen_0[I - 1:I, j + 2:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.cosh(ufuncs.tanh(j0[I - 1:I, j + 2:J, k:K])) * (extern[I - 1:I, j + 2:J].astype(np.float64) - unsigned[I - 1:I, j + 2:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), zs[I - 1:I, j + 2:J, k:K])
        unsigned[I - 1:I, j + 2:J, k:K] = extern[I - 1:I, j + 1:J - 1].astype(np.float64)
        mask_140333770023376_gen_0[I - 1:I, j + 2:J, k:K] = ((union[I - 1:I, j + 2:J, k:K] / (ufuncs.abs(union[I - 1:I, j + 2:J, k - 1:K - 1]) + np.float64(1.0))) <= (unsigned[I - 1:I, j + 2:J, k:K] / zs[I - 1:I, j + 2:J, k:K].astype(np.float64)))
        y[I - 1:I, j + 2:J, k:K] = np.where(mask_140333770023376_gen_0[I - 1:I, j + 2:J, k:K], extern[I - 3:I - 2, j + 2:J].astype(np.float64), y[I - 1:I, j + 2:J, k:K])
        y[I - 1:I, j + 2:J, k:K] = np.where(mask_140333770023376_gen_0[I - 1:I, j + 2:J, k:K], ufuncs.sin(ufuncs.float64(np.int64(3))), y[I - 1:I, j + 2:J, k:K])
        unsigned[I - 1:I, j + 2:J, k:K] = np.where(mask_140333770023376_gen_0[I - 1:I, j + 2:J, k:K], extern[I + 1:I + 2, j + 1:J - 1].astype(np.float64), unsigned[I - 1:I, j + 2:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333778348048_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.bitwise_not((np.where(bool(bool(False)), zs[i:I, j:J, k_:k_ + 1], zs[i:I, j:J, k_:k_ + 1]).astype(np.float64) >= union[i:I, j:J, k_:k_ + 1]))), (ufuncs.float32(union[i:I, j:J, k_:k_ + 1]).astype(np.float64) > ufuncs.cosh(ufuncs.tanh(ufuncs.float64(zs[i:I, j:J, k_:k_ + 1])))))
            j0[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333778348048_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), ((zs[i:I, j:J, k_:k_ + 1].astype(np.float64) + union[i:I, j:J, k_:k_ + 1]) - zs[i:I, j:J, k_:k_ + 1].astype(np.float64)), j0[i:I, j:J, k_ + 1:k_ + 2])
            uint8_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333778348048_gen_0[i:I, j:J, k_:k_ + 1], extern[i:I, j:J], uint8_t_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333778348048_gen_0[i:I, j:J, k_:k_ + 1])), uint8_t_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), y[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            unsigned[i:I, j:J, k_:k_ + 1] = j0[i:I, j:J, k_ + 1:k_ + 2]
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = (extern[i + 1:I + 1, j - 2:J - 2] * np.where(((extern[i - 2:I - 2, j - 1:J - 1] + extern[i:I, j:J]).astype(np.float64) < ufuncs.remainder(np.float64(0.0), extern[i - 2:I - 2, j + 1:J + 1].astype(np.float64))), extern[i - 1:I - 1, j - 2:J - 2], extern[i + 2:I + 2, j + 1:J + 1]))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = ((extern[i:I, j:J].astype(np.int64) - (-(np.int64(1)))) + (omp_get_thread_num[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1))).astype(np.int32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        union[i:I, j:J, k:K] = np.float64(3.5)
        # --- end horizontal block --

        # --- end vertical block ---
    