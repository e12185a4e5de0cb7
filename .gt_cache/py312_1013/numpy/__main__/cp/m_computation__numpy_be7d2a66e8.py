import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, ua, a_1, pe, errno, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a_1 = Field(a_1, _origin_['a_1'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    errno = Field(errno, _origin_['errno'], (True, True, True))
    
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs__89e_16_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w__89e_16_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850528464_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    hi__cfc_19_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    out_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a_1[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(np.int64(1), pe[i:I, j:J, k:K].astype(np.int64)).astype(np.float64) / (ufuncs.abs(ufuncs.maximum(errno[i - 1:I - 1, j:J, k:K], errno[i:I, j + 1:J + 1, k + 1:K + 1])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        y[i:I, J - 1:J, k:K] = np.float64(0.0)
        while np.any((y[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(errno[i:I, j - 2:J - 2, k:K]), np.float64(4.0)))):
            pe[i:I, J - 1:J, k:K] = np.where((y[i:I, J - 1:J, k:K] < ufuncs.minimum(ufuncs.abs(errno[i:I, J - 3:J - 2, k:K]), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.erfc(ufuncs.float64(pe[i:I, J - 1:J, k:K])) * pe[i:I, J - 1:J, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, J - 1:J, k:K])
            y[i:I, J - 1:J, k:K] = np.where((y[i:I, J - 1:J, k:K] < ufuncs.minimum(ufuncs.abs(errno[i:I, J - 3:J - 2, k:K]), np.float64(4.0))), (y[i:I, J - 1:J, k:K] + np.float64(1.0)), y[i:I, J - 1:J, k:K])
            
        zs__89e_16_20_gen_0[i:I, j:J, k:K] = ufuncs.remainder(errno[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1], a_1[i:I, j:J, k:K].astype(np.float64))
        w__89e_16_20_gen_0[i:I, j:J, k:K] = (pe[i:I, j:J, k:K].astype(np.float64) * y[i:I, j:J, k:K])
        w__89e_16_20_gen_0[i:I, j:J, k:K] = zs__89e_16_20_gen_0[i:I, j:J, k:K]
        x_s[i:I, j:J, k:K] = ufuncs.remainder(zs__89e_16_20_gen_0[i:I, j:J, k:K], zs__89e_16_20_gen_0[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = (ufuncs.float64(w__89e_16_20_gen_0[i:I, j:J, k:K]) * zs__89e_16_20_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J, k_:k_ + 1] = ufuncs.int32(a_1[i:I, j:J, k_:k_ + 1])
            hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] = delp[i:I, j:J, k_:k_ + 1]
            hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(((hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] + hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]) >= hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]), hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1], (hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] - hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]))
            mask_140153850528464_gen_0[i:I, j:J, k_:k_ + 1] = (hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] > np.float64(1.0))
            hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850528464_gen_0[i:I, j:J, k_:k_ + 1], ((hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) * (hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1] + hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1])), hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(1.0)
            out_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]) - ufuncs.round(hi__cfc_19_18_gen_0[i:I, j:J, k_:k_ + 1]))
            a_1[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0)))
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                out_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), out_gen_0[i:I, j:J, k_:k_ + 1], out_gen_0[i:I, j:J, k_:k_ + 1])
                a_1[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((errno[i + 1:I + 1, j:J, k_:k_ + 1] > vc_gen_0[i:I, j:J, k_:k_ + 1]), (a_1[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * ua), np.where((y[i:I, j:J, k_ - 1:k_] > vc_gen_0[i:I, j:J, k_:k_ + 1]), x_s[i:I, j:J, k_ - 1:k_], ua)), (-(np.float64(100000.0)))), np.float64(100000.0))), a_1[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where((vc_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    