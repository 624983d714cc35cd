"""The Linux launcher: a freedesktop entry in the menu, a copy on the desktop, our icon."""
from __future__ import annotations

import os
import shutil
import time
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from gamebox import cli, install_launcher
from gamebox.engine.paths import ASSETS_DIR, PROJECT_ROOT
from support import need_tool


@pytest.fixture
def home(tmp_path, monkeypatch):
    """HOME and the XDG folders inside tmp_path, with a desktop folder to receive the copy."""
    home = tmp_path / "home"
    (home / "Desktop").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DESKTOP_DIR", str(home / "Desktop"))
    # Without a session bus the trusted-metadata step is skipped instead of calling gio.
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    return home


def entry_fields(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def exec_argv(value: str) -> list[str]:
    """Undo the Desktop Entry quoting the way a launcher does: string escapes first, then
    the Exec key's double quotes (inside which a backslash escapes " ` $ \\), then %%."""
    escapes = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    text, i = "", 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value) and value[i + 1] in escapes:
            text += escapes[value[i + 1]]
            i += 2
        else:
            text += value[i]
            i += 1
    args, current, quoted, started, i = [], "", False, False, 0
    while i < len(text):
        ch = text[i]
        if quoted and ch == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            current += text[i + 1]
            i += 1
        elif ch == '"':
            quoted, started = not quoted, True
        elif ch == " " and not quoted:
            if started or current:
                args.append(current)
            current, started = "", False
        else:
            current += ch
        i += 1
    assert not quoted, f"unbalanced quotes in {value!r}"
    if started or current:
        args.append(current)
    return [arg.replace("%%", "%") for arg in args]


def test_cli_installs_menu_entry_icon_and_desktop_copy(home, capsys):
    assert cli.main(["install-launcher"]) == 0
    printed = capsys.readouterr().out
    entry = home / "data" / "applications" / "gamebox.desktop"
    icon = home / "data" / "icons" / "hicolor" / "256x256" / "apps" / "gamebox.png"
    copy = home / "Desktop" / "gamebox.desktop"
    for path in (entry, icon, copy):
        assert path.exists(), path
        assert f"installed {path}" in printed
    assert icon.read_bytes() == (ASSETS_DIR / "icons" / "gamebox.png").read_bytes()
    for size in (48, 128):
        small = home / "data" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "gamebox.png"
        assert small.read_bytes() == (ASSETS_DIR / "icons" / f"gamebox-{size}.png").read_bytes()
    fields = entry_fields(entry.read_text())
    assert fields["Type"] == "Application"
    assert fields["Name"] == "gamebox"
    assert fields["Terminal"] == "false"
    assert fields["Categories"].startswith("Game;")
    assert fields["Icon"] == str(icon)
    assert fields["Path"] == str(PROJECT_ROOT)
    argv = exec_argv(fields["Exec"])
    assert Path(argv[0]).is_absolute()
    assert argv[1:] in (["-m", "gamebox"], [str(PROJECT_ROOT / "run.py")])
    assert copy.read_text() == entry.read_text()
    assert copy.stat().st_mode & stat.S_IXUSR, "file managers only launch executable entries"


def test_exec_uses_the_running_project_environment(home):
    python = PROJECT_ROOT / ".venv" / "bin" / "python3.11"
    install_launcher.install_linux(root=PROJECT_ROOT, executable=str(python))
    fields = entry_fields((home / "data" / "applications" / "gamebox.desktop").read_text())
    assert exec_argv(fields["Exec"]) == [str(python), "-m", "gamebox"]
    assert fields["TryExec"] == str(python)


def test_without_a_desktop_folder_only_the_menu_entry_is_written(tmp_path, monkeypatch):
    home = tmp_path / "bare"
    home.mkdir()
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    written = install_launcher.install_linux(env, home)
    assert home / ".local" / "share" / "applications" / "gamebox.desktop" in written
    assert not any(path.name == "gamebox.desktop" and "Desktop" in path.parts for path in written)
    assert not (home / "Desktop").exists()


def test_desktop_dir_comes_from_user_dirs_config(tmp_path):
    """`xdg-user-dir DESKTOP` reads ~/.config/user-dirs.dirs (a localized desktop folder)."""
    need_tool("xdg-user-dir")
    home = tmp_path / "h"
    (home / "Schreibtisch").mkdir(parents=True)
    config = home / "config"
    config.mkdir()
    (config / "user-dirs.dirs").write_text('XDG_DESKTOP_DIR="$HOME/Schreibtisch"\n')
    env = {"HOME": str(home), "XDG_CONFIG_HOME": str(config)}
    assert install_launcher.xdg_desktop_dir(env, home) == home / "Schreibtisch"


def test_desktop_dir_falls_back_to_existing_home_desktop(tmp_path):
    home = tmp_path / "h"
    home.mkdir()
    assert install_launcher.xdg_desktop_dir({}, home, ask_tool=False) is None
    (home / "Desktop").mkdir()
    assert install_launcher.xdg_desktop_dir({}, home, ask_tool=False) == home / "Desktop"
    assert install_launcher.xdg_desktop_dir({"XDG_DESKTOP_DIR": "/x/Bureau"}, home) == Path(
        "/x/Bureau")


