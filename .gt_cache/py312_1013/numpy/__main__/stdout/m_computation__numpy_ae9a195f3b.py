import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, coef, cp, pe, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    case = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153838934992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1] = (cp[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) < (coef[i:I, j:J, k_ - 1:k_] + coef[i:I, j:J, k_ - 1:k_]))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), gz_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), pe[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (cp[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) != ufuncs.minimum(cp[i:I, j:J, k_:k_ + 1].astype(np.float64), gz_gen_0[i:I, j:J, k_:k_ + 1])), delp[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (gz_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (gz_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), gz_gen_0[i:I, j:J, k_:k_ + 1])
                
            case[i:I, j:J, k_:k_ + 1] = np.where(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), case[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (case[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(qv)), np.float64(4.0))))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (case[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(qv)), np.float64(4.0)))), ufuncs.isnan(ufuncs.arctanh((ufuncs.tanh(gz_gen_0[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)))), delp[i:I, j:J, k_:k_ + 1])
                case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153838934992_gen_0[i:I, j:J, k_:k_ + 1], (case[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(qv)), np.float64(4.0)))), (case[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), case[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((np.float64(1.0) >= case[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((rho_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                mask_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), cp[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2], mask_gen_0[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.isnan(ufuncs.maximum(np.float64(np.int64(3)), coef[i:I, j:J, k_ + 1:k_ + 2])), delp[i:I, j:J, k_:k_ + 1])
                rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rho_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (rho_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), rho_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    