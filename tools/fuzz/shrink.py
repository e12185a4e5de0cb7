"""Shrinking: smaller variants of a program, biggest cuts first, and a greedy
loop that keeps any variant that still fails."""

from __future__ import annotations

import copy
import time
from typing import Callable, Iterator

from generate import collect_names
from program import walk

LITERALS = [("lit", "1.0"), ("lit", "1"), ("lit", "True")]


def expr_variants(e) -> Iterator:
    """Smaller expressions in place of `e`: a child, a literal, or `e` with a
    smaller child."""
    kind = e[0]
    children = []
    if kind in ("bin", "cmp", "bool"):
        children = [2, 3]
    elif kind == "un":
        children = [2]
    elif kind == "tern":
        children = [1, 2, 3]
    elif kind == "vk":
        yield ("ref", e[1], None)
    elif kind == "ref" and e[2] is not None:
        yield ("ref", e[1], None)
    if kind == "call":
        for a in e[2]:
            yield a
    for c in children:
        yield e[c]
    if kind != "lit":
        yield from LITERALS
    if kind == "call":
        for n, a in enumerate(e[2]):
            for a2 in expr_variants(a):
                args = list(e[2])
                args[n] = a2
                yield ("call", e[1], args)
    for c in children:
        for c2 in expr_variants(e[c]):
            yield e[:c] + (c2,) + e[c + 1:]


def stmt_replacements(s) -> Iterator[list]:
    kind = s[0]
    if kind in ("if", "inlined"):
        yield s[2]
        if s[3]:
            yield s[3]
    elif kind in ("while", "region"):
        yield s[2]


def stmt_variants(s) -> Iterator:
    kind = s[0]
    if kind == "assign":
        if s[2] != 0:
            yield ("assign", s[1], 0, s[3])
        for v in expr_variants(s[3]):
            yield ("assign", s[1], s[2], v)
    elif kind == "unpack":
        for n, a in enumerate(s[3]):
            for a2 in expr_variants(a):
                args = list(s[3])
                args[n] = a2
                yield ("unpack", s[1], s[2], args)
    elif kind in ("if", "inlined"):
        if s[3]:
            yield (kind, s[1], s[2], [])
        for then in list_variants(s[2]):
            yield (kind, s[1], then, s[3])
        for orelse in list_variants(s[3]):
            yield (kind, s[1], s[2], orelse)
        if kind == "if":
            for c in expr_variants(s[1]):
                yield ("if", c, s[2], s[3])
    elif kind == "while":
        # The last statement moves the loop on: keep it.
        for body in list_variants(s[2][:-1]):
            yield ("while", s[1], body + s[2][-1:])
    elif kind == "region":
        if len(s[1]) > 1:
            for n in range(len(s[1])):
                yield ("region", s[1][:n] + s[1][n + 1:], s[2])
        for body in list_variants(s[2]):
            yield ("region", s[1], body)


def list_variants(stmts: list) -> Iterator[list]:
    size = len(stmts) // 2
    while size >= 2:
        for start in range(0, len(stmts), size):
            yield stmts[:start] + stmts[start + size:]
        size //= 2
    for i in range(len(stmts)):
        yield stmts[:i] + stmts[i + 1:]
    for i, s in enumerate(stmts):
        for r in stmt_replacements(s):
            yield stmts[:i] + r + stmts[i + 1:]
    for i, s in enumerate(stmts):
        for s2 in stmt_variants(s):
            yield stmts[:i] + [s2] + stmts[i + 1:]


def program_variants(p: dict) -> Iterator[dict]:
    comps = p["computations"]
    if len(comps) > 1:
        for i in range(len(comps)):
            yield dict(p, computations=comps[:i] + comps[i + 1:])
    for i, c in enumerate(comps):
        if len(c["intervals"]) > 1:
            for j in range(len(c["intervals"])):
                ivs = c["intervals"][:j] + c["intervals"][j + 1:]
                yield dict(p, computations=comps[:i] + [dict(c, intervals=ivs)] + comps[i + 1:])
    used = set()
    collect_names([c["intervals"] for c in comps], used)
    collect_names([f["body"] + f["returns"] for f in p["functions"]], used)
    called = set()
    _calls([c["intervals"] for c in comps], called)
    _calls([f["body"] + f["returns"] for f in p["functions"]], called)
    functions = [f for f in p["functions"] if f["name"] in called]
    if len(functions) < len(p["functions"]):
        yield dict(p, functions=functions)
    params = [n for n in p["params"] if n in used]
    if len(params) < len(p["params"]):
        yield dict(p, params=params,
                   fields={n: f for n, f in p["fields"].items() if n in used},
                   scalars={n: s for n, s in p["scalars"].items() if n in used})
    externals = {n: v for n, v in p["externals"].items() if n in used or _in_regions(p, n)}
    if len(externals) < len(p["externals"]):
        yield dict(p, externals=externals)
    ni, nj, nk = p["domain"]
    if ni > 4 or nj > 4:
        yield dict(p, domain=[max(4, ni - 2), max(4, nj - 2), nk])
    for i, c in enumerate(comps):
        for j, (text, body) in enumerate(c["intervals"]):
            for b in list_variants(body):
                ivs = c["intervals"][:j] + [(text, b)] + c["intervals"][j + 1:]
                yield dict(p, computations=comps[:i] + [dict(c, intervals=ivs)] + comps[i + 1:])
    for i, f in enumerate(p["functions"]):
        for b in list_variants(f["body"]):
            fs = p["functions"][:i] + [dict(f, body=b)] + p["functions"][i + 1:]
            yield dict(p, functions=fs)
        for n, r in enumerate(f["returns"]):
            for r2 in expr_variants(r):
                returns = f["returns"][:n] + [r2] + f["returns"][n + 1:]
                fs = p["functions"][:i] + [dict(f, returns=returns)] + p["functions"][i + 1:]
                yield dict(p, functions=fs)


def _calls(node, out: set) -> None:
    def visit(n):
        if n[0] == "call":
            out.add(n[1])
        elif n[0] == "unpack":
            out.add(n[2])

    walk(node, visit)


def _in_regions(p: dict, name: str) -> bool:
    found = []
    walk([c["intervals"] for c in p["computations"]],
         lambda n: found.append(n) if n[0] == "region" and any(name in b for b in n[1]) else None)
    return bool(found)


def shrink(p: dict, still_fails: Callable[[dict], bool], budget_s: float = 300.0,
           log: Callable[[str], None] = lambda _: None) -> dict:
    """The smallest variant of `p` found within `budget_s` seconds for which
    `still_fails` holds (greedy: the first failing variant is taken)."""
    start = time.monotonic()
    current = copy.deepcopy(p)
    tries = 0
    improved = True
    while improved and time.monotonic() - start < budget_s:
        improved = False
        for variant in program_variants(current):
            if time.monotonic() - start > budget_s:
                break
            tries += 1
            if still_fails(variant):
                current = variant
                improved = True
                log(f"shrink: step after {tries} tries")
                break
    return current
