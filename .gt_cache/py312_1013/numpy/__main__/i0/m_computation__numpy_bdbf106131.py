import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, y, free, u, nj, INFINITY, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    y = Field(y, _origin_['y'], (True, True, True))
    free = Field(free, _origin_['free'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    nj = Field(nj, _origin_['nj'], (True, True, True))
    
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    long = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333759871120_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333761037584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    long_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333763913296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769952848_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769958736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = (ufuncs.minimum(INFINITY, var) + nj[i + 1:I + 1, j:J, k:K].astype(np.float64))
        pt[i:I, j + 1:J - 1, k:K] = np.float64(0.0)
        while np.any((pt[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            pe[i:I, j + 1:J - 1, k:K] = np.where((pt[i:I, j + 1:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 1:I + 1, j + 1:J - 1, k:K]).astype(np.float64), np.float64(4.0))), u[i:I, j + 1:J - 1, k:K].astype(np.float64), pe[i:I, j + 1:J - 1, k:K])
            pt[i:I, j + 1:J - 1, k:K] = np.where((pt[i:I, j + 1:J - 1, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 1:I + 1, j + 1:J - 1, k:K]).astype(np.float64), np.float64(4.0))), (pt[i:I, j + 1:J - 1, k:K] + np.float64(1.0)), pt[i:I, j + 1:J - 1, k:K])
            
        mask_140333759871120_gen_0[i:I, j + 1:J - 1, k:K] = np.bitwise_or(((pe[i:I, j + 1:J - 1, k:K] - pe[i:I, j + 1:J - 1, k:K]) >= ufuncs.ceil(np.float64(0.1))), (y[i:I, j:J - 2, k - 1:K - 1] == var))
        u[i:I, j + 1:J - 1, k:K] = np.where(mask_140333759871120_gen_0[i:I, j + 1:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(np.int64(7)) >= y[i + 2:I + 2, j + 3:J + 1, k:K]), (pt[i:I, j + 1:J - 1, k:K] * INFINITY), ufuncs.minimum(var, var)), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j + 1:J - 1, k:K])
        u[i:I, j + 1:J - 1, k:K] = np.where(mask_140333759871120_gen_0[i:I, j + 1:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((y[i - 1:I - 1, j:J - 2, k + 1:K + 1] - ufuncs.remainder(INFINITY, nj[i:I, j + 2:J, k:K].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i:I, j + 1:J - 1, k:K])
        pe[i:I, j + 1:J - 1, k:K] = ((nj[i - 1:I - 1, j:J - 2, k:K].astype(np.float64) - np.float64(-1.25)) + ufuncs.minimum(pt[i:I, j + 1:J - 1, k:K], u[i:I, j + 1:J - 1, k:K].astype(np.float64)))
        pt[i + 2:I - 1, J - 2:J, k:K] = np.float64(0.0)
        while np.any((pt[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            pe[i + 2:I - 1, J - 2:J, k:K] = np.where((pt[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 3:I, J - 2:J, k:K]).astype(np.float64), np.float64(4.0))), u[i + 2:I - 1, J - 2:J, k:K].astype(np.float64), pe[i + 2:I - 1, J - 2:J, k:K])
            pt[i + 2:I - 1, J - 2:J, k:K] = np.where((pt[i + 2:I - 1, J - 2:J, k:K] < ufuncs.minimum(ufuncs.abs(free[i + 3:I, J - 2:J, k:K]).astype(np.float64), np.float64(4.0))), (pt[i + 2:I - 1, J - 2:J, k:K] + np.float64(1.0)), pt[i + 2:I - 1, J - 2:J, k:K])
            
        mask_140333761037584_gen_0[i + 2:I - 1, J - 2:J, k:K] = np.bitwise_or(((pe[i + 2:I - 1, J - 2:J, k:K] - pe[i + 2:I - 1, J - 2:J, k:K]) >= ufuncs.ceil(np.float64(0.1))), (y[i + 2:I - 1, J - 3:J - 1, k - 1:K - 1] == var))
        u[i + 2:I - 1, J - 2:J, k:K] = np.where(mask_140333761037584_gen_0[i + 2:I - 1, J - 2:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.float64(np.int64(7)) >= y[i + 4:I + 1, J:J + 2, k:K]), (pt[i + 2:I - 1, J - 2:J, k:K] * INFINITY), ufuncs.minimum(var, var)), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i + 2:I - 1, J - 2:J, k:K])
        u[i + 2:I - 1, J - 2:J, k:K] = np.where(mask_140333761037584_gen_0[i + 2:I - 1, J - 2:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((y[i + 1:I - 2, J - 3:J - 1, k + 1:K + 1] - ufuncs.remainder(INFINITY, nj[i + 2:I - 1, J - 1:J + 1, k:K].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), u[i + 2:I - 1, J - 2:J, k:K])
        pe[i + 2:I - 1, J - 2:J, k:K] = ((nj[i + 1:I - 2, J - 3:J - 1, k:K].astype(np.float64) - np.float64(-1.25)) + ufuncs.minimum(pt[i + 2:I - 1, J - 2:J, k:K], u[i + 2:I - 1, J - 2:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        long_gen_0[i:I, j:J, k:K] = (nj[i:I, j + 1:J + 1, k - 1:K - 1].astype(np.float64) * ufuncs.erf(np.float64(3.5)))
        long_gen_0[i:I, j:J, k:K] = ((free[i + 2:I + 2, j + 2:J + 2, k:K].astype(np.float64) + np.float64(-1.25)) * ufuncs.float64((-(np.int64(1)))))
        mask_140333769958736_gen_0[i:I, j:J, k:K] = (free[i - 2:I - 2, j:J, k - 1:K - 1].astype(np.float64) <= np.float64(1.5))
        mask_140333769952848_gen_0[i:I, j:J, k:K] = np.where(mask_140333769958736_gen_0[i:I, j:J, k:K], np.bitwise_or(((np.float64(0.5) / (ufuncs.abs(pe[i:I, j:J, k:K]) + np.float64(1.0))) <= ufuncs.cos(INFINITY)), (np.float64(0.5) < nj[i + 2:I + 2, j + 2:J + 2, k:K].astype(np.float64))), mask_140333769952848_gen_0[i:I, j:J, k:K])
        vc_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769958736_gen_0[i:I, j:J, k:K], mask_140333769952848_gen_0[i:I, j:J, k:K]), np.bitwise_or((np.float64(np.int64(0)) <= np.float64(3.5)), (pe[i:I, j:J, k:K] > pt[i:I, j:J, k:K])), vc_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769958736_gen_0[i:I, j:J, k:K], mask_140333769952848_gen_0[i:I, j:J, k:K]), (-((free[i:I, j:J, k + 1:K + 1] - free[i - 2:I - 2, j + 1:J + 1, k + 1:K + 1]))).astype(np.float64), pe[i:I, j:J, k:K])
        mask_140333763913296_gen_0[i:I, j:J, k:K] = np.where(mask_140333769958736_gen_0[i:I, j:J, k:K], ((INFINITY + nj[i - 1:I - 1, j:J, k - 1:K - 1].astype(np.float64)) == (long_gen_0[i:I, j:J, k:K] * free[i:I, j + 2:J + 2, k:K].astype(np.float64))), mask_140333763913296_gen_0[i:I, j:J, k:K])
        tend_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769958736_gen_0[i:I, j:J, k:K], mask_140333763913296_gen_0[i:I, j:J, k:K]), ufuncs.remainder(ufuncs.power(free[i:I, j:J, k - 1:K - 1], np.int64(2)).astype(np.float64), var), tend_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        long[I - 1:I, J - 2:J, k:K] = ((y[I + 1:I + 2, J - 2:J, k - 1:K - 1] + free[I - 2:I - 1, J - 2:J, k - 1:K - 1].astype(np.float64)) + ufuncs.cos(np.float64(-1.25)))
        buffers_ok_gen_0[I - 1:I, J - 2:J, k:K] = ufuncs.round_away_from_zero((nj[I - 1:I, J - 1:J + 1, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(np.float64(0.001)) + np.float64(1.0))))
        gz_gen_0[i:I, j:J, k:K] = ufuncs.float64(var)
        # --- end horizontal block --

        # --- end vertical block ---
    