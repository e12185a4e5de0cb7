import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, w, stride, NAN, isobar_run, x_s, area, auto, res, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    w = Field(w, _origin_['w'], (True, True, True))
    stride = Field(stride, _origin_['stride'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    isobar_run = Field(isobar_run, _origin_['isobar_run'], (True, True, True))
    x_s = Field(x_s, _origin_['x_s'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, False))
    auto = Field(auto, _origin_['auto'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    
    isobar_tmp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    signed = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826582224_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int8, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        isobar_run[i:I, j:J, k:K] = (stride[i:I, j:J, k:K].astype(np.float64) == np.float64(0.001))
        isobar_tmp[i:I, j:J, k:K] = ufuncs.minimum(np.float64((-(np.int64(2)))), (auto[i:I, j:J, k:K] * NAN[i + 2:I + 2, j - 2:J - 2, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(1.0) - auto[i:I, j:J, k_:k_ + 1]) >= ufuncs.abs(area[i:I, j - 2:J - 2]))
            stride[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(np.int64(1)) + ufuncs.power(auto[i:I, j:J, k_:k_ + 1], np.int64(2))), (-(np.float64(100000.0)))), np.float64(100000.0))), stride[i:I, j:J, k_:k_ + 1])
            signed[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), signed[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), (signed[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(NAN[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0))))):
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), (signed[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(NAN[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), auto[i:I, j:J, k_ - 1:k_], gz_gen_0[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), (signed[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(NAN[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (x_s[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1] - (area[i - 1:I - 1, j:J] * area[i:I, j:J])), gz_gen_0[i:I, j:J, k_:k_ + 1])
                signed[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), (signed[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(NAN[i + 2:I + 2, j + 1:J + 1, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (signed[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), signed[i:I, j:J, k_:k_ + 1])
                
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826582224_gen_0[i:I, j:J, k_:k_ + 1])), ((np.float64(0.25) + auto[i:I, j:J, k_:k_ + 1]) - isobar_tmp[i:I, j:J, k_:k_ + 1]), x_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            auto[i:I, j:J, k_:k_ + 1] = ((x_s[i - 1:I - 1, j:J, k_:k_ + 1] - stride[i:I, j:J, k_:k_ + 1].astype(np.float64)) * signed[i:I, j:J, k_:k_ + 1])
            u_gen_0[i:I, j:J, k_:k_ + 1] = w[i:I, j:J, lk + ((res[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))]
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        auto[i:I, j:J, k:K] = x_s[i:I, j + 2:J + 2, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    