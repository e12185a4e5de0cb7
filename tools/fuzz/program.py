"""The fuzzer's program model: a GTScript stencil as plain nested tuples and
lists (so that shrinking is a walk over data), and its rendering to source.

Expressions
    ("lit", text)                     a literal, as written
    ("ref", name, offsets)            a name; offsets None (plain) or a tuple
                                      with one entry per axis of the field
    ("vk", name, kexpr)               name[0, 0, kexpr]: a variable K offset
    ("bin", op, left, right)          + - * / % **
    ("un", op, operand)               - or not
    ("cmp", op, left, right)          < <= > >= == !=
    ("bool", op, left, right)         and / or
    ("tern", cond, then, else)        then if cond else else
    ("call", name, [args])            a builtin, a cast or a helper function

Statements
    ("assign", name, koffset, expr)   name = expr, or name[0, 0, koffset] = expr
    ("unpack", [names], fname, [args])  a, b = f(args)
    ("if", cond, then, orelse)        orelse may hold a single "if" (elif)
    ("while", cond, body)
    ("region", [bounds], body)        with horizontal(region[b0], region[b1]):
    ("inlined", external, then, orelse)  if __INLINED(external): ...

A program is a dict: name, params (in order), fields, scalars, externals,
functions, computations, domain. See `generate.py` for how they are drawn.
"""

from __future__ import annotations

import re

GTSCRIPT_IMPORTS = (
    "BACKWARD, FORWARD, IJ, PARALLEL, Field, I, J, K, __INLINED, computation, horizontal, "
    "interval, region, abs, min, max, mod, sqrt, exp, log, log10, sin, cos, tan, asin, acos, "
    "atan, sinh, cosh, tanh, asinh, acosh, atanh, floor, ceil, trunc, round, "
    "round_away_from_zero, isfinite, isinf, isnan, erf, erfc, gamma, cbrt, "
    "float32, float64, int32, int64"
)

NUMPY_TYPES = {
    "float64": "np.float64",
    "float32": "np.float32",
    "int64": "np.int64",
    "int32": "np.int32",
    "int16": "np.int16",
    "int8": "np.int8",
    "bool": "np.bool_",
}

SCALAR_TYPES = {
    "float64": "float",
    "float32": "np.float32",
    "int64": "int",
    "int32": "np.int32",
    "int16": "np.int16",
    "int8": "np.int8",
    "bool": "bool",
}

PRECEDENCE = {
    "tern": 1,
    "or": 2,
    "and": 3,
    "not": 4,
    "cmp": 5,
    "+": 6,
    "-": 6,
    "*": 7,
    "/": 7,
    "%": 7,
    "neg": 8,
    "**": 9,
    "atom": 10,
}


def _prec(e) -> int:
    kind = e[0]
    if kind == "tern":
        return PRECEDENCE["tern"]
    if kind == "bool":
        return PRECEDENCE[e[1]]
    if kind == "un":
        return PRECEDENCE["not"] if e[1] == "not" else PRECEDENCE["neg"]
    if kind == "cmp":
        return PRECEDENCE["cmp"]
    if kind == "bin":
        return PRECEDENCE[e[1]]
    if kind == "lit" and e[1].startswith("-"):
        return PRECEDENCE["neg"]
    return PRECEDENCE["atom"]


def _wrap(e, at_least: int) -> str:
    text = expr(e)
    return f"({text})" if _prec(e) < at_least else text


def expr(e) -> str:
    """The source text of an expression."""
    kind = e[0]
    if kind == "lit":
        return e[1]
    if kind == "ref":
        _, name, offsets = e
        if offsets is None:
            return name
        return f"{name}[{', '.join(str(o) for o in offsets)}]"
    if kind == "vk":
        return f"{e[1]}[0, 0, {expr(e[2])}]"
    if kind == "bin":
        _, op, left, right = e
        p = PRECEDENCE[op]
        if op == "**":  # right-associative, binds tighter than unary minus on its left
            return f"{_wrap(left, p + 1)} ** {_wrap(right, p)}"
        return f"{_wrap(left, p)} {op} {_wrap(right, p + 1)}"
    if kind == "un":
        _, op, operand = e
        if op == "not":
            return f"not {_wrap(operand, PRECEDENCE['not'])}"
        return f"-{_wrap(operand, PRECEDENCE['neg'] + 1)}"
    if kind == "cmp":
        _, op, left, right = e
        p = PRECEDENCE["cmp"]
        return f"{_wrap(left, p + 1)} {op} {_wrap(right, p + 1)}"
    if kind == "bool":
        _, op, left, right = e
        p = PRECEDENCE[op]
        return f"{_wrap(left, p)} {op} {_wrap(right, p + 1)}"
    if kind == "tern":
        _, cond, then, orelse = e
        p = PRECEDENCE["tern"]
        return f"{_wrap(then, p + 1)} if {_wrap(cond, p + 1)} else {_wrap(orelse, p)}"
    if kind == "call":
        _, name, args = e
        return f"{name}({', '.join(expr(a) for a in args)})"
    raise ValueError(f"unknown expression {e!r}")


