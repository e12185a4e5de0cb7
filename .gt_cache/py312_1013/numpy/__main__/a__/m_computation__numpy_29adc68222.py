import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, struct, char, qv, union, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    struct = Field(struct, _origin_['struct'], (True, True, True))
    char = Field(char, _origin_['char'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    
    NULL_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856755472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858198352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            hi_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arctan(np.float64(3.5)) * np.float64(1.5))
            mask_140153858198352_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(ufuncs.isinf(union[i:I, j - 1:J - 1, k_:k_ + 1])))
            mask_140153856755472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858198352_gen_0[i:I, j:J, k_:k_ + 1], (union[i:I, j + 1:J + 1, k_:k_ + 1] <= (union[i + 1:I + 1, j:J, k_:k_ + 1] * np.float64(10.0))), mask_140153856755472_gen_0[i:I, j:J, k_:k_ + 1])
            struct[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858198352_gen_0[i:I, j:J, k_:k_ + 1], mask_140153856755472_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(hi_gen_0[i:I, j:J, k_:k_ + 1]) >= char[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float32)), struct[i:I, j:J, k_:k_ + 1])
            struct[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858198352_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153856755472_gen_0[i:I, j:J, k_:k_ + 1]))), ((union[i + 2:I + 2, j:J, k_ + 1:k_ + 2] * union[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1]) <= (union[i:I, j - 1:J - 1, k_:k_ + 1] / (ufuncs.abs(union[i:I, j + 2:J + 2, k_:k_ + 1]) + np.float64(1.0)))), struct[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858198352_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153856755472_gen_0[i:I, j:J, k_:k_ + 1]))), (np.where((ufuncs.power(qv[i:I, j:J, k_:k_ + 1], np.int64(2)) != (qv[i:I, j:J, k_:k_ + 1] * union[i - 1:I - 1, j:J, k_ + 1:k_ + 2])), union[i + 1:I + 1, j:J, k_:k_ + 1], union[i - 2:I - 2, j:J, k_ - 1:k_]) * (np.float64(0.25) * hi_gen_0[i:I, j:J, k_:k_ + 1])), qv[i:I, j:J, k_:k_ + 1])
            NULL_gen_0[i:I, j:J, k_:k_ + 1] = ((qv[i:I, j:J, k_:k_ + 1] + hi_gen_0[i:I, j:J, k_:k_ + 1]) > np.float64(np.int64(0)))
            # --- end horizontal block --

        # --- end vertical block ---
    