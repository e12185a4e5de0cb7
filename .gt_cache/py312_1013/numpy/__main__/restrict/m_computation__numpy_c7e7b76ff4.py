import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, c, vc, w, a, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    c = Field(c, _origin_['c'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp__1d7_15_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    NULL_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok__1d7_15_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140333775432336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    signed__1d7_15_23_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775430992_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    switch_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((vc[i + 1:I + 1, j:J, k_:k_ + 1] == np.float64(v))))
            pt_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(2.0) + np.float64(v)) + np.float64(2.0))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        signed__1d7_15_23_gen_0[i:I, j:J, k:K] = ufuncs.float64(vc[i:I, j:J, k:K])
        buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K] = w[i + 2:I + 2, j - 1:J - 1, k:K]
        delp__1d7_15_23_gen_0[i:I, j:J, k:K] = np.where(((np.int64(2) - a[i:I, j:J, k:K]).astype(np.float32) == (w[i:I, j + 1:J + 1, k:K] + a[i:I, j:J, k - 1:K - 1].astype(np.float32))), np.float64(2.0), a[i:I, j:J, k:K].astype(np.float64))
        mask_140333775430992_gen_0[i:I, j:J, k:K] = (signed__1d7_15_23_gen_0[i:I, j:J, k:K] < np.float64(1.0))
        buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K] = np.where(mask_140333775430992_gen_0[i:I, j:J, k:K], ufuncs.erf(buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K]), buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K])
        buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333775430992_gen_0[i:I, j:J, k:K])), np.where((signed__1d7_15_23_gen_0[i:I, j:J, k:K] >= ufuncs.float64(signed__1d7_15_23_gen_0[i:I, j:J, k:K])), buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K].astype(np.float64), delp__1d7_15_23_gen_0[i:I, j:J, k:K]).astype(np.float32), buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K])
        mask_140333775432336_gen_0[i:I, j:J, k:K] = (delp__1d7_15_23_gen_0[i:I, j:J, k:K] > np.float64(0.0))
        buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K] = np.where(mask_140333775432336_gen_0[i:I, j:J, k:K], (np.float64(3.5) - buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K].astype(np.float64)).astype(np.float32), buffers_ok__1d7_15_23_gen_0[i:I, j:J, k:K])
        NULL_gen_0[i:I, j:J, k:K] = ufuncs.trunc(delp__1d7_15_23_gen_0[i:I, j:J, k:K])
        switch_gen_0[i:I, j:J, k:K] = ((signed__1d7_15_23_gen_0[i:I, j:J, k:K] + delp__1d7_15_23_gen_0[i:I, j:J, k:K]) + (delp__1d7_15_23_gen_0[i:I, j:J, k:K] * delp__1d7_15_23_gen_0[i:I, j:J, k:K]))
        c[i:I, j:J, k:K] = (switch_gen_0[i:I, j:J, k:K] >= ufuncs.abs(a[i:I, j:J, k - 1:K - 1]).astype(np.float64))
        # --- end horizontal block --

        # --- end vertical block ---
    