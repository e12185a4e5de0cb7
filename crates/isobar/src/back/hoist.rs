//! Loads that an expression makes only under a condition, read before it
//! instead. A select whose branch reads memory (`c ? q[i - 1] : q[i]`, the
//! form every GTScript `if` takes in the kernel IR) is vectorised by GCC
//! with masked loads, since it cannot prove the unselected element readable;
//! on AMD's Zen cores a masked load costs several plain ones (a PPM flux loop
//! ran 3.7 times slower so). Every element the kernel IR indexes is in its
//! array whatever the condition — fields are validated for the extent of all
//! their reads, tile buffers are allocated for it, variable offsets and data
//! indices are clamped — so reading it unconditionally reads valid memory,
//! and the select still picks the same value.

use crate::kernel::{ArrayRef, BinaryOp, Expr, Intrinsic};

/// The distinct loads of `e` evaluated only under a condition (in a branch
/// of a select, or in the right operand of `and`/`or`) whose indices are
/// plain arithmetic on variables and constants, in order of first
/// appearance. Loads indexed by other loads (variable offsets read from a
/// field) stay where they are, and so do scalar variables (nothing to load).
pub fn guarded_loads(e: &Expr) -> Vec<ArrayRef> {
    let mut out = Vec::new();
    collect(e, false, &mut out);
    out
}

fn collect(e: &Expr, guarded: bool, out: &mut Vec<ArrayRef>) {
    match e {
        Expr::Load(r) => {
            let scalar = r.index.iter().all(Option::is_none) && r.data.is_empty();
            if scalar {
                return;
            }
            if guarded && r.index.iter().flatten().chain(&r.data).all(is_plain_index) {
                if !out.contains(r) {
                    out.push((**r).clone());
                }
            } else {
                for x in r.index.iter().flatten().chain(&r.data) {
                    collect(x, guarded, out);
                }
            }
        }
        Expr::Ternary(c, a, b) => {
            collect(c, guarded, out);
            collect(a, true, out);
            collect(b, true, out);
        }
        Expr::Binary(BinaryOp::And | BinaryOp::Or, a, b, _) => {
            collect(a, guarded, out);
            collect(b, true, out);
        }
        Expr::Binary(_, a, b, _) => {
            collect(a, guarded, out);
            collect(b, guarded, out);
        }
        Expr::Unary(_, x) | Expr::Cast(_, x) => collect(x, guarded, out),
        Expr::Call(_, args, _) => args.iter().for_each(|a| collect(a, guarded, out)),
        Expr::Int(_) | Expr::Float(..) | Expr::Bool(_) | Expr::Var(..) => {}
    }
}

/// True for an index that cannot fault or trap when computed: variables,
/// constants, `+ - *` on them, k-cache slots and clamps.
fn is_plain_index(e: &Expr) -> bool {
    match e {
        Expr::Int(_) | Expr::Var(..) => true,
        Expr::Binary(BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, a, b, _) => {
            is_plain_index(a) && is_plain_index(b)
        }
        Expr::Call(Intrinsic::Ring | Intrinsic::Clamp, args, _) => args.iter().all(is_plain_index),
        _ => false,
    }
}

