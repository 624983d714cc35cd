"""The couch app in a real X window (Debian's Xvfb), where SDL's x11 driver behaves unlike the
dummy driver of the other tests."""
from __future__ import annotations

import os
import subprocess
import sys

from support import need_tool

TOGGLE = """
import pygame
from gamebox.app import App
app = App(size=(960, 540), settings_file={settings!r}, start_devices=False)
app.set_fullscreen(True)
full = app.surface.get_size()
app.set_fullscreen(False)
for _ in range(3):
    pygame.event.get()
    pygame.time.wait(50)
print(full, app.surface.get_size(), pygame.display.get_window_size())
app.close()
"""


def test_leaving_fullscreen_gives_back_the_window_size(tmp_path):
    """Found under Xvfb: F11 twice left a screen-sized "window" (SDL kept the fullscreen
    size with the software framebuffer), so the launcher's buttons were off the screen."""
    need_tool("Xvfb")
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0",
                             "1920x1080x24", "-nolisten", "tcp"],
                            pass_fds=(write_fd,), stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            display = ":" + pipe.readline().strip()
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SDL_AUDIODRIVER="dummy",
                   GAMEBOX_DATA=str(tmp_path))
        code = TOGGLE.format(settings=str(tmp_path / "settings.json"))
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                              text=True, timeout=60)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "(1920, 1080) (960, 540) (960, 540)"
