import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, volatile, vc, zs, v, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    volatile = Field(volatile, _origin_['volatile'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    case__e3c_11_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843463952_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_11_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    case__e3c_19_122_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_19_122_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842556240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844401744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844405712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843520272_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841272592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.float64(np.int64(2))
            mask_140153843463952_gen_0[i:I, j:J, k_:k_ + 1] = (case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843463952_gen_0[i:I, j:J, k_:k_ + 1], np.float64(np.int64(7)), case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1])
            case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843463952_gen_0[i:I, j:J, k_:k_ + 1])), (case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] - case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1]), case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] = ((case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.5)) + case__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__e3c_11_31_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            zs[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(v[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            vc[i:I, j:J, k_ + 1:k_ + 2] = ((volatile[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1] + volatile[i:I, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64) <= ufuncs.log10((ufuncs.abs(np.float64(0.001)) + np.float64(0.5))))
            vc[I - 2:I - 1, j:j + 2, k_:k_ + 1] = np.bitwise_or((ufuncs.power(qv[I - 4:I - 3, j:j + 2, k_:k_ + 1], np.int64(2)).astype(np.float64) > ufuncs.arccosh((ufuncs.abs(ufuncs.float64(qv[I - 4:I - 3, j + 2:j + 4, k_ + 1:k_ + 2])) + np.float64(1.0)))), (qv[I - 1:I, j + 2:j + 4, k_:k_ + 1].astype(np.float64) <= b[I - 2:I - 1, j + 1:j + 3, k_ - 1:k_]))
            vc[I - 1:I, J - 1:J, k_:k_ + 1] = np.bitwise_or((ufuncs.power(qv[I - 3:I - 2, J - 1:J, k_:k_ + 1], np.int64(2)).astype(np.float64) > ufuncs.arccosh((ufuncs.abs(ufuncs.float64(qv[I - 3:I - 2, J + 1:J + 2, k_ + 1:k_ + 2])) + np.float64(1.0)))), (qv[I:I + 1, J + 1:J + 2, k_:k_ + 1].astype(np.float64) <= b[I - 1:I, J:J + 1, k_ - 1:k_]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0)))):
                case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), np.float64(0.25), case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140153842556240_gen_0[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153842556240_gen_0[i:I, j:J, k_:k_ + 1])
                case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), mask_140153842556240_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(np.int64(7)), case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1])
                case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(mask_140153842556240_gen_0[i:I, j:J, k_:k_ + 1]))), (case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] - case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1]), case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), ((case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.5)) + case__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (np.where(((v[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(v[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) < ufuncs.remainder(volatile[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1], qv[i - 2:I - 2, j:J, k_ + 1:k_ + 2]).astype(np.float64)), qv[i - 1:I - 1, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64), y[i:I, j:J, k_ - 1:k_]) * RETURN_VALUE__e3c_19_122_gen_0[i:I, j:J, k_:k_ + 1]), v[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where((y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 1:I - 1, j:J, k_:k_ + 1]), np.float64(4.0))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = (ufuncs.ceil(b[i + 2:I + 2, j:J, k_:k_ + 1]) > ufuncs.power(ufuncs.abs(np.float64(0.25)), np.float64(0.5)))
            vc[i:I, j:J, k_:k_ + 1] = ((v[i:I, j:J, k_:k_ + 1] - qv[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.float64)) == (b[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2] + np.float64(np.int64(3))))
            vc[i:I, j:J, k_:k_ + 1] = (ufuncs.power(qv[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1], np.int64(2)) < zs[i:I, j:J, k_ - 1:k_].astype(np.int64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((qv[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) != np.where(vc[i:I, j:J, k_ - 1:k_], v[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1])), np.float64(10.0), v[i:I, j:J, k_ + 1:k_ + 2]) >= (qv[i + 2:I + 2, j:J, k_:k_ + 1] * volatile[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] >= (qv[i:I, j + 1:J + 1, k_ - 1:k_] * qv[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64)), mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1], mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1]), vc[i:I, j:J, k_ - 1:k_], vc[i:I, j:J, k_:k_ + 1])
            mask_140153844405712_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isfinite(ufuncs.float64(zs[i:I, j:J, k_:k_ + 1])), mask_140153844405712_gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153844405712_gen_0[i:I, j:J, k_:k_ + 1]), (volatile[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.int64) > (-(np.int64(2)))), vc[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153841272592_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153844401744_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140153844405712_gen_0[i:I, j:J, k_:k_ + 1]))), b[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1], gz_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153843520272_gen_0[i:I, j:J, k_:k_ + 1] = ((y[i:I, j:J, k_ + 1:k_ + 2] - b[i + 2:I + 2, j:J, k_ - 1:k_]) <= (b[i:I, j:J, k_ + 1:k_ + 2] + v[i:I, j:J, k_ - 1:k_]))
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843520272_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(np.int64(3)) - np.where(vc[i:I, j:J, k_:k_ + 1], b[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1])), gz_gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843520272_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((gz_gen_0[i:I, j:J, k_:k_ + 1] <= gz_gen_0[i:I, j:J, k_:k_ + 1]), (y[i:I, j:J, k_:k_ + 1] == y[i:I, j:J, k_ + 1:k_ + 2])), vc[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    