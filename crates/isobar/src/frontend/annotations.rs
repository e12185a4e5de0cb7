//! Type annotations: `Field[...]` for field parameters and typed temporaries,
//! `float` / `np.int32` / ... for scalars.

use super::consteval::{self, dotted_name};
use super::module::ModuleScope;
use crate::diagnostics::{Category, Diagnostic, Span};
use crate::ir::{Axes, DType, FieldType, Literal};
use ruff_python_ast::Expr;
use ruff_text_size::Ranged;
use std::collections::BTreeMap;

/// What an annotation declares.
#[derive(Clone, Debug, PartialEq)]
pub enum Annotation {
    /// A field.
    Field(FieldType),
    /// A scalar.
    Scalar(DType),
}

/// Field type aliases of NDSL and Pace (`from ndsl.dsl.typing import
/// FloatField`), the typing modules of the FV3 dynamical core and of much
/// GEOS/SHiELD physics: `{Float,Int,Bool}Field{,I,J,K,IJ}{,64,32}` and the
/// scalars `Float`, `Int`, `Bool` (`Float`/`Int` at NDSL's default 64-bit
/// precision).
fn pace_alias(name: &str) -> Option<Annotation> {
    match name {
        "Float" => return Some(Annotation::Scalar(DType::Float64)),
        "Int" => return Some(Annotation::Scalar(DType::Int64)),
        "Bool" => return Some(Annotation::Scalar(DType::Bool)),
        _ => {}
    }
    let (kind, rest) = ["Float", "Int", "Bool"]
        .into_iter()
        .find_map(|k| name.strip_prefix(k).map(|r| (k, r)))?;
    let rest = rest.strip_prefix("Field")?;
    let (axes_name, bits) = match rest.strip_suffix("64") {
        Some(a) => (a, Some(64)),
        None => match rest.strip_suffix("32") {
            Some(a) => (a, Some(32)),
            None => (rest, None),
        },
    };
    let axes = match axes_name {
        "" => Axes::IJK,
        "I" => Axes::I,
        "J" => Axes::J,
        "K" => Axes::K,
        "IJ" => Axes::IJ,
        _ => return None,
    };
    let dtype = match (kind, bits) {
        ("Float", Some(32)) => DType::Float32,
        ("Float", _) => DType::Float64,
        ("Int", Some(32)) => DType::Int32,
        ("Int", _) => DType::Int64,
        ("Bool", None) => DType::Bool,
        _ => return None,
    };
    Some(Annotation::Field(FieldType {
        dtype,
        axes,
        data_dims: Vec::new(),
    }))
}

/// Resolves annotations against a module's imports and aliases.
pub struct AnnotationResolver<'s, 'a> {
    scope: &'s ModuleScope<'a>,
    /// Names of field types given by the stencil's `dtypes` (GT4Py's
    /// option: `dtypes={"MyField": Field[IJ, np.float64]}`).
    dtypes: Option<&'s BTreeMap<String, FieldType>>,
}

impl<'s, 'a> AnnotationResolver<'s, 'a> {
    /// A resolver for annotations in the module described by `scope`.
    pub fn new(scope: &'s ModuleScope<'a>) -> Self {
        AnnotationResolver {
            scope,
            dtypes: None,
        }
    }

    /// The same resolver, with the field types the stencil's `dtypes` name
    /// (they win over the module's names, as in GT4Py).
    pub fn with_dtypes(mut self, dtypes: &'s BTreeMap<String, FieldType>) -> Self {
        self.dtypes = Some(dtypes);
        self
    }

    /// The type an annotation declares.
    pub fn resolve(&self, expr: &Expr) -> Result<Annotation, Diagnostic> {
        self.resolve_depth(expr, 0)
    }

