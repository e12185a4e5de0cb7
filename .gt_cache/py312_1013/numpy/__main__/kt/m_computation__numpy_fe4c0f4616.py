import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, res, q, default, fmax, phi, free, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    res = Field(res, _origin_['res'], (True, True, False))
    q = Field(q, _origin_['q'], (True, True, True))
    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, False))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    errno = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856602064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852142992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858082960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0)))
            q[i:i + 1, J - 1:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0)))
            q[i:i + 1, J - 1:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(res[i - 1:i, J + 1:J + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))
            q[i:I, j:J, k_:k_ + 1] = q[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        errno[i:I, j:J, k:K] = ((default - res[i:I, j:J]) - (np.float64(0.25) - res[i:I, j:J]))
        errno[i:I, j:J, k:K] = ((rho[i - 2:I - 2, j:J, k - 1:K - 1] / default) + np.where(((np.float64(0.5) - rho[i - 2:I - 2, j:J, k:K]) == (np.float64(np.int64(1000003)) / (ufuncs.abs(rho[i:I, j - 2:J - 2, k:K]) + np.float64(1.0)))), default, rho[i - 1:I - 1, j + 2:J + 2, k + 1:K + 1]))
        mask_140153856602064_gen_0[i:I, j:J, k:K] = (np.where(((default - np.float64(free)) <= q[i:I, j:J, k:K].astype(np.float64)), np.float64(0.0), default) != ufuncs.abs(res[i - 2:I - 2, j + 1:J + 1]))
        expf[i:I, j:J, k:K] = np.where(mask_140153856602064_gen_0[i:I, j:J, k:K], ufuncs.minimum((phi[i:I, j:J] - np.float64(free)), np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(default, (-(np.float64(100000.0)))), np.float64(100000.0))))), expf[i:I, j:J, k:K])
        fmax[i:I, j:J, k:K] = np.where(mask_140153856602064_gen_0[i:I, j:J, k:K], res[i + 2:I + 2, j - 1:J - 1].astype(np.float32), fmax[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fmax[i:I - 1, J - 1:J, k:K] = ((fmax[i:I - 1, J - 1:J, k:K].astype(np.float64) - phi[i:I - 1, J - 1:J]) / ufuncs.sinh(ufuncs.tanh(fmax[i:I - 1, J - 1:J, k:K])).astype(np.float64)).astype(np.float32)
        mask_140153858082960_gen_0[i:I, j:J, k:K] = (q[i:I, j:J, k:K].astype(np.float64) < ufuncs.minimum(errno[i:I, j:J, k:K], np.float64(free)))
        zs_gen_0[i:I, j:J, k:K] = np.where(mask_140153858082960_gen_0[i:I, j:J, k:K], (ufuncs.remainder(default, fmax[i:I, j:J, k:K].astype(np.float64)) + (expf[i:I, j:J, k:K] / np.float64(0.001))), zs_gen_0[i:I, j:J, k:K])
        mask_140153852142992_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153858082960_gen_0[i:I, j:J, k:K])), (fmax[i:I, j:J, k:K].astype(np.float64) >= res[i:I, j:J]), mask_140153852142992_gen_0[i:I, j:J, k:K])
        dz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858082960_gen_0[i:I, j:J, k:K])), mask_140153852142992_gen_0[i:I, j:J, k:K]), (rho[i:I, j - 2:J - 2, k + 1:K + 1] < (phi[i:I, j:J] + np.float64(np.int64(7)))), dz_gen_0[i:I, j:J, k:K])
        s_x_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858082960_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153852142992_gen_0[i:I, j:J, k:K]))), res[i:I, j - 2:J - 2], s_x_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    