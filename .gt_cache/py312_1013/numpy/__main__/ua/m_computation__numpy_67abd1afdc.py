import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, rho, gz, flux, mask, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    c__b2c_13_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_1___b2c_13_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153841588048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840205456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    case_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153840248720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    c__b2c_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    b_1___b2c_16_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    i0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp__dd1_23_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_x__dd1_23_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b_1___b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(rho[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(0.001))
            c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.001) * np.float64((-(np.int64(2)))))
            c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] * c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.5))
            mask_140153841588048_gen_0[i:I, j:J, k_:k_ + 1] = (b_1___b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153841588048_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.abs(b_1___b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1]) * c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1]), c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs((b_1___b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1] * c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1])))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = c__b2c_13_19_gen_0[i:I, j:J, k_:k_ + 1]
            area_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = (-(var[i:i + 1, j:j + 2, k_ - 1:k_]))
            b_1___b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = (np.float64(mask) / coef_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
            c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = rho[i:i + 1, j:j + 2, k_ - 1:k_]
            c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = ufuncs.power(ufuncs.abs((c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] * c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), np.float64(0.5)).astype(np.float32)
            mask_140153840205456_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = (b_1___b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] > np.float64(1.0))
            c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where(mask_140153840205456_gen_0[i:i + 1, j:j + 2, k_:k_ + 1], (ufuncs.abs(b_1___b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1]) * c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1].astype(np.float64)).astype(np.float32), c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
            case_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = ufuncs.sqrt(ufuncs.abs((b_1___b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] * c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1].astype(np.float64))))
            a_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = c__b2c_16_22_gen_0[i:i + 1, j:j + 2, k_:k_ + 1]
            i0_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), bool(bool(False))), ufuncs.minimum((flux[i:I, j + 2:J + 2, k_ + 1:k_ + 2] * a_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs(flux[i - 1:I - 1, j:J, k_:k_ + 1])).astype(np.float64), coef_gen_0[i:I, j:J, k_:k_ + 1])
                case_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), var[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), case_gen_0[i:I, j:J, k_:k_ + 1])
                s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), (var[i:I, j:J, k_:k_ + 1].astype(np.float64) * i0_gen_0[i:I, j:J, k_:k_ + 1]), s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1])
                cp__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), ufuncs.arccos(ufuncs.tanh(gz[i:I, j:J, k_:k_ + 1])), cp__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153840248720_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), (s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153840248720_gen_0[i:I, j:J, k_:k_ + 1])
                s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), mask_140153840248720_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(np.float64(np.int64(1000003)), cp__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1]), s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(bool(bool(False))))), ufuncs.float64((cp__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1] * s_x__dd1_23_22_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.float32), var[i:I, j:J, k_:k_ + 1])
                i0_gen_0[i:I, j:J, k_:k_ + 1] = np.where((i0_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (i0_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), i0_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    