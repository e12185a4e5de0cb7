import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, fmax, size_t, tend, flux, val, lo, qv, switch, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    size_t = Field(size_t, _origin_['size_t'], (True, True, False))
    tend = Field(tend, _origin_['tend'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    qv = Field(qv, _origin_['qv'], (True, True, False))
    switch = Field(switch, _origin_['switch'], (True, True, True))
    
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    x_s = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    fmin = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333773678672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771129552_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333770791184_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    delp_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140333770934288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            tend[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.maximum((-(flux[i:I, j + 2:J + 2, k_:k_ + 1])), ufuncs.maximum(qv[i + 2:I + 2, j:J], tend[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            q[i:I, j:J, k_:k_ + 1] = lo
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1] = switch[i:I, j:J, k_:k_ + 1]
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], ((val[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(size_t[i:I, j:J]) + np.float64(1.0))) == fmax[i - 1:I - 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64)), u_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140333773678672_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], u_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773678672_gen_0[i:I, j:J, k_:k_ + 1])
            size_t[i:I, j:J] = np.where(np.bitwise_and(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773678672_gen_0[i:I, j:J, k_:k_ + 1]), (-((qv[i + 1:I + 1, j - 1:J - 1] + tend[i:I, j:J, k_ - 1:k_]))).astype(np.float64), size_t[i:I, j:J])
            u_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773678672_gen_0[i:I, j:J, k_:k_ + 1]), ((-(np.float64(10.0))) <= size_t[i:I, j:J]), u_gen_0[i:I, j:J, k_:k_ + 1])
            x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], mask_140333773678672_gen_0[i:I, j:J, k_:k_ + 1]), fmax[i:I, j:J, k_:k_ + 1], x_s[i:I, j:J, k_:k_ + 1])
            fmin[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771129552_gen_0[i:I, j:J, k_:k_ + 1], (flux[i + 2:I + 2, j:J, k_:k_ + 1] / (ufuncs.abs(np.where((fmax[i - 2:I - 2, j + 2:J + 2, k_ + 1:k_ + 2].astype(np.float64) >= (fmax[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.float64) * flux[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2])), cp, np.float64(np.int64(3)))) + np.float64(1.0))), fmin[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333770791184_gen_0[I - 1:I, j + 1:J, k_:k_ + 1] = (np.where(((np.float64(np.int64(2)) / (ufuncs.abs(x_s[I - 1:I, j + 1:J, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))) >= (size_t[I - 1:I, j + 1:J] * val[I - 1:I, j + 1:J, k_:k_ + 1])), q[I - 1:I, j + 1:J, k_:k_ + 1], lo) >= q[I - 1:I, j + 1:J, k_:k_ + 1])
            b_gen_0[I - 1:I, j + 1:J, k_:k_ + 1] = np.where(mask_140333770791184_gen_0[I - 1:I, j + 1:J, k_:k_ + 1], (val[I - 1:I, j + 1:J, k_:k_ + 1] < np.where(((flux[I - 2:I - 1, j + 3:J + 2, k_:k_ + 1] + qv[I - 1:I, j + 2:J + 1].astype(np.float64)) != ufuncs.abs(size_t[I - 1:I, j + 1:J])), np.float64((-(np.int64(1)))), fmin[I - 1:I, j + 1:J, k_:k_ + 1])), b_gen_0[I - 1:I, j + 1:J, k_:k_ + 1])
            x_s[I - 1:I, j + 1:J, k_:k_ + 1] = np.where(mask_140333770791184_gen_0[I - 1:I, j + 1:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power((val[I - 1:I, j + 1:J, k_:k_ + 1] + size_t[I - 1:I, j + 1:J]), np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), x_s[I - 1:I, j + 1:J, k_:k_ + 1])
            size_t[I - 1:I, j + 1:J] = np.where(mask_140333770791184_gen_0[I - 1:I, j + 1:J, k_:k_ + 1], ufuncs.maximum((np.float64(lo) / (ufuncs.abs(flux[I:I + 1, j + 2:J + 1, k_:k_ + 1]) + np.float64(1.0))), fmin[I - 1:I, j + 1:J, k_:k_ + 1]), size_t[I - 1:I, j + 1:J])
            delp_gen_0[I - 1:I, j + 1:J, k_:k_ + 1] = qv[I - 1:I, j + 1:J]
            fmin[I - 1:I, j + 1:J, k_:k_ + 1] = ufuncs.cbrt(ufuncs.round(cp))
            area_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                val[i:I, j:J, k_:k_ + 1] = np.where((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.maximum(ufuncs.trunc(fmin[i:I, j:J, k_:k_ + 1]), val[i:I, j:J, k_:k_ + 1]), val[i:I, j:J, k_:k_ + 1])
                mask_140333770934288_gen_0[i:I, j:J, k_:k_ + 1] = np.where((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), np.bitwise_and((lo >= q[i:I, j:J, k_:k_ + 1]), (flux[i:I, j:J, k_:k_ + 1] >= tend[i:I, j:J, k_:k_ + 1].astype(np.float64))), mask_140333770934288_gen_0[i:I, j:J, k_:k_ + 1])
                x_s[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), mask_140333770934288_gen_0[i:I, j:J, k_:k_ + 1]), q[i:I, j:J, k_:k_ + 1].astype(np.int64), x_s[i:I, j:J, k_:k_ + 1])
                area_gen_0[i:I, j:J, k_:k_ + 1] = np.where((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (area_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), area_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    