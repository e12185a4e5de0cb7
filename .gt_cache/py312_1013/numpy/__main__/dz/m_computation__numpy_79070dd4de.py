import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, nj, NAN, delp, errno, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    nj = Field(nj, _origin_['nj'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, False))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    long = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822250896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821819984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820475472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822112016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821404816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820683216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.001) != (np.float64(rho) + delp)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.0), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            mask_140153820475472_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.float64(0.001) != (np.float64(rho) + delp)))), (a[i:I, j:J, k_:k_ + 1].astype(np.int64) < rho), mask_140153820475472_gen_0[i:I, j:J, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((np.float64(0.001) != (np.float64(rho) + delp)))), mask_140153820475472_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((delp + np.float64(rho)) + np.float64(1.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), a[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((np.float64(0.001) != (np.float64(rho) + delp)))), (np.bitwise_not(mask_140153820475472_gen_0[i:I, j:J, k_:k_ + 1]))), NAN[i:I, j:J], pt[i:I, j:J, k_:k_ + 1])
            mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.erfc(ufuncs.float64(nj[i:I, j:J, k_ + 1:k_ + 2])) == delp)
            mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((np.int64(7) > nj[i:I, j:J, k_:k_ + 1]), (NAN[i - 1:I - 1, j:J] != pt[i:I, j:J, k_:k_ + 1])), mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1])
            long[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1], mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(a[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), NAN[i:I, j:J]) + ufuncs.exp(ufuncs.minimum(pt[i:I, j:J, k_:k_ + 1], np.float64(5.0)))), long[i:I, j:J, k_:k_ + 1])
            it[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1], mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1]), np.where(((NAN[i + 2:I + 2, j - 2:J - 2] + pt[i:I, j:J, k_:k_ + 1]) >= (nj[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + errno[i:I, j:J, k_:k_ + 1])), nj[i:I, j:J, k_:k_ + 1].astype(np.float64), (delp / (ufuncs.abs(pt[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), it[i:I, j:J, k_:k_ + 1])
            mask_140153821819984_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1]))), (long[i:I, j:J, k_:k_ + 1] < a[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), mask_140153821819984_gen_0[i:I, j:J, k_:k_ + 1])
            errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153822112016_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153821819984_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arcsinh(np.float64(0.1)) + (-(long[i:I, j:J, k_:k_ + 1]))), errno[i:I, j:J, k_:k_ + 1])
            mask_140153822250896_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1])), (pt[i:I, j:J, k_:k_ + 1] <= (errno[i:I, j:J, k_:k_ + 1] - long[i:I, j:J, k_:k_ + 1])), mask_140153822250896_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153822250896_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(ufuncs.power(ufuncs.abs(long[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), np.float64(1.0)), pt[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153821404816_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153822250896_gen_0[i:I, j:J, k_:k_ + 1]), ((delp - np.float64(1.5)) * delp), c[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                errno[i:I, j:J, k_:k_ + 1] = np.where((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((delp / (ufuncs.abs(NAN[i - 1:I - 1, j:J]) + np.float64(1.0))) / (ufuncs.abs(np.float64(0.001)) + np.float64(1.0))), errno[i:I, j:J, k_:k_ + 1])
                mask_140153820683216_gen_0[i:I, j:J, k_:k_ + 1] = np.where((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((errno[i:I, j:J, k_:k_ + 1] * delp) <= ufuncs.minimum(np.float64(10.0), a[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140153820683216_gen_0[i:I, j:J, k_:k_ + 1])
                pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153820683216_gen_0[i:I, j:J, k_:k_ + 1]), tend_gen_0[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1])
                errno[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(mask_140153820683216_gen_0[i:I, j:J, k_:k_ + 1]))), (a[i:I, j:J, k_:k_ + 1].astype(np.float64) + (pt[i:I, j:J, k_:k_ + 1] + a[i:I, j:J, k_:k_ + 1].astype(np.float64))), errno[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where((tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (tend_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tend_gen_0[i:I, j:J, k_:k_ + 1])
                
            a[i:I, j:J, k_:k_ + 1] = np.int32(rho)
            long[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.maximum(a[i:I, j:J, k_:k_ + 1].astype(np.float64), long[i:I, j:J, k_:k_ + 1]) > ufuncs.sinh(ufuncs.tanh(errno[i:I, j:J, k_:k_ + 1]))), rho, nj[i:I, j:J, k_ - 1:k_]).astype(np.float64) * (a[i:I, j:J, k_:k_ + 1].astype(np.float64) + long[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        errno[i:I, j:J, k:K] = ((c[i:I, j:J, k:K] * np.float64(0.25)) * NAN[i:I, j - 1:J - 1])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            errno[i:I, j:J, k_:k_ + 1] = np.where((it[i:I, j:J, k_:k_ + 1] != np.float64(rho)), np.float64(0.25), (nj[i:I, j:J, k_ - 1:k_].astype(np.float64) - c[i:I, j:J, k_:k_ + 1]))
            zs_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64((delp * NAN[i + 1:I + 1, j:J]))
            # --- end horizontal block --

        # --- end vertical block ---
    