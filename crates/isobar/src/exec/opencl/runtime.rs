//! The OpenCL host side: the process's device, programs built once per
//! process, and the host program of a call: fields copied to the device,
//! temporaries allocated, kernels launched in order (level by level where
//! the module says so), then the status and the written fields copied back.

use super::OpenClError;
use crate::exec::{BuildError, Executable, Invocation};
use crate::kernel::visit::eval_host;
use crate::kernel::{HostStep, Module, ParamKind, Space};
use crate::runtime::Scalar;
use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{Device, CL_DEVICE_TYPE_ALL};
use opencl3::kernel::{ExecuteKernel, Kernel as ClKernel};
use opencl3::memory::{Buffer, CL_MEM_COPY_HOST_PTR, CL_MEM_READ_WRITE};
use opencl3::program::Program;
use opencl3::types::{cl_int, CL_BLOCKING};
use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::{Arc, Mutex, OnceLock};

fn call<T>(
    what: &'static str,
    r: Result<T, opencl3::error_codes::ClError>,
) -> Result<T, OpenClError> {
    r.map_err(|source| OpenClError::Call { what, source })
}

/// Correctly rounded float32 division and square root, as NumPy's (OpenCL
/// allows 2.5 and 3 ulp without it).
const BUILD_OPTIONS: &str = "-cl-fp32-correctly-rounded-divide-sqrt";

/// The process's OpenCL device, context and queue, and the programs built.
pub(super) struct DeviceState {
    /// The platform's and the device's names.
    pub(super) description: String,
    context: Context,
    queue: CommandQueue,
    programs: Mutex<HashMap<blake3::Hash, Arc<Program>>>,
}

// SAFETY: OpenCL contexts, queues and programs are thread-safe objects (the
// specification requires every API call but clSetKernelArg to be); kernels,
// which are not, are kept behind a mutex.
unsafe impl Send for DeviceState {}
unsafe impl Sync for DeviceState {}

impl DeviceState {
    /// The first device of the first platform that has one (opened once).
    pub(super) fn get() -> Result<Arc<DeviceState>, OpenClError> {
        static STATE: OnceLock<Result<Arc<DeviceState>, String>> = OnceLock::new();
        STATE
            .get_or_init(|| DeviceState::open().map(Arc::new))
            .clone()
            .map_err(OpenClError::NoDevice)
    }

    fn open() -> Result<DeviceState, String> {
        let platforms = opencl3::platform::get_platforms().map_err(|e| e.to_string())?;
        let (platform, id) = platforms
            .iter()
            .find_map(|p| Some((p, *p.get_devices(CL_DEVICE_TYPE_ALL).ok()?.first()?)))
            .ok_or_else(|| "no platform has a device".to_string())?;
        let device = Device::new(id);
        let description = format!(
            "{} ({})",
            device.name().unwrap_or_default(),
            platform.name().unwrap_or_default()
        );
        let context = Context::from_device(&device).map_err(|e| e.to_string())?;
        let queue = CommandQueue::create_default_with_properties(&context, 0, 0)
            .map_err(|e| e.to_string())?;
        Ok(DeviceState {
            description,
            context,
            queue,
            programs: Mutex::new(HashMap::new()),
        })
    }

    /// The program of `source`, built once per process.
    pub(super) fn program(&self, source: &str) -> Result<Arc<Program>, OpenClError> {
        let key = blake3::hash(source.as_bytes());
        let mut programs = self.programs.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(p) = programs.get(&key) {
            return Ok(p.clone());
        }
        let program = Program::create_and_build_from_source(&self.context, source, BUILD_OPTIONS)
            .map_err(|log| OpenClError::Build { log })?;
        let program = Arc::new(program);
        programs.insert(key, program.clone());
        Ok(program)
    }
}

/// A built program and its kernels, in the module's order.
pub(super) struct OpenClExecutable {
    device: Arc<DeviceState>,
    kernels: Mutex<Vec<ClKernel>>,
    /// The kernel IR: parameters, buffers, the host's steps.
    module: Module,
}

impl OpenClExecutable {
    /// The kernels of `module` from its built program.
    pub(super) fn new(
        device: Arc<DeviceState>,
        program: &Program,
        module: &Module,
    ) -> Result<Self, OpenClError> {
        let mut kernels = Vec::new();
        for k in &module.kernels {
            kernels.push(call("kernel creation", ClKernel::create(program, &k.name))?);
        }
        Ok(OpenClExecutable {
            device,
            kernels: Mutex::new(kernels),
            module: module.clone(),
        })
    }
}

