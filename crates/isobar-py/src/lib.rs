//! `isobar._isobar`: the native half of the `isobar` Python package.
//!
//! It builds stencils from GTScript source (the Python half finds the source,
//! externals and module constants) and calls them on NumPy arrays: the
//! generated code gets each array's own buffer and strides, and writes in place.

use isobar::diagnostics::Severity;
use isobar::frontend::{AxisIndex, FrontendOptions, Program};
use isobar::ir::{DType, Literal, SymbolKind};
use isobar::runtime::{ArrayArg, ArrayCall, RuntimeError, RuntimeErrorKind, Scalar};
use isobar::sources::SourceMap;
use isobar::stencil::{Backend, Error, Stencil};
use numpy::{PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyTuple};
use std::collections::BTreeMap;
use std::time::Instant;

mod calls;
mod distributed;
mod halo;
mod program;

create_exception!(
    _isobar,
    GTScriptError,
    PyException,
    "A stencil that is not valid GTScript; the message is the rendered diagnostic."
);

/// A built stencil.
#[pyclass(module = "isobar._isobar", frozen)]
struct NativeStencil {
    /// Locked only inside sections that released the GIL, so that no thread
    /// ever waits for the lock while holding the GIL (nor the reverse).
    stencil: std::sync::Arc<Stencil>,
    name: String,
    params: Vec<ParamInfo>,
}

/// What the Python side needs to know of a parameter.
#[derive(Clone)]
struct ParamInfo {
    name: String,
    dtype: DType,
    /// `None` for scalars; the axes (`"IJK"`, `"IJ"`, `"K"`, ...) for fields.
    axes: Option<String>,
    data_dims: Vec<u32>,
    /// Points the stencil reads before/after the domain: I, J, then K levels.
    halo: [i64; 6],
    /// The stencil writes this field (it must be a writable array).
    written: bool,
}

fn literal(value: &Bound<'_, PyAny>) -> PyResult<Option<Literal>> {
    if value.is_instance_of::<PyBool>() {
        return Ok(Some(Literal::Bool(value.extract()?)));
    }
    if value.is_instance_of::<PyInt>() {
        // An integer beyond 64 bits is no GTScript value.
        return Ok(value.extract::<i64>().ok().map(Literal::Int));
    }
    if value.is_instance_of::<PyFloat>() {
        return Ok(Some(Literal::Float(value.extract()?)));
    }
    Ok(None)
}

/// An axis position (`I[0] + 1`): an object with `axis` (`"I"`, `"J"`,
/// `"K"`), `index` (0 or -1) and `offset`, as GT4Py's `AxisIndex` and
/// isobar's own are.
fn axis_index(value: &Bound<'_, PyAny>) -> PyResult<Option<AxisIndex>> {
    let (Ok(axis), Ok(index), Ok(offset)) = (
        value.getattr("axis"),
        value.getattr("index"),
        value.getattr("offset"),
    ) else {
        return Ok(None);
    };
    let axis: String = match axis.extract::<String>() {
        Ok(a) => a,
        // GT4Py's axis is an `Axis` object with a `name`.
        Err(_) => axis.getattr("name")?.extract()?,
    };
    let text = format!(
        "{axis}[{}]{:+}",
        index.extract::<i64>()?,
        offset.extract::<i64>()?
    );
    Ok(AxisIndex::parse(&text))
}

/// The externals: numbers and booleans, and axis positions for region bounds.
fn split_externals(
    dict: Option<&Bound<'_, PyDict>>,
) -> PyResult<(BTreeMap<String, Literal>, BTreeMap<String, AxisIndex>)> {
    let mut values = BTreeMap::new();
    let mut axes = BTreeMap::new();
    if let Some(dict) = dict {
        for (k, v) in dict.iter() {
            let name: String = k.extract()?;
            if let Some(l) = literal(&v)? {
                values.insert(name, l);
            } else if let Some(a) = axis_index(&v)? {
                axes.insert(name, a);
            } else {
                return Err(PyTypeError::new_err(format!(
                    "external `{name}` must be a bool, int, float or an axis position such as `I[0] + 1`, not {}",
                    v.get_type().name()?
                )));
            }
        }
    }
    Ok((values, axes))
}

