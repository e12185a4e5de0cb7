import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, _X, q, s_x, vc, a_, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    _X = Field(_X, _origin_['_X'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    s_x = Field(s_x, _origin_['s_x'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, False))
    a_ = Field(a_, _origin_['a_'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    case = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float32, (1, 0, 0), (True, True, True))
    mask_140153857470288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857457872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859087184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153857410000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860478032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    double_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153869324048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863531216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            s_x[i:I, j:J, k_:k_ + 1] = ((q[i:I, j:J, lk + _X[i:I, j:J, k_:k_ + 1]].astype(np.float64) / a_[i:I, j:J, k_ - 1:k_]) <= vc[i:I, j:J].astype(np.float64))
            case[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                mask_140153860478032_gen_0[i:I, j:J, k_:k_ + 1] = np.where((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.isnan((a[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2] * a_[i:I, j:J, k_:k_ + 1])), mask_140153860478032_gen_0[i:I, j:J, k_:k_ + 1])
                a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153860478032_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(np.where(bool(bool(True)), q[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64), a[i:I, j - 1:J - 1, k_:k_ + 1])), a_[i:I, j:J, k_:k_ + 1])
                a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153860478032_gen_0[i:I, j:J, k_:k_ + 1]), case[i:I, j:J, k_:k_ + 1], a_[i:I, j:J, k_:k_ + 1])
                a_[i:I, j:J, k_:k_ + 1] = np.where((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.abs(np.float64(1.5)), a_[i:I, j:J, k_:k_ + 1])
                case[i:I, j:J, k_:k_ + 1] = np.where((case[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (case[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), case[i:I, j:J, k_:k_ + 1])
                
            mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1] = (a[i + 1:I + 1, j:J, k_ - 1:k_] < ufuncs.gamma((ufuncs.minimum(ufuncs.abs(a[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))))
            mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], ((case[i:I, j:J, k_:k_ + 1] * q[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)) == (a_[i:I, j:J, k_:k_ + 1] - case[i:I, j:J, k_:k_ + 1])), mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(q[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64), a[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1]) / (ufuncs.abs(vc[i:I, j - 1:J - 1]).astype(np.float64) + np.float64(1.0))), a_[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs((np.float64((-(np.int64(1)))) + a_[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), a_[i:I, j:J, k_:k_ + 1])
            s_x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1]), ((-(a[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1])) > a[i:I, j:J, k_ + 1:k_ + 2]), s_x[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((np.bitwise_not((q[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) == (a[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1] - case[i:I, j:J, k_:k_ + 1])))), (case[i:I, j:J, k_ - 1:k_] * q[i:I, j:J, k_:k_ + 1].astype(np.float64)), a_[i:I, j:J, k_:k_ + 1]), y[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153869324048_gen_0[i:I, j:J, k_:k_ + 1]))), ((np.int64(0) - vc[i - 2:I - 2, j - 2:J - 2]).astype(np.float64) - np.where(bool(bool(True)), case[i:I, j:J, k_:k_ + 1], q[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), a_[i:I, j:J, k_:k_ + 1])
            mask_140153859087184_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1])), (vc[i - 2:I - 2, j:J].astype(np.float64) <= a_[i:I, j:J, k_:k_ + 1]), mask_140153859087184_gen_0[i:I, j:J, k_:k_ + 1])
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153859087184_gen_0[i:I, j:J, k_:k_ + 1]), y[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153859087184_gen_0[i:I, j:J, k_:k_ + 1]), (a_[i:I, j:J, k_:k_ + 1] * (y[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(case[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), y[i:I, j:J, k_:k_ + 1])
            s_x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153857457872_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153859087184_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or(ufuncs.isnan(a[i:I, j:J, lk + _X[i:I, j:J, k_:k_ + 1]]), (case[i:I, j:J, k_:k_ + 1] == ufuncs.minimum(np.float64(np.int64(7)), v[i:I, j:J, k_:k_ + 1]))), s_x[i:I, j:J, k_:k_ + 1])
            tend[I - 1:I, j:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((tend[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[i - 1:I - 1, j:J, k_ + 1:k_ + 2]), np.float64(4.0)))):
                v[I - 1:I, j:J - 1, k_:k_ + 1] = np.where((tend[I - 1:I, j:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, j:J - 1, k_ + 1:k_ + 2]), np.float64(4.0))), (q[I + 1:I + 2, j - 2:J - 3, k_ + 1:k_ + 2].astype(np.float64) + ufuncs.minimum(a_[I - 1:I, j:J - 1, k_:k_ + 1], vc[I - 1:I, j + 2:J + 1].astype(np.float64))), v[I - 1:I, j:J - 1, k_:k_ + 1])
                double_gen_0[I - 1:I, j:J - 1, k_:k_ + 1] = np.where((tend[I - 1:I, j:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, j:J - 1, k_ + 1:k_ + 2]), np.float64(4.0))), ((np.float64((-(np.int64(1)))) * y[I - 1:I, j:J - 1, k_:k_ + 1]) / (ufuncs.abs(a_[I - 1:I, j:J - 1, k_ - 1:k_]) + np.float64(1.0))), double_gen_0[I - 1:I, j:J - 1, k_:k_ + 1])
                tend[I - 1:I, j:J - 1, k_:k_ + 1] = np.where((tend[I - 1:I, j:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, j:J - 1, k_ + 1:k_ + 2]), np.float64(4.0))), (tend[I - 1:I, j:J - 1, k_:k_ + 1] + np.float64(1.0)), tend[I - 1:I, j:J - 1, k_:k_ + 1])
                
            mask_140153857410000_gen_0[I - 1:I, j:J - 1, k_:k_ + 1] = ((case[I - 1:I, j:J - 1, k_:k_ + 1] + a_[I - 1:I, j:J - 1, k_:k_ + 1]) == a_[I - 1:I, j:J - 1, k_:k_ + 1])
            double_gen_0[I - 1:I, j:J - 1, k_:k_ + 1] = np.where(mask_140153857410000_gen_0[I - 1:I, j:J - 1, k_:k_ + 1], a[I + 1:I + 2, j + 2:J + 1, k_ + 1:k_ + 2], double_gen_0[I - 1:I, j:J - 1, k_:k_ + 1])
            flux_gen_0[I - 1:I, j:J - 1, k_:k_ + 1] = np.where(mask_140153857410000_gen_0[I - 1:I, j:J - 1, k_:k_ + 1], ((-(v[I - 1:I, j:J - 1, k_:k_ + 1])) + (np.float64((-(np.int64(2)))) * case[I - 1:I, j:J - 1, k_:k_ + 1])), flux_gen_0[I - 1:I, j:J - 1, k_:k_ + 1])
            tend[I - 1:I, J - 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((tend[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[i - 1:I - 1, j:J, k_ + 1:k_ + 2]), np.float64(4.0)))):
                v[I - 1:I, J - 1:J, k_:k_ + 1] = np.where((tend[I - 1:I, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, J - 1:J, k_ + 1:k_ + 2]), np.float64(4.0))), (q[I + 1:I + 2, J - 3:J - 2, k_ + 1:k_ + 2].astype(np.float64) + ufuncs.minimum(a_[I - 1:I, J - 1:J, k_:k_ + 1], vc[I - 1:I, J + 1:J + 2].astype(np.float64))), v[I - 1:I, J - 1:J, k_:k_ + 1])
                double_gen_0[I - 1:I, J - 1:J, k_:k_ + 1] = np.where((tend[I - 1:I, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, J - 1:J, k_ + 1:k_ + 2]), np.float64(4.0))), ((np.float64((-(np.int64(1)))) * y[I - 1:I, J - 1:J, k_:k_ + 1]) / (ufuncs.abs(a_[I - 1:I, J - 1:J, k_ - 1:k_]) + np.float64(1.0))), double_gen_0[I - 1:I, J - 1:J, k_:k_ + 1])
                tend[I - 1:I, J - 1:J, k_:k_ + 1] = np.where((tend[I - 1:I, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[I - 2:I - 1, J - 1:J, k_ + 1:k_ + 2]), np.float64(4.0))), (tend[I - 1:I, J - 1:J, k_:k_ + 1] + np.float64(1.0)), tend[I - 1:I, J - 1:J, k_:k_ + 1])
                
            mask_140153857470288_gen_0[I - 1:I, J - 1:J, k_:k_ + 1] = ((case[I - 1:I, J - 1:J, k_:k_ + 1] + a_[I - 1:I, J - 1:J, k_:k_ + 1]) == a_[I - 1:I, J - 1:J, k_:k_ + 1])
            double_gen_0[I - 1:I, J - 1:J, k_:k_ + 1] = np.where(mask_140153857470288_gen_0[I - 1:I, J - 1:J, k_:k_ + 1], a[I + 1:I + 2, J + 1:J + 2, k_ + 1:k_ + 2], double_gen_0[I - 1:I, J - 1:J, k_:k_ + 1])
            flux_gen_0[I - 1:I, J - 1:J, k_:k_ + 1] = np.where(mask_140153857470288_gen_0[I - 1:I, J - 1:J, k_:k_ + 1], ((-(v[I - 1:I, J - 1:J, k_:k_ + 1])) + (np.float64((-(np.int64(2)))) * case[I - 1:I, J - 1:J, k_:k_ + 1])), flux_gen_0[I - 1:I, J - 1:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            gz[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(vc[i:I, j - 2:J - 2].astype(np.float32), q[i:I, j - 2:J - 2, k_:k_ + 1]) + q[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.floor(np.float64(0.1)))
            y[i:I, j:J, k_:k_ + 1] = ((np.float64(0.0) + y[i:I, j:J, k_:k_ + 1]) - (vc[i - 2:I - 2, j - 2:J - 2].astype(np.float64) - v[i:I, j:J, k_:k_ + 1]))
            qv_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(ufuncs.minimum(vc[i - 2:I - 2, j:J].astype(np.float32), q[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64), (gz[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) * np.float64(10.0)))
            mask_140153863531216_gen_0[i:I, j:J, k_:k_ + 1] = ((v[i:I, j:J, k_:k_ + 1] * vc[i + 1:I + 1, j - 1:J - 1].astype(np.float64)) <= ufuncs.remainder(case[i:I, j:J, k_:k_ + 1], case[i:I, j:J, k_:k_ + 1]))
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863531216_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf((np.float64(0.5) + v[i:I, j:J, k_:k_ + 1])), ua_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863531216_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf((vc[i:I, j - 2:J - 2].astype(np.float64) + qv_gen_0[i:I, j:J, k_:k_ + 1])), ua_gen_0[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863531216_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(tend[i:I, j:J, k_:k_ + 1], case[i:I, j:J, k_:k_ + 1]) >= tend[i:I, j:J, k_:k_ + 1]), ua_gen_0[i:I, j:J, k_:k_ + 1])
            lanes_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.erfc(ufuncs.float64(vc[i - 2:I - 2, j - 1:J - 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    