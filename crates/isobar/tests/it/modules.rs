//! Stencil files that import their helpers and constants from other modules:
//! resolution on the search path (absolute, relative, aliased imports),
//! helpers inlined with their own module's names, diagnostics pointing into
//! the module they come from, and constants given from outside.

use isobar::frontend::{FrontendOptions, Program};
use isobar::ir::{Axes, DType, Literal, SymbolKind};
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

/// [`package`] in a new temporary directory, loaded with its stencil
/// `stencil` selected: the directory (to keep while the program is used),
/// the options and the program.
fn load_package(stencil: &str) -> (tempfile::TempDir, FrontendOptions, Program) {
    let dir = tempfile::tempdir().expect("tempdir");
    let opts = options(&package(dir.path()), stencil);
    let program = Program::load(STENCILS, &opts).expect("loads");
    (dir, opts, program)
}

fn literals(stencil: &isobar::ir::Stencil) -> String {
    isobar::ir::dump::to_text(stencil)
}

#[test]
fn helpers_and_constants_come_from_their_modules() {
    let (_dir, opts, program) = load_package("uses_helpers");
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
    let (_dir, opts, program) = load_package("uses_broken");
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

/// Field types defined in another module, as GEOS's pyMoist does
/// (`FloatField_Plume = Field[IJK, (Float, int(NUMBER_OF_PLUMES))]` in a
/// `field_types` module, the size in a third): imported by name, through a
/// module, and by a star import.
const TYPED_STENCILS: &str = "\
from gt4py.cartesian.gtscript import PARALLEL, computation, interval

import typed.field_types as ft
from typed.field_types import FloatField_Plume, IntFieldIJ_Plume, Scalar
from typed.other import *


def plumes(p: FloatField_Plume, code: IntFieldIJ_Plume, out: ft.PlainField, n: Scalar, t: Ensemble, tab: Table):
    with computation(PARALLEL), interval(...):
        if code[0, 0][1] == 0:
            out = p[0, 0, 0][2] + t[0, 0][5, 1] * n + tab.A[3]
";

const FIELD_TYPES: &str = "\
from gt4py.cartesian.gtscript import IJ, IJK, Field
from ndsl.dsl.typing import Float, Int

from typed.constants import NUMBER_OF_PLUMES

IntFieldIJ_Plume = Field[IJ, (Int, int(NUMBER_OF_PLUMES))]
FloatField_Plume = Field[IJK, (Float, int(NUMBER_OF_PLUMES))]
PlainField = Field[IJK, Float]
Scalar = Float
";

const OTHER_TYPES: &str = "\
import numpy as np
from gt4py.cartesian.gtscript import IJ, Field, GlobalTable

from typed.constants import A, B

Ensemble = Field[IJ, (np.float32, (A * B, 2))]
RATIOS = [24, 60, 120, 210, 336]
Table = GlobalTable[(np.float64, len(RATIOS))]
";

#[test]
fn field_types_come_from_their_modules() {
    let dir = tempfile::tempdir().expect("tempdir");
    let pkg = dir.path().join("typed");
    std::fs::create_dir_all(&pkg).expect("mkdir");
    std::fs::write(pkg.join("__init__.py"), "").expect("write");
    // NDSL's `Int` called as a conversion, as pyMoist's constants are written.
    let constants =
        "from ndsl.dsl.typing import Int\n\nNUMBER_OF_PLUMES = Int(3.0)\nA = 2\nB = 4\n";
    std::fs::write(pkg.join("constants.py"), constants).expect("write");
    std::fs::write(pkg.join("field_types.py"), FIELD_TYPES).expect("write");
    std::fs::write(pkg.join("other.py"), OTHER_TYPES).expect("write");
    let file = pkg.join("stencils.py");
    std::fs::write(&file, TYPED_STENCILS).expect("write");
    let opts = options(&file, "plumes");
    let stencil = Program::load(TYPED_STENCILS, &opts)
        .expect("loads")
        .lower(&opts)
        .unwrap_or_else(|e| panic!("valid: {e}"));
    let kinds: Vec<&SymbolKind> = stencil
        .params
        .iter()
        .map(|&id| &stencil.symbols.get(id).kind)
        .collect();
    let field = |n: usize| match kinds[n] {
        SymbolKind::FieldParam(f) => (f.dtype, f.axes, f.data_dims.clone()),
        other => panic!("parameter {n} is not a field: {other:?}"),
    };
    assert_eq!(field(0), (DType::Float64, Axes::IJK, vec![3]), "p");
    assert_eq!(field(1), (DType::Int64, Axes::IJ, vec![3]), "code");
    assert_eq!(field(2), (DType::Float64, Axes::IJK, vec![]), "out");
    assert!(
        matches!(kinds[3], SymbolKind::ScalarParam(DType::Float64)),
        "n: {:?}",
        kinds[3]
    );
    assert_eq!(field(4), (DType::Float32, Axes::IJ, vec![8, 2]), "t");
    // `GlobalTable[(np.float64, len(RATIOS))]` of a list in its module.
    assert_eq!(field(5), (DType::Float64, Axes::NONE, vec![5]), "tab");
    // A size that is not a positive integer is an error at the annotation.
    let bad = FIELD_TYPES.replace("int(NUMBER_OF_PLUMES)", "NUMBER_OF_PLUMES - 3");
    std::fs::write(pkg.join("field_types.py"), &bad).expect("write");
    let errors = Program::load(TYPED_STENCILS, &opts)
        .expect("loads")
        .lower(&opts)
        .expect_err("a data dimension of 0");
    let program = Program::load(TYPED_STENCILS, &opts).expect("loads");
    let text = errors.render_in(program.sources());
    // At the definition in its module, and where the stencil uses it.
    assert!(
        text.contains("a data dimension must be a positive integer"),
        "{text}"
    );
    assert!(text.contains("field_types.py:7:"), "{text}");
    assert!(
        text.contains("stencils.py:8:") && text.contains("used here"),
        "{text}"
    );
}
