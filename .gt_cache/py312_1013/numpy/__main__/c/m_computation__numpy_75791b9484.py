import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, phi, delp, u, register, powf, v, hi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (False, False, True))
    u = Field(u, _origin_['u'], (True, True, True))
    register = Field(register, _origin_['register'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, False))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856882256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855439568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856408976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    n__c3f_36_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855097680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = ((dz[i:I, j:J, k_ - 1:k_] + v[i - 2:I - 2, j + 1:J + 1].astype(np.float64)) / (ufuncs.abs(ufuncs.abs(v[i:I, j - 1:J - 1])).astype(np.float64) + np.float64(1.0)))
            mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) / (ufuncs.abs(dz[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) > v[i - 1:I - 1, j:J].astype(np.float64))
            dz[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1], ((powf[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64) + delp[k_:k_ + 1]) * np.where((np.float64(ufuncs.abs(np.int64(0))) < np.float64(0.001)), np.float64(phi), delp[k_ + 1:k_ + 2])), dz[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1], hi), (v[i - 2:I - 2, j + 2:J + 2].astype(np.float32) * (-(phi))).astype(np.float64), dz[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153855439568_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(hi))), np.bitwise_or((delp[k_:k_ + 1] >= ufuncs.arctanh((ufuncs.tanh(dz[i:I, j:J, k_:k_ + 1]) * np.float64(0.5)))), (ufuncs.remainder(phi, register[i + 2:I + 2, j - 1:J - 1, k_ - 1:k_].astype(np.float32)) == (powf[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.int32) + v[i - 2:I - 2, j + 1:J + 1]).astype(np.float32))), mask_140153855439568_gen_0[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(hi))), mask_140153855439568_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder((np.float64(phi) / (ufuncs.abs(register[i + 2:I + 2, j - 1:J - 1, k_ - 1:k_]).astype(np.float64) + np.float64(1.0))), ufuncs.remainder(v[i:I, j + 2:J + 2].astype(np.float64), dz[i:I, j:J, k_:k_ + 1])), var[i:I, j:J, k_:k_ + 1])
            var[i:I, j:J, k_ - 1:k_] = np.where(mask_140153856882256_gen_0[i:I, j:J, k_:k_ + 1], dz[i:I, j:J, k_ - 1:k_], var[i:I, j:J, k_ - 1:k_])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(var[i:I, j:J, k_:k_ + 1]) * ufuncs.tanh(ufuncs.float64(np.int64(0))))
            y[i:I, j:J, k_:k_ + 1] = ((delp[k_:k_ + 1] - delp[k_ + 1:k_ + 2]) - powf[i:I, j:J, lk + u[i:I, j:J, k_:k_ + 1]].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153856408976_gen_0[i:I, j:J, k:K] = (ufuncs.arctanh((ufuncs.tanh(b[i:I, j:J, k:K]) * np.float64(0.5))) <= (-(register[i:I, j - 2:J - 2, k:K])).astype(np.float64))
        mask_140153855097680_gen_0[i:I, j:J, k:K] = np.where(mask_140153856408976_gen_0[i:I, j:J, k:K], ((np.float64(0.25) - powf[i:I, j:J, k:K].astype(np.float64)) >= np.float64((-(np.int64(2))))), mask_140153855097680_gen_0[i:I, j:J, k:K])
        flux_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153856408976_gen_0[i:I, j:J, k:K], mask_140153855097680_gen_0[i:I, j:J, k:K]), (y[i:I, j:J, k:K] + ((-(np.int64(1))) + powf[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.int64)).astype(np.float64)), flux_gen_0[i:I, j:J, k:K])
        vc_gen_0[i:I, j:J, k:K] = np.where(mask_140153856408976_gen_0[i:I, j:J, k:K], ufuncs.minimum((var[i:I, j:J, k:K] / (ufuncs.abs(flux_gen_0[i:I, j:J, k:K]) + np.float64(1.0))), (np.float64(phi) - b[i:I, j:J, k:K])), vc_gen_0[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where(mask_140153856408976_gen_0[i:I, j:J, k:K], ufuncs.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(delp[k + 1:K + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))), dz[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = ufuncs.remainder(y[i:I, j:J, k:K], ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(register[i - 2:I - 2, j:J, k:K])), np.float64(6.0)) + np.float64(0.5))))
        dz[i:I, j:J, k:K] = np.where((v[i + 1:I + 1, j:J] != register[i - 1:I - 1, j - 1:J - 1, k:K].astype(np.int32)), var[i:I, j:J, k:K], (powf[i - 2:I - 2, j - 2:J - 2, k:K] + powf[i:I, j:J, k:K]).astype(np.float64))
        dz[i:i + 1, j:j + 1, k:K] = (np.float64((-(np.int64(2)))) - np.where((ufuncs.abs(y[i:i + 1, j:j + 1, k:K]) < ufuncs.exp(ufuncs.minimum(vc_gen_0[i:i + 1, j:j + 1, k:K], np.float64(5.0)))), delp[k:K], b[i:i + 1, j:j + 1, k:K]))
        n__c3f_36_20_gen_0[i:i + 1, j:j + 1, k:K] = (y[i:i + 1, j:j + 1, k:K] / (ufuncs.abs(dz[i:i + 1, j:j + 1, k:K]) + np.float64(1.0)))
        gz_gen_0[i:i + 1, j:j + 1, k:K] = (ufuncs.power(ufuncs.abs(flux_gen_0[i:i + 1, j:j + 1, k:K]), np.float64(0.5)) / (ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(n__c3f_36_20_gen_0[i:i + 1, j:j + 1, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64) + np.float64(1.0)))
        w_gen_0[i:i + 1, j:j + 1, k:K] = (-(ufuncs.abs(np.float64(0.25))))
        dz[i:i + 1, j:j + 1, k:K] = (-((vc_gen_0[i:i + 1, j:j + 1, k:K] * np.float64(0.5))))
        dz[i:I, j:J - 1, k:K] = (np.float64((-(np.int64(2)))) - np.where((ufuncs.abs(y[i:I, j:J - 1, k:K]) < ufuncs.exp(ufuncs.minimum(vc_gen_0[i:I, j:J - 1, k:K], np.float64(5.0)))), delp[k:K], b[i:I, j:J - 1, k:K]))
        n__c3f_36_20_gen_0[i:I, j:J - 1, k:K] = (y[i:I, j:J - 1, k:K] / (ufuncs.abs(dz[i:I, j:J - 1, k:K]) + np.float64(1.0)))
        gz_gen_0[i:I, j:J - 1, k:K] = (ufuncs.power(ufuncs.abs(flux_gen_0[i:I, j:J - 1, k:K]), np.float64(0.5)) / (ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(n__c3f_36_20_gen_0[i:I, j:J - 1, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64) + np.float64(1.0)))
        w_gen_0[i:I, j:J - 1, k:K] = (-(ufuncs.abs(np.float64(0.25))))
        dz[i:I, j:J - 1, k:K] = (-((vc_gen_0[i:I, j:J - 1, k:K] * np.float64(0.5))))
        # --- end horizontal block --

        # --- end vertical block ---
    