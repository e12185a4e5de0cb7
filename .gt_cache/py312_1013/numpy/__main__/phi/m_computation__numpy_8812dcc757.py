import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, stderr, ua, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    stderr = Field(stderr, _origin_['stderr'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, False))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    i0 = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.int64, (0, 1, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signed = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aff_21_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864520144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865134672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin__aff_21_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__aff_23_48_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aff_23_48_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153860483856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin__aff_23_48_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153859281360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__aff_21_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153860478160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    sizeof_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153865504272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153855937872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857709648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__aff_52_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    cp__aff_51_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    a__aff_51_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__aff_52_12_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__aff_51_42_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 1

        i0[i:I, j:J, k:K] = ua[i:I, j + 2:J + 2]
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153865134672_gen_0[i:I, j:J, k:K] = (ufuncs.float64(delp[i:I, j:J, k:K]) != stderr[i - 2:I - 2, j:J, k:K].astype(np.float64))
        pe[i:I, j:J, k:K] = np.where(mask_140153865134672_gen_0[i:I, j:J, k:K], ufuncs.remainder(delp[i:I, j:J, k + 1:K + 1], (-(delp[i:I, j:J, k - 1:K - 1]))), pe[i:I, j:J, k:K])
        mask_140153864520144_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153865134672_gen_0[i:I, j:J, k:K])), (ua[i - 1:I - 1, j:J] <= c), mask_140153864520144_gen_0[i:I, j:J, k:K])
        mask_140153860478160_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865134672_gen_0[i:I, j:J, k:K])), mask_140153864520144_gen_0[i:I, j:J, k:K]), (ua[i:I, j:J].astype(np.float64) > (np.float64(2.0) * pe[i:I, j:J, k:K])), mask_140153860478160_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153865134672_gen_0[i:I, j:J, k:K])), mask_140153864520144_gen_0[i:I, j:J, k:K]), mask_140153860478160_gen_0[i:I, j:J, k:K]), (ufuncs.int64(stderr[i - 1:I - 1, j - 1:J - 1, k:K]).astype(np.float64) - (np.float64((-(np.int64(2)))) + delp[i:I, j:J, k + 1:K + 1])), pe[i:I, j:J, k:K])
        signed[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153865134672_gen_0[i:I, j:J, k:K])), mask_140153864520144_gen_0[i:I, j:J, k:K]), mask_140153860478160_gen_0[i:I, j:J, k:K]), c, signed[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153865134672_gen_0[i:I, j:J, k:K])), mask_140153864520144_gen_0[i:I, j:J, k:K]), mask_140153860478160_gen_0[i:I, j:J, k:K]), ufuncs.tan(ufuncs.tanh(ufuncs.float64((-(np.int64(1)))))), pe[i:I, j:J, k:K])
        mask_140153859281360_gen_0[i:I, j:J, k:K] = (np.bitwise_not((stderr[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64) != pe[i:I, j:J, k:K])))
        mask_140153860483856_gen_0[i:I, j:J, k:K] = np.where(mask_140153859281360_gen_0[i:I, j:J, k:K], ((delp[i:I, j:J, k - 1:K - 1] + i0[i:I, j + 1:J + 1, k:K].astype(np.float64)) <= ufuncs.exp(ufuncs.minimum(ufuncs.float64(stderr[i:I, j + 2:J + 2, k - 1:K - 1]), np.float64(5.0)))), mask_140153860483856_gen_0[i:I, j:J, k:K])
        a__aff_21_39_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], mask_140153860483856_gen_0[i:I, j:J, k:K]), delp[i:I, j:J, k:K], a__aff_21_39_gen_0[i:I, j:J, k:K])
        stdin__aff_21_39_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], mask_140153860483856_gen_0[i:I, j:J, k:K]), delp[i:I, j:J, k + 1:K + 1], stdin__aff_21_39_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__aff_21_39_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], mask_140153860483856_gen_0[i:I, j:J, k:K]), ufuncs.minimum((stdin__aff_21_39_gen_0[i:I, j:J, k:K] + np.float64(np.int64(7))), (np.float64(2.0) - stdin__aff_21_39_gen_0[i:I, j:J, k:K])), RETURN_VALUE__aff_21_39_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], mask_140153860483856_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__aff_21_39_gen_0[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), pe[i:I, j:J, k:K])
        a__aff_23_48_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153860483856_gen_0[i:I, j:J, k:K]))), stderr[i - 2:I - 2, j + 2:J + 2, k:K], a__aff_23_48_gen_0[i:I, j:J, k:K])
        stdin__aff_23_48_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153860483856_gen_0[i:I, j:J, k:K]))), (-(np.int64(2))), stdin__aff_23_48_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__aff_23_48_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153860483856_gen_0[i:I, j:J, k:K]))), ufuncs.minimum((stdin__aff_23_48_gen_0[i:I, j:J, k:K] + np.int64(7)).astype(np.float64), (np.float64(2.0) - stdin__aff_23_48_gen_0[i:I, j:J, k:K].astype(np.float64))), RETURN_VALUE__aff_23_48_gen_0[i:I, j:J, k:K])
        vc[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153860483856_gen_0[i:I, j:J, k:K]))), ((i0[i:I, j:J, k:K].astype(np.float64) + np.float64(0.25)) * RETURN_VALUE__aff_23_48_gen_0[i:I, j:J, k:K]), vc[i:I, j:J, k:K])
        y[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859281360_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153860483856_gen_0[i:I, j:J, k:K]))), pe[i:I, j:J, k:K], y[i:I, j:J, k:K])
        signed[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153859281360_gen_0[i:I, j:J, k:K])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((vc[i:I, j:J, k:K] - ufuncs.maximum(signed[i:I, j:J, k:K], c).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i + 2:I - 1, J - 1:J, k:K] = ufuncs.trunc((y[i + 2:I - 1, J - 1:J, k:K] * stderr[i + 2:I - 1, J - 2:J - 1, k + 1:K + 1].astype(np.float64)))
        sizeof_gen_0[i:I, j:J, k:K] = (ua[i:I, j:J].astype(np.float64) < ufuncs.round(ufuncs.float64(ua[i:I, j - 1:J - 1])))
        res_gen_0[i:I, j:J, k:K] = (-(c))
        sizeof_gen_0[i:I, j:J, k:K] = (ufuncs.arcsinh(ufuncs.float64(np.int64(2))) >= (res_gen_0[i:I, j:J, k:K] - stderr[i - 2:I - 2, j:J, k:K].astype(np.int64)).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153865504272_gen_0[i:I, j:J, k:K] = (i0[i:I, j:J, k:K].astype(np.float64) <= ufuncs.cosh(ufuncs.tanh(ufuncs.float64(c))))
        w[i:I, j:J, k:K] = np.where(mask_140153865504272_gen_0[i:I, j:J, k:K], ((np.float64(c) + np.float64(1.0)) - ufuncs.arccos(ufuncs.tanh(ufuncs.float64(i0[i:I, j - 1:J - 1, k:K])))), w[i:I, j:J, k:K])
        u[i:I, j:J, k:K] = (np.where((w[i:I, j:J, k:K] <= ua[i - 1:I - 1, j:J].astype(np.float64)), pe[i:I, j:J, k:K], vc[i:I, j:J, k:K]) * np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0)))))
        q_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((q_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stderr[i:I, j + 1:J + 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))):
            u[i:I, j:J, k:K] = np.where((q_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stderr[i:I, j + 1:J + 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), ((-(y[i:I, j:J, k:K])) * (np.float64(3.5) / (ufuncs.abs(delp[i:I, j:J, k:K]) + np.float64(1.0)))), u[i:I, j:J, k:K])
            signed[i:I, j:J, k:K] = np.where((q_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stderr[i:I, j + 1:J + 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arctan(delp[i:I, j:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0))), signed[i:I, j:J, k:K])
            q_gen_0[i:I, j:J, k:K] = np.where((q_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stderr[i:I, j + 1:J + 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0))), (q_gen_0[i:I, j:J, k:K] + np.float64(1.0)), q_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.float64(3.5)
            dz_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))) - stderr[i + 1:I - 1, j + 2:J - 1, k_ - 1:k_].astype(np.int32))
            w[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = i0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64)
            mask_140153855937872_gen_0[i:I, j:J, k_:k_ + 1] = ((i0[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - y[i:I, j:J, k_:k_ + 1]) == delp[i:I, j:J, k_ - 1:k_])
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153855937872_gen_0[i:I, j:J, k_:k_ + 1], i0[i:I, j:J, k_ - 1:k_].astype(np.float64), delp[i:I, j:J, k_:k_ + 1])
            mask_140153857709648_gen_0[i:I, j:J, k_:k_ + 1] = (pe[i:I, j:J, k_:k_ + 1] <= (np.int64(1) * ua[i - 1:I - 1, j + 2:J + 2]).astype(np.float64))
            cp__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857709648_gen_0[i:I, j:J, k_:k_ + 1], i0[i:I, j + 1:J + 1, k_:k_ + 1], cp__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1])
            a__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857709648_gen_0[i:I, j:J, k_:k_ + 1], u[i:I, j:J, k_ - 1:k_], a__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857709648_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum((rho_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(7))), (np.float64(2.0) - rho_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140153857709648_gen_0[i:I, j:J, k_:k_ + 1], ((dz_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64) + signed[i:I, j:J, k_:k_ + 1]).astype(np.float64) - RETURN_VALUE__aff_51_42_gen_0[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_ + 1:k_ + 2])
            cp__aff_52_12_gen_0[i:I, j:J, k_:k_ + 1] = (i0[i:I, j:J, k_ - 1:k_] + stderr[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.int64))
            a__aff_52_12_gen_0[i:I, j:J, k_:k_ + 1] = ua[i + 2:I + 2, j:J]
            w[i:I, j:J, k_:k_ + 1] = ufuncs.minimum((dz_gen_0[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(7)).astype(np.float64), (np.float64(2.0) - dz_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    