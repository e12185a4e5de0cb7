import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, val, c, signed, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    val = Field(val, _origin_['val'], (True, True, True))
    signed = Field(signed, _origin_['signed'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    stdin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    M_PI = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    malloc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153834141456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841556624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux__217_16_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_16_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153837710800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux__217_36_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848209808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837675536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836096784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__217_50_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux__217_50_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = ((signed[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(signed[i + 2:I + 2, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) / (ufuncs.abs((np.float64(0.001) * signed[i:I, j + 2:J + 2, k_ - 1:k_].astype(np.float64))) + np.float64(1.0)))
            mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1] = ((val[i:I, j:J, k_ - 1:k_] + np.float32(c)).astype(np.float64) < (np.float64(2.0) + np.float64(0.001)))
            stdin[i:I, j:J, k_:k_ + 1] = np.where(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum(ufuncs.maximum(val[i:I, j:J, k_ + 1:k_ + 2], val[i:I, j:J, k_:k_ + 1]), _X[i:I, j:J, k_:k_ + 1].astype(np.float32)), stdin[i:I, j:J, k_:k_ + 1])
            M_PI[i:I, j:J, k_:k_ + 1] = np.where(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(np.int64(2)) / (ufuncs.abs(val[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) + (np.float64(2.0) + np.float64(10.0))), M_PI[i:I, j:J, k_:k_ + 1])
            flux__217_16_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1], val[i:I, j:J, k_ - 1:k_], flux__217_16_19_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__217_16_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1], (flux__217_16_19_gen_0[i:I, j:J, k_:k_ + 1] * (val[i:I, j:J, k_:k_ + 1] * flux__217_16_19_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__217_16_19_gen_0[i:I, j:J, k_:k_ + 1])
            a__[i:I, j:J, k_:k_ + 1] = np.where(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1], (-(RETURN_VALUE__217_16_19_gen_0[i:I, j:J, k_:k_ + 1])), a__[i:I, j:J, k_:k_ + 1])
            mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((ufuncs.abs(a__[i:I, j:J, k_:k_ + 1]).astype(np.float64) >= ufuncs.log10((ufuncs.abs(ufuncs.float64((-(np.int64(2))))) + np.float64(0.5)))))), mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1])
            M_PI[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(2.0) < (np.float64(0.0) + np.float64((-(np.int64(2))))))), ((val[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(3.5)) - np.float64(0.5)), M_PI[i:I, j:J, k_:k_ + 1])
            nj[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(2.0) < (np.float64(0.0) + np.float64((-(np.int64(2))))))), ufuncs.float32(_X[i:I, j:J, k_:k_ + 1]), nj[i:I, j:J, k_:k_ + 1])
            stdin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not((np.float64(2.0) < (np.float64(0.0) + np.float64((-(np.int64(2))))))))), np.float32(ufuncs.abs((np.float64(c) + np.float64(10.0)))), stdin[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153834141456_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153841556624_gen_0[i:I, j:J, k_:k_ + 1]))), np.bitwise_or(np.bitwise_and(var[i - 2:I - 2, j:J, k_:k_ + 1], (np.float64(1.5) < (a__[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))))), (signed[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64) <= M_PI[i:I, j:J, k_:k_ + 1])), tend[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        qv[i:I, j:J, k:K] = (ufuncs.arcsin(ufuncs.tanh(qv[i:I, j:J, k:K])) + ufuncs.exp(ufuncs.minimum(M_PI[i:I, j:J, k:K], np.float64(5.0))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        stdin[i:I, j:J, k:K] = (ufuncs.remainder(a__[i:I, j:J, k:K].astype(np.float64), M_PI[i:I, j:J, k:K]) + np.float64(ufuncs.float32((-(np.int64(1)))))).astype(np.float32)
        mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K] = (np.where(tend[i:i + 2, j + 2:J - 1, k + 1:K + 1], val[i:i + 2, j + 2:J - 1, k:K], val[i:i + 2, j + 2:J - 1, k + 1:K + 1]) <= (-(val[i:i + 2, j + 2:J - 1, k:K])))
        nj[i:i + 2, j + 2:J - 1, k:K] = np.where(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K], ufuncs.maximum(np.float64(1.5), _X[i:i + 2, j + 2:J - 1, k:K].astype(np.float64)).astype(np.float32), nj[i:i + 2, j + 2:J - 1, k:K])
        malloc[i:i + 2, j + 2:J - 1, k:K] = np.where(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K], ((a__[i:i + 2, j + 2:J - 1, k:K] - np.float32(c)) - (_X[i:i + 2, j + 2:J - 1, k + 1:K + 1].astype(np.float32) + stdin[i:i + 2, j + 2:J - 1, k:K])), malloc[i:i + 2, j + 2:J - 1, k:K])
        nj[i:i + 2, j + 2:J - 1, k:K] = np.where(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K], (signed[i:i + 2, j + 2:J - 1, k - 1:K - 1].astype(np.float64) - (np.float64(2.0) - signed[i:i + 2, j + 2:J - 1, k:K].astype(np.float64))).astype(np.float32), nj[i:i + 2, j + 2:J - 1, k:K])
        flux__217_36_25_gen_0[i:i + 2, j + 2:J - 1, k:K] = np.where((np.bitwise_not(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K])), (-(qv[i:i + 2, j + 2:J - 1, k:K])), flux__217_36_25_gen_0[i:i + 2, j + 2:J - 1, k:K])
        nj[i:i + 2, j + 2:J - 1, k:K] = np.where((np.bitwise_not(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K])), (flux__217_36_25_gen_0[i:i + 2, j + 2:J - 1, k:K] * (M_PI[i:i + 2, j + 2:J - 1, k:K] * flux__217_36_25_gen_0[i:i + 2, j + 2:J - 1, k:K])).astype(np.float32), nj[i:i + 2, j + 2:J - 1, k:K])
        q[i:i + 2, j + 2:J - 1, k:K] = np.where((np.bitwise_not(mask_140153837710800_gen_0[i:i + 2, j + 2:J - 1, k:K])), malloc[i:i + 2, j + 2:J - 1, k:K], q[i:i + 2, j + 2:J - 1, k:K])
        stdin[i:i + 2, j + 2:J - 1, k:K] = ufuncs.float64(ufuncs.arctan(M_PI[i:i + 2, j + 2:J - 1, k:K])).astype(np.float32)
        stdin[i:i + 2, j + 2:J - 1, k:K] = np.float32(np.int64(2))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        malloc[i:I, j:J, k:K] = (nj[i:I, j:J, k:K] + q[i:I, j:J, k:K])
        mask_140153837675536_gen_0[i:I, j:J, k:K] = ((np.float64(2.0) * _X[i:I, j:J, k - 1:K - 1].astype(np.float64)) > (-(np.float64(3.5))))
        lanes_gen_0[i:I, j:J, k:K] = np.where(mask_140153837675536_gen_0[i:I, j:J, k:K], np.float64(0.0), lanes_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153837675536_gen_0[i:I, j:J, k:K], (lanes_gen_0[i:I, j:J, k:K] < np.float64(2.0)))):
            q[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153837675536_gen_0[i:I, j:J, k:K], (lanes_gen_0[i:I, j:J, k:K] < np.float64(2.0))), ((a__[i:I, j:J, k:K].astype(np.float64) * lanes_gen_0[i:I, j:J, k:K]) * malloc[i:I, j:J, k:K].astype(np.float64)).astype(np.float32), q[i:I, j:J, k:K])
            do_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153837675536_gen_0[i:I, j:J, k:K], (lanes_gen_0[i:I, j:J, k:K] < np.float64(2.0))), ufuncs.float64((np.float64(2.0) * np.float64(c))), do_gen_0[i:I, j:J, k:K])
            lanes_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153837675536_gen_0[i:I, j:J, k:K], (lanes_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (lanes_gen_0[i:I, j:J, k:K] + np.float64(1.0)), lanes_gen_0[i:I, j:J, k:K])
            
        malloc[i:I, j:J, k:K] = np.where(mask_140153837675536_gen_0[i:I, j:J, k:K], np.float32(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.001), (-(np.float64(100000.0)))), np.float64(100000.0)))), malloc[i:I, j:J, k:K])
        mask_140153836096784_gen_0[i:I, j:J, k:K] = ((do_gen_0[i:I, j:J, k:K] * do_gen_0[i:I, j:J, k:K]) > signed[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.float64))
        flux__217_50_42_gen_0[i:I, j:J, k:K] = np.where(mask_140153836096784_gen_0[i:I, j:J, k:K], np.float64(0.001), flux__217_50_42_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__217_50_42_gen_0[i:I, j:J, k:K] = np.where(mask_140153836096784_gen_0[i:I, j:J, k:K], (flux__217_50_42_gen_0[i:I, j:J, k:K] * (np.float64(c) * flux__217_50_42_gen_0[i:I, j:J, k:K])), RETURN_VALUE__217_50_42_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(mask_140153836096784_gen_0[i:I, j:J, k:K], ufuncs.minimum(malloc[i:I, j:J, k:K].astype(np.float64), RETURN_VALUE__217_50_42_gen_0[i:I, j:J, k:K]), qv[i:I, j:J, k:K])
        mask_140153848209808_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153836096784_gen_0[i:I, j:J, k:K])), (_X[i:I, j:J, k:K].astype(np.float32) > a__[i:I, j:J, k:K]), mask_140153848209808_gen_0[i:I, j:J, k:K])
        stdin[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836096784_gen_0[i:I, j:J, k:K])), mask_140153848209808_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.float32(np.float64(0.0)), np.float32(c)), stdin[i:I, j:J, k:K])
        res_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((res_gen_0[i:I, j:J, k:K] < np.float64(2.0))):
            register_gen_0[i:I, j:J, k:K] = np.where((res_gen_0[i:I, j:J, k:K] < np.float64(2.0)), (q[i:I, j:J, k:K].astype(np.float64) != ufuncs.abs(np.float64(2.0))), register_gen_0[i:I, j:J, k:K])
            res_gen_0[i:I, j:J, k:K] = np.where((res_gen_0[i:I, j:J, k:K] < np.float64(2.0)), (res_gen_0[i:I, j:J, k:K] + np.float64(1.0)), res_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    