//! Rules on assignment targets and field indices: no I/J offsets on a target,
//! no off-center K writes in PARALLEL, only fields with I and J axes are written
//! (2-D fields only in FORWARD/BACKWARD), data indices in range and integer.

use crate::diagnostics::{Category, Diagnostic};
use crate::ir::{ExprKind, FieldRef, IterationOrder, KOffset, Literal, Stencil, Stmt, StmtKind};

/// Checks every assignment target and every field reference of `stencil`.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for computation in &stencil.computations {
        for block in &computation.intervals {
            for stmt in &block.body {
                stmt.walk(&mut |s| {
                    check_stmt(stencil, computation.order, s, &mut out);
                });
            }
        }
    }
    out
}

fn check_stmt(stencil: &Stencil, order: IterationOrder, stmt: &Stmt, out: &mut Vec<Diagnostic>) {
    let mut refs: Vec<&FieldRef> = Vec::new();
    match &stmt.kind {
        StmtKind::Assign { target, value } => {
            check_target(stencil, order, target, out);
            refs.push(target);
            refs.extend(target.index_reads());
            refs.extend(value.field_reads());
        }
        StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => {
            refs.extend(cond.field_reads());
        }
        StmtKind::Horizontal { .. } => {}
    }
    for r in refs {
        check_indices(stencil, r, out);
    }
}

fn check_target(
    stencil: &Stencil,
    order: IterationOrder,
    target: &FieldRef,
    out: &mut Vec<Diagnostic>,
) {
    let symbol = stencil.symbols.get(target.field);
    let name = &symbol.name;
    if target.offset.is_horizontal() {
        out.push(
            Diagnostic::new(
                Category::OffsetWriteIj,
                target.span,
                format!("cannot write `{name}` at a horizontal offset: assignments write the current point only"),
            )
            .with_label(format!("offset [{}, {}] in I/J", target.offset.i, target.offset.j))
            .with_note("GTScript allows off-center writes only along K, in FORWARD/BACKWARD computations"),
        );
    }
    let offcenter_k = !matches!(target.offset.k, KOffset::Const(0));
    if offcenter_k && order == IterationOrder::Parallel {
        out.push(
            Diagnostic::new(
                Category::OffcenterKWriteParallel,
                target.span,
                format!("off-center write of `{name}` along K in a PARALLEL computation"),
            )
            .with_label("writes another level than the current one")
            .with_note("the levels of a PARALLEL computation run in no particular order, so the result would be undefined; use FORWARD or BACKWARD"),
        );
    }
    let Some(field) = symbol.field_type() else {
        return;
    };
    if !(field.axes.i && field.axes.j) {
        out.push(
            Diagnostic::new(
                Category::InvalidLvalueDims,
                target.span,
                format!(
                    "cannot assign to `{name}`: it is a {} field, and only fields with I and J axes can be written",
                    field.axes.name()
                ),
            )
            .with_label("read-only field"),
        );
    } else if !field.axes.k && order == IterationOrder::Parallel {
        out.push(
            Diagnostic::new(
                Category::InvalidLvalueDims,
                target.span,
                format!("cannot assign to the 2-D field `{name}` in a PARALLEL computation"),
            )
            .with_label("IJ field written here")
            .with_note("every K level would write the same points in no particular order; write 2-D fields in FORWARD or BACKWARD computations"),
        );
    }
}

