import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, gz, ni, area, x, printf, qv, struct, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    gz = Field(gz, _origin_['gz'], (True, True, True))
    ni = Field(ni, _origin_['ni'], (False, False, True))
    printf = Field(printf, _origin_['printf'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    struct = Field(struct, _origin_['struct'], (True, True, True))
    var = Field(var, _origin_['var'], (True, True, True))
    
    rand = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    asm = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865886352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866059152_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rand[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((rand[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                phi[i:I, j:J, k_:k_ + 1] = np.where((rand[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.float64((x * x)) == np.float64(0.25)), phi[i:I, j:J, k_:k_ + 1])
                gz[i:I, j:J, k_:k_ + 1] = np.where((rand[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), np.float64(area), gz[i:I, j:J, k_:k_ + 1])
                asm[i:I, j:J, k_:k_ + 1] = np.where((rand[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ufuncs.power(ufuncs.float64(np.int64(3)), np.int64(2)), asm[i:I, j:J, k_:k_ + 1])
                rand[i:I, j:J, k_:k_ + 1] = np.where((rand[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (rand[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), rand[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            struct[i:I, j:J, k_:k_ + 1] = np.int64(3)
            mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(ufuncs.isinf(rand[i:I, j:J, k_:k_ + 1]), (asm[i:I, j:J, k_:k_ + 1] > gz[i:I, j:J, k_ - 1:k_]))
            struct[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.cbrt(rand[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), struct[i:I, j:J, k_:k_ + 1])
            tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), tend_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], (tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)))):
                asm[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], (tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), np.float64(area), asm[i:I, j:J, k_:k_ + 1])
                tend_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], (tend_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))), (tend_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), tend_gen_0[i:I, j:J, k_:k_ + 1])
                
            phi[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866059152_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((ufuncs.power(gz[i:I, j:J, k_:k_ + 1], np.int64(2)) >= struct[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.bitwise_or((ufuncs.gamma((ufuncs.minimum(ufuncs.abs(rand[i:I, j:J, k_:k_ + 1]), np.float64(6.0)) + np.float64(0.5))) <= ufuncs.float64((-(np.int64(2))))), bool(bool(True)))), phi[i:I, j:J, k_:k_ + 1])
            mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.bitwise_not((printf[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float32) < x))), (printf[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64) < tend_gen_0[i:I, j:J, k_:k_ + 1]))
            gz[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.arcsinh(ufuncs.float64(printf[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1])) * (rand[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(3)))), gz[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), ua[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1])), (ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0))))):
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1])), (ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))), (np.bitwise_not(qv[i:I, j + 1:J + 1, k_:k_ + 1])), coef_gen_0[i:I, j:J, k_:k_ + 1])
                dz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1])), (ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))), ufuncs.float64(struct[i:I, j:J, k_:k_ + 1]), dz[i:I, j:J, k_:k_ + 1])
                ua[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153865886352_gen_0[i:I, j:J, k_:k_ + 1])), (ua[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(np.int64(3))), np.float64(4.0)))), (ua[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), ua[i:I, j:J, k_:k_ + 1])
                
            dz[i:I, j:J, k_:k_ + 1] = (ni[k_ + 1:k_ + 2] + np.float64(x))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            dz[i:I, j:J, k_:k_ + 1] = np.float64((-(np.int64(3))))
            gz[i:I, j:J, k_ + 1:k_ + 2] = (ua[i:I, j:J, k_:k_ + 1] + ufuncs.power(ni[k_:k_ + 1], np.int64(2)))
            vc_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.ceil(x)
            var[i:I, j:J, k_:k_ + 1] = ((struct[i:I, j:J, k_:k_ + 1].astype(np.float32) * x).astype(np.float64) == ufuncs.sinh(ufuncs.tanh(np.float64(2.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    