import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, rho, jt, k0, val, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, False))
    jt = Field(jt, _origin_['jt'], (True, True, True))
    k0 = Field(k0, _origin_['k0'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    
    omp_get_thread_num = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 1, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140333764741328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    time_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333762574224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333758830032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((jt[i:I, j:J, k_:k_ + 1] == (val[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1] - val[i:I, j - 2:J - 2, k_:k_ + 1]).astype(np.float64)), (ufuncs.trunc(delp[i:I, j:J, k_ - 1:k_]) <= ufuncs.sin(ufuncs.float64(k0[i + 2:I + 2, j + 2:J + 2, k_ - 1:k_]))))
            jt[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1], np.where((val[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) <= jt[i:I, j:J, k_:k_ + 1]), ufuncs.power(delp[i:I, j:J, k_:k_ + 1], np.int64(2)), jt[i:I, j:J, k_ - 1:k_]), jt[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1], np.where((ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(rho[i:I, j:J]))) <= (rho[i:I, j + 1:J + 1].astype(np.float64) / jt[i:I, j:J, k_:k_ + 1])), ufuncs.minimum(val[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1].astype(np.int32)), (val[i - 2:I - 2, j:J, k_:k_ + 1] - k0[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.int32))).astype(np.float64), jt[i:I, j:J, k_:k_ + 1])
            jt[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1], (np.int64(0) - (rho[i - 1:I - 1, j - 1:J - 1] * rho[i:I, j + 1:J + 1])).astype(np.float64), jt[i:I, j:J, k_ + 1:k_ + 2])
            omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), omp_get_thread_num[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1])), (omp_get_thread_num[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1])), (omp_get_thread_num[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ufuncs.float64((val[i:I, j:J, k_ + 1:k_ + 2] * k0[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.int32))), x[i:I, j:J, k_:k_ + 1])
                omp_get_thread_num[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333764741328_gen_0[i:I, j:J, k_:k_ + 1])), (omp_get_thread_num[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (omp_get_thread_num[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), omp_get_thread_num[i:I, j:J, k_:k_ + 1])
                
            jt[i:I, j:J, k_:k_ + 1] = ufuncs.power((delp[i:I, j:J, k_ + 1:k_ + 2] * val[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64)), np.int64(2))
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.where((k0[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.int64) > rho[i:I, j - 1:J - 1]), np.float64(1.5), delp[i:I, j:J, k_ - 1:k_]) != ufuncs.remainder(rho[i - 2:I - 2, j:J], k0[i:I, j:J, k_ - 1:k_].astype(np.int64)).astype(np.float64)), (ufuncs.remainder(delp[i:I, j:J, k_:k_ + 1], k0[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64)) != ufuncs.remainder(omp_get_thread_num[i:I, j:J, k_:k_ + 1], np.float64(0.001)))), (k0[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2] * k0[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1]).astype(np.float64), (np.float64(np.int64(7)) - delp[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            pe[i:I, j:J, k_:k_ + 1] = val[i:I, j - 2:J - 2, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(delp[i:I, j:J, k_:k_ + 1], jt[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(ufuncs.float64(x[i:I, j:J, k_:k_ + 1])) + np.float64(1.0)))
            delp[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(dz_gen_0[i:I, j:J, k_:k_ + 1], (rho[i:I, j - 1:J - 1].astype(np.float64) + np.float64(0.25)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333758830032_gen_0[i:I, j:J, k:K] = np.bitwise_or((np.float64(1.5) <= (jt[i:I, j:J, k:K] / (ufuncs.abs(x[i:I, j:J, k - 1:K - 1]) + np.float64(1.0)))), (val[i:I, j - 1:J - 1, k - 1:K - 1].astype(np.float64) != x[i:I, j:J, k:K]))
        mask_140333762574224_gen_0[i:I, j:J, k:K] = np.where(mask_140333758830032_gen_0[i:I, j:J, k:K], ((jt[i:I, j:J, k:K] - np.float64(2.0)) == np.where((omp_get_thread_num[i:I, j:J, k - 1:K - 1] > (k0[i - 1:I - 1, j - 1:J - 1, k:K].astype(np.float64) + omp_get_thread_num[i:I, j:J, k - 1:K - 1])), delp[i:I, j:J, k:K], delp[i:I, j:J, k - 1:K - 1])), mask_140333762574224_gen_0[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758830032_gen_0[i:I, j:J, k:K], mask_140333762574224_gen_0[i:I, j:J, k:K]), val[i - 1:I - 1, j:J, k:K].astype(np.float64), jt[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333758830032_gen_0[i:I, j:J, k:K], mask_140333762574224_gen_0[i:I, j:J, k:K]), ufuncs.abs((k0[i + 1:I + 1, j - 2:J - 2, k - 1:K - 1].astype(np.float64) - omp_get_thread_num[i:I, j:J, k - 1:K - 1])), jt[i:I, j:J, k:K])
        gz_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333758830032_gen_0[i:I, j:J, k:K])), np.float64(0.0), gz_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and((np.bitwise_not(mask_140333758830032_gen_0[i:I, j:J, k:K])), (gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j - 2:J - 2]).astype(np.float64), np.float64(4.0))))):
            jt[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758830032_gen_0[i:I, j:J, k:K])), (gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j - 2:J - 2]).astype(np.float64), np.float64(4.0)))), np.float64(3.5), jt[i:I, j:J, k:K])
            gz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758830032_gen_0[i:I, j:J, k:K])), (gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(rho[i + 2:I + 2, j - 2:J - 2]).astype(np.float64), np.float64(4.0)))), (gz_gen_0[i:I, j:J, k:K] + np.float64(1.0)), gz_gen_0[i:I, j:J, k:K])
            
        jt[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333758830032_gen_0[i:I, j:J, k:K])), jt[i:I, j:J, k:K], jt[i:I, j:J, k:K])
        time_gen_0[i:I, j:J, k:K] = ufuncs.power(pe[i:I, j + 1:J + 1, k:K], np.int64(2))
        b_gen_0[i:I, j:J, k:K] = ufuncs.maximum((time_gen_0[i:I, j:J, k:K] - pe[i:I, j:J, k:K].astype(np.int64)), np.where((ufuncs.exp(ufuncs.minimum(ufuncs.float64(k0[i + 1:I + 1, j:J, k:K]), np.float64(5.0))) < ufuncs.float64(np.int64(1))), val[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.int64), time_gen_0[i:I, j:J, k:K]))
        v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] = np.float64(0.0)
        while np.any((v_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(val[i - 1:I - 1, j + 2:J + 2, k - 1:K - 1]).astype(np.float64), np.float64(4.0)))):
            extern_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] = np.where((v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I - 2, J:J + 1, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not((x[i + 1:I - 1, J - 2:J - 1, k - 1:K - 1] != np.float64(np.int64(0))))), extern_gen_0[i + 1:I - 1, J - 2:J - 1, k:K])
            v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] = np.where((v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(val[i:I - 2, J:J + 1, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] + np.float64(1.0)), v_gen_0[i + 1:I - 1, J - 2:J - 1, k:K])
            
        ni_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] = (ufuncs.minimum(b_gen_0[i + 1:I - 1, J - 2:J - 1, k:K].astype(np.float64), omp_get_thread_num[i + 1:I - 1, J - 2:J - 1, k - 1:K - 1]) - (gz_gen_0[i + 1:I - 1, J - 2:J - 1, k:K] + pe[i + 1:I - 1, J - 2:J - 1, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    