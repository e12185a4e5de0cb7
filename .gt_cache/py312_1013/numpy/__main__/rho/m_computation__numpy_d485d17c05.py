import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, area, res, vc, x, cp, b, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    area = Field(area, _origin_['area'], (False, False, True))
    res = Field(res, _origin_['res'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, False))
    x = Field(x, _origin_['x'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    
    volatile = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153836941264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822164752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828450256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153837969488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = x[i - 2:I - 2, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            auto_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(np.float64(3.5), ufuncs.remainder(np.float64(3.5), x[i + 1:I + 1, j + 1:J + 1, k_ + 1:k_ + 2]))
            mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1] = ((cp[i:I, j:J, k_ + 1:k_ + 2] * b[i:I, j + 1:J + 1, k_ + 1:k_ + 2]) > ufuncs.power(ufuncs.abs(x[i:I, j - 1:J - 1, k_ - 1:k_]), np.float64(0.5)))
            cp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum((res[i:I, j:J, k_:k_ + 1].astype(np.float64) - np.float64(0.1)), auto_gen_0[i:I, j:J, k_:k_ + 1]), cp[i:I, j:J, k_:k_ + 1])
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), u_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1], (u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1]).astype(np.float64), np.float64(4.0))))):
                cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1], (u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1]).astype(np.float64), np.float64(4.0)))), (-((u_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.001)))), cp[i:I, j:J, k_:k_ + 1])
                u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1], (u_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1]).astype(np.float64), np.float64(4.0)))), (u_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153836941264_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1])), (b[i:I, j:J, k_:k_ + 1] > cp[i:I, j:J, k_:k_ + 1]), mask_140153836941264_gen_0[i:I, j:J, k_:k_ + 1])
            volatile[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153836941264_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(2.0) + area[k_ + 1:k_ + 2].astype(np.float64)) + x[i - 1:I - 1, j:J, k_:k_ + 1]), volatile[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153837969488_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153836941264_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.power(auto_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2)), v_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(ufuncs.isinf(ufuncs.float64(area[k_ + 1:k_ + 2]))))
            v_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.minimum(auto_gen_0[i:I, j:J, k_:k_ + 1], x[i - 2:I - 2, j:J, k_:k_ + 1]) - (-(area[k_:k_ + 1])).astype(np.float64)), v_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], ((x[i - 2:I - 2, j:J, k_:k_ + 1] * x[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1]) < v_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1])
            auto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(np.int64(3)), auto_gen_0[i:I, j:J, k_:k_ + 1])
            cp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(0.25) / (ufuncs.abs(auto_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) * (u_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(1000003)))), cp[i:I, j:J, k_:k_ + 1])
            auto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arcsin(ufuncs.tanh(x[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1])) * (b[i:I, j - 1:J - 1, k_ - 1:k_] * area[k_ - 1:k_].astype(np.float64))), auto_gen_0[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153822164752_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153828450256_gen_0[i:I, j:J, k_:k_ + 1]))), auto_gen_0[i:I, j:J, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:I, j:J, k_:k_ + 1] = (vc[i + 2:I + 2, j + 2:J + 2].astype(np.float64) / (ufuncs.abs((area[k_ + 1:k_ + 2] - vc[i + 2:I + 2, j + 2:J + 2])).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = np.where((vc[i + 2:I + 2, j:J] != area[k_:k_ + 1]), np.float64(0.25), ufuncs.arcsinh(ufuncs.float64(area[k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((phi_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(expf[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0)))):
                volatile[i:I, j:J, k_:k_ + 1] = np.where((phi_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(expf[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), (np.where((np.where((ufuncs.remainder(b[i:I, j:J, k_:k_ + 1], x[i + 1:I + 1, j:J, k_:k_ + 1]) >= (expf[i:I, j:J, k_ - 1:k_] - volatile[i:I, j:J, k_:k_ + 1])), phi_gen_0[i:I, j:J, k_:k_ + 1], res[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) >= ufuncs.remainder(x[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], coef[i:I, j:J, k_:k_ + 1])), coef[i:I, j:J, k_:k_ + 1], np.float64((-(np.int64(2))))) / (ufuncs.abs(ufuncs.cos(x[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2])) + np.float64(1.0))), volatile[i:I, j:J, k_:k_ + 1])
                phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(expf[i + 1:I + 1, j:J, k_:k_ + 1]), np.float64(4.0))), (phi_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    