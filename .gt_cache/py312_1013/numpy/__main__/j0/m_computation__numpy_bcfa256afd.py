import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, t, tend, _a, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    t = Field(t, _origin_['t'], (False, False, True))
    _a = Field(_a, _origin_['_a'], (True, True, True))
    
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    char = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333770935632_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773186000_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768599824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768592016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    malloc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333769097424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        _a[i:I, j:J, k:K] = t[k - 1:K - 1].astype(np.float64)
        _a[i:I, j:J, k:K] = _a[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        _a[i:I - 1, j:j + 1, k:K] = ufuncs.minimum((t[k - 1:K - 1] - t[k + 1:K + 1]), np.float32(tend)).astype(np.float64)
        mask_140333773186000_gen_0[i:I - 1, j:j + 1, k:K] = (ufuncs.sinh(ufuncs.tanh(ufuncs.float64(tend))) >= (-(t[k:K])).astype(np.float64))
        _a[i:I - 1, j:j + 1, k:K] = np.where(mask_140333773186000_gen_0[i:I - 1, j:j + 1, k:K], ufuncs.remainder(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(_a[i:I - 1, j:j + 1, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), ufuncs.arctanh((ufuncs.tanh(np.float64(0.001)) * np.float64(0.5)))), _a[i:I - 1, j:j + 1, k:K])
        zs[i:I - 1, j:j + 1, k:K] = np.where(mask_140333773186000_gen_0[i:I - 1, j:j + 1, k:K], (ufuncs.minimum(np.float64((-(np.int64(2)))), _a[i:I - 1, j:j + 1, k:K]) < (np.float64(y) / (ufuncs.abs(np.float64(0.1)) + np.float64(1.0)))), zs[i:I - 1, j:j + 1, k:K])
        zs[i:I - 1, j:j + 1, k:K] = np.where(mask_140333773186000_gen_0[i:I - 1, j:j + 1, k:K], np.bitwise_and(ufuncs.isfinite(ufuncs.float64(tend)), np.bitwise_or(bool(bool(False)), (ufuncs.maximum(_a[i:I - 1, j:j + 1, k:K], np.float64(y)) > (t[k + 1:K + 1] * t[k:K]).astype(np.float64)))), zs[i:I - 1, j:j + 1, k:K])
        zs[i:I - 1, j:j + 1, k:K] = np.where((np.bitwise_not(mask_140333773186000_gen_0[i:I - 1, j:j + 1, k:K])), bool(bool(False)), zs[i:I - 1, j:j + 1, k:K])
        _a[i:I - 1, j:j + 1, k:K] = ((np.float64(1.0) / t[k:K].astype(np.float64)) / (ufuncs.abs(t[k:K]).astype(np.float64) + np.float64(1.0)))
        _a[I - 2:I, J - 2:J, k:K] = ufuncs.minimum((t[k - 1:K - 1] - t[k + 1:K + 1]), np.float32(tend)).astype(np.float64)
        mask_140333770935632_gen_0[I - 2:I, J - 2:J, k:K] = (ufuncs.sinh(ufuncs.tanh(ufuncs.float64(tend))) >= (-(t[k:K])).astype(np.float64))
        _a[I - 2:I, J - 2:J, k:K] = np.where(mask_140333770935632_gen_0[I - 2:I, J - 2:J, k:K], ufuncs.remainder(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(_a[I - 2:I, J - 2:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), ufuncs.arctanh((ufuncs.tanh(np.float64(0.001)) * np.float64(0.5)))), _a[I - 2:I, J - 2:J, k:K])
        zs[I - 2:I, J - 2:J, k:K] = np.where(mask_140333770935632_gen_0[I - 2:I, J - 2:J, k:K], (ufuncs.minimum(np.float64((-(np.int64(2)))), _a[I - 2:I, J - 2:J, k:K]) < (np.float64(y) / (ufuncs.abs(np.float64(0.1)) + np.float64(1.0)))), zs[I - 2:I, J - 2:J, k:K])
        zs[I - 2:I, J - 2:J, k:K] = np.where(mask_140333770935632_gen_0[I - 2:I, J - 2:J, k:K], np.bitwise_and(ufuncs.isfinite(ufuncs.float64(tend)), np.bitwise_or(bool(bool(False)), (ufuncs.maximum(_a[I - 2:I, J - 2:J, k:K], np.float64(y)) > (t[k + 1:K + 1] * t[k:K]).astype(np.float64)))), zs[I - 2:I, J - 2:J, k:K])
        zs[I - 2:I, J - 2:J, k:K] = np.where((np.bitwise_not(mask_140333770935632_gen_0[I - 2:I, J - 2:J, k:K])), bool(bool(False)), zs[I - 2:I, J - 2:J, k:K])
        _a[I - 2:I, J - 2:J, k:K] = ((np.float64(1.0) / t[k:K].astype(np.float64)) / (ufuncs.abs(t[k:K]).astype(np.float64) + np.float64(1.0)))
        _a[i:I, j:J, k:K] = ufuncs.sinh(ufuncs.tanh(ufuncs.gamma((ufuncs.minimum(ufuncs.abs(t[k + 1:K + 1]).astype(np.float64), np.float64(6.0)) + np.float64(0.5)))))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        char[i:I, j:J, k:K] = ufuncs.round_away_from_zero((t[k:K].astype(np.float64) - _a[i:I, j:J, k:K]))
        _a[i:I, j:J, k:K] = ufuncs.arccosh((ufuncs.abs(_a[i:I, j:J, k:K]) + np.float64(1.0)))
        mask_140333768599824_gen_0[i:I, j:J, k:K] = (np.float64(np.int64(7)) < (char[i:I, j:J, k:K] - np.float64(y)))
        ua[i:I, j:J, k:K] = np.where(mask_140333768599824_gen_0[i:I, j:J, k:K], np.float64(0.0), ua[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (ua[i:I, j:J, k:K] < np.float64(2.0)))):
            _a[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (ua[i:I, j:J, k:K] < np.float64(2.0))), ((_a[i:I, j:J, k:K] / np.float64(tend)) - ufuncs.maximum(char[i:I, j:J, k:K], t[k:K].astype(np.float64))), _a[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (ua[i:I, j:J, k:K] < np.float64(2.0))), np.bitwise_and((np.bitwise_not(bool(bool(False)))), (ufuncs.power(ufuncs.abs(t[k:K]), np.float64(0.5)) == np.where(bool(bool(False)), ua[i:I, j:J, k:K], char[i:I, j:J, k:K]))), zs[i:I, j:J, k:K])
            ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (ua[i:I, j:J, k:K] < np.float64(2.0))), (ua[i:I, j:J, k:K] + np.float64(1.0)), ua[i:I, j:J, k:K])
            
        c[i:I, j:J, k:K] = np.where(mask_140333768599824_gen_0[i:I, j:J, k:K], np.float64(0.0), c[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(y)), np.float64(4.0))))):
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(y)), np.float64(4.0)))), (t[k:K].astype(np.float64) != ufuncs.abs(char[i:I, j:J, k:K])), zs[i:I, j:J, k:K])
            zs[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(y)), np.float64(4.0)))), (c[i:I, j:J, k:K] == np.where((c[i:I, j:J, k:K] != np.where(bool(bool(False)), char[i:I, j:J, k:K], ua[i:I, j:J, k:K])), char[i:I, j:J, k:K], t[k - 1:K - 1].astype(np.float64))), zs[i:I, j:J, k:K])
            c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333768599824_gen_0[i:I, j:J, k:K], (c[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(y)), np.float64(4.0)))), (c[i:I, j:J, k:K] + np.float64(1.0)), c[i:I, j:J, k:K])
            
        _a[i:I, j:J, k:K] = np.where(mask_140333768599824_gen_0[i:I, j:J, k:K], np.float64(y), _a[i:I, j:J, k:K])
        _a[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333768599824_gen_0[i:I, j:J, k:K])), (t[k + 1:K + 1].astype(np.float64) * ua[i:I, j:J, k:K]), _a[i:I, j:J, k:K])
        mask_140333768592016_gen_0[i:I, j:J, k:K] = (np.where((ufuncs.sin(np.float64(0.25)) == ufuncs.minimum(np.float32(tend), t[k:K]).astype(np.float64)), char[i:I, j:J, k:K], t[k:K].astype(np.float64)) >= (char[i:I, j:J, k:K] + char[i:I, j:J, k:K]))
        _a[i:I, j:J, k:K] = np.where(mask_140333768592016_gen_0[i:I, j:J, k:K], c[i:I, j:J, k:K], _a[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        u_gen_0[i:I - 1, J - 2:J - 1, k:K] = y
        zs[i:I, j:J, k:K] = (u_gen_0[i:I, j:J, k:K].astype(np.float64) >= ufuncs.abs(ua[i:I, j:J, k:K]))
        mask_140333769097424_gen_0[i:I, j:J, k:K] = np.bitwise_and(np.bitwise_or((ufuncs.minimum(t[k + 1:K + 1], u_gen_0[i:I, j:J, k:K].astype(np.float32)) > (t[k + 1:K + 1] * t[k:K])), bool(bool(False))), ufuncs.isinf(ufuncs.float64(y)))
        var_gen_0[i:I, j:J, k:K] = np.where(mask_140333769097424_gen_0[i:I, j:J, k:K], np.float64(0.0), var_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140333769097424_gen_0[i:I, j:J, k:K], (var_gen_0[i:I, j:J, k:K] < np.float64(3.0)))):
            malloc_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769097424_gen_0[i:I, j:J, k:K], (var_gen_0[i:I, j:J, k:K] < np.float64(3.0))), (ufuncs.abs(char[i:I, j:J, k:K]) - (char[i:I, j:J, k:K] * u_gen_0[i:I, j:J, k:K].astype(np.float64))), malloc_gen_0[i:I, j:J, k:K])
            var_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333769097424_gen_0[i:I, j:J, k:K], (var_gen_0[i:I, j:J, k:K] < np.float64(3.0))), (var_gen_0[i:I, j:J, k:K] + np.float64(1.0)), var_gen_0[i:I, j:J, k:K])
            
        _a[i:I, j:J, k:K] = (ua[i:I, j:J, k:K] + ufuncs.remainder(ua[i:I, j:J, k:K], c[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    