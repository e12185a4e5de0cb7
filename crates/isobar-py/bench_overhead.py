"""Call overhead of a small stencil from Python, measured like peers.md's
GT4Py figures: a 4x4x4 copy, 1 thread (set OMP_NUM_THREADS=1), 2000 calls
after 200 warm-up calls, validate_args=False and True.

    OMP_NUM_THREADS=1 target/py-venv/bin/python crates/isobar-py/bench_overhead.py
"""

import time

import numpy as np

from isobar import gtscript
from isobar.gtscript import PARALLEL, Field, computation, interval


def copy(a: Field[np.float64], b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = a


def measure(st, validate: bool, calls: int = 2000, warmup: int = 200) -> list:
    a = np.random.rand(4, 4, 4)
    b = np.zeros_like(a)
    for _ in range(warmup):
        st(a, b, origin=(0, 0, 0), domain=(4, 4, 4), validate_args=validate)
    times = []
    for _ in range(calls):
        t = time.perf_counter()
        st(a, b, origin=(0, 0, 0), domain=(4, 4, 4), validate_args=validate)
        times.append(time.perf_counter() - t)
    return sorted(times)


def main() -> None:
    st = gtscript.stencil(backend="c", definition=copy)
    for validate in (False, True):
        times = measure(st, validate)
        print(f"validate_args={validate}: median {times[len(times) // 2] * 1e6:.1f} µs, "
              f"min {times[0] * 1e6:.1f} µs")


if __name__ == "__main__":
    main()
