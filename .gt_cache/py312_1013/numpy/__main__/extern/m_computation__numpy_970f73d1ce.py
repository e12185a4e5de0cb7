import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmax, y, NAN, M_PI, delp, u, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    M_PI = Field(M_PI, _origin_['M_PI'], (True, True, True))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    u = Field(u, _origin_['u'], (True, True, True))
    
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    struct = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    i0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    int32_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153825922704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153830067408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153827257488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fabs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153822479696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J, k_:k_ + 1] = (M_PI[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64) + ufuncs.cbrt(np.float64(0.0)))
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.abs(pe[i:I, j:J, k_:k_ + 1]), delp[i + 2:I + 2, j:J, k_ + 1:k_ + 2].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(M_PI[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), np.int64(2)).astype(np.float64)
            res[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((res[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                mask_140153825922704_gen_0[i:I, j:J, k_:k_ + 1] = np.where((res[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (res[i:I, j:J, k_:k_ + 1] < ufuncs.floor(res[i:I, j:J, k_:k_ + 1])), mask_140153825922704_gen_0[i:I, j:J, k_:k_ + 1])
                struct[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((res[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), mask_140153825922704_gen_0[i:I, j:J, k_:k_ + 1]), M_PI[i:I, j:J, k_ - 1:k_], struct[i:I, j:J, k_:k_ + 1])
                i0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((res[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153825922704_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(-1.25) <= np.float64(-1.25))), ufuncs.float64(ufuncs.sinh(ufuncs.tanh(M_PI[i + 2:I + 2, j + 1:J + 1, k_ + 1:k_ + 2]))), i0[i:I, j:J, k_:k_ + 1])
                res[i:I, j:J, k_:k_ + 1] = np.where((res[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (res[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), res[i:I, j:J, k_:k_ + 1])
                
            mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(fmax[i + 2:I + 2, j:J, k_:k_ + 1]).astype(np.int32) >= y[i:I, j:J, k_:k_ + 1])
            i0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1], (fmax[i - 1:I - 1, j:J, k_ + 1:k_ + 2].astype(np.float64) + np.float64(2.0)), i0[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.where(mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), w[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1], (w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                int32_t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1], (w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (ufuncs.maximum(tend[i:I, j:J, k_:k_ + 1], w[i:I, j:J, k_:k_ + 1]) - ufuncs.round(ufuncs.float64(y[i:I, j:J, k_:k_ + 1]))), int32_t[i:I, j:J, k_:k_ + 1])
                w[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153830067408_gen_0[i:I, j:J, k_:k_ + 1], (w[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i:I, j + 2:J + 2, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (w[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), w[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[I - 2:I, j + 1:J - 1, k_:k_ + 1] = delp[I - 2:I, j + 1:J - 1, lk + ((u[I - 2:I, j + 1:J - 1, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))].astype(np.float64)
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(tend[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                struct[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(tend[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), np.float32(np.where((np.bitwise_not(((NAN[i:I, j:J, k_ + 1:k_ + 2] - NAN[i:I, j:J, k_ - 1:k_]) >= (struct[i:I, j:J, k_ - 1:k_].astype(np.float64) + np.float64(0.5))))), np.float64(2.0), ufuncs.tan(ufuncs.tanh(np.float64(1.5))))), struct[i:I, j:J, k_:k_ + 1])
                NAN[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(tend[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), ufuncs.log10((ufuncs.abs((pe[i:I, j:J, k_ + 1:k_ + 2] * pe[i:I, j:J, k_ + 1:k_ + 2])) + np.float64(0.5))), NAN[i:I, j:J, k_:k_ + 1])
                var_gen_0[i:I, j:J, k_:k_ + 1] = np.where((var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(tend[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (var_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var_gen_0[i:I, j:J, k_:k_ + 1])
                
            vc_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.float32(M_PI[i:I, j - 2:J - 2, k_ + 1:k_ + 2]), np.int64(2))
            mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1] = (vc_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) == tend[i:I, j:J, k_:k_ + 1])
            struct[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], np.where((w[i:I, j:J, k_ + 1:k_ + 2] <= delp[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64)), (y[i:I, j:J, k_ - 1:k_].astype(np.float64) + np.float64(-1.25)), np.where(((w[i:I, j:J, k_:k_ + 1] * struct[i:I, j:J, k_:k_ + 1].astype(np.float64)) <= (np.float64(2.0) * NAN[i:I, j:J, k_:k_ + 1])), struct[i:I, j:J, k_:k_ + 1].astype(np.float64), i0[i:I, j:J, k_ - 1:k_])).astype(np.float32), struct[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), zs[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (tend[i:I, j:J, k_:k_ + 1] - (i0[i:I, j:J, k_:k_ + 1] + fmax[i:I, j:J, lk + ((u[i:I, j:J, k_:k_ + 1].astype(np.int64) + np.int64(1)) - np.int64(1))].astype(np.float64))), phi_gen_0[i:I, j:J, k_:k_ + 1])
                zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (zs[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs[i:I, j:J, k_:k_ + 1])
                
            a[i:I, j:J, k_:k_ + 1] = np.where(mask_140153827257488_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(vc_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64), w[i:I, j:J, k_ + 1:k_ + 2]) + ufuncs.minimum(var_gen_0[i:I, j:J, k_:k_ + 1], pe[i:I, j:J, k_:k_ + 1])), a[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153822479696_gen_0[i:I, j:J, k_:k_ + 1] = np.where((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (NAN[i:I, j:J, k_:k_ + 1] <= ufuncs.remainder(np.float64(0.1), w[i:I, j:J, k_ - 1:k_])), mask_140153822479696_gen_0[i:I, j:J, k_:k_ + 1])
                union_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153822479696_gen_0[i:I, j:J, k_:k_ + 1]), (struct[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) < np.where((zs[i:I, j:J, k_:k_ + 1] != y[i:I, j:J, k_:k_ + 1].astype(np.float64)), res[i:I, j:J, k_ - 1:k_], y[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), union_gen_0[i:I, j:J, k_:k_ + 1])
                a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153822479696_gen_0[i:I, j:J, k_:k_ + 1]), int32_t[i:I, j:J, k_ - 1:k_], a[i:I, j:J, k_:k_ + 1])
                gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153822479696_gen_0[i:I, j:J, k_:k_ + 1]), (a[i:I, j:J, k_:k_ + 1] <= (np.float64(10.0) / (ufuncs.abs(NAN[i:I, j:J, k_ - 1:k_]) + np.float64(1.0)))), gz_gen_0[i:I, j:J, k_:k_ + 1])
                v_gen_0[i:I, j:J, k_:k_ + 1] = np.where((v_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (v_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), v_gen_0[i:I, j:J, k_:k_ + 1])
                
            fabs_gen_0[i:I, j:J, k_:k_ + 1] = ((struct[i:I, j:J, k_ - 1:k_].astype(np.float64) / (np.float64(ufuncs.abs(np.int64(7))) + np.float64(1.0))) + ufuncs.round(ufuncs.float64(delp[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    