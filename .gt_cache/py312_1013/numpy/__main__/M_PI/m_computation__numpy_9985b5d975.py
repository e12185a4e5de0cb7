import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, a, stdout, vc, delp, coef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    EOF = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777681872_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775870352_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775360080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779273872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    clock__e3c_34_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_34_45_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775814416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774985616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            EOF[i:i + 1, j + 1:J, k_:k_ + 1] = (c + (np.int64(2) * coef[i:i + 1, j - 1:J - 2, k_:k_ + 1].astype(np.int64)).astype(np.float32))
            mask_140333777681872_gen_0[i:i + 1, j + 1:J, k_:k_ + 1] = ((a[i:i + 1, j + 1:J, k_:k_ + 1] + stdout[i:i + 1, j + 1:J, k_ + 1:k_ + 2]).astype(np.float64) > (np.float64(0.1) - np.float64(10.0)))
            uint8_t[i:i + 1, j + 1:J, k_:k_ + 1] = np.where(mask_140333777681872_gen_0[i:i + 1, j + 1:J, k_:k_ + 1], EOF[i:i + 1, j + 1:J, k_:k_ + 1], uint8_t[i:i + 1, j + 1:J, k_:k_ + 1])
            uint8_t[i:i + 1, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333777681872_gen_0[i:i + 1, j + 1:J, k_:k_ + 1])), (c - uint8_t[i:i + 1, j + 1:J, k_:k_ + 1]), uint8_t[i:i + 1, j + 1:J, k_:k_ + 1])
            EOF[i:i + 1, j + 1:J, k_:k_ + 1] = ufuncs.abs((stdout[i + 1:i + 2, j + 1:J, k_ - 1:k_] + coef[i:i + 1, j + 1:J, k_ - 1:k_])).astype(np.float32)
            EOF[i:I - 2, j:j + 1, k_:k_ + 1] = (c + (np.int64(2) * coef[i:I - 2, j - 2:j - 1, k_:k_ + 1].astype(np.int64)).astype(np.float32))
            mask_140333775870352_gen_0[i:I - 2, j:j + 1, k_:k_ + 1] = ((a[i:I - 2, j:j + 1, k_:k_ + 1] + stdout[i:I - 2, j:j + 1, k_ + 1:k_ + 2]).astype(np.float64) > (np.float64(0.1) - np.float64(10.0)))
            uint8_t[i:I - 2, j:j + 1, k_:k_ + 1] = np.where(mask_140333775870352_gen_0[i:I - 2, j:j + 1, k_:k_ + 1], EOF[i:I - 2, j:j + 1, k_:k_ + 1], uint8_t[i:I - 2, j:j + 1, k_:k_ + 1])
            uint8_t[i:I - 2, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333775870352_gen_0[i:I - 2, j:j + 1, k_:k_ + 1])), (c - uint8_t[i:I - 2, j:j + 1, k_:k_ + 1]), uint8_t[i:I - 2, j:j + 1, k_:k_ + 1])
            EOF[i:I - 2, j:j + 1, k_:k_ + 1] = ufuncs.abs((stdout[i + 1:I - 1, j:j + 1, k_ - 1:k_] + coef[i:I - 2, j:j + 1, k_ - 1:k_])).astype(np.float32)
            EOF[i:I, j:J, k_:k_ + 1] = coef[i:I, j:J, k_ - 1:k_].astype(np.float32)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (ufuncs.ceil(EOF[i:I, j:J, k_:k_ + 1]).astype(np.float64) - ufuncs.cos(ufuncs.float64(vc[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2])))
            rho[i:I, j:J, k_:k_ + 1] = (np.float64(3.5) + ufuncs.abs(vc[i:I, j:J, lk + delp[i:I, j:J, k_:k_ + 1]]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.where(((uint8_t[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(rho[i:I, j:J, k:K]) + np.float64(1.0))) >= uint8_t[i:I, j:J, k:K].astype(np.float64)), vc[i:I, j:J, k - 1:K - 1].astype(np.float64), np.float64(0.1)) / (ufuncs.abs(ufuncs.tanh(ufuncs.float64(coef[i:I, j:J, k:K]))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140333775360080_gen_0[i:I, j:J, k:K] = np.bitwise_and((np.float64((np.float32(np.int64(7)) + c)) != rho[i:I, j:J, k:K]), (np.float64(3.5) != np.float64(c)))
        rho[i:I, j:J, k:K] = np.where(mask_140333775360080_gen_0[i:I, j:J, k:K], ufuncs.float64((-(stdout[i - 1:I - 1, j:J, k - 1:K - 1]))), rho[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140333775360080_gen_0[i:I, j:J, k:K], ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(ufuncs.abs(a[i:I, j:J, k:K])))), w[i:I, j:J, k:K])
        a[I - 1:I, J - 1:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(np.float64(1.5), EOF[I - 1:I, J - 1:J, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        rho[I - 1:I, J - 1:J, k:K] = vc[I - 1:I, J - 1:J, k:K].astype(np.float64)
        w[i:I, j:J, k:K] = EOF[i:I, j:J, k:K].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333774985616_gen_0[I - 2:I - 1, j:j + 2, k:K] = ((-(stdout[I - 4:I - 3, j:j + 2, k + 1:K + 1])) >= vc[I - 2:I - 1, j - 1:j + 1, k:K])
        clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K] = np.where(mask_140333774985616_gen_0[I - 2:I - 1, j:j + 2, k:K], np.float64(0.0), clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K])
        RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K] = np.where(mask_140333774985616_gen_0[I - 2:I - 1, j:j + 2, k:K], clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K], RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K])
        w[I - 2:I - 1, j:j + 2, k:K] = np.where(mask_140333774985616_gen_0[I - 2:I - 1, j:j + 2, k:K], ((rho[I - 2:I - 1, j:j + 2, k:K] + rho[I - 2:I - 1, j:j + 2, k:K]) + RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 2, k:K]), w[I - 2:I - 1, j:j + 2, k:K])
        mask_140333775814416_gen_0[I - 2:I - 1, j:j + 1, k:K] = ((-(stdout[I - 4:I - 3, j:j + 1, k + 1:K + 1])) >= vc[I - 2:I - 1, j - 1:j, k:K])
        clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140333775814416_gen_0[I - 2:I - 1, j:j + 1, k:K], np.float64(0.0), clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K])
        RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140333775814416_gen_0[I - 2:I - 1, j:j + 1, k:K], clock__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K], RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K])
        w[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140333775814416_gen_0[I - 2:I - 1, j:j + 1, k:K], ((rho[I - 2:I - 1, j:j + 1, k:K] + rho[I - 2:I - 1, j:j + 1, k:K]) + RETURN_VALUE__e3c_34_45_gen_0[I - 2:I - 1, j:j + 1, k:K]), w[I - 2:I - 1, j:j + 1, k:K])
        inline_gen_0[i:I, j:J, k:K] = (((-(np.int64(1))) - vc[i:I, j - 1:J - 1, k:K].astype(np.int64)).astype(np.float32) < (c - vc[i:I, j + 2:J + 2, k:K].astype(np.float32)))
        mask_140333779273872_gen_0[i:I, j:J, k:K] = ((stdout[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1] + stdout[i + 2:I + 2, j - 1:J - 1, k + 1:K + 1]) <= (-(a[i:I, j:J, k:K])))
        phi_gen_0[i:I, j:J, k:K] = np.where(mask_140333779273872_gen_0[i:I, j:J, k:K], np.float64(0.0), phi_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333779273872_gen_0[i:I, j:J, k:K], (phi_gen_0[i:I, j:J, k:K] < np.float64(2.0)))):
            q[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333779273872_gen_0[i:I, j:J, k:K], (phi_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (np.float32(np.int64(1)) != (a[i:I, j:J, k:K].astype(np.float32) / uint8_t[i:I, j:J, k:K])), q[i:I, j:J, k:K])
            q[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333779273872_gen_0[i:I, j:J, k:K], (phi_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (w[i:I, j:J, k:K] != rho[i:I, j:J, k:K]), q[i:I, j:J, k:K])
            phi_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333779273872_gen_0[i:I, j:J, k:K], (phi_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (phi_gen_0[i:I, j:J, k:K] + np.float64(1.0)), phi_gen_0[i:I, j:J, k:K])
            
        qv_gen_0[i:I, j:J, k:K] = np.where(mask_140333779273872_gen_0[i:I, j:J, k:K], phi_gen_0[i:I, j:J, k:K], qv_gen_0[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140333779273872_gen_0[i:I, j:J, k:K], ((-(EOF[i + 1:I + 1, j:J, k:K])) - ufuncs.power(coef[i - 1:I - 1, j:J, k:K], np.int64(2)).astype(np.float32)).astype(np.float64), w[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333779273872_gen_0[i:I, j:J, k:K])), (ufuncs.power(stdout[i + 2:I + 2, j:J, k:K], np.int64(2)).astype(np.float32) - c).astype(np.float64), rho[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (np.where(q[i:I, j:J, k_:k_ + 1], EOF[i + 1:I + 1, j:J, k_ + 1:k_ + 2], vc[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float32)).astype(np.float64) / (ufuncs.abs(np.where(((EOF[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(coef[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) != (np.float64(10.0) / np.float64(10.0))), uint8_t[i:I, j:J, k_:k_ + 1], c)).astype(np.float64) + np.float64(1.0)))
            rho[i:I, j:J, k_:k_ + 1] = uint8_t[i:I, j:J, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    