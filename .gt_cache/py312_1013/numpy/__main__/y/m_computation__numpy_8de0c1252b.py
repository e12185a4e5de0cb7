import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, int32_t, j0, vc, void, qv, a, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    int32_t = Field(int32_t, _origin_['int32_t'], (True, True, True))
    j0 = Field(j0, _origin_['j0'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    
    uint8_t = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    goto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153852312592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847657616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    fabs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153849880656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        uint8_t[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0)))):
            mask_140153847657616_gen_0[i:I, j:J, k:K] = np.where((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), a[i - 2:I - 2, j - 1:J - 1, k:K], mask_140153847657616_gen_0[i:I, j:J, k:K])
            val[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), mask_140153847657616_gen_0[i:I, j:J, k:K]), int32_t[i - 2:I - 2, j:J, k:K], val[i:I, j:J, k:K])
            vc[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153847657616_gen_0[i:I, j:J, k:K]))), ufuncs.log((ufuncs.abs((vc[i:I, j:J, k:K] * vc[i:I, j:J, k:K])) + np.float64(0.5))), vc[i:I, j:J, k:K])
            val[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153847657616_gen_0[i:I, j:J, k:K]))), int32_t[i - 1:I - 1, j:J, k + 1:K + 1], val[i:I, j:J, k:K])
            mask_140153852312592_gen_0[i:I, j:J, k:K] = np.where((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), np.bitwise_and(a[i:I, j + 2:J + 2, k - 1:K - 1], a[i - 1:I - 1, j + 2:J + 2, k:K]), mask_140153852312592_gen_0[i:I, j:J, k:K])
            val[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), mask_140153852312592_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.abs(np.where(a[i:I, j:J, k:K], np.float64(3.5), uint8_t[i:I, j:J, k:K])), np.float64(0.5)), (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k:K])
            goto[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), mask_140153852312592_gen_0[i:I, j:J, k:K]), ((uint8_t[i:I, j:J, k:K] + int32_t[i - 1:I - 1, j:J, k:K].astype(np.float64)) / (void - uint8_t[i:I, j:J, k:K])), goto[i:I, j:J, k:K])
            vc[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), mask_140153852312592_gen_0[i:I, j:J, k:K]), ufuncs.float64(ufuncs.maximum(vc[i:I, j:J, k:K], np.float64(0.001))), vc[i:I, j:J, k:K])
            rho[i:I, j:J, k:K] = np.where(np.bitwise_and((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), (np.bitwise_not(mask_140153852312592_gen_0[i:I, j:J, k:K]))), ufuncs.minimum((int32_t[i + 1:I + 1, j:J, k + 1:K + 1].astype(np.float64) - vc[i:I, j:J, k:K]), ufuncs.round(ufuncs.float64(np.int64(7)))), rho[i:I, j:J, k:K])
            uint8_t[i:I, j:J, k:K] = np.where((uint8_t[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j + 1:J + 1, k:K]).astype(np.float64), np.float64(4.0))), (uint8_t[i:I, j:J, k:K] + np.float64(1.0)), uint8_t[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        goto[I - 1:I, J - 2:J - 1, k:K] = goto[I - 1:I, J - 2:J - 1, k:K]
        goto[i:i + 1, j:J, k:K] = goto[i:i + 1, j:J, k:K]
        rho[i:I, j:J, k:K] = ((-(val[i:I, j:J, k:K])).astype(np.float64) / (ufuncs.abs(ufuncs.arcsin(ufuncs.tanh(goto[i:I, j:J, k:K]))) + np.float64(1.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((vc[i:I, j:J, k_:k_ + 1] < (vc[i:I, j:J, k_:k_ + 1] * np.float64(0.001))), void, int32_t[i:I, j:J, k_ - 1:k_].astype(np.float64)) < (uint8_t[i:I, j:J, k_ + 1:k_ + 2] * rho[i:I, j:J, k_:k_ + 1]))
            j0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1], int32_t[i + 2:I + 2, j + 1:J + 1, k_:k_ + 1].astype(np.float64), j0[i:I, j:J, k_:k_ + 1])
            val[i:I, j:J, k_:k_ + 1] = np.where(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(goto[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), val[i:I, j:J, k_:k_ + 1])
            fabs_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1])), np.float64(0.0), fabs_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and((np.bitwise_not(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1])), (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j:J, lk + qv[i:I, j:J, k_:k_ + 1]]).astype(np.float64), np.float64(4.0))))):
                rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1])), (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j:J, lk + qv[i:I, j:J, k_:k_ + 1]]).astype(np.float64), np.float64(4.0)))), ufuncs.erf((j0[i:I, j:J, k_ + 1:k_ + 2] - np.float64(2.0))), rho[i:I, j:J, k_:k_ + 1])
                fabs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849880656_gen_0[i:I, j:J, k_:k_ + 1])), (fabs_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(int32_t[i:I, j:J, lk + qv[i:I, j:J, k_:k_ + 1]]).astype(np.float64), np.float64(4.0)))), (fabs_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), fabs_gen_0[i:I, j:J, k_:k_ + 1])
                
            rho[i:i + 1, j:J, k_:k_ + 1] = (-(ufuncs.maximum(void, int32_t[i:i + 1, j:J, k_:k_ + 1].astype(np.float64))))
            coef_gen_0[i:i + 1, j:J, k_:k_ + 1] = ufuncs.cos((goto[i:i + 1, j:J, k_ + 1:k_ + 2] - rho[i:i + 1, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            vc[i:I, j:J, k_:k_ + 1] = (vc[i:I, j:J, k_:k_ + 1] + (void + val[i:I, j:J, k_:k_ + 1].astype(np.float64)))
            # --- end horizontal block --

        # --- end vertical block ---
    