//! Safe, unique identifiers for generated code.
//!
//! GTScript names may be C keywords or clash with libc/`math.h` functions and
//! macros (real models have fields called `gamma`, `exp`, `index`, `y0`). The
//! namer keeps a name when it is safe and unused, and otherwise appends `_`,
//! `_1`, ...; names from inlining (`lap.f`) have their dots replaced. Every
//! identifier of a routine goes through one namer, so none can clash or inject.

use std::collections::HashSet;

/// Words no generated identifier may be: C keywords, and names from the headers
/// the generated code includes (math.h, stdint.h, stdlib.h, string.h, omp.h).
const RESERVED: &[&str] = &[
    // C keywords (C11/C23)
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "bool",
    "true",
    "false",
    "nullptr",
    "alignas",
    "alignof",
    "static_assert",
    "thread_local",
    "typeof",
    "constexpr",
    // math.h functions and macros
    "acos",
    "asin",
    "atan",
    "atan2",
    "cos",
    "sin",
    "tan",
    "acosh",
    "asinh",
    "atanh",
    "cosh",
    "sinh",
    "tanh",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "ilogb",
    "frexp",
    "ldexp",
    "modf",
    "scalbn",
    "scalbln",
    "cbrt",
    "fabs",
    "hypot",
    "pow",
    "sqrt",
    "erf",
    "erfc",
    "lgamma",
    "tgamma",
    "gamma",
    "ceil",
    "floor",
    "nearbyint",
    "rint",
    "lrint",
    "llrint",
    "round",
    "lround",
    "llround",
    "trunc",
    "fmod",
    "remainder",
    "remquo",
    "copysign",
    "nan",
    "nextafter",
    "nexttoward",
    "fdim",
    "fmax",
    "fmin",
    "fma",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "signbit",
    "fpclassify",
    "isgreater",
    "isless",
    "j0",
    "j1",
    "jn",
    "y0",
    "y1",
    "yn",
    "INFINITY",
    "NAN",
    "HUGE_VAL",
    "M_PI",
    "M_E",
    "abs",
    "labs",
    "div",
    // stdlib/string/stdint/omp
    "malloc",
    "calloc",
    "realloc",
    "free",
    "abort",
    "exit",
    "memcpy",
    "memset",
    "size_t",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "ptrdiff_t",
    "NULL",
    "errno",
    "index",
    "main",
    "omp_get_thread_num",
    // the routine's own names
    "i",
    "j",
    "k",
    "ni",
    "nj",
    "nk",
    "status",
    "fields",
    "strides",
    "scalars",
    "domain",
    "bounds",
];

/// Hands out unique, safe identifiers.
#[derive(Debug, Default)]
pub struct Namer {
    used: HashSet<String>,
}

impl Namer {
    /// A namer that avoids the reserved words.
    pub fn new() -> Self {
        Namer {
            used: RESERVED.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// A safe, unused identifier close to `wanted`; it is then taken.
    pub fn name(&mut self, wanted: &str) -> String {
        let mut base: String = wanted
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert(0, 'v');
        }
        // Identifiers beginning with `_` + uppercase or `__`, and our own prefix,
        // are reserved.
        if base.starts_with("__")
            || base.starts_with("_") && base[1..].starts_with(|c: char| c.is_ascii_uppercase())
            || base.starts_with("isobar")
        {
            base.insert(0, 'v');
        }
        let mut candidate = base.clone();
        let mut n = 0;
        while self.used.contains(&candidate) {
            candidate = if n == 0 {
                format!("{base}_")
            } else {
                format!("{base}_{n}")
            };
            n += 1;
        }
        self.used.insert(candidate.clone());
        candidate
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashing_names_are_renamed_consistently() {
        let mut n = Namer::new();
        assert_eq!(n.name("a"), "a");
        assert_eq!(n.name("gamma"), "gamma_");
        assert_eq!(n.name("gamma_"), "gamma__");
        assert_eq!(n.name("exp"), "exp_");
        assert_eq!(n.name("int"), "int_");
        assert_eq!(n.name("i"), "i_");
        assert_eq!(n.name("lap.f"), "lap_f");
        assert_eq!(n.name("lap_f"), "lap_f_");
        assert_eq!(n.name("__x"), "v__x");
        assert_eq!(n.name("isobar_entry"), "visobar_entry");
        assert_eq!(n.name("a"), "a_");
    }
}
