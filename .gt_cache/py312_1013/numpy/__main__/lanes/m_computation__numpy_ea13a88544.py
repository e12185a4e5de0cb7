import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, do, qv, pt, stdin, t0, flux, b, delp, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    qv = Field(qv, _origin_['qv'], (True, True, True))
    pt = Field(pt, _origin_['pt'], (True, True, True))
    stdin = Field(stdin, _origin_['stdin'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, False))
    delp = Field(delp, _origin_['delp'], (True, True, True))
    
    q = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    coef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int32, (0, 0, 0), (True, True, True))
    c = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    zs = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    vc = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    rho = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852912400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153855454672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853768528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852244176_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153855796112_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853756816_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    gz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153852298448_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(k, K):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = (ufuncs.power(qv[i + 2:I - 1, j + 1:j + 2, lk + pt[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]], np.int64(2)) + (np.float64(np.int64(2)) / (ufuncs.abs(flux[i + 3:I, j + 3:j + 4, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))))
            q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = ((delp[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] + flux[i + 2:I - 1, j + 1:j + 2, lk + pt[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]].astype(np.float32)).astype(np.float64) + (flux[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(qv[i + 2:I - 1, j:j + 1, k_:k_ + 1]) + np.float64(1.0))))
            mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.bitwise_or((delp[i + 4:I + 1, j + 3:j + 4, k_ - 1:k_].astype(np.float64) == q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]), np.bitwise_or(((do / (ufuncs.abs(delp[i + 4:I + 1, j:j + 1, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) < np.float64(np.int64(7))), (ufuncs.remainder(stdin[i + 2:I - 1, j + 1:j + 2, k_ - 1:k_].astype(np.float64), q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1]) > np.float64(0.001))))
            ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], stdin[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            ua[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2] = np.where(mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(qv[i:I - 3, j + 1:j + 2, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2])
            ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(flux[i + 2:I - 1, j + 3:j + 4, k_ - 1:k_], stdin[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1].astype(np.int64)).astype(np.float64) / (ufuncs.abs((flux[i + 4:I + 1, j + 1:j + 2, k_:k_ + 1] - ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1].astype(np.int64))).astype(np.float64) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            coef[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), ua[i + 2:I - 1, j + 1:j + 2, k_ + 1:k_ + 2], coef[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852912400_gen_0[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            c[i:I, j:J, k_:k_ + 1] = ufuncs.power(ufuncs.abs((np.float64(1.5) / coef[i:I, j:J, k_:k_ + 1].astype(np.float64))), np.float64(0.5))
            u[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((u[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                coef[i:I, j:J, k_:k_ + 1] = np.where((u[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(np.float64(1.5), (-(np.float64(100000.0)))), np.float64(100000.0))), coef[i:I, j:J, k_:k_ + 1])
                u[i:I, j:J, k_:k_ + 1] = np.where((u[i:I, j:J, k_:k_ + 1] < np.float64(2.0)), (u[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), u[i:I, j:J, k_:k_ + 1])
                
            mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1] = ((-(b[i:I, j:J])).astype(np.float64) != ufuncs.round_away_from_zero(u[i:I, j:J, k_:k_ + 1]))
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(b[i:I, j:J].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i:I, j:J, k_:k_ + 1])
            zs[i:I, j:J, k_:k_ + 1] = np.where(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), zs[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0))))):
                vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (c[i:I, j:J, k_ + 1:k_ + 2] / (ufuncs.abs((qv[i:I, j - 1:J - 1, k_:k_ + 1] - t0)) + np.float64(1.0))), vc[i:I, j:J, k_:k_ + 1])
                c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), stdin[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), c[i:I, j:J, k_:k_ + 1])
                zs[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (zs[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(flux[i:I, j:J, k_ - 1:k_]).astype(np.float64), np.float64(4.0)))), (zs[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), zs[i:I, j:J, k_:k_ + 1])
                
            y[i:I, j:J, k_:k_ + 1] = np.where(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), y[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))))):
                coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(((-(u[i:I, j:J, k_ - 1:k_])) + zs[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))), coef[i:I, j:J, k_:k_ + 1])
                y[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1], (y[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(delp[i - 1:I - 1, j + 1:J + 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))), (y[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), y[i:I, j:J, k_:k_ + 1])
                
            mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), (np.float64(2.0) >= zs[i:I, j:J, k_:k_ + 1]), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1]), (coef[i:I, j:J, k_ - 1:k_].astype(np.float64) == y[i:I, j:J, k_ + 1:k_ + 2]), mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.maximum(np.float64(np.int64(1)), qv[i:I, j:J, k_:k_ + 1]) * (y[i:I, j:J, k_ + 1:k_ + 2] + flux[i:I, j - 1:J - 1, k_ - 1:k_].astype(np.float64))), res[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1]), (do != ufuncs.power(res[i:I, j:J, k_:k_ + 1], np.int64(2))), rho[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1]), stdin[i:I, j:J, k_ - 1:k_].astype(np.float64), vc[i:I, j:J, k_:k_ + 1])
            vc[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153852244176_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153855454672_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140153853768528_gen_0[i:I, j:J, k_:k_ + 1]))), (ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(coef[i:I, j:J, k_:k_ + 1])) * np.float64(0.5))) + ufuncs.log10((ufuncs.abs(y[i:I, j:J, k_:k_ + 1]) + np.float64(0.5)))), vc[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.abs(u[i:I, j:J, k_ - 1:k_]) == (np.float64(3.5) - zs[i:I, j:J, k_ - 1:k_]))
            mask_140153855796112_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1], rho[i:I, j:J, k_:k_ + 1], mask_140153855796112_gen_0[i:I, j:J, k_:k_ + 1])
            coef[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1], mask_140153855796112_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum(qv[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), coef[i:I, j:J, k_:k_ + 1])
            c[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1], mask_140153855796112_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(ufuncs.int32(ufuncs.minimum(ufuncs.maximum(t0, (-(np.float64(100000.0)))), np.float64(100000.0)))) / ufuncs.power(ufuncs.abs(np.float64(0.1)), np.float64(0.5))), c[i:I, j:J, k_:k_ + 1])
            rho[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isinf(ufuncs.cbrt(ufuncs.float64(ua[i:I, j:J, k_:k_ + 1]))), rho[i:I, j:J, k_:k_ + 1])
            ua[i:I, j:J, k_:k_ + 1] = np.where(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.power(b[i:I, j + 2:J + 2], np.int64(2)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), ua[i:I, j:J, k_:k_ + 1])
            mask_140153852298448_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1])), (delp[i:I, j:J, k_:k_ + 1] <= ua[i:I, j:J, k_:k_ + 1].astype(np.float32)), mask_140153852298448_gen_0[i:I, j:J, k_:k_ + 1])
            res[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153852298448_gen_0[i:I, j:J, k_:k_ + 1]), vc[i:I, j:J, k_:k_ + 1], res[i:I, j:J, k_:k_ + 1])
            expf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153853756816_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153852298448_gen_0[i:I, j:J, k_:k_ + 1]))), y[i:I, j:J, k_:k_ + 1], expf_gen_0[i:I, j:J, k_:k_ + 1])
            gz_gen_0[i:I, j:J, k_:k_ + 1] = (-(np.where(((q[i:I, j:J, k_:k_ + 1] - flux[i:I, j - 1:J - 1, k_:k_ + 1].astype(np.float64)) >= (t0 - flux[i - 1:I - 1, j + 1:J + 1, k_ + 1:k_ + 2].astype(np.float64))), np.float64(2.0), delp[i:I, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64))))
            ua[i:I, j:J, k_:k_ + 1] = ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.arccos(ufuncs.tanh(ufuncs.float64(flux[i:I, j:J, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    