#!/usr/bin/env python3
"""The benchmark a model developer asks for: PyFV3's dynamical core (the
recipe of ../shared/models/pyfv3-dycore, c12 or larger, 6 ranks) on several back-ends,
on this machine, in one run, as one table: cold build, seconds per step,
speedup over numpy, and the worst relative difference against numpy.

Usage (after the recipe's set-up, in any folder):

    tools/bench/dycore.py [--dir /tmp/dycore] [--steps 4]
        [--backends numpy,gt:cpu_ifirst,dace:cpu,isobar:cpu,isobar:orchestrated]
        [--cold isobar:cpu] [--timeout 3600] [--out FILE.md]
        [--resolution 48] [--reference gt:cpu_ifirst]

Each back-end runs ``STEPS`` steps on 6 ranks (``run.sh``); seconds per step
are the median over every step after the first (which loads or compiles)
of the slowest rank (the first step is shown apart: orchestrated runs
compile their fused programs there). ``isobar:orchestrated`` is ``isobar:cpu`` with NDSL's
orchestration (``--orchestrate``), which isobar turns into programs;
``dace:cpu`` is run with NDSL's orchestration too, as its users run it.
Back-ends named in ``--cold`` are built first with empty caches (GT4Py's and
isobar's) in one process (``warm.sh``), and that build's seconds are the
cold build; for the others the cold build is the one recorded when their
cache was filled (``warm_BACKEND/rank0.json``), if any. A run that does not
finish in ``--timeout`` seconds is reported as such, with how long it ran.

``--resolution N`` runs cN instead of the recipe's c12 (one tile of N×N
columns per rank): a copy of the recipe's driver with its grid size changed,
``driver_cN.py`` in the work folder. Differences are against numpy's run, or
``--reference``'s where numpy is not run (too slow at c48).
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAMS = os.path.join(REPO, "tools", "models", "dycore_programs.py")

#: The caches a cold build filled, by GT4Py back-end: (GT4Py's, isobar's).
CACHES = {}


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dir", default=os.environ.get("DYCORE_DIR", "/tmp/dycore"))
    p.add_argument("--steps", type=int, default=4)
    p.add_argument("--backends", default="numpy,gt:cpu_ifirst,dace:cpu,isobar:cpu,isobar:orchestrated")
    p.add_argument("--cold", default="isobar:cpu")
    p.add_argument("--timeout", type=float, default=3600.0)
    p.add_argument("--out", default=None)
    p.add_argument("--resolution", type=int, default=12)
    p.add_argument("--reference", default="numpy")
    return p.parse_args()


def driver_for(args):
    """The recipe's driver at ``args.resolution`` (itself at c12)."""
    recipe = os.path.join(args.dir, "driver.py")
    if args.resolution == 12:
        return recipe
    with open(recipe) as f:
        text = f.read()
    grid = "npx=13, npy=13"
    if text.count(grid) != 1:
        sys.exit(f"{recipe}: cannot set the resolution (no single `{grid}`)")
    n = args.resolution + 1
    path = os.path.join(args.dir, f"driver_c{args.resolution}.py")
    with open(path, "w") as f:
        f.write(text.replace(grid, f"npx={n}, npy={n}"))
    return path


def backend_and_flags(name):
    """The GT4Py back-end and driver flags of a benchmark entry."""
    if name == "isobar:orchestrated":
        return "isobar:cpu", ["--orchestrate"]
    if name.startswith("dace:"):
        return name, ["--orchestrate"]
    return name, []


def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "_", name)


