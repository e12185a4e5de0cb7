import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, memcpy, x, HUGE_VAL, c, pe, asm, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x = Field(x, _origin_['x'], (True, True, False))
    HUGE_VAL = Field(HUGE_VAL, _origin_['HUGE_VAL'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, False))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    coef = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    dz = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.int64, (0, 1, 0), (True, True, True))
    rho = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    long = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signed_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        HUGE_VAL[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(x[i:I, j:J].astype(np.float64), pe[i:I, j:J, k - 1:K - 1]) * pe[i - 2:I - 2, j:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0)))
        HUGE_VAL[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(pe[i - 2:I - 2, j - 2:J - 2, k + 1:K + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 1, _dJ_ + 0

        coef[i:I, j:J, k:K] = pe[i + 1:I + 1, j - 1:J - 1, k:K]
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((coef[i + 1:I + 1, j - 1:J - 1, k:K] - asm), (-(np.float64(100000.0)))), np.float64(100000.0)))
        coef[i + 2:I - 1, J - 1:J, k:K] = np.float64(ufuncs.power((-(memcpy)), np.int64(2)))
        rho[i + 2:I - 1, J - 1:J, k:K] = pe[i + 2:I - 1, J:J + 1, k - 1:K - 1]
        coef[I - 1:I, J - 2:J, k:K] = np.float64(ufuncs.power((-(memcpy)), np.int64(2)))
        rho[I - 1:I, J - 2:J, k:K] = pe[I - 1:I, J - 1:J + 1, k - 1:K - 1]
        dz[i:i + 1, j:j + 1, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((np.float64(-1.25) + np.float64(1.5)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        long[i:i + 1, j:j + 1, k:K] = ((x[i:i + 1, j:j + 1].astype(np.float64) - np.float64(0.0)) * x[i:i + 1, j:j + 1].astype(np.float64))
        signed_gen_0[i:i + 1, j:j + 1, k:K] = x[i:i + 1, j:j + 1]
        a_gen_0[i:i + 1, j:j + 1, k:K] = asm
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 1, _dJ_ + 0

        dz[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(rho[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0)))
        coef[i:I, j:J, k:K] = (ufuncs.remainder(dz[i:I, j:J, k:K].astype(np.float64), np.float64(-1.25)) + ufuncs.arctanh((ufuncs.tanh(c[i - 2:I - 2, j:J]) * np.float64(0.5))))
        # --- end horizontal block --

        # --- end vertical block ---
    