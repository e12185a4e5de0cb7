import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, c, dz, tend, gz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, False))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833871440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831901904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153833871440_gen_0[i:I, j:J, k:K] = (np.bitwise_not(np.bitwise_and(gz[i - 1:I - 1, j:J], (np.float64(2.0) != np.float64((pt - pt))))))
        res[i:I, j:J, k:K] = np.where(mask_140153833871440_gen_0[i:I, j:J, k:K], ((tend[i:I, j:J, k - 1:K - 1].astype(np.float64) * dz[i + 1:I + 1, j + 2:J + 2, k:K]) / (ufuncs.abs(ufuncs.float64(pt)) + np.float64(1.0))), res[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(mask_140153833871440_gen_0[i:I, j:J, k:K], (res[i:I, j:J, k:K] * ufuncs.minimum(res[i:I, j:J, k:K], tend[i:I, j:J, k:K].astype(np.float64))), res[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(mask_140153833871440_gen_0[i:I, j:J, k:K], (np.float64(pt) - (dz[i:I, j:J, k:K] + tend[i:I, j:J, k:K].astype(np.float64))), res[i:I, j:J, k:K])
        mask_140153831901904_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153833871440_gen_0[i:I, j:J, k:K])), (tend[i:I, j:J, k + 1:K + 1].astype(np.int64) <= np.int64(0)), mask_140153831901904_gen_0[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833871440_gen_0[i:I, j:J, k:K])), mask_140153831901904_gen_0[i:I, j:J, k:K]), ((np.float64(pt) - np.float64(0.001)) + (tend[i:I, j:J, k + 1:K + 1] * tend[i:I, j:J, k:K]).astype(np.float64)), res[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        res[i:I, j:J, k:K] = np.float64(c)
        # --- end horizontal block --

        # --- end vertical block ---
    