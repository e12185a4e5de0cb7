import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, sqrtf, expf, phi, a, stdout, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    sqrtf = Field(sqrtf, _origin_['sqrtf'], (True, True, True))
    expf = Field(expf, _origin_['expf'], (True, True, True))
    phi = Field(phi, _origin_['phi'], (True, True, True))
    a = Field(a, _origin_['a'], (False, False, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    do = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    it__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_13_31_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv__b66_16_15_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_19_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    it__b66_26_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__b66_26_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv__b66_19_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    it__b66_19_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153848476240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    malloc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153854689552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856787024_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((q[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                phi[i:I, j:J, k_:k_ + 1] = np.where((q[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ((stdout[i:I, j:J, k_:k_ + 1] + stdout[i:I, j:J, k_:k_ + 1]).astype(np.float64) / (ufuncs.abs(ufuncs.remainder(sqrtf[i:I, j + 2:J + 2, k_:k_ + 1], a[k_:k_ + 1].astype(np.float64))) + np.float64(1.0))), phi[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__b66_13_31_gen_0[i:I, j:J, k_:k_ + 1] = np.where((q[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), ufuncs.float32(np.float64(0.5)), RETURN_VALUE__b66_13_31_gen_0[i:I, j:J, k_:k_ + 1])
                phi[i:I, j:J, k_:k_ + 1] = np.where((q[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (q[i:I, j:J, k_:k_ + 1] * RETURN_VALUE__b66_13_31_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64)), phi[i:I, j:J, k_:k_ + 1])
                q[i:I, j:J, k_:k_ + 1] = np.where((q[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (q[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), q[i:I, j:J, k_:k_ + 1])
                
            expf[i:I, j:J, k_:k_ + 1] = expf[i:I, j:J, k_ + 1:k_ + 2]
            qv__b66_16_15_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.remainder(q[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_ - 1:k_])
            it__b66_16_15_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arccosh((ufuncs.abs(ufuncs.float64(a[k_:k_ + 1])) + np.float64(1.0)))
            expf[i:I, j:J, k_:k_ + 1] = ufuncs.float32(np.float64(0.5))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            qv__b66_19_35_gen_0[I - 1:I, j:j + 2, k_:k_ + 1] = ufuncs.ceil(expf[I - 1:I, j:j + 2, k_:k_ + 1])
            it__b66_19_35_gen_0[I - 1:I, j:j + 2, k_:k_ + 1] = ufuncs.erfc(ufuncs.float64(a[k_:k_ + 1]))
            RETURN_VALUE__b66_19_35_gen_0[I - 1:I, j:j + 2, k_:k_ + 1] = ufuncs.float32(np.float64(0.5))
            stdout[I - 1:I, j:j + 2, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(RETURN_VALUE__b66_19_35_gen_0[I - 1:I, j:j + 2, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0)))
            expf[I - 1:I, j:j + 2, k_:k_ + 1] = ((np.float64(np.int64(7)) / q[I - 1:I, j:j + 2, k_ - 1:k_]) * q[I - 1:I, j:j + 2, k_:k_ + 1]).astype(np.float32)
            ua[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                area[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ((-(phi[i:I, j:J, k_:k_ + 1])) * ufuncs.tan(ufuncs.tanh(ufuncs.float64(a[k_:k_ + 1])))), area[i:I, j:J, k_:k_ + 1])
                mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (ufuncs.sinh(ufuncs.tanh(area[i:I, j:J, k_:k_ + 1])) == ufuncs.erf(ufuncs.float64(a[k_:k_ + 1]))), mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1])
                expf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(q[i:I, j:J, k_:k_ + 1], q[i:I, j:J, k_:k_ + 1]) - (ua[i:I, j:J, k_:k_ + 1] + area[i:I, j:J, k_ - 1:k_])).astype(np.float32), expf[i:I, j:J, k_:k_ + 1])
                it__b66_26_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1]), area[i:I, j:J, k_ + 1:k_ + 2], it__b66_26_22_gen_0[i:I, j:J, k_:k_ + 1])
                RETURN_VALUE__b66_26_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.float32(np.float64(0.5)), RETURN_VALUE__b66_26_22_gen_0[i:I, j:J, k_:k_ + 1])
                do[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140153848476240_gen_0[i:I, j:J, k_:k_ + 1]), (-(RETURN_VALUE__b66_26_22_gen_0[i:I, j:J, k_:k_ + 1])), do[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where((ua[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (ua[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(area[i:I, j:J, k_:k_ + 1], phi[i:I, j:J, k_:k_ + 1]) == np.float64((-(np.int64(2)))))
            malloc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), malloc_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (malloc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (malloc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), ufuncs.power(ufuncs.abs(phi[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), phi[i:I, j:J, k_:k_ + 1])
                expf[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (malloc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (np.where((ufuncs.float32(a[k_ + 1:k_ + 2]) >= a[k_:k_ + 1].astype(np.float32)), expf[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), sqrtf[i:I, j - 1:J - 1, k_:k_ + 1]) - (np.float64((-(np.int64(1)))) + area[i:I, j:J, k_:k_ + 1])).astype(np.float32), expf[i:I, j:J, k_:k_ + 1])
                malloc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (malloc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(a[k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (malloc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), malloc_gen_0[i:I, j:J, k_:k_ + 1])
                
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), var_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), ((do[i:I, j:J, k_:k_ + 1].astype(np.float64) * q[i:I, j:J, k_:k_ + 1]) - ufuncs.maximum(q[i:I, j:J, k_:k_ + 1], area[i:I, j:J, k_:k_ + 1])), phi[i:I, j:J, k_:k_ + 1])
                var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], (var_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (var_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), var_gen_0[i:I, j:J, k_:k_ + 1])
                
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1], ((phi[i:I, j:J, k_ - 1:k_] + stdout[i:I, j:J, k_:k_ + 1].astype(np.float64)) * ufuncs.floor(do[i:I, j:J, k_:k_ + 1]).astype(np.float64)), area[i:I, j:J, k_:k_ + 1])
            mask_140153856787024_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or(((phi[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs(do[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) <= (do[i:I, j:J, k_:k_ + 1].astype(np.float64) * ua[i:I, j:J, k_:k_ + 1])), ((malloc_gen_0[i:I, j:J, k_:k_ + 1] * sqrtf[i:I, j - 2:J - 2, k_:k_ + 1]) < ufuncs.log((ufuncs.abs(np.float64(3.5)) + np.float64(0.5))))), mask_140153856787024_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153856787024_gen_0[i:I, j:J, k_:k_ + 1]), (area[i:I, j:J, k_:k_ + 1] > q[i:I, j:J, k_:k_ + 1]), w_gen_0[i:I, j:J, k_:k_ + 1])
            w_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153854689552_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153856787024_gen_0[i:I, j:J, k_:k_ + 1]))), ((do[i:I, j:J, k_:k_ + 1].astype(np.float64) + var_gen_0[i:I, j:J, k_:k_ + 1]) == (stdout[i:I, j:J, k_ + 1:k_ + 2] - a[k_:k_ + 1].astype(np.int64)).astype(np.float64)), w_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    