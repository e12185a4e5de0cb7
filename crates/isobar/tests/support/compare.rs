//! Running one stencil on the C back-end and on the interpreter with the same
//! arguments, fields stored in a chosen order, and comparing what they wrote
//! bit for bit.

use isobar::ir::DType;
use isobar::runtime::{Call, Field, Scalar};
use isobar::stencil::{Backend, Stencil};

/// The stencil `name` built from `source` for `backend`.
pub fn build(name: &str, source: &str, backend: Backend) -> Stencil {
    Stencil::from_source(source)
        .file_name(&format!("{name}.py"))
        .backend(backend)
        .build()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
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
pub fn c_agrees(
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