    fn resolve_depth(&self, expr: &Expr, depth: usize) -> Result<Annotation, Diagnostic> {
        if depth > 16 {
            return Err(bad_annotation(expr, "type aliases nest too deeply"));
        }
        if let (Expr::Name(name), Some(dtypes)) = (expr, self.dtypes) {
            if let Some(ty) = dtypes.get(name.id.as_str()) {
                return Ok(Annotation::Field(ty.clone()));
            }
        }
        if let Expr::Subscript(sub) = expr {
            if self.is_field(&sub.value, depth) {
                return self.field(&sub.slice).map(Annotation::Field);
            }
            if self.scope.gtscript_name(&sub.value).as_deref() == Some("GlobalTable") {
                return self.global_table(&sub.slice).map(Annotation::Field);
            }
        }
        if let Some(dtype) = self.dtype(expr, depth) {
            return Ok(Annotation::Scalar(dtype));
        }
        if let Some(imported) = self.imported(expr) {
            // An error in the definition points there, and here.
            return imported.map_err(|e| e.with_secondary(Span::from(expr.range()), "used here"));
        }
        if let Expr::Name(name) = expr {
            if let Some(aliased) = self.scope.aliases.get(name.id.as_str()) {
                return self.resolve_depth(aliased, depth + 1);
            }
            if let Some(origin) = self.scope.imports.get(name.id.as_str()) {
                let imported = origin.rsplit('.').next().unwrap_or(origin);
                if let Some(annotation) = pace_alias(imported) {
                    return Ok(annotation);
                }
            }
        }
        Err(bad_annotation(
            expr,
            "expected `Field[...]` or a scalar type such as `float`, `int`, `bool` or `np.float32`",
        ))
    }

    /// A type another loaded module defines, imported by name or reached
    /// through an imported module (`types.FloatField_Plume`); a local alias
    /// of the same name shadows it.
    fn imported(&self, expr: &Expr) -> Option<Result<Annotation, Diagnostic>> {
        let name = dotted_name(expr)?;
        if self.scope.aliases.contains_key(name.as_str()) {
            return None;
        }
        self.scope.imported_types.get(&name).cloned()
    }

    fn is_field(&self, expr: &Expr, depth: usize) -> bool {
        if self.scope.gtscript_name(expr).as_deref() == Some("Field") {
            return true;
        }
        match expr {
            Expr::Name(n) => match self.scope.aliases.get(n.id.as_str()) {
                Some(aliased) if depth < 16 => self.is_field(aliased, depth + 1),
                _ => false,
            },
            _ => false,
        }
    }

    /// A dtype spelled as `float`, `np.float64`, `"float64"`, `numpy.int32`, or an alias.
    fn dtype(&self, expr: &Expr, depth: usize) -> Option<DType> {
        match expr {
            Expr::Name(n) => {
                let name = n.id.as_str();
                if let Some(gt) = self.scope.gtscript_name(expr) {
                    return DType::from_name(&gt);
                }
                if let Some(aliased) = self.scope.aliases.get(name) {
                    return (depth < 16)
                        .then(|| self.dtype(aliased, depth + 1))
                        .flatten();
                }
                if let Some(Ok(Annotation::Scalar(dtype))) = self.imported(expr) {
                    return Some(dtype);
                }
                if let Some(origin) = self.scope.imports.get(name) {
                    // NDSL's `Float` and `Int` as an element type.
                    let imported = origin.rsplit('.').next().unwrap_or(origin);
                    if let Some(Annotation::Scalar(dtype)) = pace_alias(imported) {
                        return Some(dtype);
                    }
                }
                match name {
                    "float" | "int" | "bool" => DType::from_name(name),
                    _ => None,
                }
            }
            Expr::Attribute(a) => {
                let attr = self
                    .scope
                    .numpy_attr(expr)
                    .map(str::to_string)
                    .or_else(|| self.scope.gtscript_name(expr))
                    .unwrap_or_else(|| a.attr.to_string());
                (self.scope.numpy_attr(expr).is_some() || self.scope.gtscript_name(expr).is_some())
                    .then(|| DType::from_name(&attr))
                    .flatten()
            }
            Expr::StringLiteral(s) => DType::from_name(s.value.to_str()),
            _ => None,
        }
    }

