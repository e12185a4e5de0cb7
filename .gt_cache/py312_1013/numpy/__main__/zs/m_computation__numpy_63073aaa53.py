import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, clock, gz, v, res, qv, flux, restrict, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    clock = Field(clock, _origin_['clock'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (False, False, True))
    v = Field(v, _origin_['v'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, False))
    restrict = Field(restrict, _origin_['restrict'], (True, True, True))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    size_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    union = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    free = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333769283024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767412496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764250256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef__b66_34_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b__b66_34_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333762516048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__b66_34_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765223888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770068560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763243472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (ufuncs.maximum(qv[i:I, j:J, k_ - 1:k_].astype(np.float32), gz[k_ + 1:k_ + 2]).astype(np.float64) != vc[i:I, j:J, k_:k_ + 1]), mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1])
                size_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.floor(ufuncs.float64(flux[i:I, j - 2:J - 2])) != ufuncs.maximum(flux[i + 1:I + 1, j:J].astype(np.int64), qv[i:I, j:J, k_:k_ + 1]).astype(np.float64)), size_t[i:I, j:J, k_:k_ + 1])
                clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(vc[i:I, j:J, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), clock[i:I, j:J, k_:k_ + 1])
                clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.ceil(ufuncs.remainder(np.float64(0.0), flux[i + 1:I + 1, j:J].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), clock[i:I, j:J, k_:k_ + 1])
                mask_140333767412496_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1]))), (res[i:I, j:J, k_:k_ + 1] >= qv[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140333767412496_gen_0[i:I, j:J, k_:k_ + 1])
                clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140333769283024_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333767412496_gen_0[i:I, j:J, k_:k_ + 1]), qv[i:I, j:J, k_ + 1:k_ + 2].astype(np.int32), clock[i:I, j:J, k_:k_ + 1])
                union[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.where((clock[i:I, j:J, k_:k_ + 1].astype(np.float32) == gz[k_ - 1:k_]), res[i:I, j:J, k_:k_ + 1], np.float64(0.5)) / (ufuncs.abs((restrict[i - 1:I - 1, j:J, k_:k_ + 1] - restrict[i - 2:I - 2, j - 2:J - 2, k_ + 1:k_ + 2])) + np.float64(1.0))), union[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:i + 1, j:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:I, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0)))):
                dz[i:i + 1, j:J - 1, k_:k_ + 1] = np.where((delp[i:i + 1, j:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:i + 1, j + 1:J, k_ + 1:k_ + 2]), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((delp[i:i + 1, j:J - 1, k_:k_ + 1] * delp[i:i + 1, j:J - 1, k_:k_ + 1]) + ufuncs.sin(ufuncs.float64(clock[i:i + 1, j:J - 1, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:i + 1, j:J - 1, k_:k_ + 1])
                delp[i:i + 1, j:J - 1, k_:k_ + 1] = np.where((delp[i:i + 1, j:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(restrict[i:i + 1, j + 1:J, k_ + 1:k_ + 2]), np.float64(4.0))), (delp[i:i + 1, j:J - 1, k_:k_ + 1] + np.float64(1.0)), delp[i:i + 1, j:J - 1, k_:k_ + 1])
                
            clock[i:i + 1, j:J - 1, k_:k_ + 1] = clock[i:i + 1, j:J - 1, k_:k_ + 1]
            coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(flux[i:I, j - 1:J - 1])
            cp__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.floor(ufuncs.float64(dz[i:I, j:J, k_:k_ + 1]))
            b__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(qv[i:I, j:J, k_:k_ + 1].astype(np.float32), gz[k_ - 1:k_])
            mask_140333764250256_gen_0[i:I, j:J, k_:k_ + 1] = (coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0))
            coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764250256_gen_0[i:I, j:J, k_:k_ + 1], coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1], coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1]
            free[i:I, j:J, k_:k_ + 1] = (np.where(((coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) <= (coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1] - coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1])), b__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), coef__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1]) * (b__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * cp__b66_34_24_gen_0[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1] = (dz[i:I, j:J, k_:k_ + 1].astype(np.float64) == (res[i:I, j:J, k_:k_ + 1] + dz[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140333765223888_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], (v[i - 1:I - 1, j - 2:J - 2] <= flux[i:I, j + 2:J + 2].astype(np.float64)), mask_140333765223888_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333765223888_gen_0[i:I, j:J, k_:k_ + 1]), (free[i:I, j:J, k_:k_ + 1] / (ufuncs.abs((union[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(v[i:I, j + 2:J + 2]) + np.float64(1.0)))) + np.float64(1.0))), res[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333765223888_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(clock[i:I, j:J, k_:k_ + 1]), qv[i:I, j:J, k_:k_ + 1])
            free[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.float64(delp[i:I, j:J, k_:k_ + 1]), np.int64(2)), free[i:I, j:J, k_:k_ + 1])
            mask_140333763243472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], (gz[k_:k_ + 1].astype(np.float64) == ufuncs.remainder(np.float64(np.int64(65536)), v[i + 2:I + 2, j:J])), mask_140333763243472_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333763243472_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(val[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), dz[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770068560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333763243472_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs((np.float64(np.int64(0)) / (ufuncs.abs(vc[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), res[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where(size_t[i:I, j:J, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1].astype(np.float64), ufuncs.arccos(ufuncs.tanh(delp[i:I, j:J, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    