import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, free, flux, INFINITY, area, tj0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    free = Field(free, _origin_['free'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821090768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153825645648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:i + 1, j:j + 1, k_:k_ + 1] = np.float32(np.where((y >= flux[i:i + 1, j:j + 1, k_ + 1:k_ + 2]), tj0, np.float64(ufuncs.power(np.int64(0), np.int64(2)))))
            s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((s_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))):
                free[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))), ufuncs.remainder(s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1], (np.float64(y) + INFINITY[i + 1:i + 2, j + 1:j + 2, k_:k_ + 1])).astype(np.float32), free[i:i + 1, j:j + 1, k_:k_ + 1])
                x[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))), ufuncs.exp(ufuncs.minimum((free[i:i + 1, j:j + 1, k_ + 1:k_ + 2].astype(np.float64) - tj0), np.float64(5.0))), x[i:i + 1, j:j + 1, k_:k_ + 1])
                s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] = np.where((s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))), (s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1] + np.float64(1.0)), s_gen_0[i:i + 1, j:j + 1, k_:k_ + 1])
                
            flux[i:i + 1, j:j + 1, k_:k_ + 1] = INFINITY[i - 2:i - 1, j - 2:j - 1, k_:k_ + 1].astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1] = ((flux[i:I, j:J, k_:k_ + 1].astype(np.float64) * tj0) > (flux[i:I, j:J, k_ - 1:k_].astype(np.float64) * INFINITY[i - 2:I - 2, j:J, k_:k_ + 1]))
            mask_140153821090768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], (INFINITY[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] == ufuncs.maximum(np.float64(10.0), np.float64(y))), mask_140153821090768_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821090768_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(y), x[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821090768_gen_0[i:I, j:J, k_:k_ + 1]), np.float32((np.float64(0.5) * ufuncs.float64(np.int64(3)))), flux[i:I, j:J, k_:k_ + 1])
            do_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153821090768_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64(ufuncs.sqrt(ufuncs.abs(x[i:I, j:J, k_:k_ + 1]))), do_gen_0[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], area[i + 1:I + 1, j:J, k_ - 1:k_], tend_gen_0[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825645648_gen_0[i:I, j:J, k_:k_ + 1], (-(ufuncs.int64(np.int64(1000003)))), v_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    