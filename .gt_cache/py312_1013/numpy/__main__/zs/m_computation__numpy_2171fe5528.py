import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, flux, x, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    flux = Field(flux, _origin_['flux'], (True, True, False))
    y = Field(y, _origin_['y'], (True, True, True))
    
    gz = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153818311376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828415120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i:I, j:J, k_:k_ + 1] = ufuncs.arctan(x)
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((gz[i:I, j:J, k_:k_ + 1] * x)), np.float64(0.5))
            y[i:I, j:J, k_:k_ + 1] = ufuncs.maximum(np.where((ufuncs.floor(gz[i:I, j:J, k_:k_ + 1]) >= ufuncs.sinh(ufuncs.tanh(gz[i:I, j:J, k_ + 1:k_ + 2]))), flux[i + 1:I + 1, j - 1:J - 1], np.float64(1.5)), np.float64((x - x)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.power(ufuncs.abs(y[i:I, j:J, k_ + 1:k_ + 2]), np.float64(0.5)) * ufuncs.float64(rho_gen_0[i:I, j:J, k_:k_ + 1]))
            mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.power(y[i:I, j:J, k_:k_ + 1], np.int64(2)))
            mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((flux[i:I, j - 2:J - 2] <= np.where((np.float64(x) >= ufuncs.power(ufuncs.abs(y[i:I, j:J, k_ - 1:k_]), np.float64(0.5))), y[i:I, j:J, k_:k_ + 1], rho_gen_0[i:I, j:J, k_:k_ + 1])), (rho_gen_0[i:I, j:J, k_:k_ + 1] <= y[i:I, j:J, k_:k_ + 1])), mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(x) + ufuncs.arctanh((np.float64(ufuncs.tanh(x)) * np.float64(0.5)))), y[i:I, j:J, k_:k_ + 1])
            long_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1]), x, long_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.arctanh((ufuncs.tanh(np.float64(10.0)) * np.float64(0.5))) + gz[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)), y[i:I, j:J, k_:k_ + 1])
            long_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1]))), (rho_gen_0[i:I, j:J, k_:k_ + 1] + (np.float64(np.int64(2)) - np.float64(0.25))).astype(np.float32), long_gen_0[i:I, j:J, k_:k_ + 1])
            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153818311376_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153828415120_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.maximum((gz[i:I, j:J, k_:k_ + 1].astype(np.float64) * flux[i:I, j + 2:J + 2]), np.float64(x)), rho_gen_0[i:I, j:J, k_:k_ + 1])
            long_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.int64(7)))) < np.float64(x)))), np.float32(np.float64(0.1)), long_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.int64(7)))) < np.float64(x)))), np.float64(ufuncs.abs(ufuncs.power(x, np.int64(2)))), y[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.cosh(ufuncs.tanh(ufuncs.float64(np.int64(7)))) < np.float64(x)))), ufuncs.float64(flux[i:I, j:J]), y[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    