import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, v, cp, char, a, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    v = Field(v, _origin_['v'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, False))
    
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmax = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843339024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855398352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(char) + np.float64(0.5)) == (np.float64(0.5) - np.float64(char))), ((np.float64(cp) / delp) - np.float64(char)), val[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(char) + np.float64(0.5)) == (np.float64(0.5) - np.float64(char))), np.float64(char), v[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(((np.float64(char) + np.float64(0.5)) == (np.float64(0.5) - np.float64(char))))), ufuncs.maximum(ufuncs.abs(val[i:I, j:J, k_:k_ + 1]), v[i:I, j:J, k_:k_ + 1]), val[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(((np.float64(char) + np.float64(0.5)) == (np.float64(0.5) - np.float64(char))))), ufuncs.remainder(np.float64(0.5), np.float64((-(np.int64(2))))), v[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.trunc(ufuncs.float64(char)), (-(np.float64(100000.0)))), np.float64(100000.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = ((np.float64(cp) / (np.float64(ufuncs.abs(cp)) + np.float64(1.0))) - np.float64((-(char))))
            isobar[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1] = np.where((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((delp * x[i:I, j:J, k_ + 1:k_ + 2]) >= (-(np.float64(0.5)))), mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((isobar[i:I, j:J, k_ + 1:k_ + 2] - v[i:I, j:J, k_ + 1:k_ + 2]), ufuncs.arccos(ufuncs.tanh(x[i:I, j:J, k_:k_ + 1]))), v[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1]), ((a[i:I, j - 1:J - 1].astype(np.float64) * val[i:I, j:J, k_:k_ + 1]) + ufuncs.float64(delp)), val[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1]), np.where(((delp * x[i:I, j:J, k_:k_ + 1]) == a[i - 1:I - 1, j:J].astype(np.float64)), (a[i + 2:I + 2, j:J] - a[i:I, j:J]).astype(np.float64), np.float64(2.0)), val[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1]))), (char * ufuncs.int32(ufuncs.minimum(ufuncs.maximum(v[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64)).astype(np.float64), v[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153843339024_gen_0[i:I, j:J, k_:k_ + 1]))), isobar[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1])
                isobar[i:I, j:J, k_:k_ + 1] = np.where((isobar[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (isobar[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), isobar[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmax[i:I, j:J, k_:k_ + 1] = (v[i:I, j:J, k_:k_ + 1] + ufuncs.sin(delp))
            fmax[I - 1:I, j:J - 1, k_:k_ + 1] = np.float64(0.5)
            fmax[I - 1:I, j:J - 1, k_:k_ + 1] = a[I - 1:I, j - 2:J - 3].astype(np.float64)
            mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.exp(ufuncs.minimum(val[i:I, j:J, k_:k_ + 1], np.float64(5.0))) != np.where((delp < (np.float64(cp) - val[i:I, j:J, k_:k_ + 1])), np.float64(0.5), val[i:I, j:J, k_:k_ + 1]))
            fmax[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], fmax[i:I, j:J, k_ - 1:k_], fmax[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), tend[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (tend[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0))))):
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (tend[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(x[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + val[i:I, j:J, k_ - 1:k_]), area[i:I, j:J, k_:k_ + 1])
                tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (tend[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(0.5)), np.float64(4.0)))), (tend[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tend[i:I, j:J, k_:k_ + 1])
                
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), y_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(char)), np.float64(4.0))))):
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(char)), np.float64(4.0)))), x[i:I, j:J, k_ - 1:k_], area[i:I, j:J, k_:k_ + 1])
                fmax[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(char)), np.float64(4.0)))), (np.where((ufuncs.arccos(ufuncs.tanh(area[i:I, j:J, k_:k_ + 1])) == ufuncs.exp(ufuncs.minimum(ufuncs.float64(char), np.float64(5.0)))), v[i:I, j:J, k_:k_ + 1], np.float64(np.int64(2))) * (v[i:I, j:J, k_:k_ + 1] - val[i:I, j:J, k_ - 1:k_])), fmax[i:I, j:J, k_:k_ + 1])
                y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153855398352_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(char)), np.float64(4.0)))), (y_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            stdin_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((np.where(((val[i:I, j:J, k_ - 1:k_] * tend[i:I, j:J, k_:k_ + 1]) <= np.float64(0.5)), np.float64(char), x[i:I, j:J, k_:k_ + 1]) < np.where((area[i:I, j:J, k_:k_ + 1] >= (v[i:I, j:J, k_:k_ + 1] + val[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_ - 1:k_], isobar[i:I, j:J, k_:k_ + 1])), fmax[i:I, j:J, k_ - 1:k_], v[i:I, j:J, k_:k_ + 1]) >= delp)
            rho_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((delp == np.float64(0.5))))
            area[i:I, j:J, k_:k_ + 1] = tend[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    