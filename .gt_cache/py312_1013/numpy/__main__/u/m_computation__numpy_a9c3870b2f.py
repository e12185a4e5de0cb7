import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, isobar_run, phi, HUGE_VAL, b, fmod, kt, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    isobar_run = Field(isobar_run, _origin_['isobar_run'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    fmod = Field(fmod, _origin_['fmod'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    mask_140333765499728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fmod[i:I, j:J, k:K] = ((HUGE_VAL[i:I, j:J, k - 1:K - 1] + np.float64(10.0)) / (ufuncs.abs(ufuncs.remainder(np.float64(np.int64(1)), fmod[i:I, j:J, k:K])) + np.float64(1.0)))
        fmod[i:I, j:J, k:K] = ((b[i - 1:I - 1, j + 1:J + 1, k:K] - HUGE_VAL[i:I, j:J, k + 1:K + 1]) - HUGE_VAL[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(fmod[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) * (dz[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_].astype(np.float64) * np.float64(0.0)))
            rand_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((rand_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0)))):
                fmod[i:I, j:J, k_:k_ + 1] = np.where((rand_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0))), np.float64((-(ufuncs.float32(np.float64(10.0))))), fmod[i:I, j:J, k_:k_ + 1])
                val_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rand_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0))), dz[i - 1:I - 1, j:J, k_:k_ + 1], val_gen_0[i:I, j:J, k_:k_ + 1])
                rand_gen_0[i:I, j:J, k_:k_ + 1] = np.where((rand_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(kt)), np.float64(4.0))), (rand_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), rand_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140333765499728_gen_0[i:I, j:J, k_:k_ + 1] = ((val_gen_0[i:I, j:J, k_:k_ + 1] + dz[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) < ufuncs.remainder(dz[i:I, j:J, k_:k_ + 1].astype(np.float64), HUGE_VAL[i:I, j:J, k_ - 1:k_]))
            res_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765499728_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.floor((-(isobar_run[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]))), res_gen_0[i:I, j:J, k_:k_ + 1])
            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765499728_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.tanh((np.float64(kt) * b[i:I, j + 2:J + 2, k_:k_ + 1])), powf_gen_0[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765499728_gen_0[i:I, j:J, k_:k_ + 1], ((rand_gen_0[i:I, j:J, k_:k_ + 1] - val_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) - ufuncs.erf(ufuncs.float64(np.int64(1)))), zs_gen_0[i:I, j:J, k_:k_ + 1])
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64) == isobar_run[i:I, j:J, k_:k_ + 1]), (res_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.1)), np.float64(np.int64(1)))
            # --- end horizontal block --

        # --- end vertical block ---
    