"""Sound cues: silent, never raising, without a device; really played with one."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import wave

import pytest

from gamebox import audio
from gamebox.engine.paths import PROJECT_ROOT


@pytest.fixture
def fresh(monkeypatch):
    """A new, unopened player for each test (the module keeps one per process)."""
    monkeypatch.setattr(audio, "_player", audio._Player())
    return audio


def test_every_cue_is_silent_and_safe_with_the_dummy_driver(fresh, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    assert fresh.preload() is False
    for cue in (*fresh.CUES, "no-such-cue", "", None):
        assert fresh.play(cue) is False
    assert fresh._player.state == "silent"


def test_a_mixer_that_cannot_open_means_silence(fresh, monkeypatch):
    import pygame

    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setenv("SDL_AUDIODRIVER", "alsa")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert fresh.play("turn") is False
    assert fresh.play("turn") is False  # and it does not keep retrying a dead device
    assert fresh._player.state == "silent"


def test_muted_volume_plays_nothing(fresh, monkeypatch):
    opened = []
    monkeypatch.setattr(fresh._Player, "open", lambda self: opened.append(1) or True)
    fresh.set_volumes(0.0, 1.0)
    assert fresh.play("click") is False
    assert opened == []  # muted: not even the mixer is touched


def test_set_volumes_clamps(fresh):
    fresh.set_volumes(2.5, -1)
    assert fresh.volumes() == (1.0, 0.0)
    fresh.set_volumes(0.25, 0.5)
    assert fresh.volumes() == (0.25, 0.5)
    fresh.set_volumes(float("nan"), "loud")
    assert fresh.volumes() == (1.0, 1.0)


def test_importing_audio_does_not_import_pygame():
    code = "import sys, gamebox.audio; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=PROJECT_ROOT, check=True).stdout.strip()
    assert out == "False"


def test_cues_play_through_a_real_mixer(tmp_path):
    """With SDL's disk audio driver the mixer really opens, loads each wav and plays it
    (the driver writes the mixed output to a file instead of a sound card)."""
    output = tmp_path / "out.raw"
    code = textwrap.dedent("""
        import time
        from gamebox import audio
        audio.set_volumes(1.0, 1.0)
        ready = audio.preload()
        results = [audio.play(cue) for cue in audio.CUES]
        time.sleep(0.3)
        print(ready, results, sorted(audio._player.sounds))
    """)
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(output),
           "SDL_DISKAUDIODELAY": "1", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=PROJECT_ROOT, env=env, timeout=30)
    assert ran.returncode == 0, ran.stderr
    if ran.stdout.startswith("False [False"):
        pytest.skip("SDL's disk audio driver is not available in this pygame build")
    assert ran.stdout.strip() == f"True {[True] * 5} {sorted(audio.CUES)}"
    assert output.exists() and output.stat().st_size > 0
    assert any(output.read_bytes())  # something other than silence reached the "device"


@pytest.mark.parametrize("cue", audio.CUES)
def test_cue_files_are_short_mono_16_bit_at_22050(cue):
    with wave.open(str(audio.sound_path(cue))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
        frames = w.readframes(w.getnframes())
    assert 0.03 < seconds < (2.0 if cue == "big" else 1.0)
    samples = memoryview(frames).cast("h")
    # Envelopes: every cue starts and ends at (near) silence, so playback never clicks.
    assert abs(samples[0]) < 400 and abs(samples[-1]) < 50
    assert max(abs(s) for s in samples) > 8000  # and is audible in between
