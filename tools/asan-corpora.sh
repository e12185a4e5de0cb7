#!/usr/bin/env bash
# Runs the conformance and regression corpora on the C back-end, both
# layouts, with the generated code compiled under AddressSanitizer: CC
# carries the flags (as make users expect) and the sanitizer's runtime is
# preloaded into the (uninstrumented) isobar process that loads the code.
set -euo pipefail
cd "$(dirname "$0")/.."
# The CLI: $ISOBAR_BIN where the caller built one (tools/test-all.sh passes
# the debug build cargo test made), a release build otherwise.
bin="${ISOBAR_BIN:-}"
if [ -z "$bin" ]; then
  cargo build --release --locked -q -p isobar-cli
  bin=target/release/isobar
fi
libasan="$(${CC_BASE:-gcc} -print-file-name=libasan.so)"
if [ ! -f "$libasan" ]; then
  echo "error: libasan.so not found (install gcc's sanitizer runtime)" >&2
  exit 1
fi
cache="$(mktemp -d)"
trap 'rm -rf "$cache"' EXIT
status=0
# Each corpus in both layouts, on this machine's cache and then with a cache
# of one byte: every domain then takes the paths for fields beyond the cache
# (streaming stores, staged columns, rows carried along J).
for corpus in corpora/conformance corpora/regressions crates/isobar/tests/regressions crates/isobar/tests/features; do
  for layout in recorded preferred; do
    for cache_bytes in "" 1; do
      printf 'ASan %s (%s%s): ' "$corpus" "$layout" "${cache_bytes:+, beyond the cache}"
      CC="${CC_BASE:-gcc} -fsanitize=address -fno-omit-frame-pointer" \
      ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 LD_PRELOAD="$libasan" \
      ISOBAR_CACHE_DIR="$cache" ISOBAR_CACHE_BYTES="$cache_bytes" \
        "$bin" conformance "$corpus" --backend c --layout "$layout" | tail -1 \
        || status=1
    done
  done
done
exit $status
