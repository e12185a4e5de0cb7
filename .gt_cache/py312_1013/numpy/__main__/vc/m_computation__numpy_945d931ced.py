import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, kt, y, pt, res, fabs, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    kt = Field(kt, _origin_['kt'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    res = Field(res, _origin_['res'], (True, True, True))
    fabs = Field(fabs, _origin_['fabs'], (True, True, True))
    
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843598864_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840530384_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    var_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ni_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153840190672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840201616_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153845731792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843990736_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153843598864_gen_0[i:I, j:J, k:K] = ((pt[i:I, j:J, k:K] * fabs[i:I, j:J, k:K]) >= pt[i:I, j:J, k:K])
        pt[i:I, j:J, k:K] = np.where(mask_140153843598864_gen_0[i:I, j:J, k:K], np.where((kt[i:I, j:J, k:K].astype(np.float64) != fabs[i:I, j:J, k + 1:K + 1]), (fabs[i:I, j:J, k:K] / fabs[i:I, j:J, k + 1:K + 1]), (res[i:I, j:J, k:K] - pt[i:I, j:J, k:K])), pt[i:I, j:J, k:K])
        pt[i:I, j:J, k:K] = np.where(mask_140153843598864_gen_0[i:I, j:J, k:K], ufuncs.abs(kt[i:I, j:J, k:K]).astype(np.float64), pt[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = np.where(mask_140153843598864_gen_0[i:I, j:J, k:K], ufuncs.trunc(ufuncs.minimum(pt[i:I, j:J, k:K], res[i:I, j:J, k + 1:K + 1])), zs[i:I, j:J, k:K])
        zs[i:I, j:J, k:K] = (-(np.float64(1.0)))
        rho[i:I, j:J, k:K] = (ufuncs.abs(zs[i:I, j:J, k:K]) + ufuncs.minimum(res[i:I, j:J, k:K], pt[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.001) * np.float64(1.5)) > rho[i:I, j:J, k_:k_ + 1])
            mask_140153845731792_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], ((fabs[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(zs[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) == kt[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_].astype(np.float64)), mask_140153845731792_gen_0[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845731792_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.abs(np.float64(3.5)) / (ufuncs.abs(kt[i - 2:I - 2, j + 1:J + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))), zs[i:I, j:J, k_:k_ + 1])
            fabs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845731792_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.arcsin(ufuncs.tanh((kt[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64) + pt[i:I, j:J, k_ - 1:k_]))), fabs[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], mask_140153845731792_gen_0[i:I, j:J, k_:k_ + 1]), fabs[i:I, j:J, k_ - 1:k_], var_gen_0[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], kt[i - 1:I - 1, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])
            var_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], np.where((np.float64(0.1) < kt[i:I, j:J, lk + y[i:I, j:J, k_:k_ + 1]].astype(np.float64)), (var_gen_0[i:I, j:J, k_:k_ + 1] - fabs[i:I, j:J, k_ + 1:k_ + 2]), (pt[i:I, j:J, k_:k_ + 1] - np.float64(2.0))), var_gen_0[i:I, j:J, k_:k_ + 1])
            ni_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840201616_gen_0[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_ - 1:k_], ni_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1] = (pt[i:I, j:J, k_ + 1:k_ + 2] < res[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), qv_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(kt[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(kt[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (np.float64(np.int64(7)) - ufuncs.remainder(rho[i:I, j:J, k_:k_ + 1], ni_gen_0[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
                fabs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(kt[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(np.where((fabs[i:I, j:J, k_:k_ + 1] > (qv_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(res[i:I, j:J, k_:k_ + 1]) + np.float64(1.0)))), var_gen_0[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1])), np.float64(6.0)) + np.float64(0.5))), fabs[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(kt[i:I, j:J, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (qv_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv_gen_0[i:I, j:J, k_:k_ + 1])
                
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], ((var_gen_0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(qv_gen_0[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) + ufuncs.float64(var_gen_0[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_:k_ + 1])
            mask_140153843990736_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(var_gen_0[i:I, j:J, k_:k_ + 1]) > (pt[i:I, j:J, k_ + 1:k_ + 2] + qv_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153843990736_gen_0[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1], mask_140153843990736_gen_0[i:I, j:J, k_:k_ + 1]), (kt[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64) > (kt[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64) + rho[i:I, j:J, k_:k_ + 1])), coef_gen_0[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1])), ((ni_gen_0[i:I, j:J, k_:k_ + 1] + rho[i:I, j:J, k_ + 1:k_ + 2]) <= (np.float64(3.5) + pt[i:I, j:J, k_ - 1:k_])), coef_gen_0[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153840190672_gen_0[i:I, j:J, k_:k_ + 1])), np.where((kt[i:I, j:J, lk + ((y[i:I, j:J, k_:k_ + 1] + np.int64(1)) - np.int64(1))] >= kt[i:I, j + 1:J + 1, k_ - 1:k_]), (var_gen_0[i:I, j:J, k_:k_ + 1] * np.float64(0.5)), ufuncs.power(kt[i - 1:I - 1, j + 2:J + 2, k_ - 1:k_], np.int64(2)).astype(np.float64)), gz_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153840530384_gen_0[i:I, j:J, k_:k_ + 1] = (var_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.abs(pt[i:I, j:J, k_:k_ + 1]))
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840530384_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(zs[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) >= ni_gen_0[i:I, j:J, k_:k_ + 1]), coef_gen_0[i:I, j:J, k_:k_ + 1])
            buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840530384_gen_0[i:I, j:J, k_:k_ + 1], ((ni_gen_0[i:I, j:J, k_:k_ + 1] - ni_gen_0[i:I, j:J, k_:k_ + 1]) + (rho[i:I, j:J, k_:k_ + 1] - var_gen_0[i:I, j:J, k_:k_ + 1])), buffers_ok_gen_0[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = ((kt[i:I, j:J, k_:k_ + 1] - kt[i:I, j + 2:J + 2, k_ + 1:k_ + 2]).astype(np.float64) - ufuncs.float64(rho[i:I, j:J, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    