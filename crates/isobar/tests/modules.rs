//! Stencil files that import their helpers and constants from other modules:
//! resolution on the search path (absolute, relative, aliased imports),
//! helpers inlined with their own module's names, diagnostics pointing into
//! the module they come from, and constants given from outside.

use isobar::frontend::{FrontendOptions, Program};
use isobar::ir::Literal;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const STENCILS: &str = "\
import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, Field, computation, interval

import pkg.consts as consts
from pkg.ops import scaled
from .ops import broken

FloatField = Field[np.float64]


def uses_helpers(a: FloatField, b: FloatField):
    with computation(PARALLEL), interval(...):
        b = scaled(a) + consts.Table.A + consts.OFFSET


def uses_broken(a: FloatField, b: FloatField):
    with computation(PARALLEL), interval(...):
        b = broken(a)
";

const OPS: &str = "\
from gt4py.cartesian import gtscript

from .consts import GRAV as G


@gtscript.function
def twice(x):
    return 2.0 * x


@gtscript.function
def scaled(x):
    return twice(x) * G


@gtscript.function
def broken(x):
    return x + NOT_DEFINED_ANYWHERE
";

const CONSTS: &str = "\
GRAV = 9.5
OFFSET = GRAV * 2


class Table:
    A = 0.25
";

/// A package `pkg` with the three modules; returns the stencil file.
fn package(dir: &Path) -> PathBuf {
    let pkg = dir.join("pkg");
    std::fs::create_dir_all(&pkg).expect("mkdir");
    std::fs::write(pkg.join("__init__.py"), "import this_is_never_loaded\n").expect("write");
    std::fs::write(pkg.join("consts.py"), CONSTS).expect("write");
    std::fs::write(pkg.join("ops.py"), OPS).expect("write");
    let file = pkg.join("stencils.py");
    std::fs::write(&file, STENCILS).expect("write");
    file
}

fn options(file: &Path, stencil: &str) -> FrontendOptions {
    FrontendOptions {
        file_path: Some(file.to_path_buf()),
        stencil: Some(stencil.to_string()),
        ..Default::default()
    }
}

fn literals(stencil: &isobar::ir::Stencil) -> String {
    isobar::ir::dump::to_text(stencil)
}

#[test]
fn helpers_and_constants_come_from_their_modules() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = package(dir.path());
    let opts = options(&file, "uses_helpers");
    let program = Program::load(STENCILS, &opts).expect("loads");
    // The package's __init__ is not run (as Python would), the others are.
    let names: Vec<&str> = program
        .sources()
        .files()
        .iter()
        .map(|f| f.name.rsplit('/').next().unwrap_or(""))
        .collect();
    assert_eq!(names, ["stencils.py", "ops.py", "consts.py"]);
    let stencil = program.lower(&opts).expect("valid");
    let text = literals(&stencil);
    // twice(x) * G with G = GRAV of pkg.consts, then the module constants.
    assert!(text.contains("= (2.0 * a[0, 0, 0])"), "{text}");
    assert!(text.contains("(twice.return[0, 0, 0] * 9.5)"), "{text}");
    assert!(text.contains("0.25") && text.contains("19.0"), "{text}");
    // A value given from outside wins over the module's text.
    let mut given = opts.clone();
    given.module_constants = BTreeMap::from([(
        "pkg.consts".to_string(),
        BTreeMap::from([("GRAV".to_string(), Literal::Float(1.5))]),
    )]);
    let text = literals(
        &Program::load(STENCILS, &given)
            .expect("loads")
            .lower(&given)
            .expect("valid"),
    );
    assert!(text.contains("(twice.return[0, 0, 0] * 1.5)"), "{text}");
}

#[test]
fn an_error_in_an_imported_helper_points_into_its_module() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = package(dir.path());
    let opts = options(&file, "uses_broken");
    let program = Program::load(STENCILS, &opts).expect("loads");
    let errors = program.lower(&opts).expect_err("NOT_DEFINED_ANYWHERE");
    let text = errors.render_in(program.sources());
    assert!(
        text.contains("unknown name `NOT_DEFINED_ANYWHERE`"),
        "{text}"
    );
    assert!(text.contains("ops.py:18:16"), "{text}");
    assert!(text.contains("return x + NOT_DEFINED_ANYWHERE"), "{text}");
}

#[test]
fn the_search_path_decides_what_is_found() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = package(dir.path());
    // Outside its package, from a copy: `pkg` is found only on the path.
    let elsewhere = tempfile::tempdir().expect("tempdir");
    let copy = elsewhere.path().join("stencils.py");
    let absolute_only = STENCILS.replace("from .ops import broken\n", "");
    std::fs::write(&copy, &absolute_only).expect("write");
    let mut opts = options(&copy, "uses_helpers");
    let missing = Program::load(&absolute_only, &opts)
        .expect("loads")
        .lower(&opts)
        .expect_err("pkg is not on the search path");
    assert!(missing.to_string().contains("scaled"), "{missing}");
    opts.python_path = vec![file
        .parent()
        .and_then(Path::parent)
        .expect("root")
        .to_path_buf()];
    Program::load(&absolute_only, &opts)
        .expect("loads")
        .lower(&opts)
        .expect("found on the search path");
}
