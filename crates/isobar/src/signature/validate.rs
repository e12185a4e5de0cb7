//! What a call must satisfy before anything runs: the checks of a call's
//! fields, scalars and domain against a stencil's lowered OIR and extents.
//! They are pure functions of the OIR and of the arguments' shapes, so the
//! program stage records calls with them, and every back-end refuses alike.

use super::RuntimeError;
use super::RuntimeErrorKind;
use crate::ir::value::Scalar;
use crate::ir::{DType, SymbolKind};
use crate::oir::{extents::Extents, Stencil};
use std::collections::BTreeMap;

/// What validation needs to know of a field argument.
pub trait FieldShape {
    /// Element type.
    fn dtype(&self) -> DType;
    /// Spatial axes, then data dimensions.
    fn shape(&self) -> &[usize];
    /// Array index of compute point (0, 0, 0), per spatial axis.
    fn origin(&self) -> &[usize];
}

const AXES: [&str; 3] = ["I", "J", "K"];

/// The most points a domain may have along one axis (no array is larger, and
/// sizes below it cannot overflow the index arithmetic).
pub const MAX_DOMAIN: usize = 1 << 40;

/// [`validate`] for the parts of any call (owned fields or caller-owned arrays).
pub fn validate_parts<F: FieldShape>(
    stencil: &Stencil,
    extents: &Extents,
    fields: &BTreeMap<String, F>,
    scalars: &mut BTreeMap<String, Scalar>,
    domain: [usize; 3],
) -> Result<(), RuntimeError> {
    let placed = extents_on_domain(stencil, extents, domain);
    validate_placed(stencil, extents, placed.as_ref(), fields, scalars, domain)
}

/// [`validate_parts`] given the extents with the regions placed on the
/// domain ([`extents_on_domain`]'s), which a caller may keep per domain.
pub fn validate_placed<F: FieldShape>(
    stencil: &Stencil,
    extents: &Extents,
    placed: Option<&Extents>,
    fields: &BTreeMap<String, F>,
    scalars: &mut BTreeMap<String, Scalar>,
    domain: [usize; 3],
) -> Result<(), RuntimeError> {
    if domain.contains(&0) {
        return Err(RuntimeError::new(format!(
            "the domain {:?} is empty: every axis needs at least one point",
            domain
        )));
    }
    if let Some(n) = domain.iter().find(|&&n| n > MAX_DOMAIN) {
        return Err(RuntimeError::new(format!(
            "the domain {domain:?} is too large: {n} points along one axis (at most {MAX_DOMAIN})"
        )));
    }
    check_levels(stencil, domain[2])?;
    let placed = regions_on_domain(stencil, extents, placed, domain)?;
    for &p in &stencil.params {
        let symbol = stencil.symbols.get(p);
        let name = &symbol.name;
        match &symbol.kind {
            SymbolKind::ScalarParam(dtype) => {
                let default = stencil.scalar_defaults.get(name).map(|&l| Scalar::from(l));
                let value = scalars.get(name).copied().or(default).ok_or_else(|| {
                    RuntimeError::new(format!("missing scalar argument `{name}` ({dtype})"))
                })?;
                let fits = match dtype {
                    DType::Bool => value.dtype() == DType::Bool,
                    t if t.is_integer() => value.dtype().is_integer(),
                    _ => value.dtype().is_number(),
                };
                if !fits {
                    return Err(RuntimeError::of_kind(
                        RuntimeErrorKind::Type,
                        format!(
                            "scalar `{name}` is declared {dtype} but the argument is a {}",
                            value.dtype()
                        ),
                    ));
                }
                check_integer_range(name, *dtype, value)?;
                scalars.insert(name.clone(), value.cast(*dtype));
            }
            SymbolKind::FieldParam(ty) => {
                let arg = fields
                    .get(name)
                    .ok_or_else(|| RuntimeError::new(format!("missing field argument `{name}`")))?;
                let dtype = arg.dtype();
                if dtype != ty.dtype {
                    return Err(RuntimeError::of_kind(
                        RuntimeErrorKind::Type,
                        format!(
                            "field `{name}` has dtype {dtype} but the stencil declares {}",
                            ty.dtype
                        ),
                    ));
                }
                let shape = arg.shape();
                let rank = ty.axes.rank();
                if shape.len() != rank + ty.data_dims.len() {
                    return Err(RuntimeError::new(format!(
                        "field `{name}` has {} dimensions but the stencil declares {} ({} axes{})",
                        shape.len(),
                        rank + ty.data_dims.len(),
                        ty.axes.name(),
                        if ty.data_dims.is_empty() {
                            String::new()
                        } else {
                            format!(" and data dimensions {:?}", ty.data_dims)
                        }
                    )));
                }
                for (d, (&have, &want)) in shape[rank..].iter().zip(&ty.data_dims).enumerate() {
                    if have != want as usize {
                        return Err(RuntimeError::new(format!(
                            "data dimension {d} of field `{name}` has {have} components, the stencil declares {want}"
                        )));
                    }
                }
                if arg.origin().len() != rank {
                    return Err(RuntimeError::new(format!(
                        "the origin of field `{name}` has {} entries, but the field has {} spatial axes ({})",
                        arg.origin().len(),
                        rank,
                        ty.axes.name()
                    )));
                }
                let (mut h, below, above) =
                    extents.fields.get(&p).map(|f| f.halo()).unwrap_or_default();
                if let Some(f) = placed.as_ref().and_then(|e| e.fields.get(&p)) {
                    h = h.union(f.halo().0);
                }
                // In i128: origins and sizes come from the caller and may be
                // anything up to usize::MAX; no sum below can overflow.
                let needs = [
                    (i128::from(h.i_lo), i128::from(h.i_hi)),
                    (i128::from(h.j_lo), i128::from(h.j_hi)),
                    (-i128::from(below), i128::from(above)),
                ];
                let present = [ty.axes.i, ty.axes.j, ty.axes.k];
                let mut a = 0;
                for axis in 0..3 {
                    if !present[axis] {
                        continue;
                    }
                    let (lo, hi) = needs[axis];
                    let origin = arg.origin()[a] as i128;
                    let size = shape[a] as i128;
                    if origin + lo < 0 {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: the stencil accesses {} point(s) before the origin, but the origin is {origin}: {} point(s) missing",
                            AXES[axis], -lo, -(origin + lo)
                        )));
                    }
                    let end = origin + domain[axis] as i128 + hi;
                    if end > size {
                        return Err(RuntimeError::new(format!(
                            "field `{name}` is too small along {}: origin {origin} + domain {} + {} point(s) after it need {end}, but the size is {size}: {} point(s) missing",
                            AXES[axis], domain[axis], hi, end - size
                        )));
                    }
                    a += 1;
                }
                if ty.axes.k {
                    check_k_accesses(extents, p, name, arg, rank - 1, domain[2])?;
                }
            }
            SymbolKind::Temporary(_) => {}
        }
    }
    Ok(())
}

