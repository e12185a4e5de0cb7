import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, register, var, stdout, pt, res, gz, area, extern, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, False))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    extern = Field(extern, _origin_['extern'], (True, True, False))
    
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153845724560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845722384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839581072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839590352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842191632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            delp[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[i + 2:I + 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0)))):
                rho[i:I, j:J, k_:k_ + 1] = np.where((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[i + 2:I + 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), delp[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where((delp[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(res[i + 2:I + 2, j + 1:J + 1]).astype(np.float64), np.float64(4.0))), (delp[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), delp[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153845722384_gen_0[i:i + 1, j:j + 1, k:K] = ((-(stdout[i:i + 1, j:j + 1, k:K])) == np.float64(-1.25))
        var[i:i + 1, j:j + 1, k:K] = np.where(mask_140153845722384_gen_0[i:i + 1, j:j + 1, k:K], ((area[i:i + 1, j + 1:j + 2, k:K] + rho[i:i + 1, j:j + 1, k:K]) <= ufuncs.remainder(np.float64(-1.25), area[i:i + 1, j - 1:j, k:K])), var[i:i + 1, j:j + 1, k:K])
        var[i:i + 1, j:j + 1, k:K] = np.where(mask_140153845722384_gen_0[i:i + 1, j:j + 1, k:K], ufuncs.isnan((-(gz[i:i + 1, j:j + 1, k:K]))), var[i:i + 1, j:j + 1, k:K])
        var[i:i + 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153845722384_gen_0[i:i + 1, j:j + 1, k:K])), np.bitwise_or((ufuncs.maximum(pt[i:i + 1, j - 2:j - 1, k:K].astype(np.float64), delp[i:i + 1, j:j + 1, k:K]) == ufuncs.power(ufuncs.abs(area[i + 1:i + 2, j - 1:j, k:K]), np.float64(0.5))), ufuncs.isinf(np.float64(-1.25))), var[i:i + 1, j:j + 1, k:K])
        mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K] = ((stdout[i:i + 1, j:j + 1, k + 1:K + 1] / (ufuncs.abs(extern[i:i + 1, j:j + 1]) + np.float64(1.0))) < (area[i + 2:i + 3, j + 2:j + 3, k - 1:K - 1] * np.float64((-(np.int64(1))))))
        var[i:i + 1, j:j + 1, k:K] = np.where(mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K], register, var[i:i + 1, j:j + 1, k:K])
        coef[i:i + 1, j:j + 1, k:K] = np.where(mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K], ((rho[i:i + 1, j:j + 1, k:K] * delp[i:i + 1, j:j + 1, k:K]) != area[i - 2:i - 1, j:j + 1, k:K]), coef[i:i + 1, j:j + 1, k:K])
        qv_gen_0[i:i + 1, j:j + 1, k:K] = np.where(mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K], ufuncs.log((ufuncs.abs(np.where((rho[i:i + 1, j:j + 1, k:K] > (area[i + 2:i + 3, j:j + 1, k:K] * area[i + 2:i + 3, j:j + 1, k:K])), delp[i:i + 1, j:j + 1, k:K], extern[i:i + 1, j:j + 1])) + np.float64(0.5))), qv_gen_0[i:i + 1, j:j + 1, k:K])
        mask_140153839581072_gen_0[i:i + 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K])), ((res[i:i + 1, j - 2:j - 1].astype(np.float64) - qv_gen_0[i:i + 1, j:j + 1, k:K]) <= (res[i:i + 1, j - 1:j].astype(np.float64) * np.float64(-1.25))), mask_140153839581072_gen_0[i:i + 1, j:j + 1, k:K])
        qv_gen_0[i:i + 1, j:j + 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153845724560_gen_0[i:i + 1, j:j + 1, k:K])), mask_140153839581072_gen_0[i:i + 1, j:j + 1, k:K]), pt[i - 2:i - 1, j + 2:j + 3, k:K].astype(np.float64), qv_gen_0[i:i + 1, j:j + 1, k:K])
        var[i:I, j:J, k:K] = (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(extern[i:I, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))) != pt[i:I, j + 1:J + 1, k + 1:K + 1])
        qv_gen_0[i:I, j:J, k:K] = ufuncs.minimum(ufuncs.float64(qv_gen_0[i:I, j:J, k:K]), (rho[i:I, j:J, k:K] + np.float64(-1.25)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = np.bitwise_or(register, (pt[i - 2:I - 2, j:J, k:K] != res[i + 2:I + 2, j:J].astype(np.int32)))
        mask_140153839590352_gen_0[i:I, j:J, k:K] = (res[i + 1:I + 1, j - 2:J - 2].astype(np.float64) <= np.float64(-1.25))
        var[i:I, j:J, k:K] = np.where(mask_140153839590352_gen_0[i:I, j:J, k:K], (gz[i:I, j:J, k + 1:K + 1] == gz[i:I, j:J, k:K]), var[i:I, j:J, k:K])
        mask_140153842191632_gen_0[i:I, j:J, k:K] = np.where(mask_140153839590352_gen_0[i:I, j:J, k:K], coef[i:I, j:J, k:K], mask_140153842191632_gen_0[i:I, j:J, k:K])
        cp_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153839590352_gen_0[i:I, j:J, k:K], mask_140153842191632_gen_0[i:I, j:J, k:K]), ufuncs.abs((delp[i:I, j:J, k:K] + np.float64(-1.25))), cp_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    