import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tend, y, jt, a_, delp, u, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tend = Field(tend, _origin_['tend'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (False, False, True))
    a_ = Field(a_, _origin_['a_'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153827574672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                y[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.where(((tend[i:I, j - 2:J - 2, k_ + 1:k_ + 2] - np.float64(0.001)) <= a_[i:I, j:J, k_:k_ + 1]), (tend[i + 1:I + 1, j:J, k_ - 1:k_] / a_[i:I, j:J, k_ + 1:k_ + 2]), ufuncs.cosh(ufuncs.tanh(np.float64(3.5)))).astype(np.float32), y[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where((vc[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            y[i:I, j:J, k_:k_ + 1] = vc[i:I, j:J, k_ - 1:k_].astype(np.float32)
            a_[i + 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.maximum((-(u[i + 2:I - 1, j - 2:j - 1, k_:k_ + 1])).astype(np.float64), vc[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            a[i + 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where(((a_[i + 2:I - 1, j:j + 1, k_ + 1:k_ + 2] / (ufuncs.abs(delp[i + 3:I, j + 2:j + 3, k_:k_ + 1]) + np.float64(1.0))) > (np.float64((-(np.int64(2)))) + vc[i + 2:I - 1, j:j + 1, k_:k_ + 1])), np.float64(2.0), a[i + 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32)
            mask_140153827574672_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = (y[i + 2:I - 1, j:j + 1, k_ - 1:k_].astype(np.float64) > np.float64(3.5))
            y[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153827574672_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1], (delp[i + 2:I - 1, j - 2:j - 1, k_ - 1:k_] - np.float64(0.5)).astype(np.float32), y[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            a[i:I, j:J, k_:k_ + 1] = jt[k_:k_ + 1]
            y[i:I, j:J, k_:k_ + 1] = (tend[i:I, j - 1:J - 1, k_ - 1:k_] / (ufuncs.abs(ufuncs.minimum(jt[k_:k_ + 1], jt[k_ - 1:k_])).astype(np.float64) + np.float64(1.0))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = (a_[i:I, j:J, k:K] / (ufuncs.abs(y[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    