/// Refuses an integer scalar outside the range of its declared type, as
/// NumPy 2 does (`OverflowError: Python integer ... out of bounds for
/// int32`), instead of wrapping it.
fn check_integer_range(name: &str, dtype: DType, value: Scalar) -> Result<(), RuntimeError> {
    let (lo, hi) = match dtype {
        DType::Int8 => (i64::from(i8::MIN), i64::from(i8::MAX)),
        DType::Int16 => (i64::from(i16::MIN), i64::from(i16::MAX)),
        DType::Int32 => (i64::from(i32::MIN), i64::from(i32::MAX)),
        _ => return Ok(()),
    };
    let v = match value {
        Scalar::I64(v) => v,
        Scalar::I32(v) => i64::from(v),
        _ => return Ok(()),
    };
    if (lo..=hi).contains(&v) {
        return Ok(());
    }
    Err(RuntimeError::of_kind(
        RuntimeErrorKind::Overflow,
        format!(
        "scalar `{name}` is declared {dtype}, but the argument {v} is out of its range [{lo}, {hi}]"
    ),
    ))
}

/// For a stencil with horizontal regions, its extents ([`compute`]'s, given
/// as `extents`) with the regions placed on `domain`; `None` without regions.
///
/// [`compute`]: crate::oir::extents::compute
pub fn extents_on_domain(
    stencil: &Stencil,
    extents: &Extents,
    domain: [usize; 3],
) -> Option<Extents> {
    let mut has_regions = false;
    for (_, _, execution) in stencil.executions() {
        for stmt in &execution.body {
            stmt.walk(&mut |s| has_regions |= matches!(s, crate::oir::Stmt::Restricted { .. }));
        }
    }
    let size = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    has_regions.then(|| {
        crate::oir::extents::compute_for_domain(stencil, extents, size(domain[0]), size(domain[1]))
    })
}

