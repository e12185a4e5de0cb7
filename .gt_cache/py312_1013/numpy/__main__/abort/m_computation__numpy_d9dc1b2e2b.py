import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, stride, coef, dz, exit, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    stride = Field(stride, _origin_['stride'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    exit = Field(exit, _origin_['exit'], (True, True, False))
    
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    strides = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    switch_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val__ab5_25_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860714192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i:I, j:J, k:K] = np.float64(np.int64(3))
        dz[I - 1:I, j:j + 1, k:K] = dz[I - 1:I, j:j + 1, k:K]
        switch_gen_0[I - 1:I, j:j + 1, k:K] = np.float64(0.0)
        while np.any((switch_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))):
            a__[I - 1:I, j:j + 1, k:K] = np.where((switch_gen_0[I - 1:I, j:j + 1, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))), (np.where(((dz[I - 1:I, j:j + 1, k:K] + dz[I - 1:I, j:j + 1, k:K]) == (switch_gen_0[I - 1:I, j:j + 1, k:K] / (ufuncs.abs(coef[I - 1:I, j:j + 1, k:K]) + np.float64(1.0)))), switch_gen_0[I - 1:I, j:j + 1, k:K], coef[I - 1:I, j:j + 1, k:K]) * switch_gen_0[I - 1:I, j:j + 1, k:K]), a__[I - 1:I, j:j + 1, k:K])
            switch_gen_0[I - 1:I, j:j + 1, k:K] = np.where((switch_gen_0[I - 1:I, j:j + 1, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))), (switch_gen_0[I - 1:I, j:j + 1, k:K] + np.float64(1.0)), switch_gen_0[I - 1:I, j:j + 1, k:K])
            
        dz[i:I, j:J, k:K] = stride[i:I, j:J, k:K].astype(np.float64)
        stride[i:I, j:J, k:K] = ufuncs.remainder((switch_gen_0[i:I, j:J, k:K] - a__[i:I, j:J, k:K]), dz[i:I, j:J, k:K]).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i:I, j:J, k:K] = np.float64(np.int64(0))
        strides[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0)))):
            a__[i:I, j:J, k:K] = np.where((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0))), coef[i:I, j:J, k:K], a__[i:I, j:J, k:K])
            val__ab5_25_24_gen_0[i:I, j:J, k:K] = np.where((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0))), (coef[i:I, j:J, k:K] / (ufuncs.abs(stride[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))), val__ab5_25_24_gen_0[i:I, j:J, k:K])
            w[i:I, j:J, k:K] = np.where((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0))), val__ab5_25_24_gen_0[i:I, j:J, k:K], w[i:I, j:J, k:K])
            ua_gen_0[i:I, j:J, k:K] = np.where((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0))), ((val__ab5_25_24_gen_0[i:I, j:J, k:K] - val__ab5_25_24_gen_0[i:I, j:J, k:K]) + ufuncs.log((ufuncs.abs(val__ab5_25_24_gen_0[i:I, j:J, k:K]) + np.float64(0.5)))), ua_gen_0[i:I, j:J, k:K])
            strides[i:I, j:J, k:K] = np.where((strides[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(exit[i:I, j:J]), np.float64(4.0))), (strides[i:I, j:J, k:K] + np.float64(1.0)), strides[i:I, j:J, k:K])
            
        fmin_gen_0[I - 1:I, j:j + 2, k:K] = ufuncs.cos((np.float64(np.int64(3)) - exit[I - 1:I, j:j + 2]))
        w[I - 1:I, j:j + 2, k:K] = coef[I - 1:I, j:j + 2, k:K]
        stride[i:I, j:J, k:K] = dz[i:I, j:J, k:K].astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc_gen_0[i:i + 1, j + 2:J - 1, k:K] = (np.float64(0.0) - ufuncs.round(ufuncs.float64(np.int64(3))))
        mask_140153860714192_gen_0[i:i + 1, j + 2:J - 1, k:K] = ufuncs.isinf(vc_gen_0[i:i + 1, j + 2:J - 1, k:K])
        w[i:i + 1, j + 2:J - 1, k:K] = np.where(mask_140153860714192_gen_0[i:i + 1, j + 2:J - 1, k:K], ufuncs.cosh(ufuncs.tanh(ufuncs.float32(strides[i:i + 1, j + 2:J - 1, k:K]))).astype(np.float64), w[i:i + 1, j + 2:J - 1, k:K])
        u_gen_0[i:i + 1, j + 2:J - 1, k:K] = np.where(mask_140153860714192_gen_0[i:i + 1, j + 2:J - 1, k:K], np.bitwise_and((np.float64(10.0) == w[i:i + 1, j + 2:J - 1, k:K]), (np.float64(np.int64(3)) < (coef[i:i + 1, j + 2:J - 1, k:K] / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))))), u_gen_0[i:i + 1, j + 2:J - 1, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    