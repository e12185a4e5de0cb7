import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, sizeof, y, coef, res, isobar_tmp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    sizeof = Field(sizeof, _origin_['sizeof'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    
    mask_140333772783760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777737552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            sizeof[i:I, j:J, k_:k_ + 1] = ((res[i:I, j:J, k_:k_ + 1].astype(np.float64) * np.float64(0.1)) <= (res[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * coef))
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp), ufuncs.cos((y[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0)))), delp_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333777737552_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp), ufuncs.isnan(ufuncs.exp(ufuncs.minimum(ufuncs.float64(res[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]), np.float64(5.0)))), mask_140333777737552_gen_0[i:I, j:J, k_:k_ + 1])
            sizeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp), mask_140333777737552_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(coef, res[i:I, j:J, k_:k_ + 1].astype(np.float64)) < delp_gen_0[i:I, j:J, k_:k_ + 1]), sizeof[i:I, j:J, k_:k_ + 1])
            sizeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp), mask_140333777737552_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(coef, res[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64)) != np.where(sizeof[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1], res[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64)), sizeof[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp), mask_140333777737552_gen_0[i:I, j:J, k_:k_ + 1]), ((res[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(coef) + np.float64(1.0))) + coef), delp_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333772783760_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp))), np.bitwise_or((np.float64(np.int64(7)) == (coef - res[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64))), sizeof[i:I, j:J, k_ + 1:k_ + 2]), mask_140333772783760_gen_0[i:I, j:J, k_:k_ + 1])
            sizeof[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((np.where(sizeof[i:I, j:J, k_:k_ + 1], np.float64(0.1), isobar_tmp) >= isobar_tmp))), mask_140333772783760_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not((ufuncs.power(y[i:I, j:J, k_ + 1:k_ + 2], np.int64(2)).astype(np.float64) == coef))), sizeof[i:I, j:J, k_:k_ + 1])
            sizeof[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((delp_gen_0[i:I, j:J, k_:k_ + 1] <= coef)))
            phi_gen_0[i:I, j:J, k_:k_ + 1] = y[i - 1:I - 1, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    