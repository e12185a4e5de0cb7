import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nj, pe, NAN, a, cp, u, y, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    nj = Field(nj, _origin_['nj'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, False))
    a = Field(a, _origin_['a'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    sizeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848163472_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853430160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843712336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    lo_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153853430160_gen_0[i:i + 1, j:J, k_:k_ + 1] = ((nj[i:i + 1, j:J, k_ - 1:k_] * u[i:i + 1, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64)) < np.where((np.float64(2.0) > np.where((np.where(((-(nj[i:i + 1, j + 2:J + 2, k_ + 1:k_ + 2])) == (np.float64(0.0) * u[i + 1:i + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64))), np.float64(0.25), NAN[i:i + 1, j:J].astype(np.float64)) >= (np.float64(10.0) * phi[i:i + 1, j:J, k_:k_ + 1])), pe[i:i + 1, j:J, k_ - 1:k_], cp[i + 2:i + 3, j:J, k_ + 1:k_ + 2].astype(np.int64)).astype(np.float64)), phi[i:i + 1, j:J, k_:k_ + 1], nj[i:i + 1, j:J, k_ + 1:k_ + 2]))
            pe[i:i + 1, j:J, k_:k_ + 1] = np.where(mask_140153853430160_gen_0[i:i + 1, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(np.float64(0.1), NAN[i:i + 1, j - 2:J - 2].astype(np.float64)) / (ufuncs.abs((np.float64(0.25) / (np.float64(ufuncs.abs(y)) + np.float64(1.0)))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:i + 1, j:J, k_:k_ + 1])
            mask_140153848163472_gen_0[i:i + 1, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853430160_gen_0[i:i + 1, j:J, k_:k_ + 1])), np.bitwise_or((ufuncs.tan(ufuncs.tanh(np.float64(0.5))) < u[i:i + 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64)), (pe[i:i + 1, j:J, k_:k_ + 1] < np.int64(0))), mask_140153848163472_gen_0[i:i + 1, j:J, k_:k_ + 1])
            sizeof[i:i + 1, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853430160_gen_0[i:i + 1, j:J, k_:k_ + 1])), mask_140153848163472_gen_0[i:i + 1, j:J, k_:k_ + 1]), (ufuncs.erf(ufuncs.float64(cp[i - 1:i, j + 2:J + 2, k_:k_ + 1])) * np.float64(ufuncs.remainder(np.int64(0), np.int64(0)))), sizeof[i:i + 1, j:J, k_:k_ + 1])
            phi[i:i + 1, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853430160_gen_0[i:i + 1, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153848163472_gen_0[i:i + 1, j:J, k_:k_ + 1]))), np.where((ufuncs.power(u[i + 2:i + 3, j + 1:J + 1, k_ - 1:k_], np.int64(2)).astype(np.float64) <= sizeof[i:i + 1, j:J, k_:k_ + 1]), (NAN[i - 1:i, j:J] - pe[i:i + 1, j:J, k_ - 1:k_]).astype(np.float64), (nj[i:i + 1, j:J, k_:k_ + 1] - cp[i:i + 1, j:J, k_:k_ + 1].astype(np.float64))), phi[i:i + 1, j:J, k_:k_ + 1])
            sizeof[i:i + 1, j:J, k_:k_ + 1] = (np.int64(0) + (y + u[i:i + 1, j - 1:J - 1, k_:k_ + 1])).astype(np.float64)
            pe[i:i + 1, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(sizeof[i:i + 1, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            phi[i:I, j:J, k_:k_ + 1] = np.where(((np.float64(10.0) - np.float64(y)) >= (NAN[i - 2:I - 2, j - 1:J - 1].astype(np.float64) - phi[i:I, j:J, k_:k_ + 1])), cp[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64), nj[i - 1:I - 1, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        phi[i:I, j:J, k:K] = pe[i:I, j:J, k:K].astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        ua_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((ua_gen_0[i:I, j:J, k:K] < np.float64(3.0))):
            phi[i:I, j:J, k:K] = np.where((ua_gen_0[i:I, j:J, k:K] < np.float64(3.0)), ((np.float64((-(np.int64(2)))) - sizeof[i:I, j:J, k:K]) * nj[i:I, j + 1:J + 1, k - 1:K - 1]), phi[i:I, j:J, k:K])
            ua_gen_0[i:I, j:J, k:K] = np.where((ua_gen_0[i:I, j:J, k:K] < np.float64(3.0)), (ua_gen_0[i:I, j:J, k:K] + np.float64(1.0)), ua_gen_0[i:I, j:J, k:K])
            
        coef[i:I, j:J, k:K] = (np.where(((NAN[i - 1:I - 1, j + 1:J + 1].astype(np.float64) * sizeof[i:I, j:J, k - 1:K - 1]) >= ufuncs.minimum(y, cp[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.int64)).astype(np.float64)), ua_gen_0[i:I, j:J, k:K], phi[i:I, j:J, k:K]) * (pe[i:I, j:J, k - 1:K - 1].astype(np.float64) - nj[i:I, j - 2:J - 2, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(np.where((sizeof[i:I, j:J, k_:k_ + 1] > np.float64(y)), cp[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64), phi[i:I, j:J, k_:k_ + 1]))
            sizeof[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], np.float64(y), sizeof[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(10.0) != np.float64(y)), (NAN[i - 1:I - 1, j:J] + np.int64(3)).astype(np.float64), (np.float64(np.int64(0)) / (ufuncs.abs(nj[i:I, j + 2:J + 2, k_ - 1:k_]) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k_:k_ + 1])
            lo_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), lo_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], (lo_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nj[i:I, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0))))):
                a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], (lo_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nj[i:I, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0)))), (pe[i:I, j:J, k_ - 1:k_] <= u[i:I, j:J, k_:k_ + 1]), a[i:I, j:J, k_:k_ + 1])
                lo_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1], (lo_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(nj[i:I, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0)))), (lo_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), lo_gen_0[i:I, j:J, k_:k_ + 1])
                
            union_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843712336_gen_0[i:I, j:J, k_:k_ + 1])), np.where((ufuncs.float32(coef[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) != (np.float64(y) * sizeof[i:I, j:J, k_:k_ + 1])), phi[i:I, j:J, k_ - 1:k_], np.where(a[i:I, j:J, k_:k_ + 1], cp[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.int64), NAN[i - 1:I - 1, j + 1:J + 1]).astype(np.float64)), union_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    