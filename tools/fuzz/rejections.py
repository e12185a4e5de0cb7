#!/usr/bin/env python3
"""Survey of rejection parity: which generated programs GT4Py 1.2.3 refuses
to build that `isobar check` accepts (and the reverse), grouped by GT4Py's
error message with names and numbers blanked out.

    target/gt4py-venv/bin/python tools/fuzz/rejections.py --seed 1 --count 300

Only builds (no calls), so it is faster than fuzz.py; it prints one line per
message class with a count and example seeds, then `N passed, M failed`
where a failure is a program one side rejects and the other accepts.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import oracle  # noqa: E402  (first: it points GT4Py's cache away from the checkout)
from gt4py.cartesian import gtscript  # noqa: E402
from fuzz import check_rejects, is_gt4py_artefact  # noqa: E402
from generate import generate  # noqa: E402
from program import render  # noqa: E402


def message_class(error: str) -> str:
    """GT4Py's message without the names, numbers and positions in it."""
    text = error.splitlines()[0] if error else ""
    text = re.sub(r"\{[^}]*\}|'[^']*'|\"[^\"]*\"|`[^`]*`", "…", text)
    text = re.sub(r"\(.*?line \d+.*?\)", "", text)
    text = re.sub(r"\b\d+\b", "N", text)
    text = re.sub(r":\s*[\w, .]+$", ": …", text)
    return text[:120]


def gt4py_error(p: dict, path: Path) -> str | None:
    definition = oracle.load_definition(path, p["name"])
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            gtscript.stencil(backend="numpy", definition=definition,
                             externals=dict(p["externals"]))
    except Exception as exc:  # noqa: BLE001 - any build failure is a rejection
        return f"{type(exc).__name__}: {exc}"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--isobar", default=str(ROOT / "target/release/isobar"))
    ap.add_argument("--show", action="store_true", help="print each disagreeing seed")
    args = ap.parse_args()
    isobar = Path(args.isobar).resolve()
    work = Path(tempfile.mkdtemp(prefix="isobar-rejections-"))
    env = dict(os.environ, ISOBAR_CACHE_DIR=str(work / "cache"))
    only_gt4py: dict[str, list[int]] = collections.defaultdict(list)
    only_isobar: list[int] = []
    crashed: list[tuple[int, str]] = []
    agreed = artefacts = 0
    for seed in range(args.seed, args.seed + args.count):
        p = generate(seed)
        path = work / f"p{seed}.py"
        path.write_text(render(p))
        error = gt4py_error(p, path)
        if error is not None and is_gt4py_artefact(error):
            artefacts += 1
            continue
        why = check_rejects(isobar, p, path, env)
        isobar_rejects = not why
        if why and not why[0].startswith("accepted"):
            crashed.append((seed, why[0]))
        elif error is not None and not isobar_rejects:
            only_gt4py[message_class(error)].append(seed)
            if args.show:
                print(f"seed {seed}: GT4Py: {error[:300]}")
        elif error is None and isobar_rejects:
            only_isobar.append(seed)
        else:
            agreed += 1
    for message, seeds in sorted(only_gt4py.items(), key=lambda kv: -len(kv[1])):
        print(f"{len(seeds):4}  GT4Py rejects, isobar accepts: {message}  (seeds {seeds[:8]})")
    if only_isobar:
        print(f"{len(only_isobar):4}  isobar rejects, GT4Py accepts (seeds {only_isobar[:8]})")
    for seed, why in crashed:
        print(f"seed {seed}: {why}")
    failed = sum(map(len, only_gt4py.values())) + len(only_isobar) + len(crashed)
    if artefacts:
        print(f"{artefacts} skipped: GT4Py's own failures (fuzz.GT4PY_ARTEFACTS)")
    print(f"{agreed} passed, {failed} failed")
    shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
