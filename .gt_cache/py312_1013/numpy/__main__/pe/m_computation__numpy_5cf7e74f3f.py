import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, NULL, sqrtf, flux, area, rho, vc, dz, val, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    NULL = Field(NULL, _origin_['NULL'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    mask_140153853579408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853637136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = ((flux[i:I, j:J, k_:k_ + 1] * vc[i - 2:I - 2, j:J, k_ + 1:k_ + 2]) * np.float64(sqrtf)).astype(np.float32)
            rho[i:I, j:J, k_:k_ + 1] = (ufuncs.power(rho[i:I, j:J, k_ - 1:k_], np.int64(2)) * (val - NULL[i:I, j:J, k_ - 1:k_].astype(np.float32)))
            mask_140153853579408_gen_0[i + 2:I - 1, j + 2:J, k_:k_ + 1] = (delp[i + 2:I - 1, j + 2:J, k_ + 1:k_ + 2] <= ufuncs.remainder(area[i + 2:I - 1, j + 2:J, lk + dz[i + 2:I - 1, j + 2:J, k_:k_ + 1]].astype(np.float32), val).astype(np.float64))
            flux[i + 2:I - 1, j + 2:J, k_:k_ + 1] = np.where(mask_140153853579408_gen_0[i + 2:I - 1, j + 2:J, k_:k_ + 1], (ufuncs.power(ufuncs.abs(delp[i:I - 3, j + 1:J - 1, k_ - 1:k_]), np.float64(0.5)) - (-(rho[i + 2:I - 1, j + 2:J, k_ + 1:k_ + 2])).astype(np.float64)), flux[i + 2:I - 1, j + 2:J, k_:k_ + 1])
            rho[i + 2:I - 1, j + 2:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((vc[i + 4:I + 1, j + 2:J, k_:k_ + 1] * vc[i + 1:I - 2, j:J - 2, k_ + 1:k_ + 2])), np.float64(0.5)).astype(np.float32)
            mask_140153853637136_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] = (delp[i:i + 2, j + 1:J, k_ + 1:k_ + 2] <= ufuncs.remainder(area[i:i + 2, j + 1:J, lk + dz[i:i + 2, j + 1:J, k_:k_ + 1]].astype(np.float32), val).astype(np.float64))
            flux[i:i + 2, j + 1:J, k_:k_ + 1] = np.where(mask_140153853637136_gen_0[i:i + 2, j + 1:J, k_:k_ + 1], (ufuncs.power(ufuncs.abs(delp[i - 2:i, j:J - 1, k_ - 1:k_]), np.float64(0.5)) - (-(rho[i:i + 2, j + 1:J, k_ + 1:k_ + 2])).astype(np.float64)), flux[i:i + 2, j + 1:J, k_:k_ + 1])
            rho[i:i + 2, j + 1:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((vc[i + 2:i + 4, j + 1:J, k_:k_ + 1] * vc[i - 1:i + 1, j - 1:J - 2, k_ + 1:k_ + 2])), np.float64(0.5)).astype(np.float32)
            rho[i:I, j:J, k_:k_ + 1] = ufuncs.round(ufuncs.remainder(delp[i:I, j - 1:J - 1, k_:k_ + 1], np.float64((-(np.int64(2)))))).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    