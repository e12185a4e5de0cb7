import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, c, j0, hi, x, lanes, var, vc, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    j0 = Field(j0, _origin_['j0'], (False, False, True))
    x = Field(x, _origin_['x'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333760926800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t__ca6_15_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333765757200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs__ca6_15_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ca6_15_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333759412240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmax_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761585552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333760926800_gen_0[i:I, j:J, k_:k_ + 1] = (vc[i:I, j:J, k_:k_ + 1].astype(np.float64) != (vc[i:I, j:J, k_:k_ + 1].astype(np.float64) * x[i:I, j:J, lk + ((lanes + np.int64(1)) - np.int64(1))]))
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333760926800_gen_0[i:I, j:J, k_:k_ + 1], np.float32(cp), vc[i:I, j:J, k_:k_ + 1])
            zs__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(1.0)
            t__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1] = j0[k_:k_ + 1]
            mask_140333765757200_gen_0[i:I, j:J, k_:k_ + 1] = (zs__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            t__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765757200_gen_0[i:I, j:J, k_:k_ + 1], np.float32(np.float64(2.0)), t__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(zs__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.5))
            var[i:I, j:J, k_:k_ + 1] = ufuncs.trunc(RETURN_VALUE__ca6_15_20_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333759412240_gen_0[i:I, j:J, k_:k_ + 1] = ((x[i:I, j + 1:J + 1, k_:k_ + 1] - j0[k_ - 1:k_].astype(np.float64)) > np.float64(lanes))
            expf[i:I, j:J, k_:k_ + 1] = np.where(mask_140333759412240_gen_0[i:I, j:J, k_:k_ + 1], flux[i + 2:I + 2, j:J, k_ + 1:k_ + 2], expf[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            y[i:I, j:J, k_:k_ + 1] = ufuncs.erfc(ufuncs.float64(lanes))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area[i:I, j:J, k_:k_ + 1] = ((expf[i:I, j:J, k_:k_ + 1] - x[i:I, j + 1:J + 1, k_ - 1:k_]) * (-(j0[k_ + 1:k_ + 2])).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = ((hi + hi) - j0[k_ - 1:k_])
            fmax_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(j0[k_:k_ + 1].astype(np.float64), np.float64(1.0)) + (expf[i:I, j:J, k_ - 1:k_] * cp))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.25)
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0)))):
                c[i:I, j:J, k_:k_ + 1] = np.where((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), np.float64(2.0), c[i:I, j:J, k_:k_ + 1])
                mask_140333761585552_gen_0[i:I, j:J, k_:k_ + 1] = np.where((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), np.bitwise_or((x[i:I, j:J, k_:k_ + 1] > y[i:I, j:J, k_:k_ + 1]), (np.float64(np.int64(3)) == area[i:I, j:J, k_:k_ + 1])), mask_140333761585552_gen_0[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), mask_140333761585552_gen_0[i:I, j:J, k_:k_ + 1]), ((val_gen_0[i:I, j:J, k_:k_ + 1] * val_gen_0[i:I, j:J, k_:k_ + 1]) - np.where(((area[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(c[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) == (area[i:I, j:J, k_:k_ + 1] + np.float64(0.5))), y[i:I, j:J, k_:k_ + 1], np.float64(hi))), c[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), (np.bitwise_not(mask_140333761585552_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.remainder(vc[i:I, j:J, k_ + 1:k_ + 2], np.float32(np.int64(0))), vc[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), (np.bitwise_not(mask_140333761585552_gen_0[i:I, j:J, k_:k_ + 1]))), ((var[i:I, j:J, k_:k_ + 1] + var[i:I, j:J, k_:k_ + 1]) + np.where(((np.float64(lanes) - u_gen_0[i:I, j:J, k_:k_ + 1]) >= ufuncs.tan(ufuncs.tanh(ufuncs.float64(np.int64(3))))), cp, y[i:I, j:J, k_:k_ + 1])).astype(np.float32), vc[i:I, j:J, k_:k_ + 1])
                u_gen_0[i:I, j:J, k_:k_ + 1] = np.where((u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(y[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]), np.float64(4.0))), (u_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    