def test_xdg_data_home_ignores_relative_values(tmp_path):
    assert install_launcher.xdg_data_home({"XDG_DATA_HOME": "rel/dir"}, tmp_path) == (
        tmp_path / ".local" / "share")
    assert install_launcher.xdg_data_home({"XDG_DATA_HOME": "/d"}, tmp_path) == Path("/d")


@pytest.mark.parametrize("argv, expected", [
    (["/usr/bin/python", "-m", "gamebox"], "/usr/bin/python -m gamebox"),
    (["/home/ann/my games/.venv/bin/python", "-m", "gamebox"],
     '"/home/ann/my games/.venv/bin/python" -m gamebox'),
    (["/opt/$money/py"], '"/opt/\\\\$money/py"'),
    (["/opt/100%/py"], "/opt/100%%/py"),
    (['/opt/say "hi"/py'], '"/opt/say \\\\"hi\\\\"/py"'),
    (["/opt/back\\slash/py"], '"/opt/back\\\\\\\\slash/py"'),
])
def test_exec_quoting_follows_the_desktop_entry_spec(argv, expected):
    value = install_launcher.desktop_exec_value(argv)
    assert value == expected
    assert exec_argv(value) == argv


def test_desktop_file_validate_accepts_the_entry(home):
    """Debian's desktop-file-utils checks the entry against the Desktop Entry spec."""
    tool = need_tool("desktop-file-validate")
    install_launcher.install_linux()
    for entry in (home / "data" / "applications" / "gamebox.desktop",
                  home / "Desktop" / "gamebox.desktop"):
        result = subprocess.run([tool, str(entry)], capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout.strip() == "", result.stdout


def test_desktop_file_validate_accepts_awkward_paths(tmp_path):
    tool = need_tool("desktop-file-validate")
    root = tmp_path / "it's $HOME & 100% (fun)"
    argv, workdir = install_launcher.launch_command(
        root, str(root / ".venv" / "bin" / "python"), windows=False, venv_exists=True)
    entry = tmp_path / "gamebox.desktop"
    entry.write_text(install_launcher.desktop_entry_text(argv, workdir, root / "icon.png"))
    result = subprocess.run([tool, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    # A "%" in the interpreter's path makes the entry go through sh (GLib checks argv[0]
    # before expanding "%%"); the interpreter and its arguments come last either way.
    assert exec_argv(entry_fields(entry.read_text())["Exec"]) == [
        "/bin/sh", "-c", 'exec "$0" "$@"', *argv]


def test_exec_line_really_starts_the_interpreter(tmp_path):
    """Run the Exec line the way a launcher would (unquote, cd to Path, exec): a stand-in
    interpreter records its arguments and working folder."""
    root = tmp_path / "my project"
    fake = root / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    fake.write_text('#!/bin/sh\necho "$PWD|$*" > "$0.ran"\n')
    fake.chmod(0o755)
    argv, workdir = install_launcher.launch_command(root, sys.executable, windows=False,
                                                    venv_exists=True)
    fields = entry_fields(install_launcher.desktop_entry_text(argv, workdir, root / "i.png"))
    subprocess.run(exec_argv(fields["Exec"]), cwd=fields["Path"], check=True, timeout=10)
    assert (root / ".venv" / "bin" / "python.ran").read_text().strip() == f"{root}|-m gamebox"


def test_mark_trusted_is_skipped_without_a_session_bus(tmp_path, monkeypatch):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    calls = []
    monkeypatch.setattr(install_launcher.subprocess, "run", lambda *a, **k: calls.append(a))
    install_launcher._mark_trusted(tmp_path / "x.desktop")
    assert calls == []
    if os.name == "posix":
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent")
        monkeypatch.setattr(install_launcher.shutil, "which", lambda name: "/usr/bin/gio")
        install_launcher._mark_trusted(tmp_path / "x.desktop")
        assert calls and calls[0][0][:2] == ["gio", "set"]


@pytest.mark.parametrize("folder", ["plain", "my games", "it's $HOME", "100% fun"])
def test_glib_launches_the_entry(tmp_path, folder):
    """GLib (what GNOME and most file managers use) parses and runs our Exec line: a stand-in
    interpreter records the arguments and folder it was started with."""
    gio = shutil.which("gio")
    if gio is None:
        pytest.skip("gio (Debian's libglib2.0-bin) is not installed; an optional cross-check")
    root = tmp_path / folder
    fake = root / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    record = tmp_path / "ran.txt"
    fake.write_text(f'#!/bin/sh\necho "$PWD|$*" > \'{record}\'\n')
    fake.chmod(0o755)
    argv, workdir = install_launcher.launch_command(root, sys.executable, windows=False,
                                                    venv_exists=True)
    entry = tmp_path / "gamebox.desktop"
    entry.write_text(install_launcher.desktop_entry_text(argv, workdir, root / "i.png"))
    result = subprocess.run([gio, "launch", str(entry)], capture_output=True, text=True,
                            timeout=10)
    assert result.returncode == 0, result.stderr
    deadline = time.monotonic() + 5
    while not record.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    assert record.read_text().strip() == f"{root}|-m gamebox"
