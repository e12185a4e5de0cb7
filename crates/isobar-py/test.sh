#!/usr/bin/env bash
# Builds the Python package as a wheel, installs it into a private virtual
# environment (target/py-venv) and runs the pytest suite, the conformance
# corpus through Python included.
set -euo pipefail
cd "$(dirname "$0")/../.."

VENV=target/py-venv
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "maturin>=1.16,<2" "numpy>=1.23" "pytest>=7"
# Decomposed runs over mpi4py ranks (on the system's OpenMPI, which .ci/run installs).
"$VENV/bin/python" -m pip install -q --disable-pip-version-check "mpi4py>=4,<5"
rm -rf target/wheels
# A debug build by default: it reuses what `cargo test` built, and the tests'
# time goes to compiling C, not to Rust (they take as long on a release
# wheel). ISOBAR_WHEEL_RELEASE=1 builds a release wheel.
profile=()
[ "${ISOBAR_WHEEL_RELEASE:-0}" = 1 ] && profile=(--release)
"$VENV/bin/maturin" build "${profile[@]}" --locked -q -m crates/isobar-py/Cargo.toml -o target/wheels
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps target/wheels/isobar-*.whl
# A hang (a deadlock, say) fails the run instead of stalling CI.
timeout 1200 "$VENV/bin/python" -m pytest -q crates/isobar-py/tests "$@"
# isobar as a back-end of the real GT4Py 1.2.3, in GT4Py's own venv
# (tools/gt4py-venv.sh): the same wheel, GT4Py's tests of the back-end API.
GT4PY_PYTHON="$(tools/gt4py-venv.sh)"
"$GT4PY_PYTHON" -m pip install -q --disable-pip-version-check "pytest>=7"
"$GT4PY_PYTHON" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps target/wheels/isobar-*.whl
timeout 1200 "$GT4PY_PYTHON" -m pytest -q -p no:cacheprovider crates/isobar-py/tests_gt4py
