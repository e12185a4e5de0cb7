import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, nk, res, memset, NULL, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    nk = Field(nk, _origin_['nk'], (True, True, True))
    res = Field(res, _origin_['res'], (False, False, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855650384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853570384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849959056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858040912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851378704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153853570384_gen_0[i:I, j:J, k:K] = (ufuncs.power(res[k:K], np.int64(2)).astype(np.float64) != (coef[i:I, j:J, k:K].astype(np.float64) - np.float64(0.001)))
        nk[i:I, j:J, k:K] = np.where(mask_140153853570384_gen_0[i:I, j:J, k:K], np.float64(memset), nk[i:I, j:J, k:K])
        pt[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0)))):
            mask_140153855650384_gen_0[i:I, j:J, k:K] = np.where((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), np.bitwise_and((np.float64(-1.25) <= np.float64(memset)), (NULL >= nk[i:I, j:J, k:K])), mask_140153855650384_gen_0[i:I, j:J, k:K])
            cp[i:I, j:J, k:K] = np.where(np.bitwise_and((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), mask_140153855650384_gen_0[i:I, j:J, k:K]), np.float64(-1.25), cp[i:I, j:J, k:K])
            cp[i:I, j:J, k:K] = np.where(np.bitwise_and((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), mask_140153855650384_gen_0[i:I, j:J, k:K]), coef[i:I, j:J, k:K].astype(np.float64), cp[i:I, j:J, k:K])
            nk[i:I, j:J, k:K] = np.where(np.bitwise_and((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), (np.bitwise_not(mask_140153855650384_gen_0[i:I, j:J, k:K]))), ((pt[i:I, j:J, k:K] + np.float64(10.0)) + ufuncs.maximum(cp[i:I, j:J, k:K], np.float64(memset))), nk[i:I, j:J, k:K])
            coef[i:I, j:J, k:K] = np.where((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), ((pt[i:I, j:J, k:K] * nk[i:I, j:J, k:K]) + cp[i:I, j:J, k:K]).astype(np.float32), coef[i:I, j:J, k:K])
            pt[i:I, j:J, k:K] = np.where((pt[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(memset)), np.float64(4.0))), (pt[i:I, j:J, k:K] + np.float64(1.0)), pt[i:I, j:J, k:K])
            
        coef[i:I, j:J, k:K] = np.float32(ufuncs.abs(np.int64(2)))
        INFINITY[i:i + 2, j + 2:J - 1, k:K] = ufuncs.arctan(np.float64(10.0))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153849959056_gen_0[i:I, j:J, k_:k_ + 1] = (cp[i:I, j:J, k_:k_ + 1] != ufuncs.power(np.float64(-1.25), np.int64(2)))
            cp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849959056_gen_0[i:I, j:J, k_:k_ + 1], (-((np.float64(np.int64(2)) * np.float64(-1.25)))), cp[i:I, j:J, k_:k_ + 1])
            nk[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.remainder(np.float64(np.int64(2)), INFINITY[i:I, j:J, k_:k_ + 1])))
            cp[i:I, J - 2:J - 1, k_:k_ + 1] = np.float64(memset)
            mask_140153858040912_gen_0[i:I, J - 2:J - 1, k_:k_ + 1] = (np.bitwise_not((coef[i:I, J - 2:J - 1, k_ + 1:k_ + 2].astype(np.float64) != np.float64(-1.25))))
            nk[i:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153858040912_gen_0[i:I, J - 2:J - 1, k_:k_ + 1], (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(INFINITY[i:I, J - 2:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + pt[i:I, J - 2:J - 1, k_:k_ + 1]), nk[i:I, J - 2:J - 1, k_:k_ + 1])
            c[i:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153858040912_gen_0[i:I, J - 2:J - 1, k_:k_ + 1], (np.float64((np.int64(memset) * np.int64(2))) / (ufuncs.abs(ufuncs.log((ufuncs.abs(pt[i:I, J - 2:J - 1, k_:k_ + 1]) + np.float64(0.5)))) + np.float64(1.0))), c[i:I, J - 2:J - 1, k_:k_ + 1])
            cp[i:I, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153858040912_gen_0[i:I, J - 2:J - 1, k_:k_ + 1], c[i:I, J - 2:J - 1, k_ + 1:k_ + 2], cp[i:I, J - 2:J - 1, k_:k_ + 1])
            c[i:I, J - 2:J - 1, k_:k_ + 1] = NULL
            cp[i:I - 1, j:j + 1, k_:k_ + 1] = np.float64(memset)
            mask_140153851378704_gen_0[i:I - 1, j:j + 1, k_:k_ + 1] = (np.bitwise_not((coef[i:I - 1, j:j + 1, k_ + 1:k_ + 2].astype(np.float64) != np.float64(-1.25))))
            nk[i:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153851378704_gen_0[i:I - 1, j:j + 1, k_:k_ + 1], (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(INFINITY[i:I - 1, j:j + 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + pt[i:I - 1, j:j + 1, k_:k_ + 1]), nk[i:I - 1, j:j + 1, k_:k_ + 1])
            c[i:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153851378704_gen_0[i:I - 1, j:j + 1, k_:k_ + 1], (np.float64((np.int64(memset) * np.int64(2))) / (ufuncs.abs(ufuncs.log((ufuncs.abs(pt[i:I - 1, j:j + 1, k_:k_ + 1]) + np.float64(0.5)))) + np.float64(1.0))), c[i:I - 1, j:j + 1, k_:k_ + 1])
            cp[i:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153851378704_gen_0[i:I - 1, j:j + 1, k_:k_ + 1], c[i:I - 1, j:j + 1, k_ + 1:k_ + 2], cp[i:I - 1, j:j + 1, k_:k_ + 1])
            c[i:I - 1, j:j + 1, k_:k_ + 1] = NULL
            pe_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.ceil(np.float64(3.5))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = c[i:I, j:J, k_ - 1:k_]
            # --- end horizontal block --

        # --- end vertical block ---
    