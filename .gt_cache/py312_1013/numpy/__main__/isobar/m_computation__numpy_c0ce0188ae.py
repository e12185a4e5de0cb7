import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, NULL, c, v, typedef, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    NULL = Field(NULL, _origin_['NULL'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    typedef = Field(typedef, _origin_['typedef'], (True, True, True))
    
    expf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var__1d7_10_18_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848238864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844362192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__ab5_23_58_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    mask_140153843515536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            var__1d7_10_18_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(2.0) * typedef[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))
            x_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.float64(np.float64(1.0)) - ufuncs.remainder(var__1d7_10_18_gen_0[i:I, j:J, k_:k_ + 1], var__1d7_10_18_gen_0[i:I, j:J, k_:k_ + 1]))
            expf[i:I, j:J, k_:k_ + 1] = var__1d7_10_18_gen_0[i:I, j:J, k_:k_ + 1]
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.float64((np.float32((-(np.int64(3)))) / np.float32((c * np.int64(7)))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(ufuncs.minimum(NULL[i:I, j:J, k_ - 1:k_], NULL[i:I, j:J, k_:k_ + 1]), np.float64(c))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153848238864_gen_0[i:I, j:J, k:K] = (ufuncs.maximum(expf[i:I, j:J, k:K], typedef[i:I, j:J, k:K].astype(np.float64)) <= (v[i:I, j:J, k:K].astype(np.float64) * expf[i:I, j:J, k:K]))
        isobar_tmp_gen_0[i:I, j:J, k:K] = np.where(mask_140153848238864_gen_0[i:I, j:J, k:K], typedef[i:I, j:J, k:K], isobar_tmp_gen_0[i:I, j:J, k:K])
        val[i:I, j:J, k:K] = np.where(mask_140153848238864_gen_0[i:I, j:J, k:K], expf[i:I, j:J, k:K], val[i:I, j:J, k:K])
        mask_140153843515536_gen_0[i:I, j:J, k:K] = ((expf[i:I, j:J, k:K] / np.float64(c)) != expf[i:I, j:J, k:K])
        mask_140153844362192_gen_0[i:I, j:J, k:K] = np.where(mask_140153843515536_gen_0[i:I, j:J, k:K], (ufuncs.erf(NULL[i:I, j - 2:J - 2, k + 1:K + 1]) != (np.float64(c) / (ufuncs.abs(expf[i:I, j:J, k:K]) + np.float64(1.0)))), mask_140153844362192_gen_0[i:I, j:J, k:K])
        w_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843515536_gen_0[i:I, j:J, k:K], mask_140153844362192_gen_0[i:I, j:J, k:K]), ufuncs.power((np.float64(1.0) - typedef[i:I, j:J, k:K].astype(np.float64)), np.int64(2)), w_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__ab5_23_58_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843515536_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153844362192_gen_0[i:I, j:J, k:K]))), np.where(((isobar_tmp_gen_0[i:I, j:J, k:K] + isobar_tmp_gen_0[i:I, j:J, k:K]) < isobar_tmp_gen_0[i:I, j:J, k:K]), (isobar_tmp_gen_0[i:I, j:J, k:K].astype(np.float64) * np.float64(3.5)), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(isobar_tmp_gen_0[i:I, j:J, k:K].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), RETURN_VALUE__ab5_23_58_gen_0[i:I, j:J, k:K])
        typedef[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843515536_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153844362192_gen_0[i:I, j:J, k:K]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.gamma((ufuncs.minimum(ufuncs.abs(RETURN_VALUE__ab5_23_58_gen_0[i:I, j:J, k:K]), np.float64(6.0)) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), typedef[i:I, j:J, k:K])
        isobar_tmp_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153843515536_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153844362192_gen_0[i:I, j:J, k:K]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((np.float64(c) - (val[i:I, j:J, k:K] / np.float64(np.int64(1000003)))), (-(np.float64(100000.0)))), np.float64(100000.0))), isobar_tmp_gen_0[i:I, j:J, k:K])
        w_gen_0[i:I, j:J, k:K] = np.where(mask_140153843515536_gen_0[i:I, j:J, k:K], (np.float64((-(c))) * ufuncs.power(NULL[i:I, j + 2:J + 2, k:K], np.int64(2))), w_gen_0[i:I, j:J, k:K])
        delp_gen_0[i:I, j:J, k:K] = ufuncs.int32((c * c))
        # --- end horizontal block --

        # --- end vertical block ---
    