import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmax, double, w, i0, restrict, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmax = Field(fmax, _origin_['fmax'], (True, True, True))
    double = Field(double, _origin_['double'], (True, True, True))
    w = Field(w, _origin_['w'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, True))
    restrict = Field(restrict, _origin_['restrict'], (True, True, False))
    
    val = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    nj = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153857257232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853026896_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    expf_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    extern__e3c_25_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153859151824_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153858303056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    RETURN_VALUE__e3c_25_20_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153864071568_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153865889872_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853030928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153866372048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153853033744_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    n_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153859151824_gen_0[i:I - 1, j:j + 1, k_:k_ + 1] = (np.bitwise_not((ufuncs.remainder(np.float64(0.0), double[i:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64)) > (i0[i - 2:I - 3, j:j + 1, k_:k_ + 1].astype(np.float64) - fmax[i + 2:I + 1, j:j + 1, k_ - 1:k_]))))
            restrict[i:I - 1, j:j + 1] = np.where(mask_140153859151824_gen_0[i:I - 1, j:j + 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((i0[i:I - 1, j + 2:j + 3, k_:k_ + 1] * (restrict[i:I - 1, j:j + 1] * restrict[i:I - 1, j:j + 1]).astype(np.float32)).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), restrict[i:I - 1, j:j + 1])
            double[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153859151824_gen_0[i:I - 1, j:j + 1, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64((restrict[i:I - 1, j:j + 1].astype(np.float64) * fmax[i:I - 1, j + 2:j + 3, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), double[i:I - 1, j:j + 1, k_:k_ + 1])
            val[i:I - 1, j:j + 1, k_:k_ + 1] = np.float64(0.0)
            while np.any((val[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 2, j - 2:J - 2, k_:k_ + 1]), np.float64(4.0)))):
                double[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((val[i:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 3, j - 2:j - 1, k_:k_ + 1]), np.float64(4.0))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(bool(bool(True)), (w[i + 1:I, j:j + 1, k_ - 1:k_].astype(np.int64) - np.int64(0)).astype(np.float64), (fmax[i:I - 1, j + 2:j + 3, k_ - 1:k_] + i0[i:I - 1, j + 2:j + 3, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), double[i:I - 1, j:j + 1, k_:k_ + 1])
                double[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((val[i:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 3, j - 2:j - 1, k_:k_ + 1]), np.float64(4.0))), w[i + 1:I, j:j + 1, k_:k_ + 1].astype(np.int64), double[i:I - 1, j:j + 1, k_:k_ + 1])
                val[i:I - 1, j:j + 1, k_:k_ + 1] = np.where((val[i:I - 1, j:j + 1, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(fmax[i - 2:I - 3, j - 2:j - 1, k_:k_ + 1]), np.float64(4.0))), (val[i:I - 1, j:j + 1, k_:k_ + 1] + np.float64(1.0)), val[i:I - 1, j:j + 1, k_:k_ + 1])
                
            mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1] = ((i0[i + 1:I + 1, j - 1:J - 1, k_ + 1:k_ + 2] + w[i - 2:I - 2, j:J, k_ - 1:k_].astype(np.float32)) > ufuncs.round(i0[i - 1:I - 1, j:J, k_ + 1:k_ + 2]))
            mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(1.0) != double[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64)), mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), w[i + 2:I + 2, j - 2:J - 2, k_ + 1:k_ + 2].astype(np.int64), restrict[i:I, j:J])
            extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), double[i:I, j:J, k_:k_ + 1], extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853030928_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), (extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) > np.float64(1.0)), mask_140153853030928_gen_0[i:I, j:J, k_:k_ + 1])
            extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853030928_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.remainder(extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1], extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1]), extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1])
            extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), ((extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1] - extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1]) - extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1]), extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1])
            RETURN_VALUE__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), extern__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1], RETURN_VALUE__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153864071568_gen_0[i:I, j:J, k_:k_ + 1]), (RETURN_VALUE__e3c_25_20_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) * (double[i:I, j:J, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(restrict[i:I, j:J]).astype(np.float64) + np.float64(1.0)))), b_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153865889872_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.isnan(i0[i:I, j + 1:J + 1, k_:k_ + 1]), mask_140153865889872_gen_0[i:I, j:J, k_:k_ + 1])
            double[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153865889872_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(i0[i - 1:I - 1, j + 2:J + 2, k_:k_ + 1].astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), double[i:I, j:J, k_:k_ + 1])
            mask_140153857257232_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], ((double[i:I, j:J, k_:k_ + 1].astype(np.float64) * val[i:I, j:J, k_:k_ + 1]) >= (fmax[i - 2:I - 2, j - 2:J - 2, k_ - 1:k_] * w[i:I, j:J, k_ - 1:k_].astype(np.float64))), mask_140153857257232_gen_0[i:I, j:J, k_:k_ + 1])
            double[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153857257232_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int32(ufuncs.minimum(ufuncs.maximum((restrict[i:I, j:J].astype(np.float64) * val[i:I, j:J, k_:k_ + 1]), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.int64), double[i:I, j:J, k_:k_ + 1])
            expf_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1], mask_140153857257232_gen_0[i:I, j:J, k_:k_ + 1]), np.float64(0.0), expf_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), ufuncs.isinf(ufuncs.float64(w[i:I, j - 2:J - 2, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1])
            mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), ((val[i:I, j:J, k_:k_ + 1] / (ufuncs.abs(fmax[i + 2:I + 2, j:J, k_ + 1:k_ + 2]) + np.float64(1.0))) < i0[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64)), mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum((val[i:I, j:J, k_:k_ + 1] + fmax[i:I, j + 1:J + 1, k_ - 1:k_]), (-(np.float64(100000.0)))), np.float64(100000.0))), restrict[i:I, j:J])
            restrict[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1]), restrict[i:I, j:J], restrict[i:I, j:J])
            double[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float32((fmax[i:I, j - 2:J - 2, k_ + 1:k_ + 2] / b_gen_0[i:I, j:J, k_:k_ + 1])).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))), double[i:I, j:J, k_:k_ + 1])
            restrict[i:I, j:J] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(fmax[i - 2:I - 2, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), restrict[i:I, j:J])
            nj[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((np.bitwise_not(mask_140153858303056_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153853033744_gen_0[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(mask_140153853026896_gen_0[i:I, j:J, k_:k_ + 1]))), (np.where((b_gen_0[i:I, j:J, k_:k_ + 1] == w[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64)), val[i:I, j:J, k_:k_ + 1], double[i:I, j:J, k_:k_ + 1].astype(np.float64)) - ufuncs.minimum(restrict[i:I, j:J].astype(np.float64), expf_gen_0[i:I, j:J, k_:k_ + 1])), nj[i:I, j:J, k_:k_ + 1])
            mask_140153866372048_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.arcsinh(ufuncs.float64((-(np.int64(1))))) >= np.float64(3.5)), i0[i - 2:I - 2, j:J, k_ + 1:k_ + 2].astype(np.float64), np.float64(1.5)) != fmax[i + 1:I + 1, j:J, k_ - 1:k_])
            b_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153866372048_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64((-(np.int64(1)))) - nj[i:I, j:J, k_:k_ + 1]) + ufuncs.float32(expf_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64)), b_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            double[i:I, j:J, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(val[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0)))
            n_gen_0[i:I, j:J, k_:k_ + 1] = (ufuncs.trunc(nj[i:I, j:J, k_:k_ + 1]) * i0[i:I, j + 2:J + 2, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    