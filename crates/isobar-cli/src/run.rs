//! `isobar run`: a stencil on seeded random inputs, timed, with checksums.

use anyhow::Result;
use isobar::ir::{DType, Stencil, SymbolKind};
use isobar::runtime::{Call, Field, FieldArg, Scalar};
use isobar::{interp, oir};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Allocates every field with the halo the stencil needs, fills it with random
/// values, runs, and prints the time and a checksum of every written field.
pub fn run(stencil: &Stencil, domain: [usize; 3], seed: u64) -> Result<bool> {
    let o = oir::lower(stencil);
    let extents = oir::extents::compute(&o);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut call = Call {
        domain,
        ..Default::default()
    };
    let mut written = Vec::new();
    stencil.walk_stmts(&mut |s| {
        if let isobar::ir::StmtKind::Assign { target, .. } = &s.kind {
            if stencil.symbols.get(target.field).is_field_param()
                && !written.contains(&target.field)
            {
                written.push(target.field);
            }
        }
    });
    for &p in &stencil.params {
        let symbol = stencil.symbols.get(p);
        match &symbol.kind {
            SymbolKind::ScalarParam(t) => {
                call.scalars
                    .insert(symbol.name.clone(), random(&mut rng, *t));
            }
            SymbolKind::FieldParam(ty) => {
                let (h, below, above) =
                    extents.fields.get(&p).map(|f| f.halo()).unwrap_or_default();
                let halos = [
                    (-h.i_lo as usize, h.i_hi as usize),
                    (-h.j_lo as usize, h.j_hi as usize),
                    (below as usize, above as usize),
                ];
                let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                let (mut shape, mut origin) = (Vec::new(), Vec::new());
                for axis in 0..3 {
                    if present[axis] {
                        shape.push(halos[axis].0 + domain[axis] + halos[axis].1);
                        origin.push(halos[axis].0);
                    }
                }
                shape.extend(ty.data_dims.iter().map(|&d| d as usize));
                let mut field = Field::zeros(ty.dtype, &shape);
                for n in 0..field.len() {
                    field.set(n, random(&mut rng, ty.dtype));
                }
                call.fields
                    .insert(symbol.name.clone(), FieldArg { field, origin });
            }
            SymbolKind::Temporary(_) => {}
        }
    }
    let start = Instant::now();
    if let Err(e) = interp::run(&o, &extents, &mut call) {
        eprintln!("error: {e}");
        return Ok(false);
    }
    let elapsed = start.elapsed();
    println!(
        "{}: domain {}x{}x{}, backend debug, {:.3} ms",
        stencil.name,
        domain[0],
        domain[1],
        domain[2],
        elapsed.as_secs_f64() * 1e3
    );
    for id in written {
        let name = &stencil.symbols.get(id).name;
        if let Some(arg) = call.fields.get(name) {
            let sum: f64 = (0..arg.field.len())
                .map(|n| arg.field.get(n).as_f64())
                .sum();
            println!("  {name}: checksum {sum:.12e}");
        }
    }
    Ok(true)
}

/// A random value of type `t`: floats in [0.5, 1.5), small integers, booleans.
fn random(rng: &mut StdRng, t: DType) -> Scalar {
    match t {
        DType::Bool => Scalar::Bool(rng.random_bool(0.5)),
        t if t.is_integer() => Scalar::I64(rng.random_range(0..4)).cast(t),
        t => Scalar::F64(rng.random_range(0.5..1.5)).cast(t),
    }
}
