import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, v, gz, y, fmin, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, False))
    y = Field(y, _origin_['y'], (True, True, True))
    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    
    k0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho__e3c_15_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_14_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__e3c_15_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153833972880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__e3c_14_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp__e3c_15_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    c__e3c_14_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    rho__e3c_14_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153838660560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834377296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830425680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_50_61_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp__e3c_50_61_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153834030608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmod_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tj0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834628880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho__e3c_50_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__e3c_50_61_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c__e3c_50_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153832677072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840326928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153834158160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841770896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        k0[i:I, j:J, k:K] = np.where((y[i:I, j + 1:J + 1, k + 1:K + 1] >= y[i:I, j:J, k:K]), (v * v), ufuncs.abs(fmin[i:I, j:J, k:K]).astype(np.float64))
        k0[i:I, j:J, k:K] = ufuncs.float64((fmin[i + 2:I + 2, j:J, k:K].astype(np.float64) - k0[i:I, j:J, k:K]))
        k0[i:I, j:J, k:K] = v
        mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = gz[i + 2:I - 1, J - 3:J - 2]
        rho__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], fmin[i + 2:I - 1, J - 1:J, k:K], rho__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        c__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], fmin[i + 1:I - 2, J - 2:J - 1, k:K], c__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        cp__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], np.float64(10.0), cp__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        RETURN_VALUE__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], ((cp__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] + cp__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K]) * ufuncs.arcsinh(np.float64(2.0))), RETURN_VALUE__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        k0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], ufuncs.float64(RETURN_VALUE__e3c_14_29_gen_0[i + 2:I - 1, J - 2:J - 1, k:K]), k0[i + 2:I - 1, J - 2:J - 1, k:K])
        rho__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], np.where((np.float64(1.0) > ufuncs.abs(fmin[i + 1:I - 2, J:J + 1, k + 1:K + 1]).astype(np.float64)), v, y[i + 2:I - 1, J - 3:J - 2, k:K].astype(np.float64)), rho__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        c__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], (y[i + 2:I - 1, J:J + 1, k:K] + y[i + 2:I - 1, J - 4:J - 3, k:K]), c__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        cp__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(y[i + 4:I + 1, J - 2:J - 1, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), cp__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K])
        k0[i + 2:I - 1, J - 2:J - 1, k:K] = np.where(mask_140153833972880_gen_0[i + 2:I - 1, J - 2:J - 1, k:K], ((cp__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K] + cp__e3c_15_21_gen_0[i + 2:I - 1, J - 2:J - 1, k:K]).astype(np.float64) * ufuncs.arcsinh(np.float64(2.0))), k0[i + 2:I - 1, J - 2:J - 1, k:K])
        k0[i + 2:I - 1, J - 2:J - 1, k:K] = ufuncs.cosh(ufuncs.tanh(ufuncs.float64(fmin[i + 4:I + 1, J - 1:J, k:K])))
        mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K] = gz[i:i + 1, J - 2:J - 1]
        rho__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], fmin[i:i + 1, J:J + 1, k:K], rho__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K])
        c__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], fmin[i - 1:i, J - 1:J, k:K], c__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K])
        cp__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], np.float64(10.0), cp__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K])
        RETURN_VALUE__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], ((cp__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K] + cp__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K]) * ufuncs.arcsinh(np.float64(2.0))), RETURN_VALUE__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K])
        k0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], ufuncs.float64(RETURN_VALUE__e3c_14_29_gen_0[i:i + 1, J - 1:J, k:K]), k0[i:i + 1, J - 1:J, k:K])
        rho__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], np.where((np.float64(1.0) > ufuncs.abs(fmin[i - 1:i, J + 1:J + 2, k + 1:K + 1]).astype(np.float64)), v, y[i:i + 1, J - 2:J - 1, k:K].astype(np.float64)), rho__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K])
        c__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], (y[i:i + 1, J + 1:J + 2, k:K] + y[i:i + 1, J - 3:J - 2, k:K]), c__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K])
        cp__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(y[i + 2:i + 3, J - 1:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), cp__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K])
        k0[i:i + 1, J - 1:J, k:K] = np.where(mask_140153838660560_gen_0[i:i + 1, J - 1:J, k:K], ((cp__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K] + cp__e3c_15_21_gen_0[i:i + 1, J - 1:J, k:K]).astype(np.float64) * ufuncs.arcsinh(np.float64(2.0))), k0[i:i + 1, J - 1:J, k:K])
        k0[i:i + 1, J - 1:J, k:K] = ufuncs.cosh(ufuncs.tanh(ufuncs.float64(fmin[i + 2:i + 3, J:J + 1, k:K])))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((val[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                delp[i:I, j:J, k_:k_ + 1] = np.where((val[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0)))) >= np.float64(10.0)), delp[i:I, j:J, k_:k_ + 1])
                val[i:I, j:J, k_:k_ + 1] = np.where((val[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (val[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), val[i:I, j:J, k_:k_ + 1])
                
            delp[i:I, j:J, k_:k_ + 1] = np.bitwise_or((k0[i:I, j:J, k_:k_ + 1] < val[i:I, j:J, k_:k_ + 1]), ((v / (ufuncs.abs(fmin[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) == np.where(((k0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(k0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) >= ufuncs.erfc(k0[i:I, j:J, k_:k_ + 1])), y[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64), v)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[I - 2:I - 1, j + 1:J, k_:k_ + 1] = (np.bitwise_not((v == y[I - 2:I - 1, j + 1:J, k_ - 1:k_].astype(np.float64))))
            mask_140153830425680_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(1.5) == ufuncs.remainder(k0[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]))
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830425680_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), unsigned[i:I, j:J, k_:k_ + 1])
            mask_140153834377296_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153830425680_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.1) <= unsigned[i:I, j:J, k_:k_ + 1]), mask_140153834377296_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and((np.bitwise_not(mask_140153830425680_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153834377296_gen_0[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_ - 1:k_])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153830425680_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153834377296_gen_0[i:I, j:J, k_:k_ + 1]))), val[i:I, j:J, k_:k_ + 1], unsigned[i:I, j:J, k_:k_ + 1])
            unsigned[i:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(ufuncs.isnan(ufuncs.float64(np.int64(0))), (-(k0[i:I - 1, J - 2:J - 1, k_:k_ + 1])), v)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tj0_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((tj0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                mask_140153834158160_gen_0[i:I, j:J, k_:k_ + 1] = np.where((tj0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(tj0_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) <= np.where((val[i:I, j:J, k_:k_ + 1] < (fmin[i:I, j + 2:J + 2, k_:k_ + 1] * fmin[i:I, j:J, k_ - 1:k_]).astype(np.float64)), tj0_gen_0[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1])), mask_140153834158160_gen_0[i:I, j:J, k_:k_ + 1])
                unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((tj0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), mask_140153834158160_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(3.5) + ufuncs.erf(k0[i:I, j:J, k_:k_ + 1])), unsigned[i:I, j:J, k_:k_ + 1])
                tj0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((tj0_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (tj0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tj0_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(delp[i:I, j:J, k_:k_ + 1]))
            mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((fmin[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64) == np.float64(0.25)), (y[i - 1:I - 1, j:J, k_:k_ + 1] <= y[i + 2:I + 2, j:J, k_ + 1:k_ + 2])), mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(unsigned[i:I, j:J, k_ + 1:k_ + 2], k0[i:I, j:J, k_:k_ + 1]) >= (y[i - 2:I - 2, j + 1:J + 1, k_ - 1:k_].astype(np.float64) - np.float64(0.5))), delp[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1]), ((k0[i:I, j:J, k_:k_ + 1] + k0[i:I, j:J, k_:k_ + 1]) - (unsigned[i:I, j:J, k_ + 1:k_ + 2] * np.float64(1.5))), unsigned[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1]), y[i - 2:I - 2, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64), unsigned[i:I, j:J, k_:k_ + 1])
            mask_140153834030608_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1]))), (k0[i:I, j:J, k_:k_ + 1] != np.float64(0.1)), mask_140153834030608_gen_0[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153832677072_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153834030608_gen_0[i:I, j:J, k_:k_ + 1]), tj0_gen_0[i:I, j:J, k_:k_ + 1], unsigned[i:I, j:J, k_:k_ + 1])
            mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((fmin[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + tj0_gen_0[i:I, j:J, k_:k_ + 1]) == np.float64((-(np.int64(7))))), val[i:I, j:J, k_:k_ + 1], tj0_gen_0[i:I, j:J, k_:k_ + 1]) == (unsigned[i:I, j:J, k_:k_ + 1] * fmin[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64))), mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), unsigned[i:I, j:J, k_:k_ + 1], unsigned[i:I, j:J, k_:k_ + 1])
            c__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(10.0), c__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1])
            cp__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), fmin[i + 2:I + 2, j - 2:J - 2, k_ - 1:k_], cp__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), ((cp__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1] + cp__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) * ufuncs.arcsinh(np.float64(2.0))), RETURN_VALUE__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1])
            rho__e3c_50_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(np.float64(3.5), k0[i:I, j:J, k_:k_ + 1]), rho__e3c_50_31_gen_0[i:I, j:J, k_:k_ + 1])
            c__e3c_50_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(y[i + 1:I + 1, j:J, k_:k_ + 1], np.int64(2)), c__e3c_50_31_gen_0[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), ((RETURN_VALUE__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1] + RETURN_VALUE__e3c_50_61_gen_0[i:I, j:J, k_:k_ + 1]) * ufuncs.arcsinh(np.float64(2.0))), unsigned[i:I, j:J, k_:k_ + 1])
            unsigned[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153834628880_gen_0[i:I, j:J, k_:k_ + 1]), np.where(np.bitwise_or((v == ufuncs.log10((ufuncs.abs(tj0_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(0.5)))), ((k0[i:I, j:J, k_ + 1:k_ + 2] + y[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64)) <= (k0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))))), (v * y[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), unsigned[i:I, j:J, k_:k_ + 1]), unsigned[i:I, j:J, k_:k_ + 1])
            mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or((v <= k0[i:I, j:J, k_ + 1:k_ + 2]), np.bitwise_and((fmin[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) == k0[i:I, j:J, k_:k_ + 1]), ((fmin[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64) - np.float64(2.0)) == val[i:I, j:J, k_:k_ + 1]))), mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or(((y[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64) - unsigned[i:I, j:J, k_:k_ + 1]) != ufuncs.arccos(ufuncs.tanh(k0[i:I, j:J, k_:k_ + 1]))), np.bitwise_or((ufuncs.int32(ufuncs.minimum(ufuncs.maximum(tj0_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))) != fmin[i - 1:I - 1, j:J, k_ + 1:k_ + 2]), delp[i:I, j:J, k_ + 1:k_ + 2])), delp[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1]), ((v - fmin[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)) == val[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1]), v, w_gen_0[i:I, j:J, k_:k_ + 1])
            fmod_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153840326928_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153841770896_gen_0[i:I, j:J, k_:k_ + 1]))), ((tj0_gen_0[i:I, j:J, k_:k_ + 1] + val[i:I, j:J, k_ + 1:k_ + 2]) * ufuncs.abs(y[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64)), fmod_gen_0[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(k0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((fmin[i:I, j:J, k_:k_ + 1].astype(np.float64) + v)) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    