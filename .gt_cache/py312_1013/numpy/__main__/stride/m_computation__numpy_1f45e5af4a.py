import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, dz, exit, v, lo, HUGE_VAL, enum, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (False, False, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    exit = Field(exit, _origin_['exit'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, False))
    lo = Field(lo, _origin_['lo'], (True, True, True))
    enum = Field(enum, _origin_['enum'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    
    kt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stderr = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    register = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    NULL = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    fabs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820635792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828531472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__89e_41_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    q__89e_35_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153830248656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822518160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q__89e_41_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__89e_35_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822033104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q__89e_73_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__89e_73_39_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q__89e_78_19_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153820549392_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153823843472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q__89e_69_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153819669200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821406160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820646096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823018000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153822255696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    out_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833582928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153823999504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153820041936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            kt[i:i + 1, j + 1:J, k_:k_ + 1] = exit[i:i + 1, j + 1:J, k_ + 1:k_ + 2]
            pe[i:i + 1, j + 1:J, k_:k_ + 1] = (enum[i + 2:i + 3, j + 2:J + 1, k_ + 1:k_ + 2].astype(np.float64) - (delp[k_:k_ + 1] + np.float64(HUGE_VAL)))
            exit[i:i + 1, j + 1:J, k_:k_ + 1] = ufuncs.abs((delp[k_:k_ + 1] - v[i:i + 1, j + 1:J].astype(np.float64)))
            kt[i:I, j:j + 2, k_:k_ + 1] = exit[i:I, j:j + 2, k_ + 1:k_ + 2]
            pe[i:I, j:j + 2, k_:k_ + 1] = (enum[i + 2:I + 2, j + 1:j + 3, k_ + 1:k_ + 2].astype(np.float64) - (delp[k_:k_ + 1] + np.float64(HUGE_VAL)))
            exit[i:I, j:j + 2, k_:k_ + 1] = ufuncs.abs((delp[k_:k_ + 1] - v[i:I, j:j + 2].astype(np.float64)))
            static[i:I, j:J, k_:k_ + 1] = (-((HUGE_VAL * enum[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int32))))
            mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or(ufuncs.isinf(ufuncs.float64(np.int64(0))), dz[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1])
            s[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), s[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (s[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))))):
                u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (s[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))), np.where((np.bitwise_not((ufuncs.maximum(pe[i:I, j:J, k_:k_ + 1], delp[k_ - 1:k_]) != (kt[i:I, j:J, k_ - 1:k_] - enum[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64))))), (s[i:I, j:J, k_ - 1:k_] + np.float64(0.25)), (np.float64(1.0) * v[i + 2:I + 2, j + 1:J + 1].astype(np.float64))), u[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (s[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))), static[i:I, j:J, k_:k_ + 1], b[i:I, j:J, k_:k_ + 1])
                s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (s[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))), (s[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), s[i:I, j:J, k_:k_ + 1])
                
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                stderr[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(exit[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), stderr[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            mask_140153820635792_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1])), (s[i:I, j:J, k_:k_ + 1] != kt[i:I, j:J, k_:k_ + 1]), mask_140153820635792_gen_0[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153820635792_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(1.5) / (ufuncs.abs(pe[i:I, j:J, k_ - 1:k_]) + np.float64(1.0))) * ufuncs.power(ufuncs.abs(v[i:I, j:J]), np.float64(0.5))), register[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153828531472_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153820635792_gen_0[i:I, j:J, k_:k_ + 1]))), dz[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153822518160_gen_0[i:i + 1, j:J, k:K] = ufuncs.isinf(ufuncs.float64(ufuncs.minimum(HUGE_VAL, enum[i:i + 1, j + 2:J + 2, k:K].astype(np.int32))))
        q__89e_35_35_gen_0[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], (u[i:i + 1, j:J, k:K] - s[i:i + 1, j:J, k:K]), q__89e_35_35_gen_0[i:i + 1, j:J, k:K])
        q__89e_35_35_gen_0[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], (q__89e_35_35_gen_0[i:i + 1, j:J, k:K] - q__89e_35_35_gen_0[i:i + 1, j:J, k:K]), q__89e_35_35_gen_0[i:i + 1, j:J, k:K])
        mask_140153830248656_gen_0[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], (q__89e_35_35_gen_0[i:i + 1, j:J, k:K] > np.float64(1.0)), mask_140153830248656_gen_0[i:i + 1, j:J, k:K])
        q__89e_35_35_gen_0[i:i + 1, j:J, k:K] = np.where(np.bitwise_and(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], mask_140153830248656_gen_0[i:i + 1, j:J, k:K]), ufuncs.maximum(ufuncs.remainder(q__89e_35_35_gen_0[i:i + 1, j:J, k:K], q__89e_35_35_gen_0[i:i + 1, j:J, k:K]), (q__89e_35_35_gen_0[i:i + 1, j:J, k:K] - q__89e_35_35_gen_0[i:i + 1, j:J, k:K])), q__89e_35_35_gen_0[i:i + 1, j:J, k:K])
        RETURN_VALUE__89e_35_35_gen_0[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], ufuncs.remainder(np.where(((q__89e_35_35_gen_0[i:i + 1, j:J, k:K] * q__89e_35_35_gen_0[i:i + 1, j:J, k:K]) >= q__89e_35_35_gen_0[i:i + 1, j:J, k:K]), q__89e_35_35_gen_0[i:i + 1, j:J, k:K], q__89e_35_35_gen_0[i:i + 1, j:J, k:K]), q__89e_35_35_gen_0[i:i + 1, j:J, k:K]), RETURN_VALUE__89e_35_35_gen_0[i:i + 1, j:J, k:K])
        lo[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__89e_35_35_gen_0[i:i + 1, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), lo[i:i + 1, j:J, k:K])
        u[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], ((np.float64((-(np.int64(2)))) * u[i:i + 1, j:J, k:K]) / exit[i:i + 1, j:J, k:K]), u[i:i + 1, j:J, k:K])
        NULL[i:i + 1, j:J, k:K] = np.where(mask_140153822518160_gen_0[i:i + 1, j:J, k:K], lo[i:i + 1, j:J, k:K], NULL[i:i + 1, j:J, k:K])
        stderr[i:I, j:J, k:K] = ((area[i:I, j:J, k:K] + NULL[i:I, j:J, k:K]) - np.where(((s[i:I, j:J, k:K] * delp[k + 1:K + 1]) < np.float64(1.5)), area[i:I, j:J, k:K], b[i:I, j:J, k:K].astype(np.int64))).astype(np.int32)
        fabs[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((fabs[i:I, j:J, k:K] < np.float64(2.0))):
            q__89e_41_16_gen_0[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), b[i:I, j:J, k:K], q__89e_41_16_gen_0[i:I, j:J, k:K])
            q__89e_41_16_gen_0[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), (q__89e_41_16_gen_0[i:I, j:J, k:K] - q__89e_41_16_gen_0[i:I, j:J, k:K]), q__89e_41_16_gen_0[i:I, j:J, k:K])
            mask_140153822033104_gen_0[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), (q__89e_41_16_gen_0[i:I, j:J, k:K].astype(np.float64) > np.float64(1.0)), mask_140153822033104_gen_0[i:I, j:J, k:K])
            q__89e_41_16_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((fabs[i:I, j:J, k:K] < np.float64(2.0)), mask_140153822033104_gen_0[i:I, j:J, k:K]), ufuncs.maximum(ufuncs.remainder(q__89e_41_16_gen_0[i:I, j:J, k:K], q__89e_41_16_gen_0[i:I, j:J, k:K]), (q__89e_41_16_gen_0[i:I, j:J, k:K] - q__89e_41_16_gen_0[i:I, j:J, k:K])), q__89e_41_16_gen_0[i:I, j:J, k:K])
            RETURN_VALUE__89e_41_16_gen_0[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), ufuncs.remainder(np.where(((q__89e_41_16_gen_0[i:I, j:J, k:K] * q__89e_41_16_gen_0[i:I, j:J, k:K]) >= q__89e_41_16_gen_0[i:I, j:J, k:K]), q__89e_41_16_gen_0[i:I, j:J, k:K], q__89e_41_16_gen_0[i:I, j:J, k:K]), q__89e_41_16_gen_0[i:I, j:J, k:K]), RETURN_VALUE__89e_41_16_gen_0[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), (RETURN_VALUE__89e_41_16_gen_0[i:I, j:J, k:K].astype(np.float32) - ufuncs.float32(b[i:I, j:J, k:K])).astype(np.float64), u[i:I, j:J, k:K])
            lo[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(HUGE_VAL) * exit[i:I, j:J, k:K]) / (ufuncs.abs((-(vc[i:I, j:J, k:K]))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), lo[i:I, j:J, k:K])
            fabs[i:I, j:J, k:K] = np.where((fabs[i:I, j:J, k:K] < np.float64(2.0)), (fabs[i:I, j:J, k:K] + np.float64(1.0)), fabs[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1] = (stderr[i:I, j:J, k_:k_ + 1] != b[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), coef_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (s[i:I, j:J, k_:k_ + 1] < enum[i:I, j - 2:J - 2, k_ - 1:k_].astype(np.float64)), out_gen_0[i:I, j:J, k_:k_ + 1])
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (coef_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), coef_gen_0[i:I, j:J, k_:k_ + 1])
                
            mask_140153823843472_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], dz[i - 1:I - 1, j:J, k_ + 1:k_ + 2], mask_140153823843472_gen_0[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], mask_140153823843472_gen_0[i:I, j:J, k_:k_ + 1]), exit[i:I, j:J, k_ + 1:k_ + 2], kt[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153823843472_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.float32(enum[i:I, j - 2:J - 2, k_ - 1:k_]) - ufuncs.float32(fabs[i:I, j:J, k_:k_ + 1])).astype(np.float64), register[i:I, j:J, k_:k_ + 1])
            out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153823843472_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isnan(s[i:I, j:J, k_:k_ + 1]), out_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(1.5) == (v[i + 1:I + 1, j - 1:J - 1].astype(np.float64) + fabs[i:I, j:J, k_:k_ + 1])), mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or(ufuncs.isfinite(ufuncs.float64(stderr[i:I, j:J, k_:k_ + 1])), (np.float64(HUGE_VAL) <= u[i:I, j:J, k_:k_ + 1])), pt[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.ceil(ufuncs.float64(enum[i + 2:I + 2, j - 2:J - 2, k_ - 1:k_])) + (u[i:I, j:J, k_:k_ + 1] + vc[i:I, j:J, k_:k_ + 1])), pe[i:I, j:J, k_:k_ + 1])
            out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.0) != (v[i - 2:I - 2, j:J].astype(np.float64) / s[i:I, j:J, k_:k_ + 1])), out_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153823018000_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(pt[i:I, j:J, k_:k_ + 1])), pt[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1])), register[i:I, j:J, k_:k_ + 1], register[i:I, j:J, k_:k_ + 1])
            mask_140153823999504_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1])), ((u[i:I, j:J, k_ - 1:k_] + np.float64(3.5)) >= np.float64(0.5)), mask_140153823999504_gen_0[i:I, j:J, k_:k_ + 1])
            out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153823999504_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_or((delp[k_:k_ + 1] > delp[k_ + 1:k_ + 2]), (ufuncs.arccos(ufuncs.tanh(np.float64(10.0))) < (pe[i:I, j:J, k_:k_ + 1] * vc[i:I, j:J, k_:k_ + 1]))), out_gen_0[i:I, j:J, k_:k_ + 1])
            out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153823999504_gen_0[i:I, j:J, k_:k_ + 1]))), ((v[i:I, j - 1:J - 1].astype(np.float64) + vc[i:I, j:J, k_:k_ + 1]) >= (static[i:I, j:J, k_:k_ + 1].astype(np.float32) + v[i - 2:I - 2, j:J]).astype(np.float64)), out_gen_0[i:I, j:J, k_:k_ + 1])
            k0_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153820041936_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153823999504_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.float64(NULL[i:I, j:J, k_:k_ + 1]) + np.where((ufuncs.erfc(kt[i:I, j:J, k_:k_ + 1]) == enum[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), pe[i:I, j:J, k_:k_ + 1], v[i:I, j - 1:J - 1].astype(np.float64))), k0_gen_0[i:I, j:J, k_:k_ + 1])
            q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (b[i + 2:I - 1, j + 2:J - 1, k_ - 1:k_].astype(np.float64) * coef_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] - q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140153820549392_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = (q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] > np.float64(1.0))
            q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140153820549392_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.maximum(ufuncs.remainder(q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]), (q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] - q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])), q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            pe[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] = ufuncs.remainder(np.where(((q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1] * q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]) >= q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]), q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1], q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1]), q__89e_69_17_gen_0[i + 2:I - 1, j + 2:J - 1, k_:k_ + 1])
            mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((vc[i:I, j:J, k_:k_ + 1] <= register[i:I, j:J, k_:k_ + 1]), (NULL[i:I, j:J, k_:k_ + 1] > np.int64(HUGE_VAL)))
            out_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or((b[i:I, j:J, k_:k_ + 1] < stderr[i:I, j:J, k_ - 1:k_]), pt[i:I, j:J, k_:k_ + 1]), out_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], (np.where((v[i - 1:I - 1, j:J].astype(np.float64) >= fabs[i:I, j:J, k_:k_ + 1]), coef_gen_0[i:I, j:J, k_:k_ + 1], pe[i:I, j:J, k_:k_ + 1]) == np.float64(10.0)), mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1])
            q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), exit[i:I, j:J, k_ - 1:k_], q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1])
            q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), (q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] - q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153822255696_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), (q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0)), mask_140153822255696_gen_0[i:I, j:J, k_:k_ + 1])
            q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153822255696_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(ufuncs.remainder(q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1], q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), (q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] - q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1])), q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(np.where(((q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1] * q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]) >= q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1], q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), q__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), RETURN_VALUE__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1])
            kt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), ((exit[i:I, j:J, k_:k_ + 1] + stderr[i:I, j:J, k_:k_ + 1].astype(np.float64)) * RETURN_VALUE__89e_73_39_gen_0[i:I, j:J, k_:k_ + 1]), kt[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153821406160_gen_0[i:I, j:J, k_:k_ + 1]), ((k0_gen_0[i:I, j:J, k_:k_ + 1] + k0_gen_0[i:I, j:J, k_:k_ + 1]) + (b[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(exit[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), pe[i:I, j:J, k_:k_ + 1])
            mask_140153820646096_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(((-(register[i:I, j:J, k_:k_ + 1])) > ufuncs.minimum(v[i:I, j:J].astype(np.float64), k0_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or((ufuncs.power(ufuncs.abs(vc[i:I, j:J, k_ - 1:k_]), np.float64(0.5)) != exit[i:I, j:J, k_ + 1:k_ + 2]), (np.float64(0.1) == register[i:I, j:J, k_:k_ + 1]))), mask_140153820646096_gen_0[i:I, j:J, k_:k_ + 1])
            buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153820646096_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(stderr[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((register[i:I, j:J, k_:k_ + 1] + np.float64(0.1))) + np.float64(1.0))), buffers_ok_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153819669200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153820646096_gen_0[i:I, j:J, k_:k_ + 1]), ((NULL[i:I, j:J, k_:k_ + 1].astype(np.float64) - register[i:I, j:J, k_:k_ + 1]) >= np.float64(2.0)), pt[i:I, j:J, k_:k_ + 1])
            q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] = (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] * v[i - 1:I - 1, j + 1:J + 1].astype(np.float64))
            q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] = (q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] - q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153833582928_gen_0[i:I, j:J, k_:k_ + 1] = (q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833582928_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.maximum(ufuncs.remainder(q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1], q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1]), (q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] - q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1])), q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(np.where(((q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1] * q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1]) >= q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1]), q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1], q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1]), q__89e_78_19_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    