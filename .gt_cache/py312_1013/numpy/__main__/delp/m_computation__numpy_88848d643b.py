import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, clock, b, flux, qv, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, False))
    clock = Field(clock, _origin_['clock'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    free = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333776375760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771677584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773228816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772226320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770170512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int64_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772298320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771405264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333774013392_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770210896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772281488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0)))):
                mask_140333771677584_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), np.bitwise_and(ufuncs.isfinite(phi[i:I, j:J, k_:k_ + 1]), (a[i + 1:I + 1, j:J] == qv[i:I, j:J, k_ + 1:k_ + 2])), mask_140333771677584_gen_0[i:I, j:J, k_:k_ + 1])
                free[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), mask_140333771677584_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsin(ufuncs.tanh(phi[i:I, j:J, k_:k_ + 1])), free[i:I, j:J, k_:k_ + 1])
                mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), (np.bitwise_not(np.bitwise_or(((np.float64(area) + a[i - 1:I - 1, j:J]) >= qv[i:I, j:J, k_ + 1:k_ + 2]), flux[i:I, j - 1:J - 1, k_:k_ + 1]))), mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(clock[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), (-(a[i + 2:I + 2, j:J]))), dz[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.erfc(phi[i:I, j:J, k_:k_ + 1]) - b[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), v[i:I, j:J, k_:k_ + 1])
                v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), (np.bitwise_not(mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.power(ufuncs.maximum(v[i:I, j:J, k_:k_ + 1], free[i:I, j:J, k_:k_ + 1]), np.int64(2)), v[i:I, j:J, k_:k_ + 1])
                free[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), (np.bitwise_not(mask_140333776375760_gen_0[i:I, j:J, k_:k_ + 1]))), ((-(a[i + 1:I + 1, j - 2:J - 2])) + ufuncs.power(phi[i:I, j:J, k_:k_ + 1], np.int64(2))), free[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where((phi[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))), (phi[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), phi[i:I, j:J, k_:k_ + 1])
                
            qv[i:I, j:J, k_:k_ + 1] = ((-(a[i + 2:I + 2, j:J])) - (b[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) * phi[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), (ufuncs.abs(qv[i:I, j:J, k_ + 1:k_ + 2]) - b[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.float64)), dz[i:I, j:J, k_:k_ + 1])
            mask_140333773228816_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), (np.float64((np.int64(area) - (-(np.int64(1))))) > np.where(flux[i:I, j:J, k_ - 1:k_], qv[i:I, j:J, k_ - 1:k_], a[i:I, j - 1:J - 1])), mask_140333773228816_gen_0[i:I, j:J, k_:k_ + 1])
            qv[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), mask_140333773228816_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(phi[i:I, j:J, k_ - 1:k_], np.int64(2)), qv[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), (np.bitwise_not(mask_140333773228816_gen_0[i:I, j:J, k_:k_ + 1]))), clock[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), dz[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), (np.bitwise_not(mask_140333773228816_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((qv[i:I, j:J, k_:k_ + 1] - free[i:I, j:J, k_:k_ + 1]) - (a[i - 2:I - 2, j:J] + np.float64(np.int64(2)))), (-(np.float64(100000.0)))), np.float64(100000.0))), clock[i:I, j:J, k_:k_ + 1])
            mask_140333772298320_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), ufuncs.isfinite((-(free[i:I, j:J, k_ - 1:k_]))), mask_140333772298320_gen_0[i:I, j:J, k_:k_ + 1])
            dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), mask_140333772298320_gen_0[i:I, j:J, k_:k_ + 1]), ((a[i - 1:I - 1, j + 2:J + 2] * np.float64(0.1)) * (qv[i:I, j:J, k_ - 1:k_] - np.float64(area))), dz[i:I, j:J, k_:k_ + 1])
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.float64(0.1) == (np.float64(area) / (np.float64(ufuncs.abs(area)) + np.float64(1.0)))), mask_140333772298320_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(ufuncs.maximum(np.int64(7), b[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.int64))), int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            val[I - 2:I, j:J, k_:k_ + 1] = (ufuncs.sqrt(ufuncs.abs(ufuncs.float64(clock[I - 2:I, j:J, k_:k_ + 1]))) - ufuncs.floor(a[I - 2:I, j - 2:J - 2]))
            qv[I - 2:I, j:J, k_:k_ + 1] = ((v[I - 2:I, j:J, k_:k_ + 1] * np.float64(np.int64(2))) + clock[I - 2:I, j:J, k_:k_ + 1].astype(np.float64))
            mask_140333770170512_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite((np.float64(3.5) * val[i:I, j:J, k_:k_ + 1]))
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770170512_gen_0[i:I, j:J, k_:k_ + 1], v[i:I, j:J, k_:k_ + 1], int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(0)) != (free[i:I, j:J, k_ + 1:k_ + 2] / np.float64(1.5)))
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.sqrt(ufuncs.abs(np.float64(1.0))), tend[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), zs_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))))):
                val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), np.float64(0.001), val[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), phi[i:I, j:J, k_ - 1:k_], x[i:I, j:J, k_:k_ + 1])
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772226320_gen_0[i:I, j:J, k_:k_ + 1], (zs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(b[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (zs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770210896_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = (ufuncs.float64(dz[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1]) < (dz[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] - qv[i + 1:I - 1, j + 2:J - 1, k_ - 1:k_]))
            tend[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333770210896_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.minimum(ufuncs.arcsin(ufuncs.tanh(ufuncs.float64(b[i + 1:I - 1, j + 3:J, k_:k_ + 1]))), (phi[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] + np.float64(np.int64(7)))), tend[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            tend[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333770210896_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], np.float64(0.001), tend[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            clock[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333770210896_gen_0[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((x[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] - ufuncs.float64(area)), (-(np.float64(100000.0)))), np.float64(100000.0))), clock[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1])
            clock[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.power(ufuncs.abs(tend[i + 1:I - 1, j + 2:J - 1, k_:k_ + 1]), np.float64(0.5)) + a[i:I - 2, j + 2:J - 1]), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140333774013392_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not(np.bitwise_and(flux[i:I, j + 1:J + 1, k_:k_ + 1], ((np.float64(0.5) + phi[i:I, j:J, k_:k_ + 1]) != a[i - 1:I - 1, j - 2:J - 2]))))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774013392_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64((tend[i:I, j:J, k_:k_ + 1] + dz[i:I, j:J, k_:k_ + 1])), coef_gen_0[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774013392_gen_0[i:I, j:J, k_:k_ + 1], x[i:I, j:J, k_:k_ + 1], coef_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140333774013392_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.tan(ufuncs.tanh((b[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) * v[i:I, j:J, k_:k_ + 1]))), tend[i:I, j:J, k_:k_ + 1])
            mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1] = (qv[i:I, j:J, k_:k_ + 1] == coef_gen_0[i:I, j:J, k_:k_ + 1])
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), pe_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], (pe_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0))))):
                s_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], (pe_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0)))), (clock[i:I, j:J, k_ - 1:k_].astype(np.float64) * ufuncs.float64(val[i:I, j:J, k_ + 1:k_ + 2])), s_gen_0[i:I, j:J, k_:k_ + 1])
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], (pe_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0)))), v[i:I, j:J, k_:k_ + 1], coef_gen_0[i:I, j:J, k_:k_ + 1])
                pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], (pe_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(area)), np.float64(4.0)))), (pe_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pe_gen_0[i:I, j:J, k_:k_ + 1])
                
            do_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1], (-(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(a[i + 2:I + 2, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))))), do_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333771405264_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1])), (ufuncs.maximum(free[i:I, j:J, k_:k_ + 1], np.float64(area)) > ufuncs.tan(ufuncs.tanh(tend[i:I, j:J, k_:k_ + 1]))), mask_140333771405264_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333771405264_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64((qv[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(dz[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), tend[i:I, j:J, k_:k_ + 1])
            clock[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772281488_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333771405264_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(ufuncs.float64(clock[i:I, j:J, k_:k_ + 1])), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), clock[i:I, j:J, k_:k_ + 1])
            a__gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.float64(area)), np.float64(6.0)) + np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    