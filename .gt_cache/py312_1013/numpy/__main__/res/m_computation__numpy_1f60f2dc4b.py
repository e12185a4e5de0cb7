import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, cp, signed, v, tend, ua, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    signed = Field(signed, _origin_['signed'], (True, True, True))
    v = Field(v, _origin_['v'], (True, True, True))
    tend = Field(tend, _origin_['tend'], (False, False, True))
    
    it = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    flux_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    pe_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    errno__2bd_27_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.int64, (0, 0, 0), (True, True, True))
    area_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    y_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    fmod__2bd_27_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    phi__2bd_27_22_gen_0 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), np.float64, (0, 0, 0), (True, True, True))
    pe_gen_1 = Field.empty((_dI_ + 0, _dJ_ + 0, _dK_), bool, (0, 0, 0), (True, True, True))
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
    # --- begin vertical block ---
        k, K = _dK_ - 1, _dK_
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            v[i:I, j:J, k_:k_ + 1] = ufuncs.floor(v[i:I, j:J, k_ - 1:k_])
            flux_gen_0[i:i + 1, J - 2:J, k_:k_ + 1] = (np.where(bool(bool(False)), signed[i + 1:i + 2, J - 4:J - 2, k_:k_ + 1], v[i:i + 1, J - 2:J, k_ - 1:k_]) >= np.where((ufuncs.cbrt(ufuncs.float64(tend[k_:k_ + 1])) <= (v[i:i + 1, J - 2:J, k_:k_ + 1] * np.float64(ua))), tend[k_:k_ + 1], tend[k_:k_ + 1]).astype(np.float64))
            v[i:i + 1, J - 2:J, k_:k_ + 1] = (ufuncs.remainder(signed[i - 2:i - 1, J - 2:J, k_:k_ + 1], signed[i:i + 1, J:J + 2, k_ + 1:k_ + 2]) * np.float64(np.where(((-(cp)) > signed[i + 1:i + 2, J - 1:J + 1, k_:k_ + 1]), ua, ua)))
            flux_gen_0[i:I, j + 1:J, k_:k_ + 1] = (np.where(bool(bool(False)), signed[i + 1:I + 1, j - 1:J - 2, k_:k_ + 1], v[i:I, j + 1:J, k_ - 1:k_]) >= np.where((ufuncs.cbrt(ufuncs.float64(tend[k_:k_ + 1])) <= (v[i:I, j + 1:J, k_:k_ + 1] * np.float64(ua))), tend[k_:k_ + 1], tend[k_:k_ + 1]).astype(np.float64))
            v[i:I, j + 1:J, k_:k_ + 1] = (ufuncs.remainder(signed[i - 2:I - 2, j + 1:J, k_:k_ + 1], signed[i:I, j + 3:J + 2, k_ + 1:k_ + 2]) * np.float64(np.where(((-(cp)) > signed[i + 1:I + 1, j + 2:J + 1, k_:k_ + 1]), ua, ua)))
            it[i:I, j:J, k_:k_ + 1] = ((np.float64(ua) + v[i:I, j:J, k_ + 1:k_ + 2]) * (signed[i + 1:I + 1, j:J, k_:k_ + 1] * np.float64(2.0)))
            pe_gen_0[i:I, j:J, k_:k_ + 1] = ((np.float64(0.0) - it[i:I, j:J, k_:k_ + 1]) < v[i:I, j:J, k_:k_ + 1])
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_ + 1, _dK_ - 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            it[i:I, j:J, k_:k_ + 1] = ufuncs.maximum((it[i:I, j:J, k_:k_ + 1] - it[i:I, j:J, k_:k_ + 1]), np.float64(ufuncs.abs(np.int64(1))))
            # --- end horizontal block --

        # --- end vertical block ---
    
    # --- begin vertical block ---
        k, K = _dk_, _dk_ + 1
        for k_ in range(K-1, k-1, -1):

            # --- begin horizontal block --
            i, I = _di_ - 0, _dI_ + 0
            j, J = _dj_ - 0, _dJ_ + 0

            it[i:I, j:J, k_:k_ + 1] = ((-(it[i:I, j:J, k_:k_ + 1])) - (tend[k_ + 1:k_ + 2].astype(np.float64) + signed[i:I, j:J, k_ + 1:k_ + 2]))
            pe_gen_1[i:I, j:J, k_:k_ + 1] = ((cp + tend[k_:k_ + 1].astype(np.float64)) != signed[i - 2:I - 2, j + 2:J + 2, k_:k_ + 1])
            fmod__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1] = cp
            errno__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.power(tend[k_ + 1:k_ + 2], np.int64(2))
            phi__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1] = np.where(bool(bool(False)), signed[i:I, j:J, k_:k_ + 1], tend[k_:k_ + 1].astype(np.float64))
            fmod__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1] = ufuncs.arctan(ufuncs.remainder(errno__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1], errno__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1]).astype(np.float32)).astype(np.float64)
            y_gen_0[i:I, j:J, k_:k_ + 1] = phi__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1]
            area_gen_0[i:I, j:J, k_:k_ + 1] = ((phi__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1] - np.float64(0.1)) + errno__2bd_27_22_gen_0[i:I, j:J, k_:k_ + 1].astype(np.float64))
            # --- end horizontal block --

        # --- end vertical block ---
    