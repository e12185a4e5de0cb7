//! Communicators: how ranks exchange messages.
//!
//! [`Communicator`] is the one interface the distributed runner uses: post a
//! set of sends and expected receives ([`Communicator::start`]), do other
//! work, then [`Pending::wait`]. Gathers and reductions are built on it.
//! [`InProcess`] runs ranks as threads of one process (tests, any machine);
//! the `mpi` feature adds [`super::mpi::Mpi`], over OpenMPI.
//!
//! Messages between two ranks with the same tag arrive in the order they were
//! sent (as MPI guarantees), so every rank must post its exchanges in the
//! same order: the runner's plan is the same on every rank.

use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// A failed exchange.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommError {
    /// Another rank stopped the run, for the reason it gave.
    #[error("aborted: {0}")]
    Aborted(String),
    /// A rank's thread panicked.
    #[error("rank {0} panicked")]
    Panicked(usize),
    /// A message for a rank the world does not have.
    #[error("no rank {rank} in a world of {size}")]
    NoSuchRank {
        /// The rank asked for.
        rank: usize,
        /// The world's size.
        size: usize,
    },
    /// The transport failed: a poisoned mailbox, a message of the wrong
    /// size, an error of the MPI library.
    #[error("{0}")]
    Transport(String),
}

/// A message to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    /// Destination rank.
    pub peer: usize,
    /// Tag (below [`MAX_TAG`]).
    pub tag: u32,
    /// The bytes.
    pub data: Vec<u8>,
}

/// A message to receive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expect {
    /// Source rank.
    pub peer: usize,
    /// Tag (below [`MAX_TAG`]).
    pub tag: u32,
}

/// Tags are below this (MPI guarantees at least 32767).
pub const MAX_TAG: u32 = 32_000;

/// Tags the collectives below use.
const GATHER_TAG: u32 = MAX_TAG - 1;
const REDUCE_TAG: u32 = MAX_TAG - 2;
const BROADCAST_TAG: u32 = MAX_TAG - 3;

/// An exchange in flight.
pub trait Pending {
    /// Waits until every send is done and every expected message arrived;
    /// returns the received bytes in the order they were expected.
    fn wait(self: Box<Self>) -> Result<Vec<Vec<u8>>, CommError>;
}

/// A reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduce {
    /// Sum (in rank order, so every rank gets the same bits).
    Sum,
    /// Minimum.
    Min,
    /// Maximum.
    Max,
}

/// A group of ranks that exchange messages.
pub trait Communicator {
    /// This rank.
    fn rank(&self) -> usize;
    /// Number of ranks.
    fn size(&self) -> usize;
    /// Posts the sends and the receives of one exchange.
    fn start(
        &self,
        sends: Vec<Message>,
        receives: Vec<Expect>,
    ) -> Result<Box<dyn Pending>, CommError>;

    /// Gives up: wakes or ends every rank (after an error on this one).
    fn abort(&self, reason: &str);

    /// Every rank's `data` on `root` (by rank), `None` elsewhere.
    fn gather(&self, data: Vec<u8>, root: usize) -> Result<Option<Vec<Vec<u8>>>, CommError> {
        if self.rank() == root {
            let others: Vec<Expect> = (0..self.size())
                .filter(|&r| r != root)
                .map(|peer| Expect {
                    peer,
                    tag: GATHER_TAG,
                })
                .collect();
            let mut received = self.start(Vec::new(), others)?.wait()?.into_iter();
            let all = (0..self.size())
                .map(|r| {
                    if r == root {
                        data.clone()
                    } else {
                        received.next().unwrap_or_default()
                    }
                })
                .collect();
            Ok(Some(all))
        } else {
            let m = Message {
                peer: root,
                tag: GATHER_TAG,
                data,
            };
            self.start(vec![m], Vec::new())?.wait()?;
            Ok(None)
        }
    }

