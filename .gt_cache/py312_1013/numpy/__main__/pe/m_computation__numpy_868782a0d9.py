import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, NAN, zs, val, coef, stdout, cp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    zs = Field(zs, _origin_['zs'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    stdout = Field(stdout, _origin_['stdout'], (True, True, True))
    cp = Field(cp, _origin_['cp'], (True, True, False))
    
    nk = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    malloc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a__ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    mask_140153862570704_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153867615056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res__cc0_20_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res__cc0_12_47_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    EOF__cc0_20_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    extern_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153862587664_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__cc0_12_47_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    mask_140153865876304_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend__5ba_26_27_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153868578896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153866949968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153862345104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153867615056_gen_0[i:I, j:J, k:K] = ((val[i:I, j:J, k:K].astype(np.float64) / (np.float64(ufuncs.abs(NAN)) + np.float64(1.0))) > (np.float64(3.5) + val[i:I, j:J, k:K].astype(np.float64)))
        nk[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], ufuncs.power((cp[i:I, j - 2:J - 2] - np.float32(np.int64(2))), np.int64(2)), nk[i:I, j:J, k:K])
        res__cc0_12_47_gen_0[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], stdout[i:I, j:J, k:K], res__cc0_12_47_gen_0[i:I, j:J, k:K])
        res__cc0_12_47_gen_0[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], np.where((res__cc0_12_47_gen_0[i:I, j:J, k:K] <= res__cc0_12_47_gen_0[i:I, j:J, k:K]), ufuncs.float64(np.float64(3.5)), ufuncs.minimum(res__cc0_12_47_gen_0[i:I, j:J, k:K].astype(np.float32), nk[i:I, j:J, k:K]).astype(np.float64)).astype(np.int32), res__cc0_12_47_gen_0[i:I, j:J, k:K])
        RETURN_VALUE__cc0_12_47_gen_0[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], (nk[i:I, j:J, k:K] / ufuncs.remainder(np.float32((-(np.int64(1)))), nk[i:I, j:J, k:K])), RETURN_VALUE__cc0_12_47_gen_0[i:I, j:J, k:K])
        stdout[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum((np.float32(np.int64(7)) - nk[i:I, j:J, k:K]), RETURN_VALUE__cc0_12_47_gen_0[i:I, j:J, k:K]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), stdout[i:I, j:J, k:K])
        stdout[i:I, j:J, k:K] = np.where(mask_140153867615056_gen_0[i:I, j:J, k:K], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((np.float32(np.int64(3)) / nk[i:I, j:J, k:K]) * (coef[i:I, j + 1:J + 1, k:K] - coef[i:I, j:J, k + 1:K + 1]).astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), stdout[i:I, j:J, k:K])
        mask_140153862587664_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), (np.bitwise_not(((cp[i:I, j + 2:J + 2] - coef[i:I, j:J, k - 1:K - 1].astype(np.float32)) != NAN))), mask_140153862587664_gen_0[i:I, j:J, k:K])
        mask_140153862570704_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), mask_140153862587664_gen_0[i:I, j:J, k:K]), ((NAN - nk[i:I, j:J, k:K]) < cp[i:I, j - 1:J - 1]), mask_140153862570704_gen_0[i:I, j:J, k:K])
        extern_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), mask_140153862587664_gen_0[i:I, j:J, k:K]), mask_140153862570704_gen_0[i:I, j:J, k:K]), ufuncs.power((np.float64(0.0) * zs[i:I, j - 2:J - 2, k - 1:K - 1].astype(np.float64)), np.int64(2)), extern_gen_0[i:I, j:J, k:K])
        extern_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), mask_140153862587664_gen_0[i:I, j:J, k:K]), mask_140153862570704_gen_0[i:I, j:J, k:K]), cp[i + 1:I + 1, j + 1:J + 1].astype(np.float64), extern_gen_0[i:I, j:J, k:K])
        extern_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), mask_140153862587664_gen_0[i:I, j:J, k:K]), mask_140153862570704_gen_0[i:I, j:J, k:K]), (val[i:I, j:J, k:K] * (val[i:I, j:J, k:K] * zs[i - 1:I - 1, j:J, k:K])).astype(np.float64), extern_gen_0[i:I, j:J, k:K])
        EOF__cc0_20_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153862587664_gen_0[i:I, j:J, k:K]))), np.where((np.float64(ufuncs.trunc(NAN)) != ufuncs.float64(nk[i:I, j:J, k:K])), np.float64(0.25), coef[i:I, j:J, k:K].astype(np.float64)), EOF__cc0_20_21_gen_0[i:I, j:J, k:K])
        res__cc0_20_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153862587664_gen_0[i:I, j:J, k:K]))), ufuncs.remainder(cp[i - 1:I - 1, j:J].astype(np.float64), extern_gen_0[i:I, j:J, k:K]), res__cc0_20_21_gen_0[i:I, j:J, k:K])
        res__cc0_20_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153862587664_gen_0[i:I, j:J, k:K]))), np.where((res__cc0_20_21_gen_0[i:I, j:J, k:K] <= res__cc0_20_21_gen_0[i:I, j:J, k:K]), ufuncs.float64(np.float64(3.5)), ufuncs.minimum(res__cc0_20_21_gen_0[i:I, j:J, k:K], EOF__cc0_20_21_gen_0[i:I, j:J, k:K])), res__cc0_20_21_gen_0[i:I, j:J, k:K])
        extern_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153867615056_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153862587664_gen_0[i:I, j:J, k:K]))), (EOF__cc0_20_21_gen_0[i:I, j:J, k:K] / ufuncs.remainder(np.float64((-(np.int64(1)))), EOF__cc0_20_21_gen_0[i:I, j:J, k:K])), extern_gen_0[i:I, j:J, k:K])
        malloc[i:I, j:J, k:K] = (nk[i:I, j:J, k:K].astype(np.float64) / ufuncs.maximum(np.float64(0.1), nk[i:I, j:J, k:K].astype(np.float64)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.erf(ufuncs.float64(coef[i:I, j:J, k_ + 1:k_ + 2]))
            tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = ufuncs.remainder(malloc[I - 1:I, j:j + 1, k_:k_ + 1], nk[I - 1:I, j:j + 1, k_:k_ + 1].astype(np.float64))
            mask_140153866949968_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = (tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] > np.float64(0.0))
            tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(mask_140153866949968_gen_0[I - 1:I, j:j + 1, k_:k_ + 1], ((tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] - tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1]) + ufuncs.power(tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1], np.int64(2))), tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])
            mask_140153868578896_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = (tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] < np.float64(1.0))
            tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = np.where(mask_140153868578896_gen_0[I - 1:I, j:j + 1, k_:k_ + 1], ((tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] * tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1]) - (tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] - tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])), tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])
            phi_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.erfc(tend__5ba_26_27_gen_0[I - 1:I, j:j + 1, k_:k_ + 1])), np.float64(0.5))
            a__[I - 1:I, j:j + 1, k_:k_ + 1] = np.float64(2.0)
            a__[I - 1:I, j:j + 1, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.sqrt(ufuncs.abs(NAN))), np.float64(0.5))
            v_gen_0[I - 1:I, j:j + 1, k_:k_ + 1] = cp[I + 1:I + 2, j + 1:j + 2].astype(np.float64)
            tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = ufuncs.remainder(malloc[i + 1:I, J - 1:J, k_:k_ + 1], nk[i + 1:I, J - 1:J, k_:k_ + 1].astype(np.float64))
            mask_140153865876304_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = (tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] > np.float64(0.0))
            tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = np.where(mask_140153865876304_gen_0[i + 1:I, J - 1:J, k_:k_ + 1], ((tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] - tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1]) + ufuncs.power(tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1], np.int64(2))), tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1])
            mask_140153862345104_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = (tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] < np.float64(1.0))
            tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = np.where(mask_140153862345104_gen_0[i + 1:I, J - 1:J, k_:k_ + 1], ((tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] * tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1]) - (tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] - tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1])), tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1])
            phi_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.erfc(tend__5ba_26_27_gen_0[i + 1:I, J - 1:J, k_:k_ + 1])), np.float64(0.5))
            a__[i + 1:I, J - 1:J, k_:k_ + 1] = np.float64(2.0)
            a__[i + 1:I, J - 1:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs(ufuncs.sqrt(ufuncs.abs(NAN))), np.float64(0.5))
            v_gen_0[i + 1:I, J - 1:J, k_:k_ + 1] = cp[i + 3:I + 2, J:J + 1].astype(np.float64)
            fmin[i:I, j:J, k_:k_ + 1] = (ufuncs.cbrt(np.float64(1.0)) / (ufuncs.abs((coef[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.int32) - zs[i:I, j:J, k_ - 1:k_])).astype(np.float64) + np.float64(1.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            a__[i:I, j:J, k_:k_ + 1] = ((coef[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float32) - NAN).astype(np.float64) - (fmin[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2] * malloc[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        isobar_gen_0[i:I, j:J, k:K] = ufuncs.abs((NAN - NAN))
        nk[I - 2:I - 1, j:J, k:K] = np.float32(ufuncs.power(ufuncs.abs(NAN), np.float64(0.5)))
        nk[I - 2:I - 1, j:J, k:K] = ((val[I - 2:I - 1, j:J, k:K].astype(np.float32) - cp[I:I + 1, j - 1:J - 1]).astype(np.float64) + np.float64(0.25)).astype(np.float32)
        # --- end horizontal block --

        # --- end vertical block ---
    