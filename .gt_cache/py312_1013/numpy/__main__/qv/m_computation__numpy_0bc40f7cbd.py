import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, struct, q, vc, _a, pt, v, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    struct = Field(struct, _origin_['struct'], (True, True, True))
    q = Field(q, _origin_['q'], (False, False, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    k0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    area = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    static = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nk = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    uint8_t = Field.empty((_dI_ + 1, _dJ_ + 2, _dK_), np.float64, (1, 1, 0), (True, True, True))
    dz = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    const = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    time = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866382288_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    expf__14b_11_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    expf__14b_14_28_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859557136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858841360_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    tend_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    c_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153858318608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153860988816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153859418576_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar_run_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153859483792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153861850320_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858196560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1] = (vc[i:I, j:J, k_ - 1:k_] / struct[i:I, j + 1:J + 1, k_ + 1:k_ + 2])
            a[i:I, j:J, k_:k_ + 1] = np.where(ufuncs.isinf(expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1]), (expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1] + expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1]), (expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1] + expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1]))
            k0[i:I, j:J, k_:k_ + 1] = ufuncs.sinh(ufuncs.tanh(ufuncs.sinh(ufuncs.tanh(expf__14b_11_20_gen_0[i:I, j:J, k_:k_ + 1]))))
            area[i:I, j:J, k_:k_ + 1] = (v[i:I, j:J, k_:k_ + 1].astype(np.float64) + ufuncs.arccosh((ufuncs.abs(a[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))))
            expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = (pt[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2] * np.float64(0.001))
            static[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(ufuncs.isinf(expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1]), (expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] + expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1]), (expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] + expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1]))
            u[i + 1:i + 2, j:j + 1, k_:k_ + 1] = ufuncs.sinh(ufuncs.tanh(ufuncs.sinh(ufuncs.tanh(expf__14b_14_28_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1]))))
            mask_140153866382288_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.bitwise_and((pt[i + 1:i + 2, j:j + 1, k_:k_ + 1] == a[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2]), (q[k_ - 1:k_] > np.where(((a[i + 1:i + 2, j:j + 1, k_:k_ + 1] - k0[i + 1:i + 2, j:j + 1, k_:k_ + 1]) <= ufuncs.exp(ufuncs.minimum(pt[i + 1:i + 2, j:j + 1, k_:k_ + 1], np.float64(5.0)))), k0[i + 1:i + 2, j:j + 1, k_:k_ + 1], pt[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2])))
            static[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153866382288_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], ufuncs.sinh(ufuncs.tanh(np.where((ufuncs.maximum(vc[i + 1:i + 2, j:j + 1, k_ - 1:k_], struct[i + 2:i + 3, j:j + 1, k_:k_ + 1]) < ufuncs.arccosh((ufuncs.abs(v[i + 1:i + 2, j:j + 1, k_ - 1:k_]).astype(np.float64) + np.float64(1.0)))), np.float64(np.int64(0)), area[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2]))), static[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            u[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153866382288_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], u[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2], u[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            area[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153866382288_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], a[i + 1:i + 2, j:j + 1, k_:k_ + 1], area[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            mask_140153859557136_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.bitwise_or((static[i + 1:i + 2, j:j + 1, k_ + 1:k_ + 2] >= np.float64(0.0)), (u[i + 1:i + 2, j:j + 1, k_:k_ + 1] <= k0[i + 1:i + 2, j:j + 1, k_:k_ + 1]))
            u[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153859557136_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], np.where((struct[i + 1:i + 2, j:j + 1, k_:k_ + 1] == (static[i + 1:i + 2, j:j + 1, k_:k_ + 1] - k0[i + 1:i + 2, j:j + 1, k_:k_ + 1])), ufuncs.remainder(np.float64(_a), q[k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(q[k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), u[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            nk[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where(mask_140153859557136_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1], ufuncs.remainder((np.float64(_a) + vc[i + 1:i + 2, j:j + 1, k_:k_ + 1]), (v[i + 1:i + 2, j:j + 1, k_:k_ + 1].astype(np.float64) * vc[i + 1:i + 2, j:j + 1, k_:k_ + 1])), nk[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            area[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859557136_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])), ufuncs.sqrt(ufuncs.abs((q[k_:k_ + 1] * static[i + 1:i + 2, j:j + 1, k_:k_ + 1]))), area[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            k0[i + 1:i + 2, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859557136_gen_0[i + 1:i + 2, j:j + 1, k_:k_ + 1])), (ufuncs.float64((-(np.int64(2)))) / (ufuncs.abs(nk[i + 1:i + 2, j:j + 1, k_:k_ + 1]) + np.float64(1.0))), k0[i + 1:i + 2, j:j + 1, k_:k_ + 1])
            flux_gen_0[i:I, j:J, k_:k_ + 1] = ((u[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(static[i:I, j:J, k_:k_ + 1]) + np.float64(1.0))) - (v[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(struct[i:I, j + 2:J + 2, k_:k_ + 1]) + np.float64(1.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 1

            uint8_t[i:I, j:J, k_:k_ + 1] = q[k_:k_ + 1]
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 1

            dz[i:I, j:J, k_:k_ + 1] = uint8_t[i:I, j:J, k_ - 1:k_]
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 1, _dJ_ + 0

            uint8_t[i:I, j:J, k_:k_ + 1] = (dz[i:I, j + 1:J + 1, k_:k_ + 1] / np.float64(_a))
            # --- end horizontal block --


            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            u[i:I, j:J, k_:k_ + 1] = ((pt[i:I, j:J, k_:k_ + 1] + struct[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]) * (np.float64(np.int64(1)) * struct[i + 2:I + 2, j:J, k_:k_ + 1]))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            const[i + 1:I, J - 1:J, k_:k_ + 1] = ufuncs.remainder(np.float64(0.0), (vc[i + 1:I, J - 1:J, k_ - 1:k_] + k0[i + 1:I, J - 1:J, k_:k_ + 1]))
            static[i:I, j:J, k_:k_ + 1] = np.float64(1.5)
            time[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((time[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                const[i:I, j:J, k_:k_ + 1] = np.where((time[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), static[i:I, j:J, k_ + 1:k_ + 2], const[i:I, j:J, k_:k_ + 1])
                time[i:I, j:J, k_:k_ + 1] = np.where((time[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (time[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), time[i:I, j:J, k_:k_ + 1])
                
            u[i:I, j:J, k_:k_ + 1] = (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(struct[i:I, j + 2:J + 2, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) - k0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1] = ((struct[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1] - dz[i:I, j:J, k_:k_ + 1]) >= (np.float64(2.0) * uint8_t[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1]))
            mask_140153860988816_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.maximum(const[i:I, j:J, k_:k_ + 1], k0[i:I, j:J, k_:k_ + 1]) <= (struct[i:I, j:J, k_ - 1:k_] - dz[i:I, j:J, k_ + 1:k_ + 2])), mask_140153860988816_gen_0[i:I, j:J, k_:k_ + 1])
            k0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], mask_140153860988816_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(_a), k0[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153860988816_gen_0[i:I, j:J, k_:k_ + 1]))), (k0[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(ufuncs.int64(ufuncs.minimum(ufuncs.maximum(uint8_t[i:I, j:J, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0)))).astype(np.float64) + np.float64(1.0))), const[i:I, j:J, k_:k_ + 1])
            val_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not(mask_140153860988816_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.float64(a[i:I, j:J, k_:k_ + 1]), val_gen_0[i:I, j:J, k_:k_ + 1])
            pt[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], vc[i:I, j:J, k_:k_ + 1], pt[i:I, j:J, k_:k_ + 1])
            mask_140153861850320_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], (np.where(((time[i:I, j:J, k_:k_ + 1] * vc[i:I, j:J, k_ + 1:k_ + 2]) != (nk[i:I, j:J, k_:k_ + 1] + pt[i:I, j:J, k_:k_ + 1])), area[i:I, j:J, k_:k_ + 1], time[i:I, j:J, k_ + 1:k_ + 2]) == pt[i:I, j:J, k_:k_ + 1]), mask_140153861850320_gen_0[i:I, j:J, k_:k_ + 1])
            val_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861850320_gen_0[i:I, j:J, k_:k_ + 1]), (static[i:I, j:J, k_:k_ + 1] - v[i:I, j:J, k_:k_ + 1].astype(np.float64)), val_gen_0[i:I, j:J, k_:k_ + 1])
            val_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861850320_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.power(ufuncs.abs(const[i:I, j:J, k_:k_ + 1]), np.float64(0.5)), val_gen_0[i:I, j:J, k_:k_ + 1])
            val_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858841360_gen_0[i:I, j:J, k_:k_ + 1], mask_140153861850320_gen_0[i:I, j:J, k_:k_ + 1]), const[i:I, j:J, k_ + 1:k_ + 2], val_gen_0[i:I, j:J, k_:k_ + 1])
            isobar_run_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = ((np.float64(2.0) + time[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]) <= (const[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] + q[k_ - 1:k_]))
            mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = (np.bitwise_not(np.bitwise_and((ufuncs.abs(k0[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2]) != ufuncs.floor(struct[i + 2:I - 1, j - 1:j, k_ + 1:k_ + 2])), ((time[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] + struct[i + 3:I, j + 2:j + 3, k_ + 1:k_ + 2]) < ufuncs.power(static[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], np.int64(2))))))
            val_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], (dz[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] - uint8_t[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), val_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            const[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], np.float64(1.5), const[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            k0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], (np.where(((np.float64(0.0) - np.float64(np.int64(0))) <= (np.float64(_a) * dz[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), v[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1].astype(np.float64), dz[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]) / (ufuncs.abs(static[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]) + np.float64(1.0))), k0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            mask_140153859483792_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), ((dz[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2] + np.float64(np.int64(0))) > (np.float64(2.0) + np.float64(2.0))), mask_140153859483792_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            u[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), mask_140153859483792_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), ufuncs.cos((q[k_ + 1:k_ + 2] / struct[i + 4:I + 1, j - 1:j, k_ - 1:k_])), u[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            tend_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858196560_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), (np.bitwise_not(mask_140153859483792_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]))), ufuncs.sin(ufuncs.float64(ufuncs.int64(_a))), tend_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = (val_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] <= ufuncs.log((ufuncs.abs(q[k_:k_ + 1]) + np.float64(0.5))))
            tend_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], pt[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2], tend_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            c_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], area[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], c_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            zs_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], ((val_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] + np.float64(10.0)) - val_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), zs_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            mask_140153858318608_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), (area[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] > vc[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), mask_140153858318608_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            c_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153859418576_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), mask_140153858318608_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), c_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], c_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            x_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((x_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i:I, j:J, k_:k_ + 1]), np.float64(4.0)))):
                v[i:I, j:J, k_:k_ + 1] = np.where((x_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), np.float32(np.float64(0.1)), v[i:I, j:J, k_:k_ + 1])
                x_gen_0[i:I, j:J, k_:k_ + 1] = np.where((x_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(dz[i:I, j:J, k_:k_ + 1]), np.float64(4.0))), (x_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    