import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, q, int64_t, val, pt, area, s_x, sizeof, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    q = Field(q, _origin_['q'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, False))
    area = Field(area, _origin_['area'], (True, True, True))
    sizeof = Field(sizeof, _origin_['sizeof'], (True, True, True))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int32_t = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    extern = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memset = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768019280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767895184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765671952_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766546192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764492432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(q[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(val[i + 2:I + 2, j:J, k_ + 1:k_ + 2], (np.float64(np.int64(2)) > ufuncs.float64(pt[i:I, j:J]))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(int64_t) * pt[i + 1:I + 1, j:J]) <= (q[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(s_x) + np.float64(1.0)))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.erf(q[i:I, j:J, k_:k_ + 1]) >= (s_x + pt[i:I, j:J])), res[i:I, j:J, k_:k_ + 1])
            mask_140333768019280_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1])), (q[i:I, j:J, k_:k_ + 1] != (np.float64(0.5) + np.float64(np.int64(2)))), mask_140333768019280_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333767895184_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333768019280_gen_0[i:I, j:J, k_:k_ + 1]), (sizeof[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64) != (pt[i:I, j + 1:J + 1] * s_x)), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = ((pt[i:I, j + 2:J + 2] / (ufuncs.abs(q[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) > ufuncs.power(ufuncs.abs(area[i:I, j:J, k_ + 1:k_ + 2]), np.float64(0.5)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 1

            int32_t[i:I, j:J, k_:k_ + 1] = ufuncs.float64(s_x)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                rho[i:I, j:J, k_:k_ + 1] = np.where((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (int32_t[i:I, j:J, k_:k_ + 1] * (s_x * q[i:I, j:J, k_ + 1:k_ + 2])), rho[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), pt[i + 1:I + 1, j:J], phi[i:I, j:J, k_:k_ + 1])
                flux[i:I, j:J, k_:k_ + 1] = np.where((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (flux[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), flux[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1] = ((phi[i:I, j:J, k_:k_ + 1] * np.float64(0.25)) < ufuncs.remainder(pt[i:I, j + 1:J + 1], np.float64(int64_t)))
            var[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_and(((np.float64((-(np.int64(2)))) + int32_t[i:I, j - 1:J - 1, k_:k_ + 1]) == (-(area[i - 1:I - 1, j:J, k_ - 1:k_]))), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(rho[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) <= ufuncs.trunc(s_x))), ufuncs.float64((-(np.int64(1)))), (rho[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(flux[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), var[i:I, j:J, k_:k_ + 1])
            mask_140333765671952_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((pt[i + 1:I + 1, j - 1:J - 1] - var[i:I, j:J, k_:k_ + 1]) == np.float64(2.0)), np.float64((-(np.int64(2)))), flux[i:I, j:J, k_:k_ + 1]) != ufuncs.arctanh((ufuncs.tanh(int32_t[i:I, j + 1:J + 1, k_:k_ + 1]) * np.float64(0.5)))), mask_140333765671952_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], mask_140333765671952_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.cos((area[i - 2:I - 2, j:J, k_ + 1:k_ + 2] - flux[i:I, j:J, k_:k_ + 1])), var[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], mask_140333765671952_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(val[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1], s_x, np.float64((-(np.int64(2))))) * ufuncs.remainder(np.float64(int64_t), area[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], mask_140333765671952_gen_0[i:I, j:J, k_:k_ + 1]), np.where((rho[i:I, j:J, k_:k_ + 1] == rho[i:I, j:J, k_:k_ + 1]), area[i - 1:I - 1, j:J, k_:k_ + 1], (area[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2] + q[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
            mask_140333766546192_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], res[i:I, j:J, k_:k_ + 1], mask_140333766546192_gen_0[i:I, j:J, k_:k_ + 1])
            extern[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764492432_gen_0[i:I, j:J, k_:k_ + 1], mask_140333766546192_gen_0[i:I, j:J, k_:k_ + 1]), np.where((phi[i:I, j:J, k_:k_ + 1] != pt[i:I, j + 1:J + 1]), ufuncs.remainder(phi[i:I, j:J, k_:k_ + 1], np.float64(0.25)), ufuncs.log10((ufuncs.abs(int32_t[i - 1:I - 1, j:J, k_:k_ + 1]) + np.float64(0.5)))), extern[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.25) * int32_t[i:I, j:J, k_:k_ + 1]) * int32_t[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1])
            extern[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(val[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2], (area[i - 1:I - 1, j:J, k_:k_ + 1] >= extern[i:I, j:J, k_:k_ + 1])), ufuncs.float64(pt[i + 1:I + 1, j + 2:J + 2]), (q[i:I, j:J, k_:k_ + 1] - gz_gen_0[i:I, j:J, k_:k_ + 1]))
            rho[i:I, j:J, k_:k_ + 1] = np.float64(ufuncs.float32(ufuncs.log10((np.float64(ufuncs.abs(int64_t)) + np.float64(0.5)))))
            memset[i:I, j:J, k_:k_ + 1] = s_x
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = ((memset[i:I, j:J, k_:k_ + 1] - var[i:I, j:J, k_:k_ + 1]) == ufuncs.remainder(area[i - 1:I - 1, j:J, k_:k_ + 1], flux[i:I, j:J, k_:k_ + 1]))
            extern[i + 1:I, J - 2:J, k_:k_ + 1] = (ufuncs.float32(pt[i + 1:I, J - 3:J - 1]).astype(np.float64) + np.where(res[i + 1:I, J - 2:J, k_:k_ + 1], phi[i + 1:I, J - 2:J, k_:k_ + 1], np.float64(np.int64(2))))
            # --- end horizontal block --

        # --- end vertical block ---
    