//! Expressions of the stencil IR: typed nodes with their spans, literals,
//! operators and the math builtins.

use super::{DType, FieldRef, SymbolId};
use crate::diagnostics::Span;
use serde::Serialize;

/// A typed expression with its source span.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Expr {
    /// What is computed.
    pub kind: ExprKind,
    /// The type of the result.
    pub dtype: DType,
    /// The source expression.
    pub span: Span,
}

/// The expressions of GTScript.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "expr", content = "of", rename_all = "snake_case")]
pub enum ExprKind {
    /// A constant (also a folded external or module constant).
    Literal(Literal),
    /// A field element.
    Field(FieldRef),
    /// A scalar parameter.
    Scalar(SymbolId),
    /// `-x`, `+x`, `not x`.
    Unary {
        /// The operator.
        op: UnaryOp,
        /// The operand.
        operand: Box<Expr>,
    },
    /// Arithmetic, comparison and logical operators.
    Binary {
        /// The operator.
        op: BinaryOp,
        /// Left operand.
        left: Box<Expr>,
        /// Right operand.
        right: Box<Expr>,
    },
    /// `then if cond else otherwise`.
    Ternary {
        /// The condition (bool).
        cond: Box<Expr>,
        /// Value where the condition holds.
        then: Box<Expr>,
        /// Value elsewhere.
        otherwise: Box<Expr>,
    },
    /// A math builtin.
    Call {
        /// The function.
        func: Builtin,
        /// The arguments.
        args: Vec<Expr>,
    },
    /// `float32(x)`, `int32(x)`, ...: conversion to `dtype` of the node.
    Cast(Box<Expr>),
    /// `K` as a value: the index of the current level, counted from the
    /// first level of the compute domain (`int64`, as GT4Py types it).
    KIndex,
}

/// A constant value.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "type", content = "value", rename_all = "lowercase")]
pub enum Literal {
    /// `True` / `False`.
    Bool(bool),
    /// An integer (int64 in GTScript).
    Int(i64),
    /// A float (float64 in GTScript).
    Float(f64),
}

impl Literal {
    /// The GTScript type of the literal.
    pub fn dtype(self) -> DType {
        match self {
            Literal::Bool(_) => DType::Bool,
            Literal::Int(_) => DType::Int64,
            Literal::Float(_) => DType::Float64,
        }
    }
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum UnaryOp {
    /// `-x`.
    Neg,
    /// `+x`.
    Pos,
    /// `not x`.
    Not,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BinaryOp {
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `*`.
    Mul,
    /// `/` (true division).
    Div,
    /// `%` (floored, sign of the divisor).
    Mod,
    /// `**`.
    Pow,
    /// `and`.
    And,
    /// `or`.
    Or,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `<`.
    Lt,
    /// `<=`.
    Le,
    /// `>`.
    Gt,
    /// `>=`.
    Ge,
}

impl BinaryOp {
    /// The Python spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Mod => "%",
            BinaryOp::Pow => "**",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
        }
    }

    /// True for `== != < <= > >=`.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge
        )
    }

    /// True for `and`, `or`.
    pub fn is_logical(self) -> bool {
        matches!(self, BinaryOp::And | BinaryOp::Or)
    }
}

macro_rules! builtins {
    ($( $variant:ident = $name:literal : $arity:literal, )*) => {
        /// The math builtins of GTScript.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Builtin {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl Builtin {
            /// The canonical GTScript name.
            pub fn name(self) -> &'static str {
                match self { $( Builtin::$variant => $name, )* }
            }

            /// The builtin called `name` (GT4Py's `MATH_BUILTINS`; NumPy spellings such
            /// as `arcsin` are not GTScript).
            pub fn from_name(name: &str) -> Option<Builtin> {
                match name {
                    $( $name => Some(Builtin::$variant), )*
                    _ => None,
                }
            }

            /// Number of arguments.
            pub fn arity(self) -> usize {
                match self { $( Builtin::$variant => $arity, )* }
            }
        }
    };
}

