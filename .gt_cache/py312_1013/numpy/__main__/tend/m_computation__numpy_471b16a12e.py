import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x, flux, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x = Field(x, _origin_['x'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, False))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((flux[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) == (rho[i - 2:I - 2, j - 2:J - 2].astype(np.float64) / (ufuncs.abs(rho[i:I, j - 1:J - 1]).astype(np.float64) + np.float64(1.0)))))), (np.int64(2) >= np.where((flux[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64) < (flux[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64) * np.float64(0.5))), flux[i:I, j:J, k_ - 1:k_], flux[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.int64)))
            # --- end horizontal block --

        # --- end vertical block ---
    