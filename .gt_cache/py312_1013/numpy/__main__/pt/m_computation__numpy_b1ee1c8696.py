import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, val, w, v, free, q, kt, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (False, False, True))
    val = Field(val, _origin_['val'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    kt = Field(kt, _origin_['kt'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NULL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767531088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767155728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    EOF_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772485904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767822032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333767155728_gen_0[i:I, j:J, k:K] = (np.float64(0.5) >= (ua[i:I, j:J, k:K] + np.float64(-1.25)))
        u[i:I, j:J, k:K] = np.where(mask_140333767155728_gen_0[i:I, j:J, k:K], ufuncs.maximum((w[i:I, j:J, k:K].astype(np.float64) * np.float64(-1.25)), (-(val[i:I, j + 1:J + 1, k + 1:K + 1]))), u[i:I, j:J, k:K])
        mask_140333767531088_gen_0[i:I, j:J, k:K] = np.where(mask_140333767155728_gen_0[i:I, j:J, k:K], ((val[i + 1:I + 1, j:J, k:K] + ua[i:I, j:J, k:K]) < (gz[k:K] + q[i - 2:I - 2, j - 2:J - 2, k - 1:K - 1]).astype(np.float64)), mask_140333767531088_gen_0[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333767155728_gen_0[i:I, j:J, k:K], mask_140333767531088_gen_0[i:I, j:J, k:K]), ((gz[k - 1:K - 1].astype(np.float64) * v) - np.float64(-1.25)).astype(np.float32), w[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u[i:I, j:J, k:K] = ufuncs.erf((ua[i:I, j:J, k:K] + gz[k - 1:K - 1].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333772485904_gen_0[i:I, j:J, k:K] = ((np.float64(-1.25) / u[i:I, j:J, k:K]) < (ua[i:I, j:J, k:K] - np.float64(0.5)))
        w[i:I, j:J, k:K] = np.where(mask_140333772485904_gen_0[i:I, j:J, k:K], ((np.float64(np.int64(3)) + val[i + 1:I + 1, j:J, k + 1:K + 1]) / (ufuncs.abs(val[i:I, j + 1:J + 1, k:K]) + np.float64(1.0))).astype(np.float32), w[i:I, j:J, k:K])
        mask_140333767822032_gen_0[i:I, j:J, k:K] = np.where(mask_140333772485904_gen_0[i:I, j:J, k:K], ((val[i - 2:I - 2, j - 2:J - 2, k:K] * np.float64(0.001)) <= val[i:I, j:J, lk + kt[i:I, j:J, k:K]]), mask_140333767822032_gen_0[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333772485904_gen_0[i:I, j:J, k:K], mask_140333767822032_gen_0[i:I, j:J, k:K]), ua[i:I, j:J, k:K], ua[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333772485904_gen_0[i:I, j:J, k:K], mask_140333767822032_gen_0[i:I, j:J, k:K]), gz[k - 1:K - 1].astype(np.float32), w[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333772485904_gen_0[i:I, j:J, k:K], mask_140333767822032_gen_0[i:I, j:J, k:K]), ua[i:I, j:J, k:K].astype(np.float32), w[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333772485904_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333767822032_gen_0[i:I, j:J, k:K]))), (np.float64(-1.25) + np.where(free[i:I, j:J, k:K], ua[i:I, j:J, k:K], u[i:I, j:J, k:K])), ua[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333772485904_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333767822032_gen_0[i:I, j:J, k:K]))), ((ua[i:I, j:J, k:K] - np.float64(1.0)) / np.float64(0.0)), ua[i:I, j:J, k:K])
        b_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((b_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k:K]), np.float64(4.0)))):
            area[i:I, j:J, k:K] = np.where((b_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k:K]), np.float64(4.0))), ((gz[k + 1:K + 1].astype(np.float64) + ua[i:I, j:J, k:K]) - ua[i:I, j:J, k:K]), area[i:I, j:J, k:K])
            area[i:I, j:J, k:K] = np.where((b_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k:K]), np.float64(4.0))), ufuncs.float64(ua[i:I, j:J, k:K]), area[i:I, j:J, k:K])
            b_gen_0[i:I, j:J, k:K] = np.where((b_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I, j - 2:J - 2, k:K]), np.float64(4.0))), (b_gen_0[i:I, j:J, k:K] + np.float64(1.0)), b_gen_0[i:I, j:J, k:K])
            
        NULL[i:I, j:J, k:K] = (-((val[i - 2:I - 2, j + 2:J + 2, k - 1:K - 1] - v)))
        EOF_gen_0[i:I, j:J, k:K] = (np.float64(-1.25) / (ufuncs.abs(ufuncs.power(gz[k - 1:K - 1], np.int64(2))).astype(np.float64) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        free[i:I, j:J, k:K] = np.bitwise_or((NULL[i:I, j:J, k:K] == area[i:I, j:J, k:K]), np.bitwise_and((ufuncs.power(q[i - 2:I - 2, j + 1:J + 1, k:K], np.int64(2)).astype(np.float64) > ua[i:I, j:J, k:K]), ((np.int64(0) - q[i:I, j:J, lk + ((kt[i:I, j:J, k:K].astype(np.int64) + np.int64(1)) - np.int64(1))].astype(np.int64)).astype(np.float64) > val[i:I, j:J, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    