import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, res, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (False, False, True))
    res = Field(res, _origin_['res'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    
    int64_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833611600_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834521232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[I - 2:I - 1, j:j + 1, k:K] = res[I - 2:I - 1, j:j + 1, k:K]
        mask_140153834521232_gen_0[I - 2:I - 1, j:j + 1, k:K] = ((np.float64(np.int64(1)) * tend[I - 2:I - 1, j:j + 1, k:K]) < (res[I - 2:I - 1, j:j + 1, k:K] + a[k - 1:K - 1]))
        tend[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153834521232_gen_0[I - 2:I - 1, j:j + 1, k:K], ((tend[I - 2:I - 1, j:j + 1, k:K] - res[I - 2:I - 1, j:j + 1, k:K]) / (ufuncs.abs(ufuncs.minimum(res[I - 2:I - 1, j:j + 1, k:K], np.float64(np.int64(0)))) + np.float64(1.0))), tend[I - 2:I - 1, j:j + 1, k:K])
        res[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153834521232_gen_0[I - 2:I - 1, j:j + 1, k:K], (ufuncs.minimum(res[I - 2:I - 1, j:j + 1, k:K], a[k:K]) / (np.float64(ufuncs.abs(np.int64(0))) + np.float64(1.0))), res[I - 2:I - 1, j:j + 1, k:K])
        res[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153834521232_gen_0[I - 2:I - 1, j:j + 1, k:K], ufuncs.maximum(ufuncs.arcsin(ufuncs.tanh(tend[I - 2:I - 1, j:j + 1, k:K])), np.float64(ufuncs.minimum(np.int64(0), np.int64(0)))), res[I - 2:I - 1, j:j + 1, k:K])
        mask_140153833611600_gen_0[I - 2:I - 1, j:j + 1, k:K] = (tend[I - 2:I - 1, j:j + 1, k:K] < (tend[I - 2:I - 1, j:j + 1, k:K] / (ufuncs.abs(res[I - 2:I - 1, j:j + 1, k:K]) + np.float64(1.0))))
        rho_gen_0[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153833611600_gen_0[I - 2:I - 1, j:j + 1, k:K], tend[I - 2:I - 1, j:j + 1, k:K], rho_gen_0[I - 2:I - 1, j:j + 1, k:K])
        int64_t_gen_0[i:I, j:J, k:K] = a[k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    