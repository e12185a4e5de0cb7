import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmin, const, pt, c, res, area, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    const = Field(const, _origin_['const'], (True, True, False))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    
    asm = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333779753488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776491856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333778457488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777631312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776153744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776288144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776441424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333777841104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    signed_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            const[i + 1:I - 1, j + 1:J - 1] = np.float64(np.int64(1))
            const[i + 1:I - 1, j + 1:J - 1] = np.where((c[i + 1:I - 1, j - 1:J - 3, k_ - 1:k_].astype(np.int32) != area[i + 1:I - 1, j + 1:J - 1, k_ - 1:k_]), np.where((ufuncs.abs(area[i + 1:I - 1, j + 1:J - 1, k_ + 1:k_ + 2]) < (area[i + 1:I - 1, j + 1:J - 1, k_:k_ + 1] * pt[i:I - 2, j + 3:J + 1, k_ + 1:k_ + 2].astype(np.int32))), pt[i + 1:I - 1, j + 1:J - 1, k_:k_ + 1].astype(np.int32), area[i + 1:I - 1, j + 1:J - 1, k_ + 1:k_ + 2]).astype(np.float64), np.float64(1.5))
            const[i + 1:I - 1, j + 1:J - 1] = ((np.float32((-(np.int64(1)))) + fmin) - np.where((area[i + 1:I - 1, j + 1:J - 1, k_ - 1:k_].astype(np.float64) <= (const[i + 1:I - 1, j + 1:J - 1] - const[i + 1:I - 1, j + 1:J - 1])), c[i + 1:I - 1, j + 1:J - 1, k_ + 1:k_ + 2], pt[i + 1:I - 1, j + 1:J - 1, k_:k_ + 1]).astype(np.float32)).astype(np.float64)
            mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isinf(ufuncs.minimum(const[i:I, j:J], np.float64(np.int64(1))))
            mask_140333779753488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan((np.float32(np.int64(1)) / area[i:I, j:J, k_:k_ + 1].astype(np.float32))), mask_140333779753488_gen_0[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779753488_gen_0[i:I, j:J, k_:k_ + 1]), ((np.float64(res) + const[i:I, j:J]) == (fmin + c[i + 2:I + 2, j + 2:J + 2, k_ - 1:k_].astype(np.float32)).astype(np.float64)), asm[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779753488_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.int32(c[i + 1:I + 1, j:J, k_ - 1:k_]).astype(np.int64) > np.where(asm[i:I, j:J, k_:k_ + 1], c[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.int64), np.int64(1))), asm[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64((np.float32(np.int64(1)) / res)), val[i:I, j:J, k_:k_ + 1])
            mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), (area[i:I, j:J, k_:k_ + 1] < c[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.int32)), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(ufuncs.power(res, np.int64(2))) == ufuncs.arccos(ufuncs.tanh(ufuncs.float64(c[i + 1:I + 1, j:J, k_ + 1:k_ + 2])))), mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1]), (res <= np.float32(np.int64(2))), asm[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1]), area[i:I, j:J, k_:k_ + 1].astype(np.float64), const[i:I, j:J])
            mask_140333778457488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.minimum(pt[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2], pt[i:I, j:J, k_ - 1:k_]).astype(np.float64) != ufuncs.minimum(np.float64(res), const[i:I, j:J])), mask_140333778457488_gen_0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333778457488_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((val[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), val[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140333777631312_gen_0[i:I, j:J, k_:k_ + 1]))), (np.bitwise_not(mask_140333778457488_gen_0[i:I, j:J, k_:k_ + 1]))), (np.where((ufuncs.float64(np.int64(1)) == ufuncs.remainder(pt[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(0.001))), val[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1].astype(np.float64)) / (ufuncs.abs(np.where(((np.float64(2.0) + pt[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.float64)) <= np.float64((np.float32(np.int64(1)) + res))), val[i:I, j:J, k_ - 1:k_], val[i:I, j:J, k_:k_ + 1])) + np.float64(1.0))), const[i:I, j:J])
            const[i:I, j:J] = np.where(np.bitwise_and((np.bitwise_not(mask_140333776491856_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333776153744_gen_0[i:I, j:J, k_:k_ + 1]))), np.float64(np.int64(1)), const[i:I, j:J])
            val[i:I, j:J, k_:k_ + 1] = ufuncs.float64(ufuncs.sinh(ufuncs.tanh(res)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            asm[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((np.bitwise_not(asm[i:I, j:J, k_:k_ + 1]))))
            mask_140333776441424_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((fmin < c[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1].astype(np.float32)), asm[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J] = np.where(mask_140333776441424_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.minimum(c[i:I, j + 1:J + 1, k_:k_ + 1], c[i:I, j:J, k_ - 1:k_]).astype(np.float32) + ufuncs.float32(val[i:I, j:J, k_:k_ + 1])).astype(np.float64), const[i:I, j:J])
            mask_140333776288144_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333776441424_gen_0[i:I, j:J, k_:k_ + 1])), (val[i:I, j:J, k_:k_ + 1] >= area[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140333776288144_gen_0[i:I, j:J, k_:k_ + 1])
            asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333776441424_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333776288144_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.isnan(ufuncs.exp(ufuncs.minimum(val[i:I, j:J, k_ - 1:k_], np.float64(5.0)))), asm[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(3.5) + np.float64(np.int64(1))) != (const[i:I, j:J] * pt[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            unsigned_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), unsigned_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1], (unsigned_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))))):
                const[i:I, j:J] = np.where(np.bitwise_and(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1], (unsigned_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), c[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64), const[i:I, j:J])
                flux_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1], (unsigned_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), np.int64(1), flux_gen_0[i:I, j:J, k_:k_ + 1])
                unsigned_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1], (unsigned_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (unsigned_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), unsigned_gen_0[i:I, j:J, k_:k_ + 1])
                
            signed_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333777841104_gen_0[i:I, j:J, k_:k_ + 1])), (flux_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) + unsigned_gen_0[i:I, j:J, k_:k_ + 1]), signed_gen_0[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = flux_gen_0[i:I, j:J, k_:k_ + 1]
            # --- end horizontal block --

        # --- end vertical block ---
    