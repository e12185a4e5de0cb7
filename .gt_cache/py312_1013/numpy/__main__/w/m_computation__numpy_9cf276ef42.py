import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, int64_t, q, i0, area, b, vc, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    area = Field(area, _origin_['area'], (False, False, True))
    b = Field(b, _origin_['b'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    case = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    long = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333767931728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef__dea_20_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767926736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772181520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nan__dea_20_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    qv__dea_20_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758779024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771128656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758856336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__dea_20_41_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef__dea_51_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan__dea_51_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv__dea_51_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758578512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rand_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan__dea_57_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    coef__dea_57_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    qv__dea_57_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__dea_57_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333771128656_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(np.float64(np.int64(1)), np.float64(2.0)) >= var[i:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140333772181520_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771128656_gen_0[i:I, j:J, k_:k_ + 1], (area[k_ + 1:k_ + 2] != var[i:I, j:J, k_:k_ + 1].astype(np.float32)), mask_140333772181520_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140333771128656_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772181520_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.sqrt(ufuncs.abs(ufuncs.float32(dz[i:I, j:J, k_ + 1:k_ + 2]))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), var[i:I, j:J, k_ - 1:k_])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771128656_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772181520_gen_0[i:I, j:J, k_:k_ + 1]), (var[i:I, j:J, k_ - 1:k_].astype(np.float64) < ufuncs.power(np.float64(2.0), np.int64(2))), ua_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771128656_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(np.int64(7)) > ufuncs.cbrt(ufuncs.float64(i0[i:I, j - 1:J - 1, k_ - 1:k_]))), ua_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite((dz[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - vc))
            nan__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1], i0[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_], nan__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1])
            qv__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(i0[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), np.float64(2.0)), qv__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1])
            coef__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1], np.where((vc >= ufuncs.float32(dz[i:I, j:J, k_:k_ + 1]).astype(np.float64)), area[k_:k_ + 1], i0[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float32)), coef__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1], np.where(((coef__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) - qv__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1]) < (nan__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) / np.float64(2.0))), (qv__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1] - coef__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(0.0)), RETURN_VALUE__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_ - 1:k_] = np.where(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__dea_20_41_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_ - 1:k_])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1])), ((area[k_:k_ + 1] * q) < var[i:I, j:J, k_:k_ + 1].astype(np.float32)), ua_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333767931728_gen_0[i:I, j:J, k_:k_ + 1])), (vc <= np.float64(np.int64(1))), ua_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(((-(area[k_ + 1:k_ + 2])).astype(np.float64) == np.where((ufuncs.cos(b[i:I, j:J, k_ - 1:k_]) <= (var[i:I, j:J, k_ + 1:k_ + 2] + dz[i:I, j:J, k_ - 1:k_]).astype(np.float64)), i0[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), np.float64(3.5))), np.bitwise_or(((np.float64(q) / (ufuncs.abs(var[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) > np.float64(np.int64(1))), (dz[i:I, j:J, k_ + 1:k_ + 2] == dz[i:I, j:J, k_ - 1:k_])))
            dz[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(vc, (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
            mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], ua_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]), (vc < (-(i0[i:I, j:J, k_:k_ + 1])).astype(np.float64)), ua_gen_0[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]), area[k_:k_ + 1], case[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0))), var[i:I, j:J, k_:k_ + 1])
            mask_140333758856336_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isnan(ufuncs.float64(dz[i:I, j:J, k_ + 1:k_ + 2])), mask_140333758856336_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333758856336_gen_0[i:I, j:J, k_:k_ + 1]), (np.where((dz[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) > ufuncs.abs(b[i - 1:I - 1, j:J, k_ - 1:k_])), dz[i:I, j:J, k_:k_ + 1], var[i:I, j:J, k_ + 1:k_ + 2]).astype(np.int64) + ((-(np.int64(2))) - np.int64(1))).astype(np.int32), dz[i:I, j:J, k_:k_ + 1])
            case[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333767926736_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758779024_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333758856336_gen_0[i:I, j:J, k_:k_ + 1]))), np.float32(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(q), (-(np.float64(100000.0)))), np.float64(100000.0)))), case[i:I, j:J, k_:k_ + 1])
            case[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] = (case[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] * np.float32(ufuncs.power(np.int64(1), np.int64(2))))
            long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((long[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))):
                dz[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((area[k_ + 1:k_ + 2] + area[k_ - 1:k_]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1])
                long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), (long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), long[I - 2:I - 1, j + 1:j + 2, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((np.float64(0.5) - np.float64(2.0)) - np.float64(np.int64(1))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = int64_t[i:I, j:J, k_:k_ + 1]
            mask_140333758578512_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(q), np.float64(0.5)) > ufuncs.abs(b[I:I + 1, j - 1:j, k_:k_ + 1]))
            flux[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333758578512_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1], area[k_ - 1:k_], flux[I - 1:I, j + 1:j + 2, k_:k_ + 1])
            case[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333758578512_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1], np.where((case[I - 1:I, j + 1:j + 2, k_ + 1:k_ + 2].astype(np.float64) >= long[I - 1:I, j + 1:j + 2, k_:k_ + 1]), ufuncs.maximum(flux[I - 1:I, j + 1:j + 2, k_ + 1:k_ + 2], var[I - 1:I, j + 1:j + 2, k_:k_ + 1].astype(np.float32)), q), case[I - 1:I, j + 1:j + 2, k_:k_ + 1])
            flux[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333758578512_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1], ((vc / (np.float64(ufuncs.abs(np.int64(1000003))) + np.float64(1.0))) - ufuncs.minimum(i0[I + 1:I + 2, j:j + 1, k_:k_ + 1].astype(np.int64), np.int64(1)).astype(np.float64)).astype(np.float32), flux[I - 1:I, j + 1:j + 2, k_:k_ + 1])
            cp_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333758578512_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])), ((dz[I - 1:I, j + 1:j + 2, k_ - 1:k_].astype(np.float32) - q).astype(np.float64) - vc), cp_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])
            tend_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = (ufuncs.int32(i0[I + 1:I + 2, j + 1:j + 2, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs((b[I + 1:I + 2, j + 1:j + 2, k_ + 1:k_ + 2] / flux[I - 1:I, j + 1:j + 2, k_ + 1:k_ + 2].astype(np.float64))) + np.float64(1.0)))
            nan__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = (long[I - 1:I, j + 1:j + 2, k_:k_ + 1] * np.float64(10.0))
            qv__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = (vc / (ufuncs.abs(case[I - 1:I, j + 1:j + 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            coef__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.float64(2.0)
            case[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(((coef__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] - qv__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1]) < (nan__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] / np.float64(2.0))), (qv__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] - coef__dea_51_19_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1]), np.float64(0.0)).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        rand_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((rand_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(i0[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            case[i:I, j:J, k:K] = np.where((rand_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(i0[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), b[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.float32), case[i:I, j:J, k:K])
            rand_gen_0[i:I, j:J, k:K] = np.where((rand_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(i0[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), (rand_gen_0[i:I, j:J, k:K] + np.float64(1.0)), rand_gen_0[i:I, j:J, k:K])
            
        nan__dea_57_23_gen_0[i:I, j:J, k:K] = np.int64(0)
        RETURN_VALUE__dea_57_23_gen_0[i:I, j:J, k:K] = np.where(((flux[i:I, j:J, k:K] - case[i:I, j:J, k:K]).astype(np.float64) < (nan__dea_57_23_gen_0[i:I, j:J, k:K].astype(np.float64) / np.float64(2.0))), (case[i:I, j:J, k:K] - flux[i:I, j:J, k:K]).astype(np.float64), np.float64(0.0))
        qv__dea_57_21_gen_0[i:I, j:J, k:K] = ufuncs.arccos(ufuncs.tanh(ufuncs.float64(np.int64(1))))
        coef__dea_57_21_gen_0[i:I, j:J, k:K] = (-(var[i:I, j:J, k:K]))
        buffers_ok_gen_0[i:I, j:J, k:K] = np.where(((coef__dea_57_21_gen_0[i:I, j:J, k:K].astype(np.float64) - qv__dea_57_21_gen_0[i:I, j:J, k:K]) < (RETURN_VALUE__dea_57_23_gen_0[i:I, j:J, k:K] / np.float64(2.0))), (qv__dea_57_21_gen_0[i:I, j:J, k:K] - coef__dea_57_21_gen_0[i:I, j:J, k:K].astype(np.float64)), np.float64(0.0))
        do_gen_0[i:I, j:J, k:K] = np.float64(2.0)
        # --- end horizontal block --

        # --- end vertical block ---
    