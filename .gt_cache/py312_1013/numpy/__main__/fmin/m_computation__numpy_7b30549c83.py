import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, res, switch, isobar_tmp, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, False))
    res = Field(res, _origin_['res'], (True, True, False))
    switch = Field(switch, _origin_['switch'], (True, True, True))
    
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864918864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866080592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863812752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    auto_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153864225296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863570640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863880080_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                switch[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.abs(ua_gen_0[i:I, j:J, k_:k_ + 1]) - (np.float64(np.int64(7)) * y[i - 2:I - 2, j + 1:J + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), switch[i:I, j:J, k_:k_ + 1])
                mask_140153863880080_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (np.bitwise_not(((switch[i:I, j:J, k_ - 1:k_] - switch[i:I, j:J, k_ + 1:k_ + 2]) <= np.int64(1)))), mask_140153863880080_gen_0[i:I, j:J, k_:k_ + 1])
                auto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153863880080_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(ufuncs.erfc(ufuncs.float64(switch[i:I, j:J, k_ - 1:k_]))), auto_gen_0[i:I, j:J, k_:k_ + 1])
                switch[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153863880080_gen_0[i:I, j:J, k_:k_ + 1]), switch[i:I, j:J, k_ - 1:k_], switch[i:I, j:J, k_:k_ + 1])
                tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153863880080_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.round_away_from_zero(w) - np.float64(isobar_tmp)), tmp_gen_0[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(3.5) / (ufuncs.abs(w) + np.float64(1.0))) == ufuncs.remainder(np.float64(isobar_tmp), y[i:I, j + 1:J + 1]))
            a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), a_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], (a_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(isobar_tmp)), np.float64(4.0))))):
                switch[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], (a_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(isobar_tmp)), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((auto_gen_0[i:I, j:J, k_:k_ + 1] + (w / ua_gen_0[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), switch[i:I, j:J, k_:k_ + 1])
                switch[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], (a_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(isobar_tmp)), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((res[i + 2:I + 2, j:J].astype(np.float64) - w) * switch[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), switch[i:I, j:J, k_:k_ + 1])
                a_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], (a_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(isobar_tmp)), np.float64(4.0)))), (a_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), a_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153863570640_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], (switch[i:I, j:J, k_:k_ + 1] <= switch[i:I, j:J, k_ - 1:k_]), mask_140153863570640_gen_0[i:I, j:J, k_:k_ + 1])
            switch[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153863812752_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863570640_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.arcsinh(ua_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(auto_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), switch[i:I, j:J, k_:k_ + 1])
            switch[i:I, j:J, k_:k_ + 1] = switch[i:I, j:J, k_ - 1:k_]
            mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(ufuncs.sin(y[i:I, j + 1:J + 1]))
            mask_140153864918864_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1], ((ua_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(y[i + 1:I + 1, j + 1:J + 1]) + np.float64(1.0))) == ufuncs.arcsin(ufuncs.tanh(auto_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153864918864_gen_0[i:I, j:J, k_:k_ + 1])
            switch[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864918864_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0))), switch[i:I, j:J, k_:k_ + 1])
            auto_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1], (a_gen_0[i:I, j:J, k_:k_ + 1] - ufuncs.float64(a_gen_0[i:I, j:J, k_:k_ + 1])), auto_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153866080592_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(w)), ((np.float64(0.5) * ua_gen_0[i:I, j:J, k_:k_ + 1]) >= np.where(((np.float64(isobar_tmp) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0))) > (w * tmp_gen_0[i:I, j:J, k_:k_ + 1])), tmp_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.25))), mask_140153866080592_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(w)), mask_140153866080592_gen_0[i:I, j:J, k_:k_ + 1]), y[i + 1:I + 1, j:J], tmp_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(w)), mask_140153866080592_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.power(res[i - 2:I - 2, j + 1:J + 1], np.int64(2)).astype(np.float64) - ufuncs.exp(ufuncs.minimum(w, np.float64(5.0)))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(w)), mask_140153866080592_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs((-(a_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(0.5)), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            expf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153864225296_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(ufuncs.isinf(w)))), ufuncs.sinh(ufuncs.tanh(ufuncs.float64(ufuncs.remainder((-(np.int64(2))), switch[i:I, j:J, k_ + 1:k_ + 2])))), expf_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    