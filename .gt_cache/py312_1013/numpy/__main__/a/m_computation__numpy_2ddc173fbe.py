import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, pe, flux, void, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sizeof = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 1, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765731920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759892496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333762799120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        cp[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((cp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(void), np.float64(4.0)))):
            area[i:I, j:J, k:K] = np.where((cp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(void), np.float64(4.0))), (ufuncs.floor(pe[i:I, j:J, k:K]) + (cp[i:I, j:J, k:K] + pe[i:I, j:J, k + 1:K + 1])), area[i:I, j:J, k:K])
            flux[i:I, j:J, k:K] = np.where((cp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(void), np.float64(4.0))), ((-(np.float64(-1.25))) - np.float64(0.25)), flux[i:I, j:J, k:K])
            cp[i:I, j:J, k:K] = np.where((cp[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(void), np.float64(4.0))), (cp[i:I, j:J, k:K] + np.float64(1.0)), cp[i:I, j:J, k:K])
            
        flux[i:I, j:J, k:K] = ufuncs.cos(np.float64(10.0))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 1, _dJ_ + 0

        sizeof[i:I, j:J, k:K] = ((np.float64(-1.25) - void) + void)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333765731920_gen_0[i:I, j:J, k:K] = (np.bitwise_not((flux[i:I, j:J, k - 1:K - 1] < pe[i:I, j:J, k:K])))
        pe[i:I, j:J, k:K] = np.where(mask_140333765731920_gen_0[i:I, j:J, k:K], np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(np.float64(-1.25)), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0)))), pe[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(mask_140333765731920_gen_0[i:I, j:J, k:K], area[i:I, j:J, k + 1:K + 1], pe[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(mask_140333765731920_gen_0[i:I, j:J, k:K], (cp[i:I, j:J, k:K] != area[i:I, j:J, k:K]), ua[i:I, j:J, k:K])
        mask_140333759892496_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333765731920_gen_0[i:I, j:J, k:K])), (flux[i:I, j:J, k + 1:K + 1] != (np.float64(-1.25) * area[i:I, j:J, k + 1:K + 1])), mask_140333759892496_gen_0[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333765731920_gen_0[i:I, j:J, k:K])), mask_140333759892496_gen_0[i:I, j:J, k:K]), ((np.float64(-1.25) - np.float64(-1.25)) * np.float64(-1.25)), v[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333765731920_gen_0[i:I, j:J, k:K])), mask_140333759892496_gen_0[i:I, j:J, k:K]), (sizeof[i - 1:I - 1, j - 1:J - 1, k:K] != (cp[i:I, j:J, k:K] + np.float64(0.001))), ua[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333765731920_gen_0[i:I, j:J, k:K])), mask_140333759892496_gen_0[i:I, j:J, k:K]), v[i:I, j:J, k:K], v[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            extern_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.1) * (np.float64(-1.25) + np.float64(np.int64(1))))
            mask_140333762799120_gen_0[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), np.bitwise_or((np.where((ufuncs.remainder(area[i:I, j:J, k_ + 1:k_ + 2], v[i:I, j:J, k_:k_ + 1]) < np.float64(np.int64(0))), np.float64(-1.25), flux[i:I, j:J, k_:k_ + 1]) != (sizeof[i - 1:I - 1, j:J, k_:k_ + 1] + extern_gen_0[i:I, j:J, k_:k_ + 1])), (flux[i:I, j:J, k_:k_ + 1] >= np.float64(-1.25))), mask_140333762799120_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), mask_140333762799120_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(np.int64(2)) / (pe[i:I, j:J, k_ + 1:k_ + 2] - sizeof[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1])), delp_gen_0[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), mask_140333762799120_gen_0[i:I, j:J, k_:k_ + 1]), sizeof[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1])
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), mask_140333762799120_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erfc(pe[i:I, j:J, k_ - 1:k_]), u_gen_0[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), extern_gen_0[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isnan(ufuncs.float64((np.int64(2) - np.int64(7)))), ufuncs.isinf(np.float64(0.5)), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    