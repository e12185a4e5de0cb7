//! What GT4Py's module data says of each parameter (`field_info`'s access
//! kind and boundary), computed by isobar with GT4Py's rules
//! (`isobar::oir::params::gt4py_params`): the GT4Py back-end's stencil
//! classes carry it instead of running GT4Py's GTIR passes. The expected
//! values are GT4Py 1.2.3's (`gtscript.stencil(backend="numpy")` on the
//! same definition); every corpus case is compared too (the corpus runner,
//! and `tests_gt4py/test_gt4py_module_data.py` on whole modules).

use isobar::oir::params::{gt4py_params, Gt4pyParam, ParamAccess};
use std::collections::BTreeMap;

const RULES: &str = r#"
import numpy as np
from gt4py.cartesian.gtscript import *

def rules(a: Field[np.float64], b: Field[np.float64], c: Field[np.float64], col: Field[K, np.float64],
          top: Field[IJ, np.float64], idx: Field[IJ, int], far: Field[np.float64], d: Field[np.float64],
          n: float, unused: float):
    with computation(PARALLEL), interval(1, None):
        b = a + n
        a = 2.0 * b
        c = b[0, 0, 0] + col[-1]
        tmp = col + top + far[0, 0, idx]
        c = c + tmp[1, 0, 0] + tmp[0, -2, 0]
    with computation(PARALLEL), interval(...):
        with horizontal(region[I[0] - 3, :]):
            d = n
"#;

fn params(source: &str) -> BTreeMap<String, Gt4pyParam> {
    let stencil = isobar::compile(source, &Default::default()).expect("a valid stencil");
    let oir = isobar::oir::lower(&stencil);
    let extents = isobar::oir::extents::compute(&oir);
    gt4py_params(&oir, &extents)
        .into_iter()
        .map(|(p, info)| (oir.symbols.get(p).name.clone(), info))
        .collect()
}

fn info(access: ParamAccess, boundary: [(i64, i64); 3]) -> Gt4pyParam {
    Gt4pyParam { access, boundary }
}

#[test]
fn access_kinds_and_boundaries_follow_gt4pys_rules() {
    use ParamAccess::*;
    let got = params(RULES);
    let expected: BTreeMap<String, Gt4pyParam> = [
        // Read, then written: read-write.
        ("a", info(ReadWrite, [(0, 0), (0, 0), (-1, 0)])),
        // Written, then read: the first access decides.
        ("b", info(Write, [(0, 0), (0, 0), (-1, 0)])),
        ("c", info(Write, [(0, 0), (0, 0), (-1, 0)])),
        // A K field read by an execution on an extended domain: GT4Py
        // gives it that domain's horizontal boundary all the same.
        ("col", info(Read, [(0, 1), (2, 0), (0, 0)])),
        // An IJ field read in interval(1, None): a K boundary of -1.
        ("top", info(Read, [(0, 1), (2, 0), (-1, 0)])),
        // Read only inside another access's K offset: no K boundary.
        ("idx", info(Read, [(0, 1), (2, 0), (0, 0)])),
        ("far", info(Read, [(0, 1), (2, 0), (0, 0)])),
        // Written only in a region that never overlaps the domain.
        ("d", info(None, [(0, 0), (0, 0), (0, 0)])),
        ("n", info(Read, [(0, 0), (0, 0), (0, 0)])),
        ("unused", info(None, [(0, 0), (0, 0), (0, 0)])),
    ]
    .into_iter()
    .map(|(n, i)| (n.to_string(), i))
    .collect();
    assert_eq!(got, expected);
}
