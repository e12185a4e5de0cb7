import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, q, pt, res, gz, coef, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    q = Field(q, _origin_['q'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, False))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tj0 = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (0, 1, 0), (True, True, True))
    printf__0e0_15_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333779754896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux__0e0_15_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333775288144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__0e0_15_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua__0e0_15_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nan_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333779475856_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333776336400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    powf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774795536_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(q[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64), np.float64(0.5)) < ufuncs.float32(gz[i - 1:I - 1, j - 2:J - 2]).astype(np.float64))
            pt[i:I, j:J, k_:k_ + 1] = np.where(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64((res - res)) / (np.float64(1.5) + pt[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_ + 1:k_ + 2] = np.where(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(np.where((np.where((np.float64(0.001) == np.float64(0.25)), np.int64(7), pt[i:I, j:J, k_:k_ + 1]).astype(np.float64) >= np.float64(2.0)), np.float64(0.001), gz[i - 2:I - 2, j:J])), (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k_ + 1:k_ + 2])
            coef[i:I, j:J, k_:k_ + 1] = np.where(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1], ((pt[i:I, j:J, k_:k_ + 1] - res).astype(np.float64) > np.float64(2.0)), coef[i:I, j:J, k_:k_ + 1])
            mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), (gz[i:I, j:J] == pt[i:I, j:J, k_:k_ + 1].astype(np.float64)), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1])
            ua__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.1), ua__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1])
            printf__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.1) + np.float64(res)), printf__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1])
            flux__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(np.float64(0.1)), np.float64(6.0)) + np.float64(0.5))), flux__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]), ((ua__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1] * flux__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1]) - ufuncs.float64(ua__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1])), RETURN_VALUE__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__0e0_15_31_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333779754896_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333775288144_gen_0[i:I, j:J, k_:k_ + 1]))), ((pt[i:I, j:J, k_ - 1:k_] - res).astype(np.float64) / (ufuncs.abs((np.float64(2.0) / (ufuncs.abs(q[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))) + np.float64(1.0))), area[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 1
            j, J = _dj_ - 1, _dJ_ + 0

            tj0[i:I, j:J, k_:k_ + 1] = ufuncs.float64((q[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64) - np.float64(10.0)))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            nan_gen_0[i:I, j:J, k_:k_ + 1] = delp
            coef[i:I, j:J, k_:k_ + 1] = np.bitwise_and((pt[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) <= tj0[i:I, j:J, k_:k_ + 1]), ((np.float64(res) + tj0[i + 1:I + 1, j:J, k_:k_ + 1]) > (gz[i:I, j + 2:J + 2] - np.float64(0.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((pt[i:I, j:J, k_:k_ + 1] <= res), np.bitwise_or(((pt[i:I, j:J, k_:k_ + 1] - (-(np.int64(2)))).astype(np.float64) <= area[i:I, j:J, k_:k_ + 1]), delp))
            mask_140333779475856_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1], (q[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1].astype(np.int64) > pt[i:I, j:J, k_ + 1:k_ + 2]), mask_140333779475856_gen_0[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779475856_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float64(np.float64(2.0)), dz_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333779475856_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.erf(np.where(((pt[i:I, j:J, k_:k_ + 1].astype(np.float64) - gz[i:I, j - 2:J - 2]) > np.float64(res)), tj0[i:I, j:J, k_:k_ + 1], np.float64(1.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k_:k_ + 1])
            powf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.exp(ufuncs.minimum(ufuncs.sqrt(ufuncs.abs(area[i:I, j:J, k_:k_ + 1])), np.float64(5.0))), powf_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333774795536_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.1) == np.float64((-(np.int64(2)))))), ((dz_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(gz[i + 1:I + 1, j:J]) + np.float64(1.0))) >= tj0[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_]), mask_140333774795536_gen_0[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.1) == np.float64((-(np.int64(2)))))), mask_140333774795536_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(((dz_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(dz_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) != dz_gen_0[i:I, j:J, k_:k_ + 1]), q[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64), gz[i + 2:I + 2, j:J]) * tj0[i:I, j:J, k_:k_ + 1]), dz_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(0.1) == np.float64((-(np.int64(2)))))), mask_140333774795536_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(np.bitwise_or((ufuncs.float32(dz_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64) > (-(np.float64(1.0)))), coef[i:I, j:J, k_ - 1:k_]), (np.float64(res) + dz_gen_0[i:I, j:J, k_:k_ + 1]), (-(pt[i:I, j:J, k_ - 1:k_])).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), pt[i:I, j:J, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333776336400_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((np.float64(0.1) == np.float64((-(np.int64(2)))))))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(gz[i - 1:I - 1, j:J]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64), dz_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    