import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, sqrtf, w, b_1_, isobar, main, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (True, True, True))
    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    b_1_ = Field(b_1_, _origin_['b_1_'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    main = Field(main, _origin_['main'], (True, True, False))
    
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333771946000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770919312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770618256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774317072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((qv[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                isobar[i:I, j:J, k_:k_ + 1] = np.where((qv[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.isfinite(ufuncs.log10((ufuncs.abs(ufuncs.float64(main[i:I, j:J])) + np.float64(0.5)))), isobar[i:I, j:J, k_:k_ + 1])
                qv[i:I, j:J, k_:k_ + 1] = np.where((qv[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (qv[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv[i:I, j:J, k_:k_ + 1])
                
            mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1] = (b_1_[i:I, j + 1:J + 1, k_ + 1:k_ + 2] < ufuncs.round_away_from_zero(ufuncs.float64(sqrtf[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1])))
            phi[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), phi[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1], (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(sqrtf[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))))):
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1], (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(sqrtf[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (np.where(isobar[i:I, j:J, k_ - 1:k_], area[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1], area[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.int64) + np.int64(1)), c[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1], (phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(sqrtf[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (phi[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi[i:I, j:J, k_:k_ + 1])
                
            isobar[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1], (c[i:I, j:J, k_ + 1:k_ + 2] == area[i:I, j:J, k_:k_ + 1].astype(np.int64)), isobar[i:I, j:J, k_:k_ + 1])
            mask_140333770919312_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1])), ((main[i:I, j:J].astype(np.int64) * c[i:I, j:J, k_:k_ + 1]).astype(np.float64) > ufuncs.float64(c[i:I, j:J, k_ + 1:k_ + 2])), mask_140333770919312_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770919312_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(10.0), (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771946000_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333770919312_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(b_1_[i + 1:I + 1, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), c[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(w[i + 1:I + 1, j - 2:J - 2, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J, k_:k_ + 1] = np.where((sqrtf[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1] >= c[i:I, j:J, k_:k_ + 1]), (np.float64(0.5) - sqrtf[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)), ufuncs.exp(ufuncs.minimum(np.float64(1.0), np.float64(5.0))))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = sqrtf[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = qv[i:I, j:J, k:K]
        tend[i:I, j:J, k:K] = ((sqrtf[i + 2:I + 2, j + 1:J + 1, k:K].astype(np.float64) + b_1_[i:I, j:J, k:K]) - (sqrtf[i + 2:I + 2, j:J, k:K] + main[i:I, j:J].astype(np.int64)).astype(np.float64))
        tend[i:I, j:J, k:K] = b_1_[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = (ufuncs.remainder(c[i:I, j:J, k:K], a[i:I, j:J, k:K]).astype(np.float64) * ufuncs.cbrt(tend[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = (ufuncs.maximum(qv[i:I, j:J, k:K], main[i:I, j:J].astype(np.float64)) + (main[i:I, j:J].astype(np.int64) - c[i:I, j:J, k:K]).astype(np.float64))
        tend[i:I, j:J, k:K] = ufuncs.float64(ufuncs.int32(sqrtf[i:I, j:J, k:K]))
        mask_140333770618256_gen_0[i:I, j:J, k:K] = isobar[i:I, j:J, k - 1:K - 1]
        x_gen_0[i:I, j:J, k:K] = np.where(mask_140333770618256_gen_0[i:I, j:J, k:K], ufuncs.float64(ufuncs.maximum(b_1_[i:I, j - 2:J - 2, k:K], phi[i:I, j:J, k:K])), x_gen_0[i:I, j:J, k:K])
        x_gen_0[i:I, j:J, k:K] = np.where(mask_140333770618256_gen_0[i:I, j:J, k:K], ufuncs.erfc((a[i:I, j:J, k - 1:K - 1].astype(np.float64) * phi[i:I, j:J, k:K])), x_gen_0[i:I, j:J, k:K])
        mask_140333774317072_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333770618256_gen_0[i:I, j:J, k:K])), (phi[i:I, j:J, k:K] != (phi[i:I, j:J, k:K] * np.float64(3.5))), mask_140333774317072_gen_0[i:I, j:J, k:K])
        x_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770618256_gen_0[i:I, j:J, k:K])), mask_140333774317072_gen_0[i:I, j:J, k:K]), (np.where((ufuncs.minimum(main[i:I, j:J], main[i:I, j:J]).astype(np.float64) <= (-(tend[i:I, j:J, k:K]))), x_gen_0[i:I, j:J, k:K], main[i:I, j:J].astype(np.float64)) / (np.float64(0.1) - a[i + 1:I + 1, j:J, k:K].astype(np.float64))), x_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    