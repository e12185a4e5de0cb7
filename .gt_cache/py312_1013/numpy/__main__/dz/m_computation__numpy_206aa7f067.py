import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, INFINITY, c, b, t, w, a, flux, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    INFINITY = Field(INFINITY, _origin_['INFINITY'], (True, True, True))
    b = Field(b, _origin_['b'], (True, True, True))
    t = Field(t, _origin_['t'], (True, True, True))
    a = Field(a, _origin_['a'], (True, True, True))
    flux = Field(flux, _origin_['flux'], (True, True, True))
    
    printf = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    tj0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    x = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841101136_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836542480_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839588560_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835225424_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    val_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153835441104_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153832976208_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    isobar_run_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    ua_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    kt_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833054608_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    rho_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833055504_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153833073232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153833051280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842476944_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        mask_140153836542480_gen_0[i:I, j:J, k:K] = ((np.float64(10.0) - b[i - 2:I - 2, j + 1:J + 1, k:K].astype(np.float64)) != a[i:I, j:J, k + 1:K + 1])
        t[i:I, j:J, k:K] = np.where(mask_140153836542480_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.where((a[i - 2:I - 2, j - 2:J - 2, k:K] != (flux[i:I, j:J, k:K] + w)), flux[i:I, j:J, k:K], w) / (ufuncs.abs(a[i - 2:I - 2, j + 1:J + 1, k:K]) + np.float64(1.0))), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k:K])
        mask_140153841101136_gen_0[i:I, j:J, k:K] = np.where(mask_140153836542480_gen_0[i:I, j:J, k:K], (INFINITY[i:I, j:J, k:K].astype(np.float32) <= c), mask_140153841101136_gen_0[i:I, j:J, k:K])
        t[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836542480_gen_0[i:I, j:J, k:K], mask_140153841101136_gen_0[i:I, j:J, k:K]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.power(ufuncs.abs(c), np.float64(0.5)) - ufuncs.cbrt(w)), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k:K])
        flux[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153836542480_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153841101136_gen_0[i:I, j:J, k:K]))), ((t[i:I, j:J, k:K] * INFINITY[i:I, j:J, k - 1:K - 1]).astype(np.float64) + ufuncs.cos(ufuncs.float64(INFINITY[i:I, j:J, k - 1:K - 1]))), flux[i:I, j:J, k:K])
        t[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((w / np.float64(c)) - ufuncs.int64(t[i:I, j:J, k:K]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        t[i:I, j:J, k:K] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((flux[i:I, j:J, k:K] * flux[i:I, j:J, k:K]) - (b[i + 2:I + 2, j - 1:J - 1, k:K].astype(np.float32) + c).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        printf[i + 2:I - 1, j + 1:j + 2, k:K] = ufuncs.trunc((np.float64(0.0) * w))
        mask_140153835225424_gen_0[I - 1:I, J - 1:J, k:K] = (ufuncs.remainder(t[I - 1:I, J - 1:J, k:K].astype(np.float32), c).astype(np.float64) >= (w - w))
        t[I - 1:I, J - 1:J, k:K] = np.where(mask_140153835225424_gen_0[I - 1:I, J - 1:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))), t[I - 1:I, J - 1:J, k:K])
        val_gen_0[I - 1:I, J - 1:J, k:K] = (ufuncs.power(ufuncs.abs(printf[I - 1:I, J - 1:J, k:K]), np.float64(0.5)) > (-(a[I + 1:I + 2, J - 1:J, k:K])))
        mask_140153839588560_gen_0[I - 2:I - 1, j + 2:J - 1, k:K] = (ufuncs.remainder(t[I - 2:I - 1, j + 2:J - 1, k:K].astype(np.float32), c).astype(np.float64) >= (w - w))
        t[I - 2:I - 1, j + 2:J - 1, k:K] = np.where(mask_140153839588560_gen_0[I - 2:I - 1, j + 2:J - 1, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(3.5), (-(np.float64(100000.0)))), np.float64(100000.0))), t[I - 2:I - 1, j + 2:J - 1, k:K])
        val_gen_0[I - 2:I - 1, j + 2:J - 1, k:K] = (ufuncs.power(ufuncs.abs(printf[I - 2:I - 1, j + 2:J - 1, k:K]), np.float64(0.5)) > (-(a[I:I + 1, j + 2:J - 1, k:K])))
        flux[i:I, j:J, k:K] = (ufuncs.round_away_from_zero(a[i - 1:I - 1, j + 1:J + 1, k:K]) - (b[i - 1:I - 1, j:J, k:K].astype(np.float64) + np.float64(2.0)))
        val_gen_0[i:I, j:J, k:K] = np.bitwise_or((np.bitwise_not(val_gen_0[i:I, j:J, k:K])), (flux[i:I, j:J, k:K] > printf[i:I, j:J, k:K]))
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        pe[i:I, j:J, k:K] = a[i:I, j:J, k:K]
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153832976208_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = (INFINITY[i:i + 1, j:j + 2, k_ + 1:k_ + 2].astype(np.float32) < ufuncs.float32(a[i + 1:i + 2, j:j + 2, k_ - 1:k_]))
            printf[i:i + 1, j:j + 2, k_:k_ + 1] = np.where(mask_140153832976208_gen_0[i:i + 1, j:j + 2, k_:k_ + 1], ufuncs.maximum(ufuncs.float32(flux[i:i + 1, j:j + 2, k_ - 1:k_]).astype(np.float64), (b[i:i + 1, j:j + 2, k_:k_ + 1].astype(np.float64) + a[i:i + 1, j + 1:j + 3, k_ + 1:k_ + 2])), printf[i:i + 1, j:j + 2, k_:k_ + 1])
            mask_140153835441104_gen_0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153832976208_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), (printf[i:i + 1, j:j + 2, k_:k_ + 1] <= pe[i:i + 1, j:j + 2, k_ - 1:k_]), mask_140153835441104_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])
            printf[i:i + 1, j:j + 2, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832976208_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), mask_140153835441104_gen_0[i:i + 1, j:j + 2, k_:k_ + 1]), (a[i - 1:i, j + 1:j + 3, k_ - 1:k_] - w), printf[i:i + 1, j:j + 2, k_:k_ + 1])
            tj0[i:i + 1, j:j + 2, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153832976208_gen_0[i:i + 1, j:j + 2, k_:k_ + 1])), (np.bitwise_not(mask_140153835441104_gen_0[i:i + 1, j:j + 2, k_:k_ + 1]))), (ufuncs.round(ufuncs.float64(INFINITY[i:i + 1, j:j + 2, k_:k_ + 1])) * np.where((np.float64(0.001) != (b[i + 1:i + 2, j:j + 2, k_ + 1:k_ + 2].astype(np.float64) * w)), c, INFINITY[i:i + 1, j:j + 2, k_:k_ + 1].astype(np.float32)).astype(np.float64)), tj0[i:i + 1, j:j + 2, k_:k_ + 1])
            x[i:I, j:J, k_:k_ + 1] = ((-(a[i + 2:I + 2, j - 1:J - 1, k_ + 1:k_ + 2])) == b[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pe[i:I, j:J, k_:k_ + 1] = (ufuncs.power(t[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float32) * np.where(((np.float64(3.5) * np.float64(c)) <= pe[i:I, j:J, k_:k_ + 1]), t[i:I, j:J, k_:k_ + 1].astype(np.float32), c)).astype(np.float64)
            isobar_run_gen_0[i:I, j:J, k_:k_ + 1] = (np.float64(0.25) == w)
            pe[i:I, j:J, k_:k_ + 1] = ((-(a[i - 1:I - 1, j:J, k_:k_ + 1])) + (printf[i:I, j:J, k_:k_ + 1] * pe[i:I, j:J, k_:k_ + 1]))
            t[i:I - 1, j:J - 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(10.0) - flux[i:I - 1, j:J - 1, k_:k_ + 1]) - ufuncs.remainder(b[i - 1:I - 2, j:J - 1, k_:k_ + 1].astype(np.float64), pe[i:I - 1, j:J - 1, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            x[i:I - 1, j:J - 1, k_:k_ + 1] = ((np.float64(c) * a[i:I - 1, j:J - 1, k_:k_ + 1]) != (a[i:I - 1, j + 1:J, k_ - 1:k_] * np.float64(c)))
            t[i:I - 1, j:J - 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.remainder(a[i:I - 1, j:J - 1, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(printf[i:I - 1, j:J - 1, k_ + 1:k_ + 2], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((np.float64(3.5) > tj0[i:I, j:J, k_:k_ + 1]), ((np.float64(2.0) - pe[i:I, j:J, k_ - 1:k_]) <= printf[i:I, j:J, k_ - 1:k_]))
            mask_140153833051280_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], ((-(t[i:I, j:J, k_:k_ + 1])).astype(np.float64) > ufuncs.arcsinh(pe[i:I, j:J, k_:k_ + 1])), mask_140153833051280_gen_0[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833051280_gen_0[i:I, j:J, k_:k_ + 1]), np.where((np.bitwise_not((ufuncs.maximum(t[i:I, j:J, k_ - 1:k_].astype(np.float64), a[i + 1:I + 1, j:J, k_ - 1:k_]) != ufuncs.abs(t[i:I, j:J, k_ - 1:k_]).astype(np.float64)))), INFINITY[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64), ufuncs.power(np.float64(0.001), np.int64(2))), pe[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833051280_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(1.0), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k_:k_ + 1])
            mask_140153842476944_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], (a[i - 1:I - 1, j - 1:J - 1, k_ - 1:k_] != ufuncs.arccos(ufuncs.tanh(ufuncs.float64(b[i:I, j:J, k_:k_ + 1])))), mask_140153842476944_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842476944_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.power(w, np.int64(2)) - (np.float64(2.0) + INFINITY[i:I, j:J, k_ - 1:k_].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k_:k_ + 1])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833055504_gen_0[i:I, j:J, k_:k_ + 1], mask_140153842476944_gen_0[i:I, j:J, k_:k_ + 1]), (np.where((b[i:I, j:J, k_:k_ + 1].astype(np.float64) != (tj0[i:I, j:J, k_:k_ + 1] - printf[i:I, j:J, k_:k_ + 1])), pe[i:I, j:J, k_:k_ + 1], t[i:I, j:J, k_ - 1:k_].astype(np.float64)) * a[i + 2:I + 2, j - 1:J - 1, k_ + 1:k_ + 2]), ua_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1] = ((t[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) + printf[i:I, j:J, k_ - 1:k_]) == (INFINITY[i:I, j:J, k_ + 1:k_ + 2] + np.int64(7)).astype(np.float64))
            mask_140153833054608_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(0.001) * tj0[i:I, j:J, k_:k_ + 1]) > (t[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64) * np.float64(0.001))), mask_140153833054608_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833054608_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.maximum(a[i:I, j - 1:J - 1, k_:k_ + 1], w) + np.where((ufuncs.power(t[i:I, j:J, k_:k_ + 1], np.int64(2)).astype(np.float64) < (np.float64(0.5) + a[i - 2:I - 2, j:J, k_ + 1:k_ + 2])), pe[i:I, j:J, k_:k_ + 1], printf[i:I, j:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k_:k_ + 1])
            zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833054608_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.maximum(printf[i:I, j:J, k_:k_ + 1], np.float64(0.001)), zs_gen_0[i:I, j:J, k_:k_ + 1])
            t[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], mask_140153833054608_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(0.0), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k_ - 1:k_])
            ua_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.power(ufuncs.abs((INFINITY[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(t[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0)))), np.float64(0.5)), ua_gen_0[i:I, j:J, k_:k_ + 1])
            kt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), kt_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], (kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)))):
                t[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], (kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum((ua_gen_0[i:I, j:J, k_:k_ + 1] * a[i:I, j + 2:J + 2, k_ + 1:k_ + 2]), ufuncs.arctan(a[i + 1:I + 1, j - 1:J - 1, k_ - 1:k_])), (-(np.float64(100000.0)))), np.float64(100000.0))), t[i:I, j:J, k_:k_ + 1])
                kt_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1], (kt_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))), (kt_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), kt_gen_0[i:I, j:J, k_:k_ + 1])
                
            rho_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153833073232_gen_0[i:I, j:J, k_:k_ + 1])), ((ua_gen_0[i:I, j:J, k_:k_ + 1] * a[i:I, j:J, k_:k_ + 1]) - b[i - 2:I - 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), rho_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    