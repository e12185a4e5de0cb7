"""Random GTScript programs that GT4Py should accept, drawn from a seed.

The generator keeps the rules that make a stencil legal in GT4Py 1.2.3 by
construction, so most programs compile and the differential comparison is
about numbers:

* parameter fields are either inputs (never written, read at any offset) or
  outputs (written; read only at zero I/J offset, GT4Py's strict rule 4);
* temporaries are "pure" (computed from inputs, scalars and externals only,
  under pure conditions) when they may be read at I/J offsets, else tainted;
* in a PARALLEL computation nothing written in it is read at a K offset;
* temporaries are read and written at K offsets only where the level stays in
  the domain; parameter fields get the levels GT4Py asks for;
* variable K offsets stay within [-1, 1] and their fields get extra levels;
* math functions take arguments that keep them finite (sqrt(abs(x)), ...).

What GT4Py still rejects is kept: isobar must reject it too.
"""

from __future__ import annotations

import random

from program import walk
from vocabulary import (
    GTSCRIPT_NAMES,
    NORMAL_NAMES,
    CLASH_NAMES,
    EXTERNAL_NAMES,
    HOSTILE_WORDS,
    UNICODE_NAMES,
    RESERVED,
    ORDERS,
    DTYPES,
    NUM_DTYPES,
    FLOAT_LITERALS,
    INT_LITERALS,
    MATH,
    LIMITS,
    classes_of,
    is_float,
    promote,
)


