import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, a, fabs, dz, rho, struct, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    a = Field(a, _origin_['a'], (True, True, False))
    rho = Field(rho, _origin_['rho'], (True, True, False))
    struct = Field(struct, _origin_['struct'], (True, True, True))
    
    c = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    q = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.int64, (1, 0, 0), (True, True, True))
    union = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.float64, (1, 0, 0), (True, True, True))
    sqrtf = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    fmax = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    v = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    qv = Field.empty((_dI_ + 1, _dJ_ + 1, _dK_), np.float32, (0, 1, 0), (True, True, True))
    goto = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333766326352_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333766278352_gen_0 = Field.empty((_dI_ + 1, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333764492624_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    int64_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ti0_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    size_t_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        c[i:I, j:J, k:K] = ((fabs * rho[i:I, j:J].astype(np.float32)) + a[i:I, j - 1:J - 1])
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 1, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 1

        q[i:I, j:J, k:K] = np.int64(3)
        q[i:I, j:J, k:K] = np.int64(ufuncs.abs(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(fabs), (-(np.float64(100000.0)))), np.float64(100000.0)))))
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 1

        union[i:I, j:J, k:K] = dz
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 1

        union[i + 1:I - 2, j:J, k:K] = np.float64(0.25)
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140333766278352_gen_0[i:I, j:J, k:K] = (np.float64(np.int64(7)) <= (q[i:I, j + 1:J + 1, k:K].astype(np.float64) - union[i - 1:I - 1, j:J, k:K]))
        mask_140333766326352_gen_0[i:I, j:J, k:K] = np.where(mask_140333766278352_gen_0[i:I, j:J, k:K], (np.bitwise_not((fabs < (rho[i:I, j:J].astype(np.float32) - c[i:I, j:J, k:K])))), mask_140333766326352_gen_0[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766278352_gen_0[i:I, j:J, k:K], mask_140333766326352_gen_0[i:I, j:J, k:K]), a[i - 2:I - 2, j:J], sqrtf[i:I, j:J, k:K])
        fmax[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766278352_gen_0[i:I, j:J, k:K], mask_140333766326352_gen_0[i:I, j:J, k:K]), rho[i:I, j:J], fmax[i:I, j:J, k:K])
        sqrtf[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766278352_gen_0[i:I, j:J, k:K], mask_140333766326352_gen_0[i:I, j:J, k:K]), ufuncs.power((c[i:I, j:J, k:K].astype(np.float64) * np.float64(2.0)), np.int64(2)).astype(np.float32), sqrtf[i:I, j:J, k:K])
        c[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140333766278352_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140333766326352_gen_0[i:I, j:J, k:K]))), ufuncs.sin((a[i + 2:I + 2, j:J] - a[i + 2:I + 2, j:J])), c[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where(mask_140333766278352_gen_0[i:I, j:J, k:K], fabs, v[i:I, j:J, k:K])
        v[i:I, j:J, k:K] = np.where((np.bitwise_not(mask_140333766278352_gen_0[i:I, j:J, k:K])), c[i:I, j:J, k:K], v[i:I, j:J, k:K])
        # --- end horizontal block --


        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 1
        j, J = _dj_ - 1, _dJ_ + 0

        sqrtf[I - 2:I, j + 2:J, k:K] = ufuncs.arcsinh(ufuncs.cbrt(union[I - 2:I, j + 2:J, k:K])).astype(np.float32)
        fmax[I - 2:I, j + 2:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(dz, ufuncs.arctan(union[I - 2:I, j + 2:J, k:K])), (-(np.float64(100000.0)))), np.float64(100000.0)))
        qv[I - 2:I, j + 2:J, k:K] = np.where(np.bitwise_or((union[I - 2:I, j + 2:J, k:K] == (np.float64(fabs) * np.float64(2.0))), (ufuncs.maximum(a[I - 2:I, j + 2:J].astype(np.float64), np.float64(0.1)) <= (a[I - 2:I, j + 2:J] + q[I - 2:I, j + 2:J, k:K].astype(np.float32)).astype(np.float64))), (-(fabs)), q[I - 2:I, j + 2:J, k:K].astype(np.float32))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333764492624_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((np.bitwise_not((v[i:I, j:J, k_:k_ + 1] != a[i:I, j - 1:J - 1]))), struct[i:I, j:J, k_:k_ + 1])
            goto[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764492624_gen_0[i:I, j:J, k_:k_ + 1], fmax[i:I, j:J, k_:k_ + 1], goto[i:I, j:J, k_:k_ + 1])
            fmax[i:I, j:J, k_:k_ + 1] = np.where(mask_140333764492624_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((v[i:I, j:J, k_ - 1:k_].astype(np.float64) * (a[i:I, j + 2:J + 2].astype(np.float64) + np.float64(0.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J, k_:k_ + 1])
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333764492624_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((v[i:I, j:J, k_ - 1:k_] != a[i + 2:I + 2, j:J]))), int64_t_gen_0[i:I, j:J, k_:k_ + 1])
            c[i + 2:I - 1, J - 2:J - 1, k_:k_ + 1] = np.float32((dz * np.float64(fabs)))
            goto[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.minimum(fmax[i:I, j:J, k_ - 1:k_], rho[i:I, j:J]).astype(np.float64) * ufuncs.float64(sqrtf[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            int64_t_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.remainder(v[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(1.5)) > (v[i:I, j:J, k_ - 1:k_] - sqrtf[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            struct[i:I, j:J, k_:k_ + 1] = (np.float64(np.int64(2)) > (q[i - 1:I - 1, j + 1:J + 1, k_ - 1:k_].astype(np.float64) * dz))
            qv[i:I, j:J, k_:k_ + 1] = ufuncs.float32(ufuncs.arcsinh(qv[i:I, j:J, k_:k_ + 1]))
            vc[i:I, j:J, k_:k_ + 1] = ufuncs.arccosh((ufuncs.abs((-(union[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1]))) + np.float64(1.0)))
            x[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))):
                vc[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (c[i:I, j:J, k_:k_ + 1].astype(np.float64) - union[i:I, j:J, k_:k_ + 1]), vc[i:I, j:J, k_:k_ + 1])
                struct[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (fmax[i:I, j:J, k_:k_ + 1] > ufuncs.minimum(np.int64(2), goto[i:I, j:J, k_:k_ + 1])), struct[i:I, j:J, k_:k_ + 1])
                x[i:I, j:J, k_:k_ + 1] = np.where((x[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(qv[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))), (x[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), x[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            ti0_gen_0[i:I, j:J, k_:k_ + 1] = ((-(vc[i:I, j:J, k_:k_ + 1])) >= np.where((ufuncs.arctan(np.float64(0.001)) <= ufuncs.arcsinh(np.float64(3.5))), qv[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2], v[i:I, j:J, k_:k_ + 1]).astype(np.float64))
            size_t_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_or((np.float64(0.001) > ufuncs.power(goto[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64)), ti0_gen_0[i:I, j:J, k_:k_ + 1]), (v[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(np.float64(2.0)) + np.float64(1.0))), np.float64(fabs))
            ti0_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.isfinite(ufuncs.remainder(qv[i:I, j:J, k_:k_ + 1].astype(np.float64), union[i:I, j:J, k_ + 1:k_ + 2]))
            vc[i:I, j:J, k_:k_ + 1] = ((np.float64(1.0) - x[i:I, j:J, k_ + 1:k_ + 2]) * (-(size_t_gen_0[i:I, j:J, k_:k_ + 1])))
            # --- end horizontal block --

        # --- end vertical block ---
    