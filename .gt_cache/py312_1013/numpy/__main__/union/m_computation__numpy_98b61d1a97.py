import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, gz, sqrtf, pe, q, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stride = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lanes = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmod = Field.empty((_dI_ + 0, _dJ_ + 1, _dK_), np.int64, (0, 0, 0), (True, True, True))
    sizeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153854718416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835084368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835632656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835209296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835168592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835555152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844133072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836698320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835676560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836210000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835171472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    NULL_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    t0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1] = (pe[i:I, j:J, k_:k_ + 1] >= (q[i:I, j:J, k_ - 1:k_].astype(np.float64) + gz))
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], gz, tend[i:I, j:J, k_:k_ + 1])
            ni[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(q[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), ni[i:I, j:J, k_:k_ + 1])
            mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(ufuncs.float64(ni[i:I, j:J, k_:k_ + 1])), mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1]), tend[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_:k_ + 1])
            ni[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((tend[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(a[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) - (a[i:I, j:J, k_:k_ + 1] / np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), ni[i:I, j:J, k_:k_ + 1])
            mask_140153835209296_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1]))), (sqrtf[i:I, j:J, k_ - 1:k_].astype(np.int64) != np.int64(7)), mask_140153835209296_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153854718416_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153835209296_gen_0[i:I, j:J, k_:k_ + 1]), np.where(np.bitwise_or(((pe[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs(a[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) < q[i:I, j:J, k_ - 1:k_].astype(np.float64)), ((ni[i:I, j:J, k_ - 1:k_] + ni[i:I, j:J, k_:k_ + 1]).astype(np.float64) <= np.float64(0.0))), ufuncs.power(a[i:I, j:J, k_ - 1:k_], np.int64(2)), ufuncs.float32(q[i:I, j:J, k_:k_ + 1]).astype(np.float64)), var[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1])
            mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), ((q[i:I, j:J, k_ - 1:k_] * q[i:I, j:J, k_:k_ + 1]).astype(np.float64) <= ufuncs.remainder(pe[i:I, j:J, k_ - 1:k_], q[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1])
            stride[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum((q[i:I, j:J, k_ - 1:k_] * ni[i:I, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64), ufuncs.power(gz, np.int64(2))), stride[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(sqrtf[i:I, j:J, k_:k_ + 1]).astype(np.float64), a[i:I, j:J, k_:k_ + 1])
            int64_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1]), (-(np.float64(0.25))), int64_t[i:I, j:J, k_:k_ + 1])
            stride[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835084368_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153835632656_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arctan(ufuncs.float64((np.int64(7) + sqrtf[i:I, j:J, k_:k_ + 1].astype(np.int64)))), stride[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(val[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64), np.where((np.where(((sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64) - pe[i:I, j:J, k_ - 1:k_]) <= ufuncs.round_away_from_zero(stride[i:I, j:J, k_:k_ + 1])), q[i:I, j:J, k_:k_ + 1], val[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float32)).astype(np.float64) <= (np.float64((-(np.int64(1)))) + np.float64(0.001))), q[i:I, j:J, k_ - 1:k_].astype(np.float64), gz))
            q[i:I, j:J, k_:k_ + 1] = sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float32)
            lanes[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(var[i:I, j:J, k_:k_ + 1], np.float64(3.5)) <= ufuncs.maximum(int64_t[i:I, j:J, k_:k_ + 1], sqrtf[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fmod[i:I, j:J, k:K] = (np.int64(7) + (val[i - 1:I - 1, j - 2:J - 2, k:K].astype(np.int64) + np.int64(2)))
        mask_140153836698320_gen_0[i:I, j:J, k:K] = ((tend[i:I, j:J, k:K] / (ufuncs.abs(gz) + np.float64(1.0))) != ufuncs.sinh(ufuncs.tanh(int64_t[i:I, j:J, k:K])))
        res_gen_0[i:I, j:J, k:K] = np.where(mask_140153836698320_gen_0[i:I, j:J, k:K], ufuncs.maximum(ni[i:I, j:J, k:K].astype(np.int64), fmod[i:I, j:J, k:K]), res_gen_0[i:I, j:J, k:K])
        mask_140153844133072_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153836698320_gen_0[i:I, j:J, k:K])), (a[i:I, j:J, k:K] != ufuncs.arcsin(ufuncs.tanh(var[i:I, j:J, k:K]))), mask_140153844133072_gen_0[i:I, j:J, k:K])
        mask_140153835168592_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836698320_gen_0[i:I, j:J, k:K])), mask_140153844133072_gen_0[i:I, j:J, k:K]), ((tend[i:I, j:J, k:K] + a[i:I, j:J, k:K]) < (np.int64(0) * sqrtf[i:I, j:J, k:K].astype(np.int64)).astype(np.float64)), mask_140153835168592_gen_0[i:I, j:J, k:K])
        y_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153836698320_gen_0[i:I, j:J, k:K])), mask_140153844133072_gen_0[i:I, j:J, k:K]), mask_140153835168592_gen_0[i:I, j:J, k:K]), (ufuncs.sin(int64_t[i:I, j:J, k:K]) * ufuncs.abs(gz)), y_gen_0[i:I, j:J, k:K])
        ni[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153836698320_gen_0[i:I, j:J, k:K])), mask_140153844133072_gen_0[i:I, j:J, k:K]), mask_140153835168592_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(stride[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), ni[i:I, j:J, k:K])
        dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153836698320_gen_0[i:I, j:J, k:K])), mask_140153844133072_gen_0[i:I, j:J, k:K]), mask_140153835168592_gen_0[i:I, j:J, k:K]), (-(ufuncs.cos(y_gen_0[i:I, j:J, k:K]))), dz_gen_0[i:I, j:J, k:K])
        mask_140153835555152_gen_0[i:I, j:J, k:K] = (pe[i:I, j:J, k:K] > ufuncs.float64(q[i:I, j:J, k:K]))
        sizeof[i:I, j:J, k:K] = np.where(mask_140153835555152_gen_0[i:I, j:J, k:K], ((-(int64_t[i:I, j:J, k:K])) < stride[i:I, j:J, k:K]), sizeof[i:I, j:J, k:K])
        res_gen_0[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.gamma((ufuncs.minimum(ufuncs.abs((ni[i:I, j:J, k:K].astype(np.float64) - stride[i:I, j:J, k:K])), np.float64(6.0)) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = a[i:I, j:J, k:K]
        mask_140153835171472_gen_0[i:I, j:J, k:K] = ufuncs.isfinite(pe[i:I, j:J, k:K])
        qv_gen_0[i:I, j:J, k:K] = np.where(mask_140153835171472_gen_0[i:I, j:J, k:K], np.float64(0.0), qv_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153835171472_gen_0[i:I, j:J, k:K], (qv_gen_0[i:I, j:J, k:K] < np.float64(2.0)))):
            t0_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153835171472_gen_0[i:I, j:J, k:K], (qv_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (-(np.int64(2))), t0_gen_0[i:I, j:J, k:K])
            ni[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153835171472_gen_0[i:I, j:J, k:K], (qv_gen_0[i:I, j:J, k:K] < np.float64(2.0))), t0_gen_0[i:I, j:J, k:K].astype(np.int32), ni[i:I, j:J, k:K])
            qv_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153835171472_gen_0[i:I, j:J, k:K], (qv_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (qv_gen_0[i:I, j:J, k:K] + np.float64(1.0)), qv_gen_0[i:I, j:J, k:K])
            
        stride[i:I, j:J, k:K] = np.where(mask_140153835171472_gen_0[i:I, j:J, k:K], ufuncs.maximum((stride[i:I, j:J, k:K] / qv_gen_0[i:I, j:J, k:K]), (np.float64(np.int64(0)) / (ufuncs.abs(gz) + np.float64(1.0)))), stride[i:I, j:J, k:K])
        mask_140153836210000_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153835171472_gen_0[i:I, j:J, k:K])), (np.bitwise_not((np.bitwise_not((np.where(sizeof[i:I, j:J, k:K], fmod[i:I, j + 1:J + 1, k:K].astype(np.float64), pe[i:I, j:J, k:K]) > ufuncs.float64(a[i:I, j:J, k:K])))))), mask_140153836210000_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835171472_gen_0[i:I, j:J, k:K])), mask_140153836210000_gen_0[i:I, j:J, k:K]), qv_gen_0[i:I, j:J, k:K].astype(np.float32), q[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153835171472_gen_0[i:I, j:J, k:K])), mask_140153836210000_gen_0[i:I, j:J, k:K]), ufuncs.float64(t0_gen_0[i:I, j:J, k:K]), tend[i:I, j:J, k:K])
        lanes[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153835171472_gen_0[i:I, j:J, k:K])), (fmod[i:I, j:J, k:K].astype(np.float64) != stride[i:I, j:J, k:K]), lanes[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.float64(1.5)
        mask_140153835676560_gen_0[i:I, j:J, k:K] = (tend[i:I, j:J, k:K] <= int64_t[i:I, j:J, k:K])
        NULL_gen_0[i:I, j:J, k:K] = np.where(mask_140153835676560_gen_0[i:I, j:J, k:K], sqrtf[i:I, j:J, k:K], NULL_gen_0[i:I, j:J, k:K])
        zs_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153835676560_gen_0[i:I, j:J, k:K])), ufuncs.erfc(np.where(sizeof[i:I, j:J, k:K], np.float64((-(np.int64(1)))), gz)), zs_gen_0[i:I, j:J, k:K])
        stride[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153835676560_gen_0[i:I, j:J, k:K])), ((pe[i:I, j:J, k:K] + q[i:I, j:J, k:K].astype(np.float64)) + np.float64(np.int64(7))), stride[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    