import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, res, u, j0, rho, gz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    j0 = Field(j0, _origin_['j0'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    
    x = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    M_PI = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    mask_140153832007120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838198800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832710736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834061328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 2
            j, J = _dj_ - 1, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = (ufuncs.cos(ufuncs.float64(j0[i:I, j + 1:J + 1, k_:k_ + 1])) * ufuncs.power(j0[i:I, j - 2:J - 2, k_ + 1:k_ + 2], np.int64(2)).astype(np.float64))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 0

            M_PI[i:I, j:J, k_:k_ + 1] = ((u[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64) * np.float64(0.1)) * (np.float64(3.5) - x[i + 1:I + 1, j:J, k_:k_ + 1]))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = (y[i - 1:I - 1, j + 2:J + 2].astype(np.float64) - (x[i:I, j:J, k_:k_ + 1] + u[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1] = ((gz[i:I, j:J, k_ + 1:k_ + 2] * j0[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64)) == y[i - 1:I - 1, j + 1:J + 1].astype(np.float64))
            mask_140153838198800_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((u[i:I, j:J, k_:k_ + 1].astype(np.float64) > ufuncs.float64(u[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(np.float64(0.25))), mask_140153838198800_gen_0[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1], mask_140153838198800_gen_0[i:I, j:J, k_:k_ + 1]), (y[i + 1:I + 1, j + 1:J + 1] - np.where((res[i:I, j:J, k_ - 1:k_].astype(np.float64) <= ufuncs.float64(M_PI[i:I, j:J, k_:k_ + 1])), y[i + 1:I + 1, j:J], res[i:I, j:J, k_ + 1:k_ + 2])), pt_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1], mask_140153838198800_gen_0[i:I, j:J, k_:k_ + 1]), np.float32(np.float64(2.0)), res[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(False))), ((np.float32((-(np.int64(1)))) / j0[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64) * ufuncs.sinh(ufuncs.tanh(gz[i:I, j:J, k_:k_ + 1]))).astype(np.float32), pt_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832710736_gen_0[i:I, j:J, k_:k_ + 1])), bool(bool(False))), j0[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float32), res[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = x[i:I, j:J, k_:k_ + 1].astype(np.float32)
            x[i:I, j:J, k_:k_ + 1] = u[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)
            mask_140153834061328_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite((M_PI[i:I, j:J, k_:k_ + 1] - gz[i:I, j:J, k_:k_ + 1]))
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153834061328_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), np.where(bool(bool(False)), (rho[i:I, j:J, k_:k_ + 1] + M_PI[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), (j0[i - 2:I - 2, j - 2:J - 2, k_ + 1:k_ + 2] * u[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.int32)).astype(np.float64)).astype(np.float32), pt_gen_0[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153834061328_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), (ufuncs.power(gz[i:I, j:J, k_:k_ + 1], np.int64(2)) - u[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), pt_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153832007120_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153834061328_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isfinite(ufuncs.float64(j0[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2])), mask_140153832007120_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153834061328_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153832007120_gen_0[i:I, j:J, k_:k_ + 1]), M_PI[i:I, j:J, k_:k_ + 1].astype(np.float32), res[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    