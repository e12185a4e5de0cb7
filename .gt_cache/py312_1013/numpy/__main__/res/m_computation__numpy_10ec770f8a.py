import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fabs, kt, flux, stride, do, x, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    kt = Field(kt, _origin_['kt'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    stride = Field(stride, _origin_['stride'], (True, True, True))
    do = Field(do, _origin_['do'], (True, True, False))
    x = Field(x, _origin_['x'], (True, True, True))
    
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    mask_140333770020496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777357776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772718032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774041872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771422672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773095376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770004496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767797264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    strides_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333769437776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771464144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769080912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    hi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771458576_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771467344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a__[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                mask_140333777357776_gen_0[i:I, j:J, k_:k_ + 1] = np.where((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), np.bitwise_or(kt[i:I, j:J, k_:k_ + 1], (flux[i:I, j:J, k_ + 1:k_ + 2] == (flux[i:I, j:J, k_:k_ + 1] + fabs[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64)))), mask_140333777357776_gen_0[i:I, j:J, k_:k_ + 1])
                do[i:I, j:J] = np.where(np.bitwise_and((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), mask_140333777357776_gen_0[i:I, j:J, k_:k_ + 1]), a__[i:I, j:J, k_:k_ + 1], do[i:I, j:J])
                x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), mask_140333777357776_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(x[i:I, j + 2:J + 2, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
                qv[i:I, j:J, k_:k_ + 1] = np.where((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (flux[i:I, j:J, k_ - 1:k_] == (x_s[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(2.0))), qv[i:I, j:J, k_:k_ + 1])
                a__[i:I, j:J, k_:k_ + 1] = np.where((a__[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (a__[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), a__[i:I, j:J, k_:k_ + 1])
                
            flux[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(ufuncs.float64(fabs[i:I, j:J, k_ - 1:k_])), (flux[i:I, j:J, k_ - 1:k_] + do[i:I, j:J]), x_s[i:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140333770020496_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(ufuncs.sqrt(ufuncs.abs(a__[i:I, j:J, k_:k_ + 1])))
            stride[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770020496_gen_0[i:I, j:J, k_:k_ + 1], (do[i:I, j:J] != do[i:I, j:J]), stride[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770020496_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.round_away_from_zero(ufuncs.float64(fabs[i + 2:I + 2, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333770020496_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum(ufuncs.abs(do[i:I, j:J]), (x_s[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + flux[i:I, j:J, k_ + 1:k_ + 2])), flux[i:I, j:J, k_:k_ + 1])
            stride[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) * rho[i:I, j:J, k_ + 1:k_ + 2]) > (do[i:I, j:J] + a__[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = (rho[i:I, j:J, k_:k_ + 1] * ufuncs.round(np.float64(0.001)))
            flux[i:I, j:J, k_:k_ + 1] = x[i:I, j:J, k_:k_ + 1]
            x_s[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-(ufuncs.float32(x_s[i:I, j:J, k_ - 1:k_]))).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((fabs[i:I, j:J, k_:k_ + 1].astype(np.int32) <= ufuncs.int32(ufuncs.minimum(ufuncs.maximum(do[i:I, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))), (np.float64(3.5) < x[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1]))
            mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arctan(x[i:I, j:J, k_:k_ + 1]) != (rho[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(fabs[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.001) + fabs[i - 1:I - 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64)) < np.float64(np.int64(7))), kt[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1]), (np.where((a__[i:I, j:J, k_:k_ + 1] >= do[i:I, j:J]), rho[i:I, j:J, k_:k_ + 1], flux[i:I, j:J, k_ + 1:k_ + 2]) >= a__[i:I, j:J, k_:k_ + 1]), y[i:I, j:J, k_:k_ + 1])
            mask_140333772718032_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1]))), np.bitwise_and(((np.float64(0.001) + rho[i:I, j:J, k_:k_ + 1]) <= flux[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(do[i:I, j:J]) >= do[i:I, j:J])), mask_140333772718032_gen_0[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333772718032_gen_0[i:I, j:J, k_:k_ + 1]), (flux[i:I, j:J, k_:k_ + 1] >= x[i:I, j + 2:J + 2, k_ - 1:k_]), kt[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333774041872_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333772718032_gen_0[i:I, j:J, k_:k_ + 1]))), flux[i:I, j:J, k_ + 1:k_ + 2], b[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.log((ufuncs.abs(np.float64(0.001)) + np.float64(0.5))), uint8_t[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(np.bitwise_and((rho[i:I, j:J, k_:k_ + 1] > ufuncs.int32(ufuncs.minimum(ufuncs.maximum(do[i:I, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), ((do[i:I, j:J] + uint8_t[i:I, j:J, k_:k_ + 1]) >= (rho[i:I, j:J, k_ - 1:k_] * rho[i:I, j:J, k_ - 1:k_]))))), qv[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771422672_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.minimum((fabs[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64) + a__[i:I, j:J, k_ - 1:k_]), (flux[i:I, j:J, k_:k_ + 1] - flux[i:I, j:J, k_:k_ + 1])), b[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i + 1:I - 1, J - 2:J - 1, k_:k_ + 1] = ufuncs.float64(x_s[i + 1:I - 1, J - 2:J - 1, k_:k_ + 1])
            b[i + 1:I - 1, J - 2:J - 1, k_:k_ + 1] = ufuncs.cos(ufuncs.float64(ufuncs.power(x_s[i + 1:I - 1, J - 2:J - 1, k_ - 1:k_], np.int64(2))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = np.where((ufuncs.minimum(flux[i:I, j:J, k_:k_ + 1], do[i:I, j:J]) <= ufuncs.float64(np.int64(0))), np.where(y[i:I, j:J, k_:k_ + 1], x[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2], np.float64(1.0)), ufuncs.float64(np.int64(1000003)))
            stride[i:I, j:J, k_:k_ + 1] = ((-(np.float64(0.25))) <= np.where(y[i:I, j:J, k_:k_ + 1], fabs[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), uint8_t[i:I, j:J, k_ + 1:k_ + 2]))
            mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1] = (fabs[i:I, j:J, k_:k_ + 1].astype(np.float64) != (uint8_t[i:I, j:J, k_:k_ + 1] + rho[i:I, j:J, k_:k_ + 1]))
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1], (uint8_t[i:I, j:J, k_:k_ + 1] + (x[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1] / (ufuncs.abs(fabs[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), b[i:I, j:J, k_:k_ + 1])
            mask_140333770004496_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((x[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2] <= fabs[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), ufuncs.isfinite(a__[i:I, j:J, k_:k_ + 1])), mask_140333770004496_gen_0[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770004496_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(x_s[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), uint8_t[i:I, j:J, k_ - 1:k_]) > (do[i:I, j:J] - x[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1])), qv[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770004496_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs(pe[i:I, j:J, k_:k_ + 1]), uint8_t[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770004496_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((fabs[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) * x[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.log10((ufuncs.abs(pe[i:I, j:J, k_:k_ + 1]) + np.float64(0.5))) != ufuncs.float64(do[i:I, j:J])), qv[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), phi[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), np.where((np.float64(0.5) > fabs[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)), ufuncs.cosh(ufuncs.tanh(phi[i:I, j:J, k_:k_ + 1])), x_s[i:I, j:J, k_:k_ + 1].astype(np.float64)), pe[i:I, j:J, k_:k_ + 1])
                x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.0), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333773095376_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (phi[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi[i:I, j:J, k_:k_ + 1])
                
            area[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((area[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                pt[i:I, j:J, k_:k_ + 1] = np.where((area[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.where(np.bitwise_or((np.where((np.where((ufuncs.power(ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]), np.float64(0.5)) != (x[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1] / (ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))), rho[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_ - 1:k_]) != np.float64(1.5)), phi[i:I, j:J, k_:k_ + 1], np.float64(np.int64(2))) > (uint8_t[i:I, j:J, k_:k_ + 1] - pe[i:I, j:J, k_ - 1:k_])), (pe[i:I, j:J, k_:k_ + 1] < pe[i:I, j:J, k_:k_ + 1])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(a__[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), (uint8_t[i:I, j:J, k_ + 1:k_ + 2] + a__[i:I, j:J, k_:k_ + 1])), pt[i:I, j:J, k_:k_ + 1])
                stride[i:I, j:J, k_:k_ + 1] = np.where((area[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (ufuncs.float64(pe[i:I, j:J, k_:k_ + 1]) <= ufuncs.remainder(x[i:I, j + 1:J + 1, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1])), stride[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where((area[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (area[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua[i:I, j:J, k_:k_ + 1] = pe[i:I, j:J, k_:k_ + 1]
            x_s[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((ufuncs.power(uint8_t[i:I, j:J, k_:k_ + 1], np.int64(2)) >= (phi[i:I, j:J, k_:k_ + 1] * x_s[i:I, j:J, k_:k_ + 1].astype(np.float64))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(a__[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), do[i:I, j:J]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            pt[I - 2:I, j + 1:j + 2, k_:k_ + 1] = ufuncs.float64(flux[I - 2:I, j + 1:j + 2, k_ + 1:k_ + 2])
            mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(((phi[i:I, j:J, k_:k_ + 1] * ua[i:I, j:J, k_:k_ + 1]) != (b[i:I, j:J, k_:k_ + 1] - pe[i:I, j:J, k_:k_ + 1]))))
            mask_140333769437776_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(x[i:I, j + 2:J + 2, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) != ufuncs.remainder(np.float64(3.5), flux[i:I, j:J, k_:k_ + 1])), mask_140333769437776_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769437776_gen_0[i:I, j:J, k_:k_ + 1]), x_s[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1])
            strides_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769437776_gen_0[i:I, j:J, k_:k_ + 1]), (a__[i:I, j:J, k_:k_ + 1] * ufuncs.remainder(pe[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1].astype(np.float64))), strides_gen_0[i:I, j:J, k_:k_ + 1])
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769437776_gen_0[i:I, j:J, k_:k_ + 1]), (x[i:I, j + 2:J + 2, k_:k_ + 1] / ufuncs.int64(ufuncs.minimum(ufuncs.maximum(x[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), uint8_t[i:I, j:J, k_:k_ + 1])
            strides_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], (-(pt[i:I, j:J, k_ + 1:k_ + 2])), strides_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1], do[i:I, j:J], ua[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333767797264_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.tanh(a__[i:I, j:J, k_:k_ + 1]) * do[i:I, j:J]), b[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = (b[I - 1:I, j:j + 1, k_:k_ + 1] >= (b[I - 1:I, j:j + 1, k_:k_ + 1] + np.float64(0.1)))
            cp[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1], flux[I - 1:I, j:j + 1, k_:k_ + 1], cp[I - 1:I, j:j + 1, k_:k_ + 1])
            stride[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1], (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(pe[I - 1:I, j:j + 1, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == flux[I - 1:I, j:j + 1, k_ + 1:k_ + 2]), stride[I - 1:I, j:j + 1, k_:k_ + 1])
            mask_140333771464144_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])), (area[I - 1:I, j:j + 1, k_:k_ + 1] <= ufuncs.remainder(np.float64(1.0), tend[I - 1:I, j:j + 1, k_:k_ + 1].astype(np.float64))), mask_140333771464144_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])
            qv[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])), mask_140333771464144_gen_0[I - 1:I, j:j + 1, k_:k_ + 1]), np.bitwise_or((area[I - 1:I, j:j + 1, k_:k_ + 1] < np.float64(10.0)), (a__[I - 1:I, j:j + 1, k_:k_ + 1] <= phi[I - 1:I, j:j + 1, k_ + 1:k_ + 2])), qv[I - 1:I, j:j + 1, k_:k_ + 1])
            q[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769080912_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])), (np.bitwise_not(mask_140333771464144_gen_0[I - 1:I, j:j + 1, k_:k_ + 1]))), (cp[I - 1:I, j:j + 1, k_ + 1:k_ + 2] * x[I - 2:I - 1, j + 2:j + 3, k_:k_ + 1]), q[I - 1:I, j:j + 1, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((dz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                rho[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((b[i:I, j:J, k_:k_ + 1] + tend[i:I, j:J, k_:k_ + 1].astype(np.float64)) + (a__[i:I, j:J, k_:k_ + 1] * ua[i:I, j:J, k_ + 1:k_ + 2])), rho[i:I, j:J, k_:k_ + 1])
                x_s[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((q[i:I, j:J, k_:k_ + 1] - flux[i:I, j:J, k_:k_ + 1]) + pe[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where((dz[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (dz[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), dz[i:I, j:J, k_:k_ + 1])
                
            w[i + 1:i + 2, J - 2:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                cp[i + 1:i + 2, J - 2:J, k_:k_ + 1] = np.where((w[i + 1:i + 2, J - 2:J, k_:k_ + 1] < np.float64(2.0)), (ufuncs.maximum(do[i + 1:i + 2, J - 2:J], uint8_t[i + 1:i + 2, J - 2:J, k_:k_ + 1]) * (flux[i + 1:i + 2, J - 2:J, k_:k_ + 1] * pe[i + 1:i + 2, J - 2:J, k_:k_ + 1])), cp[i + 1:i + 2, J - 2:J, k_:k_ + 1])
                w[i + 1:i + 2, J - 2:J, k_:k_ + 1] = np.where((w[i + 1:i + 2, J - 2:J, k_:k_ + 1] < np.float64(2.0)), (w[i + 1:i + 2, J - 2:J, k_:k_ + 1] + np.float64(1.0)), w[i + 1:i + 2, J - 2:J, k_:k_ + 1])
                
            stdin[i + 1:i + 2, J - 2:J, k_:k_ + 1] = ((fabs[i + 2:i + 3, J - 3:J - 1, k_:k_ + 1] * fabs[i + 1:i + 2, J - 3:J - 1, k_ + 1:k_ + 2]) + fabs[i + 1:i + 2, J - 2:J, k_:k_ + 1])
            w[I - 2:I, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                cp[I - 2:I, j + 1:j + 2, k_:k_ + 1] = np.where((w[I - 2:I, j + 1:j + 2, k_:k_ + 1] < np.float64(2.0)), (ufuncs.maximum(do[I - 2:I, j + 1:j + 2], uint8_t[I - 2:I, j + 1:j + 2, k_:k_ + 1]) * (flux[I - 2:I, j + 1:j + 2, k_:k_ + 1] * pe[I - 2:I, j + 1:j + 2, k_:k_ + 1])), cp[I - 2:I, j + 1:j + 2, k_:k_ + 1])
                w[I - 2:I, j + 1:j + 2, k_:k_ + 1] = np.where((w[I - 2:I, j + 1:j + 2, k_:k_ + 1] < np.float64(2.0)), (w[I - 2:I, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), w[I - 2:I, j + 1:j + 2, k_:k_ + 1])
                
            stdin[I - 2:I, j + 1:j + 2, k_:k_ + 1] = ((fabs[I - 1:I + 1, j:j + 1, k_:k_ + 1] * fabs[I - 2:I, j:j + 1, k_ + 1:k_ + 2]) + fabs[I - 2:I, j + 1:j + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(ufuncs.isfinite(np.float64(1.0)), (pt[i:I, j:J, k_:k_ + 1] == (pe[i:I, j:J, k_:k_ + 1] - pt[i:I, j:J, k_:k_ + 1])))
            uint8_t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.arccos(ufuncs.tanh((b[i:I, j:J, k_:k_ + 1] + a__[i:I, j:J, k_:k_ + 1]))), uint8_t[i:I, j:J, k_:k_ + 1])
            mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((np.float64(np.int64(3)) <= np.float64(0.25)), (w[i:I, j:J, k_ - 1:k_] != ufuncs.float64(area[i:I, j:J, k_:k_ + 1]))), mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1])
            do[i:I, j:J] = np.where(np.bitwise_and(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arccos(ufuncs.tanh((dz[i:I, j:J, k_ - 1:k_] - cp[i:I, j:J, k_ - 1:k_]))), do[i:I, j:J])
            ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1]), np.where(ufuncs.isnan(cp[i:I, j:J, k_:k_ + 1]), (flux[i:I, j:J, k_:k_ + 1] + q[i:I, j:J, k_:k_ + 1]), (-(cp[i:I, j:J, k_:k_ + 1]))), ua[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1]))), ((area[i:I, j:J, k_:k_ + 1] * rho[i:I, j:J, k_:k_ + 1]) >= ufuncs.remainder(w[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1])), qv[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333771467344_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.remainder((ua[i:I, j:J, k_:k_ + 1] + fabs[i:I, j:J, k_:k_ + 1].astype(np.float64)), (fabs[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64) * uint8_t[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.float64(ufuncs.power(stdin[i:I, j:J, k_ - 1:k_], np.int64(2))), cp[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771458576_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.power(pe[i:I, j:J, k_:k_ + 1], np.int64(2)) / (ufuncs.abs(ufuncs.remainder(pt[i:I, j:J, k_:k_ + 1], cp[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), pe[i:I, j:J, k_:k_ + 1])
            val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((val_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                hi_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] < np.float64(3.0)), np.float64(10.0), hi_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                x_s[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((cp[I - 1:I, j + 2:J - 1, k_ - 1:k_] + val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1]) - (-(area[I - 1:I, j + 2:J - 1, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where((val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] < np.float64(3.0)), (val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] + np.float64(1.0)), val_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1])
                
            val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((val_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                hi_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] = np.where((val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] < np.float64(3.0)), np.float64(10.0), hi_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1])
                x_s[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] = np.where((val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] < np.float64(3.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((cp[i + 1:i + 2, j + 1:J - 1, k_ - 1:k_] + val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1]) - (-(area[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1])
                val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] = np.where((val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] < np.float64(3.0)), (val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1] + np.float64(1.0)), val_gen_0[i + 1:i + 2, j + 1:J - 1, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    