"""``isobar.global_sum``: a field summed over its compute domain, the
diagnostic a model takes for conservation checks.

The values are added one by one as float64 in index order (I slowest, as
NumPy's C order), the way ``isobar run`` adds a CLI program's global sums,
so the two give the same bits for the same values. Inside an
``@isobar.program`` the pending stencil calls run first (the sum reads the
field); ``run_decomposed`` refuses it, naming the line.
"""

from typing import Any

import numpy as np

from ._isobar import interior_sum


def global_sum(field: Any, halo: int = 0) -> float:
    """The sum of ``field`` (a NumPy array whose first two axes are I and J)
    over the points ``halo`` and more from both ends of I and J, every K."""
    if not isinstance(field, np.ndarray):
        raise TypeError(f"global_sum takes a NumPy array, not {type(field).__name__}")
    if not isinstance(halo, int) or isinstance(halo, bool) or halo < 0:
        raise ValueError(f"global_sum: the halo must be a non-negative int, not {halo!r}")
    if field.dtype.kind not in "biuf":
        raise TypeError(f"global_sum sums numbers, not {field.dtype}")
    return interior_sum(np.ascontiguousarray(field, dtype=np.float64), halo)
