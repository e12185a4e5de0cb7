import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, rho, NAN, NULL, delp, gz, tend, const, qv, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    NULL = Field(NULL, _origin_['NULL'], (True, True, False))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    const = Field(const, _origin_['const'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (False, False, True))
    
    short = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    inline = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153863144976_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865467216_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    a__42a_41_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153850109584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850147792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    powf__42a_41_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153849898384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153849965200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz__42a_41_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        gz[i:I, j:J, k:K] = tend[i:I, j:J, k:K].astype(np.int64)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153865467216_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((np.float64(delp) > NULL[i + 2:I + 2, j - 2:J - 2]), rho[i:I, j + 1:J + 1, k_ + 1:k_ + 2], np.float64(delp)) < gz[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))
            mask_140153863144976_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865467216_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and(np.bitwise_or((np.float64(3.5) <= (qv[k_:k_ + 1] + tend[i:I, j:J, k_:k_ + 1].astype(np.float64))), (rho[i:I, j - 1:J - 1, k_ + 1:k_ + 2] > gz[i:I, j:J, k_ - 1:k_].astype(np.float64))), np.bitwise_or((ufuncs.maximum(np.float64(delp), NULL[i:I, j + 1:J + 1]) >= ufuncs.arctan(qv[k_:k_ + 1])), ((-(np.int64(2))) < ufuncs.int64(ufuncs.minimum(ufuncs.maximum(NAN[i:I, j + 2:J + 2, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))))), mask_140153863144976_gen_0[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140153865467216_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863144976_gen_0[i:I, j:J, k_:k_ + 1]), const[i:I, j:J, k_:k_ + 1], const[i:I, j:J, k_ - 1:k_])
            phi_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153865467216_gen_0[i:I, j:J, k_:k_ + 1], mask_140153863144976_gen_0[i:I, j:J, k_:k_ + 1]), ((tend[i:I, j:J, k_:k_ + 1].astype(np.float64) + np.float64(2.0)) > np.where(((tend[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) - np.float64(0.001)) > np.float64((delp + np.int64(7)))), delp, tend[i:I, j:J, k_:k_ + 1].astype(np.int64)).astype(np.float64)), phi_gen_0[i:I, j:J, k_:k_ + 1])
            short[i:I, j:J, k_:k_ + 1] = np.where(mask_140153865467216_gen_0[i:I, j:J, k_:k_ + 1], ((tend[i:I, j:J, k_:k_ + 1].astype(np.float64) + rho[i + 2:I + 2, j:J, k_:k_ + 1]) + np.where(((tend[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * const[i:I, j:J, k_:k_ + 1]) == NULL[i - 1:I - 1, j:J]), rho[i:I, j + 1:J + 1, k_ - 1:k_], rho[i + 2:I + 2, j:J, k_:k_ + 1])), short[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1] = ((qv[k_ + 1:k_ + 2] * const[i:I, j:J, k_:k_ + 1]) != short[i:I, j:J, k_ + 1:k_ + 2])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum((tend[i:I, j:J, k_ + 1:k_ + 2].astype(np.int64) * delp).astype(np.float64), (np.float64(0.001) * short[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), tend[i:I, j:J, k_:k_ + 1])
            x_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1], rho[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1], x_gen_0[i:I, j:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = np.where(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1], np.int32((-(np.int64(1)))), tend[i:I, j:J, k_:k_ + 1])
            mask_140153850147792_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or((np.float64(0.25) >= NAN[i + 2:I + 2, j:J, k_:k_ + 1]), np.bitwise_and(((-(rho[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1])) == (np.float64(delp) / (ufuncs.abs(qv[k_:k_ + 1]) + np.float64(1.0)))), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(NAN[i + 1:I + 1, j - 2:J - 2, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == ufuncs.exp(ufuncs.minimum(rho[i - 2:I - 2, j:J, k_:k_ + 1], np.float64(5.0)))))), mask_140153850147792_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153850147792_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(((-(np.int64(2))) + np.int64(7))) * np.float64(0.001)), b_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153850109584_gen_0[i:I, j:J, k_:k_ + 1])), delp, gz[i:I, j:J, k_:k_ + 1])
            v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0)))):
                zs_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] = np.where((v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), ufuncs.isfinite(qv[k_:k_ + 1]), zs_gen_0[i:i + 2, j + 1:J, k_:k_ + 1])
                gz[i:i + 2, j + 1:J, k_:k_ + 1] = np.where((v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((NAN[i + 2:i + 4, j + 3:J + 2, k_:k_ + 1] * NULL[i - 1:i + 1, j + 1:J]), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i:i + 2, j + 1:J, k_:k_ + 1])
                v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] = np.where((v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), (v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1] + np.float64(1.0)), v_gen_0[i:i + 2, j + 1:J, k_:k_ + 1])
                
            inline[i:i + 2, j + 1:J, k_:k_ + 1] = (ufuncs.cbrt(qv[k_ + 1:k_ + 2]) == np.float64((-(np.int64(2)))))
            v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((v_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0)))):
                zs_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), ufuncs.isfinite(qv[k_:k_ + 1]), zs_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])
                gz[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((NAN[i + 4:I + 1, j + 2:j + 3, k_:k_ + 1] * NULL[i + 1:I - 2, j:j + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i + 2:I - 1, j:j + 1, k_:k_ + 1])
                v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(np.float64(ufuncs.abs(delp)), np.float64(4.0))), (v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] + np.float64(1.0)), v_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])
                
            inline[i + 2:I - 1, j:j + 1, k_:k_ + 1] = (ufuncs.cbrt(qv[k_ + 1:k_ + 2]) == np.float64((-(np.int64(2)))))
            const[i + 1:i + 2, j + 1:J, k_:k_ + 1] = ufuncs.remainder(ufuncs.log((ufuncs.abs(short[i + 1:i + 2, j + 1:J, k_:k_ + 1]) + np.float64(0.5))), (short[i + 1:i + 2, j + 1:J, k_ + 1:k_ + 2] - qv[k_:k_ + 1]))
            mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = ((-(v_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])) != ufuncs.int64(ufuncs.minimum(ufuncs.maximum(NULL[i + 1:i + 2, j:J - 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64))
            x_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1], (ufuncs.remainder(rho[i + 2:i + 3, j + 1:J, k_:k_ + 1], tend[i + 1:i + 2, j + 1:J, k_:k_ + 1].astype(np.float64)) - np.float64(np.int64(0))), x_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), np.where(zs_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1], qv[k_:k_ + 1], gz[i + 1:i + 2, j + 1:J, k_ - 1:k_].astype(np.float64)), powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            dz__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), ufuncs.abs(rho[i + 1:i + 2, j + 1:J, k_:k_ + 1]), dz__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            a__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), ufuncs.maximum(b_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1], tend[i + 1:i + 2, j + 1:J, k_:k_ + 1].astype(np.float64)), a__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            a__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), ufuncs.minimum((powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] + powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1]), powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1]), a__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            mask_140153849898384_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), (dz__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] < np.float64(1.0)), mask_140153849898384_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), mask_140153849898384_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1]), dz__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1], powf__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            const[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), (ufuncs.abs(a__42a_41_28_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1]) + np.float64(np.int64(1))), const[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            x_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153849965200_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])), np.where((np.int64(0) != gz[i + 1:i + 2, j + 1:J, k_:k_ + 1]), ufuncs.remainder(x_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1], np.float64(delp)), np.float64(ufuncs.float32(delp))), x_gen_0[i + 1:i + 2, j + 1:J, k_:k_ + 1])
            tend[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(b_gen_0[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.remainder(rho[i:I, j - 2:J - 2, k_ + 1:k_ + 2], NULL[i + 2:I + 2, j:J]) * gz[i:I, j:J, k_:k_ + 1].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            inline[i:I, j:J, k_:k_ + 1] = (np.where((qv[k_:k_ + 1] >= np.float64(ufuncs.int32(np.int64(3)))), np.float64(delp), qv[k_:k_ + 1]) == rho[i:I, j + 2:J + 2, k_ - 1:k_])
            # --- end horizontal block --

        # --- end vertical block ---
    