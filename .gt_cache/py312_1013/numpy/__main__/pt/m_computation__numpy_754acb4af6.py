import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, void, q, default, goto, qv, zs, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    void = Field(void, _origin_['void'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    default = Field(default, _origin_['default'], (True, True, True))
    goto = Field(goto, _origin_['goto'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, False))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    RETURN_VALUE__0e0_18_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y__0e0_18_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    NAN_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153829260560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        default[i:I, j:J, k:K] = void[i:I, j:J, k - 1:K - 1].astype(np.float64)
        dz[i:I, j:J, k:K] = ufuncs.sqrt(ufuncs.abs(np.where(bool(bool(False)), void[i:I, j:J, k - 1:K - 1].astype(np.float64), np.float64(0.5))))
        dz[i:I, j:J, k:K] = dz[i:I, j:J, k:K]
        y__0e0_18_17_gen_0[i:I, j:J, k:K] = (-(np.int64(1)))
        RETURN_VALUE__0e0_18_17_gen_0[i:I, j:J, k:K] = ((y__0e0_18_17_gen_0[i:I, j:J, k:K].astype(np.float64) * np.float64(1.0)) + (np.float64(0.5) * y__0e0_18_17_gen_0[i:I, j:J, k:K].astype(np.float64)))
        dz[i:I, j:J, k:K] = (RETURN_VALUE__0e0_18_17_gen_0[i:I, j:J, k:K] + (qv[i:I, j:J] - q[i + 2:I + 2, j - 2:J - 2, k - 1:K - 1].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        dz[i:I, j:J, k:K] = goto[i - 1:I - 1, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153829260560_gen_0[i:I, j:J, k:K] = (ufuncs.arcsinh(goto[i - 1:I - 1, j:J, k:K]) < ufuncs.maximum(void[i:I, j:J, k:K].astype(np.float64), dz[i:I, j:J, k:K]))
        NAN_gen_0[i:I, j:J, k:K] = np.where(mask_140153829260560_gen_0[i:I, j:J, k:K], ((default[i:I, j:J, k:K] * np.float64(1.5)) * np.where((ufuncs.maximum(np.float64(0.1), np.float64(np.int64(7))) != np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))))), np.float64(0.1), void[i:I, j:J, k + 1:K + 1].astype(np.float64))), NAN_gen_0[i:I, j:J, k:K])
        dz[i:I, j:J, k:K] = np.float64(zs)
        dz[i:I, j:J, k:K] = dz[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    