// SAFETY: the kernels are only used under the mutex.
unsafe impl Send for OpenClExecutable {}
unsafe impl Sync for OpenClExecutable {}

/// One kernel argument.
enum Arg {
    Buffer(usize),
    Long(i64),
    Scalar(Scalar),
    Status,
}

impl Executable for OpenClExecutable {
    unsafe fn run(&self, inv: &Invocation) -> Result<i32, BuildError> {
        let d = &self.device;
        let module = &self.module;
        let sizes = inv.domain;
        let mut buffers: Vec<Buffer<u8>> = Vec::new();
        let mut args: Vec<Arg> = Vec::new();
        let mut copies_back = Vec::new();
        let mut views = inv.fields.iter();
        let mut scalars = inv.scalars.iter();
        for param in &module.params {
            match &param.kind {
                ParamKind::Field { k_bounds, axes, .. } => {
                    let Some(view) = views.next() else { break };
                    let s = view.span();
                    let bytes = view.dtype.size_bytes();
                    let len = s.len.max(1) * bytes;
                    // SAFETY: the span lies inside the caller's array.
                    let host = unsafe { view.data.offset(s.first * bytes as isize) };
                    // SAFETY: `host` is valid for `len` bytes (or one element when empty).
                    let buffer = if s.len == 0 {
                        call("allocation", unsafe {
                            Buffer::<u8>::create(
                                &d.context,
                                CL_MEM_READ_WRITE,
                                len,
                                std::ptr::null_mut(),
                            )
                        })?
                    } else {
                        call("copy to the device", unsafe {
                            Buffer::<u8>::create(
                                &d.context,
                                CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                len,
                                host.cast::<c_void>(),
                            )
                        })?
                    };
                    if view.written && s.len > 0 {
                        copies_back.push((buffers.len(), host, len));
                    }
                    args.push(Arg::Buffer(buffers.len()));
                    buffers.push(buffer);
                    args.push(Arg::Long((view.origin_offset() - s.first) as i64));
                    args.extend(view.strides.iter().map(|&st| Arg::Long(st as i64)));
                    if k_bounds.is_some() {
                        let k_axis = axes.rank() - 1;
                        let origin_k = view.origin[k_axis] as i64;
                        args.push(Arg::Long(-origin_k));
                        args.push(Arg::Long(view.shape[k_axis] as i64 - origin_k));
                    }
                }
                ParamKind::Scalar { .. } => {
                    let v = scalars.next().copied().unwrap_or(Scalar::I64(0));
                    args.push(Arg::Scalar(v));
                }
            }
        }
        for b in &module.buffers {
            let [il, ih, jl, jh, kb, ka] = b.halo;
            let ext = |n: i64, lo: i64, hi: i64| -> Result<i64, OpenClError> {
                n.checked_add(lo)
                    .and_then(|x| x.checked_add(hi))
                    .ok_or_else(|| OpenClError::Host("temporary size overflows".into()))
            };
            let ni = ext(sizes[0], il, ih)?;
            let nj = ext(sizes[1], jl, jh)?;
            let nk = if b.has_k { ext(sizes[2], kb, ka)? } else { 1 };
            let overflow = || OpenClError::Host("temporary size overflows".into());
            let (si, sj) = (1i64, ni);
            let sk = sj.checked_mul(nj).ok_or_else(overflow)?;
            let mut next = sk.checked_mul(nk).ok_or_else(overflow)?;
            let mut data_strides = Vec::new();
            for &dim in b.data_dims.iter() {
                data_strides.push(next);
                next = next.checked_mul(i64::from(dim)).ok_or_else(overflow)?;
            }
            let bytes = usize::try_from(next.max(1))
                .ok()
                .and_then(|n| n.checked_mul(b.dtype.size_bytes()))
                .ok_or_else(overflow)?;
            let buffer = call("allocation", unsafe {
                Buffer::<u8>::create(&d.context, CL_MEM_READ_WRITE, bytes, std::ptr::null_mut())
            })?;
            args.push(Arg::Buffer(buffers.len()));
            buffers.push(buffer);
            let kb = if b.has_k { kb } else { 0 };
            args.push(Arg::Long(il * si + jl * sj + kb * sk));
            args.extend([si, sj, sk].into_iter().map(Arg::Long));
            args.extend(data_strides.into_iter().map(Arg::Long));
        }
        args.extend(sizes.iter().map(|&n| Arg::Long(n)));
        let level_arg = args.len();
        args.push(Arg::Long(0));
        args.push(Arg::Status);
        let status_init: [cl_int; 1] = [0];
        let status = call("allocation", unsafe {
            Buffer::<cl_int>::create(
                &d.context,
                CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                1,
                status_init.as_ptr() as *mut c_void,
            )
        })?;
        let kernels = self.kernels.lock().unwrap_or_else(|e| e.into_inner());
        let mut runner = Runner {
            d,
            module,
            kernels: &kernels,
            buffers: &buffers,
            status: &status,
            args: &mut args,
            level_arg,
            sizes,
        };
        runner.steps(&module.host)?;
        call("finish", d.queue.finish())?;
        let mut result: [cl_int; 1] = [0];
        call("status read", unsafe {
            d.queue
                .enqueue_read_buffer(&status, CL_BLOCKING, 0, &mut result, &[])
        })?;
        for (n, host, len) in copies_back {
            // SAFETY: `host` is the caller's array, valid for `len` bytes.
            let out = unsafe { std::slice::from_raw_parts_mut(host, len) };
            call("copy back", unsafe {
                d.queue
                    .enqueue_read_buffer(&buffers[n], CL_BLOCKING, 0, out, &[])
            })?;
        }
        Ok(result[0])
    }
}

