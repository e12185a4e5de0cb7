import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, rho, auto, dz, b, EOF, gz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    phi = Field(phi, _origin_['phi'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    EOF = Field(EOF, _origin_['EOF'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    
    mask_140153825530576_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153828669968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.round_away_from_zero(b[i:I, j:J, k_:k_ + 1]).astype(np.float64) <= ufuncs.power(ufuncs.abs(auto), np.float64(0.5)))
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.cosh(ufuncs.tanh((gz[i:I, j:J, k_:k_ + 1].astype(np.float64) * phi[i:I, j - 1:J - 1, k_:k_ + 1]))).astype(np.float32), b[i:I, j:J, k_:k_ + 1])
            mask_140153828669968_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.5) / (ufuncs.abs(b[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) < ufuncs.cbrt(ufuncs.float64(rho))), mask_140153828669968_gen_0[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828669968_gen_0[i:I, j:J, k_:k_ + 1]), dz[i:I, j:J, k_:k_ + 1].astype(np.float32), b[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828669968_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(auto) / (ufuncs.abs(gz[i:I, j:J, k_ - 1:k_]).astype(np.float64) + np.float64(1.0))).astype(np.float32), b[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153825530576_gen_0[i:I, j:J, k_:k_ + 1], mask_140153828669968_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.cosh(ufuncs.tanh((phi[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1] - EOF[i:I, j:J, k_:k_ + 1]))).astype(np.float32), b[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = ufuncs.arccos(ufuncs.tanh(ufuncs.remainder(phi[i:I, j:J, k_:k_ + 1], EOF[i:I, j:J, k_:k_ + 1]))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    