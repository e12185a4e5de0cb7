import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, buffers_ok, tend, signed, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, False))
    buffers_ok = Field(buffers_ok, _origin_['buffers_ok'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    signed = Field(signed, _origin_['signed'], (True, True, True))
    
    isobar = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__e62_14_29_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333773129296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773131152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772655376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773093328_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771660752_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771662608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774175632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__e62_34_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773125904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e62_34_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773122064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772854096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__e62_34_26_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773044688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772993744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772988496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773231568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772995216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333773736464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int64_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772988240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt__e62_53_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333777545744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777439568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773204880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = (np.float64(-1.25) < (np.float64(1.5) + signed[I - 3:I - 2, j + 2:j + 3, k_:k_ + 1].astype(np.float64)))
            tend[I - 2:I - 1, j:j + 1, k_ + 1:k_ + 2] = np.where(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], (ufuncs.power(signed[I:I + 1, j + 1:j + 2, k_:k_ + 1], np.int64(2)).astype(np.float64) >= np.float64(-1.25)), tend[I - 2:I - 1, j:j + 1, k_ + 1:k_ + 2])
            pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], c[I - 2:I - 1, j:j + 1], pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            mask_140333772655376_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], (pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) > np.float64(0.0)), mask_140333772655376_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], mask_140333772655376_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]), ((pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) + (pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))).astype(np.int64), pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], (np.bitwise_not(mask_140333772655376_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]))), (pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) + np.float64(0.0)).astype(np.int64), pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            mask_140333773131152_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], (pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) > np.float64(0.0)), mask_140333773131152_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], mask_140333773131152_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1]), pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            isobar[I - 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140333773129296_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1], (pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs((pt__e62_14_29_gen_0[I - 2:I - 1, j:j + 1, k_:k_ + 1] + (-(np.int64(2))))).astype(np.float64) + np.float64(1.0))), isobar[I - 2:I - 1, j:j + 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1] = signed[i + 2:I, j - 1:J - 2, k_:k_ + 1].astype(np.float64)
            mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1] = (ufuncs.power(isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1], np.int64(2)) < ufuncs.round_away_from_zero(ufuncs.float64(c[i:I - 2, j:J - 1])))
            tend[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where(mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1], (c[i + 1:I - 1, j + 2:J + 1].astype(np.float64) <= np.where(((signed[i + 3:I + 1, j + 1:J, k_:k_ + 1].astype(np.int64) - c[i + 1:I - 1, j + 2:J + 1]).astype(np.float64) < (isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1] / (ufuncs.abs(signed[i + 3:I + 1, j + 2:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), signed[i + 1:I - 1, j + 1:J, k_:k_ + 1].astype(np.float64), np.float64(1.5))), tend[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where(mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1], c[i + 2:I, j + 1:J].astype(np.float64), isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            mask_140333771660752_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1])), (c[i + 3:I + 1, j + 1:J].astype(np.float64) < np.float64(-1.25)), mask_140333771660752_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            tend[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1])), mask_140333771660752_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1]), (ufuncs.power(ufuncs.abs(np.float64(0.25)), np.float64(0.5)) == np.where(((np.float64(-1.25) + isobar[i + 1:I - 1, j + 1:J, k_ + 1:k_ + 2]) <= (signed[i:I - 2, j + 3:J + 2, k_:k_ + 1] * signed[i + 1:I - 1, j + 2:J + 1, k_:k_ + 1]).astype(np.float64)), c[i + 3:I + 1, j + 1:J], c[i + 3:I + 1, j:J - 1]).astype(np.float64)), tend[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            tend[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333771662608_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771660752_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1]))), ((c[i + 1:I - 1, j:J - 1] - signed[i + 1:I - 1, j + 1:J, k_ - 1:k_].astype(np.int64)) <= signed[i + 2:I, j + 1:J, k_:k_ + 1].astype(np.int64)), tend[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            mask_140333773093328_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1] = (isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1] != ufuncs.abs(c[i + 2:I, j + 2:J + 1]).astype(np.float64))
            isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1] = np.where(mask_140333773093328_gen_0[i + 1:I - 1, j + 1:J, k_:k_ + 1], ufuncs.maximum(ufuncs.int32(signed[i + 1:I - 1, j + 1:J, k_:k_ + 1]).astype(np.float64), (np.float64(-1.25) / (ufuncs.abs(signed[i + 3:I + 1, j:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), isobar[i + 1:I - 1, j + 1:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = (signed[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64) < (c[i:I, j:J].astype(np.float64) + isobar[i:I, j:J, k_ + 1:k_ + 2]))
            tend[i:I, j:J, k_:k_ + 1] = (np.float64(0.1) <= ufuncs.minimum(isobar[i:I, j:J, k_:k_ + 1], isobar[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                u[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.float32((signed[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.int64) * (-(np.int64(2))))), u[i:I, j:J, k_:k_ + 1])
                pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.float64(-1.25), pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140333772854096_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140333772854096_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333772854096_gen_0[i:I, j:J, k_:k_ + 1]), ((pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) + (pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140333772854096_gen_0[i:I, j:J, k_:k_ + 1]))), (pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.0)), pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140333774175632_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140333774175632_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333774175632_gen_0[i:I, j:J, k_:k_ + 1]), pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1], pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs((pt__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1] + np.float64((-(np.int64(2)))))) + np.float64(1.0))), RETURN_VALUE__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), RETURN_VALUE__e62_34_26_gen_0[i:I, j:J, k_:k_ + 1], pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140333773044688_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140333773044688_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333773044688_gen_0[i:I, j:J, k_:k_ + 1]), ((pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) + (pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140333773044688_gen_0[i:I, j:J, k_:k_ + 1]))), (pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(0.0)), pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1])
                mask_140333773125904_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(0.0)), mask_140333773125904_gen_0[i:I, j:J, k_:k_ + 1])
                pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140333773125904_gen_0[i:I, j:J, k_:k_ + 1]), pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1], pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1])
                qv[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs((pt__e62_34_21_gen_0[i:I, j:J, k_:k_ + 1] + np.float64((-(np.int64(2)))))) + np.float64(1.0))), qv[i:I, j:J, k_:k_ + 1])
                var[i:I, j:J, k_:k_ + 1] = np.where((var[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (var[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var[i:I, j:J, k_:k_ + 1])
                
            tend[i:I, j:J, k_:k_ + 1] = tend[i:I, j:J, k_:k_ + 1]
            tend[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = (np.where((ufuncs.tan(ufuncs.tanh(np.float64(-1.25))) == isobar[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]), np.float64(-1.25), u[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1].astype(np.float64)) < qv[I - 2:I - 1, J - 2:J - 1, k_ + 1:k_ + 2])
            mask_140333773122064_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = (ufuncs.power(isobar[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1], np.int64(2)) == isobar[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            tend[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140333773122064_gen_0[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1], np.bitwise_or((signed[I - 2:I - 1, J:J + 1, k_:k_ + 1] != signed[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1]), (c[I:I + 1, J - 2:J - 1].astype(np.float64) >= ufuncs.arccosh((ufuncs.abs(var[I - 2:I - 1, J - 2:J - 1, k_ + 1:k_ + 2]) + np.float64(1.0))))), tend[I - 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i + 1:I, J - 2:J - 1, k_:k_ + 1] = ((-(u[i + 1:I, J - 2:J - 1, k_ - 1:k_])).astype(np.float64) == (var[i + 1:I, J - 2:J - 1, k_:k_ + 1] / np.float64(3.5)))
            u[i + 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.sin((isobar[i + 1:I, J - 2:J - 1, k_:k_ + 1] - isobar[i + 1:I, J - 2:J - 1, k_:k_ + 1])).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe_gen_0[i:I, j:J, k_:k_ + 1] = c[i + 1:I + 1, j + 2:J + 2]
            mask_140333773736464_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = (var[i:I, j + 1:j + 2, k_:k_ + 1] == var[i:I, j + 1:j + 2, k_ - 1:k_])
            y_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333773736464_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], ((pe_gen_0[i:I, j + 1:j + 2, k_:k_ + 1].astype(np.float64) * var[i:I, j + 1:j + 2, k_:k_ + 1]) * isobar[i:I, j + 1:j + 2, k_:k_ + 1]), y_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            mask_140333773204880_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = (np.bitwise_not((signed[i - 2:I - 2, j + 1:j + 2, k_:k_ + 1].astype(np.float64) == np.float64(-1.25))))
            v_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333773204880_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (ufuncs.maximum(np.float64(-1.25), signed[i:I, j + 3:j + 4, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs((np.float64(-1.25) * signed[i:I, j + 3:j + 4, k_:k_ + 1].astype(np.float64))) + np.float64(1.0))), v_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = ufuncs.isinf((signed[i - 1:I - 1, j + 1:j + 2, k_ + 1:k_ + 2].astype(np.float64) * np.float64(-1.25)))
            pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (v_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] / (ufuncs.abs(isobar[i:I, j + 1:j + 2, k_:k_ + 1]) + np.float64(1.0))), pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            mask_140333772995216_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] > np.float64(0.0)), mask_140333772995216_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], mask_140333772995216_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]), ((pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] / (ufuncs.abs(pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]) + np.float64(1.0))) + (pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] / (ufuncs.abs(pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]) + np.float64(1.0)))), pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (np.bitwise_not(mask_140333772995216_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]))), (pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] + np.float64(0.0)), pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            mask_140333772993744_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] > np.float64(0.0)), mask_140333772993744_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], mask_140333772993744_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]), pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            u[i:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1], (pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] / (ufuncs.abs((pt__e62_53_24_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] + np.float64((-(np.int64(2)))))) + np.float64(1.0))).astype(np.float32), u[i:I, j + 1:j + 2, k_:k_ + 1])
            qv[i:I, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])), ufuncs.minimum(np.float64(np.int64(7)), (np.float64(-1.25) / (ufuncs.abs(v_gen_0[i:I, j + 1:j + 2, k_:k_ + 1]) + np.float64(1.0)))), qv[i:I, j + 1:j + 2, k_:k_ + 1])
            q_gen_0[i:I, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333777439568_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])), isobar[i:I, j + 1:j + 2, k_:k_ + 1], q_gen_0[i:I, j + 1:j + 2, k_:k_ + 1])
            mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1] = ((y_gen_0[i:I, j:J, k_:k_ + 1] * pe_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)) <= v_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333777545744_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan((pe_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + v_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333777545744_gen_0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], mask_140333777545744_gen_0[i:I, j:J, k_:k_ + 1]), ((c[i - 2:I - 2, j - 2:J - 2].astype(np.float64) - np.float64(-1.25)) - pe_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), u[i:I, j:J, k_:k_ + 1])
            mask_140333773231568_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333777545744_gen_0[i:I, j:J, k_:k_ + 1]))), ((pe_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + isobar[i:I, j:J, k_ - 1:k_]) < (c[i + 2:I + 2, j + 1:J + 1] + signed[i:I, j:J, lk + buffers_ok[i:I, j:J, k_:k_ + 1]].astype(np.int64)).astype(np.float64)), mask_140333773231568_gen_0[i:I, j:J, k_:k_ + 1])
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333777545744_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333773231568_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(-1.25) + q_gen_0[i:I, j:J, k_:k_ + 1]) - y_gen_0[i:I, j:J, k_:k_ + 1]), int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333772988240_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1], mask_140333772988240_gen_0[i:I, j:J, k_:k_ + 1])
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772988240_gen_0[i:I, j:J, k_:k_ + 1]), np.where((var[i:I, j:J, k_:k_ + 1] < signed[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64)), u[i:I, j:J, k_ - 1:k_].astype(np.float64), np.float64(0.1)), y_gen_0[i:I, j:J, k_:k_ + 1])
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], mask_140333772988240_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(qv[i:I, j:J, k_:k_ + 1]), int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772988496_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(2.0) + ufuncs.float64(u[i:I, j:J, k_:k_ + 1])), int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    