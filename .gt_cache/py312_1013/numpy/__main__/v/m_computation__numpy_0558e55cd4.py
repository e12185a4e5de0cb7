import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, case, gz, rho, t, x, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    case = Field(case, _origin_['case'], (False, False, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    char = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    out = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333763310352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__8c8_40_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764641616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    goto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764620112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            char[i:I, j:J, k_:k_ + 1] = (np.float64(0.5) + ufuncs.float32(gz[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(((case[k_ - 1:k_] / (np.float64(ufuncs.abs(x)) + np.float64(1.0))) < (char[i:I, j:J, k_:k_ + 1] + b[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64))), ((char[i:I, j:J, k_:k_ + 1] / gz[i:I, j:J, k_:k_ + 1]) > (x * b[i:I, j:J, lk + x].astype(np.int64)).astype(np.float64)))
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), delp_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0))))):
                coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), char[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1])
                char[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), (np.float64(t) + delp_gen_0[i:I, j:J, k_:k_ + 1]), char[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], (delp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp_gen_0[i:I, j:J, k_:k_ + 1])
                
            gz[i:I, j:J, k_:k_ + 1] = np.where(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], ((case[k_:k_ + 1] + np.float64(0.5)) * ufuncs.trunc(ufuncs.float64(b[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_]))), gz[i:I, j:J, k_:k_ + 1])
            out[i:I, j:J, k_:k_ + 1] = np.where(mask_140333763310352_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((np.where((ufuncs.exp(ufuncs.minimum(ufuncs.float64(np.int64(7)), np.float64(5.0))) != rho[i:I, j:J, k_:k_ + 1].astype(np.float64)), t, b[i:I, j:J, lk + x]).astype(np.float64) <= (char[i:I, j:J, k_:k_ + 1] * np.float64(0.25))), (w[i:I, j:J, k_ - 1:k_] > w[i:I, j:J, k_:k_ + 1])), out[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((pe[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))):
                pt[i:I, j:J, k_:k_ + 1] = np.where((pe[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (rho[i:I, j:J, k_ - 1:k_].astype(np.float64) / ufuncs.minimum(gz[i:I, j:J, k_ + 1:k_ + 2], np.float64(t))), pt[i:I, j:J, k_:k_ + 1])
                pe[i:I, j:J, k_:k_ + 1] = np.where((pe[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))), (pe[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pe[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J - 1, k_:k_ + 1] = ufuncs.abs((np.float64(0.25) - case[k_:k_ + 1]))
            gz[i:I, j:J - 1, k_:k_ + 1] = ((w[i:I, j:J - 1, k_:k_ + 1].astype(np.float64) - char[i:I, j:J - 1, k_:k_ + 1]) - (np.float64(x) - coef[i:I, j:J - 1, k_ + 1:k_ + 2]))
            rho[i:I, j:J - 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.int32(ufuncs.minimum(ufuncs.maximum(pe[i:I, j:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + coef[i:I, j:J - 1, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            coef[i:I, j:J, k_:k_ + 1] = case[k_:k_ + 1]
            rho[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(0.5) + np.float64((-(np.int64(2))))) * (-(pt[i:I, j:J, k_ + 1:k_ + 2]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.5) * (np.float64(x) - tend[i:I, j:J, k_:k_ + 1]))
            gz[i:I, j:J, k_:k_ + 1] = case[k_:k_ + 1]
            mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1] = out[i:I, j:J, k_:k_ + 1]
            mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1], ((rho[i:I, j:J, k_:k_ + 1].astype(np.float64) * case[k_ + 1:k_ + 2]) < (b[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(case[k_:k_ + 1]) + np.float64(1.0)))), mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__8c8_40_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(np.int64(7)) * ufuncs.trunc(case[k_:k_ + 1])), RETURN_VALUE__8c8_40_31_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(2.0) - RETURN_VALUE__8c8_40_31_gen_0[i:I, j:J, k_:k_ + 1]), pt[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sinh(ufuncs.tanh(pt[i:I, j:J, k_:k_ + 1])), coef[i:I, j:J, k_:k_ + 1])
            goto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764620112_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764641616_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs((case[k_:k_ + 1] + w[i:I, j:J, k_ - 1:k_].astype(np.float64))), goto_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    