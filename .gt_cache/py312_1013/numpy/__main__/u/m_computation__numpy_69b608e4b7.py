import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, do, dz, area, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    do = Field(do, _origin_['do'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    mask_140153847770448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    INFINITY_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850566992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    memcpy_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    void_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845619472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            INFINITY_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0)))):
                mask_140153850566992_gen_0[i:I, j:J, k_:k_ + 1] = np.where((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (ufuncs.abs(dz[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]) != (rho[i:I, j:J, k_ + 1:k_ + 2] - dz[i:I, j:J, k_ + 1:k_ + 2])), mask_140153850566992_gen_0[i:I, j:J, k_:k_ + 1])
                memcpy_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153850566992_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(ufuncs.erfc(INFINITY_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), memcpy_gen_0[i:I, j:J, k_:k_ + 1])
                do[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153850566992_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]), area[i:I, j:J, k_ + 1:k_ + 2]), do[i:I, j:J, k_:k_ + 1])
                delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153850566992_gen_0[i:I, j:J, k_:k_ + 1]), INFINITY_gen_0[i:I, j:J, k_:k_ + 1], delp_gen_0[i:I, j:J, k_:k_ + 1])
                INFINITY_gen_0[i:I, j:J, k_:k_ + 1] = np.where((INFINITY_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (INFINITY_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), INFINITY_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(memcpy_gen_0[i:I, j:J, k_:k_ + 1]) <= (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(0))))
            phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.sin((area[i:I, j:J, k_ - 1:k_] + rho[i:I, j:J, k_ - 1:k_])), phi_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153847770448_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1], ((delp_gen_0[i:I, j:J, k_:k_ + 1] * memcpy_gen_0[i:I, j:J, k_:k_ + 1]) != np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), mask_140153847770448_gen_0[i:I, j:J, k_:k_ + 1])
            delp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847770448_gen_0[i:I, j:J, k_:k_ + 1]), ((area[i:I, j:J, k_:k_ + 1] - memcpy_gen_0[i:I, j:J, k_:k_ + 1]) - (INFINITY_gen_0[i:I, j:J, k_:k_ + 1] + phi_gen_0[i:I, j:J, k_:k_ + 1])), delp_gen_0[i:I, j:J, k_:k_ + 1])
            void_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847770448_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(phi_gen_0[i:I, j:J, k_:k_ + 1], np.float64(ufuncs.float32(np.int64(2)))), void_gen_0[i:I, j:J, k_:k_ + 1])
            do[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum(ufuncs.arcsinh(rho[i:I, j:J, k_:k_ + 1]), (do[i:I, j:J, k_ + 1:k_ + 2] - dz[i - 1:I - 1, j - 1:J - 1, k_ + 1:k_ + 2])), do[i:I, j:J, k_:k_ + 1])
            memcpy_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153845619472_gen_0[i:I, j:J, k_:k_ + 1])), (delp_gen_0[i:I, j:J, k_:k_ + 1] + np.float64((-(np.int64(1))))), memcpy_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    