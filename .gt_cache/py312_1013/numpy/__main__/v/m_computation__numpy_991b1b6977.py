import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, fmin, NAN, y, stride, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    stride = Field(stride, _origin_['stride'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (False, False, True))
    
    memset = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    omp_get_thread_num__76e_14_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843465104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835199952_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840193232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__a0f_24_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__a0f_24_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    omp_get_thread_num__76e_22_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835522320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    default__a0f_24_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153840643408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__a0f_40_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    mask_140153840658384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    default__a0f_40_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153837699984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    default__a0f_46_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__a0f_40_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    pt__a0f_46_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835200336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__a0f_40_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    c__a0f_46_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            memset[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.power(ufuncs.abs(np.float64(1.0)), np.float64(0.5)), (ua[k_:k_ + 1].astype(np.float64) / (ufuncs.abs(y[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            memset[i:I, j:j + 1, k_:k_ + 1] = ufuncs.minimum(ufuncs.int64(ua[k_:k_ + 1]).astype(np.float64), (memset[i:I, j:j + 1, k_:k_ + 1] + gz[i:I, j + 1:j + 2, k_:k_ + 1].astype(np.float64)))
            omp_get_thread_num__76e_14_20_gen_0[i:I, j:J, k_:k_ + 1] = (NAN * gz[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64))
            s[i:I, j:J, k_:k_ + 1] = omp_get_thread_num__76e_14_20_gen_0[i:I, j:J, k_:k_ + 1]
            qv[i:I, j:J, k_:k_ + 1] = ufuncs.erfc(omp_get_thread_num__76e_14_20_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153843465104_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((memset[i:I, j:J, k_:k_ + 1] > (memset[i:I, j:J, k_:k_ + 1] - s[i:I, j:J, k_:k_ + 1])), ((gz[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64) * qv[i:I, j:J, k_:k_ + 1]) <= ufuncs.float64(fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1])))
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843465104_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_or(((stride[i:I, j:J, k_ - 1:k_] + y[i:I, j:J, k_ - 1:k_]) >= (s[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0)))), ((np.float64(0.001) * NAN) < np.where((ufuncs.int64(ufuncs.minimum(ufuncs.maximum(stride[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) != (fmin[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2] + memset[i:I, j:J, k_ + 1:k_ + 2])), ua[k_:k_ + 1].astype(np.float64), y[i:I, j:J, k_ + 1:k_ + 2]))), np.float64(np.int64(3)), (NAN / (ufuncs.abs(fmin[i:I, j - 2:J - 2, k_:k_ + 1]) + np.float64(1.0)))), y[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843465104_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(1.5) - np.where(((fmin[i:I, j:J, k_:k_ + 1] + NAN) != s[i:I, j:J, k_:k_ + 1]), s[i:I, j:J, k_:k_ + 1], s[i:I, j:J, k_ + 1:k_ + 2])), y[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843465104_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(3.5), b_1_[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1] = ((memset[i:I, j:J, k_:k_ + 1] * fmin[i:I, j - 2:J - 2, k_:k_ + 1]) >= gz[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_].astype(np.float64))
            omp_get_thread_num__76e_22_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], (fmin[i:I, j:J, k_:k_ + 1] - gz[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64)), omp_get_thread_num__76e_22_26_gen_0[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], omp_get_thread_num__76e_22_26_gen_0[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.erfc(omp_get_thread_num__76e_22_26_gen_0[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1])
            s[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], ua[k_:k_ + 1].astype(np.float64), s[i:I, j:J, k_:k_ + 1])
            default__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], (-(w[i:I, j:J, k_:k_ + 1])), default__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1])
            c__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] * stride[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1]), c__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1])
            pt__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64(y[i:I, j:J, k_:k_ + 1]), pt__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840193232_gen_0[i:I, j:J, k_:k_ + 1], c__a0f_24_20_gen_0[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where((coef[i:I, j:J, k_:k_ + 1] >= (gz[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) * s[i:I, j:J, k_:k_ + 1])), np.float64((-(np.int64(1)))), (y[i:I, j:J, k_:k_ + 1] + s[i:I, j:J, k_:k_ + 1]))
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((gz[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64) - fmin[i - 1:I - 1, j:J, k_ + 1:k_ + 2]) <= np.where((ufuncs.abs(fmin[i:I, j - 1:J - 1, k_:k_ + 1]) > fmin[i:I, j:J, k_ - 1:k_]), stride[i - 1:I - 1, j:J, k_:k_ + 1], stride[i:I, j:J, k_ + 1:k_ + 2])), (NAN - gz[i + 2:I + 2, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64)), fmin[i:I, j:J, k_:k_ + 1])
            mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1] = (y[i:I, j:J, k_ - 1:k_] <= (np.float64((-(np.int64(2)))) * y[i:I, j:J, k_ + 1:k_ + 2]))
            mask_140153835199952_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1], (gz[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) < np.where((b_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0))))), gz[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64), y[i:I, j:J, k_ + 1:k_ + 2])), mask_140153835199952_gen_0[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153835199952_gen_0[i:I, j:J, k_:k_ + 1]), gz[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64), memset[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153835199952_gen_0[i:I, j:J, k_:k_ + 1]), (gz[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) >= w[i:I, j:J, k_:k_ + 1]), phi[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1], mask_140153835199952_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.abs(w[i:I, j:J, k_:k_ + 1]) * np.float64((-(np.int64(1))))), dz[i:I, j:J, k_:k_ + 1])
            mask_140153835522320_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1])), ((stride[i:I, j - 1:J - 1, k_:k_ + 1] - fmin[i:I, j:J, k_ + 1:k_ + 2]) < (ua[k_:k_ + 1].astype(np.float64) * b_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153835522320_gen_0[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153840643408_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153835522320_gen_0[i:I, j:J, k_:k_ + 1]), ((fmin[i:I, j:J, k_:k_ + 1] - qv[i:I, j:J, k_:k_ + 1]) - gz[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), memset[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(((w[i:I, j:J, k_:k_ + 1] * NAN) > (s[i:I, j:J, k_:k_ + 1] * b_1_[i:I, j:J, k_:k_ + 1])), (np.float64(np.int64(7)) >= w[i:I, j:J, k_:k_ + 1]))
            phi[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((np.float64(0.001) != w[i:I, j:J, k_:k_ + 1]), (ufuncs.cosh(ufuncs.tanh(ufuncs.float64(ua[k_:k_ + 1]))) > ufuncs.power(ufuncs.abs(qv[i:I, j:J, k_:k_ + 1]), np.float64(0.5)))), phi[i:I, j:J, k_:k_ + 1])
            mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.minimum(y[i:I, j:J, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1]) < (-(np.float64(1.0)))), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(coef[i:I, j:J, k_:k_ + 1]) - (-(gz[i:I, j + 1:J + 1, k_:k_ + 1])).astype(np.float32)).astype(np.float64), b_1_[i:I, j:J, k_:k_ + 1])
            default__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(7), default__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1])
            c__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), gz[i - 2:I - 2, j:J, k_:k_ + 1], c__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1])
            pt__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), ua[k_ + 1:k_ + 2], pt__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), c__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), (RETURN_VALUE__a0f_40_21_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + (stride[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1] / ua[k_ + 1:k_ + 2].astype(np.float64))), dz[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]), s[i:I, j:J, k_:k_ + 1], dz[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]))), (-(fmin[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1])), b_1_[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153840658384_gen_0[i:I, j:J, k_:k_ + 1]))), np.bitwise_or((ua[k_:k_ + 1].astype(np.float64) >= np.float64(0.1)), ((coef[i:I, j:J, k_:k_ + 1] + NAN) == ufuncs.remainder(gz[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), qv[i:I, j:J, k_:k_ + 1]))), phi[i:I, j:J, k_:k_ + 1])
            mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.abs(np.float64(1.5)) <= (ua[k_:k_ + 1].astype(np.float64) / (ufuncs.abs(memset[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1])
            default__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1]), (qv[i:I, j:J, k_:k_ + 1] * coef[i:I, j:J, k_:k_ + 1]), default__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1])
            c__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1]), (dz[i:I, j:J, k_:k_ + 1] - w[i:I, j:J, k_:k_ + 1]), c__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1])
            pt__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1]), (gz[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64) + s[i:I, j:J, k_:k_ + 1]), pt__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835200336_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153837699984_gen_0[i:I, j:J, k_:k_ + 1]), c__a0f_46_23_gen_0[i:I, j:J, k_:k_ + 1], b_1_[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    