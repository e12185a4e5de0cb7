#!/usr/bin/env bash
# Keeps the repository's copy of the GT4Py-recorded corpora (corpora/) in
# step with the project's shared copy beside the repository (../shared):
#   tools/sync-corpora.sh          copy ../shared/{conformance,regressions} into corpora/
#   tools/sync-corpora.sh --check  exit 1 (listing the differences) if they differ
# The tests read corpora/ only, so a clone runs them with nothing beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${ISOBAR_SHARED:-../shared}
status=0
for corpus in conformance regressions; do
  src="$SHARED/$corpus"
  if [ ! -d "$src" ]; then
    echo "sync-corpora: $src not found" >&2
    exit 2
  fi
  if [ "${1:-}" = "--check" ]; then
    if ! diff -rq -x __pycache__ "$src" "corpora/$corpus"; then
      status=1
    fi
  else
    rm -rf "corpora/$corpus"
    mkdir -p corpora
    cp -r "$src" "corpora/$corpus"
    find "corpora/$corpus" -name __pycache__ -prune -exec rm -rf {} +
    echo "corpora/$corpus: $(find "corpora/$corpus" -type f | wc -l) files from $src"
  fi
done
exit $status