builtins! {
    Abs = "abs": 1,
    Min = "min": 2,
    Max = "max": 2,
    Mod = "mod": 2,
    Sqrt = "sqrt": 1,
    Exp = "exp": 1,
    Log = "log": 1,
    Log10 = "log10": 1,
    Cbrt = "cbrt": 1,
    Sin = "sin": 1,
    Cos = "cos": 1,
    Tan = "tan": 1,
    Asin = "asin": 1,
    Acos = "acos": 1,
    Atan = "atan": 1,
    Sinh = "sinh": 1,
    Cosh = "cosh": 1,
    Tanh = "tanh": 1,
    Asinh = "asinh": 1,
    Acosh = "acosh": 1,
    Atanh = "atanh": 1,
    Floor = "floor": 1,
    Ceil = "ceil": 1,
    Trunc = "trunc": 1,
    Round = "round": 1,
    RoundAwayFromZero = "round_away_from_zero": 1,
    Erf = "erf": 1,
    Erfc = "erfc": 1,
    Gamma = "gamma": 1,
    IsFinite = "isfinite": 1,
    IsInf = "isinf": 1,
    IsNan = "isnan": 1,
}

impl Builtin {
    /// True for the functions NumPy defines only on floats (`sqrt`, `exp`, `round`, ...):
    /// GT4Py evaluates them on integer arguments in `float32`.
    pub fn is_float_only(self) -> bool {
        !matches!(
            self,
            Builtin::Abs
                | Builtin::Min
                | Builtin::Max
                | Builtin::Mod
                | Builtin::Floor
                | Builtin::Ceil
                | Builtin::Trunc
                | Builtin::IsFinite
                | Builtin::IsInf
                | Builtin::IsNan
        )
    }
}

impl Expr {
    /// True if the expression reads no field and not `K` (its value is the
    /// same at every point).
    pub fn is_scalar(&self) -> bool {
        let mut scalar = true;
        self.visit(&mut |e| {
            if matches!(e.kind, ExprKind::Field(_) | ExprKind::KIndex) {
                scalar = false;
            }
        });
        scalar
    }

    /// Calls `f` on this expression and every sub-expression (pre-order), including
    /// variable K offsets and data indices of field references.
    pub fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        f(self);
        match &self.kind {
            ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
            ExprKind::Field(r) => r.visit_indices(f),
            ExprKind::Unary { operand, .. } => operand.visit(f),
            ExprKind::Binary { left, right, .. } => {
                left.visit(f);
                right.visit(f);
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => {
                cond.visit(f);
                then.visit(f);
                otherwise.visit(f);
            }
            ExprKind::Call { args, .. } => args.iter().for_each(|a| a.visit(f)),
            ExprKind::Cast(value) => value.visit(f),
        }
    }

    /// Calls `f` on every field reference of the expression, not those
    /// inside data indices or variable K offsets (see
    /// [`Expr::for_each_ref_mut`]; [`Expr::field_reads`] has those too).
    pub fn for_each_ref(&self, f: &mut dyn FnMut(&FieldRef)) {
        match &self.kind {
            ExprKind::Field(r) => f(r),
            ExprKind::Unary { operand, .. } | ExprKind::Cast(operand) => operand.for_each_ref(f),
            ExprKind::Binary { left, right, .. } => {
                left.for_each_ref(f);
                right.for_each_ref(f);
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => {
                cond.for_each_ref(f);
                then.for_each_ref(f);
                otherwise.for_each_ref(f);
            }
            ExprKind::Call { args, .. } => args.iter().for_each(|a| a.for_each_ref(f)),
            ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
        }
    }

    /// Calls `f` on every field reference of the expression (not those inside
    /// data indices or variable K offsets), for passes that rewrite them.
    pub fn for_each_ref_mut(&mut self, f: &mut dyn FnMut(&mut FieldRef)) {
        match &mut self.kind {
            ExprKind::Field(r) => f(r),
            ExprKind::Unary { operand, .. } | ExprKind::Cast(operand) => {
                operand.for_each_ref_mut(f)
            }
            ExprKind::Binary { left, right, .. } => {
                left.for_each_ref_mut(f);
                right.for_each_ref_mut(f);
            }
            ExprKind::Ternary {
                cond,
                then,
                otherwise,
            } => {
                cond.for_each_ref_mut(f);
                then.for_each_ref_mut(f);
                otherwise.for_each_ref_mut(f);
            }
            ExprKind::Call { args, .. } => args.iter_mut().for_each(|a| a.for_each_ref_mut(f)),
            ExprKind::Literal(_) | ExprKind::Scalar(_) | ExprKind::KIndex => {}
        }
    }

    /// Every field reference read by this expression (also inside indices), in source order.
    pub fn field_reads(&self) -> Vec<&FieldRef> {
        let mut refs = Vec::new();
        self.visit(&mut |e| {
            if let ExprKind::Field(r) = &e.kind {
                refs.push(r);
            }
        });
        refs
    }
}
