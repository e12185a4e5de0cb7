import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, int64_t, vc, isobar, unsigned, delp, t0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    t0 = Field(t0, _origin_['t0'], (True, True, True))
    
    mask_140333769888592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        t0[i:I, j:J, k:K] = ufuncs.arccosh((ufuncs.abs((delp[i:I, j + 1:J + 1, k:K].astype(np.float64) / t0[i:I, j:J, k:K])) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        t0[i:I, j:J, k:K] = ufuncs.remainder(ufuncs.tan(ufuncs.tanh(np.float64(0.0))), np.float64(0.001))
        t0[i:I, j:J, k:K] = ufuncs.minimum((isobar[i:I, j:J, k:K].astype(np.float64) * np.float64(0.25)), (vc[i:I, j:J, k:K] / (ufuncs.abs(t0[i:I, j:J, k:K]) + np.float64(1.0))))
        t0[i:I, j:J, k:K] = ufuncs.remainder((np.float64((-(np.int64(1)))) + vc[i:I, j:J, k:K]), np.where((np.where((ufuncs.int32(ufuncs.minimum(ufuncs.maximum(int64_t[i - 2:I - 2, j:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == (vc[i:I, j:J, k:K] + t0[i:I, j:J, k:K])), vc[i:I, j:J, k:K], np.float64(np.int64(3))) <= (delp[i:I, j:J, k:K].astype(np.float64) * unsigned)), isobar[i:I, j:J, k + 1:K + 1].astype(np.float32), int64_t[i - 2:I - 2, j + 1:J + 1, k:K]).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        t0[i:I, j:J, k:K] = ufuncs.float32(delp[i + 2:I + 2, j:J, k:K]).astype(np.float64)
        mask_140333769888592_gen_0[i:I, j:J, k:K] = (int64_t[i + 1:I + 1, j:J, k + 1:K + 1].astype(np.float64) <= unsigned)
        t0[i:I, j:J, k:K] = np.where(mask_140333769888592_gen_0[i:I, j:J, k:K], ufuncs.remainder(ufuncs.arctanh((ufuncs.tanh(np.float64(0.5)) * np.float64(0.5))), ufuncs.maximum(np.float64(3.5), delp[i:I, j - 2:J - 2, k:K].astype(np.float64))), t0[i:I, j:J, k:K])
        vc[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333769888592_gen_0[i:I, j:J, k:K])), (np.float64(0.25) < np.float64(np.int64(7)))), isobar[i:I, j:J, k:K].astype(np.float64), vc[i:I, j:J, k:K])
        vc[i:I, j:J, k:K] = isobar[i:I, j:J, k:K].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    