//! `isobar run`: a stencil on seeded random inputs, timed, with checksums.

use anyhow::Result;
use isobar::ir::DType;
use isobar::runtime::Scalar;
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
    let mut written = Vec::new();
    ir.walk_stmts(&mut |s| {
        if let isobar::ir::StmtKind::Assign { target, .. } = &s.kind {
            if ir.symbols.get(target.field).is_field_param() && !written.contains(&target.field) {
                written.push(target.field);
            }
        }
    });
    let rng = std::cell::RefCell::new(StdRng::seed_from_u64(seed));
    let mut call = stencil.arguments(
        domain,
        None,
        &mut |t| random(&mut rng.borrow_mut(), t),
        &mut |t| random(&mut rng.borrow_mut(), t),
    )?;
    // Rows padded and aligned, as isobar.storage allocates them.
    for arg in call.fields.values_mut() {
        *arg = arg.aligned_like_storage();
    }
    let start = Instant::now();
    if let Err(e) = stencil.call(&mut call) {
        eprintln!("error: {e}");
        return Ok(false);
    }
    let elapsed = start.elapsed();
    let backend = stencil.backend().name();
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
        if !stencil.backend().interprets() {
            let b = timings.build;
            let cache = if b.private_cache {
                "not writable: compiled into a private cache"
            } else if b.in_process {
                "in-process hit"
            } else if b.cache_hit {
                "disk cache hit"
            } else {
                "miss"
            };
            println!(
                "  generate {}, compile {}, load {} (cache {cache}); build total {}",
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
            let sum: f64 = (arg.field.positions().into_iter())
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

/// `isobar run --ranks N ...` on a single stencil: every field with the same
/// halo (`halo`, or the widest the stencil reads), seeded random values, run
/// decomposed as a one-call program.
pub fn decomposed(
    stencil: Stencil,
    domain: [usize; 3],
    seed: u64,
    halo: Option<usize>,
    options: &crate::decomposed::Options,
) -> Result<bool> {
    let needed = {
        let probe = stencil.arguments(domain, None, &mut |t| zero(t), &mut |t| zero(t))?;
        let ir = stencil.ir();
        let mut widest = 0;
        for &p in &ir.params {
            let symbol = ir.symbols.get(p);
            let (isobar::ir::SymbolKind::FieldParam(ty), Some(a)) =
                (&symbol.kind, probe.fields.get(&symbol.name))
            else {
                continue;
            };
            // The I and J axes the field has, and their positions in its shape.
            let axes = [(ty.axes.i, 0), (ty.axes.j, usize::from(ty.axes.i))];
            for (axis, &(present, at)) in axes.iter().enumerate() {
                if !present {
                    continue;
                }
                let o = a.origin[at];
                let after = a.field.shape()[at].saturating_sub(o + domain[axis]);
                widest = widest.max(o).max(after);
            }
        }
        widest
    };
    let halo = halo.unwrap_or(needed);
    if halo < needed {
        anyhow::bail!("--halo {halo} is narrower than the {needed} points the stencil reads");
    }
    let rng = std::cell::RefCell::new(StdRng::seed_from_u64(seed));
    let call = stencil.arguments(
        domain,
        Some(halo),
        &mut |t| random(&mut rng.borrow_mut(), t),
        &mut |t| random(&mut rng.borrow_mut(), t),
    )?;
    let code = stencil.code_options().clone();
    let (program, fields, scalars) =
        isobar::distributed::stencil_program(stencil.signature().clone(), call)?;
    crate::decomposed::run(&program, &fields, &scalars, domain, &code, options)
}

fn zero(t: DType) -> Scalar {
    Scalar::F64(0.0).cast(t)
}
