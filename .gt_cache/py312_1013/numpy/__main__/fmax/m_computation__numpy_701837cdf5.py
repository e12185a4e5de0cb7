import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, do, val, ua, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    do = Field(do, _origin_['do'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    errno = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    goto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stride = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831537424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_20_64_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833454800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    n__e4a_20_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    n__e4a_21_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf__e4a_20_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844289552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    expf__e4a_21_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    dz__e4a_21_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__217_20_64_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834074576_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836506640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834952784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__217_30_55_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153833204368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833621328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_30_55_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((val[i:I, j:J, k_ - 1:k_] != val[i:I, j:J, k_:k_ + 1]), (ua[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64) > do[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]))
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.exp(ufuncs.minimum(val[i:I, j:J, k_:k_ + 1], np.float64(5.0))) - (w[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(3)))), res[i:I, j:J, k_:k_ + 1])
            mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(np.int64(2)) * val[i:I, j:J, k_ + 1:k_ + 2]) != res[i:I, j:J, k_:k_ + 1]), mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1]), (ua[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) * (np.float64(1.5) / (ufuncs.abs(res[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), w[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1]), res[i:I, j:J, k_:k_ + 1], errno[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1]))), errno[i:I, j:J, k_:k_ + 1], res[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844289552_gen_0[i:I, j:J, k_:k_ + 1]))), (do[i - 2:I - 2, j:J, k_:k_ + 1] / (ufuncs.abs(np.where(((res[i:I, j:J, k_:k_ + 1] - res[i:I, j:J, k_:k_ + 1]) >= res[i:I, j:J, k_:k_ + 1]), np.float64(1.0), w[i:I, j:J, k_ - 1:k_])) + np.float64(1.0))), gz[i:I, j:J, k_:k_ + 1])
            mask_140153833454800_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1])), (errno[i:I, j:J, k_:k_ + 1] != do[i:I, j - 1:J - 1, k_:k_ + 1]), mask_140153833454800_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831537424_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153833454800_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.tanh((errno[i:I, j:J, k_:k_ + 1] - ua[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), res[i:I, j:J, k_:k_ + 1])
            pt__217_20_64_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(2.0)
            RETURN_VALUE__217_20_64_gen_0[i:I, j:J, k_:k_ + 1] = gz[i:I, j:J, k_:k_ + 1]
            expf__e4a_20_22_gen_0[i:I, j:J, k_:k_ + 1] = (do[i:I, j + 2:J + 2, k_:k_ + 1] + val[i:I, j:J, k_:k_ + 1])
            n__e4a_20_22_gen_0[i:I, j:J, k_:k_ + 1] = (val[i:I, j:J, k_ - 1:k_] + gz[i:I, j:J, k_:k_ + 1])
            goto[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(expf__e4a_20_22_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) - (RETURN_VALUE__217_20_64_gen_0[i:I, j:J, k_:k_ + 1] - n__e4a_20_22_gen_0[i:I, j:J, k_:k_ + 1]))
            q[i:I, j:J, k_:k_ + 1] = RETURN_VALUE__217_20_64_gen_0[i:I, j:J, k_:k_ + 1]
            expf__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1] = np.int64(1)
            n__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(do[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1])
            dz__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(1.0)
            b[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(expf__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5)) - (dz__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1] - n__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1]))
            stride[i:I, j:J, k_:k_ + 1] = dz__e4a_21_24_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1] = np.where((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (val[i:I, j:J, k_ - 1:k_] < (w[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(errno[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]), gz[i:I, j:J, k_:k_ + 1], gz[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]), ((v_gen_0[i:I, j:J, k_:k_ + 1] - w[i:I, j:J, k_:k_ + 1]) * (goto[i:I, j:J, k_ - 1:k_] + w[i:I, j:J, k_:k_ + 1])), qv_gen_0[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(errno[i:I, j:J, k_:k_ + 1]) - ufuncs.maximum(np.float64(0.0), res[i:I, j:J, k_:k_ + 1])), b[i:I, j:J, k_:k_ + 1])
                pt__217_30_55_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]))), ua[i + 1:I + 1, j:J, k_:k_ + 1], pt__217_30_55_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__217_30_55_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]))), gz[i:I, j:J, k_:k_ + 1], RETURN_VALUE__217_30_55_gen_0[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]))), ((do[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] - ua[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64)) + RETURN_VALUE__217_30_55_gen_0[i:I, j:J, k_:k_ + 1]), qv_gen_0[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153833204368_gen_0[i:I, j:J, k_:k_ + 1]))), res[i:I, j:J, k_:k_ + 1], tend_gen_0[i:I, j:J, k_:k_ + 1])
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (v_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v_gen_0[i:I, j:J, k_:k_ + 1])
                
            c_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.erfc(do[i:I, j:J, k_:k_ + 1]), (do[i - 2:I - 2, j:J, k_ + 1:k_ + 2] - ua[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)))
            mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((qv_gen_0[i:I, j:J, k_:k_ + 1] <= (stride[i:I, j:J, k_:k_ + 1] - stride[i:I, j:J, k_:k_ + 1])), goto[i:I, j:J, k_:k_ + 1], b[i:I, j:J, k_:k_ + 1]) < errno[i:I, j:J, k_ - 1:k_])
            mask_140153834952784_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1], ((res[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(0))) == val[i:I, j:J, k_:k_ + 1]), mask_140153834952784_gen_0[i:I, j:J, k_:k_ + 1])
            sqrtf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834952784_gen_0[i:I, j:J, k_:k_ + 1]), ((-(b[i:I, j:J, k_ - 1:k_])) - ufuncs.float64(res[i:I, j:J, k_:k_ + 1])), sqrtf_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153834074576_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1])), (goto[i:I, j:J, k_:k_ + 1] == (val[i:I, j:J, k_ - 1:k_] * q[i:I, j:J, k_:k_ + 1])), mask_140153834074576_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153836506640_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153834074576_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or((val[i:I, j:J, k_:k_ + 1] >= np.float64(0.001)), (res[i:I, j:J, k_:k_ + 1] != w[i:I, j:J, k_:k_ + 1])), mask_140153836506640_gen_0[i:I, j:J, k_:k_ + 1])
            inline_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153833621328_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153834074576_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153836506640_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.isnan((sqrtf_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.5))), inline_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    