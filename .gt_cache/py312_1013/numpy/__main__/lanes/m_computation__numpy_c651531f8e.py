import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, stdout, zs, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (False, False, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153841879376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841653776_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153847071568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i + 2:I - 1, J - 2:J, k:K] = np.float64(0.0)
        while np.any((dz[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(delp[i - 2:I - 2, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            zs[i + 2:I - 1, J - 2:J, k:K] = np.where((dz[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(delp[i:I - 3, J - 2:J, k:K]).astype(np.float64), np.float64(4.0))), ((dz[i + 2:I - 1, J - 2:J, k:K] + stdout[i:I - 3, J:J + 2, k:K].astype(np.float64)) <= np.where((stdout[i + 1:I - 2, J - 4:J - 2, k:K] < delp[i + 1:I - 2, J - 2:J, k + 1:K + 1].astype(np.float32)), dz[i + 2:I - 1, J - 2:J, k:K], stdout[i + 1:I - 2, J - 1:J + 1, k + 1:K + 1].astype(np.float64))), zs[i + 2:I - 1, J - 2:J, k:K])
            zs[i + 2:I - 1, J - 2:J, k:K] = np.where((dz[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(delp[i:I - 3, J - 2:J, k:K]).astype(np.float64), np.float64(4.0))), zs[i + 2:I - 1, J - 2:J, k:K], zs[i + 2:I - 1, J - 2:J, k:K])
            dz[i + 2:I - 1, J - 2:J, k:K] = np.where((dz[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(delp[i:I - 3, J - 2:J, k:K]).astype(np.float64), np.float64(4.0))), (dz[i + 2:I - 1, J - 2:J, k:K] + np.float64(1.0)), dz[i + 2:I - 1, J - 2:J, k:K])
            
        tend[i + 2:I - 1, J - 2:J, k:K] = np.float64(0.0)
        while np.any((tend[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 1:I + 1, j:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0)))):
            zs[i + 2:I - 1, J - 2:J, k:K] = np.where((tend[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 3:I, J - 2:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (ufuncs.abs(tend[i + 2:I - 1, J - 2:J, k:K]) < dz[i + 2:I - 1, J - 2:J, k:K]), zs[i + 2:I - 1, J - 2:J, k:K])
            zs[i + 2:I - 1, J - 2:J, k:K] = np.where((tend[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 3:I, J - 2:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), np.bitwise_or(((stdout[i + 1:I - 2, J - 4:J - 2, k:K].astype(np.float64) / (ufuncs.abs(tend[i + 2:I - 1, J - 2:J, k:K]) + np.float64(1.0))) >= ufuncs.remainder(tend[i + 2:I - 1, J - 2:J, k:K], np.float64(2.0))), (delp[i + 3:I, J - 2:J, k:K] >= delp[i + 4:I + 1, J - 4:J - 2, k:K])), zs[i + 2:I - 1, J - 2:J, k:K])
            tend[i + 2:I - 1, J - 2:J, k:K] = np.where((tend[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(stdout[i + 3:I, J - 2:J, k - 1:K - 1]).astype(np.float64), np.float64(4.0))), (tend[i + 2:I - 1, J - 2:J, k:K] + np.float64(1.0)), tend[i + 2:I - 1, J - 2:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153841653776_gen_0[i:I, j:J, k:K] = (ufuncs.power(delp[i:I, j:J, k:K], np.int64(2)).astype(np.float32) != (np.float32((-(np.int64(1)))) * stdout[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1]))
        zs[i:I, j:J, k:K] = np.where(mask_140153841653776_gen_0[i:I, j:J, k:K], (delp[i:I, j + 1:J + 1, k:K].astype(np.float64) <= (tend[i:I, j:J, k:K] + dz[i:I, j:J, k:K])), zs[i:I, j:J, k:K])
        mask_140153847071568_gen_0[i:I, j:J, k:K] = np.where(mask_140153841653776_gen_0[i:I, j:J, k:K], (dz[i:I, j:J, k:K] != dz[i:I, j:J, k:K]), mask_140153847071568_gen_0[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153841653776_gen_0[i:I, j:J, k:K], mask_140153847071568_gen_0[i:I, j:J, k:K]), ((tend[i:I, j:J, k:K] - stdout[i:I, j - 2:J - 2, k + 1:K + 1].astype(np.float64)) != np.where((ufuncs.remainder(dz[i:I, j:J, k:K], dz[i:I, j:J, k:K]) < np.where(((np.float64(3.5) + dz[i:I, j:J, k:K]) >= np.float64(np.int64(2))), stdout[i:I, j - 2:J - 2, k - 1:K - 1], delp[i - 1:I - 1, j - 1:J - 1, k - 1:K - 1].astype(np.float32)).astype(np.float64)), dz[i:I, j:J, k:K], dz[i:I, j:J, k:K])), zs[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153841653776_gen_0[i:I, j:J, k:K])), gz[k + 1:K + 1], zs[i:I, j:J, k:K])
        ua_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153841653776_gen_0[i:I, j:J, k:K])), (ufuncs.int32(delp[i:I, j + 1:J + 1, k:K]) - np.where(((np.float64(10.0) * stdout[i - 2:I - 2, j:J, k:K].astype(np.float64)) != ufuncs.minimum(stdout[i - 2:I - 2, j - 1:J - 1, k + 1:K + 1], stdout[i:I, j:J, k:K]).astype(np.float64)), delp[i + 1:I + 1, j:J, k + 1:K + 1], delp[i - 1:I - 1, j:J, k:K])), ua_gen_0[i:I, j:J, k:K])
        ua_gen_0[i:I, j:J, k:K] = ((delp[i:I, j:J, k:K] + ua_gen_0[i:I, j:J, k:K]) - delp[i:I, j:J, k:K])
        mask_140153841879376_gen_0[i:I, j:J, k:K] = (np.bitwise_not((dz[i:I, j:J, k:K] > ua_gen_0[i:I, j:J, k:K].astype(np.float64))))
        zs[i:I, j:J, k:K] = np.where(mask_140153841879376_gen_0[i:I, j:J, k:K], gz[k:K], zs[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = ufuncs.isnan((np.float64(10.0) - ua_gen_0[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    