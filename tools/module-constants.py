#!/usr/bin/env python3
"""Writes the numeric module-level constants of Python modules as the TOML
that `isobar check/run/dump --constants FILE` reads: one table per module.

Some model modules compute their constants in ways isobar does not evaluate
from the text (NDSL's `ndsl.constants` picks a set by an environment variable
through an Enum); Python does, so this script imports the modules and reads
the values, as the isobar Python package reads live values.

    python tools/module-constants.py ndsl.constants > constants.toml
    isobar check pyFV3/stencils/moist_cv.py --constants constants.toml

`--bare-packages` imports the modules without running their packages'
`__init__.py` (which often import a whole framework), and `--stub NAME`
replaces a module that is not installed by a stand-in whose every attribute
is a callable placeholder, for imports the constants do not depend on.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.abc
import importlib.machinery
import numbers
import sys
import types
from pathlib import Path


class _Anything:
    """Stands in for whatever a stubbed module provides."""

    def __call__(self, *args, **kwargs):
        return _Anything()

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Anything()

    def __getitem__(self, key):
        return _Anything()

    def __mro_entries__(self, bases):
        return (object,)

    def __format__(self, spec):
        return format(0, spec)

    def __index__(self):
        return 0

    __int__ = __index__


class _StubFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def __init__(self, prefixes):
        self.prefixes = prefixes

    def find_spec(self, name, path=None, target=None):
        if any(name == p or name.startswith(p + ".") for p in self.prefixes):
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec):
        module = types.ModuleType(spec.name)
        module.__path__ = []
        module.__getattr__ = lambda attr: _Anything()
        return module

    def exec_module(self, module):
        pass


def _bare_package(name: str) -> None:
    """Registers the packages above module `name` without running their
    `__init__.py`, found on sys.path."""
    parts = name.split(".")
    for n in range(1, len(parts)):
        package = ".".join(parts[:n])
        if package in sys.modules:
            continue
        for root in sys.path:
            directory = Path(root or ".").joinpath(*parts[:n])
            if (directory / "__init__.py").is_file():
                module = types.ModuleType(package)
                module.__path__ = [str(directory)]
                sys.modules[package] = module
                break


def _toml_value(value) -> str | None:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, numbers.Integral):
        return str(int(value))
    if isinstance(value, numbers.Real):
        text = repr(float(value))
        if text in ("inf", "-inf", "nan"):
            return None
        return text
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("modules", nargs="+", help="dotted module names")
    ap.add_argument("--bare-packages", action="store_true",
                    help="do not run the packages' __init__.py")
    ap.add_argument("--stub", action="append", default=[],
                    help="a module (and its submodules) to replace by a stand-in")
    args = ap.parse_args(argv)
    if args.stub:
        sys.meta_path.insert(0, _StubFinder(args.stub))
    for name in args.modules:
        if args.bare_packages:
            _bare_package(name)
        module = importlib.import_module(name)
        print(f'["{name}"]')
        for key, value in sorted(vars(module).items()):
            if key.startswith("_"):
                continue
            text = _toml_value(value)
            if text is not None:
                print(f"{key} = {text}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
