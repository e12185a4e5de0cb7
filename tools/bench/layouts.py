"""Times every benchmark stencil from Python on NumPy's default C-order arrays
(K contiguous) and on ``isobar.storage`` arrays (I contiguous, rows aligned),
in the same run, and prints the medians and their ratio.

    OMP_NUM_THREADS=2 target/py-venv/bin/python tools/bench/layouts.py --domain 256 256 80
"""

import argparse
import importlib.util
import inspect
import pathlib
import statistics
import sys
import time

import numpy as np

import isobar
from isobar import gtscript, storage

# The examples import gt4py.cartesian.gtscript: isobar stands in for it.
isobar.install_gt4py_shim()

ROOT = pathlib.Path(__file__).resolve().parents[2]
STENCILS = ["copy", "laplacian", "hdiff", "vadv", "upwind_advection", "laplacian_of_laplacian"]
HALO = 3


def load(name):
    path = ROOT / "examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def arguments(stencil, definition, domain, kind, rng):
    shape = (domain[0] + 2 * HALO, domain[1] + 2 * HALO, domain[2])
    args = {}
    for name, p in inspect.signature(definition).parameters.items():
        if name in stencil.field_info:
            data = rng.random(shape)
            if kind == "storage":
                args[name] = storage.from_array(data, aligned_index=(HALO, HALO, 0))
            else:
                args[name] = np.ascontiguousarray(data)
        else:
            args[name] = 0.05
    return args


def median_ms(stencil, args, domain, repetitions):
    call = lambda: stencil(**args, origin=(HALO, HALO, 0), domain=domain)
    for _ in range(3):
        call()
    times = []
    for _ in range(repetitions):
        t = time.perf_counter()
        call()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--domain", type=int, nargs=3, default=[256, 256, 80])
    parser.add_argument("--repetitions", type=int, default=20)
    args = parser.parse_args()
    domain = tuple(args.domain)
    rng = np.random.default_rng(0)
    print(f"| stencil | domain | isobar.storage ms | C order ms | C order / storage |")
    print("|---|---|---|---|---|")
    worst = 0.0
    for name in STENCILS:
        definition = load(name)
        stencil = gtscript.stencil(backend="c", definition=definition)
        rows = {}
        for kind in ("storage", "c_order"):
            rows[kind] = []
        # Interleaved rounds: both layouts see the same machine.
        fields = {kind: arguments(stencil, definition, domain, kind, rng) for kind in rows}
        for _ in range(3):
            for kind in rows:
                rows[kind].append(median_ms(stencil, fields[kind], domain, args.repetitions))
        s = statistics.median(rows["storage"])
        c = statistics.median(rows["c_order"])
        worst = max(worst, c / s)
        print(f"| {name} | {domain[0]}×{domain[1]}×{domain[2]} | {s:.3f} | {c:.3f} | {c / s:.2f} |")
    print(f"worst ratio {worst:.2f}")


if __name__ == "__main__":
    sys.exit(main())
