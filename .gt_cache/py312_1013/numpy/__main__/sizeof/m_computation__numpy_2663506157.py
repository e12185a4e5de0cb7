import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmin, dz, area, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    struct = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    j0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153868066128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153873969360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__b2c_31_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153865042192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153868090960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861793424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153869074896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res__217_22_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153863425680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    size_t__217_31_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b2c_31_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862068176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863663696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863731984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res__217_31_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    size_t__217_22_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin__217_22_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val__b2c_25_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    c__b2c_38_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val__b2c_31_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c__b2c_25_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    double_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866637200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864511568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865426000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__b2c_44_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin__217_50_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153863570960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866379024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b2c_50_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__217_50_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863880336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864736016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val__b2c_50_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    size_t__217_50_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c__b2c_50_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b2c_44_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153868066128_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.float32(fmin[i:I, j:J, k_ - 1:k_]).astype(np.float64) >= ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(area[i:I, j + 2:J + 2, k_:k_ + 1])))), fmin[i:I, j:J, k_:k_ + 1], qv[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) != fmin[i:I, j:J, k_ - 1:k_])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153868066128_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(np.float64(3.5))), (dz > np.where(((area[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float32) * qv[i:I, j:J, k_:k_ + 1]) <= area[i - 1:I - 1, j:J, k_ - 1:k_].astype(np.float32)), dz, dz)), w[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(dz)
            mask_140153873969360_gen_0[i:I, j:J, k_:k_ + 1] = ((area[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float32) - qv[i:I, j:J, k_ - 1:k_]) != (qv[i:I, j:J, k_:k_ + 1] / dz))
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153873969360_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum((area[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1] + area[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float32), dz), delp[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153873969360_gen_0[i:I, j:J, k_:k_ + 1])), np.where(np.bitwise_and(w[i:I, j:J, k_:k_ + 1], (np.float64(dz) == fmin[i:I, j:J, k_ + 1:k_ + 2])), (dz - dz), np.float32(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(dz), (-(np.float64(100000.0)))), np.float64(100000.0))))), delp[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = ((dz + delp[i:I, j:J, k_ - 1:k_]) + np.where(((np.float64(0.5) * fmin[i:I, j:J, k_ - 1:k_]) <= (delp[i:I, j:J, k_:k_ + 1] + area[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64)), qv[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((delp[i:I, j:J, k_ - 1:k_] >= (np.float32(np.int64(1)) / qv[i:I, j:J, k_ + 1:k_ + 2])), ((-(dz)) == (qv[i:I, j:J, k_:k_ + 1] / qv[i:I, j:J, k_ - 1:k_]))), fmin[i:I, j:J, k_ + 1:k_ + 2], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(delp[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)).astype(np.float32)
            mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1] = ((dz * delp[i:I, j:J, k_:k_ + 1]).astype(np.float64) == (fmin[i:I, j:J, k_:k_ + 1] - np.float64((-(np.int64(1))))))
            res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(delp[i:I, j:J, k_ - 1:k_], area[i + 2:I + 2, j - 1:J - 1, k_ - 1:k_].astype(np.float32)), res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])
            size_t__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1].astype(np.float64) / (np.float64(ufuncs.abs(dz)) + np.float64(1.0))), size_t__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])
            stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (delp[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(fmin[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))), stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153864511568_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (size_t__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153864511568_gen_0[i:I, j:J, k_:k_ + 1])
            res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864511568_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.trunc(ufuncs.float64((-(np.int64(2))))) / (ufuncs.abs(stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))).astype(np.float32), res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])
            size_t__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] * (res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])), size_t__217_22_28_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1]) + (stdin__217_22_28_gen_0[i:I, j:J, k_:k_ + 1] * res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))), q[i:I, j:J, k_:k_ + 1])
            struct[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.sqrt(ufuncs.abs(ufuncs.ceil(res__217_22_28_gen_0[i:I, j:J, k_:k_ + 1]))), struct[i:I, j:J, k_:k_ + 1])
            mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], (q[i:I, j:J, k_ - 1:k_] >= (area[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64) / fmin[i:I, j:J, k_:k_ + 1])), mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), np.where(w[i:I, j:J, k_:k_ + 1], ufuncs.cosh(ufuncs.tanh(ufuncs.float64(area[i:I, j + 2:J + 2, k_:k_ + 1]))), delp[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), delp[i:I, j:J, k_:k_ + 1])
            val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), (qv[i:I, j:J, k_:k_ + 1] / struct[i:I, j:J, k_:k_ + 1]), val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), (area[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) * fmin[i:I, j:J, k_:k_ + 1]), c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), ((c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.1)) * val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153866637200_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), (c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153866637200_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153866637200_gen_0[i:I, j:J, k_:k_ + 1]), np.where((ufuncs.remainder(val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1], val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) == ufuncs.float64(c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])), c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140153866637200_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(0.5), c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861793424_gen_0[i:I, j:J, k_:k_ + 1]), ((c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1] / c__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64(0.1) / (ufuncs.abs(val__b2c_25_27_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0))).astype(np.float32), delp[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_ - 1:k_] = np.where((np.bitwise_not(mask_140153869074896_gen_0[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_ - 1:k_])
            mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(q[i:I, j:J, k_:k_ + 1], np.float64(3.5)) != (fmin[i:I, j:J, k_:k_ + 1] + delp[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153868090960_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.power(ufuncs.abs(np.float64(0.001)), np.float64(0.5)) <= (qv[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - fmin[i:I, j:J, k_:k_ + 1])), mask_140153868090960_gen_0[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], mask_140153868090960_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float32) + ufuncs.sin(delp[i:I, j:J, k_:k_ + 1])).astype(np.float64), fmin[i:I, j:J, k_:k_ + 1])
            val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], area[i:I, j + 2:J + 2, k_:k_ + 1], val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], dz, c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], ((c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(0.1)) * val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153863663696_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0)), mask_140153863663696_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863663696_gen_0[i:I, j:J, k_:k_ + 1]), np.where((ufuncs.remainder(val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1], val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) == ufuncs.float64(c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])), c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153863663696_gen_0[i:I, j:J, k_:k_ + 1]))), np.float32(np.float64(0.5)), c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], ((c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1] / c__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs((np.float64(0.1) / (ufuncs.abs(val__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0))), RETURN_VALUE__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1])
            res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__b2c_31_32_gen_0[i:I, j:J, k_:k_ + 1], res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1])
            size_t__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(1.5) * delp[i:I, j:J, k_:k_ + 1].astype(np.float64)), size_t__217_31_29_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153865042192_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (size_t__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153865042192_gen_0[i:I, j:J, k_:k_ + 1])
            res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], mask_140153865042192_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.trunc(ufuncs.float64((-(np.int64(2))))) / (ufuncs.abs(struct[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1])
            size_t__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (struct[i:I, j:J, k_:k_ + 1].astype(np.float64) * (res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1] * struct[i:I, j:J, k_:k_ + 1].astype(np.float64))), size_t__217_31_29_gen_0[i:I, j:J, k_:k_ + 1])
            double_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1]) + (struct[i:I, j:J, k_:k_ + 1].astype(np.float64) * res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1])), double_gen_0[i:I, j:J, k_:k_ + 1])
            j0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.sqrt(ufuncs.abs(ufuncs.ceil(res__217_31_29_gen_0[i:I, j:J, k_:k_ + 1]))), j0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1], (-((np.float64(0.0) / (ufuncs.abs(j0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))), q[i:I, j:J, k_:k_ + 1])
            mask_140153862068176_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1])), (delp[i:I, j:J, k_ - 1:k_].astype(np.float64) != j0[i:I, j:J, k_:k_ + 1]), mask_140153862068176_gen_0[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153862068176_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.power(ufuncs.abs(fmin[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) * np.float64(0.5)), fmin[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153862068176_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(dz) - np.float64(10.0)) + (double_gen_0[i:I, j:J, k_:k_ + 1] - double_gen_0[i:I, j:J, k_:k_ + 1])), flux[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863731984_gen_0[i:I, j:J, k_:k_ + 1])), ((double_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(10.0)) + np.float64(1.0))) <= ufuncs.erf(q[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1])
            c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.erfc(fmin[i:I, j:J, k_:k_ + 1])
            c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] = ((c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.1)) * flux[i:I, j:J, k_:k_ + 1])
            mask_140153863425680_gen_0[i:I, j:J, k_:k_ + 1] = (c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863425680_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.remainder(flux[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1]) == ufuncs.float64(c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1])), c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863425680_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.5), c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = ((c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1] / c__b2c_38_16_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64(0.1) / (ufuncs.abs(flux[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((struct[i:I, j:J, k_:k_ + 1].astype(np.float64) != ufuncs.arccosh((ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))))), (qv[i:I, j:J, k_:k_ + 1].astype(np.float64) > j0[i:I, j:J, k_ - 1:k_]))
            ni_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), ni_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), q[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1])
                c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ni_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])
                c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ((c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.1)) * q[i:I, j:J, k_:k_ + 1]), c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153864736016_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153864736016_gen_0[i:I, j:J, k_:k_ + 1])
                c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), mask_140153864736016_gen_0[i:I, j:J, k_:k_ + 1]), np.where((ufuncs.remainder(q[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1]) == ufuncs.float64(c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])), c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])
                c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (np.bitwise_not(mask_140153864736016_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(0.5), c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ((c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1] / c__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64(0.1) / (ufuncs.abs(q[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))) + np.float64(1.0))), RETURN_VALUE__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (np.float64(10.0) * RETURN_VALUE__b2c_44_27_gen_0[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1])
                ni_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1], (ni_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (ni_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ni_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153866379024_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1])), ((struct[i:I, j:J, k_:k_ + 1].astype(np.float64) + ni_gen_0[i:I, j:J, k_:k_ + 1]) == (struct[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - flux[i:I, j:J, k_:k_ + 1])), mask_140153866379024_gen_0[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153866379024_gen_0[i:I, j:J, k_:k_ + 1]), ((fmin[i:I, j:J, k_:k_ + 1] + qv[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(ufuncs.power(ufuncs.abs(dz), np.float64(0.5))) + np.float64(1.0))), fmin[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863570960_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(dz) - np.float64(0.5)), fmin[i:I, j:J, k_:k_ + 1])
            val__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = area[i:I, j - 1:J - 1, k_ + 1:k_ + 2]
            c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = area[i:I, j + 1:J + 1, k_:k_ + 1]
            c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = ((c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(0.1)) * val__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.int64)
            mask_140153865426000_gen_0[i:I, j:J, k_:k_ + 1] = (c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0))
            c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865426000_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.remainder(val__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1], val__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) == ufuncs.float64(c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1])), c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1], c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1])
            c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153865426000_gen_0[i:I, j:J, k_:k_ + 1])), np.int64(np.float64(0.5)), c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1] = ((c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32) / c__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64) / (ufuncs.abs((np.float64(0.1) / (ufuncs.abs(val__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0)))
            res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] = RETURN_VALUE__b2c_50_19_gen_0[i:I, j:J, k_:k_ + 1]
            size_t__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] = area[i:I, j:J, k_ - 1:k_]
            stdin__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] = (dz - dz)
            mask_140153863880336_gen_0[i:I, j:J, k_:k_ + 1] = (size_t__217_50_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0))
            res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863880336_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.trunc(ufuncs.float64((-(np.int64(2))))) / (ufuncs.abs(stdin__217_50_16_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1])
            size_t__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] = (stdin__217_50_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * (res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1] * stdin__217_50_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))).astype(np.int64)
            v_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1]) + (stdin__217_50_16_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1]))
            a__gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs(ufuncs.ceil(res__217_50_16_gen_0[i:I, j:J, k_:k_ + 1])))
            enum_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) - j0[i:I, j:J, k_ + 1:k_ + 2]) + (a__gen_0[i:I, j:J, k_:k_ + 1] * flux[i:I, j:J, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    