#!/usr/bin/env bash
# Makes target/nvrtc-venv with NVIDIA's NVRTC library from PyPI (the wheel
# `nvidia-cuda-nvrtc-cu12`: the CUDA runtime compiler alone, no GPU driver),
# so that the CUDA back-end can compile generated code to PTX on any machine.
# Prints the directory holding libnvrtc.so.12 (for LD_LIBRARY_PATH). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=target/nvrtc-venv
find_lib() { find "$VENV" -name 'libnvrtc.so.12' -print -quit 2>/dev/null; }
if [ -z "$(find_lib)" ]; then
  python=$(command -v python3)
  rm -rf "$VENV"
  "$python" -m venv "$VENV"
  "$VENV/bin/python" -m pip install -q --disable-pip-version-check "nvidia-cuda-nvrtc-cu12==12.9.86" >&2
fi
lib="$(find_lib)"
if [ -z "$lib" ]; then
  echo "error: libnvrtc.so.12 not found in $VENV" >&2
  exit 1
fi
dirname "$(readlink -f "$lib")"