fn literals(dict: Option<&Bound<'_, PyDict>>, what: &str) -> PyResult<BTreeMap<String, Literal>> {
    let mut out = BTreeMap::new();
    if let Some(dict) = dict {
        for (k, v) in dict.iter() {
            let name: String = k.extract()?;
            match literal(&v)? {
                Some(l) => {
                    out.insert(name, l);
                }
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "{what} `{name}` must be a bool, int or float, not {}",
                        v.get_type().name()?
                    )))
                }
            }
        }
    }
    Ok(out)
}

/// `{module: {name: value}}` of numbers and booleans.
fn module_literals(
    value: &Bound<'_, PyAny>,
) -> PyResult<BTreeMap<String, BTreeMap<String, Literal>>> {
    let dict = value.cast::<PyDict>()?;
    let mut out = BTreeMap::new();
    for (module, names) in dict.iter() {
        let module: String = module.extract()?;
        let names = names.cast::<PyDict>()?;
        let mut values = BTreeMap::new();
        for (name, v) in names.iter() {
            if let Some(l) = literal(&v)? {
                values.insert(name.extract::<String>()?, l);
            }
        }
        out.insert(module, values);
    }
    Ok(out)
}

pub(crate) fn error(e: Error, sources: &SourceMap) -> PyErr {
    match e {
        Error::Diagnostics(d) => {
            // The codes of the errors, for the Python side to pick the
            // exception's class (`GTScriptNotImplementedError`).
            let codes: Vec<&'static str> =
                d.0.iter()
                    .filter(|x| x.severity == Severity::Error)
                    .map(|x| x.category.code())
                    .collect();
            let err = GTScriptError::new_err(d.render_in(sources));
            Python::attach(|py| {
                let _ = err.value(py).setattr("codes", codes);
            });
            err
        }
        Error::Runtime(r) => runtime_error(&r),
        other => PyRuntimeError::new_err(other.to_string()),
    }
}

/// The Python exception for a call-time error: its class by the error's kind.
pub(crate) fn runtime_error(r: &RuntimeError) -> PyErr {
    let message = r.message.clone();
    match r.kind {
        RuntimeErrorKind::Overflow => pyo3::exceptions::PyOverflowError::new_err(message),
        RuntimeErrorKind::Type => PyTypeError::new_err(message),
        RuntimeErrorKind::Value => PyValueError::new_err(message),
    }
}

