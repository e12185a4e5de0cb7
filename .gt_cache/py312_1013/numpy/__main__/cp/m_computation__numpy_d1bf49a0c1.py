import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, dz, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    a_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758730512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761885584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333758080720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    register_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    n_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333757407760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(b[i:I, j:J, k_ - 1:k_], b[i + 1:I + 1, j:J, k_:k_ + 1])
            mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1] = ((-(vc_gen_0[i:I, j:J, k_:k_ + 1])) >= (dz[i:I, j:J, k_ + 1:k_ + 2] - dz[i:I, j:J, k_:k_ + 1]))
            mask_140333758730512_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((vc_gen_0[i:I, j:J, k_:k_ + 1] == np.float64((-(np.int64(1))))))), mask_140333758730512_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1], mask_140333758730512_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.log10((ufuncs.abs((b[i:I, j + 2:J + 2, k_:k_ + 1] * vc_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(0.5))), delp[i:I, j:J, k_:k_ + 1])
            mask_140333761885584_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.where((ufuncs.round_away_from_zero(ufuncs.float64(np.int64(65536))) != np.float64(ufuncs.round_away_from_zero(qv))), b[i + 1:I + 1, j:J, k_:k_ + 1], vc_gen_0[i:I, j:J, k_:k_ + 1]) == (delp[i:I, j:J, k_ - 1:k_] / (ufuncs.abs(vc_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))))), mask_140333761885584_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333761885584_gen_0[i:I, j:J, k_:k_ + 1]), vc_gen_0[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333758080720_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333761885584_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(10.0), (-(np.float64(100000.0)))), np.float64(100000.0)))), u[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.maximum(vc_gen_0[i:I, j:J, k_:k_ + 1], np.float64(qv)) <= ufuncs.power(vc_gen_0[i:I, j:J, k_:k_ + 1], np.int64(2))), np.float64(qv), vc_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(b[i:I, j - 1:J - 1, k_:k_ + 1]) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            enum_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((enum_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0)))):
                u[i:I, j:J, k_:k_ + 1] = np.where((enum_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cbrt((dz[i:I, j:J, k_ - 1:k_] * enum_gen_0[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j:J, k_:k_ + 1])
                enum_gen_0[i:I, j:J, k_:k_ + 1] = np.where((enum_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i:I, j:J, k_ + 1:k_ + 2]), np.float64(4.0))), (enum_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), enum_gen_0[i:I, j:J, k_:k_ + 1])
                
            q_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                mask_140333757407760_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (q_gen_0[i:I, j:J, k_:k_ + 1] < (dz[i:I, j:J, k_ + 1:k_ + 2] + q_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333757407760_gen_0[i:I, j:J, k_:k_ + 1])
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140333757407760_gen_0[i:I, j:J, k_:k_ + 1]), b[i:I, j + 2:J + 2, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
                n_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140333757407760_gen_0[i:I, j:J, k_:k_ + 1]), a_[i:I, j:J, k_:k_ + 1], n_gen_0[i:I, j:J, k_:k_ + 1])
                pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140333757407760_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(1.0), pe_gen_0[i:I, j:J, k_:k_ + 1])
                q_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (q_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), q_gen_0[i:I, j:J, k_:k_ + 1])
                
            register_gen_0[i:I, j:J, k_:k_ + 1] = qv
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a_[i:I, j:J, k:K] = (ufuncs.float32(a_[i:I, j:J, k:K]).astype(np.float64) / (ufuncs.abs(ufuncs.power(b[i:I, j + 1:J + 1, k:K], np.int64(2))) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    