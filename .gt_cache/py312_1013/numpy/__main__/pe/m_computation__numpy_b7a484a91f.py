import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, a, coef, qv, ti0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, False))
    ti0 = Field(ti0, _origin_['ti0'], (True, True, True))
    
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmod = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    errno = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835060368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836151184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833632208_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153834841296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    n_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153835434640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153832994512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842442192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153833632208_gen_0[i:I, j:J, k:K] = (ufuncs.float64(np.int64(3)) <= (np.float64(3.5) * qv[i:I, j + 2:J + 2].astype(np.float64)))
        ti0[i:I, j:J, k:K] = np.where(mask_140153833632208_gen_0[i:I, j:J, k:K], np.where((np.float64(pt) < coef[i:I, j:J, k:K]), ufuncs.maximum(a[i:I, j:J, k:K], np.float32(np.int64(3))), (np.float32(pt) - a[i:I, j:J, k:K])), ti0[i:I, j:J, k:K])
        mask_140153836151184_gen_0[I - 2:I, j + 1:J, k:K] = ((np.int64(2) + qv[I - 2:I, j + 1:J].astype(np.int64)).astype(np.float32) >= ti0[I - 2:I, j + 1:J, k:K])
        ti0[I - 2:I, j + 1:J, k:K] = np.where(mask_140153836151184_gen_0[I - 2:I, j + 1:J, k:K], np.where(np.bitwise_and((np.int64(3) >= np.int64(7)), ((ti0[I - 2:I, j + 1:J, k:K] + ti0[I - 2:I, j + 1:J, k:K]).astype(np.float64) == coef[I - 2:I, j + 1:J, k + 1:K + 1])), np.float32((-(np.int64(3)))), (np.float32(np.int64(3)) / ti0[I - 2:I, j + 1:J, k:K])), ti0[I - 2:I, j + 1:J, k:K])
        x[I - 2:I, j + 1:J, k:K] = np.where(mask_140153836151184_gen_0[I - 2:I, j + 1:J, k:K], ufuncs.maximum(ufuncs.floor(coef[I - 2:I, j + 1:J, k:K]), np.where((np.float32((pt + pt)) != (ti0[I - 2:I, j + 1:J, k:K] + a[I - 2:I, j + 1:J, k:K])), np.float64(np.int64(3)), coef[I - 2:I, j + 1:J, k:K])), x[I - 2:I, j + 1:J, k:K])
        ti0[I - 2:I, j + 1:J, k:K] = np.where(mask_140153836151184_gen_0[I - 2:I, j + 1:J, k:K], (np.where(((ti0[I - 2:I, j + 1:J, k:K].astype(np.float64) / (np.float64(ufuncs.abs(np.int64(0))) + np.float64(1.0))) > (np.float64(0.5) - ti0[I - 2:I, j + 1:J, k:K].astype(np.float64))), coef[I - 2:I, j + 1:J, k:K], qv[I:I + 2, j + 2:J + 1].astype(np.float64)) * (a[I - 2:I, j + 1:J, k + 1:K + 1] * np.float32(np.int64(3))).astype(np.float64)).astype(np.float32), ti0[I - 2:I, j + 1:J, k:K])
        x[I - 2:I, j + 1:J, k:K] = np.where((np.bitwise_not(mask_140153836151184_gen_0[I - 2:I, j + 1:J, k:K])), ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(qv[I:I + 2, j:J - 1])) * np.float64(0.5))), x[I - 2:I, j + 1:J, k:K])
        mask_140153835060368_gen_0[I - 2:I, j + 1:J, k:K] = (np.float64(0.001) >= ufuncs.maximum(ti0[I - 2:I, j + 1:J, k:K], ti0[I - 2:I, j + 1:J, k:K]).astype(np.float64))
        x[I - 2:I, j + 1:J, k:K] = np.where(mask_140153835060368_gen_0[I - 2:I, j + 1:J, k:K], np.float64((pt + (-(np.int64(3))))), x[I - 2:I, j + 1:J, k:K])
        x[I - 2:I, j + 1:J, k:K] = np.where(mask_140153835060368_gen_0[I - 2:I, j + 1:J, k:K], np.float64(pt), x[I - 2:I, j + 1:J, k:K])
        x[I - 2:I, j + 1:J, k:K] = np.where(mask_140153835060368_gen_0[I - 2:I, j + 1:J, k:K], ufuncs.log10((ufuncs.abs(ufuncs.minimum(x[I - 2:I, j + 1:J, k:K], a[I - 2:I, j + 1:J, k + 1:K + 1].astype(np.float64))) + np.float64(0.5))), x[I - 2:I, j + 1:J, k:K])
        rho[I - 2:I, j + 1:J, k:K] = np.where((np.bitwise_not(mask_140153835060368_gen_0[I - 2:I, j + 1:J, k:K])), np.where((qv[I:I + 2, j - 1:J - 2].astype(np.float64) < np.float64(0.5)), (ti0[I - 2:I, j + 1:J, k:K].astype(np.float64) * x[I - 2:I, j + 1:J, k:K]), qv[I - 1:I + 1, j + 2:J + 1].astype(np.float64)), rho[I - 2:I, j + 1:J, k:K])
        fmod[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((fmod[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0)))):
            ti0[i:I, j:J, k:K] = np.where((fmod[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0))), ufuncs.power(ufuncs.abs(ufuncs.trunc(a[i:I, j:J, k:K])), np.float64(0.5)).astype(np.float32), ti0[i:I, j:J, k:K])
            fmod[i:I, j:J, k:K] = np.where((fmod[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0))), (fmod[i:I, j:J, k:K] + np.float64(1.0)), fmod[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K] = (ufuncs.arccosh((ufuncs.abs(rho[I - 2:I - 1, j:j + 1, k:K]) + np.float64(1.0))) == ufuncs.trunc(rho[I - 2:I - 1, j:j + 1, k:K]))
        x[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K], ((np.float64(np.int64(3)) / (np.float64(ufuncs.abs(pt)) + np.float64(1.0))) + np.float64(1.0)), x[I - 2:I - 1, j:j + 1, k:K])
        zs_gen_0[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K], (np.where((np.float64((np.int64(3) * pt)) == ufuncs.trunc(ufuncs.float64(qv[I - 4:I - 3, j - 2:j - 1]))), np.float32(np.int64(2)), ti0[I - 2:I - 1, j:j + 1, k:K]).astype(np.float64) / (np.float64(ufuncs.abs(np.int64(3))) + np.float64(1.0))), zs_gen_0[I - 2:I - 1, j:j + 1, k:K])
        ti0[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K], ufuncs.cosh(ufuncs.tanh(ufuncs.float64(ufuncs.abs(qv[I - 2:I - 1, j - 2:j - 1])))).astype(np.float32), ti0[I - 2:I - 1, j:j + 1, k:K])
        zs_gen_0[I - 2:I - 1, j:j + 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K])), (np.float64(0.5) < np.float64(pt))), ufuncs.remainder(qv[I - 3:I - 2, j + 2:j + 3].astype(np.float64), (coef[I - 2:I - 1, j:j + 1, k + 1:K + 1] * fmod[I - 2:I - 1, j:j + 1, k:K])), zs_gen_0[I - 2:I - 1, j:j + 1, k:K])
        x[I - 2:I - 1, j:j + 1, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832994512_gen_0[I - 2:I - 1, j:j + 1, k:K])), (np.bitwise_not((np.float64(0.5) < np.float64(pt))))), (ufuncs.remainder(fmod[I - 2:I - 1, j:j + 1, k:K], np.float64(pt)) * x[I - 2:I - 1, j:j + 1, k:K]), x[I - 2:I - 1, j:j + 1, k:K])
        mask_140153834841296_gen_0[I - 2:I - 1, j:j + 1, k:K] = ((fmod[I - 2:I - 1, j:j + 1, k:K] * a[I - 2:I - 1, j:j + 1, k - 1:K - 1].astype(np.float64)) != (rho[I - 2:I - 1, j:j + 1, k:K] / np.float64(np.int64(3))))
        errno[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153834841296_gen_0[I - 2:I - 1, j:j + 1, k:K], ((a[I - 2:I - 1, j:j + 1, k:K] + ti0[I - 2:I - 1, j:j + 1, k:K]) - np.where(((fmod[I - 2:I - 1, j:j + 1, k:K] + np.float64(0.5)) == ufuncs.float64(coef[I - 2:I - 1, j:j + 1, k:K])), qv[I - 1:I, j + 2:j + 3], qv[I - 1:I, j + 1:j + 2]).astype(np.float32)), errno[I - 2:I - 1, j:j + 1, k:K])
        rho[I - 2:I - 1, j:j + 1, k:K] = np.where(mask_140153834841296_gen_0[I - 2:I - 1, j:j + 1, k:K], ufuncs.remainder(np.float64((pt * pt)), np.where((x[I - 2:I - 1, j:j + 1, k:K] >= np.float64((pt * pt))), np.float64((-(np.int64(1)))), np.float64(3.5))), rho[I - 2:I - 1, j:j + 1, k:K])
        mask_140153842442192_gen_0[i:I, j:J, k:K] = ((zs_gen_0[i:I, j:J, k:K] * zs_gen_0[i:I, j:J, k:K]) <= np.where((ufuncs.ceil(ufuncs.float64(pt)) <= (zs_gen_0[i:I, j:J, k:K] - errno[i:I, j:J, k:K].astype(np.float64))), np.float64(1.0), qv[i + 2:I + 2, j - 1:J - 1].astype(np.float64)))
        errno[i:I, j:J, k:K] = np.where(mask_140153842442192_gen_0[i:I, j:J, k:K], (ufuncs.float64(x[i:I, j:J, k:K]) * np.float64(1.0)).astype(np.float32), errno[i:I, j:J, k:K])
        area_gen_0[i:I, j:J, k:K] = np.where(mask_140153842442192_gen_0[i:I, j:J, k:K], np.float64(0.0), area_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153842442192_gen_0[i:I, j:J, k:K], (area_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0))))):
            n_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842442192_gen_0[i:I, j:J, k:K], (area_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0)))), (np.float64(0.25) + np.float64(0.0)), n_gen_0[i:I, j:J, k:K])
            area_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153842442192_gen_0[i:I, j:J, k:K], (area_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(pt)), np.float64(4.0)))), (area_gen_0[i:I, j:J, k:K] + np.float64(1.0)), area_gen_0[i:I, j:J, k:K])
            
        val[i:I, j:J, k:K] = np.where(mask_140153842442192_gen_0[i:I, j:J, k:K], (ufuncs.minimum(fmod[i:I, j:J, k:K], zs_gen_0[i:I, j:J, k:K]) <= ufuncs.maximum(errno[i:I, j:J, k:K], ti0[i:I, j:J, k:K]).astype(np.float64)), val[i:I, j:J, k:K])
        mask_140153835434640_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153842442192_gen_0[i:I, j:J, k:K])), (np.bitwise_not(((zs_gen_0[i:I, j:J, k:K] + a[i:I, j:J, k:K].astype(np.float64)) >= a[i:I, j:J, k:K].astype(np.float64)))), mask_140153835434640_gen_0[i:I, j:J, k:K])
        x[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842442192_gen_0[i:I, j:J, k:K])), mask_140153835434640_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(x[i:I, j:J, k:K], np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), x[i:I, j:J, k:K])
        ti0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842442192_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153835434640_gen_0[i:I, j:J, k:K]))), np.float32((np.float64(pt) * np.float64(2.0))), ti0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        errno[i:I, j:J, k:K] = coef[i:I, j:J, k:K].astype(np.float32)
        val[i:I, j:J, k:K] = val[i:I, j:J, k:K]
        x[i:I, j:J, k:K] = ufuncs.remainder((ti0[i:I, j:J, k:K].astype(np.float64) * coef[i:I, j:J, k - 1:K - 1]), (np.float64(0.1) + fmod[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    