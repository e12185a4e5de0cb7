import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, u, vc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    u = Field(u, _origin_['u'], (True, True, True))
    
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    clock_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_ + 1:k_ + 2] = ((vc / (ufuncs.abs(vc) + np.float64(1.0))) != vc)
            u[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((vc > vc))), (np.bitwise_not((vc < vc))), u[i:I, j:J, k_:k_ + 1])
            clock_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((vc > vc))), (ufuncs.maximum(vc, vc) - vc), clock_gen_0[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((vc > vc))), np.float64(0.0), zs_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not((vc > vc))), (zs_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((vc > vc))), (zs_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), np.bitwise_or((np.float64(0.25) != zs_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.5) >= vc)), u[i:I, j:J, k_:k_ + 1])
                flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((vc > vc))), (zs_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (ufuncs.ceil(zs_gen_0[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs((np.float64(0.0) - zs_gen_0[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), flux_gen_0[i:I, j:J, k_:k_ + 1])
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((vc > vc))), (zs_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (zs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs_gen_0[i:I, j:J, k_:k_ + 1])
                
            clock_gen_0[i:I, j:J, k_:k_ + 1] = zs_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    