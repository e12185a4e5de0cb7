import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, goto, HUGE_VAL, free, gz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    
    fmod = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153844946320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851449488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            fmod[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((fmod[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                rho[i:I, j:J, k_:k_ + 1] = np.where((fmod[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((free[i:I, j:J, k_:k_ + 1] + (free[i:I, j:J, k_:k_ + 1] * gz[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float32))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), rho[i:I, j:J, k_:k_ + 1])
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where((fmod[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (HUGE_VAL[i:I, j:J, k_:k_ + 1].astype(np.int64) - np.int64(7)), v_gen_0[i:I, j:J, k_:k_ + 1])
                fmod[i:I, j:J, k_:k_ + 1] = np.where((fmod[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (fmod[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), fmod[i:I, j:J, k_:k_ + 1])
                
            free[i:I, j + 2:J - 1, k_:k_ + 1] = ufuncs.float64(v_gen_0[i:I, j + 2:J - 1, k_:k_ + 1]).astype(np.float32)
            HUGE_VAL[i:I, j + 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((free[i:I, j + 2:J - 1, k_:k_ + 1] + (gz[i + 1:I + 1, j:J - 3, k_:k_ + 1] - HUGE_VAL[i:I, j + 2:J - 1, k_:k_ + 1]).astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            HUGE_VAL[i:I, j + 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((v_gen_0[i:I, j + 2:J - 1, k_:k_ + 1].astype(np.float32) * ufuncs.remainder(np.float32((-(np.int64(2)))), free[i:I, j + 2:J - 1, k_ - 1:k_])).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            free[I - 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.float64(v_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1]).astype(np.float32)
            HUGE_VAL[I - 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((free[I - 1:I, J - 2:J - 1, k_:k_ + 1] + (gz[I:I + 1, J - 4:J - 3, k_:k_ + 1] - HUGE_VAL[I - 1:I, J - 2:J - 1, k_:k_ + 1]).astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            HUGE_VAL[I - 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((v_gen_0[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float32) * ufuncs.remainder(np.float32((-(np.int64(2)))), free[I - 1:I, J - 2:J - 1, k_ - 1:k_])).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        s_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((s_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0)))):
            tmp[i:I, j:J, k:K] = np.where((s_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(free[i:I, j:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k:K])
            tmp[i:I, j:J, k:K] = np.where((s_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((tmp[i:I, j:J, k:K].astype(np.float64) + ufuncs.maximum(fmod[i:I, j:J, k:K], np.float64(np.int64(0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k:K])
            s_gen_0[i:I, j:J, k:K] = np.where((s_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(0))), np.float64(4.0))), (s_gen_0[i:I, j:J, k:K] + np.float64(1.0)), s_gen_0[i:I, j:J, k:K])
            
        qv_gen_0[i:I, j:J, k:K] = ufuncs.minimum(goto, gz[i - 1:I - 1, j:J, k:K].astype(np.float64))
        qv_gen_0[i:I, j:J, k:K] = np.where((gz[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1].astype(np.float64) >= (qv_gen_0[i:I, j:J, k:K] - np.float64(np.int64(0)))), goto, ufuncs.maximum(qv_gen_0[i:I, j:J, k:K], gz[i:I, j + 2:J + 2, k:K].astype(np.float64)))
        it_gen_0[i:i + 2, j + 1:J - 1, k:K] = (ufuncs.float64(np.float64(1.0)) * HUGE_VAL[i:i + 2, j + 1:J - 1, k:K].astype(np.float64))
        mask_140153851449488_gen_0[i:i + 2, j + 1:J - 1, k:K] = (np.bitwise_not((ufuncs.log10((ufuncs.abs(ufuncs.float64(gz[i + 2:i + 4, j - 1:J - 3, k:K])) + np.float64(0.5))) > ufuncs.float64(HUGE_VAL[i:i + 2, j + 1:J - 1, k:K]))))
        area_gen_0[i:i + 2, j + 1:J - 1, k:K] = np.where(mask_140153851449488_gen_0[i:i + 2, j + 1:J - 1, k:K], (ufuncs.abs(it_gen_0[i:i + 2, j + 1:J - 1, k:K]) / goto), area_gen_0[i:i + 2, j + 1:J - 1, k:K])
        HUGE_VAL[i:i + 2, j + 1:J - 1, k:K] = np.where(mask_140153851449488_gen_0[i:i + 2, j + 1:J - 1, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((qv_gen_0[i:i + 2, j + 1:J - 1, k:K] - (np.float64(1.0) + qv_gen_0[i:i + 2, j + 1:J - 1, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), HUGE_VAL[i:i + 2, j + 1:J - 1, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    