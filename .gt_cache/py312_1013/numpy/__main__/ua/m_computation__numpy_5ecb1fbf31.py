import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, phi, INFINITY, vc, int32_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, False))
    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, True))
    
    y = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 1, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sizeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333763949200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333770115536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768477648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__1d7_16_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__1d7_16_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333765354960_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 1, _dJ_ + 0

        y[i:I, j:J, k:K] = (ufuncs.log10((ufuncs.abs(phi) + np.float64(0.5))) / (ufuncs.abs((np.float64(10.0) * phi)) + np.float64(1.0)))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333765354960_gen_0[i:I, j:J, k:K] = ((-(INFINITY[i:I, j:J])) >= (int32_t[i:I, j:J, k:K] / np.float64(vc)))
        a__1d7_16_27_gen_0[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], np.float64(3.5), a__1d7_16_27_gen_0[i:I, j:J, k:K])
        mask_140333763949200_gen_0[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], (a__1d7_16_27_gen_0[i:I, j:J, k:K] > np.float64(1.0)), mask_140333763949200_gen_0[i:I, j:J, k:K])
        a__1d7_16_27_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333765354960_gen_0[i:I, j:J, k:K], mask_140333763949200_gen_0[i:I, j:J, k:K]), (ufuncs.floor(a__1d7_16_27_gen_0[i:I, j:J, k:K]) / (ufuncs.abs((np.float64((-(np.int64(2)))) + a__1d7_16_27_gen_0[i:I, j:J, k:K])) + np.float64(1.0))), a__1d7_16_27_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__1d7_16_27_gen_0[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], a__1d7_16_27_gen_0[i:I, j:J, k:K], RETURN_VALUE__1d7_16_27_gen_0[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], ufuncs.abs(RETURN_VALUE__1d7_16_27_gen_0[i:I, j:J, k:K]), delp[i:I, j:J, k:K])
        mask_140333770115536_gen_0[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], (np.bitwise_not(np.bitwise_or((y[i - 1:I - 1, j - 1:J - 1, k:K] != int32_t[i:I, j:J, k:K]), bool(bool(False))))), mask_140333770115536_gen_0[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333765354960_gen_0[i:I, j:J, k:K], mask_140333770115536_gen_0[i:I, j:J, k:K]), ufuncs.float64(ufuncs.maximum(rho[i:I, j:J, k:K], INFINITY[i:I, j:J])), rho[i:I, j:J, k:K])
        gz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333765354960_gen_0[i:I, j:J, k:K], mask_140333770115536_gen_0[i:I, j:J, k:K]), ufuncs.tan(ufuncs.tanh(np.where(((np.float64(0.0) - np.float64(3.5)) != y[i:I, j:J, k:K]), phi, int32_t[i:I, j:J, k:K]))), gz_gen_0[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333765354960_gen_0[i:I, j:J, k:K], mask_140333770115536_gen_0[i:I, j:J, k:K]), ufuncs.float64(ufuncs.arctan(int32_t[i:I, j:J, k:K])), delp[i:I, j:J, k:K])
        sizeof[i:I, j:J, k:K] = np.where(mask_140333765354960_gen_0[i:I, j:J, k:K], np.where((np.float64(vc) > delp[i:I, j:J, k:K]), gz_gen_0[i:I, j:J, k:K], int32_t[i:I, j:J, k:K]), sizeof[i:I, j:J, k:K])
        mask_140333768477648_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333765354960_gen_0[i:I, j:J, k:K])), (ufuncs.arctan(phi) <= ufuncs.abs(delp[i:I, j:J, k:K])), mask_140333768477648_gen_0[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333765354960_gen_0[i:I, j:J, k:K])), mask_140333768477648_gen_0[i:I, j:J, k:K]), np.float64(np.int64(1000003)), rho[i:I, j:J, k:K])
        gz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333765354960_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333768477648_gen_0[i:I, j:J, k:K]))), y[i:I, j:J, k:K], gz_gen_0[i:I, j:J, k:K])
        w_gen_0[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(INFINITY[i:I, j:J], np.float64(vc)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        sizeof[i:I, j:J, k:K] = INFINITY[i:I, j:J]
        # --- end horizontal block --

        # --- end vertical block ---
    