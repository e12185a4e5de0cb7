import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, u, gz, rho, b, cp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    default = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.float32, (1, 1, 0), (True, True, True))
    x = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.float64, (1, 1, 0), (True, True, True))
    printf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    a_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153825324496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829329744_gen_0 = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), bool, (1, 1, 0), (True, True, True))
    mask_140153824032272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int64_t__b90_46_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153824064400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824164880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824052304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153824029008_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829339024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153825296592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            kt[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((kt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(u), np.float64(4.0)))):
                mask_140153825324496_gen_0[i:I, j:J, k_:k_ + 1] = np.where((kt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(u), np.float64(4.0))), (np.float32((-(np.int64(1)))) != ufuncs.remainder(np.float32(cp), gz[i:I, j + 1:J + 1, k_ - 1:k_])), mask_140153825324496_gen_0[i:I, j:J, k_:k_ + 1])
                tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((kt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(u), np.float64(4.0))), mask_140153825324496_gen_0[i:I, j:J, k_:k_ + 1]), ((b[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(u) + np.float64(1.0))) > (u / (ufuncs.abs(b[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), tend[i:I, j:J, k_:k_ + 1])
                kt[i:I, j:J, k_:k_ + 1] = np.where((kt[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(u), np.float64(4.0))), (kt[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), kt[i:I, j:J, k_:k_ + 1])
                
            default[i:I, j:J, k_:k_ + 1] = gz[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 0

            INFINITY[i + 2:I - 2, J - 1:J, k_:k_ + 1] = ufuncs.abs(default[i + 2:I - 2, J - 1:J, k_:k_ + 1])
            mask_140153829329744_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(rho[i:I, j:J, k_ - 1:k_], np.int64(2)).astype(np.float64) <= ufuncs.minimum(np.float64(0.1), gz[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829329744_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arccosh((ufuncs.abs((u + gz[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64))) + np.float64(1.0))), x[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829329744_gen_0[i:I, j:J, k_:k_ + 1], np.float32(u), INFINITY[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829329744_gen_0[i:I, j:J, k_:k_ + 1], gz[i:I, j - 1:J - 1, k_ + 1:k_ + 2], INFINITY[i:I, j:J, k_:k_ + 1])
            x[i + 1:i + 3, j:j + 2, k_:k_ + 1] = x[i + 1:i + 3, j:j + 2, k_:k_ + 1]
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            printf[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1] = np.where((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((rho[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) + printf[i:I, j:J, k_:k_ + 1]) >= (x[i:I, j:J, k_:k_ + 1] - rho[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum((INFINITY[i:I, j:J, k_:k_ + 1] * gz[i:I, j:J, lk + cp]), (INFINITY[i:I, j:J, k_:k_ + 1] * rho[i:I, j:J, k_:k_ + 1].astype(np.float32))), w[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1]), np.float32(u), w[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1]), kt[i:I, j:J, k_:k_ + 1].astype(np.float32), w[i:I, j:J, k_:k_ + 1])
                a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153824032272_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.arctanh((ufuncs.tanh(ufuncs.sqrt(ufuncs.abs(kt[i:I, j:J, k_:k_ + 1]))) * np.float64(0.5))), a_[i:I, j:J, k_:k_ + 1])
                printf[i:I, j:J, k_:k_ + 1] = np.where((printf[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (printf[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), printf[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1] = (np.where(tend[i:I, j:J, k_ + 1:k_ + 2], a_[i:I, j:J, k_:k_ + 1], np.float64(cp)) < b[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64))
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.cosh(ufuncs.tanh(default[i:I, j:J, k_ + 1:k_ + 2])).astype(np.float64) < kt[i:I, j:J, k_ + 1:k_ + 2]), tend[i:I, j:J, k_:k_ + 1])
            mask_140153824064400_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((a_[i:I, j:J, k_:k_ + 1] > a_[i:I, j:J, k_:k_ + 1]))), mask_140153824064400_gen_0[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824064400_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float32(cp) * default[i:I, j:J, k_:k_ + 1]).astype(np.float64) - ufuncs.remainder(u, printf[i:I, j:J, k_:k_ + 1])).astype(np.float32), INFINITY[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153824064400_gen_0[i:I, j:J, k_:k_ + 1]))), ((default[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(0.1)) * ufuncs.float64(rho[i:I, j:J, lk + cp])).astype(np.float32), INFINITY[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153824064400_gen_0[i:I, j:J, k_:k_ + 1]))), np.float32(u), w[i:I, j:J, k_:k_ + 1])
            mask_140153824052304_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(u, a_[i:I, j:J, k_:k_ + 1]) <= kt[i:I, j:J, k_:k_ + 1]), mask_140153824052304_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824052304_gen_0[i:I, j:J, k_:k_ + 1]), (INFINITY[i:I, j:J, k_:k_ + 1].astype(np.float64) * ufuncs.minimum(x[i - 1:I - 1, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1].astype(np.float64))), y[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153824029008_gen_0[i:I, j:J, k_:k_ + 1], mask_140153824052304_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum((u - default[i:I, j:J, k_:k_ + 1].astype(np.float64)), (np.float64(cp) - y[i:I, j:J, k_:k_ + 1])).astype(np.float32), w[i:I, j:J, k_:k_ + 1])
            int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1] = (x[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(np.int64(7))) + np.float64(1.0)))
            int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1] = int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1]
            dz[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(0.0) - int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1]) < (int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1] + int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float64(int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1]), (int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1] - int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1]))
            ua[i:I, j:J, k_:k_ + 1] = (-((int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1] * int64_t__b90_46_21_gen_0[i:I, j:J, k_:k_ + 1])))
            mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((np.float64(cp) == printf[i:I, j:J, k_:k_ + 1])))
            w[i:I, j:J, k_:k_ + 1] = np.where(mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1], np.float32((np.float64(((-(np.int64(2))) + cp)) - ufuncs.remainder(u, np.float64(np.int64(2))))), w[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), vc_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1])), (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1])), (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), default[i:I, j:J, k_:k_ + 1], q_gen_0[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824164880_gen_0[i:I, j:J, k_:k_ + 1])), (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            w[i:I, j:J, k_:k_ + 1] = ((vc_gen_0[i:I, j:J, k_:k_ + 1] + w[i:I, j:J, k_:k_ + 1].astype(np.float64)) + dz[i:I, j:J, k_:k_ + 1]).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            INFINITY[i:I, j:J, k_:k_ + 1] = b[i:I, j:J, lk + ((cp + np.int64(1)) - np.int64(1))].astype(np.float32)
            tend[i:I, j:J, k_:k_ + 1] = (rho[i:I, j:J, lk + cp].astype(np.float64) >= ufuncs.remainder(np.float64(3.5), y[i:I, j:J, k_:k_ + 1]))
            mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(ufuncs.isnan(INFINITY[i:I, j:J, k_:k_ + 1]), (dz[i:I, j:J, k_ - 1:k_] != ua[i:I, j:J, k_:k_ + 1]))
            hi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.abs((gz[i:I, j:J, k_ - 1:k_].astype(np.float64) + kt[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), hi_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1], b[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float32), w[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float64(np.where(tend[i:I, j:J, k_:k_ + 1], x[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1], a_[i:I, j:J, k_:k_ + 1])), ua[i:I, j:J, k_:k_ + 1])
            mask_140153825296592_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(w[i:I, j:J, k_ - 1:k_].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) != dz[i:I, j:J, k_ - 1:k_]), mask_140153825296592_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153829339024_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153825296592_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(cp) / (ufuncs.abs(ua[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))) != ufuncs.maximum(np.float64(1.0), hi_gen_0[i:I, j:J, k_:k_ + 1])), tend[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = (u > (np.float64(cp) * np.float64(10.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    