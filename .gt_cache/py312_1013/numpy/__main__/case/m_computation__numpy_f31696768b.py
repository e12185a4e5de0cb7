import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, omp_get_thread_num, asm, it, tend, coef, c, delp, vc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    asm = Field(asm, _origin_['asm'], (True, True, True))
    it = Field(it, _origin_['it'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333764420304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:i + 2, j:j + 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where(((vc[i:i + 2, j:j + 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(-1.25)) + np.float64(1.0))) >= (coef[i:i + 2, j:j + 1, k_:k_ + 1] * it[i:i + 2, j - 2:j - 1, k_ + 1:k_ + 2].astype(np.int32)).astype(np.float64)), delp[i - 2:i, j - 2:j - 1, k_ + 1:k_ + 2], it[i + 2:i + 4, j:j + 1, k_ - 1:k_].astype(np.float64)) / (ufuncs.abs((np.float64(1.5) + np.float64(-1.25))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(delp[i + 1:I + 1, j:J, k_:k_ + 1], np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            val_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.log10((ufuncs.abs(np.float64(1.5)) + np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            asm[I - 1:I, j + 1:J, k_:k_ + 1] = asm[I - 1:I, j + 1:J, k_ - 1:k_]
            coef[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((np.float64(omp_get_thread_num) + np.float64(10.0)) / (np.float64(ufuncs.abs(ufuncs.power(c, np.int64(2)))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.float64(0.0) > ufuncs.trunc(np.float64(0.5))), c, b_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333764420304_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.exp(ufuncs.minimum(ufuncs.float64(coef[i:I, j:J, k_ - 1:k_]), np.float64(5.0))) < (coef[i:I, j:J, k_ + 1:k_ + 2] * it[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.int32)).astype(np.float64))
            tend[i:I, j:J, k_ + 1:k_ + 2] = np.where(np.bitwise_and(mask_140333764420304_gen_0[i:I, j:J, k_:k_ + 1], bool(bool(False))), c, tend[i:I, j:J, k_ + 1:k_ + 2])
            # --- end horizontal block --

        # --- end vertical block ---
    