#!/usr/bin/env bash
# Every test of the project, as CI runs them: the Rust workspace (unit,
# corpora, snapshots, property tests, CLI), the Python package, the corpora
# under AddressSanitizer, and a fixed-seed batch of the differential fuzzer
# against GT4Py 1.2.3.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --workspace --locked
crates/isobar-py/test.sh
tools/asan-corpora.sh
if [ -x tools/fuzz/ci.sh ]; then
  tools/fuzz/ci.sh
fi
