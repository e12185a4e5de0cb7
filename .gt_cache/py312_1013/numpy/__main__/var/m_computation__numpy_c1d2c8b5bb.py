import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, out, long, tmp, v, u, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    out = Field(out, _origin_['out'], (True, True, True))
    long = Field(long, _origin_['long'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, False))
    u = Field(u, _origin_['u'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    char_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855948688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855312784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859280400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stderr_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typeof_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153853085200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_:k_ + 1] = ((long[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) + np.float64(1.5)) * ufuncs.float64(np.float64(0.1))).astype(np.float32)
            mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1] = ((v[i - 2:I - 2, j + 1:J + 1] - out[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1]) <= (-(long[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1])).astype(np.float64))
            u[i:I, j:J, k_ - 1:k_] = np.where(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1], res[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.float32), u[i:I, j:J, k_ - 1:k_])
            cp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.bitwise_not((out[i + 1:I + 1, j:J, k_ + 1:k_ + 2] != ufuncs.maximum(v[i - 2:I - 2, j:J], v[i + 2:I + 2, j:J])))), (long[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.int64) + res[i:I, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), ufuncs.remainder(np.float64(0.1), u[i:I, j:J, k_:k_ + 1].astype(np.float64))), cp[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1], res[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float32), u[i:I, j:J, k_:k_ + 1])
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), area_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1])), (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i - 1:I - 1, j - 1:J - 1]), np.float64(4.0))))):
                cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1])), (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i - 1:I - 1, j - 1:J - 1]), np.float64(4.0)))), long[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64), cp[i:I, j:J, k_:k_ + 1])
                cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1])), (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i - 1:I - 1, j - 1:J - 1]), np.float64(4.0)))), (np.float64(rho) * (area_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(0.001))), cp[i:I, j:J, k_:k_ + 1])
                area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153855312784_gen_0[i:I, j:J, k_:k_ + 1])), (area_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i - 1:I - 1, j - 1:J - 1]), np.float64(4.0)))), (area_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.where((cp[i:I, j:J, k_:k_ + 1] >= (np.float64(rho) / (ufuncs.abs(np.float64(0.1)) + np.float64(1.0)))), area_gen_0[i:I, j:J, k_:k_ + 1], area_gen_0[i:I, j:J, k_:k_ + 1]) >= (u[i:I, j:J, k_ - 1:k_].astype(np.float64) + out[i:I, j + 1:J + 1, k_:k_ + 1])), np.bitwise_or(tmp, (v[i:I, j - 2:J - 2] == np.float64(np.int64(1)))))
            char_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.25) / out[i:I, j + 1:J + 1, k_:k_ + 1]) * np.where(tmp, area_gen_0[i:I, j:J, k_:k_ + 1], out[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1])), char_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1], char_gen_0[i:I, j:J, k_:k_ + 1], c[i:I, j:J, k_:k_ + 1])
            mask_140153855948688_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1])), (char_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(rho)), mask_140153855948688_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855948688_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.maximum(cp[i:I, j:J, k_:k_ + 1], out[i - 1:I - 1, j:J, k_:k_ + 1])), np.float64(0.5)), cp[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859280400_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153855948688_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arcsinh(ufuncs.maximum(long[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), cp[i:I, j:J, k_:k_ + 1])), cp[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j - 1:J - 1]), np.float64(4.0)))):
                mask_140153853085200_gen_0[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j - 1:J - 1]), np.float64(4.0))), ufuncs.isnan((u[i:I, j:J, k_ - 1:k_].astype(np.float64) * np.float64(0.001))), mask_140153853085200_gen_0[i:I, j:J, k_:k_ + 1])
                stderr_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j - 1:J - 1]), np.float64(4.0))), mask_140153853085200_gen_0[i:I, j:J, k_:k_ + 1]), ((c[i:I, j:J, k_:k_ + 1] + u[i:I, j:J, k_:k_ + 1].astype(np.float64)) + (-(np.float64(1.0)))), stderr_gen_0[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j - 1:J - 1]), np.float64(4.0))), (v[i:I, j:J] - ufuncs.maximum(v[i - 2:I - 2, j:J], u[i:I, j:J, k_ - 1:k_].astype(np.float64))), c[i:I, j:J, k_:k_ + 1])
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i:I, j - 1:J - 1]), np.float64(4.0))), (coef_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), coef_gen_0[i:I, j:J, k_:k_ + 1])
                
            do_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(tmp, tmp), v[i - 1:I - 1, j + 2:J + 2], do_gen_0[i:I, j:J, k_:k_ + 1])
            stderr_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(tmp, tmp), ufuncs.round((do_gen_0[i:I, j:J, k_:k_ + 1] - cp[i:I, j:J, k_:k_ + 1])), stderr_gen_0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(tmp, tmp), ufuncs.int32(long[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float32), u[i:I, j:J, k_:k_ + 1])
            typeof_gen_0[i:I, j:J, k_:k_ + 1] = np.where(tmp, do_gen_0[i:I, j:J, k_:k_ + 1], typeof_gen_0[i:I, j:J, k_:k_ + 1])
            typeof_gen_0[i:I, j:J, k_:k_ + 1] = np.where(tmp, (ufuncs.remainder(np.float64(2.0), typeof_gen_0[i:I, j:J, k_:k_ + 1]) * (res[i:I, j:J, k_:k_ + 1].astype(np.float64) + out[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1])), typeof_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    