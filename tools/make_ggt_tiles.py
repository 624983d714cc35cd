#!/usr/bin/env python3
"""Draw the Grunt, Growl and Tear tileset: ``content/maps/ggt/ggt_tiles.png`` and its ``.tsx``.

    .venv/bin/python tools/make_ggt_tiles.py [OUT_DIR]

Tiles 0-7 are floors for the ``ground`` layer, each a pointy hexagon filling its 56 x 64 tile
(grass, meadow, dirt, stone flags, sand, moss, gravel, forest floor); tiles 8-15 are pictures
for tile objects on the ``things`` layer, each carrying its object ``type`` (two trees and two
rocks that block, a boulder, a log and a crate to push with their Weight, and the start-edge
marker). The layout is `gamebox.games.ggt.map_tiles`.

The art is plain shapes drawn here at four times the size and scaled down (the GENERIC
smoothscale backend, so every machine makes the same bytes); every speckle comes from a
seeded random generator per tile, so running the tool again gives the committed files.
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamebox.games.ggt.map_tiles import (COLUMNS, DEFAULT_WEIGHTS, GROUND_TILES,  # noqa: E402
                                         OBJECT_TILES, TILE_COUNT, TILE_HEIGHT, TILE_KINDS,
                                         TILE_WIDTH, TILESET_IMAGE, TILESET_NAME)

SCALE = 4
W, H = TILE_WIDTH * SCALE, TILE_HEIGHT * SCALE
SIDE_OFFSET = (TILE_HEIGHT - 32) // 2 * SCALE  # where the slanted edges meet the straight ones
HEXAGON = [(W / 2, 0), (W, SIDE_OFFSET), (W, H - SIDE_OFFSET), (W / 2, H),
           (0, H - SIDE_OFFSET), (0, SIDE_OFFSET)]
"""The tile's hexagon at drawing size: pointy, touching all four sides of the tile box."""

GROUND_LOOKS = {
    # floor: base colour, speckle colours, speckle style
    "grass": ((104, 142, 70), [(86, 124, 56), (126, 164, 84), (94, 134, 62)], "blades"),
    "meadow": ((122, 156, 78), [(104, 140, 66), (146, 176, 96)], "flowers"),
    "dirt": ((138, 106, 74), [(118, 88, 60), (160, 128, 92), (104, 80, 56)], "pebbles"),
    "stone": ((150, 146, 134), [(128, 124, 114), (170, 166, 152)], "flags"),
    "sand": ((208, 184, 132), [(190, 164, 114), (222, 202, 154)], "ripples"),
    "moss": ((88, 116, 74), [(70, 98, 60), (112, 140, 86), (96, 128, 70)], "mottle"),
    "gravel": ((128, 122, 112), [(100, 96, 88), (156, 150, 138), (116, 110, 100)], "pebbles"),
    "forest_floor": ((76, 88, 54), [(112, 82, 46), (140, 100, 50), (60, 72, 42)], "leaves"),
}


