//! Safe, unique identifiers for generated code.
//!
//! Generated code has two disjoint namespaces, so that no user name can ever
//! reach an identifier the code uses itself:
//!
//! * names derived from the stencil (fields, scalars, temporaries, their
//!   strides and bounds) go through a [`Namer`], and **every one ends with
//!   `_`**: `out` becomes `out_`, `stdin` becomes `stdin_`, `it` becomes `it_`;
//! * the code's own names ([`super::names`], the `isobar_` helpers, the C
//!   keywords and everything the included headers declare) **never end with
//!   `_`**. Names reserved to the implementation that do (`__func__`,
//!   `__attribute__`) begin with `__`, and the namer prefixes such names with
//!   `v`, as it does names beginning with `isobar` or a digit.
//!
//! Characters that are not ASCII letters, digits or `_` become `_` (names from
//! inlining such as `lap.f`), and clashes among derived names are resolved with
//! a counter (`a_1_`), so every derived identifier is unique in its routine.
//!
//! Each target brings its [`Naming`] rules: whether its identifiers are
//! case-insensitive (Fortran: `a_` and `A_` are one name), whether they must
//! begin with a letter, how long they may be, and the words it reserves.

use serde::Serialize;
use std::collections::HashSet;

/// A target's rules for identifiers.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Naming {
    /// `Abc` and `abc` are the same identifier.
    pub case_insensitive: bool,
    /// Identifiers must begin with a letter (no leading `_`).
    pub letter_first: bool,
    /// The longest identifier allowed (derived names are cut to fit).
    pub max_len: Option<usize>,
    /// Words the target reserves (keywords, built-in names).
    pub reserved: &'static [&'static str],
}

/// Hands out unique identifiers in the derived namespace (ending with `_`).
#[derive(Debug, Default)]
pub struct Namer {
    rules: Naming,
    used: HashSet<String>,
}

impl Namer {
    /// A namer with no names taken, for C-like rules.
    pub fn new() -> Self {
        Namer::default()
    }

    /// A namer with no names taken, for a target's rules.
    pub fn with_rules(rules: Naming) -> Self {
        Namer {
            rules,
            used: HashSet::new(),
        }
    }

    fn key(&self, name: &str) -> String {
        if self.rules.case_insensitive {
            name.to_ascii_lowercase()
        } else {
            name.to_string()
        }
    }

    fn taken(&self, candidate: &str) -> bool {
        let key = self.key(candidate);
        self.used.contains(&key) || self.rules.reserved.iter().any(|r| self.key(r) == key)
    }

    /// A unique identifier ending with `_`, close to `wanted`; it is then taken.
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
        if base.is_empty()
            || base.starts_with(|c: char| c.is_ascii_digit())
            || base.starts_with("__")
            || base.starts_with("_") && base[1..].starts_with(|c: char| c.is_ascii_uppercase())
            || base.starts_with("isobar")
            || self.rules.letter_first && base.starts_with('_')
            || self.rules.case_insensitive && base.to_ascii_lowercase().starts_with("isobar")
        {
            base.insert(0, 'v');
        }
        if let Some(max) = self.rules.max_len {
            // Room for the counter and the final underscore.
            base.truncate(max.saturating_sub(8).max(1));
        }
        let mut candidate = format!("{base}_");
        let mut n = 1;
        while self.taken(&candidate) {
            candidate = format!("{base}_{n}_");
            n += 1;
        }
        self.used.insert(self.key(&candidate));
        candidate
    }
}

/// The name of a stencil's routine in generated code: `isobar_stencil_` and
/// the stencil's name. External symbols of the generated library all begin
/// with `isobar_`, so a stencil named like a C library symbol (`stdin`,
/// `malloc`) cannot take the place of that symbol, nor be taken by it.
pub fn routine_name(stencil: &str) -> String {
    let base: String = stencil
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("isobar_stencil_{base}")
}

/// The name of the array-argument entry point for the routine `routine`.
pub fn entry_name(routine: &str) -> String {
    let base = routine.strip_prefix("isobar_stencil_").unwrap_or(routine);
    format!("isobar_entry_{base}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_names_end_with_an_underscore_and_are_unique() {
        let mut n = Namer::new();
        // (source name, derived name), in the order they are asked for.
        for (source, derived) in [
            ("a", "a_"),
            ("gamma", "gamma_"),
            ("a", "a_1_"),
            ("a_1", "a_1_1_"),
            ("it", "it_"),
            ("lap.f", "lap_f_"),
            ("lap_f", "lap_f_1_"),
            ("__x", "v__x_"),
            ("_X", "v_X_"),
            ("isobar_entry", "visobar_entry_"),
            ("1a", "v1a_"),
            ("", "v_"),
        ] {
            assert_eq!(n.name(source), derived, "{source:?}");
        }
    }

    #[test]
    fn case_insensitive_rules_fold_clashes_and_letter_first_prefixes() {
        let mut n = Namer::with_rules(Naming {
            case_insensitive: true,
            letter_first: true,
            max_len: Some(31),
            reserved: &["do_"],
        });
        assert_eq!(n.name("a"), "a_");
        assert_eq!(n.name("A"), "A_1_");
        assert_eq!(n.name("_x"), "v_x_");
        assert_eq!(n.name("do"), "do_1_");
        assert_eq!(n.name("IsobarX"), "vIsobarX_");
        let long = n.name(&"x".repeat(80));
        assert!(long.len() <= 31, "{long}");
    }

    #[test]
    fn the_codes_own_names_are_outside_the_derived_namespace() {
        use crate::kernel::names;
        let own = [
            names::I,
            names::J,
            names::K,
            names::STATUS,
            names::BUFFERS_OK,
            names::WHILE_ITERATIONS,
        ]
        .into_iter()
        .chain(names::SIZES)
        .chain(names::TILE_INDEX)
        .chain(names::TILE_BOUNDS.into_iter().flatten());
        for name in own {
            assert!(!name.ends_with('_'), "{name}");
        }
        assert_eq!(routine_name("stdin"), "isobar_stencil_stdin");
        assert_eq!(entry_name(&routine_name("stdin")), "isobar_entry_stdin");
    }
}