#[pymethods]
impl NativeStencil {
    /// Parses, checks and lowers `stencil` (or the only stencil) of the module
    /// `source`; raises `GTScriptError` with the rendered diagnostic.
    #[staticmethod]
    ///
    /// With `file_path`, the modules the file imports are read from
    /// `python_path` (but for the top-level packages in `skip_modules`), and
    /// `module_constants`, called with the names of the modules read, gives
    /// their live module-level values (`{module: {name: value}}`).
    /// `function_externals` maps externals whose values are
    /// `@gtscript.function` helpers to the helpers' (dotted) names in the
    /// source or the modules it imports. `dtypes` names field types for
    /// annotations (GT4Py's option): name → `(dtype, axes, data_dims)`,
    /// e.g. `{"MyField": ("float64", "IJ", ())}`.
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (source, file_name, stencil=None, externals=None, constants=None, backend="c", cache_dir=None, file_path=None, python_path=None, skip_modules=None, module_constants=None, function_externals=None, dtypes=None))]
    fn build(
        source: &str,
        file_name: &str,
        stencil: Option<String>,
        externals: Option<&Bound<'_, PyDict>>,
        constants: Option<&Bound<'_, PyDict>>,
        backend: &str,
        cache_dir: Option<String>,
        file_path: Option<String>,
        python_path: Option<Vec<String>>,
        skip_modules: Option<Vec<String>>,
        module_constants: Option<&Bound<'_, PyAny>>,
        function_externals: Option<BTreeMap<String, String>>,
        dtypes: Option<BTreeMap<String, GivenFieldType>>,
    ) -> PyResult<Self> {
        let backend = match Backend::from_name(backend) {
            Some(b) => b,
            None => {
                let names: Vec<&str> = Backend::ALL.iter().map(|b| b.name()).collect();
                return Err(PyValueError::new_err(format!(
                    "unknown backend `{backend}`: isobar has {}",
                    names.join(", ")
                )));
            }
        };
        let (externals, axis_externals) = split_externals(externals)?;
        let mut options = FrontendOptions {
            externals,
            axis_externals,
            host_constants: literals(constants, "constant")?,
            stencil,
            file_path: file_path.map(std::path::PathBuf::from),
            python_path: python_path
                .unwrap_or_default()
                .into_iter()
                .map(std::path::PathBuf::from)
                .collect(),
            skip_modules: skip_modules.unwrap_or_default().into_iter().collect(),
            function_externals: function_externals.unwrap_or_default(),
            dtypes: field_types(dtypes.unwrap_or_default())?,
            ..Default::default()
        };
        // The files the stencil's module imports: their live constants, and
        // the source map diagnostics inside them render against.
        let mut sources = SourceMap::single(file_name, source);
        if options.file_path.is_some() {
            if let Ok(program) = Program::load(source, &options) {
                let names = program.module_names();
                if let (Some(provider), false) = (module_constants, names.is_empty()) {
                    options.module_constants = module_literals(&provider.call1((names,))?)?;
                }
                sources = program.sources().clone();
            }
        }
        let mut builder = Stencil::from_source(source)
            .file_name(file_name)
            .frontend_options(options)
            .backend(backend);
        if let Some(dir) = cache_dir {
            builder = builder.cache_dir(dir);
        }
        // `ISOBAR_DISABLE_PASSES=recompute,fusion`: optimisation passes
        // switched off, to tell what a pass does to a stencil's speed.
        if let Ok(passes) = std::env::var("ISOBAR_DISABLE_PASSES") {
            let known: Vec<&str> = isobar::oir::passes::PIPELINE
                .iter()
                .map(|p| p.name)
                .collect();
            for pass in passes.split(',').filter(|p| !p.is_empty()) {
                if !known.contains(&pass) {
                    return Err(PyValueError::new_err(format!(
                        "ISOBAR_DISABLE_PASSES: no pass `{pass}`: isobar's passes are {}",
                        known.join(", ")
                    )));
                }
                builder = builder.disable_pass(pass);
            }
        }
        let built = builder.build().map_err(|e| error(e, &sources))?;
        let (oir, extents) = built.oir();
        let written = built.written_fields();
        let params = oir
            .params
            .iter()
            .map(|&p| {
                let symbol = oir.symbols.get(p);
                let (h, below, above) =
                    extents.fields.get(&p).map(|f| f.halo()).unwrap_or_default();
                let (axes, data_dims) = match &symbol.kind {
                    SymbolKind::FieldParam(t) => (Some(t.axes.name()), t.data_dims.clone()),
                    _ => (None, Vec::new()),
                };
                ParamInfo {
                    written: written.contains(&symbol.name),
                    name: symbol.name.clone(),
                    dtype: symbol.dtype(),
                    axes,
                    data_dims,
                    halo: [
                        -i64::from(h.i_lo),
                        i64::from(h.i_hi),
                        -i64::from(h.j_lo),
                        i64::from(h.j_hi),
                        below,
                        above,
                    ],
                }
            })
            .collect();
        Ok(NativeStencil {
            name: built.ir().name.clone(),
            stencil: std::sync::Arc::new(built),
            params,
        })
    }

    /// The stencil's name.
    #[getter]
    fn name(&self) -> &str {
        &self.name
    }

    /// Parameters in signature order: `(name, dtype, axes or None, data_dims,
    /// halo, written)` with `halo = (i_before, i_after, j_before, j_after,
    /// k_below, k_above)`.
    #[getter]
    fn params<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyTuple>>> {
        self.params
            .iter()
            .map(|p| {
                PyTuple::new(
                    py,
                    [
                        p.name.clone().into_pyobject(py)?.into_any(),
                        p.dtype.name().into_pyobject(py)?.into_any(),
                        p.axes.clone().into_pyobject(py)?.into_any(),
                        PyTuple::new(py, &p.data_dims)?.into_any(),
                        PyTuple::new(py, p.halo)?.into_any(),
                        PyBool::new(py, p.written).to_owned().into_any(),
                    ],
                )
            })
            .collect()
    }

    /// Generates, compiles and loads the code (a no-op when done or on
    /// `debug`); returns the build's seconds.
    fn compile(&self, py: Python<'_>) -> PyResult<f64> {
        let t = Instant::now();
        py.detach(|| {
            let s = self.read()?;
            s.prepare().map_err(|e| error(e, &SourceMap::default()))
        })?;
        Ok(t.elapsed().as_secs_f64())
    }

    /// The generated C source.
    fn generate(&self, py: Python<'_>) -> PyResult<String> {
        py.detach(|| {
            let s = self.read()?;
            let code = s.generate().map_err(|e| error(e, &SourceMap::default()))?;
            Ok(code.source.clone())
        })
    }

    /// What the optimisation passes and the loop schedule did.
    fn explain(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        py.detach(|| {
            let s = self.read()?;
            let mut lines: Vec<String> = s.explain().iter().map(|l| format!("pass {l}")).collect();
            lines.extend(s.schedule().into_iter().map(|l| format!("schedule: {l}")));
            Ok(lines)
        })
    }

    /// Per field parameter, per spatial axis, the lowest index the stencil
    /// accesses on a call over `domain`, relative to the field's origin
    /// (positive where every access lies after the origin: the origin may
    /// then be negative, down to minus that index, as GT4Py allows).
    fn lowest_accesses(&self, domain: (usize, usize, usize)) -> BTreeMap<String, Vec<i64>> {
        self.stencil.lowest_accesses([domain.0, domain.1, domain.2])
    }

    /// What GT4Py's module data says of each parameter, computed from the
    /// stencil as written by GT4Py's rules: `{name: (access, boundary)}`
    /// with `access` GT4Py's `AccessKind` name (`"READ_WRITE"`, ...) and
    /// `boundary` `((i_before, i_after), (j_before, j_after), (k_below,
    /// k_above))`, negative where every access stays inside the domain on
    /// that side, zeros for a parameter never accessed and for scalars.
    #[allow(clippy::type_complexity)]
    fn gt4py_params(&self) -> BTreeMap<String, (&'static str, [(i64, i64); 3])> {
        let (oir, extents) = self.stencil.reference_oir();
        isobar::oir::params::gt4py_params(oir, extents)
            .into_iter()
            .map(|(p, info)| {
                let name = oir.symbols.get(p).name.clone();
                (name, (info.access.gt4py_name(), info.boundary))
            })
            .collect()
    }

    /// Runs the stencil in place: `fields` maps names to NumPy arrays,
    /// `origins` names to the array index of the domain's first point,
    /// `scalars` names to numbers. Returns the seconds spent in the run.
    fn call(
        &self,
        fields: &Bound<'_, PyDict>,
        scalars: &Bound<'_, PyDict>,
        origins: &Bound<'_, PyDict>,
        domain: &Bound<'_, PyAny>,
    ) -> PyResult<f64> {
        let mut call = ArrayCall {
            domain: calls::domain(domain)?,
            ..Default::default()
        };
        // Keep the arrays alive (and their buffers in place) for the call.
        let mut keep = Vec::new();
        for (k, v) in fields.iter() {
            let name: String = k.extract()?;
            let array = calls::numpy_array(&name, &v)?;
            let origin = match origins.get_item(&name)? {
                Some(o) => calls::origin(&name, &o)?,
                None => vec![0; array.ndim()],
            };
            let written = self.written(&name);
            call.fields
                .insert(name.clone(), array_arg(&name, array, origin, written)?);
            keep.push(array.clone());
        }
        for (k, v) in scalars.iter() {
            let name: String = k.extract()?;
            call.scalars.insert(name.clone(), scalar(&name, &v)?);
        }
        calls::run(fields.py(), &self.stencil, call, keep)
    }

    /// The placement of later calls over `domain` (made once, then passed
    /// to `call_placed` with the arguments in order): the fields named
    /// `fields` at `origins` (name to the array index of the domain's first
    /// point; zeros where absent), the scalars named `scalars`.
    fn place(
        &self,
        fields: Vec<String>,
        origins: &Bound<'_, PyDict>,
        scalars: Vec<String>,
        domain: &Bound<'_, PyAny>,
    ) -> PyResult<calls::Placement> {
        let domain = calls::domain(domain)?;
        let mut placed = Vec::new();
        for name in fields {
            let origin = match origins.get_item(&name)? {
                Some(o) => Some(calls::origin(&name, &o)?),
                None => None,
            };
            let written = self.written(&name);
            placed.push(calls::PlacedField {
                name,
                origin,
                written,
            });
        }
        Ok(calls::Placement {
            stencil: self.stencil.clone(),
            domain,
            fields: placed,
            scalars,
        })
    }

    /// Runs the stencil in place as `call` does, placed by `placement`
    /// (from `place`): `arrays` are the fields and `scalars` the scalars in
    /// the placement's order. Returns the seconds spent in the run.
    fn call_placed(
        &self,
        placement: &calls::Placement,
        arrays: &Bound<'_, PyAny>,
        scalars: &Bound<'_, PyAny>,
    ) -> PyResult<f64> {
        let (call, keep) = placement.call(&self.stencil, arrays, scalars)?;
        calls::run(arrays.py(), &self.stencil, call, keep)
    }
}