/// `e` with every load of `names` (a load and the variable holding it)
/// replaced by its variable.
pub fn replace_loads(e: &Expr, names: &[(ArrayRef, String)]) -> Expr {
    let again = |x: &Expr| Box::new(replace_loads(x, names));
    match e {
        Expr::Load(r) => match names.iter().find(|(load, _)| load == r.as_ref()) {
            Some((load, name)) => Expr::Var(name.clone(), load.dtype),
            None => {
                let mut r = (**r).clone();
                for x in r.index.iter_mut().flatten().chain(r.data.iter_mut()) {
                    *x = replace_loads(x, names);
                }
                Expr::Load(Box::new(r))
            }
        },
        Expr::Ternary(c, a, b) => Expr::Ternary(again(c), again(a), again(b)),
        Expr::Binary(op, a, b, t) => Expr::Binary(*op, again(a), again(b), *t),
        Expr::Unary(op, x) => Expr::Unary(*op, again(x)),
        Expr::Cast(t, x) => Expr::Cast(*t, again(x)),
        Expr::Call(f, args, t) => Expr::Call(
            *f,
            args.iter().map(|a| replace_loads(a, names)).collect(),
            *t,
        ),
        Expr::Int(_) | Expr::Float(..) | Expr::Bool(_) | Expr::Var(..) => e.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::DType;

    fn var(name: &str) -> Expr {
        Expr::Var(name.into(), DType::Int64)
    }

    fn load(array: &str, i: Expr) -> Expr {
        Expr::Load(Box::new(ArrayRef {
            array: array.into(),
            dtype: DType::Float64,
            index: [Some(i), Some(var("j")), Some(var("k"))],
            data: Vec::new(),
        }))
    }

    fn minus_one(x: Expr) -> Expr {
        Expr::Binary(
            BinaryOp::Sub,
            Box::new(x),
            Box::new(Expr::Int(1)),
            DType::Int64,
        )
    }

    fn select(c: Expr, a: Expr, b: Expr) -> Expr {
        Expr::Ternary(Box::new(c), Box::new(a), Box::new(b))
    }

    #[test]
    fn loads_in_branches_are_hoisted_once_and_the_condition_stays() {
        let c = Expr::Binary(
            BinaryOp::Gt,
            Box::new(load("courant_", var("i"))),
            Box::new(Expr::Float(0.0, DType::Float64)),
            DType::Bool,
        );
        let e = select(c, load("q_", minus_one(var("i"))), load("q_", var("i")));
        let hoisted = guarded_loads(&e);
        assert_eq!(hoisted.len(), 2);
        assert_eq!(hoisted[0].array, "q_");
        let names: Vec<_> = hoisted
            .into_iter()
            .enumerate()
            .map(|(n, r)| (r, format!("h{n}")))
            .collect();
        let Expr::Ternary(c, a, b) = replace_loads(&e, &names) else {
            panic!("a select stays a select");
        };
        assert!(matches!(*c, Expr::Binary(..)), "the condition still loads");
        assert_eq!(*a, Expr::Var("h0".into(), DType::Float64));
        assert_eq!(*b, Expr::Var("h1".into(), DType::Float64));
    }

    #[test]
    fn loads_at_offsets_read_from_fields_stay_guarded() {
        let offset = Expr::Call(
            Intrinsic::Clamp,
            vec![load("kidx_", var("i"))],
            DType::Int64,
        );
        let e = select(
            Expr::Bool(true),
            load("q_", offset),
            Expr::Float(0.0, DType::Float64),
        );
        let hoisted = guarded_loads(&e);
        // The offset's own load is plain; the load at the offset it gives stays.
        assert_eq!(hoisted.len(), 1);
        assert_eq!(hoisted[0].array, "kidx_");
    }

    #[test]
    fn scalar_variables_are_not_loads() {
        let scalar = Expr::Load(Box::new(ArrayRef {
            array: "fx1_".into(),
            dtype: DType::Float64,
            index: [None, None, None],
            data: Vec::new(),
        }));
        let e = select(Expr::Bool(true), Expr::Float(1.0, DType::Float64), scalar);
        assert!(guarded_loads(&e).is_empty());
    }

    #[test]
    fn unconditional_loads_and_right_operands_of_and() {
        let b = |a: &str| {
            Expr::Load(Box::new(ArrayRef {
                array: a.into(),
                dtype: DType::Bool,
                index: [Some(var("i")), Some(var("j")), None],
                data: Vec::new(),
            }))
        };
        let e = Expr::Binary(
            BinaryOp::And,
            Box::new(b("m_")),
            Box::new(b("n_")),
            DType::Bool,
        );
        let hoisted = guarded_loads(&e);
        assert_eq!(hoisted.len(), 1);
        assert_eq!(hoisted[0].array, "n_");
    }
}
