"""The Grunt, Growl and Tear maps in real Tiled (Debian's 1.8, which CI installs).

The geometry of every shipped hexagonal map is checked against Tiled's render in
tests/maps/test_shipped_maps.py, with the export of its layers and objects; here Tiled opens
and saves each map again, as a map author would, and the game reads what Tiled saved.
"""
from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from gamebox.engine.paths import CONTENT_DIR
from gamebox.games.ggt.mapfile import read_map
from support import need_tool

MAPS = sorted((CONTENT_DIR / "maps" / "ggt").glob("*.tmx"))


def tiled_save(path: Path, out: Path) -> str:
    """The map as Tiled itself writes it (``tiled --export-map`` to a .tmx)."""
    tool = need_tool("tiled")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(out.parent))
    done = subprocess.run([tool, "--export-map", str(path), str(out)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and out.is_file(), done.stderr
    return out.read_text(encoding="utf-8")


def test_there_are_three_maps_or_more():
    assert len(MAPS) >= 3


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_tiled_saves_the_map_as_the_tool_wrote_it(path, tmp_path):
    """Tiled 1.8 writes the same file back, object kinds as ``type`` included: only the
    tileset's path changes, to one relative to where it saved."""
    saved = tiled_save(path, tmp_path / path.name)
    tileset = re.compile(r'source="[^"]*ggt_tiles\.tsx"')
    assert tileset.sub('source="ggt_tiles.tsx"', saved) == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", MAPS, ids=lambda p: p.stem)
def test_a_map_saved_by_tiled_is_read_into_the_same_arena(path, tmp_path):
    (tmp_path / "saved").mkdir()
    saved = tmp_path / "saved" / path.name
    tiled_save(path, saved)
    ours, problems = read_map(path)
    theirs, their_problems = read_map(saved)
    assert problems == their_problems == []
    assert theirs == ours and theirs.blurb == ours.blurb
