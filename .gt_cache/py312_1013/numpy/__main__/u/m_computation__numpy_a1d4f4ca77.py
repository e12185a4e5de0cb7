import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, dz, inline, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    stderr = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = c[i:I, j:J, k_:k_ + 1]
            delp_gen_0[i:I, j:J, k_:k_ + 1] = ((dz[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) * inline) > (-(inline)))
            delp_gen_0[i:I, j:J, k_:k_ + 1] = delp_gen_0[i:I, j:J, k_:k_ + 1]
            stderr[i:I, j:J, k_:k_ + 1] = ufuncs.round_away_from_zero(ufuncs.float64((dz[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.int64) * c[i:I, j:J, k_ - 1:k_])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = ufuncs.tan(ufuncs.tanh(inline))
        c[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.power(tend[i:I, j:J, k:K], np.int64(2)) - np.where(((inline + tend[i:I, j:J, k:K]) >= (stderr[i:I, j:J, k:K] / tend[i:I, j:J, k:K])), c[i:I, j:J, k:K], np.int64(7)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    