#!/usr/bin/env python3
"""Differential fuzzer: random GTScript programs run by GT4Py 1.2.3 (the
oracle), isobar's interpreter and its C back-end (both layouts, and with each
optimisation pass switched off in turn), outputs compared as the conformance
runner compares them. Programs GT4Py rejects must be rejected by `isobar
check`. A mismatch is shrunk and written out as a corpus case.

    target/gt4py-venv/bin/python tools/fuzz/fuzz.py --seed 1 --count 200

Prints `N passed, M failed`; exits 1 if any program failed.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import multiprocessing
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import oracle  # noqa: E402
from generate import CLASH_NAMES, EXTERNAL_NAMES, generate  # noqa: E402
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


def configs_for(batch: int, quick: bool, targets: list[str] = ()) -> list[Config]:
    """Every batch runs the interpreter and C in both layouts, C with one
    pass (or all of them) off, a different one each batch, and every other
    available target in one layout (alternating)."""
    rotation = [(p,) for p in PASSES] + [tuple(PASSES)]
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
# the fuzzer counts them as skipped. See tools/fuzz/README section in README.md.
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
            p = generate(seed)
            case = corpus / "cases" / f"p{seed}"
            result = oracle.record(p, case)
            if result["status"] == "case":
                programs[case.name] = p
                self.uninit += result["uninitialised"]
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
        failed: dict[str, tuple[Config, list[str]]] = {}
        configs = (all_configs(self.targets) if self.args.seeds
                   else configs_for(batch, self.args.quick, self.targets))
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
                failed.setdefault(name, (config, lines))
        for name, p in programs.items():
            if name not in failed:
                self.passed += 1
                continue
            config, lines = failed[name]
            if self.second_opinion_agrees(p, corpus / "cases" / name, config):
                self.passed += 1
                self.decided.append((p["seed"], lines[0] if lines else ""))
                self.log(f"seed {p['seed']}: GT4Py's numpy back-end disagrees with isobar, "
                         f"another of its back-ends agrees: {lines[:1]}")
            else:
                self.fail(p, str(config), lines, config)
        if not self.args.keep:
            shutil.rmtree(corpus, ignore_errors=True)

    def second_opinion_agrees(self, p: dict, case: Path, config: Config) -> bool:
        """True if GT4Py's C++ back-end, run on the same inputs, gives what
        isobar gives: the disagreement is a bug of GT4Py's numpy back-end
        (seed 1695: it re-evaluates an inlined `if` condition after the
        branch wrote what the condition reads). Any doubt counts as no."""
        if not self.args.second_opinion:
            return False
        for backend in oracle.SECOND_BACKENDS:
            work = self.work / "second-opinion"
            shutil.rmtree(work, ignore_errors=True)
            work.mkdir(parents=True)
            decided = second_opinion_in_child(p, case, work, backend)
            if decided is None or not Path(decided).is_dir():
                self.log(f"seed {p['seed']}: no second opinion from {backend}: {decided}")
                continue
            agrees = not run_case_alone(self.isobar, Path(decided), config, self.env, self.work)
            self.log(f"seed {p['seed']}: GT4Py's {backend} back-end "
                     f"{'agrees' if agrees else 'disagrees'} with isobar")
            return agrees
        return False

    def fail(self, p: dict, where: str, lines: list[str], config: Config | None = None) -> None:
        self.failed += 1
        self.failures.append((p, where, lines))
        print(f"FAIL seed {p['seed']} ({where}):", flush=True)
        for line in lines[:5]:
            print(f"    {line}", flush=True)
        if self.args.shrink:
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
            return bool(run_case_alone(self.isobar, case, config, self.env, self.work))

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
        elapsed = time.monotonic() - start
        print(f"fuzz: seeds {seeds[0]}..{seeds[-1]} ({len(seeds)}), "
              f"{elapsed:.0f} s; {self.rejected} rejected by both, {self.skipped} skipped "
              f"(GT4Py failed at call time), {self.uninit} read unwritten temporaries")
        if self.accepted:
            print(f"{len(self.accepted)} program(s) GT4Py rejects were accepted by isobar "
                  f"(--rejections report: listed, neither passed nor failed):")
            for seed, error in self.accepted:
                print(f"    seed {seed}: {error}")
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
    ap.add_argument("--no-shrink", dest="shrink", action="store_false")
    ap.add_argument("--shrink-budget", type=float, default=240.0, help="seconds per failure")
    ap.add_argument("--keep", action="store_true", help="keep the recorded batches")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--no-second-opinion", dest="second_opinion", action="store_false",
                    help="count every disagreement with GT4Py's numpy back-end as a failure "
                         "(by default one where GT4Py's gt:cpu_ifirst agrees with isobar passes)")
    ap.add_argument("--rejections", choices=["fail", "report"], default="fail",
                    help="a program GT4Py rejects and isobar accepts: a failure, or only listed")
    ap.add_argument("--print", dest="print_seed", type=int, help="print the program of a seed")
    args = ap.parse_args(argv)
    if args.print_seed is not None:
        print(render(generate(args.print_seed)), end="")
        return 0
    return Fuzzer(args).run()


if __name__ == "__main__":
    sys.exit(main())
