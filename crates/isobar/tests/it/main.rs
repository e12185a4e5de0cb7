//! The integration tests of the `isobar` library, in one binary (one link,
//! one process per `cargo test` run): each module is one concern, named as
//! the test file it was. The tests that set process-wide environment
//! variables the generated libraries read (`ISOBAR_CACHE_BYTES`,
//! `ISOBAR_POISON_TEMPORARIES`) stay binaries of their own beside this one.
//! What several modules share comes from `tests/support/`.

#[path = "../support/backends.rs"]
mod backends;
#[path = "../support/compare.rs"]
mod compare;
#[path = "../support/program_runs.rs"]
mod program_runs;
#[path = "../support/reference.rs"]
mod reference;
#[path = "../support/tally.rs"]
mod tally;

mod aliasing;
mod architecture;
mod array_calls;
mod bad_input;
mod c_snapshots;
mod cache_regimes;
mod checked_as_written;
mod conformance_c;
mod conformance_check;
mod conformance_debug;
mod conformance_targets;
mod cuda_ptx;
mod diagnostics_snapshots;
mod distributed;
mod fortran_driver;
mod gt4py_declarations;
mod gt4py_module_data;
mod guarded_accesses;
mod hostile_values;
mod jit_cache;
mod kernel_snapshots;
mod module_rebinding;
mod modules;
mod no_panic;
mod program_fuzz;
mod programs;
mod regressions;
mod small_domain_regions;
mod target_names;
mod tile_hazard;
