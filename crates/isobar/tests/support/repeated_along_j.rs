//! Stencils whose expressions a PARALLEL execution evaluates at several J
//! offsets, for the tests of what the C back-end carries along J: columns on
//! C-order fields (`carried_columns.rs`), rows on I-first ones
//! (`carried_rows.rs`). Each is a body to follow [`HEADER`].

/// The imports and field types the stencils below use.
pub const HEADER: &str = "import numpy as np
from gt4py.cartesian.gtscript import PARALLEL, FORWARD, Field, computation, interval, horizontal, region, I, J, IJ
F64 = Field[np.float64]
F32 = Field[np.float32]
";

/// The Laplacian and the limited fluxes of horizontal diffusion.
pub const HDIFF: &str = r#"
def hdiff(inp: F64, coeff: F64, out: F64):
    with computation(PARALLEL), interval(...):
        lap = 4.0 * inp - (inp[-1, 0, 0] + inp[1, 0, 0] + inp[0, -1, 0] + inp[0, 1, 0])
        flx = lap[1, 0, 0] - lap
        if flx * (inp[1, 0, 0] - inp) > 0.0:
            flx = 0.0
        fly = lap[0, 1, 0] - lap
        if fly * (inp[0, 1, 0] - inp) > 0.0:
            fly = 0.0
        out = inp - coeff * ((flx - flx[-1, 0, 0]) + (fly - fly[0, -1, 0]))
"#;

/// A Laplacian of a Laplacian.
pub const LAP_OF_LAP: &str = r#"
def lap_of_lap(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        lap = a[1, 0, 0] + a[-1, 0, 0] + a[0, 1, 0] + a[0, -1, 0] - 4.0 * a
        out = lap[1, 0, 0] + lap[-1, 0, 0] + lap[0, 1, 0] + lap[0, -1, 0] - 4.0 * lap
"#;

/// float32 fields.
pub const SINGLE: &str = r#"
def single(a: F32, out: F32):
    with computation(PARALLEL), interval(...):
        t = a[0, -1, 0] * a[1, 0, 0] + a[0, 1, 0] - a
        out = t[0, 1, 0] - t[0, -1, 0]
"#;

/// The expression read at J offsets only in the branches of an `if`.
pub const MASKED: &str = r#"
def masked(a: F64, m: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        if m > 0.5:
            out = t[0, 1, 0] + t[0, -1, 0]
        else:
            out = t
"#;

/// A region, whose statement becomes an execution of its own.
pub const REGION: &str = r#"
def region(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        out = t[0, 1, 0] + t[0, -1, 0]
        with horizontal(region[:, J[0]]):
            out = t
"#;

/// Reduced from PyFV3's heat_source_from_vorticity_damping (d_sw.py): two
/// expressions whose producers read a third at the same J offset, with 2-D
/// factors.
pub const SHARED_SLOTS: &str = r#"
def shared_slots(vx: F64, vt: F64, u: F64, rdx: Field[IJ, np.float64], out: F64):
    with computation(PARALLEL), interval(...):
        ubt = (vx + vt) * rdx
        fy = u * rdx
        gy = fy * ubt
        u2 = fy + fy[0, 1, 0]
        du2 = ubt + ubt[0, 1, 0]
        out = gy + gy[0, 1, 0] + u2 * du2
"#;

/// A `while` in the body.
pub const WITH_WHILE: &str = r#"
def with_while(a: F64, m: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[0, 1, 0] + a[0, -1, 0]
        n = m
        while n < 2.0:
            n = n + 0.75
        out = t[0, 1, 0] + t[0, -1, 0] + n
"#;

/// Offsets along I only.
pub const ALONG_I: &str = r#"
def along_i(a: F64, out: F64):
    with computation(PARALLEL), interval(...):
        t = a[1, 0, 0] + a[-1, 0, 0] + a
        out = t[1, 0, 0] + t[-1, 0, 0]
"#;
