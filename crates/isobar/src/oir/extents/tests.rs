//! Tests of the extent analysis.

use super::*;
use crate::frontend::FrontendOptions;

fn analyse(body: &str) -> (Stencil, Extents) {
    let src = format!(
        "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float], c: Field[float]):\n{body}"
    );
    let ir = crate::compile(&src, &FrontendOptions::default()).expect("valid");
    let oir = super::super::lower(&ir);
    let ext = compute(&oir);
    (oir, ext)
}

fn field(s: &Stencil, e: &Extents, name: &str) -> FieldExtent {
    e.fields[&s.symbols.lookup(name).expect(name)]
}

#[test]
fn temporaries_are_computed_on_extended_domains() {
    // The seed's example: u is needed two points to the west and south.
    let (s, e) = analyse("    with computation(PARALLEL), interval(...):\n        u = a\n        b = u[-2, 0, 0] + u[1, 0, 0] + u[0, -1, 0] + u[0, -2, 0]\n");
    let u = Extent {
        i_lo: -2,
        i_hi: 1,
        j_lo: -2,
        j_hi: 0,
    };
    assert_eq!(e.executions[&ExecutionId(0)], u);
    assert_eq!(e.executions[&ExecutionId(1)], Extent::default());
    assert_eq!(field(&s, &e, "a").horizontal, u);
    // Reads at [1, 1, 0] only: the access range does not include the origin.
    let (s, e) =
        analyse("    with computation(PARALLEL), interval(...):\n        b = a[1, 1, 0]\n");
    assert_eq!(
        field(&s, &e, "a").horizontal,
        Extent {
            i_lo: 1,
            i_hi: 1,
            j_lo: 1,
            j_hi: 1
        }
    );
    assert_eq!(
        field(&s, &e, "a").halo().0,
        Extent {
            i_lo: 0,
            i_hi: 1,
            j_lo: 0,
            j_hi: 1
        }
    );
}

#[test]
fn extents_chain_through_temporaries() {
    let (s, e) = analyse("    with computation(PARALLEL), interval(...):\n        t1 = a[1, 0, 0]\n        t2 = t1[1, 0, 0]\n        b = t2[0, -1, 0]\n");
    assert_eq!(
        e.executions[&ExecutionId(0)],
        Extent {
            i_lo: 0,
            i_hi: 1,
            j_lo: -1,
            j_hi: 0
        }
    );
    assert_eq!(
        field(&s, &e, "a").horizontal,
        Extent {
            i_lo: 1,
            i_hi: 2,
            j_lo: -1,
            j_hi: 0
        }
    );
}

#[test]
fn a_block_reading_its_own_writes_at_offsets_runs_on_one_extent() {
    let (s, e) = analyse("    with computation(PARALLEL), interval(...):\n        t = a\n        if a > 0.0:\n            t = 2.0 * a\n            u = t[-1, 0, 0]\n        c = t[0, 1, 0] + u\n");
    let blocks: Vec<_> = s.executions().map(|(_, _, x)| x.block).collect();
    // #0 sets `u` (read where it may be unwritten) to 0; #1 is `t = a`;
    // #2..#4 the block (mask, t, u); #5 the read of `t` to the north.
    let block = Some(super::super::BlockId(0));
    assert_eq!(blocks, [None, None, block, block, block, None]);
    // The block runs where `c` needs `t`: one point north, not one point
    // west, which only its own read asks for.
    let north = Extent {
        j_hi: 1,
        ..Extent::default()
    };
    for id in 2..5 {
        assert_eq!(e.executions[&ExecutionId(id)], north);
    }
    // The first `t` covers both.
    assert_eq!(
        e.executions[&ExecutionId(1)],
        Extent {
            i_lo: -1,
            j_hi: 1,
            ..Extent::default()
        }
    );
    // Without the offset read inside, statements keep their own extents.
    let (s, _) = analyse("    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            t = 2.0 * a\n            u = t\n        c = t[-1, 0, 0] + u\n");
    assert!(s.executions().all(|(_, _, x)| x.block.is_none()));
}

#[test]
fn k_extents_depend_on_the_interval() {
    let (s, e) = analyse("    with computation(PARALLEL):\n        with interval(0, 1):\n            b = a[0, 0, 1]\n        with interval(1, None):\n            b = a[0, 0, -1] + c[0, 0, 1]\n");
    let a = field(&s, &e, "a");
    // Read at k + 1 on level 0 and at k - 1 above: never below 0, top never read.
    assert_eq!((a.k_below, a.k_above), (Some(0), Some(-1)));
    let c = field(&s, &e, "c");
    assert_eq!((c.k_below, c.k_above), (Some(-2), Some(1)));
}

#[test]
fn offcenter_writes_need_extra_levels() {
    let (s, e) = analyse("    with computation(FORWARD), interval(...):\n        a[0, 0, 1] = b\n");
    assert_eq!(field(&s, &e, "a").k_above, Some(1));
}