    /// The contents of `Field[...]`.
    fn field(&self, slice: &Expr) -> Result<FieldType, Diagnostic> {
        let (axes_expr, element) = match slice {
            Expr::Tuple(t) if t.elts.len() == 2 && self.axes(&t.elts[0]).is_some() => {
                (Some(&t.elts[0]), &t.elts[1])
            }
            other => (None, other),
        };
        let axes = match axes_expr {
            Some(e) => self.axes(e).unwrap_or(Axes::IJK),
            None => Axes::IJK,
        };
        let (dtype, data_dims) = self.element(element)?;
        Ok(FieldType {
            dtype,
            axes,
            data_dims,
        })
    }

    /// The contents of `GlobalTable[(dtype, (n, ...))]`: a field with data
    /// dimensions only, read with `table.A[i, ...]`.
    fn global_table(&self, slice: &Expr) -> Result<FieldType, Diagnostic> {
        let (dtype, data_dims) = self.element(slice)?;
        if data_dims.is_empty() {
            return Err(bad_annotation(
                slice,
                "a GlobalTable is declared as `GlobalTable[(dtype, (n, ...))]`",
            ));
        }
        Ok(FieldType {
            dtype,
            axes: Axes::NONE,
            data_dims,
        })
    }

    /// `IJK`, `IJ`, `K`, `I`, `J`, `IK`, `JK` (also `gtscript.IJ`).
    fn axes(&self, expr: &Expr) -> Option<Axes> {
        let name = self.scope.gtscript_name(expr)?;
        let axes = Axes {
            i: name.contains('I'),
            j: name.contains('J'),
            k: name.contains('K'),
        };
        let valid = matches!(name.as_str(), "IJK" | "IJ" | "K" | "I" | "J" | "IK" | "JK");
        valid.then_some(axes)
    }

    /// `dtype` or `(dtype, (n, m, ...))`.
    fn element(&self, expr: &Expr) -> Result<(DType, Vec<u32>), Diagnostic> {
        if let Expr::Tuple(t) = expr {
            if let [dtype, shape] = t.elts.as_slice() {
                let dtype = self
                    .dtype(dtype, 0)
                    .ok_or_else(|| bad_dtype(dtype, "unknown field element type"))?;
                let dims = match shape {
                    Expr::Tuple(s) => s.elts.iter().collect::<Vec<_>>(),
                    single => vec![single],
                };
                let mut sizes = Vec::new();
                for d in dims {
                    // A literal, or a constant expression of the module's
                    // constants (`int(NUMBER_OF_PLUMES)`, `N * M`).
                    let size = match consteval::eval(d, self.scope) {
                        None => {
                            return Err(bad_annotation(
                                d,
                                "a data dimension must be an integer known at compile time",
                            ))
                        }
                        Some(Literal::Int(v)) => u32::try_from(v).ok().filter(|&v| v > 0),
                        Some(_) => None,
                    };
                    sizes.push(size.ok_or_else(|| {
                        bad_annotation(d, "a data dimension must be a positive integer")
                    })?);
                }
                return Ok((dtype, sizes));
            }
        }
        let dtype = self.dtype(expr, 0).ok_or_else(|| {
            bad_dtype(
                expr,
                "unknown field element type: expected e.g. `np.float64`, `float`, `np.int32` or `bool`",
            )
        })?;
        Ok((dtype, Vec::new()))
    }
}

/// A field element type GTScript does not have.
fn bad_dtype(expr: &Expr, why: &str) -> Diagnostic {
    Diagnostic::new(
        Category::InvalidDtype,
        Span::from(ruff_text_size::Ranged::range(expr)),
        why.to_string(),
    )
    .with_label("not a GTScript data type")
    .with_note("GTScript fields hold bool, int8, int16, int32, int64, float32 or float64")
}

fn bad_annotation(expr: &Expr, why: &str) -> Diagnostic {
    Diagnostic::new(
        Category::InvalidStencil,
        Span::from(ruff_text_size::Ranged::range(expr)),
        format!("unsupported type annotation: {why}"),
    )
    .with_label("this annotation")
}
