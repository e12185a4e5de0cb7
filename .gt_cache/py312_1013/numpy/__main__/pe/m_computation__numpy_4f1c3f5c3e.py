import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, a, void, area, pt, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    void = Field(void, _origin_['void'], (True, True, False))
    area = Field(area, _origin_['area'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmax = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333779173968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768166288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769959760_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333768397008_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333765351248_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    printf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    u__41f_45_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tmp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    v__41f_45_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767001488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770016400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767010192_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770835152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux__41f_45_24_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333768589456_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    nj_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = ufuncs.arcsin(ufuncs.tanh(ufuncs.remainder(a, pt[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64))))
            mask_140333779173968_gen_0[i:I, j:J, k_:k_ + 1] = ((a + area[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)) > ufuncs.float64(area[i:I, j:J, k_:k_ + 1]))
            mask_140333768166288_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333779173968_gen_0[i:I, j:J, k_:k_ + 1], (void[i:I, j + 2:J + 2] != ufuncs.int32(ufuncs.minimum(ufuncs.maximum(area[i:I, j:J, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64)), mask_140333768166288_gen_0[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333779173968_gen_0[i:I, j:J, k_:k_ + 1], mask_140333768166288_gen_0[i:I, j:J, k_:k_ + 1]), void[i + 2:I + 2, j:J].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333779173968_gen_0[i:I, j:J, k_:k_ + 1], mask_140333768166288_gen_0[i:I, j:J, k_:k_ + 1]), pt[i:I, j + 1:J + 1, k_ - 1:k_].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isfinite(rho[i:I, j:J, k_:k_ + 1]), (np.float64(np.int64(3)) + a), a)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0)))):
                mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), (np.where(cp, area[i:I, j:J, k_:k_ + 1].astype(np.float64), rho[i:I, j:J, k_:k_ + 1]) > rho[i:I, j:J, k_:k_ + 1]), mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(void[i:I, j:J]).astype(np.float64) + ufuncs.power(np.float64(10.0), np.int64(2))), c[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1]), x[i:I, j:J, k_ - 1:k_], c[i:I, j:J, k_:k_ + 1])
                mask_140333765351248_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.trunc(rho[i:I, j:J, k_:k_ + 1]) > np.where(((np.float64(1.0) / (ufuncs.abs(pt[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) == (-(np.float64(10.0)))), area[i:I, j:J, k_ - 1:k_].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])), mask_140333765351248_gen_0[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140333769959760_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140333765351248_gen_0[i:I, j:J, k_:k_ + 1]), ((-(x[i:I, j:J, k_:k_ + 1])) * np.where((np.float64(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(a, (-(np.float64(100000.0)))), np.float64(100000.0)))) <= (x[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(void[i:I, j + 1:J + 1]).astype(np.float64) + np.float64(1.0)))), area[i:I, j:J, k_:k_ + 1].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])), c[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i:I, j:J]).astype(np.float64), np.float64(4.0))), (x[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x[i:I, j:J, k_:k_ + 1])
                
            c[i:I, j:J, k_:k_ + 1] = ((void[i:I, j:J] - void[i + 2:I + 2, j + 1:J + 1]).astype(np.float64) * ufuncs.power(ufuncs.abs(pt[i:I, j:J, k_:k_ + 1]), np.float64(0.5)))
            mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1] = ((rho[i:I, j:J, k_:k_ + 1] + rho[i:I, j:J, k_:k_ + 1]) != (pt[i:I, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(area[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))
            fmax[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.minimum(ufuncs.maximum(x[i:I, j:J, k_ - 1:k_], x[i:I, j:J, k_:k_ + 1]), (pt[i + 2:I + 2, j:J, k_:k_ + 1] + void[i - 1:I - 1, j:J].astype(np.float32)).astype(np.float64)), fmax[i:I, j:J, k_:k_ + 1])
            delp[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], ((area[i:I, j:J, k_:k_ + 1] + np.float32(np.int64(0))) + ufuncs.float32(a)), delp[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), x[i:I, j:J, k_ - 1:k_].astype(np.float32), delp[i:I, j:J, k_:k_ + 1])
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1], (vc[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (vc[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc[i:I, j:J, k_:k_ + 1])
                
            y[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), y[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1])), (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0))))):
                delp[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1])), (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (-(np.where(((pt[i + 2:I + 2, j:J, k_ - 1:k_].astype(np.float64) - rho[i:I, j:J, k_:k_ + 1]) > (a * vc[i:I, j:J, k_:k_ + 1])), pt[i - 2:I - 2, j:J, k_:k_ + 1], void[i:I, j - 2:J - 2].astype(np.float32)))), delp[i:I, j:J, k_:k_ + 1])
                fmax[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1])), (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), ufuncs.power((area[i:I, j:J, k_:k_ + 1].astype(np.float64) + c[i:I, j:J, k_:k_ + 1]), np.int64(2)), fmax[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333768397008_gen_0[i:I, j:J, k_:k_ + 1])), (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(pt[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), np.float64(4.0)))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            coef[i:I, j:J, k_:k_ + 1] = np.float64(0.001)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isnan(ufuncs.remainder(fmax[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1]))
            printf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_or(ufuncs.isnan(x[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(void[i + 2:I + 2, j:J]).astype(np.float64) <= (x[i:I, j:J, k_:k_ + 1] + rho[i:I, j:J, k_:k_ + 1]))), printf_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((np.float64(0.001) + delp[i:I, j:J, k_:k_ + 1].astype(np.float64)) != ufuncs.power(ufuncs.abs(y[i:I, j:J, k_:k_ + 1]), np.float64(0.5))), fmax[i:I, j:J, k_ + 1:k_ + 2], void[i:I, j + 1:J + 1].astype(np.float64)) < vc[i:I, j:J, k_:k_ + 1]), mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1])
            flux__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), (delp[i:I, j:J, k_:k_ + 1].astype(np.float64) + x[i:I, j:J, k_:k_ + 1]), flux__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1])
            v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), (coef[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(vc[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))), v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1])
            u__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(3.5), u__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767001488_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), (v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140333767001488_gen_0[i:I, j:J, k_:k_ + 1])
            v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333767001488_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.001), v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333767010192_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), (flux__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0)), mask_140333767010192_gen_0[i:I, j:J, k_:k_ + 1])
            u__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), mask_140333767010192_gen_0[i:I, j:J, k_:k_ + 1]), (flux__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1] - ufuncs.arcsin(ufuncs.tanh(v__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1]))), u__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.round(flux__41f_45_24_gen_0[i:I, j:J, k_:k_ + 1]), c[i:I, j:J, k_:k_ + 1])
            fmax[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsinh(area[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64), fmax[i:I, j:J, k_:k_ + 1])
            tmp_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1], mask_140333770835152_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(delp[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) + (rho[i:I, j:J, k_ + 1:k_ + 2] + delp[i:I, j:J, k_:k_ + 1].astype(np.float64))), tmp_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333768589456_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1])), (x[i:I, j:J, k_:k_ + 1] >= pt[i:I, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64)), mask_140333768589456_gen_0[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333768589456_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(a) - np.where(printf_gen_0[i:I, j:J, k_:k_ + 1], fmax[i:I, j:J, k_:k_ + 1], a)), c[i:I, j:J, k_:k_ + 1])
            printf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333770016400_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140333768589456_gen_0[i:I, j:J, k_:k_ + 1]))), cp, printf_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(2)) + vc[i:I, j:J, k_:k_ + 1])
            nj_gen_0[i:I, j:J, k_:k_ + 1] = (-((rho[i:I, j:J, k_:k_ + 1] - fmax[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    