/// A field type as Python gives it: `(dtype, axes, data_dims)`.
type GivenFieldType = (String, String, Vec<u32>);

/// The field types of GT4Py's `dtypes` option, given as name → `(dtype,
/// axes, data_dims)`.
fn field_types(
    given: BTreeMap<String, GivenFieldType>,
) -> PyResult<BTreeMap<String, isobar::ir::FieldType>> {
    let mut out = BTreeMap::new();
    for (name, (dtype, axes, data_dims)) in given {
        let dtype = DType::from_name(&dtype).ok_or_else(|| {
            PyValueError::new_err(format!(
                "dtypes: `{name}` has the element type `{dtype}`, which isobar does not support"
            ))
        })?;
        let valid = matches!(axes.as_str(), "IJK" | "IJ" | "IK" | "JK" | "I" | "J" | "K");
        if !valid {
            return Err(PyValueError::new_err(format!(
                "dtypes: `{name}` has the axes `{axes}`; a field type has the axes IJK, IJ, IK, JK, I, J or K"
            )));
        }
        if data_dims.contains(&0) {
            return Err(PyValueError::new_err(format!(
                "dtypes: `{name}` has an empty data dimension {data_dims:?}"
            )));
        }
        let axes = isobar::ir::Axes {
            i: axes.contains('I'),
            j: axes.contains('J'),
            k: axes.contains('K'),
        };
        out.insert(
            name,
            isobar::ir::FieldType {
                dtype,
                axes,
                data_dims,
            },
        );
    }
    Ok(out)
}

