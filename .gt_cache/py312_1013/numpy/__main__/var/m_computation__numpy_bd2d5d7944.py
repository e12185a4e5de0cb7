import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, asm, b, v, dz, flux, gz, NAN, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    cp = Field(cp, _origin_['cp'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    dz = Field(dz, _origin_['dz'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    NAN = Field(NAN, _origin_['NAN'], (True, True, True))
    
    qv = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a_ = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859111824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859161168_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    vc_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nj_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi__8e2_27_64_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153856196688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__8e2_27_64_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = ufuncs.tan(ufuncs.tanh(ufuncs.float64((np.int64(0) + flux[i:I, j:J, k_ - 1:k_]))))
            qv[i:I, j + 1:j + 2, k_:k_ + 1] = ((asm + asm) + (v[i:I, j + 1:j + 2, k_:k_ + 1] / (ufuncs.abs(dz[i:I, j + 1:j + 2, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))
            qv[I - 1:I, j + 2:J - 1, k_:k_ + 1] = ((asm + asm) + (v[I - 1:I, j + 2:J - 1, k_:k_ + 1] / (ufuncs.abs(dz[I - 1:I, j + 2:J - 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))
            mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1] = b[i:I, j + 2:J + 2, k_ + 1:k_ + 2]
            mask_140153859161168_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float32(NAN[i:I, j:J, k_ - 1:k_]).astype(np.float64) <= np.float64(0.001)), mask_140153859161168_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], mask_140153859161168_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float64(np.int64(3)) >= ufuncs.power(NAN[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64)), a_[i:I, j:J, k_:k_ + 1])
            vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), vc_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))))):
                a_[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (gz[i - 1:I - 1, j:J, k_:k_ + 1] != NAN[i:I, j:J, k_ - 1:k_]), a_[i:I, j:J, k_:k_ + 1])
                vc_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153859111824_gen_0[i:I, j:J, k_:k_ + 1], (vc_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(cp[i:I, j - 2:J - 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (vc_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), vc_gen_0[i:I, j:J, k_:k_ + 1])
                
            flux[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(np.bitwise_and(((qv[i:I, j:J, k_:k_ + 1] * vc_gen_0[i:I, j:J, k_:k_ + 1]) > ufuncs.minimum(np.float64(1.5), dz[i:I, j - 2:J - 2, k_:k_ + 1].astype(np.float64))), ((dz[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64) - vc_gen_0[i:I, j:J, k_:k_ + 1]) <= ufuncs.cosh(ufuncs.tanh(ufuncs.float64(dz[i - 1:I - 1, j:J, k_:k_ + 1]))))), ufuncs.arcsinh(qv[i:I, j:J, k_:k_ + 1]), (v[i:I, j:J, k_:k_ + 1] + gz[i + 2:I + 2, j + 2:J + 2, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            flux[i:I, j:J, k_:k_ + 1] = (np.where(((-(NAN[i:I, j:J, k_ + 1:k_ + 2])) > (gz[i:I, j - 2:J - 2, k_:k_ + 1] + flux[i:I, j:J, k_ - 1:k_])), NAN[i:I, j:J, k_:k_ + 1], dz[i:I, j + 2:J + 2, k_ - 1:k_]) - (dz[i - 1:I - 1, j:J, k_ - 1:k_] - NAN[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1] = v[i:I, j:J, k_ - 1:k_]
            mask_140153856196688_gen_0[i:I, j:J, k_:k_ + 1] = (phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(0.0))
            phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153856196688_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.remainder(np.float64(2.0), np.float64(0.1)) * phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1]), phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1])
            phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153856196688_gen_0[i:I, j:J, k_:k_ + 1])), phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1], phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1] = phi__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1]
            nj_gen_0[i:I, j:J, k_:k_ + 1] = np.where((qv[i:I, j:J, k_:k_ + 1] < np.where(b[i:I, j - 1:J - 1, k_:k_ + 1], np.float64(0.5), np.float64(2.0))), (v[i:I, j:J, k_:k_ + 1] * asm), RETURN_VALUE__8e2_27_64_gen_0[i:I, j:J, k_:k_ + 1])
            a_[i:I, j:J, k_:k_ + 1] = (NAN[i:I, j:J, k_:k_ + 1] < ufuncs.remainder(gz[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1], flux[i:I, j:J, k_ + 1:k_ + 2]))
            # --- end horizontal block --

        # --- end vertical block ---
    