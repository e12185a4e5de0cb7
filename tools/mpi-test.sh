#!/usr/bin/env bash
# Decomposed runs under MPI: `isobar run --ranks 4 --layout 2x2 --steps 10
# --periodic` started by `mpirun -n 4` (OpenMPI, oversubscribed) prints the
# same checksums as one rank, for the bundled hdiff and vadv and an example
# program. Runs the debug CLI built with the `mpi` feature.
set -euo pipefail
cd "$(dirname "$0")/.."
# The CLI built with the `mpi` feature: $ISOBAR_BIN where the caller built
# one (tools/test-all.sh passes cargo test's), a debug build otherwise (the
# kernels are compiled C either way).
bin="${ISOBAR_BIN:-}"
if [ -z "$bin" ]; then
  cargo build --locked -q -p isobar-cli --features mpi
  bin="${CARGO_TARGET_DIR:-target}/debug/isobar"
fi
mpirun=(mpirun -n 4 --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpirun+=(--allow-run-as-root)
passed=0
failed=0
check() {
  local file=$1 domain=$2
  local base=(run "$file" --backend c --domain "$domain" --steps 10 --periodic --threads 1)
  local one out four
  one=$("$bin" "${base[@]}" --ranks 1 | grep checksum)
  out=$(OMP_NUM_THREADS=1 "${mpirun[@]}" "$bin" "${base[@]}" --ranks 4 --layout 2x2)
  four=$(grep checksum <<<"$out" || true)
  # The ranks must be MPI's (a binary without the `mpi` feature would run
  # four separate 2x2 thread runs and print their checksums four times).
  if [ -n "$one" ] && [ "$one" = "$four" ] && grep -q '2x2 (MPI)' <<<"$out"; then
    passed=$((passed + 1))
    echo "ok: $file under mpirun -n 4 (2x2) equals one rank"
  else
    failed=$((failed + 1))
    echo "FAILED: $file under mpirun -n 4 (2x2)"
    echo "one rank:"; echo "$one"
    echo "four MPI ranks:"; echo "$four"
  fi
}
check examples/hdiff.py 40,36,6
check examples/vadv.py 24,20,12
check examples/programs/tracer_advection.py 24,20,6
echo "mpi: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