impl NativeStencil {
    fn read(&self) -> PyResult<&Stencil> {
        Ok(&self.stencil)
    }

    /// The stencil, shared with the programs that call it.
    pub(crate) fn shared(&self) -> std::sync::Arc<Stencil> {
        self.stencil.clone()
    }

    /// Whether the stencil writes the field `name`.
    fn written(&self, name: &str) -> bool {
        self.params.iter().any(|p| p.name == name && p.written)
    }
}

/// The stencil's view of a NumPy array: its own buffer, shape and strides.
pub(crate) fn array_arg(
    name: &str,
    array: &Bound<'_, PyUntypedArray>,
    origin: Vec<usize>,
    written: bool,
) -> PyResult<ArrayArg> {
    let descr = array.dtype();
    let size = descr.itemsize();
    let dtype = match (descr.kind(), size) {
        (b'b', 1) => DType::Bool,
        (b'i', 1) => DType::Int8,
        (b'i', 2) => DType::Int16,
        (b'i', 4) => DType::Int32,
        (b'i', 8) => DType::Int64,
        (b'f', 4) => DType::Float32,
        (b'f', 8) => DType::Float64,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "field `{name}` has dtype {}, which isobar does not support (bool, int8-64, float32/64)",
                descr.str()?
            )))
        }
    };
    if descr.byteorder() == b'>' {
        return Err(PyTypeError::new_err(format!(
            "field `{name}` is big-endian; convert it with .astype(native dtype)"
        )));
    }
    let raw = array.as_array_ptr();
    // SAFETY: `raw` is the array object itself, alive for this borrow.
    let (data, flags) = unsafe { ((*raw).fields.data, (*raw).fields.flags) };
    if written && flags & numpy::npyffi::flags::NPY_ARRAY_WRITEABLE == 0 {
        return Err(PyValueError::new_err(format!(
            "field `{name}` is read-only, but the stencil writes it"
        )));
    }
    let mut strides = Vec::new();
    for (axis, &s) in array.strides().iter().enumerate() {
        if s % size as isize != 0 {
            return Err(PyValueError::new_err(format!(
                "field `{name}` has a stride of {s} bytes along axis {axis}, not a multiple of its {size}-byte elements"
            )));
        }
        strides.push(s / size as isize);
    }
    if !(data as usize).is_multiple_of(size) {
        return Err(PyValueError::new_err(format!(
            "field `{name}` is not aligned to its {size}-byte elements"
        )));
    }
    Ok(ArrayArg {
        data: data.cast(),
        dtype,
        shape: array.shape().to_vec(),
        strides,
        origin,
    })
}

