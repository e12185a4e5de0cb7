import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, w, vc, hi, static, c, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    vc = Field(vc, _origin_['vc'], (True, True, True))
    hi = Field(hi, _origin_['hi'], (True, True, True))
    static = Field(static, _origin_['static'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866664720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc[i:I, j:J, k:K] = hi[i:I, j:J, k:K].astype(np.float64)
        vc[i:I, j + 2:J - 1, k:K] = (c[i - 1:I - 1, j + 1:J - 2, k:K] + ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(static[i:I, j:J - 3, k:K])), np.float64(6.0)) + np.float64(0.5))))
        vc[i:I, j + 2:J - 1, k:K] = np.float64(10.0)
        vc[i:I, j + 2:J - 1, k:K] = static[i + 2:I + 2, j + 2:J - 1, k + 1:K + 1].astype(np.float64)
        vc[i:I, j:j + 2, k:K] = (c[i - 1:I - 1, j - 1:j + 1, k:K] + ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(static[i:I, j - 2:j, k:K])), np.float64(6.0)) + np.float64(0.5))))
        vc[i:I, j:j + 2, k:K] = np.float64(10.0)
        vc[i:I, j:j + 2, k:K] = static[i + 2:I + 2, j:j + 2, k + 1:K + 1].astype(np.float64)
        u_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0)))):
            mask_140153866664720_gen_0[i:I, j:J, k:K] = np.where((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), np.bitwise_and((flux[i + 2:I + 2, j + 1:J + 1, k:K] > hi[i:I, j:J, k:K].astype(np.float64)), ufuncs.isfinite(ufuncs.float64(static[i - 2:I - 2, j:J, k - 1:K - 1]))), mask_140153866664720_gen_0[i:I, j:J, k:K])
            res_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), mask_140153866664720_gen_0[i:I, j:J, k:K]), (u_gen_0[i:I, j:J, k:K] >= u_gen_0[i:I, j:J, k:K]), res_gen_0[i:I, j:J, k:K])
            vc[i:I, j:J, k:K] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), mask_140153866664720_gen_0[i:I, j:J, k:K]), (ufuncs.float64(u_gen_0[i:I, j:J, k:K]) - (u_gen_0[i:I, j:J, k:K] + vc[i:I, j:J, k:K])), vc[i:I, j:J, k:K])
            res_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), mask_140153866664720_gen_0[i:I, j:J, k:K]), ((np.float64(-1.25) * hi[i:I, j:J, k:K].astype(np.float64)) >= np.float64(ufuncs.sinh(ufuncs.tanh(w)))), res_gen_0[i:I, j:J, k:K])
            u_gen_0[i:I, j:J, k:K] = np.where((u_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(np.float64(-1.25)), np.float64(4.0))), (u_gen_0[i:I, j:J, k:K] + np.float64(1.0)), u_gen_0[i:I, j:J, k:K])
            
        res_gen_0[i:I, j:J, k:K] = (np.bitwise_not((u_gen_0[i:I, j:J, k:K] <= hi[i:I, j:J, k - 1:K - 1].astype(np.float64))))
        # --- end horizontal block --

        # --- end vertical block ---
    