import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, lanes, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t0 = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 1, 0), (True, True, True))
    v__cc0_8_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    qv__cc0_8_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho__cc0_8_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned__477_11_13_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y__477_11_13_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153846927568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153847975952_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.sinh(ufuncs.tanh(np.float64(-1.25)))
            v__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1] = delp[i:I, j - 2:J - 2, k_:k_ + 1]
            rho__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1] = (delp[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) - np.float64(0.0))
            gz[i:I, j:J, k_:k_ + 1] = (np.where((rho__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1] > qv__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), qv__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1]) * np.float64(np.int64(3)))
            ua[i:I, j:J, k_:k_ + 1] = ufuncs.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(v__cc0_8_17_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 0

            t0[i:I, j:J, k_:k_ + 1] = ((np.float64(-1.25) - delp[i - 2:I - 2, j - 1:J - 1, k_ - 1:k_].astype(np.float64)) * ufuncs.round_away_from_zero(ufuncs.float64(delp[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y__477_11_13_gen_0[i:I, j:J, k_:k_ + 1] = (t0[i:I, j - 1:J - 1, k_:k_ + 1] + t0[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1])
            unsigned__477_11_13_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(-1.25)
            y__477_11_13_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.25) + ufuncs.minimum(unsigned__477_11_13_gen_0[i:I, j:J, k_:k_ + 1], unsigned__477_11_13_gen_0[i:I, j:J, k_:k_ + 1]))
            gz[i:I, j:J, k_:k_ + 1] = np.float64((-(np.int64(2))))
            gz[i:I, j:J, k_:k_ + 1] = (lanes[i:I, j:J, k_:k_ + 1].astype(np.float64) * (np.float64(-1.25) / (ufuncs.abs(t0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            ua[i:I, j:J, k_:k_ + 1] = (-((np.float64(1.0) - ua[i:I, j:J, k_:k_ + 1])))
            gz[i:I, j:J, k_:k_ + 1] = delp[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(ua[i:I, j:J, k_:k_ + 1], np.float64(0.5)) != ua[i:I, j:J, k_:k_ + 1])
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1], ua[i:I, j:J, k_:k_ + 1], a_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153846927568_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(1.5))), ((gz[i:I, j:J, k_:k_ + 1] + np.float64(-1.25)) >= (ua[i:I, j:J, k_:k_ + 1] - gz[i:I, j:J, k_:k_ + 1])), mask_140153846927568_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(1.5))), mask_140153846927568_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.cosh(ufuncs.tanh(ufuncs.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0)))))), gz[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(1.5))), mask_140153846927568_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs(np.float64(-1.25)), gz[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153847975952_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) == np.float64(1.5))), mask_140153846927568_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power((a_gen_0[i:I, j:J, k_:k_ + 1] - gz[i:I, j:J, k_:k_ + 1]), np.int64(2)), pt_gen_0[i:I, j:J, k_:k_ + 1])
            lanes[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(np.float64(0.5), delp[i:I, j:J, k_ - 1:k_].astype(np.float64)) * (a_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    