//! An independent reference for decomposed runs: one rank, no planner,
//! every field's halo refilled with periodic copies before every call (on
//! periodic domains), the state swapped between steps.

use isobar::distributed;
use isobar::program::{FieldId, Program};
use isobar::runtime::{Field, Scalar};
use isobar::stencil::{Backend, CodeOptions, Stencil};

/// Copies of the interior into the halo, as a periodic domain has them.
pub fn wrap(f: &mut Field, n: [usize; 2]) {
    let shape = f.shape().to_vec();
    if shape.len() < 2 || shape[0] < n[0] || shape[1] < n[1] {
        // A field without I and J (`Field[K, ...]`): nothing to wrap.
        return;
    }
    let h = [(shape[0] - n[0]) / 2, (shape[1] - n[1]) / 2];
    let inner: usize = shape[2..].iter().product();
    let p = f.positions();
    for i in 0..shape[0] {
        for j in 0..shape[1] {
            let si = h[0] + (i as i64 - h[0] as i64).rem_euclid(n[0] as i64) as usize;
            let sj = h[1] + (j as i64 - h[1] as i64).rem_euclid(n[1] as i64) as usize;
            if (si, sj) == (i, j) {
                continue;
            }
            for r in 0..inner {
                let v = f.get(p[(si * shape[1] + sj) * inner + r]);
                f.set(p[(i * shape[1] + j) * inner + r], v);
            }
        }
    }
}

/// The run without the planner: one rank, every field's halo refilled by
/// periodic copies before every call (on periodic domains), the state
/// swapped between steps; the argument fields' interiors.
pub fn reference(
    program: &Program,
    fields: &[Field],
    scalars: &[Scalar],
    n: [usize; 2],
    steps: usize,
    periodic: bool,
) -> Vec<(FieldId, Field)> {
    let mut fields = fields.to_vec();
    let stencils: Vec<Stencil> = program
        .calls
        .iter()
        .map(|call| {
            // The interpreter for signatures lowered for it, else C.
            let backend = match call.signature.is_optimised() {
                true => Backend::C,
                false => Backend::Debug,
            };
            Stencil::from_signature(call.signature.clone(), CodeOptions::for_backend(backend))
        })
        .collect();
    for step in 0..steps {
        for (f, pf) in fields.iter_mut().zip(&program.fields) {
            if pf.transient {
                *f = Field::zeros(f.dtype(), f.shape());
            }
        }
        for (call, stencil) in program.calls.iter().zip(&stencils) {
            if periodic {
                fields.iter_mut().for_each(|f| wrap(f, n));
            }
            let mut args = isobar::runtime::ArrayCall {
                domain: call.domain,
                ..Default::default()
            };
            for (param, id) in &call.fields {
                let f = &mut fields[id.0];
                args.fields.insert(
                    param.clone(),
                    isobar::runtime::ArrayArg {
                        data: f.as_mut_ptr(),
                        dtype: f.dtype(),
                        shape: f.shape().to_vec(),
                        strides: f.strides().iter().map(|&s| s as isize).collect(),
                        origin: call.origins[param].clone(),
                    },
                );
            }
            for (param, arg) in &call.scalars {
                args.scalars.insert(param.clone(), arg.value(scalars));
            }
            // SAFETY: the arrays are owned fields, alive for the call.
            unsafe { stencil.call_arrays(&mut args) }.expect("call");
        }
        if step + 1 < steps {
            for (a, b) in distributed::default_swaps(program) {
                fields.swap(a.0, b.0);
            }
        }
    }
    let mut out = Vec::new();
    for (id, pf) in program.fields.iter().enumerate() {
        if pf.transient {
            continue;
        }
        let f = &fields[id];
        let shape = f.shape();
        if shape.len() < 2 || shape[0] < n[0] || shape[1] < n[1] {
            out.push((FieldId(id), f.clone()));
            continue;
        }
        let h = [(shape[0] - n[0]) / 2, (shape[1] - n[1]) / 2];
        let mut inner_shape = shape.to_vec();
        inner_shape[0] = n[0];
        inner_shape[1] = n[1];
        let mut g = Field::zeros(f.dtype(), &inner_shape);
        let inner: usize = shape[2..].iter().product();
        let (p, q) = (f.positions(), g.positions());
        for i in 0..n[0] {
            for j in 0..n[1] {
                for r in 0..inner {
                    let v = f.get(p[((i + h[0]) * shape[1] + j + h[1]) * inner + r]);
                    g.set(q[(i * n[1] + j) * inner + r], v);
                }
            }
        }
        out.push((FieldId(id), g));
    }
    out
}
