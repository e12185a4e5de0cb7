import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, u, fabs, qv, y, pe, typeof, q, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, False))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153863886096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863987728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864521552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865939792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864725200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862292688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864507536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864564944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = (-(np.int64(0)))
            res[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(u[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153863886096_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.sqrt(ufuncs.abs(y[i:I, j:J])) < np.float64(typeof))
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863886096_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((np.float64(0.001) - fabs[i:I, j:J, k_:k_ + 1].astype(np.float64)))), (-(np.float64(100000.0)))), np.float64(100000.0))), res[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                res[i:I, j:J, k_:k_ + 1] = np.where((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((res[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(q[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), res[i:I, j:J, k_:k_ + 1])
                mask_140153863987728_gen_0[i:I, j:J, k_:k_ + 1] = np.where((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.bitwise_or(np.bitwise_and((pe[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) >= ufuncs.sin(ufuncs.float64(fabs[i:I, j:J, k_ - 1:k_]))), (ufuncs.minimum(pe[i:I, j:J, k_:k_ + 1], res[i:I, j:J, k_:k_ + 1].astype(np.float32)) <= ufuncs.erf(pe[i:I, j:J, k_ + 1:k_ + 2]))), (ufuncs.erfc(typeof) >= pe[i:I, j:J, k_:k_ + 1])), mask_140153863987728_gen_0[i:I, j:J, k_:k_ + 1])
                res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153863987728_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((q[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_].astype(np.float64) / u[i:I, j:J, k_:k_ + 1]) * b[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), res[i:I, j:J, k_:k_ + 1])
                res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153863987728_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), res[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where((b[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (b[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), b[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.sqrt(ufuncs.abs((np.float64((-(np.int64(2)))) * y[i:I, j:J]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153864521552_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(np.bitwise_or(((-(np.int64(2))) >= (-(np.int64(2)))), ((u[i:I, j - 2:J - 2, k_ - 1:k_] * pe[i:I, j:J, k_ - 1:k_].astype(np.float64)) == (-(pe[i:I, j:J, k_:k_ + 1])).astype(np.float64))), (u[i - 1:I - 1, j:J, k_:k_ + 1] > res[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            mask_140153865939792_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864521552_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(q[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float32), gz[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64) == np.float64(3.5)), mask_140153865939792_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864521552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153865939792_gen_0[i:I, j:J, k_:k_ + 1]), np.int64(0), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864521552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153865939792_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(typeof), (-(np.float64(100000.0)))), np.float64(100000.0))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(typeof), (-(np.float64(100000.0)))), np.float64(100000.0)))
            res[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(1.0) * pe[i:I, j:J, k_:k_ + 1].astype(np.float64)) - np.float64(ufuncs.int64(np.int64(0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J] = (area[i:I, j:J, k_:k_ + 1] + q[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153862292688_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(res[i:I, j:J, k_:k_ + 1].astype(np.float64), y[i:I, j:J]) <= ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(res[i:I, j:J, k_:k_ + 1])) * np.float64(0.5))))
            y[i:I, j:J] = np.where(mask_140153862292688_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.gamma((ufuncs.minimum(ufuncs.abs((-(np.float64(0.5)))), np.float64(6.0)) + np.float64(0.5))), y[i:I, j:J])
            y[i:I, j:J] = np.where((np.bitwise_not(mask_140153862292688_gen_0[i:I, j:J, k_:k_ + 1])), u[i:I, j:J, lk + qv[i:I, j:J, k_:k_ + 1]], y[i:I, j:J])
            y[i:I, j:J] = np.where((np.bitwise_not(mask_140153862292688_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.erfc(ufuncs.float64(res[i:I, j:J, k_ - 1:k_])) + (q[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(fabs[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0)))), y[i:I, j:J])
            y[i:I, j:J] = np.where((y[i:I, j:J] <= res[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(b[i:I, j:J, k_:k_ + 1])), (np.float64(typeof) * b[i:I, j:J, k_:k_ + 1]))
            mask_140153864507536_gen_0[i:I, j:J, k_:k_ + 1] = (typeof != (pe[i:I, j:J, k_ + 1:k_ + 2] * area[i:I, j:J, k_:k_ + 1].astype(np.float32)))
            mask_140153864564944_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864507536_gen_0[i:I, j:J, k_:k_ + 1], ((fabs[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64) * res[i:I, j:J, k_:k_ + 1]).astype(np.float64) == (b[i:I, j:J, k_ - 1:k_] - np.float64(typeof))), mask_140153864564944_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J] = np.where(np.bitwise_and(mask_140153864507536_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864564944_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.tanh(typeof)), y[i:I, j:J])
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864507536_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864564944_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(q[i:I, j:J, k_ + 1:k_ + 2]), a_gen_0[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = ((q[i:I, j:J, k_ + 1:k_ + 2] + q[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs((-(u[i:I, j:J, k_:k_ + 1]))) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    