def _shade(colour, amount: float) -> tuple[int, int, int]:
    """`colour` lightened (amount > 0) or darkened (amount < 0) by a share of the way."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour)
    return tuple(round(c * (1 + amount)) for c in colour)


def _hex_mask() -> pygame.Surface:
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), HEXAGON)
    return mask


def _ground(name: str, rng: random.Random) -> pygame.Surface:
    base, speckles, style = GROUND_LOOKS[name]
    tile = pygame.Surface((W, H), pygame.SRCALPHA)
    tile.fill((*base, 255))
    if style == "blades":
        for _ in range(150):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            lean = rng.uniform(-10, 10)
            tip = (x + lean, y - rng.uniform(10, 22))
            pygame.draw.line(tile, rng.choice(speckles), (x, y), tip, 3)
    elif style == "flowers":
        for _ in range(110):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            pygame.draw.line(tile, rng.choice(speckles), (x, y),
                             (x + rng.uniform(-8, 8), y - rng.uniform(8, 18)), 3)
        for _ in range(14):
            x, y = rng.uniform(20, W - 20), rng.uniform(30, H - 30)
            petal = rng.choice([(240, 236, 214), (238, 206, 80), (214, 150, 196)])
            for dx, dy in ((-5, 0), (5, 0), (0, -5), (0, 5)):
                pygame.draw.circle(tile, petal, (x + dx, y + dy), 5)
            pygame.draw.circle(tile, (226, 170, 52), (x, y), 4)
    elif style == "pebbles":
        for _ in range(90 if name == "dirt" else 260):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            r = rng.uniform(3, 9) if name == "dirt" else rng.uniform(3, 7)
            colour = rng.choice(speckles)
            pygame.draw.ellipse(tile, colour, (x - r, y - r * 0.7, 2 * r, 1.4 * r))
            pygame.draw.ellipse(tile, _shade(colour, 0.25), (x - r * 0.5, y - r * 0.6, r, 0.6 * r))
    elif style == "flags":
        # irregular slabs: a jittered grid of cells, each a shade of grey with a dark joint
        joint = _shade(base, -0.35)
        rows, cols = 4, 3
        points = [[(c * W / cols + (rng.uniform(-14, 14) if 0 < c < cols else 0),
                    r * H / rows + (rng.uniform(-14, 14) if 0 < r < rows else 0))
                   for c in range(cols + 1)] for r in range(rows + 1)]
        for r in range(rows):
            for c in range(cols):
                quad = [points[r][c], points[r][c + 1], points[r + 1][c + 1], points[r + 1][c]]
                pygame.draw.polygon(tile, _shade(base, rng.uniform(-0.08, 0.1)), quad)
                pygame.draw.polygon(tile, joint, quad, 5)
        for _ in range(60):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            pygame.draw.circle(tile, rng.choice(speckles), (x, y), rng.uniform(2, 4))
    elif style == "ripples":
        for k in range(9):
            y0 = 14 + k * (H - 20) / 9 + rng.uniform(-4, 4)
            points = [(x, y0 + 5 * ((x // 28) % 2)) for x in range(0, W + 28, 28)]
            pygame.draw.lines(tile, speckles[0], False, points, 3)
        for _ in range(80):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            pygame.draw.circle(tile, rng.choice(speckles), (x, y), 2)
    elif style == "mottle":
        for _ in range(40):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            r = rng.uniform(8, 22)
            pygame.draw.ellipse(tile, rng.choice(speckles), (x - r, y - r * 0.8, 2 * r, 1.6 * r))
    elif style == "leaves":
        for _ in range(70):
            x, y = rng.uniform(0, W), rng.uniform(0, H)
            r = rng.uniform(5, 10)
            leaf = pygame.Surface((int(2 * r) + 2, int(r) + 2), pygame.SRCALPHA)
            pygame.draw.ellipse(leaf, rng.choice(speckles), leaf.get_rect())
            leaf = pygame.transform.rotate(leaf, rng.choice((0, 30, 60, 90, 120, 150)))
            tile.blit(leaf, leaf.get_rect(center=(x, y)))
    # a soft darker rim so neighbouring hexagons read as cells, then cut to the hexagon
    pygame.draw.polygon(tile, (*_shade(base, -0.28), 255), HEXAGON, 6)
    tile.blit(_hex_mask(), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return tile


def _shadow(tile: pygame.Surface, cx: float, cy: float, rx: float, ry: float) -> None:
    shadow = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 80), (cx - rx, cy - ry, 2 * rx, 2 * ry))
    tile.blit(shadow, (0, 0))


def _oak(tile: pygame.Surface, rng: random.Random) -> None:
    cx, cy = W / 2, H / 2
    _shadow(tile, cx + 10, cy + 62, 86, 34)
    pygame.draw.rect(tile, (96, 66, 40), (cx - 14, cy + 10, 28, 60), border_radius=8)
    blobs = [(cx + rng.uniform(-52, 52), cy - 20 + rng.uniform(-42, 34), rng.uniform(34, 48))
             for _ in range(9)]
    for x, y, r in blobs:
        pygame.draw.circle(tile, (46, 88, 40), (x, y + 8), r)
    for x, y, r in blobs:
        pygame.draw.circle(tile, (62, 112, 50), (x, y), r - 4)
    for x, y, r in blobs[:6]:
        pygame.draw.circle(tile, (92, 144, 66), (x - r * 0.3, y - r * 0.35), r * 0.42)


def _pine(tile: pygame.Surface, rng: random.Random) -> None:
    cx = W / 2
    _shadow(tile, cx + 8, H - 56, 70, 26)
    pygame.draw.rect(tile, (86, 58, 36), (cx - 10, H - 86, 20, 40))
    for top, half, depth in ((22, 58, 92), (64, 76, 96), (106, 94, 98)):
        dark, light = (30, 70, 44), (44, 96, 58)
        pygame.draw.polygon(tile, dark, [(cx, top), (cx + half, top + depth),
                                         (cx - half, top + depth)])
        pygame.draw.polygon(tile, light, [(cx, top + 6), (cx - 4, top + depth - 6),
                                          (cx - half + 14, top + depth - 6)])


def _rock(tile: pygame.Surface, rng: random.Random) -> None:
    cx, cy = W / 2, H / 2 + 10
    _shadow(tile, cx + 12, cy + 40, 88, 30)
    outline = [(cx - 80, cy + 30), (cx - 66, cy - 34), (cx - 20, cy - 66), (cx + 40, cy - 58),
               (cx + 82, cy - 10), (cx + 70, cy + 40), (cx + 10, cy + 54)]
    pygame.draw.polygon(tile, (112, 108, 102), outline)
    pygame.draw.polygon(tile, (146, 142, 134), [(cx - 66, cy - 34), (cx - 20, cy - 66),
                                                (cx + 40, cy - 58), (cx + 6, cy - 6),
                                                (cx - 50, cy + 2)])
    pygame.draw.polygon(tile, (90, 86, 82), [(cx + 6, cy - 6), (cx + 82, cy - 10),
                                             (cx + 70, cy + 40), (cx + 10, cy + 54)])
    pygame.draw.polygon(tile, (64, 60, 58), outline, 5)
    pygame.draw.line(tile, (70, 66, 62), (cx - 30, cy - 20), (cx - 4, cy + 24), 4)


def _pillar(tile: pygame.Surface, rng: random.Random) -> None:
    cx = W / 2
    _shadow(tile, cx + 14, H - 62, 74, 26)
    body, light, dark = (186, 178, 160), (214, 208, 192), (146, 138, 122)
    pygame.draw.ellipse(tile, dark, (cx - 62, H - 96, 124, 52))      # plinth
    pygame.draw.rect(tile, body, (cx - 44, 60, 88, H - 132))         # shaft
    pygame.draw.rect(tile, light, (cx - 30, 60, 18, H - 132))
    pygame.draw.rect(tile, dark, (cx + 22, 60, 18, H - 132))
    pygame.draw.ellipse(tile, light, (cx - 56, 34, 112, 52))        # broken top
    pygame.draw.polygon(tile, dark, [(cx - 20, 46), (cx + 30, 40), (cx + 10, 70)])
    pygame.draw.ellipse(tile, (110, 104, 92), (cx - 56, 34, 112, 52), 4)


def _boulder(tile: pygame.Surface, rng: random.Random) -> None:
    cx, cy = W / 2, H / 2 + 6
    _shadow(tile, cx + 12, cy + 50, 84, 28)
    pygame.draw.circle(tile, (118, 104, 88), (cx, cy), 76)
    pygame.draw.circle(tile, (146, 132, 112), (cx - 16, cy - 18), 52)
    pygame.draw.circle(tile, (172, 158, 136), (cx - 30, cy - 34), 20)
    pygame.draw.ellipse(tile, (86, 120, 64), (cx + 8, cy - 70, 56, 30))    # moss cap
    pygame.draw.circle(tile, (80, 70, 60), (cx, cy), 76, 5)


def _log(tile: pygame.Surface, rng: random.Random) -> None:
    cy = H / 2 + 10
    _shadow(tile, W / 2 + 10, cy + 40, 100, 24)
    pygame.draw.rect(tile, (112, 76, 44), (22, cy - 40, W - 70, 80), border_radius=30)
    for k in range(4):
        y = cy - 28 + k * 18
        pygame.draw.line(tile, (90, 60, 34), (40, y), (W - 70, y + rng.uniform(-4, 4)), 4)
    pygame.draw.ellipse(tile, (190, 150, 98), (W - 88, cy - 40, 60, 80))     # cut end
    pygame.draw.ellipse(tile, (150, 110, 66), (W - 76, cy - 24, 36, 48), 4)
    pygame.draw.ellipse(tile, (150, 110, 66), (W - 66, cy - 10, 16, 20), 3)
    pygame.draw.ellipse(tile, (70, 46, 26), (W - 88, cy - 40, 60, 80), 4)


def _crate(tile: pygame.Surface, rng: random.Random) -> None:
    box = pygame.Rect(0, 0, 136, 136)
    box.center = (W // 2, H // 2 + 6)
    _shadow(tile, box.centerx + 12, box.bottom - 4, 80, 20)
    pygame.draw.rect(tile, (170, 124, 70), box)
    for k in range(1, 4):
        y = box.y + k * 34
        pygame.draw.line(tile, (128, 88, 48), (box.x, y), (box.right, y), 4)
    pygame.draw.line(tile, (120, 82, 44), box.topleft, box.bottomright, 12)
    pygame.draw.line(tile, (120, 82, 44), box.topright, box.bottomleft, 12)
    pygame.draw.rect(tile, (92, 62, 34), box, 10)


def _start(tile: pygame.Surface, rng: random.Random) -> None:
    # a gold inner hexagon, a light wash, and a little banner: "Monsters may start here"
    inset = [(W / 2 + (x - W / 2) * 0.8, H / 2 + (y - H / 2) * 0.8) for x, y in HEXAGON]
    wash = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(wash, (250, 214, 90, 60), inset)
    tile.blit(wash, (0, 0))
    for a, b in zip(inset, inset[1:] + inset[:1]):   # dashed edges
        for k in range(0, 6, 2):
            p = (a[0] + (b[0] - a[0]) * k / 6, a[1] + (b[1] - a[1]) * k / 6)
            q = (a[0] + (b[0] - a[0]) * (k + 1) / 6, a[1] + (b[1] - a[1]) * (k + 1) / 6)
            pygame.draw.line(tile, (250, 214, 90, 230), p, q, 8)
    cx, cy = W / 2, H / 2
    pygame.draw.line(tile, (70, 50, 30, 255), (cx - 16, cy + 40), (cx - 16, cy - 44), 7)
    pygame.draw.polygon(tile, (200, 44, 40, 255), [(cx - 12, cy - 44), (cx + 38, cy - 30),
                                                   (cx - 12, cy - 14)])


OBJECT_ART = {"oak": _oak, "pine": _pine, "rock": _rock, "pillar": _pillar,
              "boulder": _boulder, "log": _log, "crate": _crate, "start": _start}


def draw_tileset() -> pygame.Surface:
    """The whole tileset image, transparent outside the hexagons and the objects."""
    rows = (TILE_COUNT + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * TILE_WIDTH, rows * TILE_HEIGHT), pygame.SRCALPHA)
    tiles = {tid: ("ground", name) for name, tid in GROUND_TILES.items()}
    tiles.update({tid: ("object", name) for name, tid in OBJECT_TILES.items()})
    for tid, (what, name) in sorted(tiles.items()):
        rng = random.Random(f"ggt-tile-{name}")
        if what == "ground":
            big = _ground(name, rng)
        else:
            big = pygame.Surface((W, H), pygame.SRCALPHA)
            OBJECT_ART[name](big, rng)
        small = pygame.transform.smoothscale(big, (TILE_WIDTH, TILE_HEIGHT))
        sheet.blit(small, ((tid % COLUMNS) * TILE_WIDTH, (tid // COLUMNS) * TILE_HEIGHT))
    return sheet


def tileset_tsx(width: int, height: int) -> str:
    """The external tileset (Tiled 1.8): each object tile's ``type``, a pushable's Weight."""
    tiles = []
    for name, tid in sorted(GROUND_TILES.items(), key=lambda kv: kv[1]):
        tiles.append(f' <tile id="{tid}">\n  <properties>\n'
                     f'   <property name="ground" value="{name}"/>\n  </properties>\n </tile>')
    for tid, kind in sorted(TILE_KINDS.items()):
        weight = DEFAULT_WEIGHTS.get(tid)
        if weight is None:
            tiles.append(f' <tile id="{tid}" type="{kind}"/>')
        else:
            tiles.append(f' <tile id="{tid}" type="{kind}">\n  <properties>\n'
                         f'   <property name="Weight" type="int" value="{weight}"/>\n'
                         f'  </properties>\n </tile>')
    body = "\n".join(tiles)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="{TILESET_NAME}" tilewidth="{TILE_WIDTH}" tileheight="{TILE_HEIGHT}" tilecount="{TILE_COUNT}" columns="{COLUMNS}">
 <image source="{TILESET_IMAGE}" width="{width}" height="{height}"/>
{body}
</tileset>
"""


def build(out: Path) -> list[Path]:
    """Write the tileset's PNG and .tsx into `out`; the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    previous = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")
    try:
        sheet = draw_tileset()
    finally:
        pygame.transform.set_smoothscale_backend(previous)
    png = out / TILESET_IMAGE
    pygame.image.save(sheet, str(png))
    tsx = out / (TILESET_NAME + ".tsx")
    tsx.write_text(tileset_tsx(sheet.get_width(), sheet.get_height()), encoding="utf-8")
    return [png, tsx]


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parents[1] / "content" / "maps" / "ggt"
    for path in build(Path(argv[0]) if argv else default):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