class Generator:
    """Draws one program from `seed`."""

    def __init__(self, seed: int, classes: frozenset = frozenset()):
        self.rng = random.Random(seed)
        self.seed = seed
        self.classes = classes
        self.hostile: set[str] = set()
        self.taken: set[str] = set()
        self.fields: dict[str, dict] = {}
        self.scalars: dict[str, dict] = {}
        self.externals: dict[str, object] = {}
        self.functions: list[dict] = []
        self.temps: dict[str, dict] = {}
        self.defined: set[str] = set()

    # -- names -------------------------------------------------------------------------

    def fresh(self, callable_: bool = False) -> str:
        """A new name; in the "names" class often a hostile one (of the
        stencil and of functions: no long ones)."""
        r = self.rng
        if "names" in self.classes and r.random() < 0.6:
            name = self.hostile_name(callable_)
            if name is not None:
                self.taken.add(name)
                self.hostile.add(name)
                return name
        for _ in range(100):
            pool = CLASH_NAMES if r.random() < 0.35 else NORMAL_NAMES
            name = r.choice(pool)
            if name not in self.taken:
                self.taken.add(name)
                return name
        name = f"v{len(self.taken)}"
        self.taken.add(name)
        return name

    def hostile_name(self, callable_: bool) -> str | None:
        r = self.rng
        for _ in range(20):
            kind = r.choices(["word", "twin", "long", "unicode"], [5, 2, 0 if callable_ else 2, 2])[0]
            if kind == "word":
                name = r.choice(HOSTILE_WORDS + CLASH_NAMES)
            elif kind == "twin" and self.taken:
                base = r.choice(sorted(self.taken))
                name = r.choice([base.upper(), base.capitalize(), base.swapcase(), base.lower()])
            elif kind == "long":
                # Past Fortran's 63 characters and C's 31 significant ones;
                # pairs that differ only at the end.
                stem = r.choice(["very_long_field_name_", "x", "Q", "tendency_of_"])
                name = (stem * 200)[: r.randint(60, 140)].rstrip("_") + r.choice(["", "_a", "_b", "1", "2"])
            else:
                name = r.choice(UNICODE_NAMES)
            if name.isidentifier() and not __import__("keyword").iskeyword(name) \
                    and name not in self.taken and name not in RESERVED \
                    and name not in GTSCRIPT_NAMES:
                return name
        return None

    def external_name(self) -> str:
        for _ in range(100):
            name = self.rng.choice(EXTERNAL_NAMES)
            if name not in self.taken:
                self.taken.add(name)
                return name
        return self.fresh()

    # -- signature ---------------------------------------------------------------------

    def signature(self) -> None:
        r = self.rng
        for _ in range(r.randint(1, 4)):
            dims = r.choices(["IJK", "IJ", "K"], [8, 2, 1])[0]
            dtype = r.choice(DTYPES)
            self.fields[self.fresh()] = {"dims": dims, "dtype": dtype, "role": "in"}
        if r.random() < 0.25:
            self.fields[self.fresh()] = {"dims": "IJK", "dtype": r.choice(["int32", "int64"]),
                                         "role": "koff"}
        for _ in range(r.randint(1, 3)):
            dtype = r.choice(NUM_DTYPES) if r.random() < 0.9 else "bool"
            self.fields[self.fresh()] = {"dims": "IJK", "dtype": dtype, "role": "out"}
        if r.random() < 0.2:
            self.fields[self.fresh()] = {"dims": "IJ", "dtype": r.choice(NUM_DTYPES), "role": "out"}
        for _ in range(r.randint(0, 2)):
            dtype = r.choice(["float64", "float64", "float32", "int64", "int32", "bool"])
            value = (r.choice([True, False]) if dtype == "bool"
                     else r.randint(-3, 3) if dtype.startswith("int")
                     else round(r.uniform(-3, 3), 2))
            self.scalars[self.fresh()] = {"dtype": dtype, "value": value}
        if "limits" in self.classes:
            for _ in range(r.randint(1, 3)):
                dtype = r.choice(["int32", "int32", "int64", "int16", "int8"])
                lo, hi = LIMITS[dtype]
                value = r.choice([lo, hi, lo + 1, hi - 1, 0, -1, 1, hi // 2])
                self.scalars[self.fresh()] = {"dtype": dtype, "value": value}
        if r.random() < 0.15:
            self.scalars[self.fresh()] = {"dtype": "int64", "value": r.randint(-1, 1), "koff": True}
        if r.random() < 0.4:
            self.externals[self.external_name()] = r.choice([0.5, 2.0, -1.25, 3, 1, 0])
        if r.random() < 0.3:
            self.externals[self.external_name()] = r.choice([True, False])
        if r.random() < 0.25:
            self.externals[self.external_name()] = r.randint(0, 2)
            self.region_width = list(self.externals)[-1]
        else:
            self.region_width = None

    # -- expressions -------------------------------------------------------------------

    def literal(self, dtype: str):
        r = self.rng
        if dtype == "bool":
            return ("lit", r.choice(["True", "False"])), "bool"
        if is_float(dtype):
            return ("lit", r.choice(FLOAT_LITERALS)), "float64"
        if r.random() < 0.05:
            return ("lit", r.choice(["2147483647", "65536", "1000003"])), "int64"
        if "limits" in self.classes and r.random() < 0.1:
            return ("lit", r.choice(["2147483647", "2147483648", "4294967295",
                                     "9223372036854775807", "32767", "127", "128"])), "int64"
        return ("lit", r.choice(INT_LITERALS)), "int64"

    def field_leaf(self, ctx: dict, want_bool: bool):
        """A read of a field, temporary, scalar or external; None if none fits."""
        r = self.rng
        options = []
        for name, f in self.fields.items():
            if (f["dtype"] == "bool") != want_bool or f["role"] == "koff":
                continue
            if ctx.get("pure") and f["role"] == "out":
                continue
            if f["role"] == "out" and f["dims"] == "IJ" and ctx["order"] == "PARALLEL" \
                    and name in ctx["writes"]:
                continue
            options.append(("field", name))
        for name, t in self.temps.items():
            if name not in self.defined or (t["dtype"] == "bool") != want_bool:
                continue
            if ctx.get("pure") and not t["pure"]:
                continue
            options.append(("temp", name))
        for name, s in self.scalars.items():
            if (s["dtype"] == "bool") == want_bool:
                options.append(("scalar", name))
        for name, v in self.externals.items():
            if isinstance(v, bool) == want_bool and name != self.region_width:
                options.append(("external", name))
        if not options:
            return None
        kind, name = r.choice(options)
        if kind == "scalar":
            return ("ref", name, None), self.scalars[name]["dtype"]
        if kind == "external":
            v = self.externals[name]
            return ("ref", name, None), ("bool" if isinstance(v, bool)
                                         else "int64" if isinstance(v, int) else "float64")
        if kind == "temp":
            return self.temp_read(ctx, name), self.temps[name]["dtype"]
        return self.field_read(ctx, name), self.fields[name]["dtype"]

    def k_offset_ok(self, ctx: dict, name: str, dk: int, temp: bool) -> bool:
        if dk == 0:
            return True
        if ctx["order"] == "PARALLEL" and name in ctx["writes"]:
            return False
        if temp:
            lo, hi = ctx["levels"]
            return lo + dk >= 0 and hi - 1 + dk <= ctx["nk"] - 1
        return True

    def field_read(self, ctx: dict, name: str):
        r = self.rng
        f = self.fields[name]
        off = lambda: r.choice([0, 0, 0, -1, 1, -2, 2])  # noqa: E731
        if f["role"] == "in" and f["dims"] == "IJK" and r.random() < 0.08 and not ctx.get("fn"):
            k = self.koff_expr()
            if k is not None:
                f["vk"] = True
                return ("vk", name, k)
        di = dj = 0
        if f["role"] == "in" and not ctx.get("fn"):
            di, dj = off(), off()
            if "small" in self.classes and ctx.get("in_region") and (di, dj) == (0, 0):
                di, dj = r.choice([-2, -1, 1, 2]), r.choice([-1, 0, 1])
        dk = r.choice([0, 0, 0, -1, 1])
        if not self.k_offset_ok(ctx, name, dk, temp=False):
            dk = 0
        if f["dims"] == "IJK":
            offsets = (di, dj, dk)
        elif f["dims"] == "IJ":
            offsets = (di, dj)
        else:
            offsets = (dk,)
        if all(o == 0 for o in offsets) and r.random() < 0.7:
            return ("ref", name, None)
        return ("ref", name, offsets)

    def koff_expr(self):
        r = self.rng
        options = [("ref", n, None) for n, f in self.fields.items() if f["role"] == "koff"]
        options += [("ref", n, None) for n, s in self.scalars.items() if s.get("koff")]
        if not options:
            return None
        k = r.choice(options)
        if r.random() < 0.3:
            k = ("bin", "-", ("bin", "+", k, ("lit", "1")), ("lit", "1"))
        return k

    def temp_read(self, ctx: dict, name: str):
        r = self.rng
        t = self.temps[name]
        di = dj = 0
        if t["pure"] and not ctx.get("region_written") and not ctx.get("in_while") \
                and r.random() < 0.4:
            di, dj = r.choice([-1, 0, 1]), r.choice([-1, 0, 1])
            if ctx.get("in_region") and name in ctx["writes"]:
                di = dj = 0
        dk = r.choice([0, 0, 0, 0, -1, 1])
        if not self.k_offset_ok(ctx, name, dk, temp=True):
            dk = 0
        if (di, dj, dk) == (0, 0, 0):
            return ("ref", name, None) if r.random() < 0.8 else ("ref", name, (0, 0, 0))
        return ("ref", name, (di, dj, dk))

    def num(self, ctx: dict, depth: int):
        """A numeric expression and its dtype."""
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            if ctx.get("fn"):
                if r.random() < 0.8:
                    return ("ref", r.choice(ctx["fn"]), None), "float64"
                return self.literal(r.choice(NUM_DTYPES))
            leaf = None if r.random() < 0.15 else self.field_leaf(ctx, want_bool=False)
            return leaf or self.literal(r.choice(NUM_DTYPES))
        choice = r.choices(
            ["arith", "div", "mod", "pow", "neg", "tern", "math", "minmax", "cast", "call"],
            [10, 2, 1, 1, 1, 2, 3, 2, 2, 2])[0]
        if choice == "arith":
            (a, ta), (b, tb) = self.num(ctx, depth - 1), self.num(ctx, depth - 1)
            return ("bin", r.choice("+-*"), a, b), promote(ta, tb)
        if choice == "div":
            (a, ta), (b, tb) = self.num(ctx, depth - 1), self.num(ctx, depth - 1)
            if r.random() < 0.7:
                b, tb = ("bin", "+", ("call", "abs", [b]), ("lit", "1.0")), promote(tb, "float64")
            elif not (is_float(ta) or is_float(tb)):
                return ("bin", "/", a, b), "float32"
            return ("bin", "/", a, b), promote(ta, tb)
        if choice == "mod":
            (a, ta), (b, tb) = self.num(ctx, depth - 1), self.num(ctx, depth - 1)
            if r.random() < 0.5:
                return ("call", "mod", [a, b]), promote(ta, tb)
            return ("bin", "%", a, b), promote(ta, tb)
        if choice == "pow":
            a, ta = self.num(ctx, depth - 1)
            if is_float(ta) and r.random() < 0.5:
                return ("bin", "**", ("call", "abs", [a]), ("lit", "0.5")), ta
            return ("bin", "**", a, ("lit", "2")), ta if ta != "bool" else "int64"
        if choice == "neg":
            a, ta = self.num(ctx, depth - 1)
            return ("un", "-", a), ta
        if choice == "tern":
            c = self.boolean(ctx, depth - 1)
            (a, ta), (b, tb) = self.num(ctx, depth - 1), self.num(ctx, depth - 1)
            return ("tern", c, a, b), promote(ta, tb)
        if choice == "math":
            a, ta = self.num(ctx, depth - 1)
            name = r.choice(list(MATH))
            if not is_float(ta):
                a, ta = ("call", "float64", [a]), "float64"
            return MATH[name](a), ta
        if choice == "minmax":
            (a, ta), (b, tb) = self.num(ctx, depth - 1), self.num(ctx, depth - 1)
            if r.random() < 0.3:
                return ("call", "abs", [a]), ta
            return ("call", r.choice(["min", "max"]), [a, b]), promote(ta, tb)
        if choice == "cast":
            a, ta = self.num(ctx, depth - 1)
            target = r.choice(NUM_DTYPES)
            return self.cast(a, ta, target), target
        if choice == "call" and not ctx.get("fn") and not ctx.get("in_cond"):
            single = [f for f in self.functions if len(f["returns"]) == 1]
            if single:
                fn = r.choice(single)
                args = [self.num(ctx, depth - 1)[0] for _ in fn["params"]]
                return ("call", fn["name"], args), "float64"
        return self.num(ctx, 0)

    def cast(self, a, ta: str, target: str):
        if target in ("int8", "int16"):  # no such casts in GTScript; stores convert
            target = "int32"
        if target.startswith("int") and is_float(ta):
            a = ("call", "min", [("call", "max", [a, ("lit", "-100000.0")]), ("lit", "100000.0")])
        return ("call", target, [a])

    def boolean(self, ctx: dict, depth: int):
        r = self.rng
        inner = dict(ctx, in_cond=True)
        if depth <= 0 or r.random() < 0.3:
            if r.random() < 0.3 and not ctx.get("fn"):
                leaf = self.field_leaf(inner, want_bool=True)
                if leaf is not None:
                    return leaf[0]
            (a, _), (b, _) = self.num(inner, 1), self.num(inner, 1)
            return ("cmp", r.choice(["<", "<=", ">", ">=", "==", "!="]), a, b)
        choice = r.choices(["cmp", "not", "andor", "pred"], [6, 1, 2, 1])[0]
        if choice == "cmp":
            (a, _), (b, _) = self.num(inner, depth - 1), self.num(inner, depth - 1)
            return ("cmp", r.choice(["<", "<=", ">", ">=", "==", "!="]), a, b)
        if choice == "not":
            return ("un", "not", self.boolean(ctx, depth - 1))
        if choice == "andor":
            return ("bool", r.choice(["and", "or"]), self.boolean(ctx, depth - 1),
                    self.boolean(ctx, depth - 1))
        a, ta = self.num(inner, depth - 1)
        if not is_float(ta):
            a = ("call", "float64", [a])
        return ("call", r.choice(["isnan", "isinf", "isfinite"]), [a])

    def value_for(self, ctx: dict, dtype: str, depth: int):
        """An expression that may be stored into a `dtype` target."""
        if dtype == "bool":
            return self.boolean(ctx, depth)
        e, t = self.num(ctx, depth)
        if dtype.startswith("int") and (is_float(t) or self.rng.random() < 0.1):
            return self.cast(e, t, dtype)
        return e

    # -- statements --------------------------------------------------------------------

    def targets(self, ctx: dict) -> list[str]:
        """Names a statement may assign here."""
        out = []
        for name, f in self.fields.items():
            if f["role"] != "out" or name not in ctx["writes"]:
                continue
            if ctx.get("pure"):
                continue
            out.append(name)
        for name, t in self.temps.items():
            if t.get("counter"):
                continue
            if name in ctx["writes"] and (not t["pure"] or ctx.get("pure_cond", True)):
                out.append(name)
        return out

    def new_temp(self, ctx: dict, pure: bool) -> str:
        name = self.fresh()
        self.temps[name] = {"dtype": None, "pure": pure}
        ctx["writes"].add(name)
        return name

    def assign(self, ctx: dict, depth: int):
        r = self.rng
        options = self.targets(ctx)
        make_new = not options or r.random() < 0.3
        if make_new:
            pure = bool(ctx.get("pure")) or (ctx.get("pure_cond", True) and r.random() < 0.5)
            sub = dict(ctx, pure=pure)
            value, dtype = self.num(sub, depth) if r.random() < 0.85 else (
                self.boolean(sub, depth), "bool")
            name = self.new_temp(ctx, pure)
            self.temps[name]["dtype"] = dtype
            self.defined.add(name)
            return ("assign", name, 0, value)
        name = r.choice(options)
        is_temp = name in self.temps
        dtype = self.temps[name]["dtype"] if is_temp else self.fields[name]["dtype"]
        pure = is_temp and self.temps[name]["pure"]
        value = self.value_for(dict(ctx, pure=pure or ctx.get("pure")), dtype, depth)
        koffset = 0
        if ctx["order"] != "PARALLEL" and r.random() < 0.1 and not ctx.get("in_while"):
            dk = r.choice([-1, 1])
            field = None if is_temp else self.fields[name]
            if field is not None and field["dims"] == "IJK":
                koffset = dk
            elif is_temp and r.random() < 0.2 \
                    and self.k_offset_ok(dict(ctx, writes=set()), name, dk, temp=True):
                # GT4Py rejects these (temporaries have no offset writes): so must isobar.
                koffset = dk
        self.defined.add(name)
        return ("assign", name, koffset, value)

    def statement(self, ctx: dict, depth: int, top: bool):
        r = self.rng
        kinds = ["assign"] * 8
        if depth > 0:
            kinds += ["if"] * 3
            if not ctx.get("in_while"):
                kinds += ["while"]
            if top and not ctx.get("in_region"):
                kinds += ["region"] * (6 if "small" in self.classes else 2)
            if any(isinstance(v, bool) for v in self.externals.values()):
                kinds += ["inlined"]
            if any(len(f["returns"]) > 1 for f in self.functions):
                kinds += ["unpack"]
        kind = r.choice(kinds)
        if kind == "if":
            cond = self.boolean(ctx, 2)
            pure_cond = ctx.get("pure_cond", True) and self.is_pure(cond)
            sub = dict(ctx, pure_cond=pure_cond)
            then = self.block(sub, depth - 1, r.randint(1, 3))
            orelse = []
            if r.random() < 0.5:
                if r.random() < 0.4:
                    orelse = [self.statement_if_only(sub, depth - 1)]
                else:
                    orelse = self.block(sub, depth - 1, r.randint(1, 2))
            return ("if", cond, then, orelse)
        if kind == "inlined":
            flag = r.choice([n for n, v in self.externals.items() if isinstance(v, bool)])
            then = self.block(ctx, depth - 1, r.randint(1, 2))
            orelse = self.block(ctx, depth - 1, 1) if r.random() < 0.5 else []
            return ("inlined", flag, then, orelse)
        if kind == "while":
            return self.while_loop(ctx, depth)
        if kind == "region":
            bounds = [self.region_bounds() for _ in range(r.choice([1, 1, 1, 2]))]
            sub = dict(ctx, in_region=True)
            return ("region", bounds, self.block(sub, depth - 1, r.randint(1, 3)))
        if kind == "unpack":
            fn = r.choice([f for f in self.functions if len(f["returns"]) > 1])
            args = [self.num(ctx, 1)[0] for _ in fn["params"]]
            names = []
            for _ in fn["returns"]:
                name = self.new_temp(ctx, pure=False)
                self.temps[name]["dtype"] = "float64"
                names.append(name)
            self.defined.update(names)
            return ("unpack", names, fn["name"], args)
        return self.assign(ctx, 2)

    def statement_if_only(self, ctx: dict, depth: int):
        cond = self.boolean(ctx, 1)
        sub = dict(ctx, pure_cond=ctx.get("pure_cond", True) and self.is_pure(cond))
        then = self.block(sub, max(depth, 0), 1)
        orelse = self.block(sub, 0, 1) if self.rng.random() < 0.5 else []
        return ("if", cond, then, orelse)

    def while_loop(self, ctx: dict, depth: int):
        r = self.rng
        counter = self.new_temp(ctx, pure=False)
        self.temps[counter]["dtype"] = "float64"
        self.temps[counter]["counter"] = True
        self.defined.add(counter)
        init = ("assign", counter, 0, ("lit", "0.0"))
        limit = r.choice([("lit", "2.0"), ("lit", "3.0")])
        leaf = self.field_leaf(dict(ctx, pure=True), want_bool=False)
        if leaf is not None and r.random() < 0.6:
            limit = ("call", "min", [("call", "abs", [leaf[0]]), ("lit", "4.0")])
        sub = dict(ctx, in_while=True, pure_cond=False)
        body = self.block(sub, max(depth - 1, 0), r.randint(1, 2))
        body.append(("assign", counter, 0, ("bin", "+", ("ref", counter, None), ("lit", "1.0"))))
        return [init, ("while", ("cmp", "<", ("ref", counter, None), limit), body)]

    def block(self, ctx: dict, depth: int, n: int, top: bool = False) -> list:
        out = []
        for _ in range(n):
            s = self.statement(ctx, depth, top)
            if isinstance(s, list):
                out += s
            else:
                out.append(s)
        return out

    def is_pure(self, e) -> bool:
        names = set()
        collect_names(e, names)
        for n in names:
            if n in self.fields and self.fields[n]["role"] == "out":
                return False
            if n in self.temps and not self.temps[n]["pure"]:
                return False
        return True

    def region_bounds(self) -> str:
        r = self.rng
        w = self.region_width
        if "small" in self.classes and r.random() < 0.85:
            return self.small_region_bounds()

        def axis(a: str) -> str:
            forms = [f"{a}[0]", f"{a}[-1]", f"{a}[0] + 1", f"{a}[-1] - 1", f"{a}[0] - 1",
                     f"{a}[0]:{a}[0] + 2", f"{a}[0] + 1:{a}[-1]", f":{a}[0] + 1", f"{a}[-1]:",
                     f"{a}[-1] - 1:", ":", ":", "2:-1", ":-1", "1:"]
            if w is not None:
                forms += [f"{a}[0] + 1 + {w}:", f":{a}[-1] - {w} + 1", f"{a}[0]:{a}[0] + {w}"]
            return r.choice(forms)

        for _ in range(10):
            i, j = axis("I"), axis("J")
            if (i, j) != (":", ":"):
                return f"{i}, {j}"
        return "I[0], :"

    def small_region_bounds(self) -> str:
        """Every bound form, with distances up to 7 (past the small domains):
        start and end anchors, mixed, open ends, single points, wider than
        the domain; rarely an end before its start (GT4Py rejects those)."""
        r = self.rng

        def start(a: str, n: int) -> str:
            if n == 0 and r.random() < 0.5:
                return f"{a}[0]"
            return f"{a}[0] + {n}" if n >= 0 else f"{a}[0] - {-n}"

        def end(a: str, n: int) -> str:
            if n == 0 and r.random() < 0.5:
                return f"{a}[-1]"
            return f"{a}[-1] - {n}" if n >= 0 else f"{a}[-1] + {-n}"

        def axis(a: str) -> str:
            d = lambda: r.choice([0, 0, 1, 1, 2, 3, 4, 5, 6, 7])  # noqa: E731
            x, w = d(), r.randint(1, 4)
            forms = [
                lambda: start(a, x),                                  # a single point
                lambda: end(a, x),
                lambda: f"{start(a, x)}:{start(a, x + w)}",           # from the start
                lambda: f"{end(a, x + w)}:{end(a, x)}",               # from the end
                lambda: f"{start(a, x)}:{end(a, d())}",               # mixed anchors
                lambda: f"{start(a, x)}:",                            # open ends
                lambda: f":{end(a, x)}",
                lambda: f"{end(a, x)}:",
                lambda: f":{start(a, x)}",
                lambda: f"{start(a, -r.randint(1, 3))}:{end(a, -r.randint(1, 3))}",  # wider
                lambda: f"{start(a, -r.randint(1, 2))}:",
                lambda: ":",
            ]
            if r.random() < 0.005:
                forms = [lambda: f"{end(a, x)}:{start(a, d())}",
                         lambda: f"{start(a, x + w)}:{start(a, x)}"]
            return r.choice(forms)()

        for _ in range(10):
            i, j = axis("I"), axis("J")
            if (i, j) != (":", ":"):
                return f"{i}, {j}"
        return "I[0], :"

    # -- functions and computations ----------------------------------------------------

    def function(self) -> dict:
        r = self.rng
        name = self.fresh(callable_=True)
        params = [self.fresh() for _ in range(r.randint(1, 3))]
        ctx = {"order": "PARALLEL", "writes": set(), "fn": params, "nk": 1, "levels": (0, 1)}
        body = []
        for _ in range(r.randint(0, 2)):
            target = r.choice(params)
            value = self.num(ctx, 2)[0]
            if r.random() < 0.6:
                cond = ("cmp", r.choice(["<", ">"]), ("ref", r.choice(params), None),
                        ("lit", r.choice(["0.0", "1.0"])))
                orelse = []
                if r.random() < 0.3:
                    orelse = [("assign", target, 0, self.num(ctx, 1)[0])]
                body.append(("if", cond, [("assign", target, 0, value)], orelse))
            else:
                body.append(("assign", target, 0, value))
        returns = [self.num(ctx, 2)[0] for _ in range(r.choice([1, 1, 2]))]
        return {"name": name, "params": params, "body": body, "returns": returns}

    def intervals(self, order: str, nk: int) -> list[tuple[str, int, int]]:
        r = self.rng
        templates = [
            [("...", 0, nk)],
            [("...", 0, nk)],
            [("0, 1", 0, 1), ("1, None", 1, nk)],
            [("0, -1", 0, nk - 1), ("-1, None", nk - 1, nk)],
            [("0, 1", 0, 1), ("1, -1", 1, nk - 1), ("-1, None", nk - 1, nk)],
            [("0, 2", 0, 2), ("2, None", 2, nk)],
            [("1, None", 1, nk)],
            [("0, -2", 0, nk - 2)],
            [("1, -1", 1, nk - 1)],
            [("-2, None", nk - 2, nk)],
        ]
        chosen = r.choice(templates)
        return list(reversed(chosen)) if order == "BACKWARD" else chosen

    def computation(self, nk: int) -> dict:
        r = self.rng
        order = r.choice(ORDERS)
        writes = {n for n, f in self.fields.items() if f["role"] == "out"
                  and (f["dims"] == "IJK" or order != "PARALLEL") and r.random() < 0.7}
        writes |= {n for n in self.temps if r.random() < 0.5}
        intervals = []
        for text, lo, hi in self.intervals(order, nk):
            ctx = {"order": order, "writes": writes, "nk": nk, "levels": (lo, hi)}
            body = self.block(ctx, 2, r.randint(1, 3 if self.classes else 4), top=True)
            intervals.append((text, body))
        return {"order": order, "intervals": intervals}

    def program(self) -> dict:
        r = self.rng
        self.signature()
        for _ in range(r.choice([0, 0, 1, 2])):
            self.functions.append(self.function())
        # At least 4 points: GT4Py sizes halos for regions assuming the edges
        # are further apart than the offsets (on smaller domains it reads
        # wrapped-around NumPy indices instead).
        ni, nj, nk = r.randint(4, 7), r.randint(4, 7), r.randint(4, 7)
        if "small" in self.classes:
            ni, nj = r.randint(1, 6), r.randint(1, 6)
        # Programs of the new classes are smaller (the class is the point, and
        # long runs of them stay fast).
        computations = [self.computation(nk)
                        for _ in range(r.randint(1, 2 if self.classes else 3))]
        scalarise_single_block_temporaries(computations, set(self.temps))
        params = list(self.fields) + list(self.scalars)
        r.shuffle(params)
        name = self.fresh(callable_=True)
        scalars = {n: {"dtype": s["dtype"], "value": s["value"]} for n, s in self.scalars.items()}
        extra = {}
        if self.classes:
            extra["classes"] = sorted(self.classes)
        if self.hostile:
            extra["hostile"] = sorted(self.hostile)
        return {
            **extra,
            "name": name,
            "params": params,
            "fields": self.fields,
            "scalars": scalars,
            "externals": self.externals,
            "functions": self.functions,
            "computations": computations,
            "domain": [ni, nj, nk],
            "seed": self.seed,
        }


def collect_names(node, out: set) -> None:
    """Every name read in an expression or statement tree."""
    walk(node, lambda n: out.add(n[1]) if n[0] in ("ref", "vk") else None)


def generate(seed: int, mix: str = "mix") -> dict:
    """The program of `seed`, of the classes `classes_of(seed, mix)` gives."""
    return Generator(seed, classes_of(seed, mix)).program()


def scalarise_single_block_temporaries(computations: list, temps: set) -> None:
    """Drops the offsets of temporaries used in one interval block only: GT4Py
    turns those into scalars and rejects any offset on them ("No offset write
    capabilities of temporaries"), an artefact of its pass order that isobar
    does not copy."""
    blocks: dict[str, set] = {}
    for c, comp in enumerate(computations):
        for b, (_, body) in enumerate(comp["intervals"]):
            names: set = set()
            collect_names(body, names)
            _collect_targets(body, names)
            for n in names & temps:
                blocks.setdefault(n, set()).add((c, b))
    single = {n for n, where in blocks.items() if len(where) == 1}
    for comp in computations:
        comp["intervals"] = [(text, _strip(body, single)) for text, body in comp["intervals"]]


def _collect_targets(node, out: set) -> None:
    def visit(n):
        if n[0] == "assign":
            out.add(n[1])
        elif n[0] == "unpack":
            out.update(n[1])

    walk(node, visit)


def _strip(node, names: set):
    if isinstance(node, list):
        return [_strip(n, names) for n in node]
    if not isinstance(node, tuple) or not node:
        return node
    if node[0] == "ref" and node[1] in names:
        return ("ref", node[1], None)
    if node[0] == "assign" and node[1] in names:
        return ("assign", node[1], 0, _strip(node[3], names))
    return tuple(_strip(n, names) for n in node)
