import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, a__, stdout, u, extern, val, pt, memset, powf, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (True, True, True))
    a__ = Field(a__, _origin_['a__'], (True, True, False))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864731408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153867944720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153864777552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    static_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153865936784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153867222224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                area[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.minimum(area[i:I, j:J, k_:k_ + 1].astype(np.float64), (stdout[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1] * memset)).astype(np.float32), area[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.float32(memset), area[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (var[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var[i:I, j:J, k_:k_ + 1])
                
            mask_140153864731408_gen_0[i:I, j:J, k_:k_ + 1] = (memset >= powf[i - 2:I - 2, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864731408_gen_0[i:I, j:J, k_:k_ + 1], np.where(np.bitwise_or((np.where((np.float64(extern) != np.where((memset > stdout[i + 1:I + 1, j + 2:J + 2, k_ + 1:k_ + 2]), var[i:I, j:J, k_:k_ + 1], var[i:I, j:J, k_:k_ + 1])), var[i:I, j:J, k_:k_ + 1], np.float64(3.5)) <= ufuncs.arctanh((ufuncs.tanh(stdout[i + 1:I + 1, j:J, k_:k_ + 1]) * np.float64(0.5)))), (ufuncs.tanh(var[i:I, j:J, k_:k_ + 1]) >= area[i:I, j:J, k_ - 1:k_].astype(np.float64))), np.where((np.float64(extern) < (np.float64(np.int64(2)) / memset)), np.float64(0.0), memset), pt[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64)).astype(np.float32), area[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.float64(2.0) < memset))), ufuncs.power(ufuncs.abs((memset + stdout[i:I, j:J, k_:k_ + 1])), np.float64(0.5)).astype(np.float32), area[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.float64(2.0) < memset))), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(powf[i - 1:I - 1, j:J, k_ - 1:k_]), np.float64(6.0)) + np.float64(0.5))).astype(np.float32), area[i:I, j:J, k_:k_ + 1])
            mask_140153867944720_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((np.bitwise_not((np.float64(2.0) < memset))))), (np.float64(extern) > val[i:I, j:J, k_:k_ + 1]), mask_140153867944720_gen_0[i:I, j:J, k_:k_ + 1])
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((np.bitwise_not((np.float64(2.0) < memset))))), mask_140153867944720_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(var[i:I, j:J, k_:k_ + 1]) * area[i:I, j:J, k_ - 1:k_]), q_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i:I, j:J, k_:k_ + 1] = stdout[i:I, j:J, k_:k_ + 1]
            val[i:I, j:J, k_:k_ + 1] = (u[i:I, j:J, k_:k_ + 1].astype(np.float64) / (np.float64(0.1) * np.float64(0.001)))
            val[i:I, j:J, k_:k_ + 1] = np.float64(extern)
            mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not(((np.float64(10.0) - var[i:I, j:J, k_:k_ + 1]) != np.float64(ufuncs.abs(extern))))), (np.float64(0.001) <= memset))
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], stdout[i:I, j:J, k_:k_ + 1], val[i:I, j:J, k_:k_ + 1])
            mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], (var[i:I, j:J, k_:k_ + 1] <= (a__[i:I, j + 1:J + 1] + np.float64(np.int64(1)))), mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1]), pt[i + 1:I + 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64), val[i:I, j:J, k_:k_ + 1])
            static_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1]), np.where((a__[i + 2:I + 2, j:J] <= memset), (stdout[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1] - area[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), ufuncs.ceil(ufuncs.float64(np.int64(2)))), static_gen_0[i:I, j:J, k_:k_ + 1])
            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arctanh((ufuncs.tanh(stdout[i + 1:I + 1, j:J, k_:k_ + 1]) * np.float64(0.5))) == ufuncs.power(ufuncs.abs(np.float64(2.0)), np.float64(0.5))), rho_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153865936784_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(extern) > stdout[i:I, j:J, k_ - 1:k_]), mask_140153865936784_gen_0[i:I, j:J, k_:k_ + 1])
            static_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153864777552_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153867222224_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153865936784_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.power(extern, np.int64(2)) + u[i:I, j:J, k_ + 1:k_ + 2].astype(np.float32)).astype(np.float64), static_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    