import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tj0, j0, phi, s, c, switch, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tj0 = Field(tj0, _origin_['tj0'], (True, True, True))
    j0 = Field(j0, _origin_['j0'], (True, True, False))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    
    t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    short = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmax = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.int64, (0, 1, 0), (True, True, True))
    restrict = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770932880_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769067344_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770938768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769035088_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777738960_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), bool, (0, 1, 0), (True, True, True))
    mask_140333767451536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stderr_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770051856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774760528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774172560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770616720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768558096_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770056912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    const_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774797456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = (ufuncs.erf(ufuncs.float64(j0[i:I, j:J])) - (phi[i:I, j:J, k_:k_ + 1] * c[i:I, j:J, k_:k_ + 1]))
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(2.0) >= np.float64(s)), bool(bool(True))), ufuncs.erf(ufuncs.float64(s)), phi[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(2.0) >= np.float64(s)), bool(bool(True))), switch, phi[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(2.0) >= np.float64(s)), bool(bool(True))), ufuncs.isfinite(ufuncs.minimum(switch, phi[i:I, j:J, k_:k_ + 1])), t[i:I, j:J, k_:k_ + 1])
            j0[i:I, j:J] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((c[i:I, j:J, k_ + 1:k_ + 2] * c[i:I, j:J, k_ - 1:k_]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            it[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((it[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                j0[i:I, j:J] = np.where((it[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(it[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))), j0[i:I, j:J])
                it[i:I, j:J, k_:k_ + 1] = np.where((it[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (it[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), it[i:I, j:J, k_:k_ + 1])
                
            mask_140333769067344_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(np.int64(3)) / (ufuncs.abs(c[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) >= j0[i:I, j:J].astype(np.float64))
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769067344_gen_0[i:I, j:J, k_:k_ + 1], (-(switch)), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769067344_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.floor((vc[i:I, j:J, k_:k_ + 1] - it[i:I, j:J, k_ + 1:k_ + 2])), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769067344_gen_0[i:I, j:J, k_:k_ + 1], (-((np.float64(2.0) - phi[i:I, j:J, k_:k_ + 1]))), vc[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140333769067344_gen_0[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1])
            mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1] = tj0[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2]
            j0[i:I, j:J] = np.where(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((c[i:I, j:J, k_:k_ + 1] + c[i:I, j:J, k_:k_ + 1]) * (switch - switch)), (-(np.float64(100000.0)))), np.float64(100000.0))), j0[i:I, j:J])
            mask_140333769035088_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], (phi[i:I, j:J, k_:k_ + 1] == ufuncs.maximum(np.float64(1.0), c[i:I, j:J, k_:k_ + 1])), mask_140333769035088_gen_0[i:I, j:J, k_:k_ + 1])
            j0[i:I, j:J] = np.where(np.bitwise_and(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769035088_gen_0[i:I, j:J, k_:k_ + 1]), np.int32(s), j0[i:I, j:J])
            short[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769035088_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.abs(ufuncs.int32(np.int64(0))), short[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769035088_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(np.int64(65536)) + c[i:I, j:J, k_:k_ + 1]) * tend[i:I, j:J, k_:k_ + 1]), coef[i:I, j:J, k_:k_ + 1])
            mask_140333770932880_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], ((vc[i:I, j:J, k_:k_ + 1] + coef[i:I, j:J, k_:k_ + 1]) >= ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(j0[i:I, j:J])), np.float64(6.0)) + np.float64(0.5)))), mask_140333770932880_gen_0[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770932880_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.tanh(np.where(((np.float64(s) - c[i:I, j:J, k_:k_ + 1]) != coef[i:I, j:J, k_:k_ + 1]), switch, c[i:I, j:J, k_ - 1:k_])), vc[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770932880_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsin(ufuncs.tanh(ufuncs.remainder(j0[i:I, j:J].astype(np.float64), np.float64(2.0)))), tend[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333770938768_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.maximum((j0[i:I, j:J].astype(np.float64) + switch), ufuncs.remainder(phi[i:I, j:J, k_:k_ + 1], np.float64(2.0))), tend[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 0

            fmax[i:I - 2, j + 1:j + 3, k_:k_ + 1] = s
            mask_140333777738960_gen_0[i:I - 2, j + 1:j + 3, k_:k_ + 1] = (ufuncs.tan(ufuncs.tanh(ufuncs.float64(fmax[i:I - 2, j + 1:j + 3, k_:k_ + 1]))) == (j0[i:I - 2, j + 1:j + 3] - short[i:I - 2, j + 1:j + 3, k_ - 1:k_]).astype(np.float64))
            tend[i:I - 2, j + 1:j + 3, k_:k_ + 1] = np.where(mask_140333777738960_gen_0[i:I - 2, j + 1:j + 3, k_:k_ + 1], ufuncs.arccosh((ufuncs.abs(coef[i:I - 2, j + 1:j + 3, k_:k_ + 1]) + np.float64(1.0))), tend[i:I - 2, j + 1:j + 3, k_:k_ + 1])
            restrict[i:I - 2, j + 1:j + 3, k_:k_ + 1] = np.where(mask_140333777738960_gen_0[i:I - 2, j + 1:j + 3, k_:k_ + 1], (ufuncs.remainder(short[i:I - 2, j + 1:j + 3, k_ + 1:k_ + 2].astype(np.float64), switch) - (-(phi[i:I - 2, j + 1:j + 3, k_ - 1:k_]))), restrict[i:I - 2, j + 1:j + 3, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = np.where((j0[i:I, j:J] <= j0[i:I, j:J]), (np.float64(2.0) - tend[i:I, j:J, k_:k_ + 1]), (vc[i:I, j:J, k_ + 1:k_ + 2] + restrict[i:I, j:J, k_:k_ + 1]))
            mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1] = (coef[i:I, j:J, k_ + 1:k_ + 2] < np.float64(np.where((ufuncs.int32(ufuncs.minimum(ufuncs.maximum(restrict[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64) > ufuncs.int64(np.int64(2))), s, np.int64(2))))
            mask_140333770616720_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((tend[i:I, j:J, k_:k_ + 1] > vc[i:I, j:J, k_:k_ + 1]), (ufuncs.power(np.float64(0.1), np.int64(2)) > fmax[i + 1:I + 1, j:J, k_ + 1:k_ + 2].astype(np.float64))), mask_140333770616720_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770616720_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(np.int64(7)), c[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770616720_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(3.5), restrict[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770616720_gen_0[i:I, j:J, k_:k_ + 1]), restrict[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1])
            mask_140333774797456_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.001) - it[i:I, j:J, k_:k_ + 1]) >= (np.float64(s) + restrict[i:I, j:J, k_:k_ + 1])), mask_140333774797456_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774797456_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.remainder(short[i:I, j:J, k_:k_ + 1], short[i:I, j:J, k_:k_ + 1]).astype(np.int64) != s), t[i:I, j:J, k_ + 1:k_ + 2])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333774797456_gen_0[i:I, j:J, k_:k_ + 1]))), (np.where((ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.1), (-(np.float64(100000.0)))), np.float64(100000.0))) <= (short[i:I, j:J, k_:k_ + 1] + j0[i:I, j:J]).astype(np.int64)), vc[i:I, j:J, k_:k_ + 1], np.float64(0.0)) == tend[i:I, j:J, k_:k_ + 1]), t[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333774797456_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64((-(np.int64(3)))), restrict[i:I, j:J, k_ + 1:k_ + 2])
            t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774172560_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(np.bitwise_and(bool(bool(True)), (np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.001), (-(np.float64(100000.0)))), np.float64(100000.0)))) > (-(c[i:I, j:J, k_:k_ + 1])))), (np.bitwise_not(t[i:I, j:J, k_:k_ + 1]))), t[i:I, j:J, k_:k_ + 1])
            const_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ufuncs.float64(np.float64(0.5)) != ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))), (coef[i:I, j:J, k_:k_ + 1] - ufuncs.float32(c[i:I, j:J, k_:k_ + 1]).astype(np.float64)), const_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where((ufuncs.float64(np.float64(0.5)) != ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))), np.bitwise_and(tj0[i:I, j:J, k_:k_ + 1], np.bitwise_and((vc[i:I, j:J, k_ + 1:k_ + 2] == tend[i:I, j:J, k_:k_ + 1]), (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(it[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))) >= (vc[i:I, j:J, k_:k_ + 1] - phi[i:I, j:J, k_ - 1:k_])))), t[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.float64(np.float64(0.5)) != ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))))), (ufuncs.arctanh((ufuncs.tanh(restrict[i:I, j:J, k_:k_ + 1]) * np.float64(0.5))) >= ufuncs.maximum(j0[i:I, j:J].astype(np.float64), np.float64(2.0))), t[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.float64(np.float64(0.5)) != ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))))), vc[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((ufuncs.float64(np.float64(0.5)) != ufuncs.log10((ufuncs.abs(np.float64(1.0)) + np.float64(0.5)))))), (np.float64(0.0) / (ufuncs.abs(it[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), tend[i:I, j:J, k_:k_ + 1])
            mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1] = tj0[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_]
            mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(ufuncs.isnan(c[i:I, j:J, k_:k_ + 1]))), mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1]), tend[i:I, j:J, k_:k_ + 1], tend[i:I, j:J, k_:k_ + 1])
            mask_140333774760528_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1]))), (restrict[i:I, j:J, k_:k_ + 1] == it[i:I, j:J, k_:k_ + 1]), mask_140333774760528_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333774760528_gen_0[i:I, j:J, k_:k_ + 1]), (switch + (vc[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0)))), tend[i:I, j:J, k_:k_ + 1])
            stderr_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140333770056912_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333774760528_gen_0[i:I, j:J, k_:k_ + 1]))), np.where((np.bitwise_not(((vc[i:I, j:J, k_ + 1:k_ + 2] - coef[i:I, j:J, k_:k_ + 1]) != switch))), coef[i:I, j:J, k_:k_ + 1], (fmax[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1] + j0[i:I, j:J].astype(np.int64)).astype(np.float64)), stderr_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333770051856_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(0.1) != ufuncs.cbrt(np.float64(2.0)))))), ufuncs.isinf((tend[i:I, j:J, k_ + 1:k_ + 2] * np.float64(2.0))), mask_140333770051856_gen_0[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(0.1) != ufuncs.cbrt(np.float64(2.0)))))), mask_140333770051856_gen_0[i:I, j:J, k_:k_ + 1]), ((restrict[i:I, j:J, k_ + 1:k_ + 2] - stderr_gen_0[i:I, j:J, k_:k_ + 1]) + ufuncs.abs(phi[i:I, j:J, k_ + 1:k_ + 2])), phi[i:I, j:J, k_:k_ + 1])
            mask_140333768558096_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(0.1) != ufuncs.cbrt(np.float64(2.0)))))), (np.bitwise_not(mask_140333770051856_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.isnan(ufuncs.float64(j0[i:I, j:J])), mask_140333768558096_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(0.1) != ufuncs.cbrt(np.float64(2.0)))))), (np.bitwise_not(mask_140333770051856_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333768558096_gen_0[i:I, j:J, k_:k_ + 1]), (coef[i:I, j:J, k_:k_ + 1] != (it[i:I, j:J, k_:k_ + 1] + j0[i:I, j:J].astype(np.float64))), t[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333767451536_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.bitwise_not((np.float64(0.1) != ufuncs.cbrt(np.float64(2.0)))))))), (-((np.float64(0.25) * stderr_gen_0[i:I, j:J, k_:k_ + 1]))), phi[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    