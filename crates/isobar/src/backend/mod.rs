//! Back-ends: visitors over the loop IR that print source code.
//!
//! [`Visitor`] walks the loop IR (each method's default visits the children);
//! [`Writer`] is the interface of code printers: one method per node kind, whose
//! default reports the node as unsupported — an error naming it, or nothing when
//! the writer is built to skip unsupported nodes. [`generate`] validates the
//! routine's global constraints before any text is written.

pub mod c;

use crate::loops::{self, Directive, Expr, Loop, Node, Routine};
use std::fmt;

/// Why code could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The writer does not support a kind of node.
    Unsupported(&'static str),
    /// The routine breaks a global constraint (see [`loops::validate`]).
    Invalid(Vec<String>),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Unsupported(what) => {
                write!(f, "this back-end cannot write a `{what}` node")
            }
            WriteError::Invalid(errors) => write!(f, "invalid loop IR: {}", errors.join("; ")),
        }
    }
}

impl std::error::Error for WriteError {}

/// Walks the loop IR; override what you need, the defaults visit the children.
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
        Node::Directive(Directive::ParallelRegion { body }) | Node::Scope { body, .. } => {
            body.iter().for_each(|n| v.visit_node(n))
        }
        Node::Let { value, .. } => v.visit_expr(value),
        Node::Local { .. } => {}
        Node::Directive(Directive::For { body, .. })
        | Node::Directive(Directive::Simd { body }) => walk_loop(v, body),
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

/// Text with indentation state.
#[derive(Debug, Default)]
pub struct Output {
    text: String,
    depth: usize,
}

