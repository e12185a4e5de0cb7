#!/usr/bin/env python3
"""`isobar check` over the stencil files of real model code (PyFV3, NDSL, or
any package of GTScript modules), as a model developer would run it: the
packages' roots on the search path, NDSL's constants read from the real
`ndsl.constants`, and the externals NDSL gives every stencil (the axis
offsets of `StencilFactory`: `i_start`, `local_ie`, ...). Nothing of the
models is copied: point the script at checkouts.

    python tools/model-check.py --root /path/PyFV3 --root /path/NDSL \\
        /path/PyFV3/pyFV3/stencils /path/NDSL/ndsl/stencils

Prints one line per stencil that is not valid, then the counts: valid
stencils, stencils that only lack externals their call sites pass (listed by
name), and stencils with other errors.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# NDSL's StencilFactory.axis_offsets on a rank owning every edge, origin at the
# compute domain: what every NDSL stencil is compiled with.
AXIS_OFFSETS = {
    "i_start": "I[0]", "i_end": "I[-1]", "j_start": "J[0]", "j_end": "J[-1]",
    "local_is": "I[0]", "local_ie": "I[-1]", "local_js": "J[0]", "local_je": "J[-1]",
    "k_start": 0, "k_end": 0,
}


def toml_value(v) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    return json.dumps(v)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="+", help="stencil files or directories of them")
    ap.add_argument("--root", action="append", default=[],
                    help="a directory holding packages (put on the search path)")
    ap.add_argument("--isobar", default=str(ROOT / "target/release/isobar"))
    ap.add_argument("--python", default=sys.executable,
                    help="a Python with NumPy, to read NDSL's constants")
    ap.add_argument("--externals", help="extra externals (TOML), added to the axis offsets")
    args = ap.parse_args(argv)
    work = Path(tempfile.mkdtemp(prefix="isobar_model_check_"))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(args.root))

    constants = work / "constants.toml"
    if any((Path(r) / "ndsl" / "constants.py").is_file() for r in args.root):
        out = subprocess.run(
            [args.python, str(HERE / "module-constants.py"), "ndsl.constants",
             "--bare-packages", "--stub", "mpi4py", "--stub", "ndsl.logging"],
            capture_output=True, text=True, env=env)
        if out.returncode != 0:
            print(f"note: ndsl.constants not read: {out.stderr.strip()[-300:]}")
        constants.write_text(out.stdout)
    else:
        constants.write_text("")
    externals = work / "externals.toml"
    lines = [f"{k} = {toml_value(v)}" for k, v in AXIS_OFFSETS.items()]
    if args.externals:
        lines.append(Path(args.externals).read_text())
    externals.write_text("\n".join(lines) + "\n")

    files = []
    for p in map(Path, args.paths):
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    valid, needs_externals, invalid = [], {}, []
    missing_names = collections.Counter()
    for f in files:
        base = [args.isobar, "check", str(f), "--constants", str(constants),
                "--externals", str(externals)]
        human = subprocess.run(base, capture_output=True, text=True, env=env)
        names_ok = re.findall(r"stencil `([^`]+)` is valid", human.stdout)
        valid += [f"{f.name}::{n}" for n in names_ok]
        js = subprocess.run(base + ["--format", "json"], capture_output=True, text=True, env=env)
        per_stencil = collections.defaultdict(list)
        for line in js.stdout.splitlines():
            try:
                d = json.loads(line)
            except json.JSONDecodeError:
                continue
            if d.get("severity") == "warning":
                continue
            for s in d.get("stencils") or [""]:
                per_stencil[s].append(d)
        for stencil, diags in per_stencil.items():
            name = f"{f.name}::{stencil}" if stencil else f.name
            if stencil == "" and all(d["category"] == "invalid-stencil" for d in diags):
                continue  # a file without stencils
            if all(d["category"] == "missing-external" for d in diags):
                names = sorted({m for d in diags for m in re.findall(r"`([^`]+)`", d["message"])})
                needs_externals[name] = names
                missing_names.update(names)
            else:
                invalid.append(name)
                first = diags[0]
                print(f"INVALID {name}: {first['category']}: {first['message']} "
                      f"({Path(first['file']).name}:{first['line']})")
    total = len(valid) + len(needs_externals) + len(invalid)
    print(f"{total} stencils: {len(valid)} valid, {len(needs_externals)} need externals "
          f"their call sites pass, {len(invalid)} invalid")
    if missing_names:
        print("externals asked for: " + ", ".join(
            f"{n} ({c})" for n, c in missing_names.most_common()))
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