    /// `op` over every rank's `value`, on every rank (reduced on rank 0 in
    /// rank order, then sent back: the same bits everywhere).
    fn all_reduce(&self, value: f64, op: Reduce) -> Result<f64, CommError> {
        let bytes = value.to_le_bytes().to_vec();
        let reduced = if self.rank() == 0 {
            let others: Vec<Expect> = (1..self.size())
                .map(|peer| Expect {
                    peer,
                    tag: REDUCE_TAG,
                })
                .collect();
            let mut acc = value;
            for b in self.start(Vec::new(), others)?.wait()? {
                let x = f64_from(&b)?;
                acc = match op {
                    Reduce::Sum => acc + x,
                    Reduce::Min => acc.min(x),
                    Reduce::Max => acc.max(x),
                };
            }
            let sends = (1..self.size())
                .map(|peer| Message {
                    peer,
                    tag: BROADCAST_TAG,
                    data: acc.to_le_bytes().to_vec(),
                })
                .collect();
            self.start(sends, Vec::new())?.wait()?;
            acc
        } else {
            let m = Message {
                peer: 0,
                tag: REDUCE_TAG,
                data: bytes,
            };
            self.start(vec![m], Vec::new())?.wait()?;
            let back = Expect {
                peer: 0,
                tag: BROADCAST_TAG,
            };
            let got = self.start(Vec::new(), vec![back])?.wait()?;
            f64_from(got.first().map(Vec::as_slice).unwrap_or_default())?
        };
        Ok(reduced)
    }

    /// Waits until every rank reaches the barrier.
    fn barrier(&self) -> Result<(), CommError> {
        self.all_reduce(0.0, Reduce::Sum).map(|_| ())
    }
}

fn f64_from(b: &[u8]) -> Result<f64, CommError> {
    let arr: [u8; 8] = b.try_into().map_err(|_| {
        CommError::Transport(format!("a reduction received {} bytes, not 8", b.len()))
    })?;
    Ok(f64::from_le_bytes(arr))
}

/// Messages in arrival order, by (source, tag).
type Queues = HashMap<(usize, u32), VecDeque<Vec<u8>>>;

/// Messages waiting for one rank.
#[derive(Default)]
struct Mailbox {
    queue: Mutex<Queues>,
    arrived: Condvar,
}

/// What the ranks of one in-process world share.
struct World {
    boxes: Vec<Mailbox>,
    aborted: AtomicBool,
    reason: Mutex<String>,
}

/// A rank of an in-process world: ranks are threads, messages are moved
/// between them through shared mailboxes.
pub struct InProcess {
    rank: usize,
    world: Arc<World>,
}

impl InProcess {
    /// Runs `body` on `ranks` threads, one per rank, and returns their results
    /// by rank. A rank that returns an error (or panics) aborts the others.
    pub fn run<T, E, F>(ranks: usize, body: F) -> Vec<Result<T, E>>
    where
        T: Send,
        E: Send + From<CommError> + fmt::Display,
        F: Fn(InProcess) -> Result<T, E> + Sync,
    {
        let world = Arc::new(World {
            boxes: (0..ranks).map(|_| Mailbox::default()).collect(),
            aborted: AtomicBool::new(false),
            reason: Mutex::new(String::new()),
        });
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..ranks)
                .map(|rank| {
                    let comm = InProcess {
                        rank,
                        world: world.clone(),
                    };
                    let body = &body;
                    scope.spawn(move || {
                        // A rank that panics stops the others at once: they
                        // would wait for its messages forever.
                        let guard = AbortOnPanic {
                            world: comm.world.clone(),
                            rank,
                        };
                        let out = body(comm);
                        if let Err(e) = &out {
                            abort_world(&guard.world, &format!("rank {rank}: {e}"));
                        }
                        out
                    })
                })
                .collect();
            handles
                .into_iter()
                .enumerate()
                .map(|(rank, h)| {
                    h.join().unwrap_or_else(|_| {
                        abort_world(&world, &format!("rank {rank} panicked"));
                        Err(E::from(CommError::Panicked(rank)))
                    })
                })
                .collect()
        })
    }
}

/// Aborts the world when the rank's thread unwinds from a panic.
struct AbortOnPanic {
    world: Arc<World>,
    rank: usize,
}

impl Drop for AbortOnPanic {
    fn drop(&mut self) {
        if std::thread::panicking() {
            abort_world(&self.world, &format!("rank {} panicked", self.rank));
        }
    }
}

fn abort_world(world: &World, reason: &str) {
    if let Ok(mut r) = world.reason.lock() {
        if r.is_empty() {
            *r = reason.to_string();
        }
    }
    world.aborted.store(true, Ordering::SeqCst);
    for b in &world.boxes {
        b.arrived.notify_all();
    }
}

/// Receives still to arrive.
struct InProcessPending {
    rank: usize,
    world: Arc<World>,
    receives: Vec<Expect>,
}

