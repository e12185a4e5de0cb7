import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, zs, x, a, tmp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float32, (1, 1, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    free = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855787088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153848092624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851015696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850479632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853466064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a___gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ua[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(tmp[i:I, j:J, k - 1:K - 1])), np.float64(6.0)) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 1, _dJ_ + 0

        x_s[i:I, j:J, k:K] = ((x + tmp[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.float32)) - np.where((tmp[i:I, j - 1:J - 1, k - 1:K - 1].astype(np.float64) <= ufuncs.float64(tmp[i + 1:I + 1, j:J, k:K])), tmp[i:I, j - 2:J - 2, k + 1:K + 1].astype(np.float32), x))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        c[i:I, j:J, k:K] = np.bitwise_and((zs[i:I, j:J, k + 1:K + 1] >= x), (x >= x_s[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        c[i:I, j:J, k:K] = ((ua[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(zs[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) > (np.float64(10.0) - tmp[i - 1:I - 1, j + 1:J + 1, k + 1:K + 1].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ua[I - 2:I - 1, J - 2:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(x_s[I - 2:I - 1, J - 2:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153855787088_gen_0[i:I, j:J, k:K] = (a[i:I, j:J, k - 1:K - 1] > (tmp[i:I, j - 1:J - 1, k - 1:K - 1].astype(np.float32) * a[i:I, j:J, k - 1:K - 1]))
        c[i:I, j:J, k:K] = np.where(mask_140153855787088_gen_0[i:I, j:J, k:K], ((a[i:I, j:J, k + 1:K + 1] + ua[i:I, j:J, k:K].astype(np.float32)) >= ufuncs.abs(ua[i:I, j:J, k:K]).astype(np.float32)), c[i:I, j:J, k:K])
        vc[i:I, j:J, k:K] = np.where(mask_140153855787088_gen_0[i:I, j:J, k:K], (np.bitwise_not(ufuncs.isnan(ufuncs.float64(tmp[i:I, j:J, k:K])))), vc[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        c[i:I, j:J, k:K] = ufuncs.isfinite(x)
        mask_140153848092624_gen_0[i:I, j:J, k:K] = (np.bitwise_not(np.bitwise_or(((a[i:I, j:J, k:K] - x) == (x_s[i:I, j:J, k:K] * x)), (ufuncs.erfc(ufuncs.float64(tmp[i:I, j + 2:J + 2, k - 1:K - 1])) == (-(ua[i:I, j:J, k:K])).astype(np.float64)))))
        mask_140153851015696_gen_0[i:I, j:J, k:K] = np.where(mask_140153848092624_gen_0[i:I, j:J, k:K], ((ua[i:I, j:J, k:K] * ua[i:I, j:J, k:K]) < tmp[i + 2:I + 2, j:J, k:K].astype(np.int64)), mask_140153851015696_gen_0[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848092624_gen_0[i:I, j:J, k:K], mask_140153851015696_gen_0[i:I, j:J, k:K]), (ufuncs.float32(a[i:I, j:J, k:K]).astype(np.float64) >= (ua[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(np.float64(0.1)) + np.float64(1.0)))), c[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848092624_gen_0[i:I, j:J, k:K], mask_140153851015696_gen_0[i:I, j:J, k:K]), (a[i:I, j:J, k:K].astype(np.float64) <= np.float64(0.001)), c[i:I, j:J, k:K])
        free[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848092624_gen_0[i:I, j:J, k:K], mask_140153851015696_gen_0[i:I, j:J, k:K]), np.where((x_s[i:I, j:J, k:K] >= (ua[i:I, j:J, k:K].astype(np.float32) - a[i:I, j:J, k:K])), ufuncs.round(x_s[i:I, j:J, k:K]), tmp[i:I, j - 2:J - 2, k:K].astype(np.float32)), free[i:I, j:J, k:K])
        free[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153848092624_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153851015696_gen_0[i:I, j:J, k:K]))), ufuncs.arccosh((ufuncs.abs(ufuncs.trunc(a[i:I, j:J, k:K])).astype(np.float64) + np.float64(1.0))).astype(np.float32), free[i:I, j:J, k:K])
        free[i:I, j:J, k:K] = np.where(mask_140153848092624_gen_0[i:I, j:J, k:K], np.where(((np.float64(0.001) + free[i:I, j:J, k:K].astype(np.float64)) > ua[i:I, j:J, k:K].astype(np.float64)), ufuncs.minimum(np.float64(np.int64(1)), np.float64(10.0)), tmp[i - 1:I - 1, j - 2:J - 2, k:K].astype(np.float64)).astype(np.float32), free[i:I, j:J, k:K])
        mask_140153850479632_gen_0[i:I, j:J, k:K] = c[i:I, j:J, k:K]
        var[i:I, j:J, k:K] = np.where(mask_140153850479632_gen_0[i:I, j:J, k:K], np.float64(0.0), var[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153850479632_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < np.float64(3.0)))):
            t[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850479632_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < np.float64(3.0))), (a[i:I, j:J, k:K].astype(np.float64) > np.float64(0.1)), t[i:I, j:J, k:K])
            var[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153850479632_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < np.float64(3.0))), (var[i:I, j:J, k:K] + np.float64(1.0)), var[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1] = ((-(free[i:I, j:J, k_:k_ + 1])) > np.float32((-(np.int64(1)))))
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), b_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (b_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (b_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (np.where(t[i:I, j:J, k_:k_ + 1], np.float64(x), b_gen_0[i:I, j:J, k_:k_ + 1]) - (np.float32(np.int64(7)) + a[i:I, j:J, k_:k_ + 1]).astype(np.float64)), v_gen_0[i:I, j:J, k_:k_ + 1])
                b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (b_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (b_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), b_gen_0[i:I, j:J, k_:k_ + 1])
                
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), y_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0))))):
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))), var[i:I, j:J, k_:k_ + 1], v_gen_0[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))), ufuncs.float64((-(np.float64(0.001)))), gz_gen_0[i:I, j:J, k_:k_ + 1])
                y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (y_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(x)), np.float64(4.0)))), (y_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y_gen_0[i:I, j:J, k_:k_ + 1])
                
            a___gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(x_s[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64), gz_gen_0[i:I, j:J, k_:k_ + 1]) < ufuncs.abs(tmp[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64)), a___gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853466064_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.minimum(np.float64((-(np.int64(1)))), v_gen_0[i:I, j:J, k_:k_ + 1]) == ufuncs.power(ufuncs.abs(zs[i:I, j:J, k_:k_ + 1]), np.float64(0.5))), vc[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.log10((ufuncs.abs((x_s[i:I, j:J, k_:k_ + 1] - x_s[i - 1:I - 1, j:J, k_:k_ + 1])).astype(np.float64) + np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    