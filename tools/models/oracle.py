"""GT4Py 1.2.3 as the oracle of the project's own model
(examples/models/shallow_water.py): the model's step run as plain Python
with every stencil built by GT4Py's numpy back-end.

    python=$(tools/gt4py-venv.sh)
    $python tools/models/oracle.py examples/models/shallow_water.py \
        --size 24 20 --steps 6 --out target/models/shallow_water

Before the model's file runs, `isobar` is replaced by the shim of
tools/programs/oracle.py (`isobar.gtscript` is GT4Py's, its `stencil` builds
with the numpy back-end; `isobar.program` returns the function unchanged),
with a `HaloUpdater` of its own: the halo of every field made the periodic
image of its interior with `np.pad(mode="wrap")`, written apart from
isobar's. The model is built with `ShallowWater(NX, NY)`, stepped `STEPS`
times, and its state (`h`, `u`, `v`, halos included) written to OUT/NAME.npy.
"""

import argparse
import importlib.util
import sys
from pathlib import Path

import numpy as np

TOOLS = Path(__file__).resolve().parents[1]


def programs_oracle():
    spec = importlib.util.spec_from_file_location("isobar_programs_oracle",
                                                  TOOLS / "programs" / "oracle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class WrapHalo:
    """Periodic halos, as `np.pad` wraps the interior."""

    def __init__(self, halo):
        self.halo = halo

    def update(self, *fields):
        h = self.halo
        for q in fields:
            pad = [(h, h), (h, h)] + [(0, 0)] * (q.ndim - 2)
            q[...] = np.pad(q[h:-h, h:-h], pad, mode="wrap")

    def start(self, *fields):
        self.update(*fields)
        return self

    def wait(self):
        pass


def main(argv=None):
    parser = argparse.ArgumentParser(description="GT4Py as the oracle of an isobar model")
    parser.add_argument("model", type=Path)
    parser.add_argument("--size", type=int, nargs=2, required=True, metavar=("NX", "NY"))
    parser.add_argument("--steps", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    programs_oracle().install_shims()
    sys.modules["isobar"].HaloUpdater = WrapHalo
    spec = importlib.util.spec_from_file_location("isobar_model", args.model)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    model = module.ShallowWater(*args.size)
    for _ in range(args.steps):
        model.step()
    args.out.mkdir(parents=True, exist_ok=True)
    for name in ("h", "u", "v"):
        np.save(args.out / f"{name}.npy", getattr(model, name))
    print(f"{args.steps} steps of {args.size[0]}x{args.size[1]} with GT4Py's numpy back-end: "
          f"depth sum {model.h[1:-1, 1:-1].sum():.12f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