/// A Python number as a stencil scalar (the stencil converts it to the declared type).
pub(crate) fn scalar(name: &str, v: &Bound<'_, PyAny>) -> PyResult<Scalar> {
    if v.is_instance_of::<PyBool>() {
        return Ok(Scalar::Bool(v.extract()?));
    }
    // Python's own numbers first (NumPy's float64 is a float too): asking a
    // plain float for its `dtype` raises, and the error costs the call more
    // than the rest of its scalars' conversion.
    if v.is_instance_of::<PyFloat>() {
        return Ok(Scalar::F64(v.extract()?));
    }
    if v.is_exact_instance_of::<PyInt>() {
        return int_scalar(name, v);
    }
    if let Ok(kind) = v.getattr("dtype").and_then(|d| d.getattr("kind")) {
        let kind: String = kind.extract().unwrap_or_default();
        match kind.as_str() {
            "b" => return Ok(Scalar::Bool(v.call_method0("__bool__")?.extract()?)),
            "i" | "u" => return int_scalar(name, &v.call_method0("__int__")?),
            "f" => return Ok(Scalar::F64(v.call_method0("__float__")?.extract()?)),
            _ => {}
        }
    }
    if v.is_instance_of::<PyInt>() {
        return int_scalar(name, v);
    }
    if v.is_instance_of::<PyFloat>() {
        return Ok(Scalar::F64(v.extract()?));
    }
    Err(PyTypeError::new_err(format!(
        "scalar `{name}` must be a bool, int or float, not {}",
        v.get_type().name()?
    )))
}

/// A Python integer as a 64-bit scalar, or NumPy 2's `OverflowError` naming
/// the parameter (the stencil checks narrower types against their range).
fn int_scalar(name: &str, v: &Bound<'_, PyAny>) -> PyResult<Scalar> {
    v.extract::<i64>().map(Scalar::I64).map_err(|_| {
        pyo3::exceptions::PyOverflowError::new_err(format!(
            "scalar `{name}`: Python integer {} out of bounds for int64",
            v.str().map(|s| s.to_string()).unwrap_or_default()
        ))
    })
}

/// The back-ends, from isobar's registry, in the order of its help texts:
/// one dict each with `name` (`"c"`), `gt4py_name` (`"isobar:cpu"`, or
/// `None` where the package does not register it with GT4Py), `summary`
/// and `interprets` (the reference interpreter: no code, C-ordered arrays).
#[pyfunction]
fn backends(py: Python<'_>) -> PyResult<Vec<Bound<'_, PyDict>>> {
    Backend::ALL
        .iter()
        .map(|b| {
            let d = PyDict::new(py);
            d.set_item("name", b.name())?;
            d.set_item("gt4py_name", b.gt4py_name())?;
            d.set_item("summary", b.summary())?;
            d.set_item("interprets", b.interprets())?;
            Ok(d)
        })
        .collect()
}

/// `isobar.global_sum`'s sum: the compute domain of a C-ordered float64
/// array with `halo` points on both sides of I and J, added as the CLI's
/// global sums add (`Field::interior_sum`), so both give the same bits.
#[pyfunction]
fn interior_sum(values: numpy::PyReadonlyArrayDyn<'_, f64>, halo: usize) -> PyResult<f64> {
    let data = values
        .as_slice()
        .map_err(|_| PyValueError::new_err("interior_sum takes a C-contiguous array"))?
        .to_vec();
    let field =
        isobar::runtime::Field::from_buffer(values.shape(), isobar::runtime::Buffer::F64(data))
            .map_err(|e| PyValueError::new_err(e.message))?;
    Ok(field.interior_sum(halo))
}

/// The module.
#[pymodule]
fn _isobar(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeStencil>()?;
    m.add_class::<calls::Placement>()?;
    m.add_function(wrap_pyfunction!(backends, m)?)?;
    m.add_function(wrap_pyfunction!(interior_sum, m)?)?;
    m.add_class::<program::NativeProgram>()?;
    m.add_class::<halo::HaloCopies>()?;
    m.add("GTScriptError", m.py().get_type::<GTScriptError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // The gtscript names the frontend understands (the Python module must
    // define every one, so that GTScript modules import).
    m.add(
        "GTSCRIPT_EXPORTS",
        isobar::frontend::module::GTSCRIPT_EXPORTS.to_vec(),
    )?;
    Ok(())
}