impl Pending for InProcessPending {
    fn wait(self: Box<Self>) -> Result<Vec<Vec<u8>>, CommError> {
        let mailbox = &self.world.boxes[self.rank];
        let mut out = Vec::with_capacity(self.receives.len());
        let mut queue = mailbox
            .queue
            .lock()
            .map_err(|_| CommError::Transport("a mailbox was poisoned".into()))?;
        for e in &self.receives {
            loop {
                if let Some(data) = queue
                    .get_mut(&(e.peer, e.tag))
                    .and_then(VecDeque::pop_front)
                {
                    out.push(data);
                    break;
                }
                if self.world.aborted.load(Ordering::SeqCst) {
                    let reason = self.world.reason.lock().map(|r| r.clone());
                    return Err(CommError::Aborted(reason.unwrap_or_default()));
                }
                queue = mailbox
                    .arrived
                    .wait_timeout(queue, Duration::from_millis(100))
                    .map_err(|_| CommError::Transport("a mailbox was poisoned".into()))?
                    .0;
            }
        }
        Ok(out)
    }
}

impl Communicator for InProcess {
    fn rank(&self) -> usize {
        self.rank
    }

    fn size(&self) -> usize {
        self.world.boxes.len()
    }

    fn start(
        &self,
        sends: Vec<Message>,
        receives: Vec<Expect>,
    ) -> Result<Box<dyn Pending>, CommError> {
        for m in sends {
            let mailbox = self
                .world
                .boxes
                .get(m.peer)
                .ok_or_else(|| CommError::NoSuchRank {
                    rank: m.peer,
                    size: self.world.boxes.len(),
                })?;
            let mut queue = mailbox
                .queue
                .lock()
                .map_err(|_| CommError::Transport("a mailbox was poisoned".into()))?;
            queue
                .entry((self.rank, m.tag))
                .or_default()
                .push_back(m.data);
            mailbox.arrived.notify_all();
        }
        Ok(Box::new(InProcessPending {
            rank: self.rank,
            world: self.world.clone(),
            receives,
        }))
    }

    fn abort(&self, reason: &str) {
        abort_world(&self.world, reason);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ring_messages_and_collectives() {
        let results = InProcess::run(3, |comm| -> Result<(f64, f64), CommError> {
            let next = (comm.rank() + 1) % 3;
            let prev = (comm.rank() + 2) % 3;
            let sends = vec![Message {
                peer: next,
                tag: 7,
                data: vec![comm.rank() as u8],
            }];
            let got = comm
                .start(sends, vec![Expect { peer: prev, tag: 7 }])?
                .wait()?;
            assert_eq!(got, vec![vec![prev as u8]]);
            let sum = comm.all_reduce(comm.rank() as f64 + 0.5, Reduce::Sum)?;
            let max = comm.all_reduce(comm.rank() as f64, Reduce::Max)?;
            let gathered = comm.gather(vec![comm.rank() as u8; 2], 0)?;
            if comm.rank() == 0 {
                assert_eq!(gathered.unwrap(), vec![vec![0, 0], vec![1, 1], vec![2, 2]]);
            }
            Ok((sum, max))
        });
        for r in results {
            assert_eq!(r.unwrap(), (4.5, 2.0));
        }
    }

    #[test]
    fn an_error_on_one_rank_ends_the_others() {
        let results = InProcess::run(2, |comm| -> Result<(), CommError> {
            if comm.rank() == 1 {
                return Err(CommError::Transport("boom".into()));
            }
            comm.start(Vec::new(), vec![Expect { peer: 1, tag: 1 }])?
                .wait()
                .map(|_| ())
        });
        assert!(results[0]
            .as_ref()
            .unwrap_err()
            .to_string()
            .contains("boom"));
        assert!(results[1].is_err());
    }

    #[test]
    fn a_panic_on_one_rank_ends_the_others() {
        // Rank 1 panics while rank 0 waits for its message: rank 0 must be
        // told, not wait forever.
        let results = InProcess::run(2, |comm| -> Result<(), CommError> {
            if comm.rank() == 1 {
                panic!("a rank's bug");
            }
            comm.start(Vec::new(), vec![Expect { peer: 1, tag: 1 }])?
                .wait()
                .map(|_| ())
        });
        assert!(
            matches!(results[0], Err(CommError::Aborted(_))),
            "{:?}",
            results[0]
        );
        assert_eq!(results[1], Err(CommError::Panicked(1)));
    }
}
