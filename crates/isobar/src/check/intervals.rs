//! Intervals of one computation must not overlap and must be written in
//! execution order: bottom first for FORWARD and PARALLEL, top first for BACKWARD.

use crate::diagnostics::{Category, Diagnostic};
use crate::ir::{Anchor, IterationOrder, LevelBound, Stencil};
use std::cmp::Ordering;

/// Orders bounds assuming a domain taller than any offset: every bound counted
/// from the bottom lies below every bound counted from the top.
fn cmp_bound(a: LevelBound, b: LevelBound) -> Ordering {
    let rank = |x: LevelBound| match x.anchor {
        Anchor::Start => 0,
        Anchor::End => 1,
    };
    rank(a).cmp(&rank(b)).then(a.offset.cmp(&b.offset))
}

/// Checks the intervals of every computation.
pub fn check(stencil: &Stencil) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for computation in &stencil.computations {
        let blocks = &computation.intervals;
        for (n, later) in blocks.iter().enumerate() {
            for earlier in &blocks[..n] {
                let (a, b) = (earlier.interval, later.interval);
                let overlap = cmp_bound(b.start, a.end) == Ordering::Less
                    && cmp_bound(a.start, b.end) == Ordering::Less;
                if overlap {
                    out.push(
                        Diagnostic::new(
                            Category::OverlappingIntervals,
                            later.span,
                            "this interval overlaps an earlier interval of the same computation",
                        )
                        .with_label("overlaps")
                        .with_secondary(earlier.span, "the earlier interval")
                        .with_note("each K level may belong to only one interval of a computation"),
                    );
                    continue;
                }
                let in_order = match computation.order {
                    IterationOrder::Backward => cmp_bound(b.start, a.start) == Ordering::Less,
                    _ => cmp_bound(a.start, b.start) == Ordering::Less,
                };
                if !in_order {
                    let expected = match computation.order {
                        IterationOrder::Backward => "top first (BACKWARD runs from the top down)",
                        _ => "bottom first (FORWARD and PARALLEL run from the bottom up)",
                    };
                    out.push(
                        Diagnostic::new(
                            Category::IntervalOrder,
                            later.span,
                            format!(
                                "intervals must be written in the order they execute: {expected}"
                            ),
                        )
                        .with_label("executes before the earlier interval")
                        .with_secondary(earlier.span, "written earlier"),
                    );
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::check::test_util::{categories, stencil};
    use crate::diagnostics::Category;

    fn two_intervals(order: &str, first: &str, second: &str) -> Vec<Category> {
        categories(&stencil(
            "a: Field[np.float64]",
            &format!(
                "    with computation({order}):\n        with interval({first}):\n            a = 1.0\n        with interval({second}):\n            a = 2.0\n"
            ),
        ))
    }

    /// Asserts that the two intervals are reported with `expected` alone.
    fn assert_reported(order: &str, first: &str, second: &str, expected: Category) {
        assert_eq!(
            two_intervals(order, first, second),
            [expected],
            "{order}: ({first}), ({second})"
        );
    }

    #[test]
    fn ordered_intervals_pass() {
        assert!(two_intervals("FORWARD", "0, 1", "1, None").is_empty());
        assert!(two_intervals("PARALLEL", "0, -1", "-1, None").is_empty());
        assert!(two_intervals("BACKWARD", "-1, None", "0, -1").is_empty());
    }

    #[test]
    fn wrong_order_is_reported() {
        assert_reported("FORWARD", "1, None", "0, 1", Category::IntervalOrder);
        assert_reported("BACKWARD", "0, -1", "-1, None", Category::IntervalOrder);
    }

    #[test]
    fn overlap_is_reported() {
        assert_reported(
            "PARALLEL",
            "0, 3",
            "2, None",
            Category::OverlappingIntervals,
        );
        assert_reported("FORWARD", "...", "-1, None", Category::OverlappingIntervals);
    }
}
