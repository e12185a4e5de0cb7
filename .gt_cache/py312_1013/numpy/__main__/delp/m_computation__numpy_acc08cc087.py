import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, memset, dz, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    memset = Field(memset, _origin_['memset'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    mask_140153819537296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823910416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821134992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__e3c_15_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153817251152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153817251152_gen_0[i:I, j:J, k:K] = (np.bitwise_not(ufuncs.isinf(memset[i:I, j:J, k:K])))
        memset[i:I, j:J, k:K] = np.where(mask_140153817251152_gen_0[i:I, j:J, k:K], (ufuncs.abs(qv[i - 2:I - 2, j:J, k:K]) + ufuncs.ceil(np.float64(10.0))), memset[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(mask_140153817251152_gen_0[i:I, j:J, k:K], ufuncs.arccos(ufuncs.tanh(ufuncs.tanh(memset[i:I, j:J, k:K]))), memset[i:I, j:J, k:K])
        mask_140153821134992_gen_0[i:I, j:J, k:K] = np.where(mask_140153817251152_gen_0[i:I, j:J, k:K], (dz[i - 1:I - 1, j - 1:J - 1, k - 1:K - 1] <= np.where((ufuncs.tanh(qv[i:I, j - 1:J - 1, k:K]) < ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(np.int64(3))) * np.float64(0.5)))), qv[i:I, j - 2:J - 2, k - 1:K - 1], np.float64(0.001))), mask_140153821134992_gen_0[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), np.float64(np.int64(3)), memset[i:I, j:J, k:K])
        cp__e3c_15_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), (memset[i:I, j:J, k:K] + np.float64(np.int64(3))), cp__e3c_15_25_gen_0[i:I, j:J, k:K])
        mask_140153819537296_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), (cp__e3c_15_25_gen_0[i:I, j:J, k:K] < np.float64(1.0)), mask_140153819537296_gen_0[i:I, j:J, k:K])
        cp__e3c_15_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), mask_140153819537296_gen_0[i:I, j:J, k:K]), cp__e3c_15_25_gen_0[i:I, j:J, k:K], cp__e3c_15_25_gen_0[i:I, j:J, k:K])
        mask_140153823910416_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), (cp__e3c_15_25_gen_0[i:I, j:J, k:K] > np.float64(1.0)), mask_140153823910416_gen_0[i:I, j:J, k:K])
        cp__e3c_15_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), mask_140153823910416_gen_0[i:I, j:J, k:K]), cp__e3c_15_25_gen_0[i:I, j:J, k:K], cp__e3c_15_25_gen_0[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], mask_140153821134992_gen_0[i:I, j:J, k:K]), (np.float64(0.5) * ufuncs.cosh(ufuncs.tanh(cp__e3c_15_25_gen_0[i:I, j:J, k:K]))), memset[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153817251152_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153821134992_gen_0[i:I, j:J, k:K]))), dz[i - 2:I - 2, j - 2:J - 2, k:K], memset[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    