#!/usr/bin/env python3
"""Bootstrap: make the project's environment if needed, then start the game box or the tests.

    python3 run.py            start the game box (the launcher)
    python3 run.py test       run the whole test suite
    python3 run.py ARGS...    any gamebox command (play, simulate, validate, bench...)

The first run creates `.venv` and installs the project into it; later runs skip installing
unless `pyproject.toml` or the environment's Python changed. Works the same on Linux, macOS and
Windows.

Which Python `.venv` is made from: `GAMEBOX_PYTHON` when set (a path); else, on Linux, the
system's own build of the same Python version (`/usr/bin/python3.11` for 3.11) when it is not
the one running this and can make environments, since distributions build Python with
profile-guided and link-time optimisation and the games' rules run a tenth to a fifth faster
on it than on a build from source (pyenv's default); else the Python running this.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed"
SYSTEM_BIN = Path("/usr/bin")
"""Where a Linux distribution keeps its own Python."""


def venv_python() -> Path:
    if os.name == "nt":
        return VENV / "Scripts" / "python.exe"
    return VENV / "bin" / "python"


def wanted_stamp() -> str:
    # `pyvenv.cfg` names the environment's Python and its version: a new one reinstalls
    config = VENV / "pyvenv.cfg"
    text = (ROOT / "pyproject.toml").read_bytes() + (config.read_bytes() if config.exists()
                                                      else sys.version.encode())
    return hashlib.sha256(text).hexdigest()


def can_make_venvs(python: str) -> bool:
    """True when `python` runs and has what `python -m venv` needs to install pip (Debian
    ships `ensurepip` apart, in python3.X-venv)."""
    try:
        return subprocess.run([python, "-c", "import venv, ensurepip"], capture_output=True,
                              timeout=30).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def base_python() -> str:
    """The Python to make `.venv` from (see the module's docstring)."""
    chosen = os.environ.get("GAMEBOX_PYTHON")
    if chosen:
        return chosen
    if not sys.platform.startswith("linux"):
        return sys.executable
    system = SYSTEM_BIN / f"python{sys.version_info.major}.{sys.version_info.minor}"
    if (system.exists() and os.path.realpath(system) != os.path.realpath(sys.executable)
            and can_make_venvs(str(system))):
        return str(system)
    return sys.executable


def create_environment() -> None:
    base = base_python()
    if base == sys.executable:
        import venv  # here, not at the top: every start runs this file, and it takes 8 ms

        print("gamebox: creating the environment in .venv (first run only)...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
        return
    print(f"gamebox: creating the environment in .venv from {base} (first run only; "
          "set GAMEBOX_PYTHON to choose another Python)...", flush=True)
    try:
        subprocess.check_call([base, "-m", "venv", str(VENV)])
    except (OSError, subprocess.CalledProcessError) as exc:
        raise SystemExit(f"gamebox: could not create .venv with {base}: {exc}") from None


def ensure_environment() -> Path:
    python = venv_python()
    if not python.exists():
        create_environment()
    stamp = wanted_stamp()
    if not STAMP.exists() or STAMP.read_text() != stamp:
        print("gamebox: installing packages...", flush=True)
        quiet = ["-q", "--disable-pip-version-check"]
        subprocess.check_call([str(python), "-m", "pip", "install", *quiet, "-e", f"{ROOT}[test]"])
        # pip compiles the modules of what it installs, but not of an editable install: do it
        # here, or where Python is told not to keep its cache (PYTHONDONTWRITEBYTECODE) every
        # start compiles every module, a tenth of a second or more
        subprocess.call([str(python), "-m", "compileall", "-q", str(ROOT / "gamebox")])
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