def _block(stmts, indent: int) -> list[str]:
    lines: list[str] = []
    for s in stmts:
        lines += stmt(s, indent)
    return lines


def stmt(s, indent: int) -> list[str]:
    """The source lines of a statement at `indent` levels of four spaces."""
    pad = "    " * indent
    kind = s[0]
    if kind == "assign":
        _, name, koffset, value = s
        target = name if koffset == 0 else f"{name}[0, 0, {koffset}]"
        return [f"{pad}{target} = {expr(value)}"]
    if kind == "unpack":
        _, names, fname, args = s
        return [f"{pad}{', '.join(names)} = {fname}({', '.join(expr(a) for a in args)})"]
    if kind in ("if", "inlined"):
        head = f"if {expr(s[1])}:" if kind == "if" else f"if __INLINED({s[1]}):"
        lines = [pad + head] + _block(s[2], indent + 1)
        orelse = s[3]
        while len(orelse) == 1 and orelse[0][0] == "if" and orelse[0][3] is not None:
            inner = orelse[0]
            lines += [f"{pad}elif {expr(inner[1])}:"] + _block(inner[2], indent + 1)
            orelse = inner[3]
        if orelse:
            lines += [f"{pad}else:"] + _block(orelse, indent + 1)
        return lines
    if kind == "while":
        return [f"{pad}while {expr(s[1])}:"] + _block(s[2], indent + 1)
    if kind == "region":
        regions = ", ".join(f"region[{b}]" for b in s[1])
        return [f"{pad}with horizontal({regions}):"] + _block(s[2], indent + 1)
    raise ValueError(f"unknown statement {s!r}")


def walk(node, visit) -> None:
    """Calls `visit` on every expression and statement tuple in `node` (a tree,
    a list of them, or nested lists), parents before children."""
    if isinstance(node, tuple):
        if node:
            visit(node)
        for child in node[1:]:
            walk(child, visit)
    elif isinstance(node, list):
        for child in node:
            walk(child, visit)


def field_annotation(f: dict) -> str:
    dtype = NUMPY_TYPES[f["dtype"]]
    if f["dims"] == "IJK":
        return f"Field[{dtype}]"
    return f"Field[{f['dims']}, {dtype}]"


def render(p: dict) -> str:
    """The whole `stencil.py` of a program."""
    lines = [
        "import numpy as np",
        "from gt4py.cartesian import gtscript",
        f"from gt4py.cartesian.gtscript import ({GTSCRIPT_IMPORTS})",
        "",
    ]
    for fn in p["functions"]:
        lines += ["", "@gtscript.function", f"def {fn['name']}({', '.join(fn['params'])}):"]
        lines += _block(fn["body"], 1)
        lines.append(f"    return {', '.join(expr(r) for r in fn['returns'])}")
        lines.append("")
    params = []
    for name in p["params"]:
        if name in p["fields"]:
            params.append(f"{name}: {field_annotation(p['fields'][name])}")
        else:
            params.append(f"{name}: {SCALAR_TYPES[p['scalars'][name]['dtype']]}")
    lines += ["", f"def {p['name']}(", *[f"    {a}," for a in params], "):"]
    body = []
    for comp in p["computations"]:
        if len(comp["intervals"]) == 1:
            interval, stmts = comp["intervals"][0]
            body.append(f"    with computation({comp['order']}), interval({interval}):")
            body += _block(stmts, 2)
            continue
        body.append(f"    with computation({comp['order']}):")
        for interval, stmts in comp["intervals"]:
            body.append(f"        with interval({interval}):")
            body += _block(stmts, 3)
    # Only the externals the body uses: GT4Py fails on an import of unused
    # externals when nothing else is resolved ("Found recursive imports").
    text = "\n".join(body)
    used = [n for n in sorted(p["externals"]) if re.search(rf"\b{re.escape(n)}\b", text)]
    if used:
        lines += [f"    from __externals__ import {', '.join(used)}", ""]
    return "\n".join(lines + body) + "\n"