impl Output {
    /// Appends one line at the current indentation.
    pub fn line(&mut self, text: &str) {
        if text.is_empty() {
            self.text.push('\n');
            return;
        }
        for _ in 0..self.depth {
            self.text.push_str("    ");
        }
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// Appends a line without indentation (preprocessor directives).
    pub fn raw_line(&mut self, text: &str) {
        self.text.push_str(text);
        self.text.push('\n');
    }

    /// Indents the following lines one level more.
    pub fn indent(&mut self) {
        self.depth += 1;
    }

    /// Indents the following lines one level less.
    pub fn dedent(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The text so far.
    pub fn into_text(self) -> String {
        self.text
    }
}

/// A code printer. Each method writes one kind of node; the defaults report the
/// node as unsupported through [`Writer::unsupported`].
pub trait Writer {
    /// True if unsupported nodes are skipped rather than errors.
    fn skip_unsupported(&self) -> bool {
        false
    }
    /// Reports an unsupported node kind.
    fn unsupported(&mut self, what: &'static str) -> Result<(), WriteError> {
        if self.skip_unsupported() {
            Ok(())
        } else {
            Err(WriteError::Unsupported(what))
        }
    }
    /// Writes a whole routine.
    fn write_routine(&mut self, _routine: &Routine) -> Result<(), WriteError> {
        self.unsupported("Routine")
    }
    /// Writes a counted loop.
    fn write_loop(&mut self, _l: &Loop) -> Result<(), WriteError> {
        self.unsupported("Loop")
    }
    /// Writes a `while` loop.
    fn write_while(&mut self, _cond: &Expr, _body: &[Node]) -> Result<(), WriteError> {
        self.unsupported("While")
    }
    /// Writes a conditional.
    fn write_if(&mut self, _cond: &Expr, _then: &[Node], _else: &[Node]) -> Result<(), WriteError> {
        self.unsupported("If")
    }
    /// Writes an assignment.
    fn write_assign(
        &mut self,
        _target: &loops::ArrayRef,
        _value: &Expr,
        _line: Option<u32>,
    ) -> Result<(), WriteError> {
        self.unsupported("Assign")
    }
    /// Writes a constant definition.
    fn write_let(&mut self, _name: &str, _value: &Expr) -> Result<(), WriteError> {
        self.unsupported("Let")
    }
    /// Writes the declaration of a scalar variable.
    fn write_local(&mut self, _name: &str, _dtype: crate::ir::DType) -> Result<(), WriteError> {
        self.unsupported("Local")
    }
    /// Writes a scope with thread-private buffers.
    fn write_scope(
        &mut self,
        _buffers: &[loops::Buffer],
        _body: &[Node],
    ) -> Result<(), WriteError> {
        self.unsupported("Scope")
    }
    /// Writes a failure.
    fn write_fail(&mut self, _code: i32) -> Result<(), WriteError> {
        self.unsupported("Fail")
    }
    /// Writes a directive.
    fn write_directive(&mut self, directive: &Directive) -> Result<(), WriteError> {
        match directive {
            Directive::ParallelRegion { .. } => self.unsupported("Directive::ParallelRegion"),
            Directive::For { .. } => self.unsupported("Directive::For"),
            Directive::Simd { .. } => self.unsupported("Directive::Simd"),
        }
    }
    /// Writes a comment.
    fn write_comment(&mut self, _text: &str) -> Result<(), WriteError> {
        self.unsupported("Comment")
    }
    /// Writes any node.
    fn write_node(&mut self, node: &Node) -> Result<(), WriteError> {
        match node {
            Node::Loop(l) => self.write_loop(l),
            Node::While { cond, body } => self.write_while(cond, body),
            Node::If {
                cond,
                then_body,
                else_body,
            } => self.write_if(cond, then_body, else_body),
            Node::Assign {
                target,
                value,
                line,
            } => self.write_assign(target, value, *line),
            Node::Fail { code } => self.write_fail(*code),
            Node::Let { name, value } => self.write_let(name, value),
            Node::Local { name, dtype } => self.write_local(name, *dtype),
            Node::Scope { buffers, body } => self.write_scope(buffers, body),
            Node::Directive(d) => self.write_directive(d),
            Node::Comment(c) => self.write_comment(c),
        }
    }
}

/// Validates `routine`'s global constraints, then writes it with `writer`.
pub fn generate<W: Writer>(writer: &mut W, routine: &Routine) -> Result<(), WriteError> {
    let errors = loops::validate(routine);
    if !errors.is_empty() {
        return Err(WriteError::Invalid(errors));
    }
    writer.write_routine(routine)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::Node;

    /// A writer that only knows comments.
    #[derive(Default)]
    struct CommentsOnly {
        skip: bool,
        out: Output,
    }

    impl Writer for CommentsOnly {
        fn skip_unsupported(&self) -> bool {
            self.skip
        }
        fn write_comment(&mut self, text: &str) -> Result<(), WriteError> {
            self.out.line(&format!("# {text}"));
            Ok(())
        }
    }

    #[test]
    fn unsupported_nodes_are_named_or_skipped() {
        let nodes = [Node::Comment("hello".into()), Node::Fail { code: 1 }];
        let mut strict = CommentsOnly::default();
        let result: Result<(), _> = nodes.iter().try_for_each(|n| strict.write_node(n));
        assert_eq!(result, Err(WriteError::Unsupported("Fail")));
        let mut lenient = CommentsOnly {
            skip: true,
            ..Default::default()
        };
        nodes
            .iter()
            .try_for_each(|n| lenient.write_node(n))
            .expect("skips");
        assert_eq!(lenient.out.into_text(), "# hello\n");
    }

    #[test]
    fn global_constraints_are_checked_before_writing() {
        let stray_for = Node::Directive(Directive::For {
            collapse: 1,
            body: Loop {
                var: "i".into(),
                start: Expr::Int(0),
                stop: Expr::Int(1),
                reverse: false,
                body: vec![],
            },
        });
        let routine = Routine {
            name: "r".into(),
            stencil_name: "r".into(),
            source_file: "r.py".into(),
            params: vec![],
            body: vec![stray_for],
        };
        let mut w = CommentsOnly::default();
        match generate(&mut w, &routine) {
            Err(WriteError::Invalid(e)) => {
                assert!(e[0].contains("not inside a parallel region"), "{e:?}")
            }
            other => panic!("expected a validation error, got {other:?}"),
        }
    }
}
