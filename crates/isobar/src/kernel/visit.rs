//! Services over the kernel IR every stage after lowering uses: a
//! [`Visitor`] with default walks of statements and expressions, and the
//! evaluator of the host program's integer expressions ([`eval_host`]).

use super::{Expr, Loop, Node, Schedule};

/// Walks the kernel IR; override what you need, the defaults visit the children.
pub trait Visitor {
    /// Visits a statement.
    fn visit_node(&mut self, node: &Node) {
        walk_node(self, node);
    }
    /// Visits an expression.
    fn visit_expr(&mut self, expr: &Expr) {
        walk_expr(self, expr);
    }
}

impl Node {
    /// The statement lists nested in this node: a loop's, a `while`'s, a
    /// scope's or a schedule's body, an `if`'s branches (then, else); none
    /// for any other node.
    pub fn bodies(&self) -> Vec<&[Node]> {
        match self {
            Node::Loop(l) => vec![&l.body],
            Node::While { body, .. }
            | Node::Scope { body, .. }
            | Node::Schedule(Schedule::Threads { body }) => vec![body],
            Node::Schedule(Schedule::ShareOut { body, .. } | Schedule::Lanes { body }) => {
                vec![&body.body]
            }
            Node::If {
                then_body,
                else_body,
                ..
            } => vec![then_body, else_body],
            Node::Assign { .. }
            | Node::Fail { .. }
            | Node::Comment(_)
            | Node::Let { .. }
            | Node::Stage(_)
            | Node::Prefetch(_)
            | Node::Local { .. } => Vec::new(),
        }
    }
}

/// Visits the children of `node`.
pub fn walk_node<V: Visitor + ?Sized>(v: &mut V, node: &Node) {
    let walk_loop = |v: &mut V, l: &Loop| {
        v.visit_expr(&l.start);
        v.visit_expr(&l.stop);
        l.body.iter().for_each(|n| v.visit_node(n));
    };
    match node {
        Node::Loop(l) => walk_loop(v, l),
        Node::While { cond, body } => {
            v.visit_expr(cond);
            body.iter().for_each(|n| v.visit_node(n));
        }
        Node::If {
            cond,
            then_body,
            else_body,
        } => {
            v.visit_expr(cond);
            then_body
                .iter()
                .chain(else_body)
                .for_each(|n| v.visit_node(n));
        }
        Node::Assign { target, value, .. } => {
            target
                .index
                .iter()
                .flatten()
                .chain(&target.data)
                .for_each(|e| v.visit_expr(e));
            v.visit_expr(value);
        }
        Node::Schedule(Schedule::Threads { body }) | Node::Scope { body, .. } => {
            body.iter().for_each(|n| v.visit_node(n))
        }
        Node::Let { value, .. } => v.visit_expr(value),
        Node::Local { .. } => {}
        Node::Schedule(Schedule::ShareOut { body, .. })
        | Node::Schedule(Schedule::Lanes { body }) => walk_loop(v, body),
        Node::Stage(st) => {
            for r in [&st.buffer, &st.field] {
                r.index
                    .iter()
                    .flatten()
                    .chain(&r.data)
                    .for_each(|e| v.visit_expr(e));
            }
            [&st.lanes, &st.lo, &st.hi]
                .into_iter()
                .for_each(|e| v.visit_expr(e));
        }
        Node::Prefetch(pf) => {
            pf.field
                .index
                .iter()
                .flatten()
                .chain(&pf.field.data)
                .chain([&pf.skip, &pf.extent, &pf.part, &pf.parts])
                .for_each(|e| v.visit_expr(e));
        }
        Node::Fail { .. } | Node::Comment(_) => {}
    }
}

/// Visits the children of `expr`.
pub fn walk_expr<V: Visitor + ?Sized>(v: &mut V, expr: &Expr) {
    match expr {
        Expr::Int(_) | Expr::Float(..) | Expr::Bool(_) | Expr::Var(..) => {}
        Expr::Load(r) => r
            .index
            .iter()
            .flatten()
            .chain(&r.data)
            .for_each(|e| v.visit_expr(e)),
        Expr::Unary(_, e) | Expr::Cast(_, e) => v.visit_expr(e),
        Expr::Binary(_, a, b, _) => {
            v.visit_expr(a);
            v.visit_expr(b);
        }
        Expr::Call(_, args, _) => args.iter().for_each(|e| v.visit_expr(e)),
        Expr::Ternary(c, a, b) => {
            v.visit_expr(c);
            v.visit_expr(a);
            v.visit_expr(b);
        }
    }
}

/// Evaluates an integer expression of the host program (grid bounds, level
/// ranges) for a domain of `sizes`: integers, sizes, `+ - * /`, `min`, `max`
/// and `clamp`. `None` for anything else (a bug in the lowering).
pub fn eval_host(e: &Expr, sizes: [i64; 3]) -> Option<i64> {
    use super::{names, BinaryOp, Intrinsic};
    match e {
        Expr::Int(i) => Some(*i),
        Expr::Var(v, _) => names::SIZES.iter().position(|s| s == v).map(|n| sizes[n]),
        Expr::Binary(op, a, b, _) => {
            let (a, b) = (eval_host(a, sizes)?, eval_host(b, sizes)?);
            match op {
                BinaryOp::Add => a.checked_add(b),
                BinaryOp::Sub => a.checked_sub(b),
                BinaryOp::Mul => a.checked_mul(b),
                BinaryOp::Div => a.checked_div(b),
                _ => None,
            }
        }
        Expr::Call(f, args, _) => {
            let args: Option<Vec<i64>> = args.iter().map(|a| eval_host(a, sizes)).collect();
            match (f, args?.as_slice()) {
                (Intrinsic::Min, [a, b]) => Some(*a.min(b)),
                (Intrinsic::Max, [a, b]) => Some(*a.max(b)),
                (Intrinsic::Clamp, [x, lo, hi]) => Some(*x.max(lo).min(hi)),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::DType;

    #[test]
    fn host_expressions_evaluate_over_the_sizes() {
        use crate::kernel::{BinaryOp, Intrinsic};
        let nk = Expr::Var("nk".into(), DType::Int64);
        let e = Expr::Call(
            Intrinsic::Clamp,
            vec![
                Expr::Binary(
                    BinaryOp::Sub,
                    Box::new(nk.clone()),
                    Box::new(Expr::Int(9)),
                    DType::Int64,
                ),
                Expr::Int(0),
                nk,
            ],
            DType::Int64,
        );
        assert_eq!(eval_host(&e, [4, 5, 6]), Some(0));
        assert_eq!(eval_host(&e, [4, 5, 20]), Some(11));
        assert_eq!(
            eval_host(&Expr::Var("x".into(), DType::Int64), [1, 1, 1]),
            None
        );
    }
}
