import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, lanes, a, printf, mask, flux, gz, x, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    printf = Field(printf, _origin_['printf'], (True, True, True))
    mask = Field(mask, _origin_['mask'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, False))
    
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    abort = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826183312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend__fa3_34_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153829559824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q__fa3_34_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826850640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827397072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc__fa3_34_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    tend__fa3_40_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    q__fa3_40_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153833199888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__fa3_40_32_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153827027984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))):
                mask_140153826183312_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))), (mask[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1] <= np.float64(ufuncs.power(np.int64(3), np.int64(2)))), mask_140153826183312_gen_0[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))), mask_140153826183312_gen_0[i:I, j:J, k_:k_ + 1]), ua[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))), mask_140153826183312_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(ufuncs.abs(lanes[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(x, mask[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1])), phi[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))), (ua[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua[i:I, j:J, k_:k_ + 1])
                
            abort[i:I, j:J, k_:k_ + 1] = (-(ufuncs.int32(dz[i:I, j:J])))
            phi[i:I, j:J, k_:k_ + 1] = (np.float64(a) + ufuncs.float64(x))
            abort[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.exp(ufuncs.minimum(np.float64(0.0), np.float64(5.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        lanes[i:I, j:J, k:K] = ((-(ua[i:I, j:J, k + 1:K + 1])) * (np.float64(a) / (ufuncs.abs(phi[i:I, j:J, k:K]) + np.float64(1.0))))
        mask_140153827397072_gen_0[i:I, j:J, k:K] = (mask[i:I, j:J, lk + ((printf[i:I, j:J, k:K].astype(np.int64) + np.int64(1)) - np.int64(1))] < (abort[i:I, j:J, k + 1:K + 1].astype(np.float64) * lanes[i:I, j:J, k:K]))
        phi[i:I, j:J, k:K] = np.where(mask_140153827397072_gen_0[i:I, j:J, k:K], ((phi[i:I, j:J, k:K] + dz[i:I, j - 1:J - 1].astype(np.float64)) - (mask[i - 1:I - 1, j:J, k:K] - abort[i:I, j:J, k:K].astype(np.float64))), phi[i:I, j:J, k:K])
        mask_140153829559824_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153827397072_gen_0[i:I, j:J, k:K])), np.bitwise_and(((flux[i:I, j:J, lk + printf[i:I, j:J, k:K]].astype(np.float64) - lanes[i:I, j:J, k:K]) != np.float64(2.0)), (ufuncs.sinh(ufuncs.tanh(ufuncs.float64(gz))) == (x / (ufuncs.abs(dz[i - 2:I - 2, j - 2:J - 2]).astype(np.float64) + np.float64(1.0))))), mask_140153829559824_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153827397072_gen_0[i:I, j:J, k:K])), mask_140153829559824_gen_0[i:I, j:J, k:K]), (ufuncs.float64(gz) <= np.float64(a))), (np.float64(gz) - ufuncs.remainder(x, mask[i:I, j + 1:J + 1, k + 1:K + 1])), phi[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153827397072_gen_0[i:I, j:J, k:K])), mask_140153829559824_gen_0[i:I, j:J, k:K]), (ufuncs.float64(gz) <= np.float64(a))), ((abort[i:I, j:J, k:K] + dz[i - 1:I - 1, j - 2:J - 2].astype(np.int32)).astype(np.float64) >= ufuncs.minimum(x, abort[i:I, j:J, k:K].astype(np.float64))), qv[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153827397072_gen_0[i:I, j:J, k:K])), mask_140153829559824_gen_0[i:I, j:J, k:K]), (np.bitwise_not((ufuncs.float64(gz) <= np.float64(a))))), (gz != gz), qv[i:I, j:J, k:K])
        y_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153827397072_gen_0[i:I, j:J, k:K])), mask_140153829559824_gen_0[i:I, j:J, k:K]), (np.bitwise_not((ufuncs.float64(gz) <= np.float64(a))))), np.bitwise_or((dz[i + 1:I + 1, j - 2:J - 2].astype(np.int32) == abort[i:I, j:J, k:K]), np.bitwise_or(((abort[i:I, j:J, k:K] * a).astype(np.float64) > ufuncs.arccos(ufuncs.tanh(ufuncs.float64(abort[i:I, j:J, k:K])))), (ufuncs.arcsinh(ufuncs.float64(a)) < ufuncs.float32(flux[i:I, j:J, lk + gz]).astype(np.float64)))), y_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = ((lanes[i:I, j:J, k:K] / lanes[i:I, j:J, k:K]) <= (mask[i:I, j:J, k + 1:K + 1] - mask[i:I, j:J, lk + printf[i:I, j:J, k:K]]))
        tend__fa3_34_17_gen_0[i:I, j:J, k:K] = np.where((np.float64(a) < ufuncs.remainder(lanes[i:I, j:J, k:K], lanes[i:I, j:J, k:K])), x, flux[i:I, j - 1:J - 1, k + 1:K + 1].astype(np.float64))
        vc__fa3_34_17_gen_0[i:I, j:J, k:K] = ufuncs.remainder(flux[i - 1:I - 1, j + 2:J + 2, k:K], flux[i + 2:I + 2, j:J, k:K])
        q__fa3_34_17_gen_0[i:I, j:J, k:K] = ufuncs.cbrt(mask[i:I, j + 2:J + 2, k:K])
        tend__fa3_34_17_gen_0[i:I, j:J, k:K] = ufuncs.float64((tend__fa3_34_17_gen_0[i:I, j:J, k:K] / (ufuncs.abs(q__fa3_34_17_gen_0[i:I, j:J, k:K]) + np.float64(1.0))))
        mask_140153826850640_gen_0[i:I, j:J, k:K] = (vc__fa3_34_17_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0))
        q__fa3_34_17_gen_0[i:I, j:J, k:K] = np.where(mask_140153826850640_gen_0[i:I, j:J, k:K], tend__fa3_34_17_gen_0[i:I, j:J, k:K], q__fa3_34_17_gen_0[i:I, j:J, k:K])
        cp[i:I, j:J, k:K] = (np.float64(1.0) - ufuncs.float64(np.float64(3.5)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        phi[I - 1:I, j + 1:J, k:K] = (ufuncs.float64(cp[I - 1:I, j + 1:J, k:K]) + ufuncs.float64((-(np.int64(2)))))
        qv[i:I, j:J, k:K] = (np.float64(1.0) == (x + np.float64((-(np.int64(1))))))
        # --- end horizontal block --

        # --- end vertical block ---
    