/// For a stencil with horizontal regions, the extents of its accesses with
/// the regions placed on the call's domain (`None` without regions). A
/// region placed near the edge of a small domain can reach past it where no
/// domain-independent halo says so; reads of temporaries there would find
/// points the stencil never computes, and are refused.
fn regions_on_domain<'a>(
    stencil: &Stencil,
    extents: &Extents,
    placed: Option<&'a Extents>,
    domain: [usize; 3],
) -> Result<Option<&'a Extents>, RuntimeError> {
    let Some(placed) = placed else {
        return Ok(None);
    };
    for (id, field) in &placed.fields {
        let symbol = stencil.symbols.get(*id);
        if !matches!(symbol.kind, SymbolKind::Temporary(_)) {
            continue;
        }
        let computed = extents
            .fields
            .get(id)
            .map(|f| f.halo().0)
            .unwrap_or_default();
        let needed = field.halo().0;
        if !computed.contains(needed) {
            // Masks are isobar's own temporaries: the conditions of `if`s.
            let what = match symbol.name.strip_prefix("mask.") {
                Some(_) => format!(
                    "the condition of an `if` (held in isobar's temporary `{}`)",
                    symbol.name
                ),
                None => format!("the temporary `{}`", symbol.name),
            };
            return Err(RuntimeError::new(format!(
                "the domain {domain:?} is too small for the stencil's regions: a region placed on it reads {what} at points outside those the stencil computes it on ({computed:?}, needed {needed:?}); use a larger domain"
            )));
        }
    }
    Ok(Some(placed))
}

/// Checks that on a domain of `nk` levels the intervals of every computation
/// are well formed, in order and apart, as their source says (GT4Py's minimum
/// K size): with fewer levels, intervals counted from the top and from the
/// bottom would overlap.
fn check_levels(stencil: &Stencil, nk: usize) -> Result<(), RuntimeError> {
    let fits = |l: &crate::oir::VerticalLoop, n: i64| {
        let spans: Vec<(i64, i64)> = l
            .sections
            .iter()
            .map(|s| (s.interval.start.resolve(n), s.interval.end.resolve(n)))
            .collect();
        spans.iter().all(|&(a, b)| 0 <= a && a <= b && b <= n)
            && spans.iter().enumerate().all(|(x, &(a, b))| {
                spans[x + 1..]
                    .iter()
                    .all(|&(c, d)| a == b || c == d || b <= c || d <= a)
            })
    };
    let Ok(levels) = i64::try_from(nk) else {
        return Err(RuntimeError::new(format!(
            "the domain has {nk} level(s) in K: too many"
        )));
    };
    for (n, l) in stencil.loops.iter().enumerate() {
        if fits(l, levels) {
            continue;
        }
        let least = (1..=1i64 << 20).find(|&m| m > levels && fits(l, m));
        let need = least.map_or_else(|| "more".to_string(), |m| format!("at least {m}"));
        return Err(RuntimeError::new(format!(
            "the domain has {nk} level(s) in K, but the intervals of computation {} ({}) need {need} to be in order without overlapping",
            n + 1,
            l.order.name()
        )));
    }
    Ok(())
}

/// Checks that every level the stencil reads or writes of a field, on a
/// domain of `nk` levels, lies inside the array (K is spatial axis `k_axis`).
fn check_k_accesses<F: FieldShape>(
    extents: &Extents,
    field: crate::ir::SymbolId,
    name: &str,
    arg: &F,
    k_axis: usize,
    nk: usize,
) -> Result<(), RuntimeError> {
    let Some((lo, hi)) = extents.levels_accessed(field, i64::try_from(nk).unwrap_or(i64::MAX))
    else {
        return Ok(());
    };
    let (lo, hi) = (i128::from(lo), i128::from(hi));
    let origin = arg.origin()[k_axis] as i128;
    let size = arg.shape()[k_axis] as i128;
    if origin + lo < 0 {
        return Err(RuntimeError::new(format!(
            "field `{name}` is too small along K: on {nk} level(s) the stencil accesses level {lo} of the domain, but the origin is {origin}: {} level(s) missing below",
            -(origin + lo)
        )));
    }
    if origin + hi >= size {
        return Err(RuntimeError::new(format!(
            "field `{name}` is too small along K: on {nk} level(s) the stencil accesses level {hi} of the domain, but origin {origin} + {} needs {} levels and the size is {size}: {} level(s) missing above",
            hi + 1,
            origin + hi + 1,
            origin + hi + 1 - size
        )));
    }
    Ok(())
}
