import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, asm, a_, restrict, HUGE_VAL, phi, res, _a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, True))
    asm = Field(asm, _origin_['asm'], (True, True, True))
    a_ = Field(a_, _origin_['a_'], (True, True, True))
    restrict = Field(restrict, _origin_['restrict'], (True, True, True))
    _a = Field(_a, _origin_['_a'], (True, True, True))
    
    mask_140153857493392_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858839824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        lk = np.arange(k, K)[np.newaxis, np.newaxis, :]

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153857493392_gen_0[i:I, j:J, k:K] = (np.bitwise_not((a_[i + 2:I + 2, j - 2:J - 2, k:K] != phi)))
        asm[i:I, j:J, k:K] = np.where(mask_140153857493392_gen_0[i:I, j:J, k:K], phi, asm[i:I, j:J, k:K])
        asm[i:I, j:J, k:K] = np.where(mask_140153857493392_gen_0[i:I, j:J, k:K], (ufuncs.maximum(a_[i + 1:I + 1, j + 1:J + 1, k:K].astype(np.float64), np.float64(1.0)) / (np.float32(res) - asm[i:I, j:J, k:K]).astype(np.float64)).astype(np.float32), asm[i:I, j:J, k:K])
        t0_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((t0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(phi)), np.float64(4.0)))):
            asm[i:I, j:J, k:K] = np.where((t0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(phi)), np.float64(4.0))), (t0_gen_0[i:I, j:J, k:K] + (restrict[i - 2:I - 2, j:J, k + 1:K + 1].astype(np.float32) * phi).astype(np.float64)).astype(np.float32), asm[i:I, j:J, k:K])
            t0_gen_0[i:I, j:J, k:K] = np.where((t0_gen_0[i:I, j:J, k:K] < ufuncs.minimum(np.float64(ufuncs.abs(phi)), np.float64(4.0))), (t0_gen_0[i:I, j:J, k:K] + np.float64(1.0)), t0_gen_0[i:I, j:J, k:K])
            
        asm[i:I, j:J, k:K] = ((a_[i:I, j:J, lk + ((_a[i:I, j:J, k:K].astype(np.int64) + np.int64(1)) - np.int64(1))].astype(np.float64) + np.float64(0.5)) + ufuncs.remainder(np.float64((-(np.int64(2)))), np.float64(2.0))).astype(np.float32)
        mask_140153858839824_gen_0[i:I, j:J, k:K] = (ufuncs.erfc(asm[i:I, j:J, k:K]).astype(np.float64) != (asm[i:I, j:J, k:K].astype(np.float64) - a[i:I, j:J, k:K]))
        b_gen_0[i:I, j:J, k:K] = np.where(mask_140153858839824_gen_0[i:I, j:J, k:K], np.float64(0.0), b_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153858839824_gen_0[i:I, j:J, k:K], (b_gen_0[i:I, j:J, k:K] < np.float64(3.0)))):
            flux_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858839824_gen_0[i:I, j:J, k:K], (b_gen_0[i:I, j:J, k:K] < np.float64(3.0))), HUGE_VAL, flux_gen_0[i:I, j:J, k:K])
            b_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153858839824_gen_0[i:I, j:J, k:K], (b_gen_0[i:I, j:J, k:K] < np.float64(3.0))), (b_gen_0[i:I, j:J, k:K] + np.float64(1.0)), b_gen_0[i:I, j:J, k:K])
            
        inline_gen_0[i:I, j:J, k:K] = np.where(mask_140153858839824_gen_0[i:I, j:J, k:K], (asm[i:I, j:J, k:K] != np.float32((-(res)))), inline_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    