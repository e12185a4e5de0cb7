//! `isobar run`: a stencil on seeded random inputs, timed, with checksums.

use anyhow::Result;
use isobar::ir::{DType, SymbolKind};
use isobar::runtime::{Call, Field, FieldArg, Scalar};
use isobar::stencil::Stencil;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

fn ms(d: std::time::Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// Allocates every field with the halo the stencil needs, fills it with random
/// values, runs, and prints the time and a checksum of every written field.
pub fn run(
    mut stencil: Stencil,
    domain: [usize; 3],
    seed: u64,
    show_timings: bool,
) -> Result<bool> {
    let t = Instant::now();
    let timings = stencil.compile()?;
    let build = t.elapsed();
    let ir = stencil.ir().clone();
    let (_, extents) = stencil.oir();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut call = Call {
        domain,
        ..Default::default()
    };
    let mut written = Vec::new();
    ir.walk_stmts(&mut |s| {
        if let isobar::ir::StmtKind::Assign { target, .. } = &s.kind {
            if ir.symbols.get(target.field).is_field_param() && !written.contains(&target.field) {
                written.push(target.field);
            }
        }
    });
    for &p in &ir.params {
        let symbol = ir.symbols.get(p);
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
    if let Err(e) = stencil.call(&mut call) {
        eprintln!("error: {e}");
        return Ok(false);
    }
    let elapsed = start.elapsed();
    let backend = match stencil.backend() {
        isobar::stencil::Backend::Debug => "debug",
        isobar::stencil::Backend::C => "c",
    };
    println!(
        "{}: domain {}x{}x{}, backend {backend}, run {}",
        ir.name,
        domain[0],
        domain[1],
        domain[2],
        ms(elapsed)
    );
    if show_timings {
        println!(
            "  parse {}, check {}, lower {}",
            ms(timings.parse),
            ms(timings.check),
            ms(timings.lower)
        );
        if stencil.backend() == isobar::stencil::Backend::C {
            let b = timings.build;
            let cache = if b.in_process {
                "in-process hit"
            } else if b.cache_hit {
                "disk cache hit"
            } else {
                "miss"
            };
            println!(
                "  generate {}, C compile {}, load {} (cache {cache}); build total {}",
                ms(timings.generate),
                ms(b.compile),
                ms(b.load),
                ms(build)
            );
        }
    }
    for id in written {
        let name = &ir.symbols.get(id).name;
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
