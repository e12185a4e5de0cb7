import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, register, HUGE_VAL, flux, var, ni, restrict, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    register = Field(register, _origin_['register'], (True, True, False))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (True, True, False))
    restrict = Field(restrict, _origin_['restrict'], (True, True, True))
    
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758062800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764112144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764085840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333760889040_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333760959056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333759979024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a___gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.log10((ufuncs.abs(restrict[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(0.5))) != ni[i + 1:I + 1, j + 1:J + 1].astype(np.float64))
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(np.int64(2)) + (np.float64(np.int64(1)) - HUGE_VAL[i:I, j:J, k_:k_ + 1])), dz_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333764085840_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(restrict[i:I, j:J, k_:k_ + 1], restrict[i:I, j:J, k_:k_ + 1]) == ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ni[i + 2:I + 2, j:J].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32)), mask_140333764085840_gen_0[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764085840_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum((restrict[i:I, j:J, k_ - 1:k_].astype(np.float64) * HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2]), (-(var[i + 1:I + 1, j:J, k_:k_ + 1])).astype(np.float64)), dz_gen_0[i:I, j:J, k_:k_ + 1])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], mask_140333764085840_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(ufuncs.remainder(dz_gen_0[i:I, j:J, k_:k_ + 1], register[i:I, j:J].astype(np.float64))), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            mask_140333760889040_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], ((ni[i:I, j:J].astype(np.float64) + HUGE_VAL[i:I, j:J, k_ + 1:k_ + 2]) > ufuncs.arcsinh(dz_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333760889040_gen_0[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J] = np.where(np.bitwise_and(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], mask_140333760889040_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((dz_gen_0[i:I, j:J, k_:k_ + 1] != np.float64(0.25)), ufuncs.power(ufuncs.abs(np.float64(1.5)), np.float64(0.5)), HUGE_VAL[i:I, j:J, k_ - 1:k_]), (-(np.float64(100000.0)))), np.float64(100000.0))), register[i:I, j:J])
            HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333760889040_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(np.int64(1)), HUGE_VAL[i:I, j:J, k_:k_ + 1])
            register[i:I, j:J] = np.where(np.bitwise_and(mask_140333764112144_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333760889040_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.bitwise_not(((flux[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64) * np.float64(0.1)) < (restrict[i:I, j:J, k_ - 1:k_].astype(np.float64) / (ufuncs.abs(dz_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))))), ufuncs.abs(ni[i - 1:I - 1, j:J]).astype(np.float64), (register[i:I, j:J].astype(np.float64) - HUGE_VAL[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), register[i:I, j:J])
            a___gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((a___gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j:J]).astype(np.float64), np.float64(4.0)))):
                mask_140333759979024_gen_0[i:I, j:J, k_:k_ + 1] = np.where((a___gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j:J]).astype(np.float64), np.float64(4.0))), (ufuncs.cos(ufuncs.float64(np.int64(1))) >= ufuncs.power(HUGE_VAL[i:I, j:J, k_:k_ + 1], np.int64(2))), mask_140333759979024_gen_0[i:I, j:J, k_:k_ + 1])
                HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((a___gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j:J]).astype(np.float64), np.float64(4.0))), mask_140333759979024_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.1), HUGE_VAL[i:I, j:J, k_:k_ + 1])
                HUGE_VAL[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((a___gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j:J]).astype(np.float64), np.float64(4.0))), mask_140333759979024_gen_0[i:I, j:J, k_:k_ + 1]), ((ni[i - 1:I - 1, j + 2:J + 2] * register[i:I, j:J].astype(np.float32)).astype(np.float64) + ufuncs.power(ufuncs.abs(np.float64(0.5)), np.float64(0.5))), HUGE_VAL[i:I, j:J, k_:k_ + 1])
                a___gen_0[i:I, j:J, k_:k_ + 1] = np.where((a___gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ni[i:I, j:J]).astype(np.float64), np.float64(4.0))), (a___gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), a___gen_0[i:I, j:J, k_:k_ + 1])
                
            vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i + 1:I + 1, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where((vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[I:I + 1, j + 2:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((HUGE_VAL[I - 1:I, j + 2:J, k_ + 1:k_ + 2] - np.float64(0.5)) - np.float64((np.int64(0) + np.int64(1)))), dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
                dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where((vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[I:I + 1, j + 2:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int64(flux[I - 3:I - 2, j + 2:J, k_:k_ + 1]).astype(np.float64), dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
                vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where((vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[I:I + 1, j + 2:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
                
            mask_140333758062800_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = (ufuncs.remainder(restrict[I - 1:I, j + 2:J, k_:k_ + 1], var[I + 1:I + 2, j + 1:J - 1, k_:k_ + 1].astype(np.float32)) != var[I - 1:I, j + 2:J, k_:k_ + 1].astype(np.float32))
            dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where(mask_140333758062800_gen_0[I - 1:I, j + 2:J, k_:k_ + 1], ufuncs.arccos(ufuncs.tanh(ufuncs.float32(vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1]))).astype(np.float64), dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
            register[I - 1:I, j + 2:J] = np.where(mask_140333758062800_gen_0[I - 1:I, j + 2:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.sinh(ufuncs.tanh(ufuncs.float64(flux[I + 1:I + 2, j + 3:J + 1, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0))), register[I - 1:I, j + 2:J])
            dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where(mask_140333758062800_gen_0[I - 1:I, j + 2:J, k_:k_ + 1], (vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] / (ufuncs.abs((restrict[I - 1:I, j + 2:J, k_:k_ + 1].astype(np.float64) * dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])) + np.float64(1.0))), dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
            mask_140333760959056_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.bitwise_and((a___gen_0[I - 1:I, j + 2:J, k_:k_ + 1] > a___gen_0[I - 1:I, j + 2:J, k_:k_ + 1]), (a___gen_0[I - 1:I, j + 2:J, k_:k_ + 1] < var[I - 1:I, j + 2:J, k_:k_ + 1].astype(np.float64)))
            dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where(mask_140333760959056_gen_0[I - 1:I, j + 2:J, k_:k_ + 1], (ufuncs.power(ufuncs.abs(dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1]), np.float64(0.5)) + np.where((np.where((HUGE_VAL[I - 1:I, j + 2:J, k_ - 1:k_] <= ufuncs.minimum(np.float64(np.int64(1)), vc_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])), restrict[I - 1:I, j + 2:J, k_ - 1:k_], var[I:I + 1, j + 2:J, k_ - 1:k_].astype(np.float32)).astype(np.float64) != ufuncs.float64(np.float64(0.25))), flux[I - 1:I, j + 2:J, k_ + 1:k_ + 2].astype(np.float64), HUGE_VAL[I - 1:I, j + 2:J, k_:k_ + 1])), dz_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
            register[I - 1:I, j + 2:J] = np.where((np.bitwise_not(mask_140333760959056_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.cbrt(HUGE_VAL[I - 1:I, j + 2:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), register[I - 1:I, j + 2:J])
            rho_gen_0[I - 1:I, j + 2:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333760959056_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])), np.int64(1), rho_gen_0[I - 1:I, j + 2:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    