//! The errors of a stencil call: what is wrong with an argument, or what
//! failed while running, with a kind callers can sort by.

use std::fmt;

/// An error found when calling a stencil: a bad argument, or a failure while running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeError {
    /// What kind of mistake it is.
    pub kind: RuntimeErrorKind,
    /// What is wrong, naming the field or scalar concerned.
    pub message: String,
}

/// The kinds of [`RuntimeError`], for callers that sort them (the Python
/// package raises `ValueError`, `TypeError` and `OverflowError`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RuntimeErrorKind {
    /// A wrong value, shape or domain, or a failure while running.
    #[default]
    Value,
    /// An argument of the wrong type: a field's dtype, a scalar's type.
    Type,
    /// A scalar argument outside the range of its declared type.
    Overflow,
}

impl RuntimeError {
    /// An error of kind [`RuntimeErrorKind::Value`] with the given message.
    pub fn new(message: impl Into<String>) -> Self {
        RuntimeError::of_kind(RuntimeErrorKind::Value, message)
    }

    /// An error of the given kind.
    pub fn of_kind(kind: RuntimeErrorKind, message: impl Into<String>) -> Self {
        RuntimeError {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for RuntimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RuntimeError {}
