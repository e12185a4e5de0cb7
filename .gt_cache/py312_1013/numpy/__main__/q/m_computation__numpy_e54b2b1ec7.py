import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, rho, v, out, fmax, t, coef, c, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    rho = Field(rho, _origin_['rho'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    out = Field(out, _origin_['out'], (True, True, False))
    t = Field(t, _origin_['t'], (True, True, True))
    coef = Field(coef, _origin_['coef'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, False))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    hi = Field.empty((_dI_ + 2, _dJ_ + 1, _dK_), np.float64, (1, 1, 0), (True, True, True))
    typeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    a = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    w = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767609296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    lanes_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333771933712_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333772451408_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333771087376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333769880144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140333767990032_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            rho[i:I, j:J, k_:k_ + 1] = (ufuncs.minimum(out[i:I, j:J].astype(np.float64), cp) + ufuncs.float64(cp))
            rho[i:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.minimum(ufuncs.arctanh((ufuncs.tanh(np.float64(2.0)) * np.float64(0.5))), ufuncs.power(np.float64(3.5), np.int64(2)))
            rho[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(((np.float64(2.0) * v[i:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64)) < ufuncs.float64(v[i:I - 1, j:j + 1, k_:k_ + 1])))), (cp + np.float64(2.0)), (np.float64(2.0) + cp))
            rho[i:I, j:J, k_:k_ + 1] = (ufuncs.maximum(cp, fmax) * ufuncs.minimum(t[i:I, j:J, k_:k_ + 1], fmax))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 1, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            hi[i:I, j:J, k_:k_ + 1] = ((flux[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64) + np.float64(2.0)) * np.where(coef[i + 1:I + 1, j:J, k_ - 1:k_], cp, np.float64(0.5)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            typeof[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0)))):
                mask_140333767609296_gen_0[i:I, j:J, k_:k_ + 1] = np.where((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(typeof[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) <= (typeof[i:I, j:J, k_:k_ + 1] - rho[i:I, j:J, k_:k_ + 1])), mask_140333767609296_gen_0[i:I, j:J, k_:k_ + 1])
                a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), mask_140333767609296_gen_0[i:I, j:J, k_:k_ + 1]), fmax, a[i:I, j:J, k_:k_ + 1])
                rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), mask_140333767609296_gen_0[i:I, j:J, k_:k_ + 1]), c[i - 2:I - 2, j + 1:J + 1].astype(np.float64), rho[i:I, j:J, k_:k_ + 1])
                rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), (np.bitwise_not(mask_140333767609296_gen_0[i:I, j:J, k_:k_ + 1]))), fmax, rho[i:I, j:J, k_:k_ + 1])
                typeof[i:I, j:J, k_:k_ + 1] = np.where((typeof[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(hi[i + 1:I + 1, j - 1:J - 1, k_:k_ + 1]), np.float64(4.0))), (typeof[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), typeof[i:I, j:J, k_:k_ + 1])
                
            mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1] = coef[i - 1:I - 1, j:J, k_ + 1:k_ + 2]
            lanes_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.ceil(ufuncs.float64(out[i + 1:I + 1, j - 1:J - 1])), lanes_gen_0[i:I, j:J, k_:k_ + 1])
            pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), pt_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1], (pt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                a[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1], (pt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ufuncs.minimum(rho[i:I, j:J, k_ - 1:k_], (np.float64(2.0) / a[i:I, j:J, k_:k_ + 1])), a[i:I, j:J, k_:k_ + 1])
                pt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333771933712_gen_0[i:I, j:J, k_:k_ + 1], (pt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (pt_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), pt_gen_0[i:I, j:J, k_:k_ + 1])
                
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            w[i:I, j:J, k_:k_ + 1] = ((flux[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64) + fmax) + (np.float64(2.0) + np.float64(2.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            phi_gen_0[i:I, j:J, k_:k_ + 1] = (flux[i:I, j:J, k_:k_ + 1].astype(np.float64) * (np.float64(2.0) / (ufuncs.abs(flux[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))))
            mask_140333771087376_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_or((v[i:I, j:J, k_:k_ + 1].astype(np.float64) <= typeof[i:I, j:J, k_ - 1:k_]), ufuncs.isfinite(hi[i - 1:I - 1, j:J, k_:k_ + 1]))
            t[i:I, j:J, k_:k_ + 1] = np.where(mask_140333771087376_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.exp(ufuncs.minimum((w[i:I, j:J, k_:k_ + 1] / v[i:I, j:J, k_:k_ + 1].astype(np.float64)), np.float64(5.0))), t[i:I, j:J, k_:k_ + 1])
            mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.abs(v[i:I, j:J, k_ - 1:k_]).astype(np.float64) < (out[i + 1:I + 1, j + 2:J + 2].astype(np.float64) * t[i:I, j:J, k_:k_ + 1])), rho[i:I, j:J, k_ - 1:k_], flux[i - 1:I - 1, j:J, k_:k_ + 1].astype(np.float64)) < (t[i:I, j:J, k_:k_ + 1] + out[i + 1:I + 1, j + 2:J + 2].astype(np.float64)))
            mask_140333769880144_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1], (np.bitwise_not((c[i:I, j - 1:J - 1].astype(np.float64) != cp))), mask_140333769880144_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769880144_gen_0[i:I, j:J, k_:k_ + 1]), ((typeof[i:I, j:J, k_:k_ + 1] * typeof[i:I, j:J, k_:k_ + 1]) + np.float64(ufuncs.int64(np.int64(7)))), t[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769880144_gen_0[i:I, j:J, k_:k_ + 1]), ((a[i:I, j:J, k_ - 1:k_] - v[i:I, j:J, k_:k_ + 1].astype(np.float64)) + ufuncs.float64(v[i:I, j:J, k_ + 1:k_ + 2])), rho[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1], mask_140333769880144_gen_0[i:I, j:J, k_:k_ + 1]), (np.where(((a[i:I, j:J, k_ - 1:k_] - rho[i:I, j:J, k_ + 1:k_ + 2]) > ufuncs.remainder(hi[i:I, j:J, k_:k_ + 1], np.float64(2.0))), rho[i:I, j:J, k_ - 1:k_], phi_gen_0[i:I, j:J, k_:k_ + 1]) * phi_gen_0[i:I, j:J, k_:k_ + 1]), rho[i:I, j:J, k_:k_ + 1])
            mask_140333772451408_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1])), np.bitwise_or(bool(bool(True)), ((v[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * np.float64(2.0)) != (cp / np.float64(0.1)))), mask_140333772451408_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140333767990032_gen_0[i:I, j:J, k_:k_ + 1])), mask_140333772451408_gen_0[i:I, j:J, k_:k_ + 1]), rho[i:I, j:J, k_:k_ + 1], t[i:I, j:J, k_:k_ + 1])
            w[i:I, j:J, k_:k_ + 1] = np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.log((ufuncs.abs(ufuncs.float64(np.int64(3))) + np.float64(0.5))), (-(np.float64(100000.0)))), np.float64(100000.0))))
            # --- end horizontal block --

        # --- end vertical block ---
    