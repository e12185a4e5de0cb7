#!/usr/bin/env bash
# Makes target/gt4py-venv: GT4Py 1.2.3 (the oracle) in a Python >= 3.10
# virtual environment, for the differential fuzzer and for re-recording
# corpora. Prints the venv's python. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=target/gt4py-venv

if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c "import gt4py" 2>/dev/null; then
  python=""
  for candidate in "${ISOBAR_PYTHON:-}" "$HOME"/.pyenv/versions/3.12*/bin/python3.12 \
      "$(command -v python3.12 || true)" "$(command -v python3 || true)"; do
    [ -n "$candidate" ] && [ -x "$candidate" ] || continue
    if "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
      python="$candidate"
      break
    fi
  done
  if [ -z "$python" ]; then
    echo "error: GT4Py needs Python >= 3.10; set ISOBAR_PYTHON" >&2
    exit 1
  fi
  rm -rf "$VENV"
  "$python" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check "gt4py==1.2.3" >&2
fi
echo "$VENV/bin/python"
