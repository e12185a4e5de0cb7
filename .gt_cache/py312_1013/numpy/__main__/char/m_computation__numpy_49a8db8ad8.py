import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, inline, nj, typeof, tend, lanes, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    inline = Field(inline, _origin_['inline'], (True, True, True))
    nj = Field(nj, _origin_['nj'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    
    isobar = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822058064_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826170128_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153824130192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    enum_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821980624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821766928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153821614928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153821399120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        isobar[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((isobar[i:I, j:J, k:K] < np.float64(3.0))):
            u[i:I, j:J, k:K] = np.where((isobar[i:I, j:J, k:K] < np.float64(3.0)), ufuncs.remainder((tend[i:I, j:J, k:K].astype(np.float64) * typeof), (isobar[i:I, j:J, k:K] / (ufuncs.abs(typeof) + np.float64(1.0)))), u[i:I, j:J, k:K])
            isobar[i:I, j:J, k:K] = np.where((isobar[i:I, j:J, k:K] < np.float64(3.0)), (isobar[i:I, j:J, k:K] + np.float64(1.0)), isobar[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153826170128_gen_0[i:I, j:J, k:K] = inline[i:I, j:J, k:K]
        inline[i:I, j:J, k:K] = np.where(mask_140153826170128_gen_0[i:I, j:J, k:K], ufuncs.isinf(ufuncs.float64(u[i:I, j:J, k:K])), inline[i:I, j:J, k:K])
        mask_140153822058064_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153826170128_gen_0[i:I, j:J, k:K])), (u[i:I, j:J, k:K] > tend[i:I, j:J, k - 1:K - 1].astype(np.float64)), mask_140153822058064_gen_0[i:I, j:J, k:K])
        inline[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826170128_gen_0[i:I, j:J, k:K])), mask_140153822058064_gen_0[i:I, j:J, k:K]), (ufuncs.remainder(typeof, nj[i:I, j:J, k:K]) >= (u[i:I, j:J, k:K] / (ufuncs.abs(lanes[i:I, j + 1:J + 1, k:K]) + np.float64(1.0)))), inline[i:I, j:J, k:K])
        inline[i:I, j:J, k:K] = ((u[i:I, j:J, k - 1:K - 1] - u[i:I, j:J, k:K]) <= isobar[i:I, j:J, k - 1:K - 1])
        inline[i:I, j:J, k:K] = ((lanes[i - 1:I - 1, j - 2:J - 2, k:K] * lanes[i:I, j:J, k - 1:K - 1]) != (isobar[i:I, j:J, k:K] * tend[i:I, j:J, k + 1:K + 1].astype(np.float64)))
        inline[i:I, j:J, k:K] = ((typeof - u[i:I, j:J, k:K]) != ufuncs.minimum(u[i:I, j:J, k:K], tend[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153821766928_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((typeof <= nj[i:I, j:J, k_ + 1:k_ + 2]), (u[i:I, j:J, k_:k_ + 1] != isobar[i:I, j:J, k_:k_ + 1]))
            enum_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153821766928_gen_0[i:I, j:J, k_:k_ + 1], ((isobar[i:I, j:J, k_:k_ + 1] - typeof) - (lanes[i:I, j + 1:J + 1, k_:k_ + 1] - lanes[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2])), enum_gen_0[i:I, j:J, k_:k_ + 1])
            y_gen_0[i:I, j:J, k_:k_ + 1] = (typeof + (typeof / lanes[i:I, j - 1:J - 1, k_:k_ + 1]))
            mask_140153824130192_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = ((isobar[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] - y_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1]) >= (nj[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] * typeof))
            fmin_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(mask_140153824130192_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1], tend[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1], fmin_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            mask_140153821399120_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153824130192_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])), ((enum_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] - nj[i + 2:I - 1, J - 2:J - 1, k_ - 1:k_]) != tend[i + 2:I - 1, J - 2:J - 1, k_ + 1:k_ + 2].astype(np.float64)), mask_140153821399120_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            u[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824130192_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])), mask_140153821399120_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1]), (-(fmin_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])).astype(np.float64), u[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            u[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153824130192_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])), (np.bitwise_not(mask_140153821399120_gen_0[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1]))), np.float64(1.5), u[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    