#!/usr/bin/env bash
# Every test of the project, as CI runs them: the Rust workspace (unit,
# corpora on every back-end, CUDA compiled to PTX with NVRTC, snapshots,
# property tests, CLI, decomposed runs in-process), the Python package,
# decomposed runs under mpirun (OpenMPI), the corpora
# under AddressSanitizer, and a fixed-seed batch of the differential fuzzer
# against GT4Py 1.2.3.
set -euo pipefail
cd "$(dirname "$0")/.."
# NVRTC (from PyPI) for the CUDA back-end's compile-to-PTX test.
LD_LIBRARY_PATH="$(tools/nvrtc.sh)${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LD_LIBRARY_PATH
# Each step prints its wall time, so CI's time can be read step by step.
step() {
  local start=$SECONDS
  "$@"
  echo "step \`$*\`: $((SECONDS - start)) s"
}
# With the MPI communicator, as clippy checked it: the debug CLI this builds
# is the one tools/mpi-test.sh runs under mpirun.
step cargo test --workspace --locked --features isobar-cli/mpi
# Every later step runs that debug CLI: no release build in CI (the tests'
# time goes to compiling C; a release isobar runs them no faster).
ISOBAR_BIN="$(realpath "${CARGO_TARGET_DIR:-target}")/debug/isobar"
if [ ! -x "$ISOBAR_BIN" ]; then
  echo "error: cargo test left no CLI at $ISOBAR_BIN" >&2
  exit 1
fi
export ISOBAR_BIN
step crates/isobar-py/test.sh
step tools/mpi-test.sh
step tools/asan-corpora.sh
step tools/fuzz/ci.sh
