import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, s_x, dz, cp, a_, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    s_x = Field(s_x, _origin_['s_x'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (False, False, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    
    hi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    goto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764198736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772326608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763422288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764027280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761953360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764939984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765343888_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762391824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762380880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762488720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764590480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764101968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333762487312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769550608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333762588112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        hi[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0)))):
            mask_140333764198736_gen_0[i:I, j:J, k:K] = np.where((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), ((cp[i - 2:I - 2, j + 2:J + 2, k - 1:K - 1] + dz[k:K].astype(np.float64)) != (hi[i:I, j:J, k:K] * np.float64(a_))), mask_140333764198736_gen_0[i:I, j:J, k:K])
            s_x[i:I, j:J, k:K] = np.where(np.bitwise_and((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), mask_140333764198736_gen_0[i:I, j:J, k:K]), np.float32(ufuncs.trunc((np.float64(np.int64(1)) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))))), s_x[i:I, j:J, k:K])
            s_x[i:I, j:J, k:K] = np.where(np.bitwise_and((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), (np.bitwise_not(mask_140333764198736_gen_0[i:I, j:J, k:K]))), np.where(ufuncs.isinf(cp[i:I, j + 2:J + 2, k - 1:K - 1]), (cp[i + 2:I + 2, j + 1:J + 1, k:K] + np.float64(np.int64(2))), ufuncs.float64(s_x[i:I, j:J, k:K])).astype(np.float32), s_x[i:I, j:J, k:K])
            s_x[i:I, j:J, k:K] = np.where(np.bitwise_and((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), (np.bitwise_not(mask_140333764198736_gen_0[i:I, j:J, k:K]))), np.where((dz[k + 1:K + 1] > a_), dz[k + 1:K + 1], a_).astype(np.float32), s_x[i:I, j:J, k:K])
            goto[i:I, j:J, k:K] = np.where((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), ufuncs.maximum(ufuncs.float64(s_x[i:I, j:J, k:K]), ufuncs.cosh(ufuncs.tanh(hi[i:I, j:J, k:K]))), goto[i:I, j:J, k:K])
            hi[i:I, j:J, k:K] = np.where((hi[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(1))), np.float64(4.0))), (hi[i:I, j:J, k:K] + np.float64(1.0)), hi[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(a_) <= goto[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), qv[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(a_)), np.float64(4.0))))):
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(a_)), np.float64(4.0)))), ufuncs.remainder(ufuncs.log10((ufuncs.abs(ufuncs.float64(np.int64(1))) + np.float64(0.5))), ufuncs.remainder(hi[i:I, j:J, k_:k_ + 1], goto[i:I, j:J, k_:k_ + 1])), phi[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(a_)), np.float64(4.0)))), np.where((np.bitwise_not((goto[i:I, j:J, k_:k_ + 1] < cp[i:I, j:J, k_ - 1:k_]))), ufuncs.arccosh((ufuncs.abs(ufuncs.float64(a_)) + np.float64(1.0))), np.where((s_x[i:I, j:J, k_:k_ + 1].astype(np.float64) != (np.float64(1.0) * hi[i:I, j:J, k_ - 1:k_])), hi[i:I, j:J, k_ - 1:k_], hi[i:I, j:J, k_:k_ + 1])), delp[i:I, j:J, k_:k_ + 1])
                qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1], (qv[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(a_)), np.float64(4.0)))), (qv[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv[i:I, j:J, k_:k_ + 1])
                
            mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_ - 1:k_] != (goto[i:I, j:J, k_:k_ + 1] / np.float64(np.int64(1)))), mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333765343888_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(((cp[i - 2:I - 2, j:J, k_:k_ + 1] - goto[i:I, j:J, k_ - 1:k_]) < (delp[i:I, j:J, k_ - 1:k_] + np.float64(0.001))), np.float64(3.5), np.float64(np.int64(1))) >= qv[i:I, j:J, k_:k_ + 1]), mask_140333765343888_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333765343888_gen_0[i:I, j:J, k_:k_ + 1]), np.where((goto[i:I, j:J, k_:k_ + 1] < phi[i:I, j:J, k_ - 1:k_]), (goto[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(goto[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))), (np.float64(0.1) - goto[i:I, j:J, k_:k_ + 1])), x_s[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333765343888_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.sqrt(ufuncs.abs(ufuncs.float64(ufuncs.int64(np.int64(1))))), phi[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772326608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333763422288_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(a_) - (phi[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(qv[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))), phi[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = hi[i:I, j:J, k_:k_ + 1]
            mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(s_x[i:I, j:J, k_:k_ + 1].astype(np.float64), qv[i:I, j:J, k_:k_ + 1]) < (np.float64(a_) * cp[i + 2:I + 2, j:J, k_:k_ + 1]))
            mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (np.where((np.float64((-(np.int64(2)))) > cp[i:I, j:J, k_:k_ + 1]), cp[i:I, j:J, k_ - 1:k_], np.float64(np.int64(7))) != (delp[i:I, j:J, k_:k_ + 1] - qv[i:I, j:J, k_:k_ + 1])), mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64((-(a_))) + phi[i:I, j:J, k_:k_ + 1]), phi[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.round_away_from_zero(ufuncs.float64(np.int64(1))), delp[i:I, j:J, k_:k_ + 1])
            s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]), (hi[i:I, j:J, k_ - 1:k_] - (goto[i:I, j:J, k_:k_ + 1] + np.float64(0.5))), s[i:I, j:J, k_:k_ + 1])
            mask_140333764027280_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isnan(s[i:I, j:J, k_ - 1:k_]), mask_140333764027280_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333764027280_gen_0[i:I, j:J, k_:k_ + 1]), cp[i:I, j - 2:J - 2, k_ - 1:k_], x_s[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333764101968_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333764027280_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(np.int64(1)), delp[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), area[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (-(x_s[i:I, j:J, k_:k_ + 1])), x_gen_0[i:I, j:J, k_:k_ + 1])
                area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1], (area[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (area[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area[i:I, j:J, k_:k_ + 1])
                
            mask_140333764590480_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or((s[i:I, j:J, k_:k_ + 1] > delp[i:I, j:J, k_ - 1:k_]), (ufuncs.erfc(ufuncs.float64(a_)) != (delp[i:I, j:J, k_:k_ + 1] / np.float64(a_)))), mask_140333764590480_gen_0[i:I, j:J, k_:k_ + 1])
            s_x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333762488720_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333764590480_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((goto[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(dz[k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32), s_x[i:I, j:J, k_:k_ + 1])
            phi[i:i + 1, j + 1:J - 1, k_:k_ + 1] = delp[i:i + 1, j + 1:J - 1, k_:k_ + 1]
            mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = ((phi[i:i + 1, j + 1:J - 1, k_:k_ + 1] * np.float64(10.0)) < (qv[i:i + 1, j + 1:J - 1, k_:k_ + 1] / (ufuncs.abs(hi[i:i + 1, j + 1:J - 1, k_:k_ + 1]) + np.float64(1.0))))
            s[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], ((s[i:i + 1, j + 1:J - 1, k_:k_ + 1] * dz[k_ + 1:k_ + 2].astype(np.float64)) - (np.float64(a_) / (ufuncs.abs(goto[i:i + 1, j + 1:J - 1, k_:k_ + 1]) + np.float64(1.0)))), s[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            x_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], np.float64(np.int64(1)), x_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            fmin[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1], ((s_x[i:i + 1, j + 1:J - 1, k_:k_ + 1].astype(np.float64) * phi[i:i + 1, j + 1:J - 1, k_ - 1:k_]) <= dz[k_:k_ + 1].astype(np.float64)), fmin[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            mask_140333764939984_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])), np.bitwise_or(fmin[i:i + 1, j + 1:J - 1, k_:k_ + 1], ((np.float64(np.int64(2)) * x_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1]) == (np.float64(np.int64(1)) + phi[i:i + 1, j + 1:J - 1, k_:k_ + 1]))), mask_140333764939984_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            res_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333761953360_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])), mask_140333764939984_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1]), ((cp[i - 2:i - 1, j + 1:J - 1, k_:k_ + 1] * qv[i:i + 1, j + 1:J - 1, k_:k_ + 1]) + delp[i:i + 1, j + 1:J - 1, k_ - 1:k_]), res_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1])
            res_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] = (res_gen_0[i:i + 1, j + 1:J - 1, k_:k_ + 1] - np.float64(a_))
            phi[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = delp[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]
            mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ((phi[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] * np.float64(10.0)) < (qv[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] / (ufuncs.abs(hi[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]) + np.float64(1.0))))
            s[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], ((s[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] * dz[k_ + 1:k_ + 2].astype(np.float64)) - (np.float64(a_) / (ufuncs.abs(goto[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]) + np.float64(1.0)))), s[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            x_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], np.float64(np.int64(1)), x_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            fmin[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], ((s_x[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1].astype(np.float64) * phi[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_]) <= dz[k_:k_ + 1].astype(np.float64)), fmin[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140333762380880_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), np.bitwise_or(fmin[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], ((np.float64(np.int64(2)) * x_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]) == (np.float64(np.int64(1)) + phi[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]))), mask_140333762380880_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            res_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333762391824_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), mask_140333762380880_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]), ((cp[i:I - 3, j + 2:J - 1, k_:k_ + 1] * qv[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]) + delp[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_]), res_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            res_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (res_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] - np.float64(a_))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1] = ((dz[k_ + 1:k_ + 2].astype(np.float64) * np.float64(0.001)) > ufuncs.arccosh((ufuncs.abs(x_s[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arccosh((ufuncs.abs(area[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) * x_s[i:I, j:J, k_ + 1:k_ + 2]), a_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], (np.where((np.float64(10.0) >= np.float64(np.int64(1))), hi[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(ufuncs.float64(x_s[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), x_s[i:I, j:J, k_:k_ + 1])
            do_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), do_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], (do_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[k_ - 1:k_]).astype(np.float64), np.float64(4.0))))):
                s_x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], (do_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), ufuncs.float64(ufuncs.log10((ufuncs.abs(a_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(0.5)))).astype(np.float32), s_x[i:I, j:J, k_:k_ + 1])
                do_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1], (do_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (do_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), do_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1])), (phi[i:I, j:J, k_ + 1:k_ + 2] < np.float64(0.001)), mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333762588112_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1]), (x_s[i:I, j:J, k_:k_ + 1] < qv[i:I, j:J, k_:k_ + 1]), mask_140333762588112_gen_0[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333762588112_gen_0[i:I, j:J, k_:k_ + 1]), phi[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333762588112_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erf((s_x[i:I, j:J, k_:k_ + 1].astype(np.float64) - x_s[i:I, j:J, k_:k_ + 1])), phi[i:I, j:J, k_ + 1:k_ + 2])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769550608_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333762487312_gen_0[i:I, j:J, k_:k_ + 1]))), fmin[i:I, j:J, k_:k_ + 1], flux_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = ufuncs.float32(s[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    