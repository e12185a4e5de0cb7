import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, phi, union, strides, fmod, pe, cp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    phi = Field(phi, _origin_['phi'], (True, True, True))
    union = Field(union, _origin_['union'], (True, True, False))
    fmod = Field(fmod, _origin_['fmod'], (True, True, False))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, True))
    
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    jt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int16, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (0, 1, 0), (True, True, True))
    j0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    restrict = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_run = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153854710800_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853022416_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852717136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852454736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850470352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850466896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847585104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    w__e62_28_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e62_28_35_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153851665168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153851372432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852449808_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858788432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852203792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853656912_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853530832_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val__41f_81_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    ua__41f_81_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    unsigned_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849772176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852202640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853769104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852210896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    k0__41f_81_25_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153853542160_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153848064592_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    inline_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858788560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849108176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            b[i:I, j:J, k_:k_ + 1] = cp[i:I, j:J, k_ + 1:k_ + 2]
            mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and(((phi[i:I, j:J, k_:k_ + 1] + phi[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64) >= (np.float64(0.25) * pe[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), (union[i + 2:I + 2, j:J] != pe[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)))
            mask_140153853022416_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], (pe[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64) <= (np.int64(1) - (-(np.int64(1))))), mask_140153853022416_gen_0[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], mask_140153853022416_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.power(cp[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1], np.int64(2)), np.int64(2)).astype(np.int32), b[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], mask_140153853022416_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.cos(ufuncs.float64((fmod[i - 1:I - 1, j + 1:J + 1].astype(np.int32) + cp[i:I, j - 1:J - 1, k_ - 1:k_]))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153853022416_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(ufuncs.float64(b[i:I, j:J, k_:k_ + 1]), union[i:I, j:J]), (-(np.float64(100000.0)))), np.float64(100000.0))), b[i:I, j:J, k_:k_ + 1])
            b[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((union[i:I, j + 1:J + 1] / (ufuncs.abs(np.float64(0.25)) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), b[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_:k_ + 1] = np.where(mask_140153854710800_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.arcsinh(ufuncs.float64(union[i:I, j - 1:J - 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k_:k_ + 1])
            phi[i:I, j:J, k_ - 1:k_] = phi[i:I, j:J, k_:k_ + 1]
            phi[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((union[i + 2:I + 2, j - 1:J - 1] - b[i:I, j:J, k_:k_ + 1].astype(np.float64)) * ufuncs.remainder(phi[i:I, j:J, k_ - 1:k_], pe[i:I, j:J, k_ - 1:k_].astype(np.int64)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((np.bitwise_not(((strides * strides) >= b[i:I, j:J, k:K]))), (pe[i:I, j:J, k:K].astype(np.float64) + np.float64(0.001)), b[i:I, j:J, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        mask_140153847585104_gen_0[i:I, j:J, k:K] = (ufuncs.float64(phi[i:I, j:J, k:K]) < (phi[i:I, j:J, k:K] + fmod[i - 2:I - 2, j - 1:J - 1].astype(np.int64)).astype(np.float64))
        phi[i:I, j:J, k:K] = np.where(mask_140153847585104_gen_0[i:I, j:J, k:K], (ufuncs.remainder(np.int64(strides), phi[i:I, j:J, k:K]) - np.int64(strides)), phi[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(mask_140153847585104_gen_0[i:I, j:J, k:K], pe[i:I, j:J, k:K], b[i:I, j:J, k:K])
        mask_140153851372432_gen_0[i:I, j:J, k:K] = np.where(mask_140153847585104_gen_0[i:I, j:J, k:K], np.bitwise_or((fmod[i - 1:I - 1, j:J].astype(np.int64) > phi[i:I, j:J, k:K]), np.bitwise_and(((pe[i:I, j:J, k:K] - strides).astype(np.float64) <= ufuncs.tan(ufuncs.tanh(ufuncs.float64(cp[i:I, j - 2:J - 2, k:K])))), (fmod[i:I, j - 2:J - 2].astype(np.int64) != phi[i:I, j:J, k:K]))), mask_140153851372432_gen_0[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), (ufuncs.float64(union[i - 2:I - 2, j:J]) - ufuncs.int64(cp[i - 1:I - 1, j:J, k:K]).astype(np.float64)), jt[i:I, j:J, k:K])
        w__e62_28_35_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), union[i:I, j:J], w__e62_28_35_gen_0[i:I, j:J, k:K])
        w__e62_28_35_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), w__e62_28_35_gen_0[i:I, j:J, k:K], w__e62_28_35_gen_0[i:I, j:J, k:K])
        mask_140153850466896_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), (w__e62_28_35_gen_0[i:I, j:J, k:K] < np.float64(1.0)), mask_140153850466896_gen_0[i:I, j:J, k:K])
        w__e62_28_35_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), mask_140153850466896_gen_0[i:I, j:J, k:K]), (w__e62_28_35_gen_0[i:I, j:J, k:K] + ufuncs.remainder(w__e62_28_35_gen_0[i:I, j:J, k:K], w__e62_28_35_gen_0[i:I, j:J, k:K])), w__e62_28_35_gen_0[i:I, j:J, k:K])
        w__e62_28_35_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), (np.bitwise_not(mask_140153850466896_gen_0[i:I, j:J, k:K]))), (w__e62_28_35_gen_0[i:I, j:J, k:K] + w__e62_28_35_gen_0[i:I, j:J, k:K]), w__e62_28_35_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__e62_28_35_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), ((w__e62_28_35_gen_0[i:I, j:J, k:K] - w__e62_28_35_gen_0[i:I, j:J, k:K]) * ufuncs.abs(w__e62_28_35_gen_0[i:I, j:J, k:K])), RETURN_VALUE__e62_28_35_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(RETURN_VALUE__e62_28_35_gen_0[i:I, j:J, k:K], np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847585104_gen_0[i:I, j:J, k:K], mask_140153851372432_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(union[i:I, j + 1:J + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        mask_140153852454736_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153847585104_gen_0[i:I, j:J, k:K])), (jt[i:I, j:J, k:K] == (np.float64(np.int64(0)) + jt[i:I, j:J, k:K])), mask_140153852454736_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153847585104_gen_0[i:I, j:J, k:K])), mask_140153852454736_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(pe[i:I, j:J, k:K])) * np.float64(0.5))) * (phi[i:I, j:J, k:K] - b[i:I, j:J, k:K].astype(np.int64)).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153847585104_gen_0[i:I, j:J, k:K])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((union[i:I, j - 1:J - 1] * (pe[i:I, j:J, k:K].astype(np.float64) * jt[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        fmin[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((fmin[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0)))):
            b[i:I, j:J, k:K] = np.where((fmin[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.where((b[i:I, j:J, k:K] == strides), fmod[i:I, j - 2:J - 2].astype(np.float64), union[i - 2:I - 2, j - 1:J - 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), b[i:I, j:J, k:K])
            fmin[i:I, j:J, k:K] = np.where((fmin[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(cp[i:I, j:J, k:K]).astype(np.float64), np.float64(4.0))), (fmin[i:I, j:J, k:K] + np.float64(1.0)), fmin[i:I, j:J, k:K])
            
        mask_140153851665168_gen_0[i:I, j:J, k:K] = (b[i:I, j:J, k:K].astype(np.float64) != fmin[i:I, j:J, k:K])
        mask_140153850470352_gen_0[i:I, j:J, k:K] = np.where(mask_140153851665168_gen_0[i:I, j:J, k:K], ((union[i:I, j + 1:J + 1] + union[i - 1:I - 1, j:J]) >= ufuncs.remainder(union[i + 2:I + 2, j:J], jt[i:I, j:J, k:K])), mask_140153850470352_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153851665168_gen_0[i:I, j:J, k:K], mask_140153850470352_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((cp[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1].astype(np.float64) - union[i:I, j:J]) + (fmin[i:I, j:J, k:K] - np.float64(3.5))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        coef[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153851665168_gen_0[i:I, j:J, k:K], mask_140153850470352_gen_0[i:I, j:J, k:K]), fmod[i:I, j + 2:J + 2], coef[i:I, j:J, k:K])
        mask_140153852717136_gen_0[i:I, j:J, k:K] = np.where(mask_140153851665168_gen_0[i:I, j:J, k:K], (ufuncs.round(ufuncs.float64(cp[i + 1:I + 1, j:J, k - 1:K - 1])) < ufuncs.remainder(coef[i:I, j:J, k:K], coef[i:I, j:J, k:K]).astype(np.float64)), mask_140153852717136_gen_0[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153851665168_gen_0[i:I, j:J, k:K], mask_140153852717136_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.int64(coef[i:I, j:J, k:K]).astype(np.float64) / (ufuncs.abs((cp[i + 2:I + 2, j - 2:J - 2, k:K].astype(np.float64) * union[i + 2:I + 2, j:J])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), b[i:I, j:J, k:K])
        coef[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153851665168_gen_0[i:I, j:J, k:K], mask_140153852717136_gen_0[i:I, j:J, k:K]), ufuncs.int32(fmod[i + 2:I + 2, j + 1:J + 1]).astype(np.int16), coef[i:I, j:J, k:K])
        mask_140153852449808_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153851665168_gen_0[i:I, j:J, k:K])), (ufuncs.remainder(phi[i:I, j:J, k:K].astype(np.float64), np.float64(10.0)) != np.where((union[i + 1:I + 1, j:J] < pe[i:I, j:J, k:K].astype(np.float64)), np.float64(strides), jt[i:I, j:J, k:K])), mask_140153852449808_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153851665168_gen_0[i:I, j:J, k:K])), mask_140153852449808_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((phi[i:I, j:J, k:K] + b[i:I, j:J, k:K].astype(np.int64)).astype(np.float64) / (ufuncs.abs(ufuncs.sin(ufuncs.float64(pe[i:I, j:J, k:K]))) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153851665168_gen_0[i:I, j:J, k:K])), mask_140153852449808_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((fmin[i:I, j:J, k:K] + np.float64(0.001)) + np.float64((strides * strides))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        vc[i:I, j:J, k:K] = np.float64(0.25)
        b[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((-(strides))), (-(np.float64(100000.0)))), np.float64(100000.0)))
        b[i:I, j:J, k:K] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.erfc(ufuncs.cos(vc[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        jt[I - 1:I, J - 2:J - 1, k:K] = (ufuncs.sin(vc[I - 1:I, J - 2:J - 1, k:K]) * (fmin[I - 1:I, J - 2:J - 1, k:K] - union[I:I + 1, J - 1:J]))
        j0[i:I, j:J, k:K] = np.float64(0.25)
        restrict[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((restrict[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(fmod[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0)))):
            mask_140153858788432_gen_0[i:I, j:J, k:K] = np.where((restrict[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(fmod[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0))), ((union[i - 1:I - 1, j - 1:J - 1] * fmod[i - 2:I - 2, j + 1:J + 1].astype(np.float64)) <= np.float64(ufuncs.float32(np.float64(0.1)))), mask_140153858788432_gen_0[i:I, j:J, k:K])
            isobar_run[i:I, j:J, k:K] = np.where(np.bitwise_and((restrict[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(fmod[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0))), mask_140153858788432_gen_0[i:I, j:J, k:K]), ((pe[i:I, j:J, k:K].astype(np.int64) * np.int64(3)) + phi[i:I, j:J, k:K]), isobar_run[i:I, j:J, k:K])
            phi[i:I, j:J, k:K] = np.where((restrict[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(fmod[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((j0[i:I, j:J, k:K] + (b[i:I, j:J, k:K].astype(np.float64) / (ufuncs.abs(cp[i - 2:I - 2, j:J, k:K]).astype(np.float64) + np.float64(1.0)))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
            restrict[i:I, j:J, k:K] = np.where((restrict[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(fmod[i + 1:I + 1, j:J]).astype(np.float64), np.float64(4.0))), (restrict[i:I, j:J, k:K] + np.float64(1.0)), restrict[i:I, j:J, k:K])
            
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153853656912_gen_0[i:I, j:J, k:K] = np.bitwise_and((cp[i:I, j - 2:J - 2, k - 1:K - 1] == strides), (fmin[i:I, j:J, k:K] > isobar_run[i:I, j:J, k:K].astype(np.float64)))
        mask_140153852202640_gen_0[i:I, j:J, k:K] = np.where(mask_140153853656912_gen_0[i:I, j:J, k:K], ((fmin[i:I, j:J, k:K] * np.float64(np.int64(3))) >= ufuncs.abs(isobar_run[i:I, j:J, k:K]).astype(np.float64)), mask_140153852202640_gen_0[i:I, j:J, k:K])
        j0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], mask_140153852202640_gen_0[i:I, j:J, k:K]), np.float64(np.int64(2)), j0[i:I, j:J, k:K])
        mask_140153858788560_gen_0[i:I, j:J, k:K] = np.where(mask_140153853656912_gen_0[i:I, j:J, k:K], (np.where((np.float64((-(np.int64(2)))) <= j0[i:I, j:J, k:K]), pe[i:I, j:J, k:K].astype(np.float64), union[i + 2:I + 2, j + 1:J + 1]) < ufuncs.maximum(coef[i:I, j:J, k - 1:K - 1], coef[i:I, j:J, k:K]).astype(np.float64)), mask_140153858788560_gen_0[i:I, j:J, k:K])
        b[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], mask_140153858788560_gen_0[i:I, j:J, k:K]), phi[i:I, j:J, k:K].astype(np.int32), b[i:I, j:J, k:K])
        inline_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], mask_140153858788560_gen_0[i:I, j:J, k:K]), ufuncs.maximum((vc[i:I, j:J, k:K] * b[i:I, j:J, k:K].astype(np.float64)), np.float64(2.0)), inline_gen_0[i:I, j:J, k:K])
        isobar_run[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], mask_140153858788560_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((-(jt[i:I, j:J, k:K])) / (ufuncs.abs((jt[i:I, j:J, k:K] - fmin[i:I, j:J, k:K])) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), isobar_run[i:I, j:J, k:K])
        mask_140153852203792_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153858788560_gen_0[i:I, j:J, k:K]))), (np.bitwise_not(((-(pe[i:I, j:J, k:K])).astype(np.float64) != ufuncs.cosh(ufuncs.tanh(np.float64(0.25)))))), mask_140153852203792_gen_0[i:I, j:J, k:K])
        jt[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153853656912_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153858788560_gen_0[i:I, j:J, k:K]))), mask_140153852203792_gen_0[i:I, j:J, k:K]), vc[i:I, j:J, k:K], jt[i:I, j:J, k:K])
        pt_gen_0[i:I, j:J, k:K] = np.where(mask_140153853656912_gen_0[i:I, j:J, k:K], ((np.float64((-(np.int64(1)))) * inline_gen_0[i:I, j:J, k:K]) < fmin[i:I, j:J, k:K]), pt_gen_0[i:I, j:J, k:K])
        mask_140153853530832_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153853656912_gen_0[i:I, j:J, k:K])), np.bitwise_or((jt[i:I, j:J, k:K] >= fmin[i:I, j:J, k:K]), (inline_gen_0[i:I, j:J, k:K] < np.float64(strides))), mask_140153853530832_gen_0[i:I, j:J, k:K])
        isobar_run[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853656912_gen_0[i:I, j:J, k:K])), mask_140153853530832_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum(jt[i:I, j:J, k:K], ufuncs.trunc(ufuncs.float64(strides))), (-(np.float64(100000.0)))), np.float64(100000.0))), isobar_run[i:I, j:J, k:K])
        inline_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853656912_gen_0[i:I, j:J, k:K])), mask_140153853530832_gen_0[i:I, j:J, k:K]), fmin[i:I, j:J, k:K], inline_gen_0[i:I, j:J, k:K])
        unsigned_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153853656912_gen_0[i:I, j:J, k:K])), (inline_gen_0[i:I, j:J, k:K] == (fmod[i + 1:I + 1, j:J].astype(np.int32) - pe[i:I, j:J, k:K]).astype(np.float64)), unsigned_gen_0[i:I, j:J, k:K])
        unsigned_gen_0[i:I, j:J, k:K] = (jt[i:I, j:J, k:K] > np.where((ufuncs.maximum(cp[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1], strides).astype(np.float64) != ufuncs.erfc(ufuncs.float64(fmod[i + 2:I + 2, j - 2:J - 2]))), vc[i:I, j:J, k:K], fmin[i:I, j:J, k:K]))
        mask_140153849108176_gen_0[i:I, j:J, k:K] = (fmod[i - 1:I - 1, j:J].astype(np.int64) != isobar_run[i:I, j:J, k:K])
        val__41f_81_25_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], (-(strides)), val__41f_81_25_gen_0[i:I, j:J, k:K])
        k0__41f_81_25_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], (inline_gen_0[i:I, j:J, k:K] * jt[i:I, j:J, k:K]), k0__41f_81_25_gen_0[i:I, j:J, k:K])
        ua__41f_81_25_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], (np.float64(strides) + fmin[i:I, j:J, k:K]), ua__41f_81_25_gen_0[i:I, j:J, k:K])
        mask_140153853542160_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], (ua__41f_81_25_gen_0[i:I, j:J, k:K] < np.float64(1.0)), mask_140153853542160_gen_0[i:I, j:J, k:K])
        val__41f_81_25_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153849108176_gen_0[i:I, j:J, k:K], mask_140153853542160_gen_0[i:I, j:J, k:K]), ufuncs.power(ufuncs.maximum(ua__41f_81_25_gen_0[i:I, j:J, k:K], val__41f_81_25_gen_0[i:I, j:J, k:K].astype(np.float64)), np.int64(2)).astype(np.int32), val__41f_81_25_gen_0[i:I, j:J, k:K])
        inline_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], k0__41f_81_25_gen_0[i:I, j:J, k:K], inline_gen_0[i:I, j:J, k:K])
        mask_140153853769104_gen_0[i:I, j:J, k:K] = np.where(mask_140153849108176_gen_0[i:I, j:J, k:K], np.bitwise_and((fmin[i:I, j:J, k:K] != restrict[i:I, j:J, k:K]), np.bitwise_or((phi[i:I, j:J, k:K] >= ufuncs.power(isobar_run[i:I, j:J, k:K], np.int64(2))), (ufuncs.arccos(ufuncs.tanh(j0[i:I, j:J, k:K])) <= (vc[i + 1:I + 1, j - 1:J - 1, k:K] - b[i:I, j:J, k:K].astype(np.float64))))), mask_140153853769104_gen_0[i:I, j:J, k:K])
        j0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153849108176_gen_0[i:I, j:J, k:K], mask_140153853769104_gen_0[i:I, j:J, k:K]), ((inline_gen_0[i:I, j:J, k:K] / (ufuncs.abs(pe[i:I, j:J, k:K]).astype(np.float64) + np.float64(1.0))) / (-(pe[i:I, j:J, k:K])).astype(np.float64)), j0[i:I, j:J, k:K])
        unsigned_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153849108176_gen_0[i:I, j:J, k:K], mask_140153853769104_gen_0[i:I, j:J, k:K]), (np.int64(7) >= (-(pe[i:I, j:J, k:K])).astype(np.int64)), unsigned_gen_0[i:I, j:J, k:K])
        mask_140153849772176_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153849108176_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153853769104_gen_0[i:I, j:J, k:K]))), (np.where(((j0[i:I, j:J, k:K] - np.float64(strides)) == (np.float64(3.5) - cp[i:I, j:J, k + 1:K + 1].astype(np.float64))), j0[i:I, j:J, k:K], inline_gen_0[i:I, j:J, k:K]) < (fmin[i:I, j:J, k:K] / (np.float64(ufuncs.abs(np.int64(65536))) + np.float64(1.0)))), mask_140153849772176_gen_0[i:I, j:J, k:K])
        pt_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153849108176_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153853769104_gen_0[i:I, j:J, k:K]))), mask_140153849772176_gen_0[i:I, j:J, k:K]), ufuncs.isinf(ufuncs.float64(fmod[i + 2:I + 2, j - 1:J - 1])), pt_gen_0[i:I, j:J, k:K])
        mask_140153852210896_gen_0[i:I, j:J, k:K] = (ufuncs.maximum(union[i - 2:I - 2, j:J], inline_gen_0[i:I, j:J, k:K]) >= np.float64(0.25))
        unsigned_gen_0[i:I, j:J, k:K] = np.where(mask_140153852210896_gen_0[i:I, j:J, k:K], (fmod[i:I, j + 1:J + 1].astype(np.float64) > np.float64(10.0)), unsigned_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(mask_140153852210896_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((fmin[i:I, j:J, k:K] + np.float64(strides)) - (isobar_run[i:I, j:J, k:K].astype(np.float64) * j0[i:I, j:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
        mask_140153848064592_gen_0[i:I, j:J, k:K] = np.where(mask_140153852210896_gen_0[i:I, j:J, k:K], np.bitwise_or((vc[i + 1:I + 1, j + 1:J + 1, k:K] <= pe[i:I, j:J, k:K].astype(np.float64)), (np.float64(3.5) >= inline_gen_0[i:I, j:J, k:K])), mask_140153848064592_gen_0[i:I, j:J, k:K])
        pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852210896_gen_0[i:I, j:J, k:K], mask_140153848064592_gen_0[i:I, j:J, k:K]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((fmod[i - 1:I - 1, j:J].astype(np.int64) + (-(np.int64(2)))).astype(np.float64) + ufuncs.sin(vc[i:I, j + 1:J + 1, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        isobar_run[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852210896_gen_0[i:I, j:J, k:K], mask_140153848064592_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(ufuncs.remainder(union[i:I, j - 2:J - 2], isobar_run[i:I, j:J, k:K].astype(np.float64)), ufuncs.float64(fmod[i + 1:I + 1, j - 1:J - 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), isobar_run[i:I, j:J, k:K])
        unsigned_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852210896_gen_0[i:I, j:J, k:K], mask_140153848064592_gen_0[i:I, j:J, k:K]), ((jt[i:I, j:J, k:K] - coef[i:I, j:J, k:K].astype(np.float64)) == (inline_gen_0[i:I, j:J, k:K] + np.float64(np.int64(2)))), unsigned_gen_0[i:I, j:J, k:K])
        phi[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852210896_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153848064592_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.exp(ufuncs.minimum((j0[i:I, j:J, k:K] / (ufuncs.abs(restrict[i:I, j:J, k:K]) + np.float64(1.0))), np.float64(5.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), phi[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    