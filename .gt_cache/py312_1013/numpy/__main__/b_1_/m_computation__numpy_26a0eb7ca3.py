import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, lanes, dz, delp, void, vc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    lanes = Field(lanes, _origin_['lanes'], (True, True, True))
    void = Field(void, _origin_['void'], (True, True, True))
    
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.int8, (1, 1, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    goto = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    mask_140153862333584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863433296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153861499536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((vc <= lanes[i + 2:I + 2, j:J, k_ + 1:k_ + 2].astype(np.float32))))
            mask_140153863433296_gen_0[i:I, j:J, k_:k_ + 1] = ((lanes[i - 2:I - 2, j:J, k_:k_ + 1] + lanes[i + 1:I + 1, j + 1:J + 1, k_ - 1:k_]).astype(np.float32) > (np.float32(delp) + vc))
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863433296_gen_0[i:I, j:J, k_:k_ + 1], (np.float32(dz) < (vc + np.float32(np.int64(2)))), b[i:I, j:J, k_:k_ + 1])
            void[i:I, j:J, k_:k_ + 1] = np.where(mask_140153863433296_gen_0[i:I, j:J, k_:k_ + 1], np.float64((-((dz - dz)))), void[i:I, j:J, k_:k_ + 1])
            mask_140153862333584_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153863433296_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(void[i:I, j:J, k_:k_ + 1]), mask_140153862333584_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153863433296_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153862333584_gen_0[i:I, j:J, k_:k_ + 1]), ((vc * lanes[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float32)).astype(np.float64) * ufuncs.ceil(ufuncs.float64(lanes[i + 1:I + 1, j:J, k_:k_ + 1]))), x_s[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            cp[i:I, j:J, k_:k_ + 1] = lanes[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]
            a[i:i + 1, j:J, k_:k_ + 1] = (cp[i:i + 1, j:J, k_ + 1:k_ + 2].astype(np.float64) != (void[i:i + 1, j:J, k_:k_ + 1] + lanes[i:i + 1, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            gz[I - 2:I - 1, J - 2:J, k_:k_ + 1] = np.where((np.float32(dz) < vc), np.float64(ufuncs.remainder((-(np.int64(2))), (-(np.int64(2))))), (lanes[I - 1:I, J - 2:J, k_ + 1:k_ + 2].astype(np.float64) - np.float64(0.25)))
            gz[i + 1:I, j:j + 2, k_:k_ + 1] = np.where((np.float32(dz) < vc), np.float64(ufuncs.remainder((-(np.int64(2))), (-(np.int64(2))))), (lanes[i + 2:I + 1, j:j + 2, k_ + 1:k_ + 2].astype(np.float64) - np.float64(0.25)))
            goto[I - 1:I, J - 2:J - 1, k_:k_ + 1] = (np.float64(1.5) / (ufuncs.abs((vc * cp[I - 1:I, J - 2:J - 1, k_:k_ + 1].astype(np.float32))).astype(np.float64) + np.float64(1.0)))
            cp[I - 1:I, J - 2:J - 1, k_:k_ + 1] = np.int8(dz)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            t[i:I, j:J, k_:k_ + 1] = ((lanes[i:I, j:J, k_:k_ + 1] - lanes[i:I, j + 1:J + 1, k_:k_ + 1]).astype(np.float64) * ufuncs.ceil(ufuncs.float64(delp)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 1

            area[i:I, j:J, k_:k_ + 1] = ((goto[i:I, j:J, k_ - 1:k_] + cp[i:I, j:J, k_:k_ + 1].astype(np.float64)) - np.float64((-(np.int64(2)))))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.float64(vc) <= area[i:I, j - 1:J - 1, k_:k_ + 1]), np.bitwise_or(((area[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1] * np.float64(delp)) == ufuncs.float64(np.float64(2.0))), (ufuncs.log((ufuncs.abs(ufuncs.float64(dz)) + np.float64(0.5))) == (np.float64(2.0) / (np.float64(ufuncs.abs(dz)) + np.float64(1.0))))))
            t[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1], ((area[i:I, j - 1:J - 1, k_:k_ + 1] - np.float64(vc)) - ufuncs.abs(gz[i:I, j:J, k_:k_ + 1])), t[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.remainder(ufuncs.abs(void[i:I, j:J, k_ + 1:k_ + 2]), gz[i:I, j:J, k_:k_ + 1]), x_s[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1], (goto[i:I, j:J, k_:k_ + 1] <= ufuncs.int64(ufuncs.minimum(ufuncs.maximum(area[i:I, j:J, k_ - 1:k_], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), b[i:I, j:J, k_:k_ + 1])
            buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), buffers_ok_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1])), (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))))):
                void[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1])), (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0)))), ((gz[i:I, j:J, k_:k_ + 1] + lanes[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float64)) - (gz[i:I, j:J, k_:k_ + 1] + gz[i:I, j:J, k_:k_ + 1])), void[i:I, j:J, k_:k_ + 1])
                t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1])), (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0)))), ((np.float64(np.int64(1)) - t[i:I, j:J, k_:k_ + 1]) + t[i:I, j:J, k_:k_ + 1]), t[i:I, j:J, k_:k_ + 1])
                buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153861499536_gen_0[i:I, j:J, k_:k_ + 1])), (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0)))), (buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), buffers_ok_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        a[i:I, j:J, k:K] = (np.float64(10.0) > (np.float64(0.25) + void[i:I, j:J, k:K]))
        a[i:I, j:J, k:K] = (np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(10.0), (-(np.float64(100000.0)))), np.float64(100000.0)))) < goto[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        var_gen_0[i:I, j:J, k:K] = np.float64(3.5)
        x_s[i:I, j:J, k:K] = (ufuncs.int32(lanes[i + 2:I + 2, j:J, k:K]).astype(np.float32) - ufuncs.float32(area[i:I, j:J, k:K])).astype(np.float64)
        # --- end horizontal block --

        # --- end vertical block ---
    