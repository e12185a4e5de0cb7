import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, ua, b, v, w, union, zs, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, False))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, False))
    
    stderr_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi__e62_14_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    dz__865_16_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_run__e62_14_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774968720_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__865_16_16_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan__e62_14_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333773282832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        phi__e62_14_23_gen_0[i:I, j:J, k:K] = (area[i + 2:I + 2, j + 1:J + 1].astype(np.int64) * np.int64(0))
        isobar_run__e62_14_23_gen_0[i:I, j:J, k:K] = (np.float64(np.int64(0)) - b)
        nan__e62_14_23_gen_0[i:I, j:J, k:K] = ufuncs.sin(ufuncs.float64(area[i:I, j:J]))
        expf_gen_0[i:I, j:J, k:K] = ufuncs.maximum((phi__e62_14_23_gen_0[i:I, j:J, k:K] + phi__e62_14_23_gen_0[i:I, j:J, k:K]).astype(np.float64), (nan__e62_14_23_gen_0[i:I, j:J, k:K] - phi__e62_14_23_gen_0[i:I, j:J, k:K].astype(np.float64)))
        stderr_gen_0[i:I, j:J, k:K] = (ufuncs.cosh(ufuncs.tanh(np.float64(0.25))) + np.float64(np.int64(3)))
        mask_140333773282832_gen_0[i:I, j:J, k:K] = (ufuncs.cos(ufuncs.float64(ua[i - 1:I - 1, j:J, k:K])) >= np.where((area[i + 2:I + 2, j:J] != ua[i:I, j:J, lk + zs[i:I, j:J, k:K]].astype(np.int32)), np.float64(np.int64(0)), w[i:I, j:J, k:K]))
        dz__865_16_16_gen_0[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], v[i + 1:I + 1, j:J, k + 1:K + 1], dz__865_16_16_gen_0[i:I, j:J, k:K])
        dz__865_16_16_gen_0[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], (dz__865_16_16_gen_0[i:I, j:J, k:K] + np.where(((-(w[i:I, j:J, k:K])) != (w[i:I, j:J, k:K] / (ufuncs.abs(w[i:I, j:J, k:K]) + np.float64(1.0)))), dz__865_16_16_gen_0[i:I, j:J, k:K], dz__865_16_16_gen_0[i:I, j:J, k:K])), dz__865_16_16_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__865_16_16_gen_0[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], ufuncs.float64(dz__865_16_16_gen_0[i:I, j:J, k:K]), RETURN_VALUE__865_16_16_gen_0[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], np.where((ufuncs.maximum(b, v[i - 1:I - 1, j + 2:J + 2, k - 1:K - 1]) == (np.float64(0.0) / np.float64(0.0))), RETURN_VALUE__865_16_16_gen_0[i:I, j:J, k:K], (np.float64(0.25) - union[i:I, j + 1:J + 1])).astype(np.float32), c[i:I, j:J, k:K])
        stderr_gen_0[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], v[i - 2:I - 2, j:J, k:K], stderr_gen_0[i:I, j:J, k:K])
        mask_140333774968720_gen_0[i:I, j:J, k:K] = np.where(mask_140333773282832_gen_0[i:I, j:J, k:K], (np.bitwise_not((w[i:I, j:J, k:K] == c[i:I, j:J, k:K].astype(np.float64)))), mask_140333774968720_gen_0[i:I, j:J, k:K])
        expf_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333773282832_gen_0[i:I, j:J, k:K], mask_140333774968720_gen_0[i:I, j:J, k:K]), ua[i:I, j + 1:J + 1, k:K].astype(np.float64), expf_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    