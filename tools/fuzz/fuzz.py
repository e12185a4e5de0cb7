#!/usr/bin/env python3
"""Differential fuzzer: random GTScript programs run by GT4Py 1.2.3 (the
oracle), isobar's interpreter and its C back-end (both layouts, and with each
optimisation pass switched off in turn), outputs compared as the conformance
runner compares them. Programs GT4Py rejects must be rejected by `isobar
check`. A mismatch is shrunk and written out as a corpus case.

    target/gt4py-venv/bin/python tools/fuzz/fuzz.py --seed 1 --count 200

Issue 28's classes (`--classes mix`, the default, draws them for about a
third of the seeds; `--classes new` for all): small domains (1-6 points along
I and J) with regions of every bound form, integer scalars and inputs at the
limits of their types (int8 to int64), hostile names (Fortran/OpenCL/CUDA/C
words, case twins, long and unicode names; GT4Py sees them renamed). Where
GT4Py refuses a call (a region reaching past an array: its numpy back-end
fails to broadcast, its debug back-end, which decides, raises IndexError),
every isobar configuration must refuse it with an error naming the field or
temporary; isobar may also refuse a call GT4Py ran, on every configuration
alike, never on some only. A share of the programs (`--python-share`) is also
run through the Python package (pycheck.py: non-canonical bools, scalars out
of range, aliased arguments, `@isobar.program` with NumPy between calls).
Long runs of the new classes:

    nice target/gt4py-venv/bin/python tools/fuzz/fuzz.py --classes new --fast --quick \
        --no-shrink --quiet --seed 200000 --count 2500 --batch 50

Prints `N passed, M failed`; exits 1 if any program failed.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import multiprocessing
import random
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import numpy as np  # noqa: E402
import oracle  # noqa: E402
from generate import _collect_targets, generate  # noqa: E402
from vocabulary import CLASH_NAMES, EXTERNAL_NAMES  # noqa: E402
from program import render  # noqa: E402
from shrink import shrink  # noqa: E402

PASSES = ["fold", "inline", "select", "recompute", "dead", "fusion", "demote"]
BATCH_TIMEOUT_S = 900
CASE_TIMEOUT_S = 120


class Config:
    """One way to run a case with isobar."""

    def __init__(self, backend: str, layout: str = "recorded", disabled: tuple = (),
                 large: bool = False):
        self.backend, self.layout, self.disabled = backend, layout, tuple(disabled)
        # The C code's paths for fields beyond the last-level cache
        # (streaming stores, staged columns, rows carried along J), which the
        # cases' small domains never take otherwise.
        self.large = large

    def args(self) -> list[str]:
        out = ["--backend", self.backend, "--layout", self.layout]
        for p in self.disabled:
            out += ["--disable-pass", p]
        return out

    def environment(self, env: dict) -> dict:
        """`env`, with a cache of one byte for `large` (every domain exceeds it)."""
        return dict(env, ISOBAR_CACHE_BYTES="1") if self.large else env

    def command_prefix(self) -> str:
        """What to put before `isobar conformance` to run a case so."""
        return "ISOBAR_CACHE_BYTES=1 " if self.large else ""

    def __str__(self) -> str:
        text = f"{self.backend}/{self.layout}"
        if self.large:
            text += " as beyond the cache"
        if self.disabled:
            text += " without " + ("all passes" if len(self.disabled) > 1 else self.disabled[0])
        return text


#: Back-ends beyond the interpreter and C that run when this machine can
#: run them (`isobar backends` says which).
OTHER_TARGETS = ["opencl", "fortran"]


def available_targets(isobar: Path) -> list[str]:
    """The back-ends of OTHER_TARGETS that `isobar backends` reports available."""
    out = subprocess.run([str(isobar), "backends"], capture_output=True, text=True).stdout
    return [t for t in OTHER_TARGETS
            if any(line.split()[:2] == [t, "available:"] for line in out.splitlines())]


def configs_for(batch: int, quick: bool, targets: list[str] = (), fast: bool = False) -> list[Config]:
    """Every batch runs the interpreter and C in both layouts, C with one
    pass (or all of them) off, a different one each batch, and every other
    available target in one layout (alternating). `fast`: the interpreter
    and one compiled configuration, a different one each batch (C in either
    layout, with a pass off every other time, and each other target)."""
    rotation = [(p,) for p in PASSES] + [tuple(PASSES)]
    if fast:
        layout = "recorded" if (batch // (2 + len(targets))) % 2 == 0 else "preferred"
        compiled = [Config("c", layout, large=(batch // 4) % 2 == 1),
                    Config("c", layout, rotation[(batch // 4) % len(rotation)])]
        compiled += [Config(t, layout) for t in targets]
        return [Config("debug"), compiled[batch % len(compiled)]]
    layout = "recorded" if batch % 2 == 0 else "preferred"
    off = Config("c", layout, rotation[batch % len(rotation)])
    others = [Config(t, layout) for t in targets]
    # Every other pair of batches, plain C runs as on fields beyond the cache.
    large = (batch // 2) % 2 == 1
    if quick:
        return [Config("debug"), Config("c", "preferred" if batch % 2 else "recorded",
                                        large=large), off, *others]
    return [Config("debug"), Config("c", "recorded", large=large),
            Config("c", "preferred", large=large), off, *others]


def all_configs(targets: list[str] = ()) -> list[Config]:
    """The interpreter, C in both layouts, and C with each pass (and all of
    them) off in both layouts, every other available target in both layouts:
    for re-running a few known seeds."""
    offs = [(p,) for p in PASSES] + [tuple(PASSES)]
    return [Config("debug"), Config("c", "recorded"), Config("c", "preferred")] + [
        Config("c", layout, large=True) for layout in ("recorded", "preferred")] + [
        Config("c", layout, off) for off in offs for layout in ("recorded", "preferred")] + [
        Config(t, layout) for t in targets for layout in ("recorded", "preferred")]


def _second_opinion_child(p: dict, case: Path, work: Path, backend: str, send) -> None:
    """The child of `second_opinion_in_child`: sends the answer."""
    try:
        send.send(oracle.record_second_opinion(
            p, case, set(CLASH_NAMES) | set(EXTERNAL_NAMES), work, backend))
    except BaseException as exc:  # noqa: BLE001 - reported to the parent
        send.send(f"{backend} failed: {type(exc).__name__}: {exc}"[:300])


def second_opinion_in_child(p: dict, case: Path, work: Path, backend: str) -> str | None:
    """`oracle.record_second_opinion` in a child process (spawned: the batch
    runs in a thread beside GT4Py's recording of the next one), so that a
    back-end that crashes the process (GT4Py's C++ extension did, with a
    segmentation fault) gives no opinion instead of ending the run."""
    context = multiprocessing.get_context("spawn")
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_second_opinion_child, args=(p, case, work, backend, send))
    process.start()
    send.close()
    try:
        answer = receive.recv() if receive.poll(CASE_TIMEOUT_S * 5) else None
    except EOFError:
        answer = None
    process.join(5)
    if process.is_alive():
        process.kill()
        process.join()
    if answer is None:
        return f"{backend} gave no answer (exit code {process.exitcode})"
    return answer


def run_conformance(isobar: Path, corpus: Path, config: Config, env: dict,
                    timeout: float) -> dict[str, list[str]] | None:
    """Failures per case name ({} if all passed); None if isobar crashed or
    timed out before reporting every case."""
    cmd = [str(isobar), "conformance", str(corpus), "--format", "json", *config.args()]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout,
                              env=config.environment(env))
    except subprocess.TimeoutExpired:
        return None
    results = {}
    for line in proc.stdout.splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        if "case" in obj:
            results[obj["case"]] = [] if obj.get("passed") else obj.get("failures", ["failed"])
    expected = {d.name for d in (corpus / "cases").iterdir() if d.is_dir()}
    if set(results) != expected:
        return None
    return {k: v for k, v in results.items() if v}


def run_case_alone(isobar: Path, case: Path, config: Config, env: dict, tmp: Path) -> list[str]:
    """Failures of one case run on its own (a crash or a hang is a failure)."""
    corpus = tmp / "single"
    shutil.rmtree(corpus, ignore_errors=True)
    (corpus / "cases").mkdir(parents=True)
    (corpus / "errors").mkdir()
    shutil.copytree(case, corpus / "cases" / case.name)
    cmd = [str(isobar), "conformance", str(corpus), "--format", "json", *config.args()]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=CASE_TIMEOUT_S,
                              env=config.environment(env))
    except subprocess.TimeoutExpired:
        return [f"isobar did not finish in {CASE_TIMEOUT_S} s"]
    for line in proc.stdout.splitlines():
        try:
            obj = json.loads(line)
        except json.JSONDecodeError:
            continue
        if obj.get("case") == case.name:
            return [] if obj.get("passed") else obj.get("failures", ["failed"])
    return [f"isobar exited with status {proc.returncode}: {proc.stderr.strip()[-300:]}"]


# GT4Py 1.2.3 rejections of valid programs by its own optimiser or import
# resolution (bugs in GT4Py, not rules of GTScript): isobar accepts these, and
# the fuzzer counts them as skipped. See docs/fuzzing.md.
GT4PY_ARTEFACTS = (
    # Pruning empties a middle interval of a merged vertical loop.
    "Loop intervals not contiguous or in wrong order",
    # LocalTemporariesToScalars meets an offset access of a one-execution temporary.
    "No offset write capabilities of temporaries",
    # `from __externals__ import X` with X never used.
    "Found recursive imports",
    # MaskStmtMerging meets a mask statement whose body was pruned empty.
    "IndexError: list index out of range",
    # The numpy back-end asserts that a temporary needs no negative origin.
    "(in oir_to_npir.py visit_Temporary)",
    # OnTheFlyMerging substitutes a temporary read at a variable K offset as
    # if the offset were constant (horizontal_execution_merging.py, seed 6287).
    "'VariableKOffset' object has no attribute 'i'",
)


def is_gt4py_artefact(error: str) -> bool:
    """True if GT4Py's build error is one of its known internal failures."""
    return any(pattern in error for pattern in GT4PY_ARTEFACTS)


def program_names(p: dict) -> set:
    """The parameters and temporaries of a program, and its functions with
    their locals (isobar names an inlined function's temporary after the
    function: `mask.1`)."""
    names = set(p["fields"]) | set(p["scalars"])
    for comp in p["computations"]:
        for _, body in comp["intervals"]:
            _collect_targets(body, names)
    for fn in p["functions"]:
        names.add(fn["name"])
        names.update(fn["params"])
        _collect_targets(fn["body"], names)
    return names


REFUSAL = re.compile(r"too small[^`]*`([^`]+)`|`([^`]+)` is too small|temporary `([^`]+)`")
# isobar's own temporaries for the conditions of `if`s (`mask.1`).
MASK = re.compile(r"mask\.\d+")


def is_refusal(lines: list[str], p: dict) -> bool:
    """True if isobar's failure is a refusal of the call naming a field or
    temporary of `p` as too small (a region placed on the domain reaches past
    it): `field `x` is too small along J: ...` or `the domain [..] is too
    small for the stencil's regions: ... the temporary `t` ...`."""
    if len(lines) != 1 or not lines[0].startswith("run failed"):
        return False
    names = program_names(p)
    for m in REFUSAL.finditer(lines[0]):
        if any(g in names or g.split(".")[0] in names or MASK.fullmatch(g)
               for g in m.groups() if g):
            return True
    return False


def check_rejects(isobar: Path, p: dict, stencil_py: Path, env: dict) -> list[str]:
    """[] if `isobar check` rejects the program (as GT4Py does), else why not."""
    cmd = [str(isobar), "check", str(stencil_py), "--stencil", p["name"]]
    for name, value in p["externals"].items():
        text = ("true" if value else "false") if isinstance(value, bool) else repr(value)
        cmd += ["--external", f"{name}={text}"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        return ["isobar check did not finish"]
    if proc.returncode == 1:
        return []
    if proc.returncode == 0:
        return ["accepted, but GT4Py rejects it"]
    return [f"isobar check exited with status {proc.returncode}: {proc.stderr.strip()[-300:]}"]


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.work = Path(args.work).resolve()
        shutil.rmtree(self.work, ignore_errors=True)
        self.work.mkdir(parents=True)
        self.found = Path(args.out).resolve()
        self.isobar = Path(args.isobar).resolve()
        self.targets = available_targets(self.isobar)
        print("targets: debug, c" + "".join(f", {t}" for t in self.targets), flush=True)
        import os
        self.env = dict(os.environ, ISOBAR_CACHE_DIR=str(self.work / "cache"), OMP_NUM_THREADS="1")
        self.passed = self.failed = self.rejected = self.skipped = self.uninit = 0
        # Calls GT4Py refused (a region reaching past an array) that every
        # isobar configuration refused too; calls isobar refused everywhere
        # that GT4Py ran; calls GT4Py's numpy back-end refused and its debug
        # back-end ran (the case holds the debug back-end's numbers).
        self.both_refused = self.isobar_refused = self.numpy_refused = 0
        self.refused_cases: dict[str, str] = {}
        self.python_checked = 0
        self.classes_seen: dict[str, int] = {}
        self.failures: list[tuple[dict, str, list[str]]] = []
        # Seeds where GT4Py's numpy back-end and its C++ back-end disagree and
        # isobar agrees with the C++ one: (seed, the numpy disagreement).
        self.decided: list[tuple[int, str]] = []
        self.accepted: list[tuple[int, str]] = []

    def log(self, text: str) -> None:
        if not self.args.quiet:
            print(text, flush=True)

    def record_batch(self, batch: int, seeds: list[int]) -> tuple[Path, dict]:
        corpus = self.work / f"batch{batch}"
        (corpus / "errors").mkdir(parents=True)
        programs = {}
        for seed in seeds:
            p = generate(seed, self.args.classes)
            for c in p.get("classes", ["base"]):
                self.classes_seen[c] = self.classes_seen.get(c, 0) + 1
            case = corpus / "cases" / f"p{seed}"
            result = oracle.record(p, case)
            if result["status"] == "case":
                programs[case.name] = p
                self.uninit += result["uninitialised"]
                if "numpy_refused" in result:
                    self.numpy_refused += 1
                    p = dict(p, debug_decided=True)
                    programs[case.name] = p
                continue
            if result["status"] == "refused":
                programs[case.name] = p
                self.refused_cases[f"{batch}/{case.name}"] = result["error"]
                continue
            shutil.rmtree(case, ignore_errors=True)
            if result["status"] == "call-error":
                self.skipped += 1
                self.log(f"skip seed {seed}: GT4Py failed at call time: {result['error'][:200]}")
                continue
            if is_gt4py_artefact(result["error"]):
                self.skipped += 1
                self.log(f"skip seed {seed}: GT4Py's own failure: {result['error'][:200]}")
                continue
            src = self.work / "rejected" / f"p{seed}" / "stencil.py"
            src.parent.mkdir(parents=True, exist_ok=True)
            src.write_text(render(p))
            why = check_rejects(self.isobar, p, src, self.env)
            if why and self.args.rejections == "report" and why[0].startswith("accepted"):
                self.accepted.append((p["seed"], result["error"][:200]))
            elif why:
                self.fail(p, "rejection", why + [f"GT4Py: {result['error'][:300]}"])
            else:
                self.rejected += 1
                self.passed += 1
        return corpus, programs

    def compare_batch(self, batch: int, corpus: Path, programs: dict) -> None:
        outcomes: dict[str, dict[str, list[str]]] = {name: {} for name in programs}
        configs = (all_configs(self.targets) if self.args.seeds
                   else configs_for(batch, self.args.quick, self.targets, self.args.fast))
        by_name = {str(c): c for c in configs}
        for config in configs:
            results = run_conformance(self.isobar, corpus, config, self.env, BATCH_TIMEOUT_S)
            if results is None:  # a crash or a hang: find the case on its own
                results = {}
                for name in programs:
                    lines = run_case_alone(self.isobar, corpus / "cases" / name, config, self.env,
                                           self.work)
                    if lines:
                        results[name] = lines
            for name, lines in results.items():
                if name in outcomes:
                    outcomes[name][str(config)] = lines
        clean: set = set()
        for name, p in programs.items():
            outcome = outcomes[name]
            refused_by_gt4py = self.refused_cases.get(f"{batch}/{name}")
            refusals = [c for c, lines in outcome.items() if is_refusal(lines, p)]
            if refused_by_gt4py is not None:
                ran = [c for c in by_name if c not in refusals]
                if not ran:
                    self.passed += 1
                    self.both_refused += 1
                    continue
                self.fail(p, ran[0], [
                    f"GT4Py refused the call ({refused_by_gt4py[:200]}); isobar "
                    + ("ran" if ran[0] not in outcome else "failed otherwise")
                    + f" on {', '.join(ran)}" + (f", refused on {', '.join(refusals)}" if refusals
                                                  else "")] + outcome.get(ran[0], [])[:3])
                continue
            if not outcome:
                self.passed += 1
                clean.add(name)
                continue
            if refusals:
                ran = [c for c in by_name if c not in refusals]
                if not ran:  # an error naming the field from every back-end: accepted
                    self.passed += 1
                    self.isobar_refused += 1
                    self.log(f"seed {p['seed']}: isobar refuses the call, GT4Py ran it: "
                             f"{outcome[refusals[0]][0][:200]}")
                    continue
                self.fail(p, ran[0], [
                    f"isobar refused the call on {', '.join(refusals)} "
                    f"({outcome[refusals[0]][0][:200]}) but ran it on {', '.join(ran)}"]
                    + outcome.get(ran[0], [])[:3])
                continue
            where = next(c for c in by_name if c in outcome)
            config, lines = by_name[where], outcome[where]
            failing = [by_name[c] for c in outcome if c in by_name]
            if self.second_opinion_agrees(p, corpus / "cases" / name, config, lines, failing):
                self.passed += 1
                self.decided.append((p["seed"], lines[0] if lines else ""))
                self.log(f"seed {p['seed']}: GT4Py's numpy back-end disagrees with isobar, "
                         f"another of its back-ends agrees: {lines[:1]}")
            else:
                self.fail(p, str(config), lines, config)
        self.python_checks(batch, corpus, {n: p for n, p in programs.items() if n in clean})
        if not self.args.keep:
            shutil.rmtree(corpus, ignore_errors=True)

    def python_checks(self, batch: int, corpus: Path, programs: dict) -> None:
        """The Python package's checks (pycheck.py) on a share of the batch's
        programs GT4Py ran, in a child process (a crash fails them all)."""
        share = self.args.python_share
        chosen = [name for name, p in programs.items()
                  if f"{batch}/{name}" not in self.refused_cases
                  and random.Random(f"python {p['seed']}").random() < share]
        if not chosen:
            return
        import pycheck
        # The interpreter, C and one other target (a different one each batch).
        backends = ["debug", "c"] + self.targets[batch % len(self.targets):][:1]
        if self.args.fast:  # the interpreter and the batch's compiled back-end
            compiled = configs_for(batch, False, self.targets, fast=True)[1].backend
            backends = ["debug", compiled]
        results = pycheck.check_in_child(corpus, chosen, {n: programs[n] for n in chosen},
                                         backends, self.env, CASE_TIMEOUT_S * len(chosen) * 2)
        for name in chosen:
            self.python_checked += 1
            lines = results.get(name, ["pycheck gave no answer"])
            if lines:
                # Counted once: the program passed the CLI comparison above.
                self.passed -= 1
                self.fail(programs[name], "python", lines)

    def second_opinion_agrees(self, p: dict, case: Path, config: Config,
                              lines: list[str] = (), failing: list[Config] = ()) -> bool:
        """True if GT4Py's C++ back-end, run on the same inputs, gives what
        isobar gives: the disagreement is a bug of GT4Py's numpy back-end
        (seed 1695: it re-evaluates an inlined `if` condition after the
        branch wrote what the condition reads). Any doubt counts as no."""
        if not self.args.second_opinion:
            return False
        backends = oracle.SECOND_BACKENDS
        if p.get("debug_decided"):
            # The case holds the debug back-end's numbers (the numpy one
            # refused the call): the C++ back-end is the other opinion.
            backends = [b for b in backends if b != "debug"]
        elif p.get("classes"):
            # GT4Py's numpy back-end slices regions that start before a small
            # domain as if from its end (seed 100051): for the new classes its
            # debug back-end, quicker to build than the C++ one, decides first.
            backends = ["debug"] + [b for b in backends if b != "debug"]
        opinions: list[Path] = []
        for backend in backends:
            work = self.work / "second-opinion" / backend.replace(":", "_")
            shutil.rmtree(work, ignore_errors=True)
            work.mkdir(parents=True)
            decided = second_opinion_in_child(p, case, work, backend)
            if decided is None or not Path(decided).is_dir():
                self.log(f"seed {p['seed']}: no second opinion from {backend}: {decided}")
                continue
            opinions.append(Path(decided))
            theirs = run_case_alone(self.isobar, Path(decided), config, self.env, self.work)
            agrees = not theirs
            if theirs and p.get("classes"):
                # Programs of the new classes meet two bugs of GT4Py at once
                # (seed 200001: its numpy back-end writes outside a small
                # domain for a region wider than it, its debug back-end does
                # not wrap int64 overflows): isobar agrees if every field it
                # gives otherwise than one back-end is as the other gives it.
                fields = lambda ls: {l.split(":")[0] for l in ls if ": " in l}  # noqa: E731
                ours = fields(lines)
                agrees = bool(ours) and not ours & fields(theirs) \
                    and all(" element(s) differ" in l for l in list(lines) + theirs)
            self.log(f"seed {p['seed']}: GT4Py's {backend} back-end "
                     f"{'agrees' if agrees else 'disagrees'} with isobar")
            if agrees:
                return True
            # GT4Py's back-ends each have bugs of their own on the new classes
            # (seed 500293: its debug back-end writes outside a small domain,
            # its C++ one agrees with isobar): the next one may decide.
        return bool(p.get("classes")) and bool(opinions) and self.agrees_point_by_point(
            p, case, list(failing) or [config], opinions)

    def agrees_point_by_point(self, p: dict, case: Path, configs: list[Config],
                              opinions: list[Path]) -> bool:
        """True where GT4Py's back-ends disagree among themselves point by
        point (seed 700257: its numpy back-end re-evaluates an `if` after the
        branch wrote what the condition reads, its C++ one writes levels
        outside the interval, its debug one does not wrap int64): isobar's
        interpreter gives, at every point, what one of them gives there, and
        every failing configuration gives what the interpreter gives."""
        import pycheck
        ours = self.work / "isobar-opinion" / case.name
        why = pycheck.outputs_in_child(case, ours, self.env, CASE_TIMEOUT_S)
        if why is not None:
            self.log(f"seed {p['seed']}: no outputs from isobar's Python package: {why}")
            return False
        c = json.loads((case / "case.json").read_text())
        for name in c["compare"]:
            got = np.load(ours / "out" / f"{name}.npy")
            ok = np.zeros(got.shape, dtype=bool)
            for d in [case] + opinions:
                want = np.load(d / "out" / f"{name}.npy")
                if want.dtype.kind == "f":
                    ok |= np.isclose(got, want, rtol=c["rtol"], atol=c["atol"], equal_nan=True)
                else:
                    ok |= got == want
            for d in [case, ours] + opinions:
                undefined = d / "undefined" / f"{name}.npy"
                if undefined.exists():
                    ok |= np.load(undefined)
            if not ok.all():
                self.log(f"seed {p['seed']}: isobar's `{name}` differs from every GT4Py "
                         f"back-end at {len(np.argwhere(~ok))} point(s)")
                return False
        for config in configs:
            if run_case_alone(self.isobar, ours, config, self.env, self.work):
                self.log(f"seed {p['seed']}: each point as one of GT4Py's back-ends gives it, "
                         f"but {config} differs from the interpreter")
                return False
        self.log(f"seed {p['seed']}: each point as one of GT4Py's back-ends gives it, on "
                 f"{len(configs)} configuration(s)")
        return True

    def fail(self, p: dict, where: str, lines: list[str], config: Config | None = None) -> None:
        self.failed += 1
        self.failures.append((p, where, lines))
        classes = ",".join(p.get("classes", [])) or "base"
        print(f"FAIL seed {p['seed']} [{classes}] ({where}):", flush=True)
        for line in lines[:5]:
            print(f"    {line}", flush=True)
        if self.args.shrink and where != "python" and (config is not None or where == "rejection"):
            self.shrink_and_save(p, where, config)

    def shrink_and_save(self, p: dict, where: str, config: Config | None) -> None:
        tmp = self.work / "shrink"
        name = f"fuzz_{p['seed']}"

        def still_fails(q: dict) -> bool:
            case = tmp / "cases" / name
            try:
                result = oracle.record(q, case)
            except Exception:  # noqa: BLE001 - a variant that does not even load
                return False
            if config is None:
                if result["status"] != "rejected":
                    return False
                return bool(check_rejects(self.isobar, q, case / "stencil.py", self.env))
            if result["status"] != "case":
                return False
            lines = run_case_alone(self.isobar, case, config, self.env, self.work)
            # (A refusal naming a field is an accepted answer, not the failure;
            # a variant on which another GT4Py back-end decides for isobar is
            # a bug of GT4Py's numpy back-end, not this one.)
            return (bool(lines) and not is_refusal(lines, q)
                    and not self.second_opinion_agrees(q, case, config, lines))

        small = shrink(p, still_fails, self.args.shrink_budget)
        kind = "errors" if config is None else "cases"
        dest = self.found / kind / name
        shutil.rmtree(dest, ignore_errors=True)
        if config is None:
            dest.mkdir(parents=True)
            (dest / "stencil.py").write_text(render(small))
            (dest / "note.txt").write_text(f"GT4Py rejects this program; isobar accepts it\n")
        else:
            oracle.record(small, dest)
            (dest / "note.txt").write_text(
                f"fails with {config.command_prefix()}isobar conformance {' '.join(config.args())}\n")
        print(f"    shrunk to {dest}:", flush=True)
        for line in render(small).splitlines()[3:]:
            print(f"    | {line}", flush=True)

    def run(self) -> int:
        start = time.monotonic()
        if self.args.seeds:
            seeds = [int(x) for x in self.args.seeds.replace(",", " ").split()]
        else:
            seeds = list(range(self.args.seed, self.args.seed + self.args.count))
        batches = [seeds[i:i + self.args.batch] for i in range(0, len(seeds), self.args.batch)]
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            pending = None
            try:
                for b, chunk in enumerate(batches):
                    corpus, programs = self.record_batch(b, chunk)
                    if pending is not None:
                        pending.result()
                    pending = pool.submit(self.compare_batch, b, corpus, programs)
                    self.log(f"batch {b + 1}/{len(batches)} recorded "
                             f"({time.monotonic() - start:.0f} s; so far {self.passed} passed, "
                             f"{self.failed} failed)")
                if pending is not None:
                    pending.result()
            except KeyboardInterrupt:
                # Interrupted (Ctrl-C): the batch being compared finishes; the
                # counts are of the programs judged so far.
                print(f"interrupted in batch {b + 1}: the counts are of the programs judged "
                      f"so far ({self.passed + self.failed + self.skipped} of them, "
                      f"{self.skipped} skipped)", flush=True)
                if pending is not None:
                    pending.result()
        elapsed = time.monotonic() - start
        print(f"fuzz: seeds {seeds[0]}..{seeds[-1]} ({len(seeds)}), "
              f"{elapsed:.0f} s; {self.rejected} rejected by both, {self.skipped} skipped "
              f"(GT4Py failed at call time), {self.uninit} read unwritten temporaries")
        if self.accepted:
            print(f"{len(self.accepted)} program(s) GT4Py rejects were accepted by isobar "
                  f"(--rejections report: listed, neither passed nor failed):")
            for seed, error in self.accepted:
                print(f"    seed {seed}: {error}")
        print(f"classes: " + ", ".join(f"{c} {n}" for c, n in sorted(self.classes_seen.items()))
              + f"; {self.both_refused} call(s) refused by GT4Py and every isobar back-end, "
              f"{self.isobar_refused} refused by isobar only (GT4Py ran them), "
              f"{self.numpy_refused} refused by GT4Py's numpy back-end only (its debug back-end "
              f"ran them and decided), {self.python_checked} checked through the Python package")
        if self.decided:
            print(f"{len(self.decided)} of the passed program(s) disagree with GT4Py's numpy "
                  f"back-end and agree with another of its back-ends "
                  f"({', '.join(oracle.SECOND_BACKENDS)}, in turn):")
            for seed, line in self.decided:
                print(f"    seed {seed}: {line}")
        print(f"{self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1, help="first seed")
    ap.add_argument("--count", type=int, default=100, help="number of programs")
    ap.add_argument("--seeds", help="run these seeds (comma or space separated) instead, "
                    "each in every configuration (all pass-off variants)")
    ap.add_argument("--batch", type=int, default=50, help="programs per isobar run")
    ap.add_argument("--isobar", default=str(ROOT / "target/release/isobar"))
    ap.add_argument("--work", default=str(ROOT / "target/fuzz/work"))
    ap.add_argument("--out", default=str(ROOT / "target/fuzz/found"),
                    help="where shrunk failing programs go (corpus layout)")
    ap.add_argument("--quick", action="store_true", help="3 isobar runs per batch instead of 4")
    ap.add_argument("--fast", action="store_true",
                    help="2 isobar runs per batch: the interpreter and one compiled configuration, "
                         "rotating over C (layouts, passes off) and the other targets; for long runs")
    ap.add_argument("--no-shrink", dest="shrink", action="store_false")
    ap.add_argument("--shrink-budget", type=float, default=240.0, help="seconds per failure")
    ap.add_argument("--keep", action="store_true", help="keep the recorded batches")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--no-second-opinion", dest="second_opinion", action="store_false",
                    help="count every disagreement with GT4Py's numpy back-end as a failure "
                         "(by default one where GT4Py's gt:cpu_ifirst agrees with isobar passes)")
    ap.add_argument("--rejections", choices=["fail", "report"], default="fail",
                    help="a program GT4Py rejects and isobar accepts: a failure, or only listed")
    ap.add_argument("--classes", choices=["mix", "new", "base"], default="mix",
                    help="which programs: mix (default: about a third of the seeds of issue 28's "
                         "classes: small domains with regions, integer limits, hostile names), "
                         "new (only those), base (none)")
    ap.add_argument("--python-share", type=float, default=None,
                    help="share of the programs also checked through the Python package "
                         "(pycheck.py: non-canonical bools, out-of-range scalars, aliased "
                         "arguments, @isobar.program with NumPy between calls); default 0.03, "
                         "0.1 with --classes new")
    ap.add_argument("--print", dest="print_seed", type=int, help="print the program of a seed")
    args = ap.parse_args(argv)
    if args.python_share is None:
        args.python_share = 0.1 if args.classes == "new" else 0.03
    if args.print_seed is not None:
        print(render(generate(args.print_seed, args.classes)), end="")
        return 0
    def interrupt(signum, frame):
        raise KeyboardInterrupt

    # SIGTERM (and SIGINT, ignored in background jobs) ends a long run with
    # the counts so far.
    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)
    return Fuzzer(args).run()


if __name__ == "__main__":
    sys.exit(main())
