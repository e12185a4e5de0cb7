import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pe, nk, size_t, b, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    pe = Field(pe, _origin_['pe'], (True, True, False))
    nk = Field(nk, _origin_['nk'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (False, False, True))
    b = Field(b, _origin_['b'], (True, True, False))
    c = Field(c, _origin_['c'], (False, False, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    t0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333774759120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774971088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775319312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774975568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773767440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773752784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775450512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773759440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774874256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    printf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773785168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333775438928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1] = ((pe[i:I, j:J] / (ufuncs.abs(b[i - 2:I - 2, j + 2:J + 2]) + np.float64(1.0))) >= ufuncs.remainder(nk[i:I, j:J, k_:k_ + 1], np.float32((-(np.int64(2))))).astype(np.float64))
            nk[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1], (-((pe[i:I, j:J] * c[k_:k_ + 1].astype(np.float64)))).astype(np.float32), nk[i:I, j:J, k_:k_ + 1])
            mask_140333775319312_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(((np.float64(0.25) - b[i - 2:I - 2, j:J]) >= ufuncs.remainder(nk[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), b[i + 2:I + 2, j - 1:J - 1])), np.bitwise_or(((c[k_:k_ + 1].astype(np.int64) + np.int64(2)).astype(np.float64) <= pe[i:I, j:J]), (np.float64(2.0) >= nk[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)))), mask_140333775319312_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J] = np.where(np.bitwise_and(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1], mask_140333775319312_gen_0[i:I, j:J, k_:k_ + 1]), (b[i:I, j:J] + c[k_:k_ + 1].astype(np.float64)), pe[i:I, j:J])
            pe[i:I, j:J] = np.where(np.bitwise_and(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1], mask_140333775319312_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(nk[i:I, j:J, k_ - 1:k_].astype(np.float64), (np.float64(3.5) + np.float64(2.0))), pe[i:I, j:J])
            mask_140333774971088_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1])), (pe[i:I, j:J] <= (pe[i:I, j:J] * b[i + 2:I + 2, j:J])), mask_140333774971088_gen_0[i:I, j:J, k_:k_ + 1])
            nk[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333774759120_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333774971088_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs((size_t[k_:k_ + 1].astype(np.float64) + b[i:I, j:J])).astype(np.float32), nk[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i + 1:i + 2, j + 2:J - 1] = (nk[i + 1:i + 2, j + 2:J - 1, k_:k_ + 1].astype(np.float64) + ufuncs.remainder(b[i + 2:i + 3, j + 3:J], np.float64(np.int64(7))))
            pe[i + 1:i + 2, j + 2:J - 1] = pe[i + 1:i + 2, j + 2:J - 1]
            mask_140333774975568_gen_0[i:I, j:J, k_:k_ + 1] = ((pe[i:I, j:J] * pe[i:I, j:J]) <= ufuncs.float64(pe[i:I, j:J]))
            pe[i:I, j:J] = np.where(mask_140333774975568_gen_0[i:I, j:J, k_:k_ + 1], ((-(c[k_:k_ + 1])).astype(np.float64) + np.float64(0.0)), pe[i:I, j:J])
            pe[i:I, j:J] = (ufuncs.remainder(np.float64(2.0), size_t[k_ - 1:k_].astype(np.float64)) / (ufuncs.abs(c[k_ - 1:k_]).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J] = (ufuncs.sqrt(ufuncs.abs(ufuncs.float64((-(np.int64(1)))))) + ufuncs.power(c[k_:k_ + 1], np.int64(2)).astype(np.float64))
            pe[i:I, j:J] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(size_t[k_ + 1:k_ + 2].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) + ufuncs.arcsin(ufuncs.tanh(np.float64(2.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333773767440_gen_0[i:I, j:J, k:K] = ((pe[i:I, j:J] / b[i:I, j + 1:J + 1]) > (size_t[k + 1:K + 1] + size_t[k:K]).astype(np.float64))
        x[i:I, j:J, k:K] = np.where(mask_140333773767440_gen_0[i:I, j:J, k:K], ufuncs.power(np.float64(2.0), np.int64(2)), x[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333774874256_gen_0[i:I, j:J, k:K] = (x[i:I, j:J, k:K] < (np.float64(0.5) + np.float64(np.int64(3))))
        mask_140333773759440_gen_0[i:I, j:J, k:K] = np.where(mask_140333774874256_gen_0[i:I, j:J, k:K], np.bitwise_or((np.bitwise_not((c[k:K].astype(np.float32) <= (size_t[k:K] + nk[i:I, j:J, k:K])))), (c[k + 1:K + 1].astype(np.float64) > np.float64(3.5))), mask_140333773759440_gen_0[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333774874256_gen_0[i:I, j:J, k:K], mask_140333773759440_gen_0[i:I, j:J, k:K]), (ufuncs.minimum(np.float64(2.0), nk[i:I, j:J, k:K].astype(np.float64)) == pe[i:I, j:J]), kt[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333774874256_gen_0[i:I, j:J, k:K], mask_140333773759440_gen_0[i:I, j:J, k:K]), np.bitwise_and(kt[i:I, j:J, k:K], (np.float32(np.int64(3)) == nk[i:I, j:J, k:K])), kt[i:I, j:J, k:K])
        nk[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333774874256_gen_0[i:I, j:J, k:K], mask_140333773759440_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.maximum(np.float64(2.0), x[i:I, j:J, k:K]), size_t[k + 1:K + 1].astype(np.float64)).astype(np.float32), nk[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333774874256_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333773759440_gen_0[i:I, j:J, k:K]))), (np.float64(1.0) < ufuncs.arccos(ufuncs.tanh(pe[i:I, j:J]))), kt[i:I, j:J, k:K])
        nk[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333774874256_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333773759440_gen_0[i:I, j:J, k:K]))), (ufuncs.abs(nk[i:I, j:J, k:K]) * np.float32(np.int64(0))), nk[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333774874256_gen_0[i:I, j:J, k:K])), ((size_t[k:K].astype(np.float64) - np.float64(2.0)) / (ufuncs.abs(x[i:I, j:J, k:K]) + np.float64(1.0))), dz[i:I, j:J, k:K])
        nk[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333774874256_gen_0[i:I, j:J, k:K])), ((np.float64(np.int64(1)) + pe[i:I, j:J]) / (ufuncs.abs(ufuncs.maximum(c[k - 1:K - 1].astype(np.float32), nk[i:I, j:J, k:K])).astype(np.float64) + np.float64(1.0))).astype(np.float32), nk[i:I, j:J, k:K])
        kt[i:I, j:J, k:K] = ufuncs.isinf((pe[i:I, j:J] - pe[i:I, j:J]))
        x[i:I, j:J, k:K] = np.where(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), ufuncs.log10((ufuncs.abs((dz[i:I, j:J, k:K] / np.float64(0.001))) + np.float64(0.5))), x[i:I, j:J, k:K])
        mask_140333773752784_gen_0[i:I, j:J, k:K] = np.where(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), (np.bitwise_not((nk[i:I, j:J, k:K].astype(np.float64) >= pe[i:I, j:J]))), mask_140333773752784_gen_0[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.where(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), mask_140333773752784_gen_0[i:I, j:J, k:K]), np.float64(2.0), dz[i:I, j:J, k:K])
        do_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), mask_140333773752784_gen_0[i:I, j:J, k:K]), b[i + 2:I + 2, j - 2:J - 2], do_gen_0[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), mask_140333773752784_gen_0[i:I, j:J, k:K]), (np.float64(2.0) * ufuncs.arctanh((ufuncs.tanh(np.float64(3.5)) * np.float64(0.5)))), x[i:I, j:J, k:K])
        mask_140333775450512_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), (np.bitwise_not(mask_140333773752784_gen_0[i:I, j:J, k:K]))), (do_gen_0[i:I, j:J, k:K] == nk[i:I, j:J, k:K].astype(np.float64)), mask_140333775450512_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), (np.bitwise_not(mask_140333773752784_gen_0[i:I, j:J, k:K]))), mask_140333775450512_gen_0[i:I, j:J, k:K]), (dz[i:I, j:J, k:K] - c[k - 1:K - 1].astype(np.float64)), phi[i:I, j:J, k:K])
        do_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))), (np.bitwise_not(mask_140333773752784_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(mask_140333775450512_gen_0[i:I, j:J, k:K]))), nk[i:I, j:J, k:K].astype(np.float64), do_gen_0[i:I, j:J, k:K])
        t0[i:I, j:J, k:K] = np.where((np.bitwise_not(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))))), ufuncs.remainder((dz[i:I, j:J, k:K] - size_t[k:K].astype(np.float64)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), t0[i:I, j:J, k:K])
        rho_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))))), np.float64(0.0), rho_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and((np.bitwise_not(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))))), (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0))))):
            area[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))))), (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), ((pe[i:I, j:J] - nk[i:I, j:J, k:K].astype(np.float64)) + do_gen_0[i:I, j:J, k:K]), area[i:I, j:J, k:K])
            rho_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(((np.float64(2.0) - np.float64(2.0)) <= (np.float64(0.25) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0)))))), (rho_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(2.0)), np.float64(4.0)))), (rho_gen_0[i:I, j:J, k:K] + np.float64(1.0)), rho_gen_0[i:I, j:J, k:K])
            
        delp[i:I, j:J, k:K] = (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(size_t[k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))) * c[k:K].astype(np.int64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        kt[i:i + 2, j:j + 1, k:K] = ((b[i + 1:i + 3, j:j + 1] + nk[i:i + 2, j:j + 1, k:K].astype(np.float64)) > (-(dz[i:i + 2, j:j + 1, k:K])))
        mask_140333773785168_gen_0[i:i + 2, j:j + 1, k:K] = kt[i:i + 2, j:j + 1, k:K]
        printf_gen_0[i:i + 2, j:j + 1, k:K] = np.where(mask_140333773785168_gen_0[i:i + 2, j:j + 1, k:K], (ufuncs.abs(delp[i:i + 2, j:j + 1, k:K]).astype(np.float64) - t0[i:i + 2, j:j + 1, k:K]), printf_gen_0[i:i + 2, j:j + 1, k:K])
        x[i:i + 2, j:j + 1, k:K] = np.float64(0.25)
        val_gen_0[i:I, J - 1:J, k:K] = ((delp[i:I, J - 1:J, k:K].astype(np.float64) / (ufuncs.abs(t0[i:I, J - 1:J, k:K]) + np.float64(1.0))) * pe[i:I, J - 1:J])
        val_gen_0[I - 2:I, j:j + 1, k:K] = ((delp[I - 2:I, j:j + 1, k:K].astype(np.float64) / (ufuncs.abs(t0[I - 2:I, j:j + 1, k:K]) + np.float64(1.0))) * pe[I - 2:I, j:j + 1])
        t0[i:I, j:J, k:K] = ((np.float64(2.0) * np.float64(0.1)) - np.where(kt[i:I, j:J, k:K], t0[i:I, j:J, k:K], t0[i:I, j:J, k:K]))
        phi[i:I, j:J, k:K] = (x[i:I, j:J, k:K] / (ufuncs.abs(area[i:I, j:J, k:K]) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    