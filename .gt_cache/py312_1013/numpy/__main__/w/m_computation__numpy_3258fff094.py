import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x, gz, dz, zs, val, s_x, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    s_x = Field(s_x, _origin_['s_x'], (True, True, True))
    
    ua__cc0_25_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__cc0_25_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333762480144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764465936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762302224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend__aa8_12_40_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    v__aa8_20_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__aa8_20_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aa8_20_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333764776528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp__cc0_25_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768527248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aa8_12_40_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v__aa8_12_40_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = (np.float64(val) * (x + dz[i:I, j:J, k_ + 1:k_ + 2]))
            tend__aa8_12_40_gen_0[i:I, j:J, k_:k_ + 1] = s_x[i - 1:I - 1, j:J, k_:k_ + 1]
            v__aa8_12_40_gen_0[i:I, j:J, k_:k_ + 1] = gz[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1]
            RETURN_VALUE__aa8_12_40_gen_0[i:I, j:J, k_:k_ + 1] = v__aa8_12_40_gen_0[i:I, j:J, k_:k_ + 1]
            x_s_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(ufuncs.int64(s_x[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64), RETURN_VALUE__aa8_12_40_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333762480144_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.float64(0.25) >= s_x[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64)), (np.int64(3) == np.int64(7)))
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333762480144_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(s_x[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1]) * ufuncs.tan(ufuncs.tanh(ufuncs.float64(val)))), area_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333762302224_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333762480144_gen_0[i:I, j:J, k_:k_ + 1])), (dz[i:I, j:J, k_ - 1:k_] >= np.float64(np.int64(2))), mask_140333762302224_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333768527248_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333762480144_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762302224_gen_0[i:I, j:J, k_:k_ + 1]), (dz[i:I, j:J, k_:k_ + 1] != np.float64(0.0)), mask_140333768527248_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333762480144_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762302224_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333768527248_gen_0[i:I, j:J, k_:k_ + 1]), area_gen_0[i:I, j:J, k_:k_ + 1], dz[i:I, j:J, k_:k_ + 1])
            tend__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((ufuncs.float64(x) <= np.float64(0.0)), (zs[I - 2:I - 1, j + 1:J - 1, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(x) + np.float64(1.0))), tend__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            v__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((ufuncs.float64(x) <= np.float64(0.0)), (gz[I - 2:I - 1, j + 1:J - 1, k_ - 1:k_] / (ufuncs.abs(np.float64(1.0)) + np.float64(1.0))), v__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            RETURN_VALUE__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((ufuncs.float64(x) <= np.float64(0.0)), v__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], RETURN_VALUE__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            zs[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((ufuncs.float64(x) <= np.float64(0.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__aa8_20_35_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), zs[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            mask_140333764776528_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.float64(x) <= np.float64(0.0)))), (gz[I - 2:I - 1, j + 3:J + 1, k_ - 1:k_] <= s_x[I - 2:I - 1, j + 1:J - 1, k_ - 1:k_].astype(np.float64)), mask_140333764776528_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((ufuncs.float64(x) <= np.float64(0.0)))), mask_140333764776528_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]), (ufuncs.maximum(s_x[I - 3:I - 2, j + 1:J - 1, k_ - 1:k_], s_x[I - 2:I - 1, j + 3:J + 1, k_ + 1:k_ + 2]).astype(np.float64) + ufuncs.cosh(ufuncs.tanh(np.float64(3.5)))), dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            area_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((ufuncs.float64(x) <= np.float64(0.0)))), (np.bitwise_not(mask_140333764776528_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]))), ((gz[I - 1:I, j + 3:J + 1, k_ - 1:k_] - gz[I - 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2]) * x), area_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            vc__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ufuncs.float64((-(np.int64(2))))
            delp__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = (zs[I - 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2].astype(np.float64) + x_s_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            ua__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = (dz[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] * x_s_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            delp__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ufuncs.power(ufuncs.abs(vc__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]), np.float64(0.5))
            mask_140333764465936_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = (delp__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] < np.float64(0.0))
            ua__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140333764465936_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], (-(np.float64(0.0))), ua__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            lanes_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = (ufuncs.arccos(ufuncs.tanh(np.float64(1.5))) - ua__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            u_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ua__cc0_25_23_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    