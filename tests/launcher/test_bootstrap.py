"""`run.py`, the bootstrap: which Python it makes `.venv` from, and when it reinstalls."""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def run(monkeypatch, tmp_path):
    """`run.py` as a module, on Linux, with its system folder and `.venv` in `tmp_path`."""
    spec = importlib.util.spec_from_file_location("gamebox_bootstrap", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.delenv("GAMEBOX_PYTHON", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(module, "SYSTEM_BIN", tmp_path / "bin")
    monkeypatch.setattr(module, "VENV", tmp_path / ".venv")
    monkeypatch.setattr(module, "STAMP", tmp_path / ".venv" / ".installed")
    (tmp_path / "bin").mkdir()
    return module


def system_python(run, exit_code: int) -> Path:
    """A stand-in for the distribution's Python of this version: a script that answers
    `python -c "import venv, ensurepip"` with `exit_code`."""
    path = run.SYSTEM_BIN / f"python{sys.version_info.major}.{sys.version_info.minor}"
    path.write_text(f"#!/bin/sh\nexit {exit_code}\n")
    path.chmod(0o755)
    return path


@pytest.mark.skipif(os.name != "posix", reason="shell-script stand-ins")
def test_the_systems_own_build_of_the_same_version_is_preferred(run):
    path = system_python(run, 0)
    assert run.base_python() == str(path)


@pytest.mark.skipif(os.name != "posix", reason="shell-script stand-ins")
def test_a_system_python_that_cannot_make_environments_is_passed_over(run):
    system_python(run, 1)  # Debian without python3.X-venv: no ensurepip
    assert run.base_python() == sys.executable


def test_without_a_system_python_the_running_one_is_used(run):
    assert run.base_python() == sys.executable


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_the_running_python_reached_by_another_name_is_not_a_second_one(run, monkeypatch):
    link = run.SYSTEM_BIN / f"python{sys.version_info.major}.{sys.version_info.minor}"
    link.symlink_to(os.path.realpath(sys.executable))
    monkeypatch.setattr(run, "can_make_venvs", lambda python: pytest.fail("not asked"))
    assert run.base_python() == sys.executable


@pytest.mark.skipif(os.name != "posix", reason="shell-script stand-ins")
def test_gamebox_python_chooses_whatever_else_is_found(run, monkeypatch):
    system_python(run, 0)
    monkeypatch.setenv("GAMEBOX_PYTHON", "/opt/python/bin/python3.12")
    assert run.base_python() == "/opt/python/bin/python3.12"


@pytest.mark.skipif(os.name != "posix", reason="shell-script stand-ins")
def test_other_systems_keep_the_running_python(run, monkeypatch):
    system_python(run, 0)
    monkeypatch.setattr(sys, "platform", "darwin")
    assert run.base_python() == sys.executable


def test_a_new_environment_python_means_installing_again(run):
    run.VENV.mkdir()
    config = run.VENV / "pyvenv.cfg"
    config.write_text("home = /root/.pyenv/versions/3.11.7/bin\nversion = 3.11.7\n")
    before = run.wanted_stamp()
    assert run.wanted_stamp() == before
    config.write_text("home = /usr/bin\nversion = 3.11.2\n")
    assert run.wanted_stamp() != before


def test_installing_compiles_the_modules_once(run, monkeypatch):
    """pip leaves an editable install uncompiled; the bootstrap compiles it after installing,
    so starts read the compiled modules even where Python is told not to write them."""
    python = run.venv_python()
    python.parent.mkdir(parents=True)
    python.write_text("")
    (run.VENV / "pyvenv.cfg").write_text("version = 3.11.2\n")
    calls = []
    monkeypatch.setattr(run.subprocess, "check_call", lambda cmd: calls.append(cmd[1:4]))
    monkeypatch.setattr(run.subprocess, "call", lambda cmd: calls.append(cmd[1:4]) or 0)
    assert run.ensure_environment() == python
    assert calls == [["-m", "pip", "install"], ["-m", "compileall", "-q"]]
    assert run.ensure_environment() == python  # installed: nothing to do
    assert len(calls) == 2


def test_a_python_that_cannot_be_run_is_named(run, monkeypatch):
    monkeypatch.setenv("GAMEBOX_PYTHON", str(run.SYSTEM_BIN / "no-such-python"))
    with pytest.raises(SystemExit, match="could not create .venv with .*no-such-python"):
        run.create_environment()
