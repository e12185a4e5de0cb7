"""Shared fixtures: the conformance corpus and a private compilation cache."""

import os
import pathlib
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[3]
CORPUS = REPO / "corpora" / "conformance"
HERE = pathlib.Path(__file__).resolve().parent

# Helper modules used by the tests (another module's @gtscript.function, constants).
sys.path.insert(0, str(HERE / "support"))


@pytest.fixture(scope="session", autouse=True)
def _cache_dir(tmp_path_factory):
    """Builds go to a temporary cache, not the user's."""
    if "ISOBAR_CACHE_DIR" not in os.environ:
        os.environ["ISOBAR_CACHE_DIR"] = str(tmp_path_factory.mktemp("isobar-cache"))
    yield
