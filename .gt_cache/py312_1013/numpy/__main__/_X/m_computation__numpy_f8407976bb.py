import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, coef, jt, v, tend, q, asm, w, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    coef = Field(coef, _origin_['coef'], (True, True, True))
    jt = Field(jt, _origin_['jt'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    asm = Field(asm, _origin_['asm'], (True, True, False))
    w = Field(w, _origin_['w'], (True, True, True))
    
    mask_140153839975440_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    case_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153844522512_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    stdin_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153842796432_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        tend[i:I, j:J, k:K] = np.float64(0.5)
        mask_140153844522512_gen_0[i:I, j:J, k:K] = np.bitwise_or((np.bitwise_not((ufuncs.remainder(coef[i + 2:I + 2, j + 1:J + 1, k:K].astype(np.float64), q[i:I, j:J, k:K]) > ufuncs.sqrt(ufuncs.abs(np.float64(0.25)))))), (q[i:I, j:J, k:K] > (asm[i - 1:I - 1, j + 1:J + 1] * coef[i - 1:I - 1, j:J, k:K].astype(np.float64))))
        delp_gen_0[i:I, j:J, k:K] = np.where(mask_140153844522512_gen_0[i:I, j:J, k:K], np.where((asm[i:I, j + 2:J + 2] != w[i:I, j - 2:J - 2, k:K]), (tend[i:I, j:J, k:K] / (ufuncs.abs(np.float64(1.0)) + np.float64(1.0))), ufuncs.gamma((ufuncs.minimum(ufuncs.abs(coef[i + 1:I + 1, j:J, k:K]).astype(np.float64), np.float64(6.0)) + np.float64(0.5)))), delp_gen_0[i:I, j:J, k:K])
        stdin_gen_0[i:I, j:J, k:K] = np.where(mask_140153844522512_gen_0[i:I, j:J, k:K], np.float64(2.0), stdin_gen_0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = (ufuncs.trunc(w[i:I, j:J, k:K]) / (delp_gen_0[i:I, j:J, k:K] - stdin_gen_0[i:I, j:J, k:K]))
        mask_140153842796432_gen_0[i:I, j:J, k:K] = ((np.float64(1.0) * q[i:I, j:J, k:K]) == (np.float64(10.0) + w[i + 1:I + 1, j - 1:J - 1, k:K]))
        stdin_gen_0[i:I, j:J, k:K] = np.where(mask_140153842796432_gen_0[i:I, j:J, k:K], np.float64(v), stdin_gen_0[i:I, j:J, k:K])
        tend[i:I, j:J, k:K] = np.where(mask_140153842796432_gen_0[i:I, j:J, k:K], np.float64(1.5), tend[i:I, j:J, k:K])
        mask_140153839975440_gen_0[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140153842796432_gen_0[i:I, j:J, k:K])), np.bitwise_and(((np.float64(2.0) * stdin_gen_0[i:I, j:J, k:K]) != ufuncs.abs(np.float64(10.0))), (np.where((ufuncs.cbrt(jt[i:I, j:J, k:K]) == np.float64(10.0)), tend[i:I, j:J, k:K], delp_gen_0[i:I, j:J, k:K]) != ufuncs.exp(ufuncs.minimum(np.float64(0.001), np.float64(5.0))))), mask_140153839975440_gen_0[i:I, j:J, k:K])
        case_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842796432_gen_0[i:I, j:J, k:K])), mask_140153839975440_gen_0[i:I, j:J, k:K]), (ufuncs.power(ufuncs.abs(np.float64(0.0)), np.float64(0.5)) + jt[i:I, j:J, k:K]), case_gen_0[i:I, j:J, k:K])
        case_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842796432_gen_0[i:I, j:J, k:K])), (np.bitwise_not(mask_140153839975440_gen_0[i:I, j:J, k:K]))), ufuncs.float32((-(case_gen_0[i:I, j:J, k:K]))).astype(np.float64), case_gen_0[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    