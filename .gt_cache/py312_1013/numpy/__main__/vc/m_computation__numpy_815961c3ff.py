import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, w, b_1_, rho, area, x, i0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    w = Field(w, _origin_['w'], (True, True, True))
    b_1_ = Field(b_1_, _origin_['b_1_'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    x = Field(x, _origin_['x'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NULL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835745040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831118736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828187216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826882192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828422544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828249040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828302288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    jt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(i0[i + 2:I + 2, j:J, k_:k_ + 1], np.bitwise_and((ufuncs.float64(np.int64(3)) < w[i:I, j:J, k_ - 1:k_]), (w[i:I, j:J, k_:k_ + 1] < np.where((np.where((ufuncs.maximum(x[i:I, j:J, k_:k_ + 1], np.int64(3)) == np.int64(3)), rho[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1], rho[i + 2:I + 2, j:J, k_:k_ + 1]).astype(np.float64) > ufuncs.arccosh((ufuncs.abs(ufuncs.float64(rho[i:I, j:J, lk + ((area[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))])) + np.float64(1.0)))), x[i:I, j:J, k_:k_ + 1], np.int64(3)).astype(np.float64))))
            x[i:I, j:J, k_ - 1:k_] = np.where(mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((np.float32(np.int64(3)) / np.float32(np.int64(3)))), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_ - 1:k_])
            mask_140153826882192_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1], (rho[i:I, j:J, k_:k_ + 1].astype(np.float64) >= (x[i:I, j:J, k_:k_ + 1].astype(np.float64) - w[i:I, j:J, k_ + 1:k_ + 2])), mask_140153826882192_gen_0[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1], mask_140153826882192_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.float32(x[i:I, j:J, k_:k_ + 1]), np.int64(2)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64((x[i:I, j:J, k_:k_ + 1] * np.int64(3)))), np.float64(6.0)) + np.float64(0.5))), b_1_[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153835745040_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.minimum(x[i:I, j:J, k_:k_ + 1], (rho[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1] * x[i:I, j:J, k_:k_ + 1])).astype(np.float64), w[i:I, j:J, k_:k_ + 1])
            mask_140153831118736_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.float64(b_1_[i:I, j:J, k_:k_ + 1]))
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831118736_gen_0[i:I, j:J, k_:k_ + 1], ((w[i:I, j:J, k_:k_ + 1] * b_1_[i:I, j:J, k_ + 1:k_ + 2]) / (ufuncs.abs(ufuncs.int64(rho[i:I, j:J, k_ - 1:k_])).astype(np.float64) + np.float64(1.0))), qv[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140153831118736_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(10.0))), delp[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831118736_gen_0[i:I, j:J, k_:k_ + 1])), rho[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64), qv[i:I, j:J, k_:k_ + 1])
            s_x[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831118736_gen_0[i:I, j:J, k_:k_ + 1])), x[i:I, j:J, k_:k_ + 1], s_x[i:I, j:J, k_:k_ + 1])
            mask_140153828187216_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(x[i:I, j:J, k_ - 1:k_]))) <= (delp[i:I, j:J, k_:k_ + 1] - x[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828187216_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((x[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + ufuncs.arccos(ufuncs.tanh(np.float64(10.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828187216_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] * np.float64(0.0)), qv[i:I, j:J, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828187216_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(delp[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), x[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828187216_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.abs(b_1_[i:I, j:J, k_ - 1:k_])), np.float64(6.0)) + np.float64(0.5))), ua[i:I, j:J, k_:k_ + 1])
            NULL[I - 1:I, j:j + 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((NULL[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                w[I - 1:I, j:j + 1, k_:k_ + 1] = np.where((NULL[I - 1:I, j:j + 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[I - 1:I, j:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), x[I - 1:I, j:j + 1, k_ - 1:k_].astype(np.float64), w[I - 1:I, j:j + 1, k_:k_ + 1])
                NULL[I - 1:I, j:j + 1, k_:k_ + 1] = np.where((NULL[I - 1:I, j:j + 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[I - 1:I, j:j + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (NULL[I - 1:I, j:j + 1, k_:k_ + 1] + np.float64(1.0)), NULL[I - 1:I, j:j + 1, k_:k_ + 1])
                
            w[I - 1:I, j:j + 1, k_:k_ + 1] = s_x[I - 1:I, j:j + 1, k_:k_ + 1].astype(np.float64)
            qv[I - 1:I, j:j + 1, k_:k_ + 1] = ((-(np.int64(1))) * s_x[I - 1:I, j:j + 1, k_:k_ + 1]).astype(np.float64)
            NULL[i:i + 2, J - 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((NULL[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                w[i:i + 2, J - 1:J, k_:k_ + 1] = np.where((NULL[i:i + 2, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:i + 2, J - 1:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), x[i:i + 2, J - 1:J, k_ - 1:k_].astype(np.float64), w[i:i + 2, J - 1:J, k_:k_ + 1])
                NULL[i:i + 2, J - 1:J, k_:k_ + 1] = np.where((NULL[i:i + 2, J - 1:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(rho[i:i + 2, J - 1:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (NULL[i:i + 2, J - 1:J, k_:k_ + 1] + np.float64(1.0)), NULL[i:i + 2, J - 1:J, k_:k_ + 1])
                
            w[i:i + 2, J - 1:J, k_:k_ + 1] = s_x[i:i + 2, J - 1:J, k_:k_ + 1].astype(np.float64)
            qv[i:i + 2, J - 1:J, k_:k_ + 1] = ((-(np.int64(1))) * s_x[i:i + 2, J - 1:J, k_:k_ + 1]).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arctan(ufuncs.float64(x[i:I, j:J, k_:k_ + 1])) > ua[i:I, j:J, k_ + 1:k_ + 2])
            mask_140153828302288_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.1) - rho[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64)) > (rho[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) + qv[i:I, j:J, k_ + 1:k_ + 2])), mask_140153828302288_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828302288_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.1) * delp[i:I, j:J, k_:k_ + 1]), delp[i:I, j:J, k_:k_ + 1])
            jt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828302288_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.cos(ufuncs.float64(s_x[i:I, j:J, k_:k_ + 1])), jt_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828302288_gen_0[i:I, j:J, k_:k_ + 1]), NULL[i:I, j:J, k_:k_ + 1], b_1_[i:I, j:J, k_:k_ + 1])
            jt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.float64(jt_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(ua[i:I, j:J, k_:k_ + 1], np.float64(np.int64(3)))), jt_gen_0[i:I, j:J, k_:k_ + 1])
            b_1_[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828249040_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum((s_x[i:I, j:J, k_:k_ + 1].astype(np.float64) * b_1_[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(w[i:I, j:J, k_:k_ + 1]), np.float64(0.5))), b_1_[i:I, j:J, k_:k_ + 1])
            mask_140153828422544_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(np.float64(0.1)) <= (-(ua[i:I, j:J, k_:k_ + 1])))
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828422544_gen_0[i:I, j:J, k_:k_ + 1], ((ua[i:I, j:J, k_:k_ + 1] - np.float64(10.0)) * (ua[i:I, j:J, k_:k_ + 1] * np.float64(10.0))), qv[i:I, j:J, k_:k_ + 1])
            res_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153828422544_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(1.0) < np.float64(0.1))), (ufuncs.minimum(rho[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), jt_gen_0[i:I, j:J, k_:k_ + 1]) * (w[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(b_1_[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), res_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    