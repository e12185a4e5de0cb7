import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, var, a, qv, q, gz, nj, val, vc, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    var = Field(var, _origin_['var'], (True, True, False))
    q = Field(q, _origin_['q'], (True, True, True))
    gz = Field(gz, _origin_['gz'], (True, True, True))
    nj = Field(nj, _origin_['nj'], (True, True, True))
    val = Field(val, _origin_['val'], (True, True, True))
    vc = Field(vc, _origin_['vc'], (True, True, True))
    
    _X = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    stdout = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    ua = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843337680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843996368_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847218768_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153843350928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847008016_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153841800400_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850637904_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153850588496_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    s_x_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float32, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843885072_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153849032784_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    case_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    buffers_ok_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    union_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140153843502352_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844299280_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    x_s_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            lk = k_

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153843337680_gen_0[i:I, j:J, k_:k_ + 1] = gz[i:I, j:J, k_ - 1:k_]
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843337680_gen_0[i:I, j:J, k_:k_ + 1], (np.where((ufuncs.remainder(np.float64(0.5), a) == val[i - 1:I - 1, j - 1:J - 1, k_:k_ + 1].astype(np.float64)), nj[i:I, j:J, k_:k_ + 1].astype(np.float64), np.float64(1.5)) - (np.float64(2.0) - q[i:I, j:J, k_ + 1:k_ + 2])), q[i:I, j:J, k_:k_ + 1])
            nj[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843337680_gen_0[i:I, j:J, k_:k_ + 1], np.float32(ufuncs.power(ufuncs.abs((np.float64(qv) + a)), np.float64(0.5))), nj[i:I, j:J, k_:k_ + 1])
            nj[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843337680_gen_0[i:I, j:J, k_:k_ + 1], (np.float64(0.5) - val[i - 2:I - 2, j:J, k_:k_ + 1].astype(np.float64)).astype(np.float32), nj[i:I, j:J, k_:k_ + 1])
            mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((ufuncs.float64(np.float64(10.0)) != (var[i - 1:I - 1, j + 2:J + 2].astype(np.float64) - np.float64(0.5))), (nj[i:I, j:J, k_ - 1:k_] < nj[i:I, j:J, k_:k_ + 1]))
            _X[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1], (ufuncs.float64(qv) + (np.float64(0.5) * np.float64(0.5))), _X[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1], ((val[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1].astype(np.float64) - np.float64(0.25)) * var[i + 1:I + 1, j + 2:J + 2].astype(np.float64)), q[i:I, j:J, k_:k_ + 1])
            mask_140153847218768_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1], ((_X[i:I, j:J, k_:k_ + 1] - a) <= ufuncs.abs(_X[i:I, j:J, k_:k_ + 1])), mask_140153847218768_gen_0[i:I, j:J, k_:k_ + 1])
            stdout[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847218768_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.5) + (np.float64(0.5) / nj[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), stdout[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847218768_gen_0[i:I, j:J, k_:k_ + 1]), var[i:I, j:J].astype(np.float64), q[i:I, j:J, k_:k_ + 1])
            mask_140153843996368_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(((var[i - 1:I - 1, j + 1:J + 1].astype(np.float64) * a) < ufuncs.floor(a)))), mask_140153843996368_gen_0[i:I, j:J, k_:k_ + 1])
            stdout[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153843996368_gen_0[i:I, j:J, k_:k_ + 1]), (np.where((_X[i:I, j:J, k_:k_ + 1] < ufuncs.remainder(q[i:I, j:J, k_:k_ + 1], stdout[i:I, j:J, k_:k_ + 1])), stdout[i:I, j:J, k_:k_ + 1], a) - ufuncs.abs(stdout[i:I, j:J, k_:k_ + 1])), stdout[i:I, j:J, k_:k_ + 1])
            q[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153843350928_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153843996368_gen_0[i:I, j:J, k_:k_ + 1]))), (np.float64(qv) * ufuncs.minimum(q[i:I, j:J, k_ + 1:k_ + 2], val[i + 1:I + 1, j:J, k_ - 1:k_].astype(np.float64))), q[i:I, j:J, k_:k_ + 1])
            nj[i:I, j:J, k_:k_ + 1] = ((nj[i:I, j:J, k_:k_ + 1].astype(np.float64) * a) * val[i:I, j:J, lk + vc[i:I, j:J, k_:k_ + 1]].astype(np.float64)).astype(np.float32)
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dK_ - 2

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        q[i:I, j:J, k:K] = _X[i:I, j:J, k:K]
        mask_140153847008016_gen_0[i:I, j:J, k:K] = ufuncs.isnan(nj[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(mask_140153847008016_gen_0[i:I, j:J, k:K], (ufuncs.minimum(np.float64(qv), q[i:I, j:J, k:K]) == (np.float64(0.5) + np.float64(2.0))), gz[i:I, j:J, k:K])
        mask_140153850588496_gen_0[i:I, j:J, k:K] = np.where(mask_140153847008016_gen_0[i:I, j:J, k:K], (np.bitwise_not((var[i - 1:I - 1, j:J].astype(np.float64) >= stdout[i:I, j:J, k:K]))), mask_140153850588496_gen_0[i:I, j:J, k:K])
        stdout[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153847008016_gen_0[i:I, j:J, k:K], mask_140153850588496_gen_0[i:I, j:J, k:K]), (a + (_X[i:I, j:J, k:K] + _X[i:I, j:J, k:K])), stdout[i:I, j:J, k:K])
        q[i:I, j:J, k:K] = (ufuncs.gamma((ufuncs.minimum(ufuncs.abs(stdout[i:I, j:J, k:K]), np.float64(6.0)) + np.float64(0.5))) + (val[i + 1:I + 1, j + 1:J + 1, k - 1:K - 1] + val[i - 1:I - 1, j - 2:J - 2, k:K]).astype(np.float64))
        mask_140153841800400_gen_0[i:I, j:J, k:K] = gz[i:I, j:J, k:K]
        mask_140153850637904_gen_0[i:I, j:J, k:K] = np.where(mask_140153841800400_gen_0[i:I, j:J, k:K], ((nj[i:I, j:J, k:K].astype(np.float64) + np.float64(0.5)) == nj[i:I, j:J, k:K].astype(np.float64)), mask_140153850637904_gen_0[i:I, j:J, k:K])
        gz[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153841800400_gen_0[i:I, j:J, k:K], mask_140153850637904_gen_0[i:I, j:J, k:K]), np.bitwise_or(gz[i:I, j:J, k:K], (q[i:I, j:J, k:K] >= (np.float32(np.int64(3)) - var[i - 2:I - 2, j + 1:J + 1]).astype(np.float64))), gz[i:I, j:J, k:K])
        ua[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153841800400_gen_0[i:I, j:J, k:K], mask_140153850637904_gen_0[i:I, j:J, k:K]), ((_X[i:I, j:J, k:K] + np.float64(0.5)) * (_X[i:I, j:J, k:K] - val[i:I, j + 2:J + 2, k - 1:K - 1].astype(np.float64))), ua[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((area_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(2.0))):
                gz[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] < np.float64(2.0)), gz[i:i + 1, J - 1:J, k_:k_ + 1], gz[i:i + 1, J - 1:J, k_:k_ + 1])
                area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] < np.float64(2.0)), (area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] + np.float64(1.0)), area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
                
            mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = (stdout[i:i + 1, J - 1:J, k_:k_ + 1] == (stdout[i:i + 1, J - 1:J, k_:k_ + 1] * val[i:i + 1, J - 1:J, k_:k_ + 1].astype(np.float64)))
            stdout[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], ufuncs.gamma((ufuncs.minimum(ufuncs.abs(ufuncs.remainder(_X[i:i + 1, J - 1:J, k_ - 1:k_], np.float64(0.5))), np.float64(6.0)) + np.float64(0.5))), stdout[i:i + 1, J - 1:J, k_:k_ + 1])
            s_x_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], ufuncs.float32(ufuncs.tan(ufuncs.tanh(_X[i:i + 1, J - 1:J, k_:k_ + 1]))), s_x_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
            s_x_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1], ufuncs.int32(ufuncs.minimum(ufuncs.maximum(ufuncs.float32(s_x_gen_0[i:i + 1, J - 1:J, k_:k_ + 1]).astype(np.float64), (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float32), s_x_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
            mask_140153849032784_gen_0[i:i + 1, J - 1:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])), np.bitwise_and(gz[i:i + 1, J - 1:J, k_:k_ + 1], (ufuncs.int64(ufuncs.minimum(ufuncs.maximum(q[i:i + 1, J - 1:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) == np.where(((val[i + 2:i + 3, J:J + 1, k_:k_ + 1].astype(np.float64) - _X[i:i + 1, J - 1:J, k_ - 1:k_]) < nj[i:i + 1, J - 1:J, k_ - 1:k_].astype(np.float64)), stdout[i:i + 1, J - 1:J, k_:k_ + 1], area_gen_0[i:i + 1, J - 1:J, k_:k_ + 1]))), mask_140153849032784_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])
            phi[i:i + 1, J - 1:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153843885072_gen_0[i:i + 1, J - 1:J, k_:k_ + 1])), mask_140153849032784_gen_0[i:i + 1, J - 1:J, k_:k_ + 1]), ufuncs.float64(ufuncs.remainder(a, ua[i:i + 1, J - 1:J, k_ - 1:k_])), phi[i:i + 1, J - 1:J, k_:k_ + 1])
            s_x_gen_0[i:I, j:J, k_:k_ + 1] = ((_X[i:I, j:J, k_:k_ + 1] / (np.float64(ufuncs.abs(qv)) + np.float64(1.0))) + np.float64(qv)).astype(np.float32)
            gz[i:I, j:J, k_:k_ + 1] = np.bitwise_and(np.bitwise_or((ufuncs.log10((ufuncs.abs(q[i:I, j:J, k_ + 1:k_ + 2]) + np.float64(0.5))) >= (stdout[i:I, j:J, k_:k_ + 1] + np.float64(np.int64(2)))), gz[i:I, j:J, k_ + 1:k_ + 2]), (phi[i:I, j:J, k_:k_ + 1] == np.float64(0.0)))
            gz[i:I, j:J, k_:k_ + 1] = (s_x_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64) >= phi[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            stdout[i:I, j:J, k_:k_ + 1] = var[i + 2:I + 2, j - 1:J - 1].astype(np.float64)
            x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((x_s_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                buffers_ok_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), phi[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1], buffers_ok_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1])
                union_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), (_X[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] * np.float64(3.5)), union_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1])
                x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), (x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), x_s_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1])
                
            mask_140153843502352_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = gz[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1]
            case_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153843502352_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1], (np.float64(0.25) * _X[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1]), case_gen_0[i + 1:I - 1, j + 1:j + 2, k_:k_ + 1])
            x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.float64(0.0)
            while np.any((x_s_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                buffers_ok_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), phi[I - 1:I, j + 1:j + 2, k_:k_ + 1], buffers_ok_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])
                union_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), (_X[I - 1:I, j + 1:j + 2, k_:k_ + 1] * np.float64(3.5)), union_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])
                x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where((x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] < np.float64(3.0)), (x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] + np.float64(1.0)), x_s_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])
                
            mask_140153844299280_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = gz[I - 1:I, j + 1:j + 2, k_:k_ + 1]
            case_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1] = np.where(mask_140153844299280_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1], (np.float64(0.25) * _X[I - 1:I, j + 1:j + 2, k_:k_ + 1]), case_gen_0[I - 1:I, j + 1:j + 2, k_:k_ + 1])
            dz_gen_0[i:I, j:J, k_:k_ + 1] = (np.where((ufuncs.float64(a) >= np.float64(np.int64(1))), np.float64(qv), a) * var[i:I, j - 2:J - 2].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    