def env_for(work, gt_root, isobar_cache, recipe):
    env = dict(os.environ)
    env["DYCORE_DRIVER"] = recipe
    env.update(GT_CACHE_DIR_NAME=".gt_cache_000000", GT_CACHE_ROOT=gt_root,
               ISOBAR_CACHE_DIR=isobar_cache, OMP_NUM_THREADS="1",
               OMPI_ALLOW_RUN_AS_ROOT="1", OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    if "FV3_DACEMODE" in env:
        del env["FV3_DACEMODE"]
    return env


def run(cmd, work, env, timeout, log):
    """Runs `cmd` in `work`; returns (seconds, finished)."""
    start = time.perf_counter()
    with open(log, "w") as f:
        try:
            proc = subprocess.run(cmd, cwd=work, env=env, stdout=f, stderr=subprocess.STDOUT,
                                  timeout=timeout)
            ok = proc.returncode == 0
        except subprocess.TimeoutExpired:
            ok = False
    return time.perf_counter() - start, ok


def driver(recipe, name):
    """The script a rank runs: the recipe's driver, or (orchestrated isobar)
    the repository's wrapper that also records the programs."""
    if name == "isobar:orchestrated":
        return PROGRAMS
    return recipe


def cold_build(args, name, results):
    """Builds `name` in one process with empty caches; records the seconds."""
    backend, flags = backend_and_flags(name)
    out = os.path.join(args.dir, f"bench_cold_{slug(name)}")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    env = env_for(args.dir, os.path.join(out, "gtcache"), os.path.join(out, "isobar_cache"),
                  args.recipe)
    cmd = [os.path.join(args.dir, "venv/bin/python"), driver(args.recipe, name), backend, "0", out,
           "--nullcomm", *flags]
    seconds, ok = run(cmd, args.dir, env, args.timeout, os.path.join(out, "log.txt"))
    # The steps then run on what this build left (and so do the other
    # entries of the same GT4Py back-end: isobar orchestrated).
    CACHES[backend] = (os.path.join(out, "gtcache"), os.path.join(out, "isobar_cache"))
    results[name]["cold_build_s"] = seconds if ok else None
    results[name]["cold_build_note"] = "" if ok else f"did not finish in {seconds:.0f} s"


def recorded_cold_build(args, name):
    path = os.path.join(args.dir, f"warm_{slug(name)}", "rank0.json")
    try:
        with open(path) as f:
            return json.load(f).get("construct_s")
    except (OSError, ValueError):
        return None


def steps(args, name, results):
    """Runs `name` on 6 ranks; records seconds per step."""
    backend, flags = backend_and_flags(name)
    out = os.path.join(args.dir, f"bench_c{args.resolution}_{slug(name)}")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    gt_root, isobar_cache = CACHES.get(
        backend, (os.path.join(args.dir, "gtcache"), os.path.join(args.dir, "isobar_cache")))
    env = env_for(args.dir, gt_root, isobar_cache, args.recipe)
    cmd = ["mpirun", "-n", "6", "--oversubscribe", "--bind-to", "none",
           os.path.join(args.dir, "venv/bin/python"), driver(args.recipe, name), backend,
           str(args.steps), out, *flags]
    seconds, ok = run(cmd, args.dir, env, args.timeout, os.path.join(out, "log.txt"))
    per_rank = []
    for r in range(6):
        try:
            with open(os.path.join(out, f"rank{r}.json")) as f:
                per_rank.append(json.load(f).get("step_s", []))
        except (OSError, ValueError):
            per_rank.append([])
    full = [s for s in per_rank if len(s) == args.steps]
    entry = results[name]
    entry["out"] = out
    if not ok or len(full) != 6 or args.steps < 2:
        entry["note"] = f"did not finish {args.steps} steps ({seconds:.0f} s, see {out}/log.txt)"
        return
    slowest = [max(s[i] for s in full) for i in range(args.steps)]
    entry["step_s"] = statistics.median(slowest[1:])
    entry["first_step_s"] = slowest[0]


def worst_difference(args, name, results):
    """The worst relative difference of any variable against the reference's run."""
    reference = results.get(args.reference, {}).get("out")
    out = results[name].get("out")
    if not reference or not out or "step_s" not in results[name]:
        return
    proc = subprocess.run([os.path.join(args.dir, "venv/bin/python"),
                           os.path.join(args.dir, "compare.py"), reference, out],
                          cwd=args.dir, capture_output=True, text=True)
    rels = [float(m) for m in re.findall(r"rel=([0-9.eE+-]+)", proc.stdout)]
    finite = "finite=False" not in proc.stdout
    if rels:
        results[name]["max_rel_diff"] = max(rels)
        results[name]["finite"] = finite


def table(args, results):
    reference_s = results.get(args.reference, {}).get("step_s")
    lines = [f"PyFV3 dynamical core, c{args.resolution}, 6 ranks, {args.steps} steps, "
             f"{os.cpu_count()} cores ({time.strftime('%Y-%m-%d %H:%M')})", "",
             f"| back-end | cold build (s) | first step (s) | s per step | vs {args.reference} "
             f"| max rel. diff vs {args.reference} |",
             "|---|---|---|---|---|---|"]
    for name, e in results.items():
        cold = e.get("cold_build_s")
        cold = f"{cold:.0f}" if cold is not None else (e.get("cold_build_note") or "not measured")
        step = e.get("step_s")
        step_text = f"{step:.3f}" if step is not None else e.get("note", "")
        speed = f"{reference_s / step:.2f}×" if step and reference_s else ""
        diff = e.get("max_rel_diff")
        diff = "(reference)" if name == args.reference else (
            f"{diff:.1e}" if diff is not None else "")
        if e.get("finite") is False:
            diff += " (not finite)"
        first = e.get("first_step_s")
        first = f"{first:.1f}" if first is not None else ""
        lines.append(f"| {name} | {cold} | {first} | {step_text} | {speed} | {diff} |")
    return "\n".join(lines)


def main():
    args = parse_args()
    names = [b for b in args.backends.split(",") if b]
    if args.reference not in names:
        args.reference = names[0]
    names.remove(args.reference)
    names.insert(0, args.reference)
    args.recipe = driver_for(args)
    cold = {b for b in args.cold.split(",") if b}
    results = {n: {} for n in names}
    for name in names:
        if name in cold:
            print(f"cold build: {name}", file=sys.stderr, flush=True)
            cold_build(args, name, results)
        else:
            results[name]["cold_build_s"] = recorded_cold_build(args, name)
        print(f"steps: {name}", file=sys.stderr, flush=True)
        steps(args, name, results)
        worst_difference(args, name, results)
    text = table(args, results)
    print(text)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
        with open(os.path.splitext(args.out)[0] + ".json", "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
