"""`gamebox install-launcher`: make the game box start by double-click.

Linux gets a freedesktop entry in the applications menu and a copy on the desktop, with our icon
installed into the user's hicolor theme; Windows gets `.lnk` shortcuts on the desktop and in the
Start menu that start `pythonw.exe` (no console window); macOS gets an executable
`~/Desktop/gamebox.command`. Every launcher points at the project's own environment.

The platform work is split into small pure functions (which interpreter, the quoted command, the
file texts, the folders) so each platform's output is testable on any platform; only the
`install_*` functions touch the file system or start helper programs.
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath
from typing import Mapping

from .engine.paths import ASSETS_DIR, PROJECT_ROOT

APP_ID = "gamebox"
"""File stem of every launcher and of the installed icon; also the window class we ask for."""
APP_NAME = "gamebox"
APP_COMMENT = "Tabletop games for friends on one couch"
ICON_SIZES = (48, 128, 256)

# Characters that force an Exec argument into double quotes (Desktop Entry spec, "The Exec key").
_EXEC_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")
# Inside double quotes these four must be backslash-escaped.
_EXEC_ESCAPED_IN_QUOTES = set('"`$\\')


# ---------------------------------------------------------------------------------------------
# Which interpreter starts the game box


def venv_python(root: PurePath, *, windows: bool, windowed: bool = False) -> PurePath:
    """The project environment's interpreter under `root` (`pythonw.exe` when `windowed` on
    Windows, so no console window opens)."""
    if windows:
        name = "pythonw.exe" if windowed else "python.exe"
        return PureWindowsPath(root) / ".venv" / "Scripts" / name
    return PurePosixPath(root) / ".venv" / "bin" / "python"


def _inside(path: PurePath, folder: PurePath) -> bool:
    try:
        path.relative_to(folder)
    except ValueError:
        return False
    return True


def launch_command(
    root: PurePath,
    executable: str,
    *,
    windows: bool,
    venv_exists: bool,
) -> tuple[list[str], PurePath]:
    """The argv a launcher runs, and the folder it runs in.

    Prefer the project's own environment: the running interpreter when it lives in
    `root/.venv` (it may be a differently named link such as `python3.11`), else the
    environment's standard interpreter when it exists. Without an environment the launcher
    runs the bootstrap `run.py` with the current interpreter, which creates `.venv` on the first
    double-click and then starts `python -m gamebox` inside it.
    """
    pure = PureWindowsPath if windows else PurePosixPath
    root = pure(root)
    running = pure(executable)
    venv = root / ".venv"
    if windows:
        # pythonw.exe sits beside python.exe in Scripts\ and starts without a console.
        if _inside(running, venv):
            python = running.with_name("pythonw.exe")
        elif venv_exists:
            python = venv_python(root, windows=True, windowed=True)
        else:
            python = running.with_name("pythonw.exe")
            return [str(python), str(root / "run.py")], root
        return [str(python), "-m", "gamebox"], root
    if _inside(running, venv):
        return [str(running), "-m", "gamebox"], root
    if venv_exists:
        return [str(venv_python(root, windows=False)), "-m", "gamebox"], root
    return [str(running), str(root / "run.py")], root


# ---------------------------------------------------------------------------------------------
# Linux: freedesktop Desktop Entry


def desktop_exec_value(argv: list[str]) -> str:
    """The Exec value for `argv`, quoted as the Desktop Entry spec asks.

    Arguments with reserved characters go in double quotes with `"`, `` ` ``, `$` and `\\`
    backslash-escaped; `%` is doubled (field codes); then the whole value gets the general
    string escaping, which doubles every backslash once more.

    >>> desktop_exec_value(["/opt/my games/python", "-m", "gamebox"])
    '"/opt/my games/python" -m gamebox'
    """
    parts = []
    for arg in argv:
        arg = arg.replace("%", "%%")
        if arg == "" or any(ch in _EXEC_RESERVED for ch in arg):
            inner = "".join("\\" + ch if ch in _EXEC_ESCAPED_IN_QUOTES else ch for ch in arg)
            arg = f'"{inner}"'
        parts.append(arg)
    return _desktop_string(" ".join(parts))


def _desktop_string(value: str) -> str:
    """General escaping for a `string` value in a desktop file."""
    value = value.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    value = value.replace("\r", "\\r")
    if value.startswith(" "):
        value = "\\s" + value[1:]
    return value


def desktop_entry_text(argv: list[str], workdir: PurePath, icon: PurePath) -> str:
    """The contents of `gamebox.desktop` starting `argv` in `workdir` with `icon`."""
    command = argv
    if "%" in argv[0]:
        # GLib looks the program up before it expands "%%", so a "%" in the interpreter's own
        # path would hide the entry; passing the path as an argument of sh avoids that.
        command = ["/bin/sh", "-c", 'exec "$0" "$@"', *argv]
    lines = [
        "[Desktop Entry]",
        "Version=1.4",
        "Type=Application",
        f"Name={APP_NAME}",
        "GenericName=Tabletop game box",
        f"Comment={APP_COMMENT}",
        f"TryExec={_desktop_string(argv[0])}",
        f"Exec={desktop_exec_value(command)}",
        f"Path={_desktop_string(str(workdir))}",
        f"Icon={_desktop_string(str(icon))}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board;card;couch;party;",
        f"StartupWMClass={APP_ID}",
        "StartupNotify=true",
    ]
    return "\n".join(lines) + "\n"


def xdg_data_home(env: Mapping[str, str], home: Path) -> Path:
    """`$XDG_DATA_HOME`, or `~/.local/share` when unset or not absolute (as the spec says)."""
    value = env.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else home / ".local" / "share"


def xdg_desktop_dir(env: Mapping[str, str], home: Path, *, ask_tool: bool = True) -> Path | None:
    """The user's desktop folder, or None when there is none to put a launcher on.

    `$XDG_DESKTOP_DIR` wins (and is created if missing: the user asked for it); then
    `xdg-user-dir DESKTOP`; then `~/Desktop`. Those two only count if the folder exists, since
    a desktop that nobody sees is not worth creating. The home folder itself never counts
    (xdg-user-dir answers with it on systems without a desktop).
    """
    explicit = env.get("XDG_DESKTOP_DIR", "")
    if explicit and os.path.isabs(explicit):
        return Path(explicit)
    candidates: list[Path] = []
    if ask_tool and shutil.which("xdg-user-dir"):
        try:
            answer = subprocess.run(
                ["xdg-user-dir", "DESKTOP"], capture_output=True, text=True, timeout=5,
                env={**os.environ, **env, "HOME": str(home)}, check=False,
            ).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            answer = ""
        if answer:
            candidates.append(Path(answer))
    candidates.append(home / "Desktop")
    for folder in candidates:
        if folder.is_dir() and folder.resolve() != home.resolve():
            return folder
    return None


def _mark_trusted(path: Path) -> None:
    """Ask GNOME to let the desktop copy launch without the "untrusted" prompt.

    Best effort: `gio` needs a session bus for file metadata, so without one it is skipped
    rather than left to hang or fail noisily.
    """
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") or not shutil.which("gio"):
        return
    try:
        subprocess.run(
            ["gio", "set", str(path), "metadata::trusted", "true"],
            capture_output=True, timeout=5, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        pass


def install_linux(
    env: Mapping[str, str] | None = None,
    home: Path | None = None,
    *,
    root: Path = PROJECT_ROOT,
    executable: str = sys.executable,
) -> list[Path]:
    """Write the menu entry, the icons and the desktop copy; return the paths written."""
    env = os.environ if env is None else env
    home = Path.home() if home is None else home
    data = xdg_data_home(env, home)
    written: list[Path] = []
    icon_path = None
    for size in ICON_SIZES:
        source = ASSETS_DIR / "icons" / f"{APP_ID}-{size}.png"
        if size == 256:
            source = ASSETS_DIR / "icons" / f"{APP_ID}.png"
        target = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        written.append(target)
        if size == 256:
            icon_path = target
    assert icon_path is not None
    venv_exists = (root / ".venv" / "bin" / "python").exists()
    argv, workdir = launch_command(root, executable, windows=False, venv_exists=venv_exists)
    # An absolute icon path keeps the desktop copy's icon working without an icon-cache refresh.
    text = desktop_entry_text(argv, workdir, icon_path)
    entry = data / "applications" / f"{APP_ID}.desktop"
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(text, encoding="utf-8")
    written.append(entry)
    desktop = xdg_desktop_dir(env, home)
    if desktop is not None:
        desktop.mkdir(parents=True, exist_ok=True)
        copy = desktop / f"{APP_ID}.desktop"
        copy.write_text(text, encoding="utf-8")
        # File managers only launch desktop files that are executable (and, on GNOME, trusted).
        copy.chmod(0o755)
        _mark_trusted(copy)
        written.append(copy)
    return written


# ---------------------------------------------------------------------------------------------
# Windows: .lnk shortcuts written by PowerShell through WScript.Shell


def _ps_quote(value: str) -> str:
    """A PowerShell single-quoted string literal (only `'` needs doubling inside one)."""
    return "'" + value.replace("'", "''") + "'"


