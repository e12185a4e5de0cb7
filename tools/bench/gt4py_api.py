"""The peer benchmark through GT4Py's own API, in one run.

Each benchmark stencil of ``examples/`` is built with ``gtscript.stencil``
of the real GT4Py for every back-end named, on GT4Py storages allocated for
that back-end (``gt4py.storage.from_array(..., backend=B)``), and timed as
GT4Py times its own back-ends: calls with ``validate_args=False``, median
milliseconds. ``isobar:cpu`` is also timed on ``isobar.storage`` arrays (the
layout isobar allocates itself), and every output is compared with GT4Py's
numpy back-end once. Rounds go back-end after back-end, so that all of them
see the same machine; the table gives the median of the rounds' medians.

    OMP_NUM_THREADS=2 target/gt4py-venv/bin/python tools/bench/gt4py_api.py \\
        --domain 256 256 80 --backends isobar:cpu,gt:cpu_ifirst --out table.md

It needs GT4Py and the isobar wheel in one environment (``tools/gt4py-venv.sh``
makes GT4Py's; ``pip install`` the wheel into it); ``gt:*`` back-ends need a
C++ compiler and Boost's headers, and take 10-25 s per stencil to build.
"""

import argparse
import importlib.util
import inspect
import pathlib
import statistics
import sys
import time

import numpy as np
import gt4py.storage as gt_storage
from gt4py.cartesian import gtscript

import isobar  # noqa: F401  (registers the isobar back-ends with GT4Py)
from isobar import storage as isobar_storage

ROOT = pathlib.Path(__file__).resolve().parents[2]
HALO = 3
#: The reference's back-end: every output is compared with it once.
REFERENCE = "numpy"
#: The extra column: isobar's back-end on the arrays isobar allocates itself.
OWN = "isobar:cpu on isobar.storage"


def load(name):
    """The definition `name` of examples/`name`.py."""
    path = ROOT / "examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def inputs(definition, domain, seed):
    """Random data per field parameter (NumPy arrays) and 0.05 per scalar."""
    rng = np.random.default_rng(seed)
    shape = (domain[0] + 2 * HALO, domain[1] + 2 * HALO, domain[2])
    data = {}
    for name, p in inspect.signature(definition).parameters.items():
        annotation = str(p.annotation)
        data[name] = rng.random(shape) if "Field" in annotation or "gtscript" in annotation else 0.05
    return data


def arguments(data, column):
    """`data` as the arrays `column` runs on."""
    args = {}
    for name, value in data.items():
        if not isinstance(value, np.ndarray):
            args[name] = value
        elif column == OWN:
            args[name] = isobar_storage.from_array(value, aligned_index=(HALO, HALO, 0))
        else:
            args[name] = gt_storage.from_array(value, backend=column, aligned_index=(HALO, HALO, 0))
    return args


def backend_of(column):
    return "isobar:cpu" if column == OWN else column


def median_ms(stencil, args, domain, calls):
    """Median milliseconds of `calls` calls after two warm-up calls."""
    def call():
        stencil(**args, origin=(HALO, HALO, 0), domain=domain, validate_args=False)

    call()
    call()
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def max_rel_diff(got, want):
    """The largest |got - want| / max(|want|, 1e-300) over the output fields."""
    worst = 0.0
    for name, w in want.items():
        if isinstance(w, np.ndarray):
            g = np.asarray(got[name])
            worst = max(worst, float(np.max(np.abs(g - w) / np.maximum(np.abs(w), 1e-300))))
    return worst


def bench_stencil(name, columns, domain, calls, rounds):
    """Medians per column, build seconds per column and the worst difference."""
    definition = load(name)
    data = inputs(definition, domain, seed=len(name))
    reference = gtscript.stencil(backend=REFERENCE, definition=definition)
    want = arguments(data, REFERENCE)
    reference(**want, origin=(HALO, HALO, 0), domain=domain)
    want = {k: np.asarray(v) for k, v in want.items()}
    stencils, args, builds, diffs = {}, {}, {}, {}
    for column in columns:
        check = arguments(data, column)
        # The build and the first call: a back-end may finish its build there.
        start = time.perf_counter()
        stencils[column] = gtscript.stencil(backend=backend_of(column), definition=definition)
        stencils[column](**check, origin=(HALO, HALO, 0), domain=domain)
        builds[column] = time.perf_counter() - start
        diffs[column] = max_rel_diff(check, want)
        args[column] = arguments(data, column)
    times = {column: [] for column in columns}
    for _ in range(rounds):
        for column in columns:
            times[column].append(median_ms(stencils[column], args[column], domain, calls))
    medians = {column: statistics.median(t) for column, t in times.items()}
    return medians, builds, diffs


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--domain", type=int, nargs=3, default=[256, 256, 80])
    parser.add_argument("--backends", default="isobar:cpu,gt:cpu_ifirst")
    parser.add_argument("--stencils", default="copy,laplacian,hdiff,vadv")
    parser.add_argument("--calls", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args()
    domain = tuple(args.domain)
    backends = args.backends.split(",")
    columns = backends + ([OWN] if "isobar:cpu" in backends else [])
    lines = [
        f"{domain[0]}×{domain[1]}×{domain[2]} float64, halo {HALO}, GT4Py storages per back-end, "
        f"validate_args=False, median ms of {args.rounds} rounds of {args.calls} calls",
        "",
        "| stencil | " + " | ".join(columns) + " | max rel. diff vs numpy | build + first call, s |",
        "|---|" + "---|" * (len(columns) + 2),
    ]
    print("\n".join(lines), flush=True)
    for name in args.stencils.split(","):
        medians, builds, diffs = bench_stencil(name, columns, domain, args.calls, args.rounds)
        row = (
            f"| {name} | " + " | ".join(f"{medians[c]:.2f}" for c in columns)
            + f" | {max(diffs.values()):.1e} | "
            + ", ".join(f"{backend_of(c)} {builds[c]:.2f}" for c in backends)
            + " |"
        )
        lines.append(row)
        print(row, flush=True)
    if args.out:
        pathlib.Path(args.out).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
