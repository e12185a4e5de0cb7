import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, flux, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, False))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775048272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = ufuncs.cos((np.float64(-1.25) - np.float64(-1.25)))
            flux[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(-1.25), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(rho[i:I, j:J, k_:k_ + 1], np.float64(-1.25)) < ufuncs.int32(ufuncs.minimum(ufuncs.maximum(rho[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1], (-((flux[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - rho[i:I, j:J, k_:k_ + 1]))), delp[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1], (tmp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1], (tmp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), ufuncs.remainder(delp[i:I, j:J, k_:k_ + 1], ufuncs.maximum(np.float64(-1.25), delp[i:I, j:J, k_ - 1:k_])), delp[i:I, j:J, k_:k_ + 1])
                tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333775048272_gen_0[i:I, j:J, k_:k_ + 1], (tmp_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))), (tmp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tmp_gen_0[i:I, j:J, k_:k_ + 1])
                
            flux[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0)))
            delp[i:I, j:J, k_:k_ + 1] = ufuncs.power(dz[i:I, j - 1:J - 1], np.int64(2)).astype(np.float64)
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                delp[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), dz[i + 1:I + 1, j - 2:J - 2].astype(np.float64), delp[i:I, j:J, k_:k_ + 1])
                var_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (var_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    