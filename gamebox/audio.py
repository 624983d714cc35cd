"""Sound cues: `play("turn")`, with master and effects volumes.

The cues are our own synthesized wavs in `assets/sounds/` (made by `tools/make_assets.py`).
Nothing happens at import: pygame is imported, the mixer opened and each wav loaded on first
use. Sound is a nicety, so every failure (no audio device, no mixer, a missing file, the dummy
audio driver of headless runs and tests) turns into silence, never an exception.
"""
from __future__ import annotations

import os
from pathlib import Path

from .engine.paths import ASSETS_DIR

CUES = ("turn", "success", "failure", "big", "click")
"""The cue names the app may play; each is `assets/sounds/<cue>.wav`."""
SOUNDS_DIR = ASSETS_DIR / "sounds"
SAMPLE_RATE = 22050


class _Player:
    """The lazily opened mixer and the sounds loaded so far (one per process, made on demand)."""

    def __init__(self) -> None:
        self.master = 1.0
        self.effects = 1.0
        self.state = "unopened"  # then "open" or "silent"
        self.sounds: dict[str, object] = {}
        self.failed: set[str] = set()

    def open(self) -> bool:
        if self.state == "unopened":
            self.state = "open" if _open_mixer() else "silent"
        return self.state == "open"

    def sound(self, cue: str):
        if cue in self.sounds:
            return self.sounds[cue]
        if cue in self.failed or cue not in CUES:
            return None
        try:
            import pygame

            loaded = pygame.mixer.Sound(str(SOUNDS_DIR / f"{cue}.wav"))
        except Exception:  # a missing or unreadable file: stay quiet for this cue
            self.failed.add(cue)
            return None
        self.sounds[cue] = loaded
        return loaded


def _open_mixer() -> bool:
    """Open pygame's mixer unless audio is switched off; False when there is no sound to be had."""
    if os.environ.get("SDL_AUDIODRIVER", "").lower() == "dummy":
        # The dummy driver would accept and discard everything; skip the work entirely.
        return False
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        if pygame.mixer.get_init() is None:
            # A small buffer keeps the click cue in step with the click that caused it.
            pygame.mixer.init(frequency=SAMPLE_RATE, size=-16, channels=2, buffer=512)
        return pygame.mixer.get_init() is not None
    except Exception:  # no device, no SDL audio, or pygame built without the mixer
        return False


_player = _Player()


def _clamp(value: float) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        return 1.0
    if value != value:  # NaN
        return 1.0
    return min(1.0, max(0.0, value))


def set_volumes(master: float, effects: float) -> None:
    """Set the master and the effects volume, each from 0.0 (silent) to 1.0 (full)."""
    _player.master = _clamp(master)
    _player.effects = _clamp(effects)


def volumes() -> tuple[float, float]:
    """The current (master, effects) volumes."""
    return _player.master, _player.effects


def play(cue: str) -> bool:
    """Play one cue; True if it was sent to the mixer, False if the box stayed silent.

    Never raises: an unknown cue, a muted volume or a missing audio device mean silence.
    """
    try:
        level = _player.master * _player.effects
        if level <= 0.0 or cue not in CUES or not _player.open():
            return False
        sound = _player.sound(cue)
        if sound is None:
            return False
        sound.set_volume(level)
        sound.play()
        return True
    except Exception:
        return False


def preload() -> bool:
    """Open the mixer and load every cue now (e.g. after the first frame), so the first cue
    played later does not wait for the device or the disk. True when sound is available."""
    try:
        if not _player.open():
            return False
        return all(_player.sound(cue) is not None for cue in CUES)
    except Exception:
        return False


def sound_path(cue: str) -> Path:
    """Where a cue's wav lives (for settings previews and tests)."""
    return SOUNDS_DIR / f"{cue}.wav"
