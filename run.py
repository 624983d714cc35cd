#!/usr/bin/env python3
"""Bootstrap: make the project's environment if needed, then start the game box or the tests.

    python3 run.py            start the game box (the launcher)
    python3 run.py test       run the whole test suite
    python3 run.py ARGS...    any gamebox command (play, simulate, validate, bench...)

The first run creates `.venv` and installs the project into it; later runs skip installing
unless `pyproject.toml` changed. Works the same on Linux, macOS and Windows.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def wanted_stamp() -> str:
    text = (ROOT / "pyproject.toml").read_bytes() + sys.version.encode()
    return hashlib.sha256(text).hexdigest()


def ensure_environment() -> Path:
    python = venv_python()
    if not python.exists():
        print("gamebox: creating the environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = wanted_stamp()
    if not STAMP.exists() or STAMP.read_text() != stamp:
        print("gamebox: installing packages...", flush=True)
        quiet = ["-q", "--disable-pip-version-check"]
        subprocess.check_call([str(python), "-m", "pip", "install", *quiet, "-e", f"{ROOT}[test]"])
        STAMP.write_text(stamp)
    return python


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):
        print("gamebox needs Python 3.11 or newer", file=sys.stderr)
        return 2
    python = ensure_environment()
    if argv[:1] == ["test"]:
        extra = argv[1:]
        # both cores by default; `python3 run.py test -n 0` runs in one process
        parallel = [] if any(a.startswith("-n") for a in extra) else ["-n", "auto"]
        command = [str(python), "-m", "pytest", *parallel, *extra]
    else:
        command = [str(python), "-m", "gamebox", *argv]
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
