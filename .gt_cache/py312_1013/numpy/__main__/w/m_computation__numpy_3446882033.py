import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, x_s, zs, c, pe, y, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    x_s = Field(x_s, _origin_['x_s'], (True, True, True))
    zs = Field(zs, _origin_['zs'], (True, True, True))
    c = Field(c, _origin_['c'], (True, True, False))
    pe = Field(pe, _origin_['pe'], (True, True, True))
    y = Field(y, _origin_['y'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
        pass
    