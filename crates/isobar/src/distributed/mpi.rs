//! The MPI communicator: OpenMPI (or any MPI) through the `mpi` crate.
//!
//! Sends are posted with `MPI_Isend` when an exchange starts and completed
//! when it is waited for; receives are matched by source and tag at the
//! wait (MPI keeps messages of one source and tag in order).

use super::comm::{CommError, Communicator, Expect, Message, Pending};
use mpi::point_to_point::{Destination, Source};
use mpi::request::{Request, StaticScope};
use mpi::topology::{Communicator as _, SimpleCommunicator};
use mpi::Tag;

/// The world communicator of an MPI job (MPI is initialised on creation and
/// finalised when it is dropped).
pub struct Mpi {
    world: SimpleCommunicator,
    _universe: mpi::environment::Universe,
}

impl Mpi {
    /// Initialises MPI; `None` if it was initialised already.
    pub fn init() -> Option<Mpi> {
        let universe = mpi::initialize()?;
        Some(Mpi {
            world: universe.world(),
            _universe: universe,
        })
    }

    /// True when this process was started by `mpirun` / `mpiexec` (Open MPI,
    /// MPICH or Slurm's launcher set these variables).
    pub fn launched() -> bool {
        ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"]
            .iter()
            .any(|v| std::env::var_os(v).is_some())
    }
}

/// A send in flight, with the buffer MPI reads from.
struct Send {
    request: Request<'static, [u8], StaticScope>,
    buffer: *mut [u8],
}

/// Sends in flight and the receives to make.
struct MpiPending {
    world: SimpleCommunicator,
    sends: Vec<Send>,
    receives: Vec<Expect>,
}

impl Pending for MpiPending {
    fn wait(self: Box<Self>) -> Result<Vec<Vec<u8>>, CommError> {
        let mut out = Vec::with_capacity(self.receives.len());
        for e in &self.receives {
            let (data, _status) = self
                .world
                .process_at_rank(e.peer as i32)
                .receive_vec_with_tag::<u8>(e.tag as Tag);
            out.push(data);
        }
        for s in self.sends {
            s.request.wait();
            // SAFETY: the buffer was leaked from a `Box<[u8]>` in `start`, and
            // the send that read it is complete.
            drop(unsafe { Box::from_raw(s.buffer) });
        }
        Ok(out)
    }
}

impl Communicator for Mpi {
    fn rank(&self) -> usize {
        self.world.rank() as usize
    }

    fn size(&self) -> usize {
        self.world.size() as usize
    }

    fn start(
        &self,
        sends: Vec<Message>,
        receives: Vec<Expect>,
    ) -> Result<Box<dyn Pending>, CommError> {
        let size = self.size();
        if let Some(bad) = sends
            .iter()
            .map(|m| m.peer)
            .chain(receives.iter().map(|e| e.peer))
            .find(|&p| p >= size)
        {
            return Err(CommError::NoSuchRank { rank: bad, size });
        }
        let mut flying = Vec::with_capacity(sends.len());
        for m in sends {
            let buffer: &'static mut [u8] = Box::leak(m.data.into_boxed_slice());
            let raw: *mut [u8] = buffer;
            // SAFETY: `raw` stays valid until `wait` frees it, after the send completed.
            let shared: &'static [u8] = unsafe { &*raw };
            let request = self
                .world
                .process_at_rank(m.peer as i32)
                .immediate_send_with_tag(StaticScope, shared, m.tag as Tag);
            flying.push(Send {
                request,
                buffer: raw,
            });
        }
        Ok(Box::new(MpiPending {
            world: SimpleCommunicator::world(),
            sends: flying,
            receives,
        }))
    }

    fn abort(&self, reason: &str) {
        eprintln!("error: rank {}: {reason}", self.rank());
        self.world.abort(1);
    }
}
