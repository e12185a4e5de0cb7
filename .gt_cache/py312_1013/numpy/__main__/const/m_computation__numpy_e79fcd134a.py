import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, dz, rho, a, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    dz = Field(dz, _origin_['dz'], (True, True, True))
    rho = Field(rho, _origin_['rho'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    
    fmax__85d_12_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc__85d_12_21_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stride_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153838108944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837081936_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153838891984_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153838891984_gen_0[i:I, j:J, k:K] = ((dz[i:I, j:J, k:K] / y[i:I, j:J, k + 1:K + 1]) != ufuncs.abs(dz[i:I, j:J, k:K]))
        c_gen_0[i:I, j:J, k:K] = np.where(mask_140153838891984_gen_0[i:I, j:J, k:K], np.float64(0.0), c_gen_0[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0)))):
            rho[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (ufuncs.power(a[i:I, j - 2:J - 2, k:K], np.int64(2)).astype(np.float64) != (c_gen_0[i:I, j:J, k:K] * dz[i:I, j:J, k - 1:K - 1])), rho[i:I, j:J, k:K])
            vc__85d_12_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (np.float64(np.int64(7)) / (ufuncs.abs(a[i - 1:I - 1, j:J, k + 1:K + 1]).astype(np.float64) + np.float64(1.0))), vc__85d_12_21_gen_0[i:I, j:J, k:K])
            fmax__85d_12_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (c_gen_0[i:I, j:J, k:K] - y[i:I, j:J, k - 1:K - 1]), fmax__85d_12_21_gen_0[i:I, j:J, k:K])
            mask_140153838108944_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (fmax__85d_12_21_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140153838108944_gen_0[i:I, j:J, k:K])
            vc__85d_12_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), mask_140153838108944_gen_0[i:I, j:J, k:K]), np.float64(np.int64(1000003)), vc__85d_12_21_gen_0[i:I, j:J, k:K])
            mask_140153837081936_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (fmax__85d_12_21_gen_0[i:I, j:J, k:K] > np.float64(0.0)), mask_140153837081936_gen_0[i:I, j:J, k:K])
            vc__85d_12_21_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), mask_140153837081936_gen_0[i:I, j:J, k:K]), ufuncs.exp(ufuncs.minimum(ufuncs.sinh(ufuncs.tanh(fmax__85d_12_21_gen_0[i:I, j:J, k:K])), np.float64(5.0))), vc__85d_12_21_gen_0[i:I, j:J, k:K])
            gz_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), vc__85d_12_21_gen_0[i:I, j:J, k:K], gz_gen_0[i:I, j:J, k:K])
            c_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153838891984_gen_0[i:I, j:J, k:K], (c_gen_0[i:I, j:J, k:K] < np.float64(2.0))), (c_gen_0[i:I, j:J, k:K] + np.float64(1.0)), c_gen_0[i:I, j:J, k:K])
            
        rho[i:I, j:J, k:K] = np.where(mask_140153838891984_gen_0[i:I, j:J, k:K], rho[i:I, j:J, k:K], rho[i:I, j:J, k:K])
        stride_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153838891984_gen_0[i:I, j:J, k:K])), ufuncs.maximum(ufuncs.maximum(a[i + 2:I + 2, j + 1:J + 1, k + 1:K + 1].astype(np.float64), y[i:I, j:J, k + 1:K + 1]), c_gen_0[i:I, j:J, k:K]), stride_gen_0[i:I, j:J, k:K])
        gz_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153838891984_gen_0[i:I, j:J, k:K])), ufuncs.arccosh((ufuncs.abs(ufuncs.float64(a[i + 1:I + 1, j - 2:J - 2, k + 1:K + 1])) + np.float64(1.0))), gz_gen_0[i:I, j:J, k:K])
        rho[i:I, j:J, k:K] = rho[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    