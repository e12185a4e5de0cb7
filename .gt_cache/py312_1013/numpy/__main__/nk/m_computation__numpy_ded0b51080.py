import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmax, unsigned, pt, ua, memset, signbit, q, area, pe, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmax = Field(fmax, _origin_['fmax'], (True, True, False))
    unsigned = Field(unsigned, _origin_['unsigned'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    memset = Field(memset, _origin_['memset'], (True, True, True))
    signbit = Field(signbit, _origin_['signbit'], (True, True, False))
    q = Field(q, _origin_['q'], (True, True, True))
    area = Field(area, _origin_['area'], (True, True, True))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    
    sizeof = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    u = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    res = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    var = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    typedef = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    cp = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    b = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    isobar = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    enum = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    gz = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    dz_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840646928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844501968_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847796048_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844087376_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153852883792_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153847561232_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153837202256_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836013200_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153839841488_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153844125648_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842192144_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153846871696_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153840462928_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153842801680_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836050640_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836470672_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    mask_140153836017296_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 2, _dK_

        # --- begin horizontal block --
        i, I = _di_ - 0, _dI_ + 0
        j, J = _dj_ - 0, _dJ_ + 0

        sizeof[i:I, j:J, k:K] = np.float64(0.0)
        while np.any((sizeof[i:I, j:J, k:K] < np.float64(3.0))):
            mask_140153844501968_gen_0[i:I, j:J, k:K] = np.where((sizeof[i:I, j:J, k:K] < np.float64(3.0)), ufuncs.isnan(ufuncs.float64(ufuncs.minimum(pe[i:I, j:J, k:K], ua[i - 2:I - 2, j - 1:J - 1, k:K].astype(np.int64)))), mask_140153844501968_gen_0[i:I, j:J, k:K])
            memset[i:I, j:J, k:K] = np.where(np.bitwise_and((sizeof[i:I, j:J, k:K] < np.float64(3.0)), mask_140153844501968_gen_0[i:I, j:J, k:K]), (q[i + 1:I + 1, j - 1:J - 1, k:K].astype(np.float64) + ufuncs.arctanh((ufuncs.tanh(area[i:I, j:J, k:K]) * np.float64(0.5)))), memset[i:I, j:J, k:K])
            area[i:I, j:J, k:K] = np.where(np.bitwise_and((sizeof[i:I, j:J, k:K] < np.float64(3.0)), mask_140153844501968_gen_0[i:I, j:J, k:K]), np.float64(0.5), area[i:I, j:J, k:K])
            pe[i:I, j:J, k:K] = np.where(np.bitwise_and((sizeof[i:I, j:J, k:K] < np.float64(3.0)), (np.bitwise_not(mask_140153844501968_gen_0[i:I, j:J, k:K]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.sinh(ufuncs.tanh((unsigned[i:I, j:J, k + 1:K + 1].astype(np.float64) + area[i:I, j:J, k:K]))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where((sizeof[i:I, j:J, k:K] < np.float64(3.0)), (ufuncs.float64(signbit[i - 2:I - 2, j - 1:J - 1]) != ufuncs.power(memset[i:I, j:J, k:K], np.int64(2))), u[i:I, j:J, k:K])
            sizeof[i:I, j:J, k:K] = np.where((sizeof[i:I, j:J, k:K] < np.float64(3.0)), (sizeof[i:I, j:J, k:K] + np.float64(1.0)), sizeof[i:I, j:J, k:K])
            
        mask_140153852883792_gen_0[i:I, j:J, k:K] = (ufuncs.arccosh((ufuncs.abs(sizeof[i:I, j:J, k:K]) + np.float64(1.0))) >= (np.float64(1.0) + sizeof[i:I, j:J, k:K]))
        pe[i:I, j:J, k:K] = np.where(mask_140153852883792_gen_0[i:I, j:J, k:K], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(signbit[i - 1:I - 1, j:J], (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
        mask_140153844087376_gen_0[i:I, j:J, k:K] = np.where(mask_140153852883792_gen_0[i:I, j:J, k:K], (np.bitwise_not((np.bitwise_not((fmax[i:I, j:J].astype(np.float64) != (signbit[i + 2:I + 2, j - 1:J - 1] - sizeof[i:I, j:J, k:K])))))), mask_140153844087376_gen_0[i:I, j:J, k:K])
        memset[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], mask_140153844087376_gen_0[i:I, j:J, k:K]), (ufuncs.maximum(np.float64(1.0), sizeof[i:I, j:J, k:K]) - ufuncs.minimum(sizeof[i:I, j:J, k:K], pe[i:I, j:J, k:K].astype(np.float64))), memset[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], mask_140153844087376_gen_0[i:I, j:J, k:K]), ufuncs.exp(ufuncs.minimum(ufuncs.float64(ufuncs.remainder(pe[i:I, j:J, k:K], fmax[i:I, j:J])), np.float64(5.0))), res[i:I, j:J, k:K])
        mask_140153840646928_gen_0[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153844087376_gen_0[i:I, j:J, k:K]))), (area[i:I, j:J, k:K] == fmax[i:I, j:J].astype(np.float64)), mask_140153840646928_gen_0[i:I, j:J, k:K])
        res[i:I, j:J, k:K] = np.where(np.bitwise_and(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (np.bitwise_not(mask_140153844087376_gen_0[i:I, j:J, k:K]))), mask_140153840646928_gen_0[i:I, j:J, k:K]), (ufuncs.arctanh((ufuncs.tanh(ufuncs.float64((-(np.int64(1))))) * np.float64(0.5))) - area[i:I, j:J, k:K]), res[i:I, j:J, k:K])
        var[i:I, j:J, k:K] = np.where(mask_140153852883792_gen_0[i:I, j:J, k:K], np.float64(0.0), var[i:I, j:J, k:K])
        while np.any(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i:I, j - 1:J - 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0))))):
            pe[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i:I, j - 1:J - 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(((np.float64(np.int64(0)) + res[i:I, j:J, k:K]) - q[i:I, j - 1:J - 1, k:K].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k:K])
            u[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i:I, j - 1:J - 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))), (ufuncs.arctanh((ufuncs.tanh(ufuncs.float64(unsigned[i:I, j:J, k - 1:K - 1])) * np.float64(0.5))) < (signbit[i + 1:I + 1, j - 1:J - 1] * area[i:I, j:J, k:K])), u[i:I, j:J, k:K])
            var[i:I, j:J, k:K] = np.where(np.bitwise_and(mask_140153852883792_gen_0[i:I, j:J, k:K], (var[i:I, j:J, k:K] < ufuncs.minimum(ufuncs.abs(q[i:I, j - 1:J - 1, k + 1:K + 1]).astype(np.float64), np.float64(4.0)))), (var[i:I, j:J, k:K] + np.float64(1.0)), var[i:I, j:J, k:K])
            
        dz_gen_0[i:I, j:J, k:K] = np.bitwise_or(((signbit[i:I, j - 2:J - 2] - np.float64(np.int64(2))) > ufuncs.minimum(np.float64(0.001), q[i:I, j + 1:J + 1, k:K].astype(np.float64))), np.bitwise_and((ufuncs.erfc(memset[i:I, j:J, k:K]) > ufuncs.power(ua[i - 1:I - 1, j:J, k:K], np.int64(2)).astype(np.float64)), ((pe[i:I, j:J, k:K].astype(np.float64) + var[i:I, j:J, k:K]) <= ufuncs.power(ufuncs.abs(var[i:I, j:J, k:K]), np.float64(0.5)))))
        mask_140153847796048_gen_0[i:I, j:J, k:K] = ((memset[i:I, j:J, k:K] / np.float64(10.0)) >= (memset[i:I, j:J, k:K] - ua[i:I, j + 1:J + 1, k + 1:K + 1].astype(np.float64)))
        u[i:I, j:J, k:K] = np.where(mask_140153847796048_gen_0[i:I, j:J, k:K], (np.int64(3) <= (q[i:I, j + 2:J + 2, k:K].astype(np.int64) - pe[i:I, j:J, k:K])), u[i:I, j:J, k:K])
        # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 2
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            typedef[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((typedef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0)))):
                u[i:I, j:J, k_:k_ + 1] = np.where((typedef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (np.float64(0.1) > fmax[i:I, j:J].astype(np.float64)), u[i:I, j:J, k_:k_ + 1])
                typedef[i:I, j:J, k_:k_ + 1] = np.where((typedef[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(ua[i:I, j - 1:J - 1, k_:k_ + 1]).astype(np.float64), np.float64(4.0))), (typedef[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), typedef[i:I, j:J, k_:k_ + 1])
                
            mask_140153839841488_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = (ufuncs.float64(np.int64(2)) < (fmax[I - 2:I - 1, j + 1:J - 1].astype(np.float64) - typedef[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]))
            fmax[I - 2:I - 1, j + 1:J - 1] = np.where(mask_140153839841488_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((np.float64(0.25) - ufuncs.tanh(ufuncs.float64(unsigned[I - 3:I - 2, j + 1:J - 1, k_:k_ + 1]))), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 2:I - 1, j + 1:J - 1])
            pe[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where(mask_140153839841488_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((ufuncs.float32(res[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1]).astype(np.float64) * ufuncs.power(signbit[I:I + 1, j + 3:J + 1], np.int64(2))), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            memset[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153839841488_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])), res[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], memset[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            pe[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153839841488_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.sinh(ufuncs.tanh(signbit[I:I + 1, j + 2:J])), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])
            fmax[I - 2:I - 1, j + 1:J - 1] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.abs(ufuncs.remainder(fmax[I - 2:I - 1, j + 1:J - 1].astype(np.float64), memset[I - 2:I - 1, j + 1:J - 1, k_ - 1:k_])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            mask_140153837202256_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1] = ufuncs.isinf(ufuncs.float64(q[I - 1:I, j + 1:J - 1, k_:k_ + 1]))
            fmax[I - 2:I - 1, j + 1:J - 1] = np.where(mask_140153837202256_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum((-((q[I - 4:I - 3, j + 2:J, k_ + 1:k_ + 2].astype(np.float64) / (ufuncs.abs(ua[I - 2:I - 1, j:J - 2, k_ + 1:k_ + 2]).astype(np.float64) + np.float64(1.0))))), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 2:I - 1, j + 1:J - 1])
            fmax[I - 2:I - 1, j + 1:J - 1] = np.where(mask_140153837202256_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(signbit[I - 4:I - 3, j + 1:J - 1], (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 2:I - 1, j + 1:J - 1])
            fmax[I - 2:I - 1, j + 1:J - 1] = np.where((np.bitwise_not(mask_140153837202256_gen_0[I - 2:I - 1, j + 1:J - 1, k_:k_ + 1])), ufuncs.int64((ufuncs.power(ua[I - 2:I - 1, j + 1:J - 1, k_ + 1:k_ + 2], np.int64(2)) * ua[I - 2:I - 1, j:J - 2, k_ - 1:k_].astype(np.int64))), fmax[I - 2:I - 1, j + 1:J - 1])
            cp[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1] = np.where((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(((signbit[i + 1:I + 1, j + 1:J + 1] + np.float64(1.0)) >= ufuncs.abs(res[i:I, j:J, k_:k_ + 1])))), mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1])
                fmax[i:I, j:J] = np.where(np.bitwise_and((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1]), pe[i:I, j:J, k_:k_ + 1], fmax[i:I, j:J])
                b[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.int32(ufuncs.minimum(ufuncs.maximum(res[i:I, j:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))).astype(np.float64) - res[i:I, j:J, k_:k_ + 1]), b[i:I, j:J, k_:k_ + 1])
                isobar[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(var[i:I, j:J, k_:k_ + 1], signbit[i:I, j + 1:J + 1]) - ufuncs.maximum(typedef[i:I, j:J, k_:k_ + 1], signbit[i - 1:I - 1, j:J])), isobar[i:I, j:J, k_:k_ + 1])
                mask_140153842192144_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1]))), (unsigned[i + 1:I + 1, j:J, k_:k_ + 1].astype(np.float64) <= b[i:I, j:J, k_ + 1:k_ + 2]), mask_140153842192144_gen_0[i:I, j:J, k_:k_ + 1])
                pe[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(np.bitwise_and((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (np.bitwise_not(mask_140153844125648_gen_0[i:I, j:J, k_:k_ + 1]))), mask_140153842192144_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where(pt, (np.float64(np.int64(7)) * sizeof[i:I, j:J, k_:k_ + 1]), (np.float64((-(np.int64(2)))) * var[i:I, j:J, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k_:k_ + 1])
                cp[i:I, j:J, k_:k_ + 1] = np.where((cp[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (cp[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), cp[i:I, j:J, k_:k_ + 1])
                
            mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1] = ((var[i:I, j:J, k_:k_ + 1] - isobar[i:I, j:J, k_:k_ + 1]) < np.float64(np.int64(0)))
            enum[i:I, j:J, k_:k_ + 1] = np.where(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], ((memset[i:I, j:J, k_:k_ + 1] + memset[i:I, j:J, k_:k_ + 1]) + cp[i:I, j:J, k_:k_ + 1]), enum[i:I, j:J, k_:k_ + 1])
            mask_140153846871696_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], np.bitwise_and((b[i:I, j:J, k_:k_ + 1] >= var[i:I, j:J, k_:k_ + 1]), (np.bitwise_not(u[i:I, j:J, k_:k_ + 1]))), mask_140153846871696_gen_0[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153846871696_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.minimum(cp[i:I, j:J, k_:k_ + 1], pe[i:I, j:J, k_:k_ + 1].astype(np.float64)) + enum[i:I, j:J, k_ + 1:k_ + 2]), gz[i:I, j:J, k_:k_ + 1])
            pe[i:I, j:J, k_ - 1:k_] = np.where(np.bitwise_and(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153846871696_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.tan(ufuncs.tanh(res[i:I, j:J, k_ + 1:k_ + 2])), (-(np.float64(100000.0)))), np.float64(100000.0))), pe[i:I, j:J, k_ - 1:k_])
            mask_140153847561232_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], ((area[i:I, j:J, k_ + 1:k_ + 2] * isobar[i:I, j:J, k_:k_ + 1]) <= np.where(pt, sizeof[i:I, j:J, k_:k_ + 1], sizeof[i:I, j:J, k_:k_ + 1])), mask_140153847561232_gen_0[i:I, j:J, k_:k_ + 1])
            fmax[i:I, j:J] = np.where(np.bitwise_and(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847561232_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.ceil(ufuncs.arccos(ufuncs.tanh(np.float64(3.5)))), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[i:I, j:J])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847561232_gen_0[i:I, j:J, k_:k_ + 1]), np.bitwise_and((ufuncs.power(ufuncs.abs(enum[i:I, j:J, k_ + 1:k_ + 2]), np.float64(0.5)) == (np.float64(3.5) - b[i:I, j:J, k_ + 1:k_ + 2])), pt), u[i:I, j:J, k_:k_ + 1])
            gz[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1], mask_140153847561232_gen_0[i:I, j:J, k_:k_ + 1]), ufuncs.minimum(gz[i:I, j:J, k_:k_ + 1], (isobar[i:I, j:J, k_:k_ + 1] / unsigned[i + 1:I + 1, j + 1:J + 1, k_:k_ + 1].astype(np.float64))), gz[i:I, j:J, k_:k_ + 1])
            mask_140153840462928_gen_0[i:I, j:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not((q[i:I, j - 1:J - 1, k_ + 1:k_ + 2].astype(np.float64) != np.float64(0.0)))), mask_140153840462928_gen_0[i:I, j:J, k_:k_ + 1])
            u[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1])), mask_140153840462928_gen_0[i:I, j:J, k_:k_ + 1]), (ufuncs.float32(pe[i:I, j:J, k_:k_ + 1]).astype(np.float64) >= (isobar[i:I, j:J, k_:k_ + 1] / pe[i:I, j:J, k_ + 1:k_ + 2].astype(np.float64))), u[i:I, j:J, k_:k_ + 1])
            memset[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153836013200_gen_0[i:I, j:J, k_:k_ + 1])), (np.bitwise_not(mask_140153840462928_gen_0[i:I, j:J, k_:k_ + 1]))), (np.where(pt, area[i:I, j:J, k_:k_ + 1], np.float64(0.25)) - var[i:I, j:J, k_:k_ + 1]), memset[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 2, _dK_
        for k_ in range(k, K):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140153836470672_gen_0[i:I, j:J, k_:k_ + 1] = (ua[i + 2:I + 2, j:J, k_:k_ + 1].astype(np.float64) < (np.float64(2.0) * gz[i:I, j:J, k_:k_ + 1]))
            memset[i:I, j:J, k_:k_ + 1] = np.where(mask_140153836470672_gen_0[i:I, j:J, k_:k_ + 1], ((gz[i:I, j:J, k_:k_ + 1] + b[i:I, j:J, k_:k_ + 1]) - (pe[i:I, j:J, k_:k_ + 1].astype(np.float64) - memset[i:I, j:J, k_ - 1:k_])), memset[i:I, j:J, k_:k_ + 1])
            mask_140153842801680_gen_0[I - 1:I, J - 2:J, k_:k_ + 1] = ((typedef[I - 1:I, J - 2:J, k_:k_ + 1] / (ufuncs.abs(signbit[I - 1:I, J:J + 2]) + np.float64(1.0))) > (np.int64(2) - unsigned[I - 2:I - 1, J - 4:J - 2, k_ + 1:k_ + 2].astype(np.int64)).astype(np.float64))
            memset[I - 1:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153842801680_gen_0[I - 1:I, J - 2:J, k_:k_ + 1], ufuncs.abs((b[I - 1:I, J - 2:J, k_:k_ + 1] + fmax[I - 1:I, J - 2:J].astype(np.float64))), memset[I - 1:I, J - 2:J, k_:k_ + 1])
            mask_140153836050640_gen_0[I - 1:I, J - 2:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153842801680_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])), (enum[I - 1:I, J - 2:J, k_:k_ + 1] >= gz[I - 1:I, J - 2:J, k_:k_ + 1]), mask_140153836050640_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])
            fmax[I - 1:I, J - 2:J] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842801680_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])), mask_140153836050640_gen_0[I - 1:I, J - 2:J, k_:k_ + 1]), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(ufuncs.tanh((signbit[I - 2:I - 1, J - 2:J] + res[I - 1:I, J - 2:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 1:I, J - 2:J])
            pe[I - 1:I, J - 2:J, k_:k_ + 1] = np.where(np.bitwise_and((np.bitwise_not(mask_140153842801680_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])), (np.bitwise_not(mask_140153836050640_gen_0[I - 1:I, J - 2:J, k_:k_ + 1]))), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(cp[I - 1:I, J - 2:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 1:I, J - 2:J, k_:k_ + 1])
            mask_140153836017296_gen_0[I - 1:I, J - 2:J, k_:k_ + 1] = (np.bitwise_not(u[I - 1:I, J - 2:J, k_:k_ + 1]))
            fmax[I - 1:I, J - 2:J] = np.where(mask_140153836017296_gen_0[I - 1:I, J - 2:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((memset[I - 1:I, J - 2:J, k_:k_ + 1] <= res[I - 1:I, J - 2:J, k_:k_ + 1]), ufuncs.maximum(typedef[I - 1:I, J - 2:J, k_ - 1:k_], np.float64(10.0)), pe[I - 1:I, J - 2:J, k_ + 1:k_ + 2].astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), fmax[I - 1:I, J - 2:J])
            b[I - 1:I, J - 2:J, k_:k_ + 1] = np.where(mask_140153836017296_gen_0[I - 1:I, J - 2:J, k_:k_ + 1], ((unsigned[I - 2:I - 1, J - 2:J, k_ - 1:k_].astype(np.float64) + b[I - 1:I, J - 2:J, k_:k_ + 1]) + ufuncs.abs(np.float64(0.001))), b[I - 1:I, J - 2:J, k_:k_ + 1])
            pe[I - 1:I, J - 2:J, k_:k_ + 1] = np.where((np.bitwise_not(mask_140153836017296_gen_0[I - 1:I, J - 2:J, k_:k_ + 1])), ufuncs.int64(ufuncs.minimum(ufuncs.maximum(isobar[I - 1:I, J - 2:J, k_:k_ + 1], (-(np.float64(100000.0)))), np.float64(100000.0))), pe[I - 1:I, J - 2:J, k_:k_ + 1])
            fmax[I - 1:I, J - 2:J] = ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((b[I - 1:I, J - 2:J, k_:k_ + 1] < cp[I - 1:I, J - 2:J, k_ - 1:k_]), (unsigned[I:I + 1, J - 2:J, k_:k_ + 1].astype(np.float64) + var[I - 1:I, J - 2:J, k_:k_ + 1]), ufuncs.remainder(b[I - 1:I, J - 2:J, k_:k_ + 1], isobar[I - 1:I, J - 2:J, k_:k_ + 1])), (-(np.float64(100000.0)))), np.float64(100000.0)))
            # --- end horizontal block --

        # --- end vertical block ---
    