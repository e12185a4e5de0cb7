import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, stdin, stdout, v, size_t, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, False))
    stdin = Field(stdin, _origin_['stdin'], (True, True, False))
    stdout = Field(stdout, _origin_['stdout'], (True, True, False))
    size_t = Field(size_t, _origin_['size_t'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    
    mask_140153851062928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    q_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153854716496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153851062928_gen_0[i:I, j:J, k:K] = (ufuncs.power(ufuncs.abs(cp[i:I, j:J]), np.float64(0.5)) <= stdin[i:I, j:J].astype(np.float64))
        mask_140153854716496_gen_0[i:I, j:J, k:K] = np.where(mask_140153851062928_gen_0[i:I, j:J, k:K], (ufuncs.remainder(np.float64(0.5), np.float64(v)) <= (size_t[i:I, j:J, k:K].astype(np.float64) + np.float64(0.5))), mask_140153854716496_gen_0[i:I, j:J, k:K])
        q_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153851062928_gen_0[i:I, j:J, k:K], mask_140153854716496_gen_0[i:I, j:J, k:K]), ufuncs.float64(stdout[i:I, j + 1:J + 1]), q_gen_0[i:I, j:J, k:K])
        size_t[i:I, j:J, k:K] = np.where(mask_140153851062928_gen_0[i:I, j:J, k:K], (np.int64(1) * stdin[i:I, j:J].astype(np.int64)).astype(np.float32), size_t[i:I, j:J, k:K])
        vc_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((vc_gen_0[i:I, j:J, k:K] < np.float64(2.0))):
            size_t[i:I, j:J, k:K] = np.where((vc_gen_0[i:I, j:J, k:K] < np.float64(2.0)), np.where((area[i + 2:I + 2, j:J, k:K].astype(np.float64) <= q_gen_0[i:I, j:J, k:K]), (stdin[i:I, j:J].astype(np.float64) / (ufuncs.abs(stdout[i - 2:I - 2, j - 2:J - 2]).astype(np.float64) + np.float64(1.0))), np.float64(v)).astype(np.float32), size_t[i:I, j:J, k:K])
            vc_gen_0[i:I, j:J, k:K] = np.where((vc_gen_0[i:I, j:J, k:K] < np.float64(2.0)), (vc_gen_0[i:I, j:J, k:K] + np.float64(1.0)), vc_gen_0[i:I, j:J, k:K])
            
        q_gen_0[i:I, j:J, k:K] = (ufuncs.tanh(np.float64(3.5)) + np.float64(0.001))
        # --- end horizontal block --

        # --- end vertical block ---
    