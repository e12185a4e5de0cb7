import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tmp, zs, fmin, v, tend, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    
    mask = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767166800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767231376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333772910864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776172112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765355984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333767166800_gen_0[i + 1:i + 2, J - 2:J, k_:k_ + 1] = (ufuncs.ceil(v[i + 1:i + 2, J - 2:J, k_ + 1:k_ + 2]) < ufuncs.float64(v[i + 1:i + 2, J - 2:J, k_ - 1:k_]))
            mask[i + 1:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140333767166800_gen_0[i + 1:i + 2, J - 2:J, k_:k_ + 1], ufuncs.sinh(ufuncs.tanh(ufuncs.power(tend[i + 1:i + 2, J - 2:J, k_:k_ + 1], np.int64(2)))), mask[i + 1:i + 2, J - 2:J, k_:k_ + 1])
            fmin[i + 1:i + 2, J - 2:J, k_:k_ + 1] = np.where(mask_140333767166800_gen_0[i + 1:i + 2, J - 2:J, k_:k_ + 1], np.bitwise_and((tend[i + 1:i + 2, J - 2:J, k_:k_ + 1] < mask[i + 1:i + 2, J - 2:J, k_:k_ + 1]), (zs[i - 1:i, J - 2:J, k_ + 1:k_ + 2] < mask[i + 1:i + 2, J - 2:J, k_ - 1:k_])), fmin[i + 1:i + 2, J - 2:J, k_:k_ + 1])
            v[i + 1:i + 2, J - 2:J, k_ + 1:k_ + 2] = np.where((np.bitwise_not(mask_140333767166800_gen_0[i + 1:i + 2, J - 2:J, k_:k_ + 1])), np.float64(np.int64(2)), v[i + 1:i + 2, J - 2:J, k_ + 1:k_ + 2])
            mask_140333776172112_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1] = (ufuncs.ceil(v[I - 1:I, j + 2:J - 1, k_ + 1:k_ + 2]) < ufuncs.float64(v[I - 1:I, j + 2:J - 1, k_ - 1:k_]))
            mask[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333776172112_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1], ufuncs.sinh(ufuncs.tanh(ufuncs.power(tend[I - 1:I, j + 2:J - 1, k_:k_ + 1], np.int64(2)))), mask[I - 1:I, j + 2:J - 1, k_:k_ + 1])
            fmin[I - 1:I, j + 2:J - 1, k_:k_ + 1] = np.where(mask_140333776172112_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1], np.bitwise_and((tend[I - 1:I, j + 2:J - 1, k_:k_ + 1] < mask[I - 1:I, j + 2:J - 1, k_:k_ + 1]), (zs[I - 3:I - 2, j + 2:J - 1, k_ + 1:k_ + 2] < mask[I - 1:I, j + 2:J - 1, k_ - 1:k_])), fmin[I - 1:I, j + 2:J - 1, k_:k_ + 1])
            v[I - 1:I, j + 2:J - 1, k_ + 1:k_ + 2] = np.where((np.bitwise_not(mask_140333776172112_gen_0[I - 1:I, j + 2:J - 1, k_:k_ + 1])), np.float64(np.int64(2)), v[I - 1:I, j + 2:J - 1, k_ + 1:k_ + 2])
            mask[i:I, j:J, k_:k_ + 1] = ufuncs.sin(np.where((ufuncs.abs(zs[i + 1:I + 1, j:J, k_ - 1:k_]) != (np.float64(np.int64(3)) - np.float64(0.25))), zs[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1], mask[i:I, j:J, k_:k_ + 1]))
            pe[i:I, j:J, k_:k_ + 1] = ((tend[i:I, j:J, k_ + 1:k_ + 2] + mask[i:I, j:J, k_:k_ + 1]) * tend[i:I, j:J, k_:k_ + 1])
            mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1] = (np.where(fmin[i:I, j:J, k_ - 1:k_], tend[i:I, j:J, k_:k_ + 1], mask[i:I, j:J, k_:k_ + 1]) == ufuncs.round_away_from_zero(zs[i + 2:I + 2, j:J, k_:k_ + 1]))
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], ((tend[i:I, j:J, k_:k_ + 1] - mask[i:I, j:J, k_:k_ + 1]) < v[i:I, j:J, k_ + 1:k_ + 2]), b_gen_0[i:I, j:J, k_:k_ + 1])
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), y[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(zs[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2]), np.float64(4.0))))):
                fmin[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(zs[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2]), np.float64(4.0)))), np.bitwise_or((tend[i:I, j:J, k_:k_ + 1] == np.float64(10.0)), b_gen_0[i:I, j:J, k_:k_ + 1]), fmin[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(zs[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2]), np.float64(4.0)))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            v[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), (zs[i + 1:I + 1, j:J, k_ - 1:k_] + ufuncs.maximum(np.float64(np.int64(2)), np.float64(0.5))), v[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(bool(bool(False))))), bool(bool(False))), (zs[i:I, j:J, k_ + 1:k_ + 2] == (v[i:I, j:J, k_ - 1:k_] - mask[i:I, j:J, k_:k_ + 1])), b_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767231376_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1])), (v[i:I, j:J, k_ - 1:k_] == (zs[i + 2:I + 2, j - 2:J - 2, k_:k_ + 1] - tend[i:I, j:J, k_ - 1:k_])), mask_140333767231376_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333767231376_gen_0[i:I, j:J, k_:k_ + 1]), (y[i:I, j:J, k_:k_ + 1] == v[i:I, j:J, k_ - 1:k_]), b_gen_0[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333767231376_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(ufuncs.tanh(zs[i:I, j - 1:J - 1, k_ + 1:k_ + 2]), ufuncs.abs(y[i:I, j:J, k_ - 1:k_])), mask[i:I, j:J, k_:k_ + 1])
            s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333772910864_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333767231376_gen_0[i:I, j:J, k_:k_ + 1]))), ((pe[i:I, j:J, k_:k_ + 1] * y[i:I, j:J, k_:k_ + 1]) * (zs[i:I, j:J, lk + tmp[i:I, j:J, k_:k_ + 1]] * zs[i:I, j:J, lk + ((tmp[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))])), s[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333765355984_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(pe[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765355984_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power((mask[i:I, j:J, k_ + 1:k_ + 2] - zs[i + 1:I + 1, j:J, k_:k_ + 1]), np.int64(2)), pe[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765355984_gen_0[i:I, j:J, k_:k_ + 1], y[i:I, j:J, k_:k_ + 1], mask[i:I, j:J, k_:k_ + 1])
            mask[i:I, j:J, k_:k_ + 1] = np.where(mask_140333765355984_gen_0[i:I, j:J, k_:k_ + 1], s[i:I, j:J, k_ + 1:k_ + 2], mask[i:I, j:J, k_:k_ + 1])
            s[i:I, J - 2:J - 1, k_:k_ + 1] = (zs[i - 1:I - 1, J - 2:J - 1, k_ + 1:k_ + 2] + v[i:I, J - 2:J - 1, k_ + 1:k_ + 2])
            # --- end horizontal block --

        # --- end vertical block ---
    