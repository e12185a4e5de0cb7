import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, goto, gz, q, omp_get_thread_num, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    goto = Field(goto, _origin_['goto'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    q = Field(q, _origin_['q'], (True, True, True))
    omp_get_thread_num = Field(omp_get_thread_num, _origin_['omp_get_thread_num'], (True, True, True))
    
    pt = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153828097232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153826144656_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    mask_140153828418640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153831693840_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    b_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153826622544_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            gz[i + 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.minimum(goto[i + 2:I - 1, j:j + 1, k_:k_ + 1], (gz[i + 2:I - 1, j:j + 1, k_:k_ + 1] + omp_get_thread_num[i + 2:I - 1, j:j + 1, k_ - 1:k_]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0)))
            gz[i + 2:I - 1, j:j + 1, k_:k_ + 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((goto[i + 2:I - 1, j:j + 1, k_:k_ + 1] + np.float64(-1.25)) * (goto[i + 2:I - 1, j:j + 1, k_ - 1:k_] - gz[i + 2:I - 1, j:j + 1, k_ - 1:k_].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153831693840_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = (ufuncs.abs(goto[i + 2:I - 1, j:j + 1, k_:k_ + 1]) < (q[i + 2:I - 1, j + 1:j + 2, k_:k_ + 1] - q[i:I - 3, j - 2:j - 1, k_:k_ + 1]).astype(np.float64))
            omp_get_thread_num[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153831693840_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.power(ufuncs.maximum(goto[i + 2:I - 1, j:j + 1, k_:k_ + 1], np.float64(np.int64(3))), np.int64(2)), (-(np.float64(100000.0)))), np.float64(100000.0))), omp_get_thread_num[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            y_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(mask_140153831693840_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1], omp_get_thread_num[i + 2:I - 1, j:j + 1, k_ - 1:k_], y_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            mask_140153828097232_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153831693840_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])), (y_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) != np.float64(0.001)), mask_140153828097232_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            y_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153831693840_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])), mask_140153828097232_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((gz[i + 2:I - 1, j:j + 1, k_:k_ + 1].astype(np.float64) - np.float64(-1.25)) + np.float64((-(np.int64(2))))), (-(np.float64(100000.0)))), np.float64(100000.0))), y_gen_0[i + 2:I - 1, j:j + 1, k_:k_ + 1])
            mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1] = ((q[i - 2:I - 2, j + 1:J - 1, k_:k_ + 1].astype(np.float64) / (ufuncs.abs(q[i:I, j + 3:J + 1, k_ - 1:k_]).astype(np.float64) + np.float64(1.0))) == np.float64(0.5))
            y_gen_0[i:I, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.float64(-1.25), (-(np.float64(100000.0)))), np.float64(100000.0))), y_gen_0[i:I, j + 1:J - 1, k_:k_ + 1])
            b_gen_0[i:I, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1], np.where(ufuncs.isinf(np.float64(-1.25)), ufuncs.log10((ufuncs.abs(ufuncs.float64(q[i:I, j + 1:J - 1, k_ - 1:k_])) + np.float64(0.5))), q[i:I, j + 1:J - 1, k_ + 1:k_ + 2].astype(np.float64)), b_gen_0[i:I, j + 1:J - 1, k_:k_ + 1])
            omp_get_thread_num[i:I, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(ufuncs.float64(omp_get_thread_num[i:I, j + 1:J - 1, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), omp_get_thread_num[i:I, j + 1:J - 1, k_:k_ + 1])
            gz[i:I, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(((np.float64(1.0) * goto[i:I, j + 1:J - 1, k_:k_ + 1]) < ufuncs.arctanh((ufuncs.tanh(goto[i:I, j + 1:J - 1, k_ + 1:k_ + 2]) * np.float64(0.5)))), np.float64(1.0), ufuncs.remainder(np.float64(1.0), q[i + 1:I + 1, j + 1:J - 1, k_:k_ + 1].astype(np.float64))), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i:I, j + 1:J - 1, k_:k_ + 1])
            flux_gen_0[i:I, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153828418640_gen_0[i:I, j + 1:J - 1, k_:k_ + 1])), ((np.float64(-1.25) + np.float64(0.5)) > (np.float64(0.1) + q[i - 2:I - 2, j + 1:J - 1, k_:k_ + 1].astype(np.float64))), flux_gen_0[i:I, j + 1:J - 1, k_:k_ + 1])
            pt[i:I, j + 1:J - 1, k_:k_ + 1] = (np.float64(-1.25) / q[i:I, j + 2:J, k_ + 1:k_ + 2].astype(np.float64))
            mask_140153826144656_gen_0[i:I, j:J, k_:k_ + 1] = (np.bitwise_not((y_gen_0[i:I, j:J, k_:k_ + 1] >= omp_get_thread_num[i:I, j:J, k_ + 1:k_ + 2])))
            y_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826144656_gen_0[i:I, j:J, k_:k_ + 1], q[i:I, j + 2:J + 2, k_ - 1:k_], y_gen_0[i:I, j:J, k_:k_ + 1])
            goto[i:I, j:J, k_:k_ + 1] = np.where(mask_140153826144656_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(2.0) * np.float64(10.0)) * np.where(((pt[i:I, j:J, k_:k_ + 1] - b_gen_0[i:I, j:J, k_:k_ + 1]) != (np.float64(-1.25) + np.float64(-1.25))), omp_get_thread_num[i:I, j:J, k_ + 1:k_ + 2], omp_get_thread_num[i:I, j:J, k_ + 1:k_ + 2]).astype(np.float64)), goto[i:I, j:J, k_:k_ + 1])
            mask_140153826622544_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153826144656_gen_0[i:I, j:J, k_:k_ + 1])), (omp_get_thread_num[i:I, j:J, k_:k_ + 1] != y_gen_0[i:I, j:J, k_:k_ + 1]), mask_140153826622544_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153826144656_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153826622544_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.float64(ufuncs.float32(np.float64(-1.25))), (-(np.float64(100000.0)))), np.float64(100000.0))), gz[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            pt[i:I, j:J, k_:k_ + 1] = (q[i + 1:I + 1, j - 2:J - 2, k_:k_ + 1].astype(np.float64) - np.float64(0.1))
            # --- end horizontal block --

        # --- end vertical block ---
    