#!/usr/bin/env bash
# Runs GT4Py 1.2.3's own cartesian integration tests
# (tests/cartesian_tests/integration_tests in GT4Py's sources) on GT4Py's
# numpy back-end and on isobar's GT4Py back-ends, in GT4Py's venv
# (tools/gt4py-venv.sh), and lists the tests that pass on numpy but not on
# isobar.
#
#   tools/gt4py-integration.sh [BACKEND...] [-- PYTEST_ARGS...]
#
# BACKEND: numpy, isobar:cpu, isobar:debug (default: all three). numpy is the
# reference: with it in the list, the tests that pass on it and fail on each
# isobar back-end are listed (and the script fails if there are any). The
# pytest arguments go to every run (-k EXPR to focus, -x, -v...).
#
# Environment:
#   GT4PY_SRC      a GT4Py source tree (a checkout) to take the tests from;
#   GT4PY_GIT_DIR  otherwise a GT4Py git directory (default: a blob-less clone
#                  of github.com/GridTools/gt4py made in target/), read at
#   GT4PY_REF      (default: v1.2.3 where the tag is there, else
#                  GT4PY_FALLBACK_REF, a main commit of 2026-08-21 whose tests
#                  carry 1.2.3's markers (`uses_dace`); the integration tests
#                  differ from v1.2.1's in those markers only);
#   ISOBAR_WHEEL   the isobar wheel to install (default: target/wheels/isobar-*.whl;
#                  "none": leave the installed isobar alone);
#   ISOBAR_PY_OVERLAY=1  then copy crates/isobar-py/python/isobar/*.py over the
#                  installed package (pure-Python edits, without a rebuild).
#
# The tests run from target/gt4py-integration/src (GT4Py's tests and its
# pyproject.toml, for pytest's configuration); the outcome of every test is
# written to target/gt4py-integration/<backend>.txt. GT4Py's code is never
# copied into the repository. tools/gt4py_integration_plugin.py selects the
# tests of each back-end (see there).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
WORK="$ROOT/target/gt4py-integration"
GT4PY_FALLBACK_REF="${GT4PY_FALLBACK_REF:-bfe883c161cf229751cdc4e32713a00bdbbd7ac8}"

backends=()
pytest_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --) shift; pytest_args=("$@"); break ;;
    -h|--help) sed -n '2,30p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) backends+=("$1"); shift ;;
  esac
done
[ ${#backends[@]} -gt 0 ] || backends=(numpy isobar:cpu isobar:debug)

PY="$ROOT/$(tools/gt4py-venv.sh)"
"$PY" -m pip install -q --disable-pip-version-check "pytest>=7" "hypothesis>=6" >&2
wheel="${ISOBAR_WHEEL:-}"
if [ -z "$wheel" ]; then
  wheel="$(ls target/wheels/isobar-*.whl 2>/dev/null | head -1 || true)"
fi
if [ "$wheel" != none ]; then
  if [ -z "$wheel" ]; then
    echo "error: no isobar wheel in target/wheels (crates/isobar-py/test.sh builds one)" >&2
    exit 1
  fi
  "$PY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$wheel" >&2
fi
if [ "${ISOBAR_PY_OVERLAY:-0}" = 1 ]; then
  site="$("$PY" -c 'import isobar, os; print(os.path.dirname(isobar.__file__))')"
  cp crates/isobar-py/python/isobar/*.py "$site/"
fi

# GT4Py's tests, extracted afresh.
mkdir -p "$WORK"
rm -rf "$WORK/src"
mkdir -p "$WORK/src"
if [ -n "${GT4PY_SRC:-}" ]; then
  cp "$GT4PY_SRC/pyproject.toml" "$WORK/src/"
  mkdir -p "$WORK/src/tests"
  cp "$GT4PY_SRC/tests/conftest.py" "$WORK/src/tests/"
  cp -r "$GT4PY_SRC/tests/cartesian_tests" "$WORK/src/tests/"
else
  gitdir="${GT4PY_GIT_DIR:-}"
  if [ -z "$gitdir" ]; then
    gitdir="$WORK/gt4py.git"
    if [ ! -d "$gitdir" ]; then
      git clone -q --bare --filter=blob:none https://github.com/GridTools/gt4py.git "$gitdir"
    fi
  fi
  ref="${GT4PY_REF:-}"
  if [ -z "$ref" ]; then
    if git --git-dir="$gitdir" rev-parse -q --verify 'v1.2.3^{commit}' >/dev/null; then
      ref=v1.2.3
    else
      ref="$GT4PY_FALLBACK_REF"
    fi
  fi
  echo "GT4Py's tests at $ref" >&2
  git --git-dir="$gitdir" archive "$ref" pyproject.toml tests/conftest.py tests/cartesian_tests \
    | tar -x -C "$WORK/src"
fi

export GT_CACHE_ROOT="$WORK/gt_cache"
export ISOBAR_CACHE_DIR="${ISOBAR_CACHE_DIR:-$WORK/isobar_cache}"
mkdir -p "$GT_CACHE_ROOT"
summary=()
for backend in "${backends[@]}"; do
  ids="$WORK/${backend//:/_}.txt"
  rm -f "$ids"
  echo "=== $backend" >&2
  set +e
  (cd "$WORK/src" && ISOBAR_GT4PY_BACKEND="$backend" ISOBAR_GT4PY_IDS="$ids" \
     PYTHONPATH="$ROOT/tools${PYTHONPATH:+:$PYTHONPATH}" \
     "$PY" -m pytest -q -p no:cacheprovider -p gt4py_integration_plugin -o addopts="" \
       tests/cartesian_tests/integration_tests ${pytest_args[@]+"${pytest_args[@]}"} >&2)
  set -e
  if [ ! -f "$ids" ]; then
    echo "error: the $backend run recorded no outcomes" >&2
    exit 1
  fi
  line="$(awk -F'\t' '
    { n[$1]++ }
    END {
      printf "%d passed, %d failed", n["passed"], n["failed"] + n["error"]
      extra = ""
      if (n["skipped"]) extra = extra sprintf(", %d skipped", n["skipped"])
      if (n["xfailed"]) extra = extra sprintf(", %d xfailed", n["xfailed"])
      if (n["xpassed"]) extra = extra sprintf(", %d xpassed", n["xpassed"])
      printf "%s", extra
    }' "$ids")"
  summary+=("$backend: $line")
done

echo
for s in "${summary[@]}"; do echo "$s"; done
status=0
numpy_ids="$WORK/numpy.txt"
for backend in "${backends[@]}"; do
  [[ "$backend" != numpy && " ${backends[*]} " == *" numpy "* ]] || continue
  ids="$WORK/${backend//:/_}.txt"
  regressions="$(awk -F'\t' '
    FNR == NR { if ($1 == "passed") ref[$2] = 1; next }
    { seen[$2] = $1 }
    END {
      for (t in ref) if (seen[t] != "passed") print (t in seen ? seen[t] : "not run") "\t" t
    }' "$numpy_ids" "$ids" | sort -k2)"
  if [ -n "$regressions" ]; then
    echo
    echo "passed on numpy, not on $backend ($(printf '%s\n' "$regressions" | wc -l)):"
    printf '%s\n' "$regressions" | sed 's/^/  /'
    status=1
  else
    echo "$backend passes every test that passes on numpy"
  fi
done
exit $status
