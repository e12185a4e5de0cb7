import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, vc, flux, ua, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (False, False, True))
    res = Field(res, _origin_['res'], (True, True, True))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765800336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767225168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (ua[k_:k_ + 1].astype(np.float64) * (np.float64(1.5) * np.float64(2.0)))
            rho[i:I, j:J, k_:k_ + 1] = ((flux[i:I, j:J, k_:k_ + 1] / np.float64(2.0)) + (np.float64(2.0) * np.float64((-(np.int64(2))))))
            res[i:I, j:J, k_:k_ + 1] = (rho[i:I, j:J, k_:k_ + 1] - ufuncs.float64(res[i:I, j:J, k_ - 1:k_]))
            res[i:I, j:J, k_:k_ + 1] = res[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            res[i:I, j:J, k_:k_ + 1] = flux[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_]
            mask_140333765800336_gen_0[i:I, j:J, k_:k_ + 1] = ((u[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) + vc[i:I, j:J, k_:k_ + 1]) != ufuncs.arccosh((ufuncs.abs(u[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))
            res[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765800336_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.exp(ufuncs.minimum(np.float64(2.0), np.float64(5.0))) + (rho[i:I, j:J, k_:k_ + 1] * flux[i - 1:I - 1, j:J, k_:k_ + 1])), res[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.int64(3)
            area[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                res[i:I, j:J, k_:k_ + 1] = np.where((area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ((area[i:I, j:J, k_:k_ + 1] + res[i:I, j:J, k_:k_ + 1]) - np.where((ufuncs.abs(np.float64(0.5)) == ufuncs.tanh(rho[i:I, j:J, k_:k_ + 1])), np.float64(2.0), res[i:I, j:J, k_:k_ + 1])), res[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where((area[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (area[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            zs_gen_0[i:I, j:J, k_:k_ + 1] = vc[i:I, j - 1:J - 1, k_:k_ + 1]
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((flux[i:I, j - 2:J - 2, k_:k_ + 1] - np.float64(2.0)) == ufuncs.power(flux[i:I, j - 1:J - 1, k_ - 1:k_], np.int64(2))), ufuncs.cbrt(np.float64(2.0)), (zs_gen_0[i:I, j:J, k_:k_ + 1] * flux[i:I, j:J, k_:k_ + 1]))
            val_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                mask_140333767225168_gen_0[i:I, j:J, k_:k_ + 1] = np.where((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (np.bitwise_not((np.float64(2.0) != var[i:I, j:J, k_:k_ + 1].astype(np.float64)))), mask_140333767225168_gen_0[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), mask_140333767225168_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sin((w_gen_0[i:I, j:J, k_:k_ + 1] - w_gen_0[i:I, j:J, k_:k_ + 1])), gz[i:I, j:J, k_:k_ + 1])
                s_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333767225168_gen_0[i:I, j:J, k_:k_ + 1]))), bool(bool(True))), ufuncs.arccos(ufuncs.tanh(ufuncs.float64(rho[i:I, j:J, k_:k_ + 1]))), s_gen_0[i:I, j:J, k_:k_ + 1])
                s_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333767225168_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(bool(bool(True))))), vc[i + 1:I + 1, j:J, k_:k_ + 1], s_gen_0[i:I, j:J, k_:k_ + 1])
                pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), flux[i + 2:I + 2, j:J, k_ - 1:k_], pe_gen_0[i:I, j:J, k_:k_ + 1])
                val_gen_0[i:I, j:J, k_:k_ + 1] = np.where((val_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (val_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), val_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i:I, j:J, k_:k_ + 1] = (u[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) + area[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    