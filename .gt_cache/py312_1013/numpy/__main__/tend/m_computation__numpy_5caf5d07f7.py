import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, zs, area, val, u, flux, y, fmin, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    fmin = Field(fmin, _origin_['fmin'], (True, True, False))
    
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773194448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            val[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ufuncs.log10((ufuncs.abs(ufuncs.minimum(area[i + 1:I - 2, j + 3:J + 1, k_ - 1:k_], zs[i + 2:I - 1, j:J - 2, k_ + 1:k_ + 2])) + np.float64(0.5)))
            flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1]
            mask_140333773194448_gen_0[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ((zs[i + 1:I - 2, j:J - 2, k_:k_ + 1] - fmin[i + 4:I + 1, j + 3:J + 1]) == (np.float64(-1.25) - area[i + 2:I - 1, j - 1:J - 3, k_ + 1:k_ + 2]))
            flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140333773194448_gen_0[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1], ((area[i + 2:I - 1, j + 1:J - 1, k_ - 1:k_] + y[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1]) < (val[i + 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2] * y[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])), flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773194448_gen_0[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])), (ufuncs.minimum(u[i + 2:I - 1, j + 1:J - 1, k_ - 1:k_].astype(np.float64), np.float64(0.5)) > zs[i + 2:I - 1, j:J - 2, k_ - 1:k_]), flux[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            nj[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333773194448_gen_0[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])), (np.float64(2.0) > (np.float64(1.0) / (ufuncs.abs(u[i + 3:I, j + 3:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), nj[i + 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            nj[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.float64(0.1) >= u[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), (np.float64(3.5) == np.float64(-1.25)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pt[i:I, j:J, k:K] = zs[i:I, j:J, k - 1:K - 1]
        y[i:I, j:J, k:K] = val[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        y[i:I, j:J, k:K] = ufuncs.remainder(np.float64(1.0), (u[i + 2:I + 2, j:J, k:K].astype(np.float64) + pt[i:I, j:J, k:K]))
        y[i:I, j:J, k:K] = pt[i:I, j:J, k:K]
        y[i:I, j:J, k:K] = area[i:I, j + 1:J + 1, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    