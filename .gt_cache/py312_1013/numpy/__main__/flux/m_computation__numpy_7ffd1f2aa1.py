import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, pt, struct, pe, c, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    struct = Field(struct, _origin_['struct'], (True, True, False))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    b_1_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758972240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__655_15_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333757732816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    t0__655_15_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__655_15_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan__d86_24_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333761043728_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp__d86_24_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    uint8_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area__d86_24_30_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333758156688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        b_1_[i:I, j:J, k:K] = (np.float64(c) * (np.float64(np.int64(2)) * pt[i:I, j:J, k:K]))
        b_1_[i:I, j:J, k:K] = (np.where(((np.float64(10.0) * pt[i:I, j:J, k:K]) != ufuncs.power(pe[i - 1:I - 1, j:J, k:K], np.int64(2)).astype(np.float64)), struct[i - 1:I - 1, j:J], struct[i + 1:I + 1, j:J]) * b_1_[i:I, j:J, k:K])
        mask_140333757732816_gen_0[i:I, j:J, k:K] = np.bitwise_and(((b_1_[i:I, j:J, k:K] * pt[i:I, j:J, k:K]) == ufuncs.gamma((ufuncs.minimum(ufuncs.abs(struct[i - 1:I - 1, j - 2:J - 2]), np.float64(6.0)) + np.float64(0.5)))), np.bitwise_and((dz[i:I, j:J, k + 1:K + 1].astype(np.float64) <= (np.float64(c) * pt[i:I, j:J, k:K])), ((pe[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float64) / (ufuncs.abs(dz[i:I, j:J, k + 1:K + 1]).astype(np.float64) + np.float64(1.0))) > struct[i:I, j:J])))
        q[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], ufuncs.tan(ufuncs.tanh((b_1_[i:I, j:J, k:K] / (ufuncs.abs(pt[i:I, j:J, k + 1:K + 1]) + np.float64(1.0))))), q[i:I, j:J, k:K])
        t0__655_15_24_gen_0[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], np.float64(1.5), t0__655_15_24_gen_0[i:I, j:J, k:K])
        a__655_15_24_gen_0[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], struct[i:I, j:J], a__655_15_24_gen_0[i:I, j:J, k:K])
        mask_140333758972240_gen_0[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], (t0__655_15_24_gen_0[i:I, j:J, k:K] < np.float64(1.0)), mask_140333758972240_gen_0[i:I, j:J, k:K])
        a__655_15_24_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333757732816_gen_0[i:I, j:J, k:K], mask_140333758972240_gen_0[i:I, j:J, k:K]), t0__655_15_24_gen_0[i:I, j:J, k:K], a__655_15_24_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__655_15_24_gen_0[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], ((t0__655_15_24_gen_0[i:I, j:J, k:K] / (ufuncs.abs(t0__655_15_24_gen_0[i:I, j:J, k:K]) + np.float64(1.0))) * t0__655_15_24_gen_0[i:I, j:J, k:K]), RETURN_VALUE__655_15_24_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(mask_140333757732816_gen_0[i:I, j:J, k:K], ufuncs.minimum(RETURN_VALUE__655_15_24_gen_0[i:I, j:J, k:K], (pt[i:I, j:J, k:K] - q[i:I, j:J, k:K])), q[i:I, j:J, k:K])
        b_1_[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333757732816_gen_0[i:I, j:J, k:K])), ((np.float64(c) * struct[i:I, j + 1:J + 1]) - (struct[i + 2:I + 2, j + 2:J + 2] - q[i:I, j:J, k:K])), b_1_[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        b_1_[i + 1:I, j:j + 2, k:K] = ufuncs.maximum((-(pt[i + 1:I, j:j + 2, k + 1:K + 1])), ufuncs.round(ufuncs.float64(pe[i + 3:I + 2, j + 1:j + 3, k:K])))
        b_1_[i + 1:I, j:j + 2, k:K] = ((dz[i + 1:I, j:j + 2, k + 1:K + 1].astype(np.float64) + np.float64(1.5)) / (ufuncs.abs((dz[i + 1:I, j:j + 2, k:K].astype(np.float32) + c)).astype(np.float64) + np.float64(1.0)))
        b_1_[i:i + 2, j + 2:J - 1, k:K] = ufuncs.maximum((-(pt[i:i + 2, j + 2:J - 1, k + 1:K + 1])), ufuncs.round(ufuncs.float64(pe[i + 2:i + 4, j + 3:J, k:K])))
        b_1_[i:i + 2, j + 2:J - 1, k:K] = ((dz[i:i + 2, j + 2:J - 1, k + 1:K + 1].astype(np.float64) + np.float64(1.5)) / (ufuncs.abs((dz[i:i + 2, j + 2:J - 1, k:K].astype(np.float32) + c)).astype(np.float64) + np.float64(1.0)))
        mask_140333761043728_gen_0[i:I, j:J, k:K] = ((pe[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.float64) - q[i:I, j:J, k:K]) != (q[i:I, j:J, k:K] + dz[i:I, j:J, k:K].astype(np.float64)))
        b_1_[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], ((np.float64(c) * b_1_[i:I, j:J, k:K]) / np.float64(c)), b_1_[i:I, j:J, k:K])
        cp__d86_24_30_gen_0[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], ufuncs.float32(np.float64(2.0)), cp__d86_24_30_gen_0[i:I, j:J, k:K])
        nan__d86_24_30_gen_0[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], (np.float64(c) - b_1_[i:I, j:J, k:K]), nan__d86_24_30_gen_0[i:I, j:J, k:K])
        area__d86_24_30_gen_0[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], (pe[i + 1:I + 1, j - 1:J - 1, k:K].astype(np.float64) * np.float64(2.0)), area__d86_24_30_gen_0[i:I, j:J, k:K])
        uint8_t_gen_0[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], ((-(area__d86_24_30_gen_0[i:I, j:J, k:K])) + cp__d86_24_30_gen_0[i:I, j:J, k:K].astype(np.float64)), uint8_t_gen_0[i:I, j:J, k:K])
        vc_gen_0[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], np.float64(10.0), vc_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(mask_140333761043728_gen_0[i:I, j:J, k:K], (np.float64(c) - vc_gen_0[i:I, j:J, k:K]), q[i:I, j:J, k:K])
        mask_140333758156688_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333761043728_gen_0[i:I, j:J, k:K])), np.bitwise_or(((np.float64(10.0) - vc_gen_0[i:I, j:J, k:K]) <= struct[i:I, j:J]), ((pe[i:I, j + 1:J + 1, k:K].astype(np.float64) * pt[i:I, j:J, k + 1:K + 1]) >= (struct[i + 2:I + 2, j - 2:J - 2] + dz[i:I, j:J, k:K].astype(np.float64)))), mask_140333758156688_gen_0[i:I, j:J, k:K])
        tend_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333761043728_gen_0[i:I, j:J, k:K])), mask_140333758156688_gen_0[i:I, j:J, k:K]), ((struct[i:I, j:J] + struct[i + 1:I + 1, j:J]) * (vc_gen_0[i:I, j:J, k:K] / np.float64(1.0))), tend_gen_0[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140333761043728_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140333758156688_gen_0[i:I, j:J, k:K]))), np.where((vc_gen_0[i:I, j:J, k:K] > tend_gen_0[i:I, j:J, k:K]), (uint8_t_gen_0[i:I, j:J, k:K] * pt[i:I, j:J, k:K]), ufuncs.log((ufuncs.abs(b_1_[i:I, j:J, k:K]) + np.float64(0.5)))), q[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = ufuncs.minimum(uint8_t_gen_0[i:I, j:J, k:K], (uint8_t_gen_0[i:I, j:J, k:K] - struct[i:I, j - 2:J - 2]))
        u_gen_0[i:I, j:J, k:K] = ((np.float64(c) - struct[i + 2:I + 2, j + 1:J + 1]) < np.float64((c - c)))
        # --- end horizontal block --

        # --- end vertical block ---
    