import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, enum, dz, w, pe, INFINITY, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    enum = Field(enum, _origin_['enum'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    mask_140153851511440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851523024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    switch_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _a__aff_21_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__aff_21_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))):
                enum[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0))), INFINITY), dz[i:I, j + 1:J + 1, k_:k_ + 1], enum[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(INFINITY))), ((np.float64(2.0) / (ufuncs.abs(pe[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) * delp_gen_0[i:I, j:J, k_:k_ + 1]), tend_gen_0[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0))), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp_gen_0[i:I, j:J, k_:k_ + 1])
                
            _a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(2.0) / (np.float64(ufuncs.abs(np.int64(2))) + np.float64(1.0)))
            c__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] = w[i:I, j + 2:J + 2, k_:k_ + 1]
            mask_140153851511440_gen_0[i:I, j:J, k_:k_ + 1] = (c__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(1.0))
            c__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851511440_gen_0[i:I, j:J, k_:k_ + 1], _a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1], c__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153851523024_gen_0[i:I, j:J, k_:k_ + 1] = (_a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            _a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153851523024_gen_0[i:I, j:J, k_:k_ + 1], _a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1], _a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1])
            switch_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power((-(_a__aff_21_17_gen_0[i:I, j:J, k_:k_ + 1])), np.int64(2))
            # --- end horizontal block --

        # --- end vertical block ---
    