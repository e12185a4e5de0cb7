import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, dz, u, isobar_run, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    isobar_run = Field(isobar_run, _origin_['isobar_run'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, False))
    
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.int8, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779663504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333784410640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333780409872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777938896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333779482512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdout_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    _X_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp[i:I, j:J, k:K] = delp[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333780409872_gen_0[i:I, j:J, k:K] = (np.bitwise_not((np.float64(dz) >= isobar_run[i - 2:I - 2, j + 2:J + 2, k - 1:K - 1])))
        delp[i:I, j:J, k:K] = np.where(mask_140333780409872_gen_0[i:I, j:J, k:K], isobar_run[i + 1:I + 1, j + 2:J + 2, k - 1:K - 1], delp[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(mask_140333780409872_gen_0[i:I, j:J, k:K], (np.where(((isobar_run[i + 1:I + 1, j + 2:J + 2, k + 1:K + 1] - np.float64(dz)) == np.where(((-(isobar_run[i + 2:I + 2, j + 2:J + 2, k + 1:K + 1])) == ufuncs.power(ufuncs.abs(u[i:I, j:J, k:K]), np.float64(0.5))), np.float64(dz), delp[i:I, j:J, k:K])), dz, dz) + var[i + 1:I + 1, j + 1:J + 1].astype(np.int64)).astype(np.float64), delp[i:I, j:J, k:K])
        mask_140333784410640_gen_0[i:I, j:J, k:K] = np.where(mask_140333780409872_gen_0[i:I, j:J, k:K], np.bitwise_or((u[i:I, j:J, k:K] != (var[i:I, j:J] - var[i - 2:I - 2, j:J]).astype(np.float64)), (np.float64(1.5) == var[i:I, j:J].astype(np.float64))), mask_140333784410640_gen_0[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333780409872_gen_0[i:I, j:J, k:K], mask_140333784410640_gen_0[i:I, j:J, k:K]), isobar_run[i:I, j - 1:J - 1, k + 1:K + 1], delp[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = u[i:I, j:J, k + 1:K + 1]
        nj[i + 1:I - 1, j:j + 1, k:K] = np.float64(2.0)
        delp[i + 1:I - 1, j:j + 1, k:K] = np.float64((-(dz)))
        mask_140333779663504_gen_0[i + 1:I - 1, j:j + 1, k:K] = ((u[i + 1:I - 1, j:j + 1, k + 1:K + 1] - isobar_run[i:I - 2, j:j + 1, k + 1:K + 1]) <= u[i + 1:I - 1, j:j + 1, k:K])
        delp[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140333779663504_gen_0[i + 1:I - 1, j:j + 1, k:K], (np.float64((-(dz))) + ufuncs.erf(isobar_run[i + 1:I - 1, j:j + 1, k:K])), delp[i + 1:I - 1, j:j + 1, k:K])
        delp[i + 1:I - 1, j:j + 1, k:K] = np.where(mask_140333779663504_gen_0[i + 1:I - 1, j:j + 1, k:K], (np.float64(ufuncs.float32(dz)) + isobar_run[i:I - 2, j:j + 1, k - 1:K - 1]), delp[i + 1:I - 1, j:j + 1, k:K])
        c_gen_0[i:I, j:J, k:K] = (delp[i:I, j:J, k:K] == isobar_run[i + 2:I + 2, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        delp[i:I, j:J, k:K] = nj[i:I, j:J, k:K]
        mask_140333777938896_gen_0[i:I, j:J, k:K] = (u[i:I, j:J, k + 1:K + 1] >= (u[i:I, j:J, k:K] - isobar_run[i:I, j:J, lk + dz]))
        delp[i:I, j:J, k:K] = np.where(mask_140333777938896_gen_0[i:I, j:J, k:K], isobar_run[i + 2:I + 2, j + 1:J + 1, k + 1:K + 1], delp[i:I, j:J, k:K])
        rho_gen_0[i:I, j:J, k:K] = np.where(mask_140333777938896_gen_0[i:I, j:J, k:K], np.float64(0.0), rho_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333777938896_gen_0[i:I, j:J, k:K], (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(var[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0))))):
            delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333777938896_gen_0[i:I, j:J, k:K], (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(var[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0)))), (np.where(((delp[i:I, j:J, k:K] * delp[i:I, j:J, k:K]) != (np.float64(dz) + isobar_run[i + 2:I + 2, j:J, k:K])), np.float64(10.0), np.float64(dz)) / (np.float64(ufuncs.abs(dz)) + np.float64(1.0))), delp[i:I, j:J, k:K])
            gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333777938896_gen_0[i:I, j:J, k:K], (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(var[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0)))), delp[i:I, j:J, k:K], gz[i:I, j:J, k:K])
            rho_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333777938896_gen_0[i:I, j:J, k:K], (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(var[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0)))), (rho_gen_0[i:I, j:J, k:K] + np.float64(1.0)), rho_gen_0[i:I, j:J, k:K])
            
        mask_140333779482512_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333777938896_gen_0[i:I, j:J, k:K])), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(u[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) != u[i:I, j:J, k:K]), mask_140333779482512_gen_0[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333777938896_gen_0[i:I, j:J, k:K])), mask_140333779482512_gen_0[i:I, j:J, k:K]), ufuncs.power(delp[i:I, j:J, k:K], np.int64(2)), gz[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333777938896_gen_0[i:I, j:J, k:K])), mask_140333779482512_gen_0[i:I, j:J, k:K]), delp[i:I, j:J, k:K], delp[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333777938896_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333779482512_gen_0[i:I, j:J, k:K]))), (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(u[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) * (nj[i:I, j:J, k:K] + np.float64(np.int64(2)))), phi[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333777938896_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333779482512_gen_0[i:I, j:J, k:K]))), (ufuncs.remainder(np.float64(0.001), gz[i:I, j:J, k:K]) - ufuncs.floor(phi[i:I, j:J, k:K])), res[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = ((var[i:I, j + 2:J + 2] - var[i - 1:I - 1, j + 2:J + 2]).astype(np.float32) + ufuncs.float32(rho_gen_0[i:I, j:J, k:K])).astype(np.float64)
        phi[i:I, j:J, k:K] = ((isobar_run[i + 1:I + 1, j - 1:J - 1, k + 1:K + 1] - np.float64(np.int64(1))) * res[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = nj[i:I, j:J, k_ + 1:k_ + 2]
            v[i:I, j:J, k_:k_ + 1] = (ufuncs.erf(isobar_run[i - 1:I - 1, j:J, k_:k_ + 1]) / ufuncs.minimum(v[i:I, j:J, k_:k_ + 1], np.float64(dz)))
            v[i + 1:I, j:J, k_:k_ + 1] = v[i + 1:I, j:J, k_:k_ + 1]
            zs_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((zs_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                gz[i + 1:I, j:J, k_:k_ + 1] = np.where((zs_gen_0[i + 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), delp[i + 1:I, j:J, k_:k_ + 1], gz[i + 1:I, j:J, k_:k_ + 1])
                zs_gen_0[i + 1:I, j:J, k_:k_ + 1] = np.where((zs_gen_0[i + 1:I, j:J, k_:k_ + 1] < np.float64(2.0)), (zs_gen_0[i + 1:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs_gen_0[i + 1:I, j:J, k_:k_ + 1])
                
            res[i + 1:I, j:J, k_:k_ + 1] = (-(phi[i + 1:I, j:J, k_:k_ + 1]))
            qv[i:I, j:J, k_:k_ + 1] = var[i - 2:I - 2, j:J]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            _X_gen_0[i:I, j:J, k_:k_ + 1] = ((qv[i:I, j:J, k_ - 1:k_].astype(np.float64) + v[i:I, j:J, k_:k_ + 1]) >= (qv[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) - isobar_run[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]))
            v[i:I, j:J, k_:k_ + 1] = ufuncs.float64(np.where(((np.int64(2) * var[i:I, j - 2:J - 2].astype(np.int64)).astype(np.float64) < (nj[i:I, j:J, k_:k_ + 1] * np.float64(np.int64(2147483647)))), qv[i:I, j:J, k_ - 1:k_].astype(np.int64), dz))
            stdout_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((stdout_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                res[i:I, j:J, k_:k_ + 1] = np.where((stdout_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((var[i:I, j:J].astype(np.float64) - np.float64(1.5)) / (ufuncs.abs((delp[i:I, j:J, k_:k_ + 1] * np.float64(2.0))) + np.float64(1.0))), res[i:I, j:J, k_:k_ + 1])
                stdout_gen_0[i:I, j:J, k_:k_ + 1] = np.where((stdout_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (stdout_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), stdout_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    