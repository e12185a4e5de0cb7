import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, M_PI, void, var, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    M_PI = Field(M_PI, _origin_['M_PI'], (True, True, True))
    void = Field(void, _origin_['void'], (True, True, True))
    
    v = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    auto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    strides = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153831980240_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    cp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    j0__41f_24_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153840765584_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    volatile__41f_24_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[I - 2:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((v[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[i + 1:I + 1, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                auto[I - 2:I, j:J, k_:k_ + 1] = np.where((v[I - 2:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[I - 1:I + 1, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ufuncs.float64(ufuncs.float64(var)), auto[I - 2:I, j:J, k_:k_ + 1])
                strides[I - 2:I, j:J, k_:k_ + 1] = np.where((v[I - 2:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[I - 1:I + 1, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), ufuncs.sqrt(ufuncs.abs((M_PI[I - 2:I, j:J, k_:k_ + 1] + var))), strides[I - 2:I, j:J, k_:k_ + 1])
                v[I - 2:I, j:J, k_:k_ + 1] = np.where((v[I - 2:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(void[I - 1:I + 1, j + 2:J + 2, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (v[I - 2:I, j:J, k_:k_ + 1] + np.float64(1.0)), v[I - 2:I, j:J, k_:k_ + 1])
                
            mask_140153831980240_gen_0[I - 2:I, j:J, k_:k_ + 1] = ((auto[I - 2:I, j:J, k_:k_ + 1] + np.float64(np.int64(1))) <= ufuncs.minimum(np.float64(0.0), void[I - 4:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)))
            cp_gen_0[I - 2:I, j:J, k_:k_ + 1] = np.where(mask_140153831980240_gen_0[I - 2:I, j:J, k_:k_ + 1], (ufuncs.trunc(ufuncs.float64(np.int64(1))) - (var / var)), cp_gen_0[I - 2:I, j:J, k_:k_ + 1])
            auto[I - 2:I, j:J, k_:k_ + 1] = np.where(mask_140153831980240_gen_0[I - 2:I, j:J, k_:k_ + 1], ufuncs.power(strides[I - 2:I, j:J, k_:k_ + 1], np.int64(2)), auto[I - 2:I, j:J, k_:k_ + 1])
            cp_gen_0[i:I, j:J, k_:k_ + 1] = ((M_PI[i:I, j:J, k_:k_ + 1] - v[i:I, j:J, k_:k_ + 1]) + np.float64(np.int64(1)))
            auto[i:I, j:J, k_:k_ + 1] = ufuncs.exp(ufuncs.minimum((strides[i:I, j:J, k_:k_ + 1] * cp_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(5.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.arccos(ufuncs.tanh(ufuncs.float64(np.int64(1)))) >= v[i:I, j:J, k_:k_ + 1])
            j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.exp(ufuncs.minimum(M_PI[i:I, j:J, k_:k_ + 1], np.float64(5.0))), j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1])
            volatile__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.float64(auto[i:I, j:J, k_:k_ + 1]), volatile__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1])
            j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1], np.where((volatile__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] >= (j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(3.5))), ufuncs.round_away_from_zero(volatile__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(np.float64(1.5)), np.float64(0.5))), j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1], (j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] * j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1]), rho[i:I, j:J, k_:k_ + 1])
            area[i:I, j:J, k_:k_ + 1] = np.where(mask_140153840765584_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.tanh((volatile__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1] * j0__41f_24_28_gen_0[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.minimum(np.float64(np.int64(1)), (var / (np.float64(ufuncs.abs(np.int64(1))) + np.float64(1.0))))
            M_PI[i:I, j + 1:J, k_:k_ + 1] = (area[i:I, j + 1:J, k_:k_ + 1] - (pt_gen_0[i:I, j + 1:J, k_:k_ + 1] / M_PI[i:I, j + 1:J, k_:k_ + 1]))
            u[i:I, j + 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((u[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                M_PI[i:I, j + 1:J, k_:k_ + 1] = np.where((u[i:I, j + 1:J, k_:k_ + 1] < np.float64(2.0)), area[i:I, j + 1:J, k_:k_ + 1], M_PI[i:I, j + 1:J, k_:k_ + 1])
                u[i:I, j + 1:J, k_:k_ + 1] = np.where((u[i:I, j + 1:J, k_:k_ + 1] < np.float64(2.0)), (u[i:I, j + 1:J, k_:k_ + 1] + np.float64(1.0)), u[i:I, j + 1:J, k_:k_ + 1])
                
            M_PI[i:I, j + 1:J, k_:k_ + 1] = pt_gen_0[i:I, j + 1:J, k_:k_ + 1]
            pt_gen_0[i:I, j + 1:J, k_:k_ + 1] = ufuncs.log10((ufuncs.abs(ufuncs.float64(void[i:I, j + 2:J + 1, k_:k_ + 1])) + np.float64(0.5)))
            auto[i:I, j:J, k_:k_ + 1] = (pt_gen_0[i:I, j:J, k_:k_ + 1] - rho[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            buffers_ok_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(1.5)
            M_PI[i:I, j:J, k_:k_ + 1] = np.where((u[i:I, j:J, k_:k_ + 1] != np.float64(1.0)), (rho[i:I, j:J, k_:k_ + 1] + void[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), (area[i:I, j:J, k_:k_ + 1] * strides[i:I, j:J, k_:k_ + 1]))
            tend_gen_0[i:I, j:J, k_:k_ + 1] = (auto[i:I, j:J, k_:k_ + 1] * ufuncs.float64(u[i:I, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    