import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, fmin, x, main, const, ua, gz, i0, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    fmin = Field(fmin, _origin_['fmin'], (True, True, True))
    main = Field(main, _origin_['main'], (True, True, False))
    const = Field(const, _origin_['const'], (True, True, True))
    ua = Field(ua, _origin_['ua'], (True, True, True))
    i0 = Field(i0, _origin_['i0'], (True, True, False))
    
    mask_140333768024528_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    zs_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333774135056_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    qv_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    mask_140333767356688_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    coef_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dk_, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            mask_140333768024528_gen_0[i:I, j:J, k_:k_ + 1] = ((i0[i:I, j:J] - fmin[i + 2:I + 2, j - 1:J - 1, k_:k_ + 1]).astype(np.float64) < (i0[i:I, j:J].astype(np.float64) / const[i:I, j:J, k_ + 1:k_ + 2]))
            i0[i:I, j:J] = np.where(mask_140333768024528_gen_0[i:I, j:J, k_:k_ + 1], np.float32((gz * gz)), i0[i:I, j:J])
            mask_140333774135056_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768024528_gen_0[i:I, j:J, k_:k_ + 1], ((np.float64(1.5) / (ufuncs.abs(ua[i:I, j:J, k_:k_ + 1]).astype(np.float64) + np.float64(1.0))) >= ufuncs.arccosh((ufuncs.abs(np.float64(0.5)) + np.float64(1.0)))), mask_140333774135056_gen_0[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333768024528_gen_0[i:I, j:J, k_:k_ + 1], mask_140333774135056_gen_0[i:I, j:J, k_:k_ + 1]), (np.float64(0.0) / (np.float64(ufuncs.abs((-(gz)))) + np.float64(1.0))), const[i:I, j:J, k_:k_ + 1])
            const[i:I, j:J, k_:k_ + 1] = np.where(mask_140333768024528_gen_0[i:I, j:J, k_:k_ + 1], (const[i:I, j:J, k_ + 1:k_ + 2] + (ua[i + 2:I + 2, j:J, k_ - 1:k_] - main[i:I, j:J].astype(np.float32)).astype(np.float64)), const[i:I, j:J, k_:k_ + 1])
            coef_gen_0[i:I, j:J, k_:k_ + 1] = np.float64(0.0)
            while np.any((coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0))):
                i0[i:I, j:J] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), ((i0[i:I, j:J].astype(np.float64) / (ufuncs.abs(main[i + 1:I + 1, j:J]).astype(np.float64) + np.float64(1.0))) - i0[i:I, j:J].astype(np.float64)).astype(np.float32), i0[i:I, j:J])
                coef_gen_0[i:I, j:J, k_:k_ + 1] = np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] < np.float64(3.0)), (coef_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), coef_gen_0[i:I, j:J, k_:k_ + 1])
                
            flux_gen_0[i:I, j:J, k_:k_ + 1] = np.bitwise_and((x != x), (np.bitwise_not((ufuncs.float64(main[i - 1:I - 1, j:J]) < (-(x))))))
            mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1] = ((coef_gen_0[i:I, j:J, k_:k_ + 1] * np.float64((-(np.int64(2))))) == (ua[i:I, j:J, k_:k_ + 1] - fmin[i - 2:I - 2, j + 1:J + 1, k_ + 1:k_ + 2]).astype(np.float64))
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], gz, pe_gen_0[i:I, j:J, k_:k_ + 1])
            qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], np.float64(0.0), qv_gen_0[i:I, j:J, k_:k_ + 1])
            while np.any(np.bitwise_and(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(main[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0))))):
                zs_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(main[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))), (ufuncs.remainder(x, qv_gen_0[i:I, j:J, k_:k_ + 1]) - (qv_gen_0[i:I, j:J, k_:k_ + 1] * const[i:I, j:J, k_:k_ + 1])), zs_gen_0[i:I, j:J, k_:k_ + 1])
                qv_gen_0[i:I, j:J, k_:k_ + 1] = np.where(np.bitwise_and(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], (qv_gen_0[i:I, j:J, k_:k_ + 1] < ufuncs.minimum(ufuncs.abs(main[i + 2:I + 2, j:J]).astype(np.float64), np.float64(4.0)))), (qv_gen_0[i:I, j:J, k_:k_ + 1] + np.float64(1.0)), qv_gen_0[i:I, j:J, k_:k_ + 1])
                
            pe_gen_0[i:I, j:J, k_:k_ + 1] = np.where(mask_140333767356688_gen_0[i:I, j:J, k_:k_ + 1], ufuncs.int64(ufuncs.minimum(ufuncs.maximum(np.where((coef_gen_0[i:I, j:J, k_:k_ + 1] == coef_gen_0[i:I, j:J, k_:k_ + 1]), (-(coef_gen_0[i:I, j:J, k_:k_ + 1])), (pe_gen_0[i:I, j:J, k_:k_ + 1] + pe_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float64)), (-(np.float64(100000.0)))), np.float64(100000.0))), pe_gen_0[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    