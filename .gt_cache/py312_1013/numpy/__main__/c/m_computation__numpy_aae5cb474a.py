import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, gz, coef, zs, isobar, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lo = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    INFINITY = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int32, (1, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int32, (1, 0, 0), (True, True, True))
    mask_140153820865232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153816930064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153819380624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153817020688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1] = ufuncs.isnan((np.float64(np.int64(3)) * gz[I - 2:I - 1, j:J, k_ - 1:k_]))
            qv[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], ufuncs.sinh(ufuncs.tanh(ufuncs.float64((area + area)))), qv[I - 2:I - 1, j:J, k_:k_ + 1])
            lo[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], ufuncs.power(ufuncs.abs(qv[I - 2:I - 1, j:J, k_:k_ + 1]), np.float64(0.5)), lo[I - 2:I - 1, j:J, k_:k_ + 1])
            lo[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], (ufuncs.log((ufuncs.abs(gz[I - 2:I - 1, j:J, k_ - 1:k_]) + np.float64(0.5))) + ufuncs.minimum(lo[I - 2:I - 1, j:J, k_:k_ + 1], np.float64(np.int64(7)))), lo[I - 2:I - 1, j:J, k_:k_ + 1])
            mask_140153819380624_gen_0[I - 2:I - 1, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1])), (np.float64(area) != gz[I - 2:I - 1, j:J, k_ + 1:k_ + 2]), mask_140153819380624_gen_0[I - 2:I - 1, j:J, k_:k_ + 1])
            lo[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153816930064_gen_0[I - 2:I - 1, j:J, k_:k_ + 1])), mask_140153819380624_gen_0[I - 2:I - 1, j:J, k_:k_ + 1]), ufuncs.ceil(qv[I - 2:I - 1, j:J, k_:k_ + 1]), lo[I - 2:I - 1, j:J, k_:k_ + 1])
            lo[I - 2:I - 1, j:J, k_:k_ + 1] = np.float64(np.int64(3))
            mask_140153820865232_gen_0[I - 2:I - 1, j:J, k_:k_ + 1] = (qv[I - 2:I - 1, j:J, k_:k_ + 1] != (lo[I - 2:I - 1, j:J, k_:k_ + 1] - qv[I - 2:I - 1, j:J, k_:k_ + 1]))
            var[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153820865232_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], (-((zs[I - 2:I - 1, j:J, k_:k_ + 1] - zs[I - 2:I - 1, j:J, k_:k_ + 1]))), var[I - 2:I - 1, j:J, k_:k_ + 1])
            lo[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153820865232_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], np.float64(area), lo[I - 2:I - 1, j:J, k_:k_ + 1])
            INFINITY[I - 2:I - 1, j:J, k_:k_ + 1] = np.where(mask_140153820865232_gen_0[I - 2:I - 1, j:J, k_:k_ + 1], ufuncs.remainder(isobar[I - 2:I - 1, j:J, lk + coef[I - 2:I - 1, j:J, k_:k_ + 1]].astype(np.float64), ufuncs.power(qv[I - 2:I - 1, j:J, k_:k_ + 1], np.int64(2))), INFINITY[I - 2:I - 1, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = isobar[i:I, j:J, k_:k_ + 1].astype(np.float32)
            INFINITY[i:I, j:J, k_:k_ + 1] = np.float64(0.1)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        uint8_t[i:I, j:J, k:K] = isobar[i:I, j:J, lk + coef[i:I, j:J, k:K]]
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        b[i:I, j:J, k:K] = (ufuncs.float64(gz[i:I, j:J, k:K]) * zs[i:I, j:J, k:K].astype(np.float64))
        lo[I - 2:I - 1, j + 1:J - 1, k:K] = ((zs[I - 2:I - 1, j + 1:J - 1, k:K].astype(np.float64) * np.float64(3.5)) * (INFINITY[I - 2:I - 1, j + 1:J - 1, k:K] - np.float64(area)))
        flux_gen_0[I - 2:I - 1, j + 1:J - 1, k:K] = ((uint8_t[I - 2:I - 1, j + 1:J - 1, k:K] - uint8_t[I - 2:I - 1, j + 1:J - 1, k:K]) > isobar[I - 1:I, j + 1:J - 1, k:K])
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        x[i:I, j:J, k:K] = uint8_t[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(ufuncs.float64(np.int64(1))), isobar[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64), gz[i:I, j:J, k_:k_ + 1])
            memcpy_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.tanh(ufuncs.float64(uint8_t[i:I, j:J, k_ - 1:k_])) * (zs[i:I, j:J, k_:k_ + 1] - var[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((tend_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                gz[i:I, j:J, k_:k_ + 1] = np.where((tend_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), tend_gen_0[i:I, j:J, k_:k_ + 1], gz[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where((tend_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(x[i - 1:I - 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (tend_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tend_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    