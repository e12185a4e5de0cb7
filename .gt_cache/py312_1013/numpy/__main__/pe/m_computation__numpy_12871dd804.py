import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, pt, jt, memset, ua, rho, cp, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    jt = Field(jt, _origin_['jt'], (True, True, True))
    memset = Field(memset, _origin_['memset'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, False))
    cp = Field(cp, _origin_['cp'], (True, True, False))
    w = Field(w, _origin_['w'], (True, True, True))
    
    _a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x__d86_18_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    switch__d86_18_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153857248336_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            _a[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((_a[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                delp[i:I, j:J, k_:k_ + 1] = np.where((_a[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), memset[i:I, j:J, k_:k_ + 1], delp[i:I, j:J, k_:k_ + 1])
                _a[i:I, j:J, k_:k_ + 1] = np.where((_a[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (_a[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), _a[i:I, j:J, k_:k_ + 1])
                
            delp[i:I, j:J, k_:k_ + 1] = ((cp[i + 1:I + 1, j:J].astype(np.float64) * _a[i:I, j:J, k_:k_ + 1]) / (ufuncs.abs(rho[i:I, j:J]).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.float32(np.int64(3)) > cp[i:I, j:J]), ((-(delp[i:I, j:J, k_:k_ + 1])) == memset[i:I, j:J, k_:k_ + 1]))
            switch__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.where(((memset[i:I, j:J, k_:k_ + 1] * w[i:I, j + 1:J + 1, k_:k_ + 1].astype(np.float64)) < w[i:I, j:J, lk + ua[i:I, j:J, k_:k_ + 1]].astype(np.float64)), np.float64(pt), _a[i:I, j:J, k_:k_ + 1]) < (delp[i:I, j:J, k_:k_ + 1] * memset[i:I, j:J, k_:k_ + 1])), rho[i:I, j + 2:J + 2].astype(np.float64), np.float64(3.5)), switch__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1])
            x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], np.float64(3.5), x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1])
            x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], switch__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1], x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1])
            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(10.0) * x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1]) + (x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1] - switch__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1])), powf_gen_0[i:I, j:J, k_:k_ + 1])
            res_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float32((x__d86_18_24_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(0)))), res_gen_0[i:I, j:J, k_:k_ + 1])
            res_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1], (jt[i:I, j:J, k_:k_ + 1].astype(np.float64) + (np.float64(10.0) * _a[i:I, j:J, k_:k_ + 1])).astype(np.float32), res_gen_0[i:I, j:J, k_:k_ + 1])
            fmin_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153857248336_gen_0[i:I, j:J, k_:k_ + 1])), ((-(np.float64(0.5))) * cp[i + 1:I + 1, j - 2:J - 2].astype(np.float64)), fmin_gen_0[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = ((_a[i:I, j:J, k_:k_ + 1] * np.float64(0.25)) * (pt - rho[i - 2:I - 2, j + 2:J + 2].astype(np.int64)).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    