def windows_arguments(argv: list[str]) -> str:
    """The Arguments field of a shortcut: argv after the program, quoted for the C runtime."""
    return subprocess.list2cmdline(argv[1:])


def windows_shortcut_script(argv: list[str], workdir: PurePath, icon: PurePath) -> str:
    """A PowerShell script that writes gamebox.lnk on the desktop and in the Start menu and
    prints each path it wrote, one per line.

    The folders come from `GetFolderPath` so a desktop redirected to OneDrive is honoured.
    """
    lines = [
        "$ErrorActionPreference = 'Stop'",
        "$shell = New-Object -ComObject WScript.Shell",
        "foreach ($folder in @([Environment]::GetFolderPath('Desktop'),"
        " [Environment]::GetFolderPath('Programs'))) {",
        f"  $path = Join-Path $folder {_ps_quote(APP_NAME + '.lnk')}",
        "  $link = $shell.CreateShortcut($path)",
        f"  $link.TargetPath = {_ps_quote(argv[0])}",
        f"  $link.Arguments = {_ps_quote(windows_arguments(argv))}",
        f"  $link.WorkingDirectory = {_ps_quote(str(workdir))}",
        f"  $link.IconLocation = {_ps_quote(str(icon) + ',0')}",
        f"  $link.Description = {_ps_quote(APP_COMMENT)}",
        "  $link.WindowStyle = 1",
        "  $link.Save()",
        "  Write-Output $path",
        "}",
    ]
    return "\n".join(lines) + "\n"


