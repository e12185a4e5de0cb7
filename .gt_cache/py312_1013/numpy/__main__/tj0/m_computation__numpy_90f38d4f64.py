import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, stdout, delp, exit, k0, qv, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    exit = Field(exit, _origin_['exit'], (True, True, False))
    k0 = Field(k0, _origin_['k0'], (True, True, False))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850028432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853990288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850707792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        qv[i:I, j:J, k:K] = ((k0[i:I, j:J].astype(np.float64) - delp[i:I, j + 2:J + 2, k:K]) * np.float64(np.int64(7)))
        mask_140153853990288_gen_0[i:I, j:J, k:K] = ((delp[i - 1:I - 1, j + 1:J + 1, k:K] / (ufuncs.abs(qv[i:I, j:J, k:K]) + np.float64(1.0))) < a[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(mask_140153853990288_gen_0[i:I, j:J, k:K], stdout[i + 1:I + 1, j + 1:J + 1, k:K], a[i:I, j:J, k:K])
        mask_140153850028432_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153853990288_gen_0[i:I, j:J, k:K])), ((np.float64(np.int64(1)) * qv[i:I, j:J, k:K]) >= (delp[i:I, j:J, k:K] / (ufuncs.abs(stdout[i:I, j - 2:J - 2, k:K]) + np.float64(1.0)))), mask_140153850028432_gen_0[i:I, j:J, k:K])
        a[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853990288_gen_0[i:I, j:J, k:K])), mask_140153850028432_gen_0[i:I, j:J, k:K]), ufuncs.power(ufuncs.abs(ufuncs.sinh(ufuncs.tanh(ufuncs.float64(k0[i:I, j:J])))), np.float64(0.5)), a[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((rho[i:I, j:J, k:K] < np.float64(3.0))):
            q[i:I, j:J, k:K] = np.where((rho[i:I, j:J, k:K] < np.float64(3.0)), (ufuncs.remainder(qv[i:I, j:J, k:K], exit[i:I, j:J].astype(np.float64)) + (np.float64(0.25) + exit[i:I, j:J].astype(np.float64))), q[i:I, j:J, k:K])
            rho[i:I, j:J, k:K] = np.where((rho[i:I, j:J, k:K] < np.float64(3.0)), (rho[i:I, j:J, k:K] + np.float64(1.0)), rho[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        extern_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0)))):
            a[i:I, j:J, k:K] = np.where((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), ufuncs.abs((q[i:I, j:J, k:K] - np.float64(0.5))), a[i:I, j:J, k:K])
            mask_140153850707792_gen_0[i:I, j:J, k:K] = np.where((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), np.bitwise_or(ufuncs.isfinite(ufuncs.float64(exit[i:I, j:J])), (q[i:I, j:J, k:K] <= np.float64(np.int64(7)))), mask_140153850707792_gen_0[i:I, j:J, k:K])
            q[i:I, j:J, k:K] = np.where(np.bitwise_and((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), mask_140153850707792_gen_0[i:I, j:J, k:K]), ufuncs.cbrt((rho[i:I, j:J, k:K] + q[i:I, j:J, k:K])), q[i:I, j:J, k:K])
            qv[i:I, j:J, k:K] = np.where(np.bitwise_and((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), mask_140153850707792_gen_0[i:I, j:J, k:K]), extern_gen_0[i:I, j:J, k:K], qv[i:I, j:J, k:K])
            q[i:I, j:J, k:K] = np.where(np.bitwise_and((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), mask_140153850707792_gen_0[i:I, j:J, k:K]), (extern_gen_0[i:I, j:J, k:K] * qv[i:I, j:J, k:K]), q[i:I, j:J, k:K])
            a[i:I, j:J, k:K] = np.where(np.bitwise_and((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), (np.bitwise_not(mask_140153850707792_gen_0[i:I, j:J, k:K]))), ufuncs.abs((stdout[i - 1:I - 1, j - 2:J - 2, k:K] + np.float64(10.0))), a[i:I, j:J, k:K])
            extern_gen_0[i:I, j:J, k:K] = np.where((extern_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 2:I + 2, j - 1:J - 1, k:K]), np.float64(4.0))), (extern_gen_0[i:I, j:J, k:K] + np.float64(1.0)), extern_gen_0[i:I, j:J, k:K])
            
        a[i:I, j:J, k:K] = delp[i:I, j - 2:J - 2, k - 1:K - 1]
        # --- end horizontal block --

        # --- end vertical block ---
    