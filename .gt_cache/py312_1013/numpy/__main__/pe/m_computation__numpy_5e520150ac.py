import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, int64_t, qv, typedef, INFINITY, flux, rho, vc, a__, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    typedef = Field(typedef, _origin_['typedef'], (True, True, True))
    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, False))
    
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    i0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    void = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    typeof = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    buffers_ok = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int32_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_run = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__a35_24_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153841802960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834993232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    goto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153837428112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153834104208_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153840735760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__a35_39_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843719760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    kt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837631056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = typedef[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2]
            dz[i:i + 2, J - 2:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                b_1_[i:i + 2, J - 2:J, k_:k_ + 1] = np.where((dz[i:i + 2, J - 2:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:i + 2, J - 2:J, k_:k_ + 1]), np.float64(4.0))), ufuncs.remainder((rho[i:i + 2, J - 2:J, k_ - 1:k_].astype(np.float64) + a__[i:i + 2, J - 3:J - 1]), ufuncs.power(ufuncs.abs(ua[i:i + 2, J - 2:J, k_:k_ + 1]), np.float64(0.5))), b_1_[i:i + 2, J - 2:J, k_:k_ + 1])
                dz[i:i + 2, J - 2:J, k_:k_ + 1] = np.where((dz[i:i + 2, J - 2:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:i + 2, J - 2:J, k_:k_ + 1]), np.float64(4.0))), (dz[i:i + 2, J - 2:J, k_:k_ + 1] + np.float64(1.0)), dz[i:i + 2, J - 2:J, k_:k_ + 1])
                
            zs[i:i + 2, J - 2:J, k_:k_ + 1] = vc[i - 2:i, J - 2:J, k_:k_ + 1]
            i0[i:i + 2, J - 2:J, k_:k_ + 1] = (zs[i:i + 2, J - 2:J, k_:k_ + 1] * ufuncs.arccos(ufuncs.tanh(ufuncs.float64(np.int64(0)))))
            pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.int64(0)
            mask_140153841802960_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0))
            pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153841802960_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], ((np.float64(10.0) / (ufuncs.abs(pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) - pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1].astype(np.float64)).astype(np.int64), pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])
            mask_140153834993232_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = (pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1].astype(np.float64) < np.float64(0.0))
            pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140153834993232_gen_0[i:i + 2, J - 2:J, k_:k_ + 1], ufuncs.maximum(ufuncs.sqrt(ufuncs.abs(np.float64(10.0))), (pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))).astype(np.int64), pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])
            void[i:i + 2, J - 2:J, k_:k_ + 1] = pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]
            goto_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] = ((pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1] + pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs(ufuncs.abs(pt__a35_24_29_gen_0[i:i + 2, J - 2:J, k_:k_ + 1])).astype(np.float64) + np.float64(1.0)))
            i0[i:I, j:J, k_:k_ + 1] = (void[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(ufuncs.remainder(goto_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.001))) + np.float64(1.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            typeof[i:I, j:J, k_:k_ + 1] = (-(vc[i + 1:I + 1, j:J, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok[i:I, j:J, k_:k_ + 1] = i0[i:I, j:J, k_:k_ + 1]
            cp_gen_0[I - 1:I, j:J, k_:k_ + 1] = INFINITY[I - 2:I - 1, j:J, k_:k_ + 1]
            mask_140153837428112_gen_0[i:I, j:J, k_:k_ + 1] = (i0[i:I, j:J, k_:k_ + 1] < i0[i:I, j:J, k_:k_ + 1])
            mask_140153834104208_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153837428112_gen_0[i:I, j:J, k_:k_ + 1], (np.where((np.float64(1.5) > ufuncs.trunc(ua[i:I, j:J, k_:k_ + 1])), i0[i:I, j:J, k_:k_ + 1], buffers_ok[i:I, j:J, k_:k_ + 1]) <= (a__[i:I, j:J] / (ufuncs.abs(i0[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))), mask_140153834104208_gen_0[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153837428112_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834104208_gen_0[i:I, j:J, k_:k_ + 1]), np.where((ua[i:I, j:J, k_:k_ + 1] > ufuncs.float64(dz[i:I, j:J, k_:k_ + 1])), np.where(((np.float64(np.int64(0)) + typeof[i:I, j - 1:J - 1, k_:k_ + 1]) > ufuncs.power(ufuncs.abs(a__[i - 1:I - 1, j - 1:J - 1]), np.float64(0.5))), np.int64(3), qv[i:I, j:J, k_:k_ + 1]).astype(np.float64), (-(np.float64(0.25)))), i0[i:I, j:J, k_:k_ + 1])
            cp_gen_0[i:I, j:J, k_:k_ + 1] = (-(a__[i + 2:I + 2, j - 1:J - 1])).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok[i:I, j:J - 1, k_:k_ + 1] = np.float64(np.int64(0))
            pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] = (typeof[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1] * np.float64(2.0))
            mask_140153840735760_gen_0[i:I, j:J, k_:k_ + 1] = (pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840735760_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(10.0) / (ufuncs.abs(pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) - pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1]), pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153843719760_gen_0[i:I, j:J, k_:k_ + 1] = (pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843719760_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.sqrt(ufuncs.abs(np.float64(10.0))), (pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1]
            int32_t[i:I, j:J, k_:k_ + 1] = ((pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1] + pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(ufuncs.abs(pt__a35_39_28_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            u_gen_0[i:I, j:J, k_:k_ + 1] = (a__[i:I, j + 1:J + 1] + (INFINITY[i + 2:I + 2, j:J, k_ - 1:k_] * np.float32(np.int64(0))).astype(np.float64))
            buffers_ok[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(dz[i:I, j:J, k_:k_ + 1], (-(rho[i:I, j:J, k_ - 1:k_])).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            isobar_run[i:I, j:J, k_:k_ + 1] = ufuncs.abs(ufuncs.float64(typedef[i + 1:I + 1, j:J, k_:k_ + 1]))
            buffers_ok[i:I, j:J, k_:k_ + 1] = ((np.float64(0.5) + void[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) - (b_1_[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(2))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            kt_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(ufuncs.float64(vc[i:I, j:J, lk + int64_t[i:I, j:J, k_:k_ + 1]]))
            kt_gen_0[i:I, j:J, k_:k_ + 1] = bool(bool(True))
            mask_140153837631056_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((int32_t[i:I, j:J, k_:k_ + 1] != np.float64(np.int64(1))), np.bitwise_or((ufuncs.trunc(isobar_run[i:I, j:J, k_ + 1:k_ + 2]) > ufuncs.arcsin(ufuncs.tanh(buffers_ok[i:I, j:J, k_:k_ + 1]))), flux))
            mask[i:I, j:J, k_:k_ + 1] = np.where(mask_140153837631056_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.erf((zs[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(0)))), mask[i:I, j:J, k_:k_ + 1])
            int32_t[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153837631056_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.cbrt((np.float64(np.int64(0)) - typeof[i:I, j:J, k_:k_ + 1])), int32_t[i:I, j:J, k_:k_ + 1])
            buffers_ok[i:I, j:J, k_:k_ + 1] = np.float64(np.int64(7))
            # --- end horizontal block --

        # --- end vertical block ---
    