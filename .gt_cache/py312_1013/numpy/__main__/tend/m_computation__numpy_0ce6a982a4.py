import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, b, qv, extern, NAN, val, fmax, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    b = Field(b, _origin_['b'], (True, True, False))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s_x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333762992016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763054928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763006992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333763066896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fmod_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        res[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0)))):
            mask_140333762992016_gen_0[i:I, j:J, k:K] = np.where((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0))), np.bitwise_and(((qv[i:I, j:J, k + 1:K + 1] - qv[i:I, j:J, k - 1:K - 1]) <= (np.int64(7) + fmax[i:I, j:J, k:K]).astype(np.float64)), (qv[i:I, j:J, k:K] == NAN[i:I, j:J, k:K])), mask_140333762992016_gen_0[i:I, j:J, k:K])
            fmax[i:I, j:J, k:K] = np.where(np.bitwise_and((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0))), mask_140333762992016_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(qv[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k:K])
            fmax[i:I, j:J, k:K] = np.where(np.bitwise_and((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0))), mask_140333762992016_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.log10((ufuncs.abs((np.float64(extern) + b[i + 1:I + 1, j - 2:J - 2])) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k:K])
            fmax[i:I, j:J, k:K] = np.where(np.bitwise_and((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0))), (np.bitwise_not(mask_140333762992016_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(res[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k:K])
            res[i:I, j:J, k:K] = np.where((res[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(b[i:I, j + 1:J + 1]), np.float64(4.0))), (res[i:I, j:J, k:K] + np.float64(1.0)), res[i:I, j:J, k:K])
            
        fmax[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(np.float64(0.001), np.float64((np.int64(1) - extern))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        qv[i:I, j:J, k:K] = (-(NAN[i:I, j:J, k:K]))
        NAN[i + 1:I, j:J, k:K] = (NAN[i + 1:I, j:J, k:K] / (ufuncs.abs(NAN[i + 1:I, j:J, k:K]) + np.float64(1.0)))
        pe[i + 1:I, j:J, k:K] = np.float64(0.0)
        while np.any((pe[i:I, j:J, k:K] < np.float64(3.0))):
            qv[i + 1:I, j:J, k:K] = np.where((pe[i + 1:I, j:J, k:K] < np.float64(3.0)), np.float64(ufuncs.remainder(ufuncs.power(extern, np.int64(2)), extern)), qv[i + 1:I, j:J, k:K])
            pe[i + 1:I, j:J, k:K] = np.where((pe[i + 1:I, j:J, k:K] < np.float64(3.0)), (pe[i + 1:I, j:J, k:K] + np.float64(1.0)), pe[i + 1:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        s_x[i:I, j:J, k:K] = (ufuncs.remainder(extern, val[i:I, j:J, k:K]) - extern)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333763054928_gen_0[i:I, j:J, k:K] = (s_x[i:I, j:J, k:K].astype(np.float64) > ufuncs.float64(NAN[i:I, j:J, k:K]))
        fmax[i:I, j:J, k:K] = np.where(mask_140333763054928_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.5), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k:K])
        mask_140333763006992_gen_0[i:I, j:J, k:K] = np.where(mask_140333763054928_gen_0[i:I, j:J, k:K], np.bitwise_and(((fmax[i:I, j:J, k:K] + val[i:I, j + 2:J + 2, k:K]).astype(np.float64) <= (b[i:I, j + 2:J + 2] + res[i:I, j:J, k:K])), (qv[i:I, j:J, k:K] < (b[i + 1:I + 1, j:J] * pe[i:I, j:J, k:K]))), mask_140333763006992_gen_0[i:I, j:J, k:K])
        fmax[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], mask_140333763006992_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(NAN[i:I, j:J, k:K], (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333763006992_gen_0[i:I, j:J, k:K]))), val[i - 2:I - 2, j:J, k:K], delp[i:I, j:J, k:K])
        delp[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333763006992_gen_0[i:I, j:J, k:K]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(val[i - 1:I - 1, j:J, k + 1:K + 1].astype(np.float64), pe[i:I, j:J, k:K]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), delp[i:I, j:J, k:K])
        mask_140333763066896_gen_0[i:I, j:J, k:K] = np.where(mask_140333763054928_gen_0[i:I, j:J, k:K], (np.where((ufuncs.float32(delp[i:I, j:J, k:K]).astype(np.float64) >= ufuncs.trunc(res[i:I, j:J, k:K])), val[i:I, j - 2:J - 2, k:K], val[i:I, j - 1:J - 1, k:K]).astype(np.float64) < qv[i:I, j:J, k:K]), mask_140333763066896_gen_0[i:I, j:J, k:K])
        NAN[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], mask_140333763066896_gen_0[i:I, j:J, k:K]), np.where((np.float64(0.0) <= np.float64(extern)), delp[i:I, j:J, k:K].astype(np.float64), ufuncs.arcsinh(b[i - 2:I - 2, j - 2:J - 2])), NAN[i:I, j:J, k:K])
        NAN[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], mask_140333763066896_gen_0[i:I, j:J, k:K]), (ufuncs.minimum(NAN[i:I, j:J, k:K], np.float64(extern)) / (ufuncs.abs(ufuncs.sin(ufuncs.float64(s_x[i:I, j:J, k:K]))) + np.float64(1.0))), NAN[i:I, j:J, k:K])
        var[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], mask_140333763066896_gen_0[i:I, j:J, k:K]), ufuncs.tan(ufuncs.tanh((np.float64(10.0) - np.float64(extern)))), var[i:I, j:J, k:K])
        var[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333763054928_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333763066896_gen_0[i:I, j:J, k:K]))), ((b[i + 1:I + 1, j + 1:J + 1] + val[i + 1:I + 1, j + 2:J + 2, k:K].astype(np.float64)) / (ufuncs.abs(ufuncs.cosh(ufuncs.tanh(ufuncs.float64(extern)))) + np.float64(1.0))), var[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        fmax[i:I, j:j + 2, k:K] = s_x[i:I, j:j + 2, k:K]
        s_x[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.25), (-(np.float64(100000.0)))), np.float64(100000.0)))
        s_x[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(b[i - 1:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0)))
        var[I - 2:I - 1, J - 1:J, k:K] = (ufuncs.float32(extern) - val[I - 2:I - 1, J - 3:J - 2, k:K].astype(np.float32)).astype(np.float64)
        fmax[I - 2:I - 1, J - 1:J, k:K] = np.where(bool(bool(True)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((res[I - 2:I - 1, J - 1:J, k:K] / ufuncs.float32(res[I - 2:I - 1, J - 1:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 2:I - 1, J - 1:J, k:K])
        fmod_gen_0[I - 2:I - 1, J - 1:J, k:K] = np.where(bool(bool(True)), val[I - 2:I - 1, J:J + 1, k + 1:K + 1], fmod_gen_0[I - 2:I - 1, J - 1:J, k:K])
        fmax[I - 2:I - 1, J - 1:J, k:K] = np.where(bool(bool(True)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((np.where((np.float64(extern) < np.where(((delp[I - 2:I - 1, J - 1:J, k:K] + s_x[I - 2:I - 1, J - 1:J, k:K]).astype(np.float64) < (pe[I - 2:I - 1, J - 1:J, k:K] - var[I - 2:I - 1, J - 1:J, k:K])), np.float64(np.int64(7)), np.float64(0.001))), qv[I - 2:I - 1, J - 1:J, k:K], res[I - 2:I - 1, J - 1:J, k:K]) != ufuncs.erfc(pe[I - 2:I - 1, J - 1:J, k:K])), (fmax[I - 2:I - 1, J - 1:J, k:K].astype(np.float64) - pe[I - 2:I - 1, J - 1:J, k:K]), np.where(((np.float64(np.int64(1)) - b[I - 4:I - 3, J - 2:J - 1]) <= NAN[I - 2:I - 1, J - 1:J, k:K]), delp[I - 2:I - 1, J - 1:J, k:K], s_x[I - 2:I - 1, J - 1:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 2:I - 1, J - 1:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    