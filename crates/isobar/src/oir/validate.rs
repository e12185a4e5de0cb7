//! Invariants of the optimisation IR, checked after lowering and after every pass.

use super::{Stencil, Stmt};
use crate::ir::{DType, SymbolKind};

/// Checks `stencil`; returns a description of every broken invariant.
pub fn validate(stencil: &Stencil) -> Vec<String> {
    let mut errors = Vec::new();
    let n = stencil.symbols.len() as u32;
    for (expected, (_, _, execution)) in stencil.executions().enumerate() {
        if execution.id.0 != expected as u32 {
            errors.push(format!(
                "horizontal execution ids must follow execution order: found {} at position {expected}",
                execution.id.0
            ));
        }
        if execution.body.is_empty() {
            errors.push(format!("horizontal execution {} is empty", execution.id.0));
        }
        for stmt in &execution.body {
            stmt.walk(&mut |s| {
                for r in s.own_reads() {
                    if r.field.0 >= n {
                        errors.push(format!("read of unknown symbol {}", r.field.0));
                    }
                }
                match s {
                    Stmt::Assign { target, .. } => {
                        if target.field.0 >= n {
                            errors.push(format!("assignment to unknown symbol {}", target.field.0));
                        } else if matches!(
                            stencil.symbols.get(target.field).kind,
                            SymbolKind::ScalarParam(_)
                        ) {
                            errors.push(format!(
                                "assignment to scalar `{}`",
                                stencil.symbols.get(target.field).name
                            ));
                        }
                    }
                    Stmt::Masked { cond, .. } | Stmt::While { cond, .. } => {
                        if cond.dtype != DType::Bool {
                            errors.push(format!(
                                "condition of type {} in execution {}",
                                cond.dtype, execution.id.0
                            ));
                        }
                    }
                    Stmt::Restricted { regions, .. } => {
                        if regions.is_empty() {
                            errors.push(format!(
                                "restriction without regions in execution {}",
                                execution.id.0
                            ));
                        }
                    }
                }
            });
        }
    }
    for p in &stencil.params {
        if p.0 >= n {
            errors.push(format!("parameter {} is not a symbol", p.0));
        }
    }
    errors
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::frontend::FrontendOptions;

    fn lowered() -> Stencil {
        let src = "from gt4py.cartesian.gtscript import *\ndef s(a: Field[float], b: Field[float], x: float):\n    with computation(PARALLEL), interval(...):\n        if a > 0.0:\n            b = a\n        while b > 1.0:\n            b = b * 0.5\n";
        let ir = crate::compile(src, &FrontendOptions::default()).expect("valid");
        super::super::lower(&ir)
    }

    #[test]
    fn lowered_stencils_are_valid() {
        assert_eq!(validate(&lowered()), Vec::<String>::new());
    }

    #[test]
    fn broken_invariants_are_reported() {
        let mut s = lowered();
        let section = &mut s.loops[0].sections[0];
        section.executions[1].id = super::super::ExecutionId(7);
        if let Stmt::Masked { cond, .. } = &mut section.executions[1].body[0] {
            cond.dtype = DType::Float64;
        }
        let x = s.symbols.lookup("x").expect("x");
        if let Stmt::While { body, .. } = &mut section.executions[2].body[0] {
            if let Stmt::Assign { target, .. } = &mut body[0] {
                target.field = x;
            }
        }
        section.executions[0].body.clear();
        let errors = validate(&s);
        assert!(
            errors.iter().any(|e| e.contains("execution order")),
            "{errors:?}"
        );
        assert!(
            errors
                .iter()
                .any(|e| e.contains("condition of type float64")),
            "{errors:?}"
        );
        assert!(
            errors
                .iter()
                .any(|e| e.contains("assignment to scalar `x`")),
            "{errors:?}"
        );
        assert!(errors.iter().any(|e| e.contains("is empty")), "{errors:?}");
    }
}
