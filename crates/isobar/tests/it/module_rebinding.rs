//! Module constants rebound after their first assignment (issue 28, finding
//! 2). isobar reads modules without running them, so a constant must get
//! the value Python gives it, or the stencil must be refused naming the
//! constant: never the value of an earlier assignment. Each case is a module
//! `m` that binds `K0`; the stencil imports it. Where Python is present the
//! expected values are checked against Python itself.

use crate::tally::Tally;
use isobar::frontend::{FrontendOptions, Program};
use std::path::Path;

const STENCIL: &str = "\
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval
from m import K0


def s(b: Field[np.float64]):
    with computation(PARALLEL), interval(...):
        b = K0
";

/// The module text, and Python's value of `K0` (`None`: isobar must refuse,
/// naming `K0`).
const CASES: &[(&str, &str, Option<f64>)] = &[
    ("plain", "K0 = 2.0\nK0 = 3.0\n", Some(3.0)),
    ("if_true", "K0 = 2.0\nif True:\n    K0 = 5.0\n", Some(5.0)),
    (
        "if_on_constant",
        "K0 = 2.0\nif K0 > 1.0:\n    K0 = 5.0\nelse:\n    K0 = 7.0\n",
        Some(5.0),
    ),
    (
        "elif",
        "N = 3\nif N == 1:\n    K0 = 1.0\nelif N == 3:\n    K0 = 3.5\nelse:\n    K0 = 9.0\n",
        Some(3.5),
    ),
    (
        "if_unknown",
        "import os\nK0 = 2.0\nif os.environ.get('X'):\n    K0 = 5.0\n",
        None,
    ),
    ("add_assign", "K0 = 2.0\nK0 += 1.0\n", Some(3.0)),
    ("mul_assign", "K0 = 2.0\nK0 *= 4.0\n", Some(8.0)),
    (
        "aug_of_unknown",
        "import os\nK0 = 2.0\nK0 *= float(os.getpid())\n",
        None,
    ),
    (
        "global_in_function",
        "K0 = 2.0\ndef _set():\n    global K0\n    K0 = 7.0\n_set()\n",
        None,
    ),
    (
        "star_import",
        "K0 = 2.0\nfrom m_other import *\n",
        Some(3.0),
    ),
    ("swap", "K0, K1 = 11.0, 13.0\nK0, K1 = K1, K0\n", Some(13.0)),
    ("chained", "K0 = K1 = 4.5\n", Some(4.5)),
    (
        "for_loop",
        "K0 = 2.0\nfor _ in range(3):\n    K0 = K0 * 2.0\n",
        None,
    ),
    (
        "while_loop",
        "K0 = 2.0\nwhile K0 < 10.0:\n    K0 = K0 * 2.0\n",
        None,
    ),
    (
        "try",
        "try:\n    K0 = 1.0 / 0.0\nexcept ZeroDivisionError:\n    K0 = 17.0\n",
        None,
    ),
    ("globals", "K0 = 2.0\nglobals()['K0'] = 19.0\n", None),
    (
        "conditional_expression",
        "K0 = 2.0\nK0 = K0 if False else 23.0\n",
        Some(23.0),
    ),
    (
        "class_attribute",
        "class C:\n    K0 = 2.0\nC.K0 = 29.0\nK0 = C.K0\n",
        Some(29.0),
    ),
    (
        "class_attribute_in_function",
        "class C:\n    V = 2.0\ndef f():\n    C.V = 3.0\nf()\nK0 = C.V\n",
        None,
    ),
    (
        "with",
        "K0 = 2.0\nwith open(__file__) as _f:\n    K0 = 31.0\n",
        Some(31.0),
    ),
    (
        "with_as",
        "K0 = 2.0\nwith open(__file__) as K0:\n    pass\n",
        None,
    ),
    ("del", "K0 = 2.0\ndel K0\n", None),
    (
        "reassigned_after_loop",
        "for _ in range(2):\n    K0 = 1.0\nK0 = 41.0\n",
        Some(41.0),
    ),
];

/// `m_other`, star-imported by one case.
const OTHER: &str = "K0 = 3.0\n";

/// Python's value of `m.K0` in `dir` (`None` if Python is missing).
fn python_value(dir: &Path) -> Option<String> {
    let out = std::process::Command::new("python3")
        .current_dir(dir)
        .args(["-c", "import m; print(float(m.K0))"])
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

#[test]
fn rebound_module_constants_get_pythons_value_or_are_refused() {
    let mut tally = Tally::new();
    for (name, module, want) in CASES {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("m.py"), module).expect("write");
        std::fs::write(dir.path().join("m_other.py"), OTHER).expect("write");
        let file = dir.path().join("stencil.py");
        std::fs::write(&file, STENCIL).expect("write");
        if let (Some(python), Some(v)) = (python_value(dir.path()), want) {
            assert!(
                python.is_empty() || python == format!("{v:?}"),
                "{name}: the table says {v}, Python {python}"
            );
        }
        let options = FrontendOptions {
            file_path: Some(file.clone()),
            python_path: vec![dir.path().to_path_buf()],
            ..Default::default()
        };
        let program = Program::load(STENCIL, &options).expect("loads");
        let verdict = match (program.lower(&options), want) {
            (Ok(stencil), Some(v)) => {
                let text = isobar::ir::dump::to_text(&stencil);
                if text.contains(&format!("= {v:?}")) {
                    Ok(())
                } else {
                    Err(format!("not {v:?}:\n{text}"))
                }
            }
            (Ok(stencil), None) => Err(format!(
                "compiled with a value Python may not have:\n{}",
                isobar::ir::dump::to_text(&stencil)
            )),
            (Err(e), None) => {
                let text = e.render_in(program.sources());
                if text.contains("module constant `K0` has no compile-time value") {
                    Ok(())
                } else {
                    Err(format!("an error not naming the rebound constant: {text}"))
                }
            }
            (Err(e), Some(_)) => Err(e.render_in(program.sources())),
        };
        tally.record(name, verdict);
    }
    tally.finish();
}
