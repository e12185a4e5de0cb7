import numbers
from typing import Tuple

import numpy as np
from gt4py.cartesian.gtc import ufuncs
from gt4py.cartesian.utils import Field

def run(*, nk, tj0, signbit, _domain_, _origin_):

    # --- begin domain boundary shortcuts ---
    _di_, _dj_, _dk_ = 0, 0, 0
    _dI_, _dJ_, _dK_ = _domain_
    __k_mask = np.empty(_domain_, dtype=int)
    __k_mask[:, :] = np.arange(_dK_, dtype=int)
    # --- end domain padding ---

    nk = Field(nk, _origin_['nk'], (True, True, True))
    tj0 = Field(tj0, _origin_['tj0'], (True, True, True))
    signbit = Field(signbit, _origin_['signbit'], (True, True, True))
    
    

    with np.errstate(divide='ignore', over='ignore', under='ignore', invalid='ignore'):

    
        pass
    