"""Which interpreter a launcher starts, and the Windows and macOS launchers as pure text."""
from __future__ import annotations

import stat
import subprocess
from pathlib import PurePosixPath, PureWindowsPath

from gamebox import install_launcher as il

ROOT = PurePosixPath("/home/ann/gamebox")
WROOT = PureWindowsPath(r"C:\Users\Ann\gamebox")


def test_posix_prefers_the_running_project_interpreter():
    argv, workdir = il.launch_command(ROOT, "/home/ann/gamebox/.venv/bin/python3.11",
                                      windows=False, venv_exists=True)
    assert argv == ["/home/ann/gamebox/.venv/bin/python3.11", "-m", "gamebox"]
    assert workdir == ROOT


def test_posix_uses_the_project_venv_when_run_from_elsewhere():
    argv, _ = il.launch_command(ROOT, "/usr/bin/python3", windows=False, venv_exists=True)
    assert argv == ["/home/ann/gamebox/.venv/bin/python", "-m", "gamebox"]


def test_posix_without_a_venv_goes_through_the_bootstrap():
    argv, workdir = il.launch_command(ROOT, "/usr/bin/python3", windows=False, venv_exists=False)
    assert argv == ["/usr/bin/python3", "/home/ann/gamebox/run.py"]
    assert workdir == ROOT


def test_windows_starts_pythonw_without_a_console():
    argv, workdir = il.launch_command(WROOT, r"C:\Users\Ann\gamebox\.venv\Scripts\python.exe",
                                      windows=True, venv_exists=True)
    assert argv == [r"C:\Users\Ann\gamebox\.venv\Scripts\pythonw.exe", "-m", "gamebox"]
    assert workdir == WROOT
    argv, _ = il.launch_command(WROOT, r"C:\Python311\python.exe", windows=True,
                                venv_exists=True)
    assert argv[0] == r"C:\Users\Ann\gamebox\.venv\Scripts\pythonw.exe"
    argv, _ = il.launch_command(WROOT, r"C:\Python311\python.exe", windows=True,
                                venv_exists=False)
    assert argv == [r"C:\Python311\pythonw.exe", r"C:\Users\Ann\gamebox\run.py"]


def test_windows_shortcut_script_writes_desktop_and_start_menu_links():
    argv = [r"C:\Users\Ann O'Neil\gamebox\.venv\Scripts\pythonw.exe", "-m", "gamebox"]
    workdir = PureWindowsPath(r"C:\Users\Ann O'Neil\gamebox")
    icon = workdir / "assets" / "icons" / "gamebox.ico"
    script = il.windows_shortcut_script(argv, workdir, icon)
    assert "GetFolderPath('Desktop')" in script and "GetFolderPath('Programs')" in script
    assert "Join-Path $folder 'gamebox.lnk'" in script
    # A quote in a path is doubled inside PowerShell's single-quoted literals.
    assert r"$link.TargetPath = 'C:\Users\Ann O''Neil\gamebox\.venv\Scripts\pythonw.exe'" in script
    assert "$link.Arguments = '-m gamebox'" in script
    assert r"$link.WorkingDirectory = 'C:\Users\Ann O''Neil\gamebox'" in script
    assert (r"$link.IconLocation = 'C:\Users\Ann O''Neil\gamebox\assets\icons\gamebox.ico,0'"
            in script)
    assert "$link.Save()" in script


def test_windows_arguments_are_quoted_for_the_c_runtime():
    assert il.windows_arguments(["pythonw.exe", r"C:\My Games\run.py"]) == '"C:\\My Games\\run.py"'


def test_macos_command_script_runs_the_project(tmp_path):
    root = tmp_path / "my games"
    fake = root / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    fake.write_text('#!/bin/sh\necho "$PWD|$*"\n')
    fake.chmod(0o755)
    home = tmp_path / "home"
    [path] = il.install_macos(home, root=root, executable="/usr/bin/python3")
    assert path == home / "Desktop" / "gamebox.command"
    assert path.stat().st_mode & stat.S_IXUSR
    text = path.read_text()
    assert text.startswith("#!/bin/sh\n")
    assert f"cd '{root}'" in text
    ran = subprocess.run([str(path)], capture_output=True, text=True, timeout=10, check=True)
    assert ran.stdout.strip() == f"{root}|-m gamebox"


def test_install_picks_the_platform(monkeypatch):
    calls = []
    monkeypatch.setattr(il, "install_windows", lambda: calls.append("win") or [])
    monkeypatch.setattr(il, "install_macos", lambda: calls.append("mac") or [])
    monkeypatch.setattr(il, "install_linux", lambda: calls.append("linux") or [])
    for platform in ("win32", "darwin", "linux"):
        monkeypatch.setattr(il.sys, "platform", platform)
        il.install()
    assert calls == ["win", "mac", "linux"]
