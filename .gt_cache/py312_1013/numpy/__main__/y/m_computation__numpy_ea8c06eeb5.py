import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, gz, ti0, rho, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    ti0 = Field(ti0, _origin_['ti0'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862235344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862533520_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864189904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153862231184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        rho[i:I, j:J, k:K] = np.where(bool(bool(False)), (((-(np.int64(2))) + ti0[i + 1:I + 1, j:J, k:K].astype(np.int64)).astype(np.float64) * rho[i:I, j:J, k:K]), rho[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where((np.bitwise_not(bool(bool(False)))), ti0[i - 1:I - 1, j - 1:J - 1, k + 1:K + 1].astype(np.int32), dz[i:I, j:J, k:K])
        mask_140153862235344_gen_0[i:I, j:J, k:K] = np.bitwise_and((np.bitwise_not(bool(bool(False)))), (ti0[i - 1:I - 1, j:J, k:K].astype(np.float64) <= rho[i:I, j:J, k:K]))
        delp[i:I, j:J, k:K] = np.where(mask_140153862235344_gen_0[i:I, j:J, k:K], dz[i:I, j:J, k:K], delp[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where(mask_140153862235344_gen_0[i:I, j:J, k:K], (rho[i:I, j:J, k:K] + ufuncs.tanh(rho[i:I, j:J, k:K])), rho[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(mask_140153862235344_gen_0[i:I, j:J, k:K], rho[i:I, j:J, k:K], w[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153864189904_gen_0[i:I, j:J, k_:k_ + 1] = ((ti0[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.int64) - np.int64(0)).astype(np.float64) < ufuncs.float64(delp[i:I, j:J, k_:k_ + 1]))
            u[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864189904_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(0.0) - ti0[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), u[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864189904_gen_0[i:I, j:J, k_:k_ + 1], (rho[i:I, j:J, k_:k_ + 1] * np.where(bool(bool(False)), delp[i:I, j:J, k_:k_ + 1], ti0[i:I, j:J, lk + gz[i:I, j:J, k_:k_ + 1]].astype(np.int32)).astype(np.float64)), pt_gen_0[i:I, j:J, k_:k_ + 1])
            flux[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864189904_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum((ti0[i:I, j:J, k_ - 1:k_].astype(np.float32) / ti0[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64), (u[i:I, j:J, k_ - 1:k_] * np.float64(np.int64(0)))), flux[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = ((w[i:I, j:J, k_:k_ + 1] * ti0[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64)) + (dz[i:I, j:J, k_:k_ + 1].astype(np.float64) * rho[i:I, j:J, k_:k_ + 1]))
            mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1] = (np.where(((-(w[i:I, j:J, k_:k_ + 1])) > ufuncs.erfc(ufuncs.float64(dz[i:I, j:J, k_ + 1:k_ + 2]))), dz[i:I, j:J, k_ + 1:k_ + 2], ti0[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.int32)).astype(np.int64) > ((-(np.int64(2))) - ti0[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.int64)))
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.ceil(flux[i:I, j:J, k_:k_ + 1]) - (delp[i:I, j:J, k_ - 1:k_] + ti0[i:I, j:J, k_:k_ + 1].astype(np.int32)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), delp[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], ((u[i:I, j:J, k_ - 1:k_] / u[i:I, j:J, k_ - 1:k_]) - ufuncs.power(ti0[i:I, j:J, lk + ((gz[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))], np.int64(2)).astype(np.float64)), pt_gen_0[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), ua[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], (ua[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], (ua[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ua[i:I, j:J, k_:k_ + 1], q_gen_0[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153862533520_gen_0[i:I, j:J, k_:k_ + 1], (ua[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (ua[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua[i:I, j:J, k_:k_ + 1])
                
            q_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.round(w[i:I, j:J, k_:k_ + 1]) - ufuncs.gamma((ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153862231184_gen_0[i:I, j:J, k_:k_ + 1] = ((delp[i:I, j:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(dz[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) >= flux[i:I, j:J, k_:k_ + 1])
            sqrtf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153862231184_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power((ua[i:I, j:J, k_ + 1:k_ + 2] - ua[i:I, j:J, k_ + 1:k_ + 2]), np.int64(2)), sqrtf_gen_0[i:I, j:J, k_:k_ + 1])
            sqrtf_gen_0[i:I - 1, J - 2:J, k_:k_ + 1] = ufuncs.floor(ufuncs.float64(ti0[i + 1:I, J - 2:J, k_ - 1:k_]))
            qv_gen_0[i:I - 1, J - 2:J, k_:k_ + 1] = (ufuncs.maximum(ti0[i - 2:I - 3, J - 1:J + 1, k_:k_ + 1], ti0[i:I - 1, J - 2:J, k_:k_ + 1]).astype(np.int64) + ufuncs.power(ti0[i - 1:I - 2, J - 3:J - 1, k_:k_ + 1], np.int64(2)))
            qv_gen_0[i:I - 1, J - 2:J, k_:k_ + 1] = ufuncs.remainder(ti0[i:I - 1, J:J + 2, k_ - 1:k_], ufuncs.remainder(ti0[i - 1:I - 2, J - 4:J - 2, k_:k_ + 1], ti0[i - 1:I - 2, J - 4:J - 2, k_ - 1:k_])).astype(np.int64)
            rho[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.tanh(np.float64(0.5)) > ufuncs.float64(np.float64(10.0))), u[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((ua[i:I, j:J, k_ + 1:k_ + 2] - sqrtf_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    