/// Runs the host program of one call.
struct Runner<'a> {
    d: &'a DeviceState,
    module: &'a Module,
    kernels: &'a [ClKernel],
    buffers: &'a [Buffer<u8>],
    status: &'a Buffer<cl_int>,
    args: &'a mut Vec<Arg>,
    level_arg: usize,
    sizes: [i64; 3],
}

impl Runner<'_> {
    fn eval(&self, e: &crate::kernel::Expr) -> Result<i64, OpenClError> {
        eval_host(e, self.sizes).ok_or_else(|| OpenClError::Host(format!("{e:?}")))
    }

    fn steps(&mut self, steps: &[HostStep]) -> Result<(), OpenClError> {
        for step in steps {
            match step {
                HostStep::Launch(n) => self.launch(*n)?,
                HostStep::Levels {
                    start,
                    stop,
                    reverse,
                    body,
                    ..
                } => {
                    let (start, stop) = (self.eval(start)?, self.eval(stop)?);
                    let levels: Vec<i64> = if *reverse {
                        (start..stop).rev().collect()
                    } else {
                        (start..stop).collect()
                    };
                    for k in levels {
                        self.args[self.level_arg] = Arg::Long(k);
                        self.steps(body)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn launch(&mut self, n: usize) -> Result<(), OpenClError> {
        let kernel = &self.module.kernels[n];
        let Space::Grid(grid) = &kernel.space else {
            return Err(OpenClError::Host("a kernel run once".into()));
        };
        let mut global = Vec::new();
        for axis in grid {
            let extent = self.eval(&axis.stop)? - self.eval(&axis.start)?;
            if extent <= 0 {
                return Ok(());
            }
            global.push(extent as usize);
        }
        let mut exec = ExecuteKernel::new(&self.kernels[n]);
        for arg in self.args.iter() {
            // SAFETY: the arguments follow `kernel_params`, type by type.
            unsafe {
                match arg {
                    Arg::Buffer(b) => exec.set_arg(&self.buffers[*b]),
                    Arg::Long(v) => exec.set_arg(v),
                    Arg::Status => exec.set_arg(self.status),
                    Arg::Scalar(s) => match *s {
                        Scalar::Bool(b) => exec.set_arg(&(b as u8)),
                        Scalar::I8(x) => exec.set_arg(&x),
                        Scalar::I16(x) => exec.set_arg(&x),
                        Scalar::I32(x) => exec.set_arg(&x),
                        Scalar::I64(x) => exec.set_arg(&x),
                        Scalar::F32(x) => exec.set_arg(&x),
                        Scalar::F64(x) => exec.set_arg(&x),
                    },
                };
            }
        }
        exec.set_global_work_sizes(&global);
        // SAFETY: every argument is set; buffers outlive the call (`finish`).
        call("kernel launch", unsafe {
            exec.enqueue_nd_range(&self.d.queue)
        })?;
        Ok(())
    }
}
