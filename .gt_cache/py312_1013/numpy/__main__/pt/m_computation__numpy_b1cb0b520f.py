import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, delp, q, vc, area, ti0, qv, rho, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    delp = Field(delp, _origin_['delp'], (True, True, False))
    q = Field(q, _origin_['q'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    ti0 = Field(ti0, _origin_['ti0'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153863875216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ti0[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(delp[i - 1:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
        pe_gen_0[i:I, j:J, k:K] = (np.float64(1.0) * (rho[i:I, j:J, lk + q[i:I, j:J, k:K]].astype(np.float64) + delp[i - 1:I - 1, j:J]))
        mask_140153863875216_gen_0[i:I, j:J, k:K] = ((ti0[i:I, j:J, k:K].astype(np.float64) * qv[i:I, j:J, k:K]) > ufuncs.remainder(ti0[i:I, j:J, k:K], area[i:I, j:J, k:K]).astype(np.float64))
        x_gen_0[i:I, j:J, k:K] = np.where(mask_140153863875216_gen_0[i:I, j:J, k:K], (pe_gen_0[i:I, j:J, k:K] > ufuncs.log((ufuncs.abs(delp[i - 2:I - 2, j:J]) + np.float64(0.5)))), x_gen_0[i:I, j:J, k:K])
        qv[i:I, j:J, k:K] = np.where(mask_140153863875216_gen_0[i:I, j:J, k:K], (ufuncs.float64(vc[i:I, j:J, k:K]) - rho[i + 1:I + 1, j:J, k:K].astype(np.float64)), qv[i:I, j:J, k:K])
        var_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153863875216_gen_0[i:I, j:J, k:K])), ((qv[i:I, j:J, k:K] * delp[i:I, j:J]) / ufuncs.tan(ufuncs.tanh(np.float64(10.0)))), var_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64((-(np.int64(1)))) + delp[i - 2:I - 2, j - 2:J - 2]) - area[i:I, j:J, k_ - 1:k_].astype(np.float64))
            ti0[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((rho[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(qv[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) * (ti0[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(delp[i:I, j + 2:J + 2]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    