import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, tmp, fabs, sqrtf, hi, mask, tj0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    tmp = Field(tmp, _origin_['tmp'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, False))
    mask = Field(mask, _origin_['mask'], (True, True, True))
    
    mask_140333765303312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tmp[i:I, j:J, k_:k_ + 1] = (-(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(2.0), (-(np.float64(100000.0)))), np.float64(100000.0)))))
            mask_140333765303312_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not((tj0 <= tj0))), (ufuncs.exp(ufuncs.minimum(ufuncs.float64(np.int64(3)), np.float64(5.0))) == (hi + sqrtf[i - 1:I - 1, j + 2:J + 2].astype(np.int64)).astype(np.float64)), mask_140333765303312_gen_0[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not((tj0 <= tj0))), mask_140333765303312_gen_0[i:I, j:J, k_:k_ + 1]), np.int32(hi), tmp[i:I, j:J, k_:k_ + 1])
            tmp[i:I, j:J, k_ + 1:k_ + 2] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(np.float64(np.where((np.float64(10.0) > np.float64(2.0)), tj0, hi)), (np.float64((-(np.int64(2)))) / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                tmp[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where(((np.float64(2.0) + tmp[i:I, j:J, k_:k_ + 1].astype(np.float64)) == mask[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64)), np.float64(0.25), (np.float64(0.5) - fabs[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_:k_ + 1])
                tmp[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.int64(tmp[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + (np.float64(np.int64(1)) - np.float64(2.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), tmp[i:I, j:J, k_:k_ + 1])
                ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fabs[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (ua_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    