def install_windows(*, root: Path = PROJECT_ROOT, executable: str = sys.executable) -> list[Path]:
    """Write the two shortcuts with PowerShell; return their paths."""
    venv_exists = (root / ".venv" / "Scripts" / "python.exe").exists()
    argv, workdir = launch_command(root, executable, windows=True, venv_exists=venv_exists)
    script = windows_shortcut_script(argv, workdir, ASSETS_DIR / "icons" / f"{APP_ID}.ico")
    result = subprocess.run(
        ["powershell", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
         "-Command", "-"],
        input=script, capture_output=True, text=True, timeout=60, check=False,
    )
    if result.returncode != 0:
        raise ValueError(f"could not write the shortcuts: {result.stderr.strip()}")
    return [Path(line.strip()) for line in result.stdout.splitlines() if line.strip()]


# ---------------------------------------------------------------------------------------------
# macOS: an executable .command script that Finder opens in Terminal


def macos_command_text(argv: list[str], workdir: PurePath) -> str:
    """The shell script behind `gamebox.command`."""
    return (
        "#!/bin/sh\n"
        "# gamebox launcher: double-click in Finder to start the game box.\n"
        f"cd {shlex.quote(str(workdir))} || exit 1\n"
        f"exec {shlex.join(argv)}\n"
    )


def install_macos(
    home: Path | None = None, *, root: Path = PROJECT_ROOT, executable: str = sys.executable,
) -> list[Path]:
    """Write `~/Desktop/gamebox.command`; return its path."""
    home = Path.home() if home is None else home
    venv_exists = (root / ".venv" / "bin" / "python").exists()
    argv, workdir = launch_command(root, executable, windows=False, venv_exists=venv_exists)
    target = home / "Desktop" / f"{APP_ID}.command"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(macos_command_text(argv, workdir), encoding="utf-8")
    target.chmod(0o755)
    return [target]


def install() -> list[Path]:
    """Install the launcher for this platform and return every file written."""
    if sys.platform == "win32":
        return install_windows()
    if sys.platform == "darwin":
        return install_macos()
    return install_linux()
