import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x_s, uint8_t, asm, area, w, v, buffers_ok, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x_s = Field(x_s, _origin_['x_s'], (True, True, True))
    uint8_t = Field(uint8_t, _origin_['uint8_t'], (True, True, True))
    asm = Field(asm, _origin_['asm'], (True, True, False))
    w = Field(w, _origin_['w'], (True, True, True))
    v = Field(v, _origin_['v'], (False, False, True))
    buffers_ok = Field(buffers_ok, _origin_['buffers_ok'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
        pass
    