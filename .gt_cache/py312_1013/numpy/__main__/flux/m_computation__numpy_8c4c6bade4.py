import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, q, area, x, b_1_, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, False))
    x = Field(x, _origin_['x'], (True, True, True))
    
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    const = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153865539856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865986896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861580752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i + 1:I, j:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((pe[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(b_1_)), np.float64(4.0)))):
                q[i + 1:I, j:j + 2, k_:k_ + 1] = np.where((pe[i + 1:I, j:j + 2, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(b_1_)), np.float64(4.0))), np.float64(3.5), q[i + 1:I, j:j + 2, k_:k_ + 1])
                pe[i + 1:I, j:j + 2, k_:k_ + 1] = np.where((pe[i + 1:I, j:j + 2, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(b_1_)), np.float64(4.0))), (pe[i + 1:I, j:j + 2, k_:k_ + 1] + np.float64(1.0)), pe[i + 1:I, j:j + 2, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                mask_140153865539856_gen_0[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((np.float64(10.0) + np.float64(0.1)) == (area[i:I, j:J].astype(np.float64) + pe[i:I, j:J, k_:k_ + 1])), mask_140153865539856_gen_0[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), mask_140153865539856_gen_0[i:I, j:J, k_:k_ + 1]), qv[i:I, j:J, k_ - 1:k_].astype(np.float64), q[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), mask_140153865539856_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.round_away_from_zero(q[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), mask_140153865539856_gen_0[i:I, j:J, k_:k_ + 1]), (np.where((ufuncs.arcsinh(w[i:I, j:J, k_:k_ + 1]) >= ufuncs.arccos(ufuncs.tanh(w[i:I, j:J, k_:k_ + 1]))), q[i:I, j:J, k_:k_ + 1], np.float64(b_1_)) / (np.float64((-(np.int64(2)))) + np.float64(0.001))), q[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), np.float64(b_1_), q[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (w[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), w[i:I, j:J, k_:k_ + 1])
                
            const[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((const[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                q[i:I, j:J, k_:k_ + 1] = np.where((const[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((x[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64) + w[i:I, j:J, k_:k_ + 1]) * const[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where((const[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.remainder(const[i:I, j:J, k_:k_ + 1], (b_1_ + area[i:I, j:J].astype(np.float32)).astype(np.float64)), c[i:I, j:J, k_:k_ + 1])
                const[i:I, j:J, k_:k_ + 1] = np.where((const[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (const[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), const[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area[i:I - 1, j:J] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((area[i:I - 1, j:J] - x[i:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.int64)).astype(np.float64) * (pe[i:I - 1, j:J, k_:k_ + 1] - area[i:I - 1, j:J].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            qv[i:I - 1, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(const[i:I - 1, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            qv[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((c[i:I, j:J, k_:k_ + 1] + (b_1_ + x[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float32)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153865986896_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(((const[i:I, j:J, k_ - 1:k_] + const[i:I, j:J, k_ - 1:k_]) < (c[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(x[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))))
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865986896_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.round_away_from_zero((np.float64(b_1_) - np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), qv[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865986896_gen_0[i:I, j:J, k_:k_ + 1], x[i:I, j - 2:J - 2, k_:k_ + 1], qv[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153865986896_gen_0[i:I, j:J, k_:k_ + 1])), (-(ufuncs.maximum(const[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1]))), val[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(ufuncs.arctan(b_1_)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153861580752_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(np.int64(0), np.int64(2)) > area[i:I, j:J])
            area[i:I, j:J] = np.where(mask_140153861580752_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cosh(ufuncs.tanh((c[i:I, j:J, k_:k_ + 1] / w[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), area[i:I, j:J])
            area[i:I, j:J] = np.where(mask_140153861580752_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), area[i:I, j:J])
            area[i:I, j:J] = np.where(mask_140153861580752_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs((-(const[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), area[i:I, j:J])
            val[i:I, j:J, k_:k_ + 1] = np.float64(b_1_)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.power(pe[i:I, j:J, k_:k_ + 1], np.int64(2))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            area[i:I, j:J] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(q[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))
            val[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(val[i:I, j:J, k_:k_ + 1], ufuncs.arctan(val[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    