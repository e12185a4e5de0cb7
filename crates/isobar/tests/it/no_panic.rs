//! Property tests: whatever the input, the frontend and the checks return
//! diagnostics or an IR, and never panic.

use isobar::FrontendOptions;
use proptest::prelude::*;
use std::path::Path;

fn corpus_sources() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../corpora/conformance");
    let mut out = Vec::new();
    for kind in ["cases", "errors"] {
        let Ok(dir) = std::fs::read_dir(root.join(kind)) else {
            continue;
        };
        for entry in dir.flatten() {
            if let Ok(s) = std::fs::read_to_string(entry.path().join("stencil.py")) {
                out.push(s);
            }
        }
    }
    out.sort();
    out
}

/// Compiles and renders; rendering exercises span arithmetic on odd inputs too.
fn compile_and_render(source: &str) {
    if let Err(d) = isobar::compile(source, &FrontendOptions::default()) {
        let text = d.render("fuzz.py", source);
        assert!(!text.is_empty());
    }
}

const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ":",
    ",",
    " + ",
    " - ",
    " * ",
    " / ",
    " // ",
    " ** ",
    " % ",
    " and ",
    " or ",
    "not ",
    " if ",
    " else ",
    "\n",
    "    ",
    "with ",
    "computation(",
    "interval(",
    "PARALLEL",
    "FORWARD",
    "BACKWARD",
    "...",
    "None",
    "-1",
    "0",
    "1",
    "99999999999999999999",
    "1e308",
    "a",
    "b",
    "tmp",
    "a[1, 0, 0]",
    "a[0, 0, -1]",
    "a[I + 1]",
    "[0]",
    "horizontal(",
    "region[",
    "I[0]",
    "I[-1]",
    "J[0]",
    "K",
    "while ",
    "def ",
    "return ",
    "@gtscript.function",
    "from __externals__ import X",
    "__INLINED(",
    "compile_assert(",
    "sqrt(",
    "int32(",
    "=",
    " += ",
    "'s'",
    "lambda: 0",
    "for i in range(3):",
    "pass",
    "\t",
    "#",
    "\\",
    "\"\"\"",
];

fn mutate(source: &str, edits: &[(usize, usize, usize)]) -> String {
    let mut s: Vec<char> = source.chars().collect();
    for &(kind, pos, arg) in edits {
        if s.is_empty() {
            break;
        }
        let pos = pos % s.len();
        match kind % 4 {
            0 => {
                let end = (pos + arg % 16).min(s.len());
                s.drain(pos..end);
            }
            1 => {
                let tok: Vec<char> = TOKENS[arg % TOKENS.len()].chars().collect();
                s.splice(pos..pos, tok);
            }
            2 => {
                let end = (pos + arg % 40).min(s.len());
                let copy: Vec<char> = s[pos..end].to_vec();
                s.splice(pos..pos, copy);
            }
            _ => s[pos] = char::from_u32((arg % 0x250) as u32).unwrap_or('?'),
        }
    }
    s.into_iter().collect()
}

proptest! {
    // 256 cases by default; set PROPTEST_CASES for longer runs.
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn random_bytes_do_not_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        compile_and_render(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn token_soup_does_not_panic(tokens in proptest::collection::vec(0..TOKENS.len(), 0..80)) {
        let body: String = tokens.iter().map(|&t| TOKENS[t]).collect();
        let source = format!(
            "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float]):\n    with computation(PARALLEL), interval(...):\n        {body}\n"
        );
        compile_and_render(&source);
    }

    #[test]
    fn mutated_corpus_stencils_do_not_panic(
        which in any::<prop::sample::Index>(),
        edits in proptest::collection::vec((0usize..4, any::<usize>(), any::<usize>()), 1..6),
    ) {
        let sources = corpus_sources();
        prop_assume!(!sources.is_empty());
        let source = &sources[which.index(sources.len())];
        compile_and_render(&mutate(source, &edits));
    }
}

#[test]
fn pathological_inputs_do_not_panic() {
    let deep_parens = format!("x = {}1{}\n", "(".repeat(100_000), ")".repeat(100_000));
    let unclosed = format!("x = {}1\n", "(".repeat(100_000));
    let long_chain = format!(
        "def s(a: Field[float]):\n    with computation(PARALLEL), interval(...):\n        a = {}1.0\n",
        "a * ".repeat(200_000)
    );
    let nots = format!("x = {}True\n", "not ".repeat(100_000));
    let huge = "def s(a: Field[float]):\n    with computation(PARALLEL), interval(...):\n        a = 123456789012345678901234567890 + a[99999999999, 0, 0]\n";
    for source in [
        deep_parens,
        unclosed,
        long_chain,
        nots,
        huge.to_string(),
        "\0\u{feff}\u{202e}".into(),
    ] {
        compile_and_render(&source);
    }
}
