import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, t0, delp, union, zs, ua, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    t0 = Field(t0, _origin_['t0'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    time = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int64_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ti0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    short = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153854069328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856030672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153847347920_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    lanes__bfa_53_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var__bfa_53_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153854069328_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((t0[i:I, j:J, k_:k_ + 1].astype(np.float64) == ua[i:I, j:J, k_ - 1:k_])))
            ua[i:I, j:J, k_ - 1:k_] = np.where(mask_140153854069328_gen_0[i:I, j:J, k_:k_ + 1], t0[i:I, j:J, k_:k_ + 1].astype(np.float64), ua[i:I, j:J, k_ - 1:k_])
            time[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153854069328_gen_0[i:I, j:J, k_:k_ + 1])), ((union[i:I, j - 2:J - 2, k_:k_ + 1] / np.float64(-1.25)) + (ua[i:I, j:J, k_:k_ + 1] + np.float64(-1.25))), time[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                int64_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.float64(-1.25) <= np.where(((np.float64(-1.25) / np.float64(gz)) > t0[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(3.5), np.float64(zs)))), (time[i:I, j:J, k_:k_ + 1] + (np.float64(zs) * ua[i:I, j:J, k_ + 1:k_ + 2])), int64_t[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not((np.float64(-1.25) <= np.where(((np.float64(-1.25) / np.float64(gz)) > t0[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(3.5), np.float64(zs)))))), ((np.float64(-1.25) / time[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)), ua[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not((np.float64(-1.25) <= np.where(((np.float64(-1.25) / np.float64(gz)) > t0[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(3.5), np.float64(zs)))))), np.float64(gz), ua[i:I, j:J, k_:k_ + 1])
                flux[i:I, j:J, k_:k_ + 1] = np.where((flux[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (flux[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), flux[i:I, j:J, k_:k_ + 1])
                
            int64_t[i:I, j:J, k_:k_ + 1] = ufuncs.arcsinh((np.float64(3.5) * np.float64(gz)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ti0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ti0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                short[i:I, j:J, k_:k_ + 1] = np.where((ti0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((np.float64(zs) - ua[i:I, j:J, k_:k_ + 1]) - (np.float64(3.5) + time[i:I, j:J, k_:k_ + 1])), short[i:I, j:J, k_:k_ + 1])
                ti0[i:I, j:J, k_:k_ + 1] = np.where((ti0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (ti0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ti0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            short[i:I, j:J, k_:k_ + 1] = ti0[i:I, j:J, k_:k_ + 1]
            a[i:I, j:J, k_:k_ + 1] = (delp[i:I, j:J, k_ - 1:k_] * ufuncs.maximum(phi[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64), delp[i - 1:I - 1, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(bool(bool(False)), np.bitwise_and((short[i:I, j:J, k_:k_ + 1] > short[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(flux[i:I, j:J, k_ + 1:k_ + 2], ti0[i:I, j:J, k_:k_ + 1]) == short[i:I, j:J, k_ + 1:k_ + 2])))
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], np.float64(zs), ua[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), qv_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(union[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0))))):
                int64_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(union[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), ufuncs.log((ufuncs.abs((ua[i:I, j:J, k_ - 1:k_] - np.float64(-1.25))) + np.float64(0.5))), int64_t[i:I, j:J, k_:k_ + 1])
                int64_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(union[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), ua[i:I, j:J, k_ + 1:k_ + 2], int64_t[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(union[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]), np.float64(4.0)))), (qv_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv_gen_0[i:I, j:J, k_:k_ + 1])
                
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856030672_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.cbrt(ua[i:I, j:J, k_ - 1:k_]), ua[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            int64_t[i:I, j:J, k_:k_ + 1] = ((np.float64(np.int64(0)) - int64_t[i:I, j:J, k_:k_ + 1]) * ufuncs.remainder(short[i:I, j:J, k_:k_ + 1], a[i:I, j:J, k_:k_ + 1]))
            lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(np.int64(0)) + np.float64(0.1)) <= int64_t[i:I, j:J, k_:k_ + 1]), np.float64(gz), union[i + 2:I + 2, j:J, k_:k_ + 1])
            var__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(-1.25) * np.float64(zs))
            mask_140153847347920_gen_0[i:I, j:J, k_:k_ + 1] = (lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153847347920_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(var__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1]) + lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1]), lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1])
            lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153847347920_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.1), lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1])
            expf_gen_0[i:I, j:J, k_:k_ + 1] = var__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1]
            tend_gen_0[i:I, j:J, k_:k_ + 1] = lanes__bfa_53_29_gen_0[i:I, j:J, k_:k_ + 1]
            expf_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.floor((short[i:I, j:J, k_:k_ + 1] - a[i:I, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    