import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, res, dz, tend, int64_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, False))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    int64_t = Field(int64_t, _origin_['int64_t'], (True, True, True))
    
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = ufuncs.maximum(np.float64(np.int64(2)), (tend[i:I, j - 1:J - 1, k + 1:K + 1] + dz[i:I, j + 2:J + 2]))
        var[i:I, j:J, k:K] = ufuncs.log((ufuncs.abs(ufuncs.maximum(tend[i:I, j:J, k + 1:K + 1], var[i:I, j:J, k:K])) + np.float64(0.5)))
        do_gen_0[i:I, j + 1:J, k:K] = np.float64(0.0)
        while np.any((do_gen_0[i:I, j:J, k:K] < np.float64(3.0))):
            var[i:I, j + 1:J, k:K] = np.where((do_gen_0[i:I, j + 1:J, k:K] < np.float64(3.0)), (-((int64_t[i - 2:I - 2, j + 3:J + 2, k:K].astype(np.float64) * dz[i - 2:I - 2, j:J - 1]))), var[i:I, j + 1:J, k:K])
            do_gen_0[i:I, j + 1:J, k:K] = np.where((do_gen_0[i:I, j + 1:J, k:K] < np.float64(3.0)), (do_gen_0[i:I, j + 1:J, k:K] + np.float64(1.0)), do_gen_0[i:I, j + 1:J, k:K])
            
        var[i:I, j + 1:J, k:K] = ufuncs.erf(dz[i:I, j + 1:J])
        var[i:I, j + 1:J, k:K] = np.where((tend[i:I, j - 1:J - 2, k:K] == np.float64((-(np.int64(2))))), (dz[i - 1:I - 1, j + 1:J] - res[i:I, j + 1:J, k:K].astype(np.float64)), (int64_t[i:I, j + 1:J, k:K].astype(np.float64) * np.float64(0.5)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var[i:I, j:J, k:K] = ufuncs.trunc((dz[i:I, j + 1:J + 1] * dz[i:I, j + 1:J + 1]))
        # --- end horizontal block --

        # --- end vertical block ---
    