"""The generated assets: committed, reproducible, licensed, and in the shapes the app expects."""
from __future__ import annotations

import importlib.util
import json
import struct
import time

import pytest

from gamebox.engine import registry
from gamebox.engine.paths import ASSETS_DIR, PROJECT_ROOT


def load_make_assets():
    spec = importlib.util.spec_from_file_location(
        "make_assets", PROJECT_ROOT / "tools" / "make_assets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def make_assets():
    return load_make_assets()


SAMPLE = [
    "icons/gamebox-48.png", "icons/gamebox.ico", "games/ggt.png", "ui/card_food.png",
    "ui/panel.png", "ui/button_focus.png", "ui/chew_token.png", "ui/nine_slice.json",
    "sounds/click.wav", "sounds/turn.wav", "LICENSES.md",
]


def test_regenerating_a_sample_gives_the_committed_bytes(make_assets, tmp_path):
    """Deterministic output: the script remakes these files byte for byte."""
    started = time.perf_counter()
    written = make_assets.build(tmp_path, SAMPLE)
    assert time.perf_counter() - started < 3.0
    assert [p.relative_to(tmp_path).as_posix() for p in written] == SAMPLE
    for name in SAMPLE:
        made, committed = (tmp_path / name).read_bytes(), (ASSETS_DIR / name).read_bytes()
        assert made == committed, f"{name} differs: rerun tools/make_assets.py and commit"


def test_every_target_is_committed_and_licensed(make_assets):
    licences = (ASSETS_DIR / "LICENSES.md").read_text()
    for name in make_assets.TARGETS:
        assert (ASSETS_DIR / name).is_file(), name
        if name != "LICENSES.md":
            assert f"`{name}`" in licences, f"{name} has no origin in LICENSES.md"
    on_disk = {p.relative_to(ASSETS_DIR).as_posix() for p in ASSETS_DIR.rglob("*") if p.is_file()}
    assert on_disk <= set(make_assets.TARGETS), "files in assets/ that nothing makes or licenses"


def test_font_licence_sits_beside_the_fonts():
    text = (ASSETS_DIR / "fonts" / "LICENSE-DejaVu.txt").read_text()
    assert "DejaVu" in text and "Bitstream" in text
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        assert (ASSETS_DIR / "fonts" / name).read_bytes()[:4] == b"\x00\x01\x00\x00"


def test_unknown_target_is_refused(make_assets, tmp_path):
    with pytest.raises(SystemExit, match="unknown target"):
        make_assets.build(tmp_path, ["icons/nope.png"])
    assert not any(tmp_path.iterdir())


def image_size(path):
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", data[16:24])


def test_every_builtin_game_has_a_launcher_tile():
    for game_id in registry.BUILTIN:
        assert image_size(ASSETS_DIR / "games" / f"{game_id}.png") == (640, 360), game_id


def test_icon_sizes():
    assert image_size(ASSETS_DIR / "icons" / "gamebox.png") == (256, 256)
    assert image_size(ASSETS_DIR / "icons" / "gamebox-128.png") == (128, 128)
    assert image_size(ASSETS_DIR / "icons" / "gamebox-48.png") == (48, 48)


def test_ico_container_holds_png_images_of_the_sizes_it_declares():
    data = (ASSETS_DIR / "icons" / "gamebox.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = []
    for i in range(count):
        w, h, colours, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i)
        image = data[offset:offset + length]
        assert image[:8] == b"\x89PNG\r\n\x1a\n"
        actual = struct.unpack(">II", image[16:24])
        assert actual == (w or 256, h or 256)
        assert (planes, bits) == (1, 32)
        sizes.append(actual[0])
    assert {16, 32, 48, 256} <= set(sizes)
    assert offset + length == len(data)


def test_nine_slice_metadata_matches_the_images():
    meta = json.loads((ASSETS_DIR / "ui" / "nine_slice.json").read_text())
    assert "panel.png" in meta and "button.png" in meta and "button_focus.png" in meta
    for name, info in meta.items():
        size = info["size"]
        assert image_size(ASSETS_DIR / "ui" / name) == (size, size)
        assert 0 < info["border"] * 2 < size


def test_ui_pieces_exist_with_sensible_sizes():
    assert image_size(ASSETS_DIR / "ui" / "card_food.png") == (250, 350)
    assert image_size(ASSETS_DIR / "ui" / "card_condiment.png") == (250, 350)
    assert image_size(ASSETS_DIR / "ui" / "glory_card.png") == (250, 350)
    assert image_size(ASSETS_DIR / "ui" / "chew_token.png") == (96, 96)
    assert image_size(ASSETS_DIR / "ui" / "table.png") == (512, 512)
    assert image_size(ASSETS_DIR / "ui" / "curtain.png") == (1280, 720)


def test_table_background_tiles_seamlessly():
    """Opposite edges of the felt match as closely as neighbouring rows inside it."""
    import pygame

    felt = pygame.image.load(str(ASSETS_DIR / "ui" / "table.png"))
    w, h = felt.get_size()

    def row_diff(y0, y1):
        return sum(sum(abs(a - b) for a, b in zip(felt.get_at((x, y0))[:3],
                                                  felt.get_at((x, y1))[:3])) for x in range(w))

    def col_diff(x0, x1):
        return sum(sum(abs(a - b) for a, b in zip(felt.get_at((x0, y))[:3],
                                                  felt.get_at((x1, y))[:3])) for y in range(h))

    inner_rows = sum(row_diff(y, y + 1) for y in range(100, 110)) / 10
    inner_cols = sum(col_diff(x, x + 1) for x in range(100, 110)) / 10
    assert row_diff(h - 1, 0) < inner_rows * 1.5
    assert col_diff(w - 1, 0) < inner_cols * 1.5
