//! Running one stencil on the C back-end and on the interpreter with the same
//! arguments, fields stored in a chosen order, and comparing what they wrote
//! bit for bit. A test binary that includes this module includes
//! `tally.rs` as `tally` too.

use crate::tally::Tally;
use isobar::ir::DType;
use isobar::kernel::Layout;
use isobar::runtime::{Call, Field, Scalar};
use isobar::stencil::{Backend, Stencil};

/// A case of a test: (name, the stencil after the test's header, whether the
/// C back-end transforms it as the test expects).
#[allow(dead_code)] // Not every test binary that includes this has a table of them.
pub type Case = (&'static str, &'static str, bool);

/// One comparison's arguments: (domain, the storage order of every 3-D
/// field, slowest axis first, levels under every 3-D field's origin).
pub type Run = ([usize; 3], [usize; 3], usize);

/// NumPy's C order: K contiguous.
#[allow(dead_code)] // Not every test binary that includes this stores fields in C order.
pub const C_ORDER: [usize; 3] = [0, 1, 2];

/// The stencil `name` built from `source` for `backend`.
pub fn build(name: &str, source: &str, backend: Backend) -> Stencil {
    Stencil::from_source(source)
        .file_name(&format!("{name}.py"))
        .backend(backend)
        .build()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The C source `stencil` generates for fields stored in `layout`.
#[allow(dead_code)] // Not every test binary that includes this reads the code.
pub fn code_for(stencil: &Stencil, layout: Layout) -> String {
    stencil.generate_for(layout).expect("code").source.clone()
}

/// Arguments on `domain` with a halo of `halo` points, the same values for
/// every build of a stencil, every 3-D field stored in `order` (slowest axis
/// first).
fn arguments(stencil: &Stencil, domain: [usize; 3], halo: usize, order: [usize; 3]) -> Call {
    let mut n = 0u64;
    let mut value = |t: DType| {
        n += 1;
        Scalar::F64((n.wrapping_mul(2_654_435_761) % 1000) as f64 / 997.0).cast(t)
    };
    let mut call = stencil
        .arguments(domain, Some(halo), &mut value, &mut |t| Scalar::zero(t))
        .expect("arguments");
    for arg in call.fields.values_mut() {
        let shape = arg.field.shape().to_vec();
        if shape.len() != 3 {
            continue;
        }
        let c_order = arg.field.to_c_order();
        let mut relaid = Field::zeros_in_order(arg.field.dtype(), &shape, &order);
        for (p, q) in relaid.positions().into_iter().zip(c_order.positions()) {
            relaid.set(p, c_order.get(q));
        }
        arg.field = relaid;
    }
    call
}

/// The bits of every field the stencil writes, over the whole array.
fn written(stencil: &Stencil, call: &Call) -> Vec<(String, Vec<u64>)> {
    stencil
        .written_fields()
        .into_iter()
        .map(|name| {
            let f = call.fields[&name].field.to_c_order();
            let bits = f
                .positions()
                .into_iter()
                .map(|p| match f.get(p) {
                    Scalar::F32(x) => u64::from(x.to_bits()),
                    other => other.as_f64().to_bits(),
                })
                .collect();
            (name, bits)
        })
        .collect()
}

/// `call` with `below` more levels under every 3-D field's first (zeros,
/// never read) and the origin moved up by them: the columns then start
/// `below` elements further into memory, so C-order columns meet other
/// alignments than the allocator's.
fn with_levels_below(mut call: Call, below: usize) -> Call {
    if below == 0 {
        return call;
    }
    for arg in call.fields.values_mut() {
        let shape = arg.field.shape().to_vec();
        if shape.len() != 3 || arg.origin.len() != 3 {
            continue;
        }
        let grown = [shape[0], shape[1], shape[2] + below];
        let mut field = Field::zeros_in_order(arg.field.dtype(), &grown, &arg.field.axis_order());
        let (old, new) = (arg.field.strides(), field.strides());
        for i in 0..shape[0] {
            for j in 0..shape[1] {
                for k in 0..shape[2] {
                    let from = i * old[0] + j * old[1] + k * old[2];
                    let to = i * new[0] + j * new[1] + (k + below) * new[2];
                    field.set(to, arg.field.get(from));
                }
            }
        }
        arg.field = field;
        arg.origin[2] += below;
    }
    call
}

/// Whether the C build `c` writes what the interpreter's build `debug` writes,
/// bit for bit, called with the same arguments: on `domain` with a halo of
/// `halo` points, every 3-D field stored in `order` with `below` levels under
/// its origin ([`with_levels_below`]).
fn c_agrees(
    c: &Stencil,
    debug: &Stencil,
    domain: [usize; 3],
    halo: usize,
    order: [usize; 3],
    below: usize,
) -> bool {
    let mut on_c = with_levels_below(arguments(c, domain, halo, order), below);
    let mut on_debug = with_levels_below(arguments(debug, domain, halo, order), below);
    c.call(&mut on_c).expect("C runs");
    debug.call(&mut on_debug).expect("interpreter runs");
    written(c, &on_c) == written(debug, &on_debug)
}

/// Builds `source` for C (its library named after `file`) and for the
/// interpreter (named after `name`), and records in `tally` whether the C
/// build writes the interpreter's bits on each of `runs`, with a halo of
/// `halo` points.
pub fn tally_agreement(
    tally: &mut Tally,
    name: &str,
    file: &str,
    source: &str,
    halo: usize,
    runs: &[Run],
) {
    let c = build(file, source, Backend::C);
    let debug = build(name, source, Backend::Debug);
    tally_builds(tally, &c, &debug, file, halo, runs);
}

/// Records in `tally` whether the C build `c` writes the interpreter's
/// (`debug`) bits on each of `runs`, with a halo of `halo` points (runs
/// labelled with `file`).
#[allow(dead_code)] // Not every test binary that includes this builds its own stencils.
pub fn tally_builds(
    tally: &mut Tally,
    c: &Stencil,
    debug: &Stencil,
    file: &str,
    halo: usize,
    runs: &[Run],
) {
    for &(domain, order, below) in runs {
        tally.check(
            format_args!("{file} {domain:?} order {order:?} below {below}"),
            c_agrees(c, debug, domain, halo, order, below),
            "C differs from the interpreter",
        );
    }
}

/// [`tally_agreement`] for every case (its source `header` and its body),
/// with a halo of 3 points: first with ordinary stores (small domains fit in
/// any cache), in libraries named `{name}{suffix}`; then with
/// `ISOBAR_CACHE_BYTES=1`, every row or column streamed through a row
/// buffer, in libraries of their own (`{name}{suffix}_streamed`: another file
/// name, so other code, for each library reads the variable once). Fails the
/// test if any run disagrees.
#[allow(dead_code)] // For the tests that compare both ways of storing.
pub fn agree_plain_then_streamed(cases: &[Case], header: &str, suffix: &str, runs: &[Run]) {
    let mut tally = Tally::new();
    for streamed in [false, true] {
        if streamed {
            std::env::set_var("ISOBAR_CACHE_BYTES", "1");
        }
        for (name, body, _) in cases {
            let file = if streamed {
                format!("{name}{suffix}_streamed")
            } else {
                format!("{name}{suffix}")
            };
            let source = format!("{header}{body}");
            tally_agreement(&mut tally, name, &file, &source, 3, runs);
        }
    }
    tally.finish();
}
