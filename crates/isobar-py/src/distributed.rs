//! Decomposed runs from Python: ranks as threads of this process, or the
//! ranks of an mpi4py communicator (messages sent with its `isend`/`recv`).

use isobar::distributed::comm::{CommError, Communicator, Expect, Message, Pending};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// An mpi4py communicator (`MPI.COMM_WORLD`, say) as a [`Communicator`].
pub struct PyComm {
    comm: Py<PyAny>,
    rank: usize,
    size: usize,
}

impl PyComm {
    /// Wraps `comm`, which must have `Get_rank`, `Get_size`, `isend` and
    /// `recv` as mpi4py's communicators do.
    pub fn new(comm: &Bound<'_, PyAny>) -> PyResult<PyComm> {
        let rank: usize = comm.call_method0("Get_rank")?.extract()?;
        let size: usize = comm.call_method0("Get_size")?.extract()?;
        Ok(PyComm {
            comm: comm.clone().unbind(),
            rank,
            size,
        })
    }
}

fn comm_error(e: PyErr) -> CommError {
    CommError::Transport(format!("mpi4py: {e}"))
}

/// Sends posted with `isend`, receives still to make.
struct PyPending {
    comm: Py<PyAny>,
    requests: Vec<Py<PyAny>>,
    receives: Vec<Expect>,
}

impl Pending for PyPending {
    fn wait(self: Box<Self>) -> Result<Vec<Vec<u8>>, CommError> {
        Python::attach(|py| {
            let comm = self.comm.bind(py);
            let mut out = Vec::with_capacity(self.receives.len());
            for e in &self.receives {
                let kwargs = pyo3::types::PyDict::new(py);
                kwargs.set_item("source", e.peer).map_err(comm_error)?;
                kwargs.set_item("tag", e.tag).map_err(comm_error)?;
                let data = comm
                    .call_method("recv", (), Some(&kwargs))
                    .map_err(comm_error)?;
                let bytes = data.cast::<PyBytes>().map_err(|_| {
                    CommError::Transport("mpi4py: a halo message is not bytes".to_string())
                })?;
                out.push(bytes.as_bytes().to_vec());
            }
            for r in &self.requests {
                r.bind(py).call_method0("wait").map_err(comm_error)?;
            }
            Ok(out)
        })
    }
}

impl Communicator for PyComm {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.size
    }

    fn start(
        &self,
        sends: Vec<Message>,
        receives: Vec<Expect>,
    ) -> Result<Box<dyn Pending>, CommError> {
        Python::attach(|py| {
            let comm = self.comm.bind(py);
            let mut requests = Vec::with_capacity(sends.len());
            for m in sends {
                let kwargs = pyo3::types::PyDict::new(py);
                kwargs.set_item("dest", m.peer).map_err(comm_error)?;
                kwargs.set_item("tag", m.tag).map_err(comm_error)?;
                let request = comm
                    .call_method("isend", (PyBytes::new(py, &m.data),), Some(&kwargs))
                    .map_err(comm_error)?;
                requests.push(request.unbind());
            }
            Ok(Box::new(PyPending {
                comm: self.comm.clone_ref(py),
                requests,
                receives,
            }) as Box<dyn Pending>)
        })
    }

    fn abort(&self, reason: &str) {
        Python::attach(|py| {
            eprintln!("error: rank {}: {reason}", self.rank);
            let _ = self.comm.bind(py).call_method1("Abort", (1,));
        });
    }
}
