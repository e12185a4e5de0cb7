#!/usr/bin/env bash
# Weak scaling of decomposed runs on this machine: every rank owns 128x128x80
# points (1 rank 128x128, 2 ranks 256x128 as 2x1, 4 ranks 256x256 as 2x2),
# periodic, one OpenMP thread per rank; ranks as threads of one process and
# as MPI processes (mpirun, oversubscribed where ranks > cores). Prints a
# Markdown table: time per step, and the part of it spent on exchanges
# (packing, posting, waiting for and unpacking halos) on the slowest rank;
# each the median of REPEAT runs (default 3; the machine is noisy).
set -euo pipefail
cd "$(dirname "$0")/../.."
cargo build --release --locked -p isobar-cli --features mpi --target-dir target/mpi -q
bin=target/mpi/release/isobar
steps=${STEPS:-20}
mpirun=(mpirun --oversubscribe)
[ "$(id -u)" -eq 0 ] && mpirun+=(--allow-run-as-root)
echo "| file | ranks | layout | domain | how | ms per step | exchange ms per step | KiB sent per rank per step |"
echo "|---|---|---|---|---|---|---|---|"
for file in ${FILES:-examples/hdiff.py examples/programs/tracer_advection.py}; do
  for spec in "1 1x1 128,128,80" "2 2x1 256,128,80" "4 2x2 256,256,80"; do
    read -r n layout domain <<<"$spec"
    args=(run "$file" --backend c --domain "$domain" --steps "$steps" --periodic --threads 1 --ranks "$n" --layout "$layout")
    for how in threads MPI; do
      steps_ms=()
      exch_ms=()
      for _ in $(seq "${REPEAT:-3}"); do
        if [ "$how" = threads ]; then
          out=$("$bin" "${args[@]}")
        else
          out=$(OMP_NUM_THREADS=1 "${mpirun[@]}" -n "$n" "$bin" "${args[@]}")
        fi
        line=$(grep "per step" <<<"$out")
        steps_ms+=("$(sed -E 's/^ *([0-9.]+) ms per step.*/\1/' <<<"$line")")
        exch_ms+=("$(sed -E 's/.*exchanges ([0-9.]+) ms.*/\1/' <<<"$line")")
        kib=$(sed -E 's/.*, ([0-9.]+) KiB sent.*/\1/' <<<"$line")
      done
      median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
      echo "| $(basename "$file") | $n | $layout | ${domain//,/×} | $how | $(median "${steps_ms[@]}") | $(median "${exch_ms[@]}") | $kib |"
    done
  done
done
