import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, static, coef, j0, rho, v, dz, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    static = Field(static, _origin_['static'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    j0 = Field(j0, _origin_['j0'], (True, True, False))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz__65d_27_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__65d_27_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    sqrtf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    main_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (np.float64((-(np.int64(0)))) != static[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((b[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                rho[i:I, j:J, k_:k_ + 1] = np.where((b[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), np.bitwise_and((np.bitwise_not((static[i:I, j:J, k_:k_ + 1] <= (j0[i:I, j:J] - static[i - 1:I - 1, j:J, k_:k_ + 1])))), bool(bool(True))), rho[i:I, j:J, k_:k_ + 1])
                b[i:I, j:J, k_:k_ + 1] = np.where((b[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 1:I + 1, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (b[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), b[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = ((b[i:I, j:J, k_:k_ + 1] + b[i:I, j:J, k_:k_ + 1]) * ufuncs.arccosh((ufuncs.abs(b[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            rho[i:I, j:J, k_:k_ + 1] = (ufuncs.power(dz[i:I, j:J, k_:k_ + 1], np.int64(2)) != ufuncs.remainder(b[i:I, j:J, k_:k_ + 1], coef[i + 1:I + 1, j:J, k_ + 1:k_ + 2]))
            rho[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(rho[i:I, j:J, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (b[i:I, j:J, k_:k_ + 1] != (b[i:I, j:J, k_:k_ + 1] * c[i:I, j:J, k_:k_ + 1]))
            gz__65d_27_24_gen_0[i:I - 1, j:J - 1, k_:k_ + 1] = (-(b[i:I - 1, j:J - 1, k_:k_ + 1]))
            tend__65d_27_24_gen_0[i:I - 1, j:J - 1, k_:k_ + 1] = (coef[i - 2:I - 3, j - 1:J - 2, k_:k_ + 1] * static[i + 2:I + 1, j + 2:J + 1, k_ - 1:k_])
            sqrtf_gen_0[i:I - 1, j:J - 1, k_:k_ + 1] = np.int64(3)
            zs_gen_0[i:I - 1, j:J - 1, k_:k_ + 1] = gz__65d_27_24_gen_0[i:I - 1, j:J - 1, k_:k_ + 1]
            rho[i:I - 1, j:J - 1, k_:k_ + 1] = (dz[i + 2:I + 1, j:J - 1, k_:k_ + 1] >= (np.float64(0.5) / np.float64(1.0)))
            main_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(sqrtf_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), c[i:I, j:J, k_:k_ + 1]) <= (v[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64) + zs_gen_0[i:I, j:J, k_:k_ + 1]))
            fmin_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((fmin_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))):
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where((fmin_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), ufuncs.sin(np.where((np.float64(1.5) == coef[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), v[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), static[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1])), zs_gen_0[i:I, j:J, k_:k_ + 1])
                fmin_gen_0[i:I, j:J, k_:k_ + 1] = np.where((fmin_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(v[i + 2:I + 2, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))), (fmin_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), fmin_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    