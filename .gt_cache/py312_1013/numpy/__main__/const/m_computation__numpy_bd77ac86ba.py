import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, b, u, vc, size_t, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, False))
    b = Field(b, _origin_['b'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    out = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NAN__902_18_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf__902_18_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NAN__902_23_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    v__902_18_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf__902_23_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153860552656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859043408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__902_23_17_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    RETURN_VALUE__902_18_37_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tj0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153859043408_gen_0[i:I, j:J, k:K] = np.bitwise_or((size_t != b[i:I, j:J, k:K]), ufuncs.isinf(b[i:I, j:J, k:K]))
        pt[i:I, j:J, k:K] = np.where(mask_140153859043408_gen_0[i:I, j:J, k:K], np.float64(0.0), pt[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153859043408_gen_0[i:I, j:J, k:K], (pt[i:I, j:J, k:K] < np.float64(2.0)))):
            res[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859043408_gen_0[i:I, j:J, k:K], (pt[i:I, j:J, k:K] < np.float64(2.0))), ((cp[i:I, j + 1:J + 1].astype(np.float64) / (ufuncs.abs(cp[i - 2:I - 2, j + 2:J + 2]).astype(np.float64) + np.float64(1.0))) * (np.int64(3) * vc[i + 2:I + 2, j - 2:J - 2, k:K].astype(np.int64)).astype(np.float64)), res[i:I, j:J, k:K])
            gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859043408_gen_0[i:I, j:J, k:K], (pt[i:I, j:J, k:K] < np.float64(2.0))), ((pt[i:I, j:J, k:K] - res[i:I, j:J, k:K]) + ufuncs.float64(b[i:I, j:J, k:K])), gz[i:I, j:J, k:K])
            pt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153859043408_gen_0[i:I, j:J, k:K], (pt[i:I, j:J, k:K] < np.float64(2.0))), (pt[i:I, j:J, k:K] + np.float64(1.0)), pt[i:I, j:J, k:K])
            
        mask_140153860552656_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), ufuncs.isinf(ufuncs.remainder(res[i:I, j:J, k:K], pt[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K])
        NAN__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), size_t, NAN__902_18_37_gen_0[i:I, j:J, k:K])
        expf__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), np.int64(3), expf__902_18_37_gen_0[i:I, j:J, k:K])
        v__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), np.float64(1.0), v__902_18_37_gen_0[i:I, j:J, k:K])
        NAN__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), (ufuncs.floor(v__902_18_37_gen_0[i:I, j:J, k:K]) / ufuncs.round_away_from_zero(NAN__902_18_37_gen_0[i:I, j:J, k:K])), NAN__902_18_37_gen_0[i:I, j:J, k:K])
        expf__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), (expf__902_18_37_gen_0[i:I, j:J, k:K].astype(np.float64) - np.float64(0.25)).astype(np.int64), expf__902_18_37_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__902_18_37_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), NAN__902_18_37_gen_0[i:I, j:J, k:K], RETURN_VALUE__902_18_37_gen_0[i:I, j:J, k:K])
        pe_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859043408_gen_0[i:I, j:J, k:K])), mask_140153860552656_gen_0[i:I, j:J, k:K]), ((u[i + 1:I + 1, j + 2:J + 2, k:K].astype(np.float64) - gz[i:I, j:J, k:K]) * RETURN_VALUE__902_18_37_gen_0[i:I, j:J, k:K]), pe_gen_0[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where((np.where((pt[i:I, j:J, k:K] <= (b[i:I, j:J, k:K] - b[i:I, j:J, k:K])), (-(np.int64(1))), u[i:I, j:J, k:K].astype(np.int64)).astype(np.float64) <= (pe_gen_0[i:I, j:J, k:K] - pt[i:I, j:J, k:K])), np.where((ufuncs.round_away_from_zero(gz[i:I, j:J, k:K]) > (-(cp[i + 1:I + 1, j:J])).astype(np.float64)), np.int64(3), u[i - 1:I - 1, j - 2:J - 2, k + 1:K + 1].astype(np.int64)), np.where((ufuncs.power(u[i:I, j - 1:J - 1, k:K], np.int64(2)).astype(np.float64) == (vc[i:I, j - 2:J - 2, k:K].astype(np.float64) + gz[i:I, j:J, k:K])), np.int64(0), np.int64(1))).astype(np.float64)
        b[i:I, j:J, k:K] = np.where(((-(pe_gen_0[i:I, j:J, k:K])) >= np.where((np.where(((b[i:I, j:J, k:K] / u[i:I, j:J, k - 1:K - 1].astype(np.float64)) < (pe_gen_0[i:I, j:J, k:K] + res[i:I, j:J, k:K])), pt[i:I, j:J, k:K], pe_gen_0[i:I, j:J, k:K]) > np.where(((vc[i - 1:I - 1, j:J, k + 1:K + 1].astype(np.float64) - gz[i:I, j:J, k:K]) != (np.float64(10.0) - res[i:I, j:J, k:K])), b[i:I, j:J, k:K], np.float64(1.0))), b[i:I, j:J, k:K], np.float64((-(np.int64(1)))))), ufuncs.log10((ufuncs.abs(pt[i:I, j:J, k:K]) + np.float64(0.5))), np.where(((gz[i:I, j:J, k:K] * np.float64(1.5)) > ufuncs.power(gz[i:I, j:J, k:K], np.int64(2))), pe_gen_0[i:I, j:J, k:K], vc[i + 2:I + 2, j + 1:J + 1, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arcsinh(gz[i:I, j:J, k_:k_ + 1]) == np.float64(10.0))
            b[I - 1:I, j:J, k_:k_ + 1] = ufuncs.tanh((cp[I:I + 1, j + 2:J + 2].astype(np.float64) / np.float64(0.5)))
            b[i:I, J - 1:J, k_:k_ + 1] = ufuncs.minimum(b[i:I, J - 1:J, k_:k_ + 1], size_t)
            area_gen_0[i:I, J - 1:J, k_:k_ + 1] = ((res[i:I, J - 1:J, k_:k_ + 1] * pt[i:I, J - 1:J, k_:k_ + 1]) <= size_t)
            tj0_gen_0[i:I, j:J, k_:k_ + 1] = (vc[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64) * (-(out[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    