import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, struct, flux, cp, phi, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    struct = Field(struct, _origin_['struct'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(ufuncs.float64(ufuncs.abs(struct[i:I, j + 1:J + 1, k_ - 1:k_])))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = np.bitwise_and(flux[i:I, j:J, k_ + 1:k_ + 2], (np.bitwise_not(((np.float64(0.5) / (np.float64(ufuncs.abs(np.int64(1))) + np.float64(1.0))) >= np.float64(ufuncs.maximum(np.int64(3), np.int64(1)))))))
            w[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(struct[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                phi[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where((w[I - 1:I, J - 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(struct[I - 1:I, J - 1:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), np.float64(cp), phi[I - 1:I, J - 2:J - 1, k_:k_ + 1])
                phi[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where((w[I - 1:I, J - 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(struct[I - 1:I, J - 1:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), w[I - 1:I, J - 2:J - 1, k_ + 1:k_ + 2], phi[I - 1:I, J - 2:J - 1, k_:k_ + 1])
                w[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.where((w[I - 1:I, J - 2:J - 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(struct[I - 1:I, J - 1:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (w[I - 1:I, J - 2:J - 1, k_:k_ + 1] + np.float64(1.0)), w[I - 1:I, J - 2:J - 1, k_:k_ + 1])
                
            flux[I - 1:I, J - 2:J - 1, k_:k_ + 1] = ufuncs.isnan(ufuncs.float64(np.where((ufuncs.remainder(w[I - 1:I, J - 2:J - 1, k_ - 1:k_], np.float64(0.5)) >= (-(w[I - 1:I, J - 2:J - 1, k_:k_ + 1]))), struct[I - 1:I, J - 2:J - 1, k_ + 1:k_ + 2].astype(np.int64), np.int64(3))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_ - 1:k_] = (((-(np.int64(1))) + struct[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.int64)).astype(np.float32) != ufuncs.float32(cp))
            phi[i + 1:I, j + 1:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.abs(w[i + 1:I, j + 1:J, k_:k_ + 1]), (struct[i + 2:I + 1, j - 1:J - 2, k_:k_ + 1].astype(np.float32) / struct[i + 1:I, j + 1:J, k_:k_ + 1].astype(np.float32)).astype(np.float64))
            c[i + 1:I, j + 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((c[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                phi[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((c[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(2.0)), (np.float64(np.int64(1)) * phi[i + 1:I, j + 1:J, k_ + 1:k_ + 2]), phi[i + 1:I, j + 1:J, k_:k_ + 1])
                flux[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((c[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(2.0)), ((np.float64(cp) + w[i + 1:I, j + 1:J, k_:k_ + 1]) <= np.float64(np.int64(1))), flux[i + 1:I, j + 1:J, k_:k_ + 1])
                c[i + 1:I, j + 1:J, k_:k_ + 1] = np.where((c[i + 1:I, j + 1:J, k_:k_ + 1] < np.float64(2.0)), (c[i + 1:I, j + 1:J, k_:k_ + 1] + np.float64(1.0)), c[i + 1:I, j + 1:J, k_:k_ + 1])
                
            flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), np.bitwise_and((np.bitwise_not((np.float64(np.int64(1)) > (np.float64(np.int64(1)) / (ufuncs.abs(struct[i:I, j + 2:J + 2, k_ - 1:k_]).astype(np.float64) + np.float64(1.0)))))), flux[i:I, j:J, k_:k_ + 1]), flux[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), np.float64(0.0), ua_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), (ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(cp)), np.float64(4.0))))):
                flux[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), (ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(cp)), np.float64(4.0)))), (np.bitwise_not((np.bitwise_not(((c[i:I, j:J, k_:k_ + 1] * np.float64(cp)) >= (np.float64((-(np.int64(1)))) * ua_gen_0[i:I, j:J, k_:k_ + 1])))))), flux[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), (ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(cp)), np.float64(4.0)))), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            uint8_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or(ufuncs.isnan(ufuncs.float64(np.int64(1))), (np.float64(1.0) < np.float64(cp))), ufuncs.maximum(ua_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ua_gen_0[i:I, j:J, k_:k_ + 1], np.float64(np.int64(1)))), uint8_t_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        zs_gen_0[i:I, j:J, k:K] = ((w[i:I, j:J, k:K] - np.float64(np.int64(3))) * (np.float64(cp) + phi[i:I, j:J, k:K]))
        flux[i:I, j:J, k:K] = np.bitwise_and(((c[i:I, j:J, k:K] - w[i:I, j:J, k:K]) != ufuncs.cosh(ufuncs.tanh(np.float64(0.001)))), ((struct[i:I, j - 1:J - 1, k - 1:K - 1] * struct[i - 2:I - 2, j:J, k - 1:K - 1]).astype(np.float64) >= ufuncs.round_away_from_zero(w[i:I, j:J, k:K])))
        a_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(struct[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            rho_gen_0[i:I, j:J, k:K] = np.where((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(struct[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), a_gen_0[i:I, j:J, k:K], rho_gen_0[i:I, j:J, k:K])
            a_gen_0[i:I, j:J, k:K] = np.where((a_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(struct[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), (a_gen_0[i:I, j:J, k:K] + np.float64(1.0)), a_gen_0[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    