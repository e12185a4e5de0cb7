import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, INFINITY, tend, enum, static, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, False))
    enum = Field(enum, _origin_['enum'], (True, True, True))
    static = Field(static, _origin_['static'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333756628368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758763472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765382480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758574672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333754999248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759163024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    time_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759162064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333760507344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333756786896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1] = (static[i:I, j:J, k_:k_ + 1] < np.where((ufuncs.minimum(static[i:I, j:J, k_ - 1:k_], np.float64((-(np.int64(1))))) != (INFINITY[i:I, j:J] * static[i:I, j:J, k_:k_ + 1])), enum[i:I, j:J, lk + dz[i:I, j:J, k_:k_ + 1]], enum[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1]).astype(np.float64))
            mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], ((enum[i:I, j:J, k_ - 1:k_].astype(np.float64) + INFINITY[i:I, j:J]) > static[i:I, j:J, k_:k_ + 1]), mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(tend) + static[i:I, j:J, k_:k_ + 1]) + ufuncs.trunc(static[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(tend) * static[i:I, j:J, k_ - 1:k_]) - (np.float64(tend) * w[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.tanh(static[i:I, j:J, k_:k_ + 1]), w[i:I, j:J, k_:k_ + 1])
            mask_140333756628368_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]))), (INFINITY[i:I, j:J] != static[i:I, j:J, k_ + 1:k_ + 2]), mask_140333756628368_gen_0[i:I, j:J, k_:k_ + 1])
            INFINITY[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333756628368_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(1.5), INFINITY[i:I, j:J])
            INFINITY[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333758763472_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333756628368_gen_0[i:I, j:J, k_:k_ + 1]))), INFINITY[i:I, j:J], INFINITY[i:I, j:J])
            mask_140333765382480_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(tend) <= INFINITY[i:I, j:J]), mask_140333765382480_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333765382480_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(enum[i + 2:I + 2, j:J, k_ - 1:k_])), np.float64(6.0)) + np.float64(0.5))) + np.float64(tend)), y[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758574672_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333765382480_gen_0[i:I, j:J, k_:k_ + 1]))), ((INFINITY[i:I, j:J] + INFINITY[i:I, j:J]) >= (enum[i:I, j:J, lk + ((dz[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))] + enum[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64)), res[i:I, j:J, k_:k_ + 1])
            pt[i + 2:I - 1, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((pt[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                static[i + 2:I - 1, j:J, k_:k_ + 1] = np.where((pt[i + 2:I - 1, j:J, k_:k_ + 1] < np.float64(3.0)), w[i + 2:I - 1, j:J, k_:k_ + 1], static[i + 2:I - 1, j:J, k_:k_ + 1])
                INFINITY[i + 2:I - 1, j:J] = np.where((pt[i + 2:I - 1, j:J, k_:k_ + 1] < np.float64(3.0)), enum[i + 4:I + 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64), INFINITY[i + 2:I - 1, j:J])
                pt[i + 2:I - 1, j:J, k_:k_ + 1] = np.where((pt[i + 2:I - 1, j:J, k_:k_ + 1] < np.float64(3.0)), (pt[i + 2:I - 1, j:J, k_:k_ + 1] + np.float64(1.0)), pt[i + 2:I - 1, j:J, k_:k_ + 1])
                
            kt[i + 2:I - 1, j:J, k_:k_ + 1] = (np.float64(2.0) >= np.float64((np.float32(tend) / np.float32(tend))))
            rho[i + 2:I - 1, j:J, k_:k_ + 1] = (np.where(((y[i + 2:I - 1, j:J, k_:k_ + 1] + np.float64(np.int64(7))) <= INFINITY[i + 2:I - 1, j:J]), enum[i + 2:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64), w[i + 2:I - 1, j:J, k_:k_ + 1]) == (pt[i + 2:I - 1, j:J, k_:k_ + 1] - enum[i + 4:I + 1, j + 2:J + 2, k_ - 1:k_].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            static[i:I, j:J, k_:k_ + 1] = ((pt[i:I, j:J, k_:k_ + 1] - static[i:I, j:J, k_ + 1:k_ + 2]) / (ufuncs.abs(enum[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))
            static[i:I, j:J, k_:k_ + 1] = (ufuncs.tanh(static[i:I, j:J, k_:k_ + 1]) + (w[i:I, j:J, k_:k_ + 1] / np.float64(np.int64(2))))
            kt[i + 1:i + 2, j:J, k_:k_ + 1] = kt[i + 1:i + 2, j:J, k_:k_ + 1]
            mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1] = (static[i + 1:i + 2, j:J, k_:k_ + 1] <= w[i + 1:i + 2, j:J, k_:k_ + 1])
            static[i + 1:i + 2, j:J, k_:k_ + 1] = np.where(mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1], INFINITY[i + 1:i + 2, j:J], static[i + 1:i + 2, j:J, k_:k_ + 1])
            y[i + 1:i + 2, j:J, k_:k_ + 1] = np.where(mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1], static[i + 1:i + 2, j:J, k_:k_ + 1], y[i + 1:i + 2, j:J, k_:k_ + 1])
            static[i + 1:i + 2, j:J, k_:k_ + 1] = np.where(mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1], ufuncs.remainder((enum[i + 2:i + 3, j:J, k_:k_ + 1].astype(np.int64) - tend).astype(np.float64), w[i + 1:i + 2, j:J, k_:k_ + 1]), static[i + 1:i + 2, j:J, k_:k_ + 1])
            time_gen_0[i + 1:i + 2, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1])), ufuncs.isinf(ufuncs.float64((tend - tend))), time_gen_0[i + 1:i + 2, j:J, k_:k_ + 1])
            coef_gen_0[i + 1:i + 2, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333754999248_gen_0[i + 1:i + 2, j:J, k_:k_ + 1])), pt[i + 1:i + 2, j:J, k_:k_ + 1], coef_gen_0[i + 1:i + 2, j:J, k_:k_ + 1])
            mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1] = ((-(enum[i - 1:I - 1, j - 2:J - 2, k_ - 1:k_])).astype(np.float64) != ufuncs.power(ufuncs.abs(static[i:I, j:J, k_ - 1:k_]), np.float64(0.5)))
            mask_140333759162064_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.tanh(pt[i:I, j:J, k_:k_ + 1]) >= ufuncs.ceil(ufuncs.float64(enum[i:I, j:J, k_ + 1:k_ + 2]))), mask_140333759162064_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], mask_140333759162064_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or(ufuncs.isnan(np.float64(2.0)), np.bitwise_or((np.where((w[i:I, j:J, k_ + 1:k_ + 2] <= ufuncs.log10((ufuncs.abs(ufuncs.float64(tend)) + np.float64(0.5)))), y[i:I, j:J, k_:k_ + 1], enum[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64)) < (enum[i + 2:I + 2, j:J, k_ + 1:k_ + 2].astype(np.float64) + y[i:I, j:J, k_:k_ + 1])), ((np.float64(tend) / np.float64(0.25)) == np.float64(10.0)))), res[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333759162064_gen_0[i:I, j:J, k_:k_ + 1]))), kt[i:I, j:J, k_ + 1:k_ + 2], res[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333759162064_gen_0[i:I, j:J, k_:k_ + 1]))), ((np.float64(3.5) - static[i:I, j:J, k_ + 1:k_ + 2]) * np.where((ufuncs.minimum(coef_gen_0[i:I, j:J, k_:k_ + 1], np.float64(tend)) <= (y[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(enum[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), np.float64(tend), pt[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_ + 1:k_ + 2])
            mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], ((w[i:I, j:J, k_:k_ + 1] - np.float64(np.int64(7))) <= (np.float64(1.0) + np.float64(tend))), mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.erfc((static[i:I, j:J, k_:k_ + 1] + y[i:I, j:J, k_:k_ + 1])), w[i:I, j:J, k_:k_ + 1])
            mask_140333760507344_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(0.001) == y[i:I, j:J, k_:k_ + 1]), mask_140333760507344_gen_0[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333760507344_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(ufuncs.int64(tend)) >= ufuncs.power(pt[i:I, j:J, k_:k_ + 1], np.int64(2))), rho[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333759163024_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333760507344_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64(y[i:I, j:J, k_:k_ + 1]), coef_gen_0[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140333756786896_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(tend) > np.where(((INFINITY[i:I, j:J] + INFINITY[i:I, j:J]) >= (enum[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64) * INFINITY[i:I, j:J])), coef_gen_0[i:I, j:J, k_:k_ + 1], INFINITY[i:I, j:J])), rho[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    