import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nan, isobar, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    nan = Field(nan, _origin_['nan'], (True, True, True))
    isobar = Field(isobar, _origin_['isobar'], (True, True, True))
    
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (0, 1, 0), (True, True, True))
    mask_140153858168016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153856991312_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860825168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    v_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153861165264_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        w[i:I, j:J, k:K] = (np.float64(0.5) * ufuncs.sin(isobar[i:I, j:J, k + 1:K + 1]).astype(np.float64))
        vc[i:I, j:J, k:K] = ufuncs.float64((nan[i + 1:I + 1, j - 1:J - 1, k - 1:K - 1].astype(np.float64) / (ufuncs.abs(np.float64(0.0)) + np.float64(1.0))))
        w[i:I, j:J, k:K] = ufuncs.minimum(np.float64(-1.25), w[i:I, j:J, k:K])
        mask_140153858168016_gen_0[i:I, j:J, k:K] = ((isobar[i:I, j:J, k:K].astype(np.float64) + w[i:I, j:J, k:K]) == (w[i:I, j:J, k:K] / (ufuncs.abs(nan[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1]).astype(np.float64) + np.float64(1.0))))
        w[i:I, j:J, k:K] = np.where(mask_140153858168016_gen_0[i:I, j:J, k:K], ufuncs.float64(nan[i + 1:I + 1, j + 2:J + 2, k:K]), w[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        gz_gen_0[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i:I, j:J, k:K]), np.float64(4.0)))):
            w[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i:I, j:J, k:K]), np.float64(4.0))), np.where(np.bitwise_or(((gz_gen_0[i:I, j:J, k:K] / (ufuncs.abs(vc[i:I, j:J, k:K]) + np.float64(1.0))) != (gz_gen_0[i:I, j:J, k:K] * np.float64(0.25))), ((w[i:I, j:J, k:K] - isobar[i:I, j:J, k:K].astype(np.float64)) != vc[i:I, j:J, k:K])), (np.float64(np.int64(2)) - np.float64(-1.25)), ufuncs.minimum(nan[i - 2:I - 2, j - 2:J - 2, k:K].astype(np.float64), np.float64(-1.25))), w[i:I, j:J, k:K])
            w[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i:I, j:J, k:K]), np.float64(4.0))), (nan[i - 1:I - 1, j + 2:J + 2, k:K].astype(np.float32) + (nan[i:I, j:J, k:K].astype(np.float32) + isobar[i:I, j:J, k + 1:K + 1])).astype(np.float64), w[i:I, j:J, k:K])
            gz_gen_0[i:I, j:J, k:K] = np.where((gz_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i:I, j:J, k:K]), np.float64(4.0))), (gz_gen_0[i:I, j:J, k:K] + np.float64(1.0)), gz_gen_0[i:I, j:J, k:K])
            
        mask_140153860825168_gen_0[i:I, j:J, k:K] = (ufuncs.remainder(nan[i:I, j:J, k + 1:K + 1].astype(np.float64), vc[i:I, j:J, k:K]) != ufuncs.maximum(gz_gen_0[i:I, j:J, k:K], np.float64(-1.25)))
        w[i:I, j:J, k:K] = np.where(mask_140153860825168_gen_0[i:I, j:J, k:K], ufuncs.cosh(ufuncs.tanh((gz_gen_0[i:I, j:J, k:K] / w[i:I, j:J, k:K]))), w[i:I, j:J, k:K])
        y_gen_0[i:I, j:J, k:K] = np.where(mask_140153860825168_gen_0[i:I, j:J, k:K], np.float64(0.0), y_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], (y_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1, k:K]), np.float64(4.0))))):
            v_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], (y_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1, k:K]), np.float64(4.0)))), np.where((w[i:I, j:J, k:K] >= vc[i:I, j:J, k:K]), y_gen_0[i:I, j:J, k:K], (np.float64(np.int64(1)) * np.float64(3.5))), v_gen_0[i:I, j:J, k:K])
            y_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], (y_gen_0[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(vc[i + 1:I + 1, j + 1:J + 1, k:K]), np.float64(4.0)))), (y_gen_0[i:I, j:J, k:K] + np.float64(1.0)), y_gen_0[i:I, j:J, k:K])
            
        mask_140153856991312_gen_0[i:I, j:J, k:K] = np.where(mask_140153860825168_gen_0[i:I, j:J, k:K], ((w[i:I, j:J, k:K] - np.float64(-1.25)) != np.where(((y_gen_0[i:I, j:J, k:K] - v_gen_0[i:I, j:J, k:K]) > ufuncs.cbrt(vc[i:I, j:J, k:K])), y_gen_0[i:I, j:J, k:K], vc[i + 1:I + 1, j - 1:J - 1, k:K])), mask_140153856991312_gen_0[i:I, j:J, k:K])
        v_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], mask_140153856991312_gen_0[i:I, j:J, k:K]), ((vc[i:I, j:J, k:K] + v_gen_0[i:I, j:J, k:K]) / (ufuncs.abs(np.where(((isobar[i:I, j:J, k + 1:K + 1].astype(np.float64) / gz_gen_0[i:I, j:J, k:K]) > np.where(((y_gen_0[i:I, j:J, k:K] * isobar[i:I, j:J, k - 1:K - 1].astype(np.float64)) == (gz_gen_0[i:I, j:J, k:K] - isobar[i:I, j:J, k:K].astype(np.float64))), gz_gen_0[i:I, j:J, k:K], np.float64(3.5))), gz_gen_0[i:I, j:J, k:K], np.float64(10.0))) + np.float64(1.0))), v_gen_0[i:I, j:J, k:K])
        coef_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], mask_140153856991312_gen_0[i:I, j:J, k:K]), ufuncs.maximum((isobar[i:I, j:J, k:K].astype(np.float64) - y_gen_0[i:I, j:J, k:K]), vc[i:I, j:J, k:K]), coef_gen_0[i:I, j:J, k:K])
        mask_140153861165264_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153856991312_gen_0[i:I, j:J, k:K]))), ((np.float64(-1.25) * w[i:I, j:J, k:K]) != (y_gen_0[i:I, j:J, k:K] + v_gen_0[i:I, j:J, k:K])), mask_140153861165264_gen_0[i:I, j:J, k:K])
        w[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153860825168_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153856991312_gen_0[i:I, j:J, k:K]))), mask_140153861165264_gen_0[i:I, j:J, k:K]), ufuncs.maximum(nan[i:I, j:J, k:K].astype(np.float64), v_gen_0[i:I, j:J, k:K]), w[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    