"""What the fuzzer's programs are made of: names (plain, clashing with
GTScript's, hostile, Unicode, reserved), the program classes, dtypes,
literals, math functions and the integer limits; with GT4Py's type
promotion. `generate.py` draws programs from these."""

from __future__ import annotations

import random

from program import GTSCRIPT_IMPORTS

GTSCRIPT_NAMES = {n.strip() for n in GTSCRIPT_IMPORTS.split(',')} | {
    "Field", "np", "gtscript", "int", "float", "bool", "min", "max", "abs", "round", "len",
    "range", "print", "sum", "pow", "type", "int8", "int16", "exp", "log"}

NORMAL_NAMES = [
    "a", "b", "c", "u", "v", "w", "phi", "qv", "delp", "pt", "flux", "rho", "dz", "tend",
    "coef", "x", "y", "q", "pe", "gz", "ua", "vc", "cp", "zs", "area", "var", "val", "res",
]
# Names that collide with C keywords, libc symbols and the generated code's own
# identifiers (loop indices, tile bounds, strides, helpers).
CLASH_NAMES = [
    "auto", "case", "char", "const", "default", "do", "double", "enum", "extern", "goto",
    "inline", "long", "register", "restrict", "short", "signed", "sizeof", "static",
    "struct", "switch", "typedef", "union", "unsigned", "void", "volatile", "asm", "typeof",
    "stdin", "stdout", "stderr", "errno", "printf", "malloc", "free", "exit", "abort",
    "memcpy", "memset", "fabs", "fmin", "fmax", "fmod", "sqrtf", "expf", "powf", "rand",
    "time", "clock", "main", "NULL", "EOF", "INFINITY", "NAN", "M_PI", "HUGE_VAL", "size_t",
    "int32_t", "int64_t", "uint8_t", "omp_get_thread_num", "signbit", "nan", "isobar",
    "isobar_run", "isobar_tmp", "it", "jt", "kt", "ti0", "tj0", "ni", "nj",
    "nk", "i0", "j0", "k0", "buffers_ok", "n", "s", "lo", "hi", "strides", "stride", "out",
    "tmp", "t0", "a_", "a_1", "a__", "b_1_", "x_s", "s_x", "_a", "_X", "t", "lanes", "mask",
]

EXTERNAL_NAMES = ["W", "NH", "COEF", "USE_X", "DO_Y", "GRAV", "RDGAS", "N", "HALO", "ZVIR",
                  "stdout", "it", "ti0", "double", "errno", "EOF"]

# Issue 28's classes, drawn for a share of the seeds (`classes_of`): small
# domains with regions of every bound form ("small"), integer scalars and
# inputs at the limits of their types ("limits"), hostile names ("names").
# The Python-package checks (pycheck.py) are a fourth, chosen by fuzz.py.
NEW_CLASSES = ("small", "limits", "names")

# Words of the other generated languages and of the compiled code's
# surroundings: Fortran, OpenCL C, CUDA, more C, and isobar's helpers.
HOSTILE_WORDS = [
    # Fortran (case-insensitive: `do` and `DO` are one name there)
    "program", "end", "subroutine", "function", "module", "contains", "implicit", "none",
    "integer", "real", "logical", "character", "dimension", "intent", "inout", "allocatable",
    "pointer", "target", "parameter", "common", "equivalence", "intrinsic", "save", "data",
    "stop", "call", "result", "select", "where", "forall", "elemental", "pure", "recursive",
    "interface", "procedure", "use", "only", "kind", "size", "shape", "product", "dble",
    "sngl", "iso_c_binding", "c_double", "c_int", "c_ptr", "c_float", "bind", "value",
    "optional", "present", "allocated", "huge", "tiny", "epsilon", "merge", "maxval", "minval",
    "transfer", "then", "endif", "enddo", "cycle", "entry", "associate", "DO", "END", "IF_",
    "REAL", "Integer",
    # OpenCL C
    "kernel", "__kernel", "__global", "local", "__local", "constant", "__constant", "private",
    "__private", "half", "half2", "float4", "double2", "int4", "uint", "uchar", "ushort",
    "ulong", "get_global_id", "get_local_id", "get_group_id", "barrier", "CLK_LOCAL_MEM_FENCE",
    "image2d_t", "sampler_t", "read_only", "write_only", "mad", "clamp", "native_exp",
    "vload4", "convert_int",
    # CUDA
    "threadIdx", "blockIdx", "blockDim", "gridDim", "__device__", "__global__", "__shared__",
    "__host__", "warpSize", "atomicAdd", "__syncthreads", "dim3", "cudaMalloc", "__restrict__",
    "__ldg",
    # C, OpenMP and isobar's generated helpers
    "_Bool", "__attribute__", "alignas", "_Pragma", "omp", "pragma", "int8_t", "uint64_t",
    "ptrdiff_t", "i", "j", "k", "idx", "gid", "isobar_ring", "isobar_clamp", "isobar_row",
    "isobar_align", "isobar_stream_fence", "isobar_min_f64", "isobar_mod_i64", "j_lo", "i_hi",
]
UNICODE_NAMES = [n for n in [
    "φ", "Φ", "δp", "Δt", "température", "ñu", "αβγ", "π", "σ", "Σ", "ä", "Ä", "ηλ", "κ_1",
    "ω", "Ω", "λ", "τ", "ρ", "θ", "ψ", "χ", "ž", "Ž", "ø", "Ø", "été", "Été", "число", "Число",
    "数据", "変数", "ß", "ǆ", "ﬁx", "ſ", "µ", "x²",
] if n.isidentifier() and __import__("unicodedata").normalize("NFKC", n) == n]
# Names GTScript, Python or the rendered module give a meaning (never drawn).
RESERVED = {
    "I", "J", "K", "IJ", "Field", "computation", "interval", "region", "horizontal",
    "PARALLEL", "FORWARD", "BACKWARD", "np", "gtscript", "True", "False", "None",
} | set(EXTERNAL_NAMES)