fn check_indices(stencil: &Stencil, r: &FieldRef, out: &mut Vec<Diagnostic>) {
    let symbol = stencil.symbols.get(r.field);
    let dims = symbol
        .field_type()
        .map(|f| f.data_dims.as_slice())
        .unwrap_or(&[]);
    for (index, size) in r.data_index.iter().zip(dims) {
        match &index.kind {
            ExprKind::Literal(Literal::Int(i)) if *i < 0 || *i >= *size as i64 => {
                out.push(
                    Diagnostic::new(
                        Category::InvalidOffset,
                        index.span,
                        format!(
                            "data index {i} is out of bounds for `{}`, whose data dimension has {size} component(s)",
                            symbol.name
                        ),
                    )
                    .with_label(format!("valid indices are 0 to {}", size - 1)),
                );
            }
            _ if !index.dtype.is_integer() => out.push(
                Diagnostic::new(
                    Category::InvalidOffset,
                    index.span,
                    format!("data indices must be integers, this one is {}", index.dtype),
                )
                .with_label("not an integer"),
            ),
            _ => {}
        }
    }
    if let KOffset::Variable(k) = &r.offset.k {
        if !k.dtype.is_integer() {
            out.push(
                Diagnostic::new(
                    Category::InvalidOffset,
                    k.span,
                    format!(
                        "a variable K offset must be an integer expression, this one is {}",
                        k.dtype
                    ),
                )
                .with_label("not an integer")
                .with_note("convert it with `int32(...)` or `int64(...)`"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::test_util::{categories, stencil};
    use crate::diagnostics::Category;

    fn body(params: &str, order: &str, stmt: &str) -> Vec<Category> {
        categories(&stencil(
            params,
            &format!("    with computation({order}), interval(...):\n        {stmt}\n"),
        ))
    }

    const AB: &str = "a: Field[np.float64], b: Field[np.float64]";

    /// Asserts that each `(order, statement)`, with `params`, is reported
    /// with `expected` alone.
    fn assert_reported(params: &str, cases: &[(&str, &str)], expected: Category) {
        for (order, stmt) in cases {
            assert_eq!(body(params, order, stmt), [expected], "{order}: {stmt}");
        }
    }

    #[test]
    fn horizontal_offset_write_is_reported() {
        assert_reported(
            AB,
            &[
                ("FORWARD", "a[1, 0, 0] = b"),
                ("FORWARD", "a[0, -1, 0] = b"),
            ],
            Category::OffsetWriteIj,
        );
    }

    #[test]
    fn offcenter_k_write_only_outside_parallel() {
        assert!(body(AB, "FORWARD", "a[0, 0, 1] = b").is_empty());
        assert!(body(AB, "BACKWARD", "a[0, 0, -1] = b").is_empty());
        assert_eq!(
            body(AB, "PARALLEL", "a[0, 0, 1] = b"),
            [Category::OffcenterKWriteParallel]
        );
    }

    #[test]
    fn lower_dimensional_targets() {
        let ij = "a: Field[np.float64], s: Field[IJ, np.float64]";
        assert!(body(ij, "FORWARD", "s = a").is_empty());
        assert_eq!(body(ij, "PARALLEL", "s = a"), [Category::InvalidLvalueDims]);
        let k = "a: Field[np.float64], s: Field[K, np.float64]";
        assert_eq!(body(k, "FORWARD", "s = a"), [Category::InvalidLvalueDims]);
    }

    #[test]
    fn data_indices() {
        let v = "v: Field[(np.float64, (3,))], b: Field[np.float64], n: int, x: float";
        assert!(body(v, "PARALLEL", "b = v[0, 0, 0][2]").is_empty());
        assert!(body(v, "PARALLEL", "b = v[0, 0, 0][n]").is_empty());
        assert_reported(
            v,
            &[
                ("PARALLEL", "b = v[0, 0, 0][3]"),
                ("PARALLEL", "b = v[0, 0, 0][-1]"),
                ("PARALLEL", "b = v[0, 0, 0][x]"),
                ("PARALLEL", "b = v[0, 0, 0][b]"),
            ],
            Category::InvalidOffset,
        );
    }

    #[test]
    fn variable_k_offset_must_be_integer() {
        let p = "a: Field[np.float64], b: Field[np.float64], k: Field[np.int32], x: float";
        assert!(body(p, "PARALLEL", "b = a[0, 0, k]").is_empty());
        assert_eq!(
            body(p, "PARALLEL", "b = a[0, 0, x]"),
            [Category::InvalidOffset]
        );
    }
}
