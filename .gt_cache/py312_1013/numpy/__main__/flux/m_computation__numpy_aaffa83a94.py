import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, tend, omp_get_thread_num, do, coef, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    omp_get_thread_num = Field(omp_get_thread_num, _origin_['omp_get_thread_num'], (True, True, True))
    do = Field(do, _origin_['do'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862635216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = (np.float64(0.001) * (b[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2] - do[i:I, j:J, k_ + 1:k_ + 2]))
            dz[i:I, j:J, k_:k_ + 1] = (do[i:I, j + 1:J + 1, k_:k_ + 1] + ufuncs.minimum(y[i:I, j + 2:J + 2, k_:k_ + 1], omp_get_thread_num[i:I, j:J, k_:k_ + 1]))
            mask_140153862635216_gen_0[i:I, J - 2:J, k_:k_ + 1] = ((omp_get_thread_num[i:I, J - 2:J, k_:k_ + 1] + coef) != np.where((do[i - 2:I - 2, J - 1:J + 1, k_ + 1:k_ + 2] != ufuncs.float64(tend[i + 2:I + 2, J:J + 2, k_ - 1:k_])), np.float64(0.001), tend[i:I, J - 2:J, k_ + 1:k_ + 2]))
            dz[i:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153862635216_gen_0[i:I, J - 2:J, k_:k_ + 1], omp_get_thread_num[i:I, J - 2:J, k_ + 1:k_ + 2], dz[i:I, J - 2:J, k_:k_ + 1])
            register[i:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153862635216_gen_0[i:I, J - 2:J, k_:k_ + 1], (do[i + 2:I + 2, J - 4:J - 2, k_:k_ + 1] - ufuncs.arcsin(ufuncs.tanh(y[i:I, J - 2:J, k_ - 1:k_]))), register[i:I, J - 2:J, k_:k_ + 1])
            dz[i:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153862635216_gen_0[i:I, J - 2:J, k_:k_ + 1], tend[i:I, J - 3:J - 1, k_:k_ + 1], dz[i:I, J - 2:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(b[i - 2:I - 2, j:J, k_:k_ + 1]) + ufuncs.int64(ufuncs.minimum(ufuncs.maximum(tend[i:I, j + 1:J + 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            register[i:I, j:J, k_:k_ + 1] = b[i:I, j - 1:J - 1, k_:k_ + 1]
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.where((dz[i:I, j:J, k_:k_ + 1] == omp_get_thread_num[i:I, j:J, k_ - 1:k_]), delp_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(10.0) - y[i - 2:I - 2, j:J, k_:k_ + 1])), gz_gen_0[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), omp_get_thread_num[i:I, j:J, k_:k_ + 1], dz[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where((delp_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    