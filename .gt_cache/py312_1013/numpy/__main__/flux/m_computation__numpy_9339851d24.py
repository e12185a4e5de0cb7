import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, isobar_run, nan, powf, auto, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    isobar_run = Field(isobar_run, _origin_['isobar_run'], (True, True, True))
    nan = Field(nan, _origin_['nan'], (True, True, True))
    powf = Field(powf, _origin_['powf'], (True, True, True))
    auto = Field(auto, _origin_['auto'], (True, True, False))
    
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt__780_12_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_tmp__780_12_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            isobar_tmp__780_12_16_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.cbrt(np.float64(0.0))
            pt__780_12_16_gen_0[i:I, j:J, k_:k_ + 1] = (nan[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) * auto[i - 2:I - 2, j - 2:J - 2])
            y[i:I, j:J, k_:k_ + 1] = ufuncs.abs(pt__780_12_16_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = powf[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64)
            # --- end horizontal block --

        # --- end vertical block ---
    