def classes_of(seed: int, mix: str) -> frozenset:
    """The new classes of `seed`'s program: none in "base", for about a third
    of the seeds in "mix" (the default, the CI batch's), always at least one
    in "new"; each class of NEW_CLASSES with probability 0.4 otherwise."""
    if mix == "base":
        return frozenset()
    r = random.Random(f"classes {seed}")
    if mix == "mix" and r.random() >= 0.35:
        return frozenset()
    chosen = {c for c in NEW_CLASSES if r.random() < 0.4}
    return frozenset(chosen or {r.choice(NEW_CLASSES)})


ORDERS = ["PARALLEL", "FORWARD", "BACKWARD"]
# Input fields; int8 and int16 are read only, as GTScript has no casts to them.
DTYPES = ["float64", "float64", "float64", "float32", "int32", "int64", "int16", "int8", "bool"]
NUM_DTYPES = ["float64", "float64", "float64", "float32", "int32", "int64"]
FLOAT_LITERALS = ["0.5", "1.0", "2.0", "0.25", "3.5", "1.5", "0.1", "10.0", "0.0", "1e-3"]
INT_LITERALS = ["0", "1", "2", "3", "7", "-1", "-2"]

# Each math function with a wrapper that keeps its argument in a finite domain.
MATH = {
    "sqrt": lambda x: ("call", "sqrt", [("call", "abs", [x])]),
    "cbrt": lambda x: ("call", "cbrt", [x]),
    "exp": lambda x: ("call", "exp", [("call", "min", [x, ("lit", "5.0")])]),
    "log": lambda x: ("call", "log", [("bin", "+", ("call", "abs", [x]), ("lit", "0.5"))]),
    "log10": lambda x: ("call", "log10", [("bin", "+", ("call", "abs", [x]), ("lit", "0.5"))]),
    "sin": lambda x: ("call", "sin", [x]),
    "cos": lambda x: ("call", "cos", [x]),
    "tan": lambda x: ("call", "tan", [("call", "tanh", [x])]),
    "atan": lambda x: ("call", "atan", [x]),
    "tanh": lambda x: ("call", "tanh", [x]),
    "sinh": lambda x: ("call", "sinh", [("call", "tanh", [x])]),
    "cosh": lambda x: ("call", "cosh", [("call", "tanh", [x])]),
    "asinh": lambda x: ("call", "asinh", [x]),
    "asin": lambda x: ("call", "asin", [("call", "tanh", [x])]),
    "acos": lambda x: ("call", "acos", [("call", "tanh", [x])]),
    "acosh": lambda x: ("call", "acosh", [("bin", "+", ("call", "abs", [x]), ("lit", "1.0"))]),
    "atanh": lambda x: ("call", "atanh", [("bin", "*", ("call", "tanh", [x]), ("lit", "0.5"))]),
    "erf": lambda x: ("call", "erf", [x]),
    "erfc": lambda x: ("call", "erfc", [x]),
    "gamma": lambda x: ("call", "gamma", [
        ("bin", "+", ("call", "min", [("call", "abs", [x]), ("lit", "6.0")]), ("lit", "0.5"))]),
    "floor": lambda x: ("call", "floor", [x]),
    "ceil": lambda x: ("call", "ceil", [x]),
    "trunc": lambda x: ("call", "trunc", [x]),
    "round": lambda x: ("call", "round", [x]),
    "round_away_from_zero": lambda x: ("call", "round_away_from_zero", [x]),
}
TRANSCENDENTAL = {
    "sqrt", "cbrt", "exp", "log", "log10", "sin", "cos", "tan", "atan", "tanh", "sinh",
    "cosh", "asinh", "asin", "acos", "acosh", "atanh", "erf", "erfc", "gamma",
}

MAX_OFFSET = 2

#: The range of each integer type (NumPy's iinfo).
LIMITS = {"int8": (-2**7, 2**7 - 1), "int16": (-2**15, 2**15 - 1),
          "int32": (-2**31, 2**31 - 1), "int64": (-2**63, 2**63 - 1)}


def is_float(dt: str) -> bool:
    return dt.startswith("float")


def promote(a: str, b: str) -> str:
    """NumPy's result type for GT4Py's types (bool counts as int)."""
    if a == "bool":
        a = "int64"
    if b == "bool":
        b = "int64"
    if is_float(a) or is_float(b):
        if "float64" in (a, b):
            return "float64"
        return "float32"
    widths = ["int8", "int16", "int32", "int64"]
    return max(a, b, key=widths.index)
