import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, int64_t, a_, sizeof, stdout, a__, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    a_ = Field(a_, _origin_['a_'], (True, True, True))
    sizeof = Field(sizeof, _origin_['sizeof'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, True))
    
    unsigned = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float64, (1, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775383248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333777540496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773851792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a__[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((int64_t[i - 1:I - 1, j:J, k:K].astype(np.float64) - (np.float64(-1.25) * a_[i - 2:I - 2, j + 1:J + 1, k:K].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        b_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((b_gen_0[i:I, j:J, k:K] < np.float64(2.0))):
            a__[i:I, j:J, k:K] = np.where((b_gen_0[i:I, j:J, k:K] < np.float64(2.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum((-(np.float64(-1.25))), ufuncs.int32(a__[i:I, j:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), a__[i:I, j:J, k:K])
            b_gen_0[i:I, j:J, k:K] = np.where((b_gen_0[i:I, j:J, k:K] < np.float64(2.0)), (b_gen_0[i:I, j:J, k:K] + np.float64(1.0)), b_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        unsigned[i:I, j:J, k:K] = ufuncs.minimum((a_[i + 2:I + 2, j + 1:J + 1, k - 1:K - 1] + int64_t[i:I, j - 1:J - 1, k:K].astype(np.int32)).astype(np.float64), (stdout / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            unsigned[i:I, j:J, k_:k_ + 1] = int64_t[i:I, j:J, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ((np.float64(-1.25) - stdout) * np.float64((-(np.int64(2)))))
            w[i:i + 1, j + 1:J - 1, k_:k_ + 1] = stdout
            mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.power(int64_t[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1], np.int64(2)).astype(np.float64) >= sizeof[i:I, j:J, k_:k_ + 1]), stdout, a_[i:I, j:J, k_:k_ + 1].astype(np.float64)) <= stdout)
            mask_140333777540496_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((np.float64(0.5) > sizeof[i:I, j:J, k_:k_ + 1]))), mask_140333777540496_gen_0[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777540496_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arccos(ufuncs.tanh(np.float64(0.5))), pe_gen_0[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777540496_gen_0[i:I, j:J, k_:k_ + 1]), ((a__[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(1.0)) * np.float64(np.int64(2))), pe_gen_0[i:I, j:J, k_:k_ + 1])
            enum_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777540496_gen_0[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1], enum_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333773851792_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1])), ((np.float64(1.0) / (ufuncs.abs(np.float64(0.25)) + np.float64(1.0))) >= (-(w[i:I, j:J, k_:k_ + 1]))), mask_140333773851792_gen_0[i:I, j:J, k_:k_ + 1])
            enum_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333775383248_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333773851792_gen_0[i:I, j:J, k_:k_ + 1]), ((enum_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(-1.25)) - (stdout * np.float64(-1.25))), enum_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a__[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((unsigned[i - 1:I - 1, j:J, k_:k_ + 1] + ufuncs.power(w[i:I, j:J, k_:k_ + 1], np.int64(2))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    