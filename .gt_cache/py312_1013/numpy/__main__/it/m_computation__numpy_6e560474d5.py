import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, qv, pt, clock, phi, static, pe, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    clock = Field(clock, _origin_['clock'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, False))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153836351632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_2 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                register[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), static, register[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((phi[i + 2:I + 2, j + 1:J + 1].astype(np.int64) != static), ((phi[i + 2:I + 2, j - 2:J - 2].astype(np.int64) + static).astype(np.float64) >= ufuncs.maximum(np.float64(0.0), np.float64(static))))
            clock[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(clock[i:I, j:J, k_ - 1:k_], (register[i:I, j:J, k_:k_ + 1] - pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        register[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(qv[i + 1:I + 1, j + 2:J + 2, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
        flux_gen_2[i:I, j:J, k:K] = (np.bitwise_not((pe >= np.float64(area))))
        clock[i + 1:I - 1, j + 1:J - 1, k:K] = (-((np.float64(0.0) * vc[i + 1:I - 1, j + 1:J - 1, k:K])))
        mask_140153836351632_gen_0[i + 1:I - 1, j + 1:J - 1, k:K] = (np.float64(area) == ufuncs.maximum(phi[i + 1:I - 1, j + 2:J].astype(np.float64), np.float64(1.0)))
        extern_gen_0[i + 1:I - 1, j + 1:J - 1, k:K] = np.where(mask_140153836351632_gen_0[i + 1:I - 1, j + 1:J - 1, k:K], register[i + 1:I - 1, j + 1:J - 1, k:K], extern_gen_0[i + 1:I - 1, j + 1:J - 1, k:K])
        clock[i + 1:I - 1, j + 1:J - 1, k:K] = np.where(mask_140153836351632_gen_0[i + 1:I - 1, j + 1:J - 1, k:K], np.float64(static), clock[i + 1:I - 1, j + 1:J - 1, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    