"""Draw the game box's art and synthesize its sounds into `assets/`.

    .venv/bin/python tools/make_assets.py                 everything into assets/
    .venv/bin/python tools/make_assets.py --list          the target names
    .venv/bin/python tools/make_assets.py --out DIR --only icons/gamebox.png sounds/click.wav

Everything here is our own work: pictures are drawn with pygame's primitives (headless, at twice
the size and smooth-scaled down so edges are anti-aliased) and sounds are additive synthesis
written with the standard library's `wave`. The only copied files are the DejaVu fonts, taken
from Debian's `fonts-dejavu-core` with their licence.

The output is deterministic: the noise comes from fixed-seed `random.Random` objects, the
smooth-scaler is pinned to pygame's portable backend, PNGs are encoded here with zlib (no
timestamps, no dependence on pygame's bundled libpng) and nothing reads the clock, so running
the script twice gives identical bytes (a test checks it against the committed files).
"""
from __future__ import annotations

import argparse
import math
import os
import random
import shutil
import struct
import sys
import wave
import zlib
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
SS = 2
"""Supersampling factor: painters work at SS times the output size."""

# The house palette: dark and warm, with ember and gold for emphasis.
INK = (20, 14, 13)
COAL = (37, 27, 24)
UMBER = (68, 46, 36)
BARK = (102, 70, 50)
RUST = (156, 66, 40)
EMBER = (232, 120, 52)
GOLD = (244, 190, 86)
CREAM = (247, 233, 206)
WINE = (112, 32, 44)
PLUM = (56, 30, 50)
BONE = (226, 214, 188)

Color = tuple


# =============================================================================================
# Small drawing helpers


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def mix(c1: Color, c2: Color, t: float) -> Color:
    """The colour a fraction `t` of the way from c1 to c2 (alpha kept if both have one)."""
    t = min(1.0, max(0.0, t))
    return tuple(int(round(lerp(a, b, t))) for a, b in zip(c1, c2))


def ramp(stops: list[tuple[float, Color]], t: float) -> Color:
    """Piecewise-linear colour ramp through (position, colour) stops."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0) if p1 > p0 else 1.0)
    return stops[-1][1]


def surface(size: tuple[int, int], alpha: bool = True, fill: Color | None = None) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    if fill is not None:
        surf.fill(fill)
    return surf


def vertical_gradient(surf: pygame.Surface, stops: list[tuple[float, Color]],
                      rect: pygame.Rect | None = None) -> None:
    rect = rect or surf.get_rect()
    for y in range(rect.height):
        t = y / max(1, rect.height - 1)
        pygame.draw.line(surf, ramp(stops, t), (rect.left, rect.top + y),
                         (rect.right - 1, rect.top + y))


def radial(size: tuple[int, int], color: Color, inner: float, outer: float,
           power: float = 1.0) -> pygame.Surface:
    """An elliptical alpha field: alpha `inner` at the centre fading to `outer` at the edge.

    Computed on a small grid and smooth-scaled up, which is both fast and free of banding."""
    n = 64
    small = surface((n, n))
    for y in range(n):
        for x in range(n):
            d = math.hypot((x + 0.5) / n * 2 - 1, (y + 0.5) / n * 2 - 1)
            t = min(1.0, d) ** power
            small.set_at((x, y), (*color[:3], int(lerp(inner, outer, t))))
    return pygame.transform.smoothscale(small, size)


def glow(surf: pygame.Surface, center: tuple[float, float], radius: float, color: Color,
         strength: int = 160, power: float = 1.6) -> None:
    size = (int(radius * 2), int(radius * 2))
    field = radial(size, color, strength, 0, power)
    surf.blit(field, (center[0] - radius, center[1] - radius))


def vignette(surf: pygame.Surface, strength: int = 170, power: float = 2.2) -> None:
    w, h = surf.get_size()
    field = radial((int(w * 1.42), int(h * 1.42)), INK, 0, strength, power)
    surf.blit(field, (-(w * 0.21), -(h * 0.21)))


def add_light(surf: pygame.Surface, center, radii, color: Color, strength: int,
              power: float = 1.4) -> None:
    """Brighten additively around `center` (the field is premultiplied onto black first, since
    additive blending ignores alpha)."""
    size = (int(radii[0] * 2), int(radii[1] * 2))
    light = surface(size, alpha=False, fill=(0, 0, 0))
    light.blit(radial(size, color, strength, 0, power), (0, 0))
    surf.blit(light, (center[0] - radii[0], center[1] - radii[1]),
              special_flags=pygame.BLEND_RGB_ADD)


def blur(surf: pygame.Surface, factor: int) -> pygame.Surface:
    """A soft copy: shrink by `factor`, grow back (cheap, good enough for shadows and glows)."""
    w, h = surf.get_size()
    small = pygame.transform.smoothscale(surf, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def soft_noise(size: tuple[int, int], cells: tuple[int, int], seed: int, color: Color,
               max_alpha: int) -> pygame.Surface:
    """Value noise: a coarse grid of random alphas smooth-scaled to `size` (blotches, mottling)."""
    rng = random.Random(seed)
    small = surface(cells)
    for y in range(cells[1]):
        for x in range(cells[0]):
            small.set_at((x, y), (*color[:3], int(rng.random() * max_alpha)))
    return pygame.transform.smoothscale(small, size)


def grain(size: tuple[int, int], seed: int) -> pygame.Surface:
    """Per-pixel grey noise (opaque), made from random bytes in one go."""
    rng = random.Random(seed)
    raw = rng.randbytes(size[0] * size[1])
    grey = bytes(b for v in raw for b in (v, v, v))
    return pygame.image.frombuffer(grey, size, "RGB").copy()


def bezier(points: list[tuple[float, float]], steps: int = 32) -> list[tuple[float, float]]:
    """Points along a Bezier curve of any degree (de Casteljau)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        pts = list(points)
        while len(pts) > 1:
            pts = [(lerp(a[0], b[0], t), lerp(a[1], b[1], t)) for a, b in zip(pts, pts[1:])]
        out.append(pts[0])
    return out


def stroke(surf: pygame.Surface, color: Color, points: list[tuple[float, float]],
           width: float) -> None:
    """A thick polyline with round joins and caps."""
    r = width / 2
    for a, b in zip(points, points[1:]):
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length * r, dx / length * r
        pygame.draw.polygon(surf, color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                          (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
    for p in points:
        pygame.draw.circle(surf, color, p, r)


def tapered(surf: pygame.Surface, color: Color, spine: list[tuple[float, float]],
            start_width: float, end_width: float) -> None:
    """A filled shape along a spine whose width tapers (horns, claws, grass blades)."""
    left, right = [], []
    n = len(spine)
    for i, p in enumerate(spine):
        q = spine[min(i + 1, n - 1)] if i < n - 1 else p
        o = spine[max(i - 1, 0)]
        dx, dy = q[0] - o[0], q[1] - o[1]
        length = math.hypot(dx, dy) or 1.0
        w = lerp(start_width, end_width, i / max(1, n - 1)) / 2
        nx, ny = -dy / length * w, dx / length * w
        left.append((p[0] + nx, p[1] + ny))
        right.append((p[0] - nx, p[1] - ny))
    pygame.draw.polygon(surf, color, left + right[::-1])


def rounded(surf: pygame.Surface, color: Color, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surf, color, pygame.Rect(rect), width, border_radius=int(radius))


def shadow_of(shape: pygame.Surface, alpha: int, spread: int) -> pygame.Surface:
    """A blurred dark copy of a shape's silhouette, for drop shadows."""
    mask = pygame.mask.from_surface(shape, 8)
    sil = mask.to_surface(setcolor=(0, 0, 0, alpha), unsetcolor=(0, 0, 0, 0))
    pad = spread * 2
    padded = surface((sil.get_width() + pad * 2, sil.get_height() + pad * 2))
    padded.blit(sil, (pad, pad))
    return blur(blur(padded, spread), max(2, spread // 2))


def regular_polygon(center, radius, sides, rotation=0.0):
    cx, cy = center
    return [(cx + radius * math.cos(rotation + 2 * math.pi * i / sides),
             cy + radius * math.sin(rotation + 2 * math.pi * i / sides)) for i in range(sides)]


def star(center, outer, inner, points=5, rotation=-math.pi / 2):
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = rotation + math.pi * i / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def finish(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Scale a supersampled painting down to its output size."""
    return pygame.transform.smoothscale(big, size)


def png_bytes(surf: pygame.Surface) -> bytes:
    """Encode a surface as PNG here rather than through pygame's bundled libpng, so the bytes
    depend only on the pixels and zlib (not on the pygame release that happens to be installed).

    Each image is stored with whichever of the filters None and Up compresses it better (Up wins
    on smooth vertical gradients such as the curtain)."""
    alpha = bool(surf.get_flags() & pygame.SRCALPHA)
    mode = "RGBA" if alpha else "RGB"
    w, h = surf.get_size()
    raw = pygame.image.tobytes(surf, mode)
    stride = w * len(mode)
    rows = [raw[y * stride:(y + 1) * stride] for y in range(h)]
    plain = zlib.compress(b"".join(b"\x00" + row for row in rows), 9)
    # Up filter: each byte minus the byte above, mod 256. Done on whole rows as big integers
    # (a borrow-free bytewise subtraction), which is fast without numpy.
    high = int.from_bytes(b"\x80" * stride, "big")
    low = int.from_bytes(b"\x7f" * stride, "big")
    previous = 0
    up = []
    for row in rows:
        a = int.from_bytes(row, "big")
        diff = ((a | high) - (previous & low)) ^ (~(a ^ previous) & high)
        up.append(b"\x02" + diff.to_bytes(stride, "big"))
        previous = a
    filtered = zlib.compress(b"".join(up), 9)
    body = min(plain, filtered, key=len)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    colour_type = 6 if alpha else 2
    header = struct.pack(">IIBBBBB", w, h, 8, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", body)
            + chunk(b"IEND", b""))


def save_png(surf: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(surf))


# =============================================================================================
# Sounds: additive synthesis, 22050 Hz mono 16-bit

RATE = 22050


class Track:
    """A mono mix buffer that notes are added into, then normalized and written as a wav."""

    def __init__(self, seconds: float) -> None:
        self.samples = [0.0] * int(seconds * RATE)

    def note(self, start: float, freq: float, length: float, partials, *, attack: float = 0.006,
             gain: float = 1.0, droop: float = 0.0, vibrato: float = 0.0) -> None:
        """Add a note: `partials` are (frequency ratio, amplitude, decay seconds) triples.

        `droop` bends the pitch down by that fraction per second and `vibrato` wobbles it
        (fraction of the frequency at 5.5 Hz); both keep the phase continuous."""
        first = int(start * RATE)
        count = min(int(length * RATE), len(self.samples) - first)
        phases = [0.0] * len(partials)
        for i in range(count):
            t = i / RATE
            f = freq * (1.0 - droop * t) * (1.0 + vibrato * math.sin(2 * math.pi * 5.5 * t))
            env = min(1.0, t / attack) if attack > 0 else 1.0
            value = 0.0
            for k, (ratio, amp, decay) in enumerate(partials):
                phases[k] += 2 * math.pi * f * ratio / RATE
                value += amp * math.exp(-t / decay) * math.sin(phases[k])
            # A 4 ms fade at the note's own end, so a cut-off never clicks.
            tail = (count - i) / (0.004 * RATE)
            self.samples[first + i] += gain * env * min(1.0, tail) * value

    def noise(self, start: float, length: float, decay: float, gain: float, seed: int) -> None:
        """Add a short burst of softened noise (the body of a click)."""
        rng = random.Random(seed)
        first = int(start * RATE)
        last = 0.0
        for i in range(min(int(length * RATE), len(self.samples) - first)):
            # One-pole low-pass: white noise is harsh; this keeps a soft "tock".
            last = 0.55 * last + 0.45 * (rng.random() * 2 - 1)
            attack = min(1.0, i / (0.0008 * RATE))  # under a millisecond, but not a step
            self.samples[first + i] += gain * attack * math.exp(-(i / RATE) / decay) * last

    def write(self, path: Path, peak: float = 0.62) -> None:
        top = max(abs(s) for s in self.samples) or 1.0
        fade = int(0.01 * RATE)
        n = len(self.samples)
        frames = []
        for i, s in enumerate(self.samples):
            edge = min(1.0, (n - 1 - i) / fade)  # the whole cue ends on silence
            frames.append(int(round(max(-1.0, min(1.0, s / top * peak * edge)) * 32767)))
        path.parent.mkdir(parents=True, exist_ok=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(struct.pack(f"<{len(frames)}h", *frames))


def hz(name: str) -> float:
    """Equal-tempered frequency of a note name such as 'C5' or 'F#3' (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + (1 if "#" in name else 0) + 12 * (int(name[-1]) - 4)
    return 440.0 * 2 ** (semis / 12)


BELL = [(1.0, 1.0, 0.45), (2.0, 0.32, 0.22), (3.01, 0.12, 0.12), (4.2, 0.06, 0.07)]
MALLET = [(1.0, 1.0, 0.28), (3.99, 0.22, 0.04), (10.0, 0.05, 0.012)]
REED = [(1.0, 1.0, 0.3), (2.0, 0.45, 0.22), (3.0, 0.28, 0.16), (5.0, 0.08, 0.1)]
BRASS = [(1.0, 1.0, 0.9), (2.0, 0.5, 0.7), (3.0, 0.3, 0.5), (4.0, 0.15, 0.35), (6.0, 0.05, 0.2)]


def sound_click(path: Path) -> None:
    """A soft wooden tick for buttons."""
    track = Track(0.07)
    track.note(0.0, 1250.0, 0.07, [(1.0, 1.0, 0.012), (2.71, 0.35, 0.006)], attack=0.0015)
    track.noise(0.0, 0.03, 0.004, 0.5, seed=11)
    track.write(path, peak=0.5)


def sound_turn(path: Path) -> None:
    """Two bell notes, a rising fourth: "your turn"."""
    track = Track(0.75)
    track.note(0.0, hz("E5"), 0.6, BELL, gain=0.8)
    track.note(0.12, hz("A5"), 0.63, BELL)
    track.write(path)


def sound_success(path: Path) -> None:
    """A quick major arpeggio on a mallet, the top note left to ring."""
    track = Track(0.8)
    for i, name in enumerate(("C5", "E5", "G5")):
        track.note(0.07 * i, hz(name), 0.35, MALLET, gain=0.7 + 0.1 * i)
    track.note(0.21, hz("C6"), 0.59, [(1.0, 1.0, 0.35), (3.99, 0.2, 0.05), (2.0, 0.2, 0.2)])
    track.write(path)


def sound_failure(path: Path) -> None:
    """Two soft reed notes falling a major third, drooping a little: "no luck"."""
    track = Track(0.62)
    track.note(0.0, hz("A3"), 0.2, REED, attack=0.015, gain=0.8, vibrato=0.004)
    track.note(0.17, hz("F3"), 0.45, REED, attack=0.015, droop=0.06, vibrato=0.006)
    track.write(path, peak=0.55)


def sound_big(path: Path) -> None:
    """A little fanfare for the big moments: an arpeggio into a held, chorused major chord."""
    track = Track(1.7)
    for i, name in enumerate(("G4", "C5", "E5", "G5")):
        track.note(0.085 * i, hz(name), 0.3, MALLET, gain=0.6)
    chord = ("C4", "E4", "G4", "C5", "E5")
    for name in chord:
        for detune in (0.997, 1.003):  # two slightly detuned voices make a warm chorus
            track.note(0.36, hz(name) * detune, 1.3, BRASS, attack=0.03, gain=0.32)
    track.note(0.36, hz("C3"), 1.0, [(1.0, 1.0, 0.5), (2.0, 0.3, 0.3)], attack=0.01, gain=0.7)
    track.note(0.36, hz("C7"), 1.2, [(1.0, 0.3, 0.4)], attack=0.2, gain=0.25, vibrato=0.003)
    track.write(path, peak=0.7)


# =============================================================================================
# The app icon


_icon_cache: dict[str, pygame.Surface] = {}


def paint_icon() -> pygame.Surface:
    """The 512x512 master of the icon: a card and a die on a warm rounded tile."""
    if "icon" in _icon_cache:
        return _icon_cache["icon"]
    big = surface((512, 512))
    tile = pygame.Rect(20, 20, 472, 472)
    shape = surface((512, 512))
    rounded(shape, (255, 255, 255, 255), tile, 108)
    paint = surface((512, 512), fill=(0, 0, 0, 255))
    vertical_gradient(paint, [(0.0, (150, 52, 52)), (0.55, (92, 30, 44)), (1.0, (44, 22, 36))])
    glow(paint, (256, 150), 260, EMBER, strength=110, power=1.3)
    paint.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(paint, (0, 0))
    rounded(big, (255, 214, 160, 60), tile.inflate(-12, -12), 100, width=4)

    card = surface((196, 272))
    rounded(card, CREAM, card.get_rect(), 24)
    rounded(card, WINE, card.get_rect().inflate(-26, -26), 14, width=6)
    heart(card, (98, 136), 46, WINE)
    card = pygame.transform.rotozoom(card, 14, 1.0)
    big.blit(shadow_of(card, 150, 12), (78 - 24 + 8, 64 - 24 + 14))
    big.blit(card, (78, 64))

    n = 204
    die = surface((n, n))
    dg = surface((n, n), fill=(0, 0, 0, 255))
    vertical_gradient(dg, [(0.0, (255, 172, 88)), (1.0, (204, 82, 38))])
    dmask = surface((n, n))
    rounded(dmask, (255, 255, 255, 255), dg.get_rect(), 42)
    dg.blit(dmask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    die.blit(dg, (0, 0))
    rounded(die, (255, 236, 200, 70), pygame.Rect(12, 8, n - 24, 50), 26)
    rounded(die, (120, 40, 20, 160), die.get_rect(), 42, width=4)
    lo, mid, hi = 54, n // 2, n - 54
    for px, py in ((lo, lo), (hi, lo), (mid, mid), (lo, hi), (hi, hi)):
        pygame.draw.circle(die, (130, 44, 24), (px, py + 3), 21)
        pygame.draw.circle(die, CREAM, (px, py), 21)
    die = pygame.transform.rotozoom(die, -11, 1.0)
    big.blit(shadow_of(die, 170, 14), (222 - 28 + 10, 216 - 28 + 16))
    big.blit(die, (222, 216))
    _icon_cache["icon"] = big
    return big


def heart(surf: pygame.Surface, center, size: float, color: Color) -> None:
    cx, cy = center
    r = size * 0.52
    pygame.draw.circle(surf, color, (cx - r * 0.9, cy - r * 0.35), r)
    pygame.draw.circle(surf, color, (cx + r * 0.9, cy - r * 0.35), r)
    pygame.draw.polygon(surf, color, [(cx - r * 1.86, cy - r * 0.1), (cx + r * 1.86, cy - r * 0.1),
                                      (cx, cy + size * 1.25)])


def icon_png(size: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        save_png(finish(paint_icon(), (size, size)), path)
    return make


def make_ico(path: Path) -> None:
    """Windows icon: an ICO container (ICONDIR + entries) around PNG images, which Windows
    Vista and later read directly. pygame cannot write ICO, so the header is packed here."""
    sizes = (16, 24, 32, 48, 64, 128, 256)
    images = [png_bytes(finish(paint_icon(), (s, s))) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for s, data in zip(sizes, images):
        # Width and height 0 mean 256; 0 colours, 1 plane, 32 bits per pixel.
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + entries + b"".join(images))


# =============================================================================================
# The font (copied from Debian's fonts-dejavu-core)

DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")
DEJAVU_COPYRIGHT = Path("/usr/share/doc/fonts-dejavu-core/copyright")


def copy_from(source: Path) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        if not source.exists():
            raise SystemExit(f"{source} is missing: apt-get install -y fonts-dejavu-core")
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, path)
    return make


# =============================================================================================
# Launcher tiles (640x360, painted at 1280x720)

TILE = (640, 360)
BIG = (TILE[0] * SS, TILE[1] * SS)


def maze_walls(cols: int, rows: int, seed: int, room: tuple[int, int, int, int]):
    """Wall segments of a perfect maze (depth-first carve) with an open room cut in the middle.

    Returns (x0, y0, x1, y1) segments in cell units."""
    rng = random.Random(seed)
    rx, ry, rw, rh = room
    in_room = {(x, y) for x in range(rx, rx + rw) for y in range(ry, ry + rh)}
    open_edges: set[frozenset] = set()
    for x, y in in_room:
        for dx, dy in ((1, 0), (0, 1)):
            if (x + dx, y + dy) in in_room:
                open_edges.add(frozenset({(x, y), (x + dx, y + dy)}))
    seen = {(0, 0)}
    stack = [(0, 0)]
    while stack:
        x, y = stack[-1]
        steps = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                 if 0 <= x + dx < cols and 0 <= y + dy < rows and (x + dx, y + dy) not in seen]
        if not steps:
            stack.pop()
            continue
        nxt = rng.choice(steps)
        open_edges.add(frozenset({(x, y), nxt}))
        seen.add(nxt)
        stack.append(nxt)
    walls = []
    for y in range(rows):
        for x in range(cols):
            if x + 1 < cols and frozenset({(x, y), (x + 1, y)}) not in open_edges:
                walls.append((x + 1, y, x + 1, y + 1))
            if y + 1 < rows and frozenset({(x, y), (x, y + 1)}) not in open_edges:
                walls.append((x, y + 1, x + 1, y + 1))
    return walls


def tile_grungeon(path: Path) -> None:
    """A torch-lit stone maze seen from above, the horned Grunkletaur in its central room."""
    W, H = BIG
    big = surface(BIG, alpha=False)
    vertical_gradient(big, [(0.0, (46, 38, 36)), (1.0, (30, 24, 24))])
    big.blit(soft_noise(BIG, (40, 22), 3, (90, 70, 56), 70), (0, 0))
    cell = 80
    cols, rows = W // cell, H // cell
    # Floor flagstones: faint joints inside every cell.
    for y in range(rows):
        for x in range(cols):
            r = pygame.Rect(x * cell + 6, y * cell + 6, cell - 12, cell - 12)
            rounded(big, (58, 46, 42), r, 8)
            rounded(big, (40, 32, 30), r, 8, width=2)
    room = (cols // 2 - 2, rows // 2 - 2, 4, 4)
    walls = maze_walls(cols, rows, seed=9, room=room)
    thickness = 22
    for x0, y0, x1, y1 in walls:
        a = (x0 * cell, y0 * cell)
        b = (x1 * cell, y1 * cell)
        stroke(big, (16, 12, 12), [(a[0] + 5, a[1] + 8), (b[0] + 5, b[1] + 8)], thickness)
    for x0, y0, x1, y1 in walls:
        a = (x0 * cell, y0 * cell)
        b = (x1 * cell, y1 * cell)
        stroke(big, (104, 92, 84), [a, b], thickness)
    for x0, y0, x1, y1 in walls:
        a = (x0 * cell, y0 * cell - 3)
        b = (x1 * cell, y1 * cell - 3)
        stroke(big, (150, 136, 120), [a, b], 8)
    # Torchlight from the beast's room, darkness at the edges.
    cx, cy = W // 2, H // 2
    add_light(big, (cx, cy), (620, 420), (255, 140, 60), 90)
    vignette(big, 235, 1.6)
    beast(big, (cx, cy + 40), 1.12)
    save_png(finish(big, TILE), path)


def beast(surf: pygame.Surface, center, scale: float) -> None:
    """The Grunkletaur's head: broad skull, sweeping horns, ember eyes and a gold nose ring."""
    cx, cy = center
    s = scale
    layer = surface(surf.get_size())
    horn_dark, horn_light = (196, 172, 136), (246, 232, 200)
    for side in (-1, 1):
        spine = bezier([(cx + side * 70 * s, cy - 80 * s), (cx + side * 230 * s, cy - 110 * s),
                        (cx + side * 250 * s, cy - 230 * s), (cx + side * 190 * s, cy - 290 * s)],
                       40)
        tapered(layer, horn_dark, spine, 62 * s, 6 * s)
        inner = [(x - side * 8 * s, y + 4 * s) for x, y in spine]
        tapered(layer, horn_light, inner[:34], 30 * s, 4 * s)
    for side in (-1, 1):  # ears
        pygame.draw.ellipse(layer, (70, 34, 28), pygame.Rect(
            cx + side * 120 * s - 48 * s, cy - 70 * s, 96 * s, 44 * s))
    skull = [(cx - 110 * s, cy - 120 * s), (cx + 110 * s, cy - 120 * s),
             (cx + 135 * s, cy - 20 * s), (cx + 90 * s, cy + 110 * s),
             (cx - 90 * s, cy + 110 * s), (cx - 135 * s, cy - 20 * s)]
    pygame.draw.polygon(layer, (92, 44, 34), skull)
    pygame.draw.ellipse(layer, (92, 44, 34), pygame.Rect(cx - 120 * s, cy - 160 * s,
                                                         240 * s, 140 * s))
    pygame.draw.ellipse(layer, (120, 62, 44), pygame.Rect(cx - 80 * s, cy - 150 * s,
                                                          160 * s, 90 * s))
    # Brow ridge, shading the eyes.
    brow = [(-120, -50), (-20, -30), (0, -50), (20, -30), (120, -50), (110, -70), (0, -70),
            (-110, -70)]
    pygame.draw.polygon(layer, (62, 28, 24), [(cx + x * s, cy + y * s) for x, y in brow])
    # Muzzle
    pygame.draw.ellipse(layer, (150, 92, 72), pygame.Rect(cx - 95 * s, cy + 20 * s,
                                                          190 * s, 120 * s))
    for side in (-1, 1):
        pygame.draw.ellipse(layer, (54, 24, 22), pygame.Rect(cx + side * 42 * s - 18 * s,
                                                             cy + 58 * s, 36 * s, 26 * s))
    ring = pygame.Rect(cx - 34 * s, cy + 80 * s, 68 * s, 62 * s)
    pygame.draw.arc(layer, GOLD, ring, math.pi * 1.05, math.pi * 1.95 + 2 * math.pi, int(11 * s))
    pygame.draw.ellipse(layer, (255, 226, 150), ring, int(4 * s))
    surf.blit(shadow_of(layer, 200, 16), (-32 + 10, -32 + 24))
    surf.blit(layer, (0, 0))
    for side in (-1, 1):
        eye = (cx + side * 58 * s, cy - 32 * s)
        glow(surf, eye, 60 * s, (255, 120, 40), strength=200)
        pygame.draw.ellipse(surf, (255, 200, 90), pygame.Rect(eye[0] - 20 * s, eye[1] - 9 * s,
                                                              40 * s, 18 * s))
        pygame.draw.ellipse(surf, (255, 250, 220), pygame.Rect(eye[0] - 8 * s, eye[1] - 5 * s,
                                                               16 * s, 10 * s))


def tile_guts(path: Path) -> None:
    """A gaping, toothy mouth looming over a diner plate with a tire and a drumstick on it."""
    W, H = BIG
    big = surface(BIG, alpha=False)
    # Checked diner tablecloth in two wines, seen slightly from above.
    check = 90
    for y in range(-1, H // check + 2):
        for x in range(-1, W // check + 2):
            c = (118, 36, 42) if (x + y) % 2 else (84, 24, 34)
            pygame.draw.rect(big, c, pygame.Rect(x * check, y * check, check, check))
    big.blit(soft_noise(BIG, (32, 18), 5, (30, 8, 12), 90), (0, 0))
    add_light(big, (W * 0.5, H * 0.3), (700, 420), (255, 170, 90), 70)
    vignette(big, 215, 1.7)

    # The plate: rim, well and a soft contact shadow.
    plate = pygame.Rect(0, 0, 860, 300)
    plate.center = (W // 2, H - 150)
    pygame.draw.ellipse(big, (30, 8, 12), plate.move(0, 26).inflate(20, 10))
    pygame.draw.ellipse(big, (214, 204, 186), plate)
    pygame.draw.ellipse(big, (246, 240, 226), plate.inflate(-30, -14))
    pygame.draw.ellipse(big, (222, 212, 194), plate.inflate(-200, -80))
    pygame.draw.ellipse(big, (236, 228, 210), plate.inflate(-220, -92))
    # A tire of doom, lying on the plate.
    tire_c = (W // 2 - 130, H - 176)
    tire = pygame.Rect(0, 0, 300, 130)
    tire.center = tire_c
    pygame.draw.ellipse(big, (150, 140, 126), tire.move(0, 14))
    pygame.draw.ellipse(big, (28, 26, 28), tire)
    pygame.draw.ellipse(big, (50, 48, 52), tire.inflate(-40, -20), 10)
    for i in range(18):  # tread blocks around the rim
        a = 2 * math.pi * i / 18
        x = tire_c[0] + math.cos(a) * 136
        y = tire_c[1] + math.sin(a) * 56
        pygame.draw.circle(big, (62, 60, 64), (x, y), 9)
    hub = tire.inflate(-150, -66)
    pygame.draw.ellipse(big, (180, 176, 170), hub)
    pygame.draw.ellipse(big, (120, 116, 112), hub, 5)
    # A drumstick: meat, bone and knuckle.
    bone = [(W // 2 + 140, H - 160), (W // 2 + 300, H - 230)]
    stroke(big, (150, 130, 110), bone, 30)
    stroke(big, (240, 232, 214), bone, 20)
    for dx, dy in ((-12, -8), (8, 10)):
        pygame.draw.circle(big, (150, 130, 110), (bone[1][0] + dx, bone[1][1] + dy), 21)
    for dx, dy in ((-12, -8), (8, 10)):
        pygame.draw.circle(big, (244, 236, 218), (bone[1][0] + dx, bone[1][1] + dy), 16)
    meat = pygame.Rect(0, 0, 190, 120)
    meat.center = (W // 2 + 100, H - 150)
    pygame.draw.ellipse(big, (120, 52, 22), meat.move(0, 10))
    pygame.draw.ellipse(big, (176, 86, 34), meat)
    pygame.draw.ellipse(big, (214, 128, 58), meat.inflate(-70, -60).move(-16, -16))
    # A shiny thing: a gold star that someone will regret.
    glint = (W // 2 + 300, H - 120)
    pygame.draw.polygon(big, (170, 120, 30), star((glint[0] + 4, glint[1] + 6), 50, 22))
    pygame.draw.polygon(big, GOLD, star(glint, 50, 22))
    pygame.draw.polygon(big, (255, 240, 190), star((glint[0] - 8, glint[1] - 8), 18, 8))

    # The mouth, wide open above the plate.
    mouth = pygame.Rect(0, 0, 720, 400)
    mouth.center = (W // 2, 250)
    layer = surface(BIG)
    pygame.draw.ellipse(layer, (206, 62, 72), mouth)          # lips
    inner = mouth.inflate(-90, -120)
    pygame.draw.ellipse(layer, (54, 10, 22), inner)           # throat
    tongue = pygame.Rect(0, 0, 380, 170)
    tongue.midbottom = (inner.centerx, inner.bottom + 8)
    pygame.draw.ellipse(layer, (226, 100, 112), tongue)
    pygame.draw.line(layer, (180, 60, 80), (tongue.centerx, tongue.top + 40),
                     (tongue.centerx, tongue.bottom - 40), 8)
    clip = surface(BIG)
    pygame.draw.ellipse(clip, (255, 255, 255, 255), inner)
    teeth = surface(BIG)
    n = 7
    half_w, half_h = inner.width / 2, inner.height / 2
    for i in range(n):
        x = inner.left + 30 + (i + 0.5) * (inner.width - 60) / n
        edge = half_h * math.sqrt(max(0.0, 1 - ((x - inner.centerx) / half_w) ** 2))
        tw = (inner.width - 60) / n - 8
        for row in (0, 1):
            # Teeth sit along the curve of the lips; the row is clipped to the throat below.
            y = inner.centery - edge - 30 if row == 0 else inner.centery + edge - 62
            t = pygame.Rect(int(x - tw / 2), int(y), int(tw), 92)
            rounded(teeth, (214, 200, 176), t, 22)
            rounded(teeth, (252, 247, 234), t.inflate(-10, -14).move(-3, -3), 20)
    teeth.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    layer.blit(teeth, (0, 0))
    pygame.draw.ellipse(layer, (246, 130, 130), mouth.inflate(-24, -24).move(0, -6), 8)
    pygame.draw.ellipse(layer, (140, 32, 44), mouth, 10)
    big.blit(shadow_of(layer, 190, 14), (-28 + 6, -28 + 22))
    big.blit(layer, (0, 0))
    save_png(finish(big, TILE), path)


def tile_grizzled(path: Path) -> None:
    """Dusk over no man's land seen from a trench: sandbags, a resting helmet, barbed wire,
    a broken tree, poppies in the foreground and birds heading home. Quiet, not gory."""
    W, H = BIG
    big = surface(BIG, alpha=False)
    horizon = int(H * 0.62)
    vertical_gradient(big, [(0.0, (34, 30, 58)), (0.35, (84, 52, 78)), (0.62, (196, 110, 80)),
                            (0.8, (236, 160, 92)), (1.0, (240, 176, 100))],
                      pygame.Rect(0, 0, W, horizon + 40))
    sun = (int(W * 0.64), horizon - 40)
    add_light(big, sun, (520, 300), (255, 170, 90), 110)
    pygame.draw.circle(big, (255, 214, 150), sun, 74)
    pygame.draw.circle(big, (255, 232, 186), sun, 60)
    # Thin clouds drifting across the sun.
    clouds = surface(BIG)
    for y, x0, x1, thick in ((horizon - 120, 460, 1120, 12), (horizon - 78, 700, 1240, 8),
                             (horizon - 230, 90, 560, 10), (horizon - 300, 880, 1180, 7)):
        spine = [(lerp(x0, x1, k / 12), y + math.sin(k) * 2) for k in range(13)]
        tapered(clouds, (150, 84, 96, 170), spine[:7], 2, thick)
        tapered(clouds, (150, 84, 96, 170), spine[6:], thick, 2)
    big.blit(clouds, (0, 0))
    # Far ridge and the ground of no man's land.
    ridge = [(0, horizon)]
    rng = random.Random(21)
    for x in range(0, W + 40, 40):
        ridge.append((x, horizon - 14 - rng.random() * 22))
    ridge += [(W, H), (0, H)]
    pygame.draw.polygon(big, (92, 56, 62), ridge)
    mid = [(0, horizon + 40)]
    for x in range(0, W + 60, 60):
        mid.append((x, horizon + 30 - math.sin(x / 170) * 16 - rng.random() * 10))
    mid += [(W, H), (0, H)]
    pygame.draw.polygon(big, (58, 36, 44), mid)
    # A shattered tree on the ridge.
    trunk = [(250, horizon - 10), (262, horizon - 120), (246, horizon - 200), (270, horizon - 260)]
    tapered(big, (40, 26, 34), trunk, 26, 8)
    tapered(big, (40, 26, 34), [(256, horizon - 150), (300, horizon - 200), (322, horizon - 212)],
            10, 3)
    tapered(big, (40, 26, 34), [(250, horizon - 190), (214, horizon - 232)], 8, 3)
    # Wire on crossed stakes, strung across the middle distance.
    posts = [80, 300, 520, 760, 1000, 1220]
    base = horizon + 60
    for i, x in enumerate(posts):
        h = 70 + (i % 2) * 16
        stroke(big, (36, 22, 30), [(x - 16, base + 8), (x + 12, base - h)], 7)
        stroke(big, (36, 22, 30), [(x + 16, base + 8), (x - 10, base - h + 6)], 7)
    for row, lift in ((0, 52), (1, 28)):
        pts = []
        for a, b in zip(posts, posts[1:]):
            for k in range(9):
                t = k / 8
                sag = math.sin(math.pi * t) * (14 + 6 * row)
                pts.append((lerp(a, b, t), base - lift + sag))
        for p0, p1 in zip(pts, pts[1:]):
            pygame.draw.line(big, (36, 22, 30), p0, p1, 3)
        for k, (x, y) in enumerate(pts[::3]):  # barbs
            pygame.draw.line(big, (36, 22, 30), (x - 7, y - 7), (x + 7, y + 7), 3)
            pygame.draw.line(big, (36, 22, 30), (x + 7, y - 7), (x - 7, y + 7), 3)
    # Birds going home.
    for bx, by, s in ((860, 150, 1.0), (930, 190, 0.8), (800, 210, 0.7)):
        stroke(big, (40, 30, 50), bezier([(bx - 26 * s, by - 8 * s), (bx - 10 * s, by - 16 * s),
                                          (bx, by)], 8), 5 * s)
        stroke(big, (40, 30, 50), bezier([(bx, by), (bx + 10 * s, by - 16 * s),
                                          (bx + 26 * s, by - 8 * s)], 8), 5 * s)
    # The trench parapet: rows of sandbags, lit on top by the low sun.
    wall_top = H - 210
    pygame.draw.rect(big, (30, 20, 22), pygame.Rect(0, wall_top + 40, W, H))
    for row in range(3):
        y = wall_top + row * 62
        offset = (row % 2) * 75
        for i in range(-1, W // 150 + 2):
            bag = pygame.Rect(i * 150 + offset, y, 156, 74)
            pygame.draw.ellipse(big, (30, 20, 22), bag.inflate(6, 6))
            pygame.draw.ellipse(big, (72, 54, 44), bag)
            pygame.draw.ellipse(big, (104, 80, 60), bag.inflate(-30, -40).move(-6, -12))
            pygame.draw.line(big, (52, 38, 34), (bag.left + 30, bag.centery + 4),
                             (bag.right - 30, bag.centery + 4), 3)
    # A helmet resting on the parapet, side on: a shallow dome over a wide, thin brim.
    hx, hy = 430, wall_top + 2
    dome = [(hx + math.cos(a) * 74, hy - math.sin(a) * 58)
            for a in (math.pi * k / 24 for k in range(25))]
    pygame.draw.polygon(big, (24, 18, 18), [(x + 4, y + 10) for x, y in dome])
    pygame.draw.polygon(big, (66, 64, 46), dome)
    stroke(big, (196, 146, 94), [(hx + math.cos(a) * 68, hy - math.sin(a) * 52)
                                 for a in (0.25 + 0.06 * k for k in range(16))], 6)
    brim = pygame.Rect(0, 0, 224, 24)
    brim.center = (hx, hy)
    pygame.draw.ellipse(big, (24, 18, 18), brim.move(0, 8))
    pygame.draw.ellipse(big, (84, 80, 56), brim)
    pygame.draw.arc(big, (196, 146, 94), brim, 0.0, 1.4, 3)
    # Poppies in the foreground, in remembrance.
    for x, y, s in ((110, H - 70, 1.0), (190, H - 40, 0.8), (1120, H - 60, 0.95),
                    (1190, H - 100, 0.75), (1040, H - 28, 0.7)):
        stroke(big, (44, 64, 40), [(x, y + 10), (x + 6 * s, H + 10)], 6)
        for k in range(4):
            a = k * math.pi / 2 + 0.4
            pygame.draw.circle(big, (196, 36, 40), (x + math.cos(a) * 16 * s,
                                                   y + math.sin(a) * 12 * s), 22 * s)
        pygame.draw.circle(big, (226, 66, 60), (x - 6 * s, y - 8 * s), 12 * s)
        pygame.draw.circle(big, (24, 14, 16), (x, y), 9 * s)
    vignette(big, 170, 1.9)
    save_png(finish(big, TILE), path)


TERRAIN = {
    "grass": ((104, 118, 62), (126, 140, 74)),
    "forest": ((62, 86, 48), (80, 104, 58)),
    "rock": ((116, 100, 86), (140, 124, 106)),
    "sand": ((176, 140, 86), (196, 160, 100)),
    "water": ((46, 82, 98), (62, 104, 120)),
}


def tile_ggt(path: Path) -> None:
    """A hex battle map (grass, woods, rocks, a pond) with two monsters squaring off."""
    W, H = BIG
    big = surface(BIG, alpha=False, fill=(26, 22, 20))
    r = 74                      # hex radius (flat-topped)
    dx, dy = r * 1.5, r * math.sqrt(3)
    field = random.Random(33)
    # Terrain from a few seeded blobs, so areas clump like a real map instead of confetti.
    blobs = [((field.random() * W, field.random() * H), kind)
             for kind in ("forest", "forest", "rock", "water", "sand", "forest", "rock")]
    cells = []
    for col in range(-1, int(W / dx) + 2):
        for row in range(-1, int(H / dy) + 2):
            cx = col * dx
            cy = row * dy + (dy / 2 if col % 2 else 0)
            kind = "grass"
            for (bx, by), k in blobs:
                if math.hypot(cx - bx, cy - by) < 150:
                    kind = k
            cells.append((cx, cy, kind))
    for cx, cy, kind in cells:
        dark, light = TERRAIN[kind]
        pygame.draw.polygon(big, dark, regular_polygon((cx, cy), r - 3, 6))
        pygame.draw.polygon(big, light, regular_polygon((cx - 4, cy - 6), r - 16, 6))
        if kind == "forest":
            for ox, oy in ((-22, 8), (18, -4), (0, 22), (22, 26)):
                pygame.draw.polygon(big, (40, 60, 36), [(cx + ox - 16, cy + oy + 8),
                                                        (cx + ox + 16, cy + oy + 8),
                                                        (cx + ox, cy + oy - 28)])
        elif kind == "rock":
            pygame.draw.polygon(big, (90, 78, 68), [(cx - 30, cy + 18), (cx - 8, cy - 22),
                                                    (cx + 14, cy - 6), (cx + 30, cy + 18)])
            pygame.draw.polygon(big, (170, 154, 132), [(cx - 8, cy - 22), (cx + 2, cy - 6),
                                                       (cx - 14, cy + 4)])
        elif kind == "water":
            for k in (-12, 12):
                stroke(big, (110, 150, 164), [(cx - 20, cy + k), (cx - 8, cy + k - 6),
                                              (cx + 4, cy + k), (cx + 16, cy + k - 6)], 4)
        pygame.draw.polygon(big, (30, 26, 22), regular_polygon((cx, cy), r, 6), 5)
    vignette(big, 180, 1.8)
    # Two monsters on neighbouring-but-one hexes, a slash of tension between them.
    brute(big, (W * 0.30, H * 0.70), 0.86)
    lizard(big, (W * 0.71, H * 0.66), 0.86)
    for k, off in enumerate((-26, 0, 26)):
        stroke(big, (255, 236, 200), [(W * 0.48 + off, H * 0.40 + abs(off) * 0.5),
                                      (W * 0.53 + off, H * 0.62 - abs(off) * 0.5)], 9 - 2 * (k % 2))
    save_png(finish(big, TILE), path)


def token_base(surf: pygame.Surface, center, radius: float, color: Color) -> None:
    cx, cy = center
    pygame.draw.ellipse(surf, (16, 12, 10), pygame.Rect(cx - radius, cy - radius * 0.32 + 10,
                                                        radius * 2, radius * 0.7))
    pygame.draw.ellipse(surf, color, pygame.Rect(cx - radius, cy - radius * 0.35,
                                                 radius * 2, radius * 0.7))


def brute(surf: pygame.Surface, feet, s: float) -> None:
    """A hulking one-eyed monster with long arms and claws."""
    fx, fy = feet
    token_base(surf, (fx, fy), 120 * s, (180, 70, 40))
    layer = surface(surf.get_size())
    body = (222, 110, 52)
    shade = (170, 70, 36)
    for side in (-1, 1):   # legs
        stroke(layer, shade, [(fx + side * 40 * s, fy - 80 * s), (fx + side * 52 * s, fy - 6 * s)],
               46 * s)
        arm = bezier([(fx + side * 90 * s, fy - 230 * s), (fx + side * 170 * s, fy - 200 * s),
                      (fx + side * 150 * s, fy - 90 * s)], 16)
        stroke(layer, shade, arm, 42 * s)
        hand = arm[-1]
        for k in (-1, 0, 1):
            tapered(layer, BONE, [(hand[0] + k * 14 * s, hand[1] + 10 * s),
                                  (hand[0] + k * 18 * s + side * 4, hand[1] + 44 * s)], 14 * s, 2)
    pygame.draw.ellipse(layer, body, pygame.Rect(fx - 110 * s, fy - 300 * s, 220 * s, 240 * s))
    pygame.draw.ellipse(layer, (240, 140, 74), pygame.Rect(fx - 70 * s, fy - 280 * s,
                                                           120 * s, 110 * s))
    for side in (-1, 1):  # horns
        tapered(layer, BONE, bezier([(fx + side * 60 * s, fy - 280 * s),
                                     (fx + side * 96 * s, fy - 330 * s),
                                     (fx + side * 70 * s, fy - 370 * s)], 12), 30 * s, 3)
    eye = (fx, fy - 225 * s)
    pygame.draw.circle(layer, CREAM, eye, 38 * s)
    pygame.draw.circle(layer, (40, 20, 16), (eye[0] + 10 * s, eye[1] + 4 * s), 16 * s)
    pygame.draw.circle(layer, (255, 255, 255), (eye[0] + 4 * s, eye[1] - 4 * s), 6 * s)
    mouth = pygame.Rect(fx - 62 * s, fy - 170 * s, 124 * s, 56 * s)
    pygame.draw.ellipse(layer, (70, 20, 20), mouth)
    for k in range(5):
        x = mouth.left + 14 * s + k * 24 * s
        pygame.draw.polygon(layer, CREAM, [(x, mouth.top + 8 * s), (x + 18 * s, mouth.top + 8 * s),
                                           (x + 9 * s, mouth.top + 30 * s)])
    surf.blit(layer, (0, 0))


def lizard(surf: pygame.Surface, feet, s: float) -> None:
    """A spiny, purple, tentacle-tailed lizard thing rearing up."""
    fx, fy = feet
    token_base(surf, (fx, fy), 120 * s, (96, 60, 120))
    layer = surface(surf.get_size())
    body = (136, 84, 170)
    shade = (98, 58, 130)
    tail = bezier([(fx + 30 * s, fy - 40 * s), (fx + 170 * s, fy - 10 * s),
                   (fx + 180 * s, fy - 140 * s), (fx + 110 * s, fy - 150 * s)], 24)
    tapered(layer, shade, tail, 50 * s, 6 * s)
    for side in (-1, 1):
        stroke(layer, shade, [(fx + side * 36 * s, fy - 70 * s), (fx + side * 58 * s, fy - 4 * s)],
               36 * s)
    neck = bezier([(fx, fy - 60 * s), (fx - 20 * s, fy - 200 * s), (fx - 60 * s, fy - 260 * s)], 20)
    tapered(layer, body, neck, 150 * s, 80 * s)
    for k in range(6):  # back spines
        p = neck[3 + k * 3]
        tapered(layer, (250, 200, 90), [(p[0] + 34 * s, p[1]), (p[0] + 74 * s, p[1] - 18 * s)],
                22 * s, 2)
    head = (fx - 70 * s, fy - 270 * s)
    pygame.draw.ellipse(layer, body, pygame.Rect(head[0] - 80 * s, head[1] - 50 * s,
                                                 160 * s, 100 * s))
    jaw = [(head[0] - 150 * s, head[1] + 10 * s), (head[0] - 20 * s, head[1] - 10 * s),
           (head[0] - 20 * s, head[1] + 50 * s)]
    pygame.draw.polygon(layer, shade, jaw)
    pygame.draw.polygon(layer, body, [(head[0] - 150 * s, head[1] - 20 * s),
                                      (head[0] - 10 * s, head[1] - 50 * s),
                                      (head[0] - 10 * s, head[1] + 4 * s)])
    for k in range(4):
        x = head[0] - 130 * s + k * 28 * s
        pygame.draw.polygon(layer, CREAM, [(x, head[1] - 8 * s), (x + 14 * s, head[1] - 8 * s),
                                           (x + 7 * s, head[1] + 12 * s)])
    pygame.draw.circle(layer, (255, 214, 80), (head[0] - 10 * s, head[1] - 20 * s), 16 * s)
    pygame.draw.ellipse(layer, (30, 16, 24), pygame.Rect(head[0] - 14 * s, head[1] - 34 * s,
                                                         8 * s, 28 * s))
    for side in (-1, 1):  # little clawed arms reaching forward
        arm = [(fx - 30 * s, fy - 140 * s + side * 20 * s),
               (fx - 100 * s, fy - 120 * s + side * 24 * s)]
        stroke(layer, shade, arm, 24 * s)
        for k in (-1, 1):
            tapered(layer, BONE, [arm[1], (arm[1][0] - 26 * s, arm[1][1] + k * 12 * s)], 10 * s, 2)
    surf.blit(layer, (0, 0))


def tile_gros(path: Path) -> None:
    """A B-movie flying saucer beaming a coffin up out of a moonlit graveyard."""
    W, H = BIG
    big = surface(BIG, alpha=False)
    vertical_gradient(big, [(0.0, (10, 20, 26)), (0.55, (24, 52, 50)), (1.0, (42, 70, 56))])
    stars = random.Random(44)
    for _ in range(140):
        x, y = stars.random() * W, stars.random() * H * 0.6
        pygame.draw.circle(big, (220, 236, 210), (x, y), 1 + stars.random() * 2.2)
    moon = (int(W * 0.16), int(H * 0.24))
    add_light(big, moon, (300, 300), (170, 220, 170), 70)
    pygame.draw.circle(big, (232, 238, 196), moon, 96)
    for ox, oy, rr in ((-30, -20, 20), (26, 24, 14), (34, -36, 10), (-12, 40, 12)):
        pygame.draw.circle(big, (206, 214, 170), (moon[0] + ox, moon[1] + oy), rr)
    # Rolling hill of the graveyard, a dead tree and a fence.
    hill = [(0, H * 0.74)]
    for x in range(0, W + 40, 40):
        hill.append((x, H * 0.70 - math.sin(x / 260 + 0.6) * 40))
    hill += [(W, H), (0, H)]
    pygame.draw.polygon(big, (22, 34, 30), hill)
    tree = [(1140, H * 0.70), (1150, H * 0.55), (1120, H * 0.45), (1140, H * 0.35)]
    tapered(big, (14, 20, 20), tree, 34, 8)
    for branch in ([(1132, 340), (1080, 290), (1060, 300)], [(1140, 300), (1200, 250), (1230, 256)],
                   [(1128, 400), (1190, 380)]):
        tapered(big, (14, 20, 20), branch, 12, 3)
    for x in range(0, W, 36):  # iron fence along the back
        top = H * 0.73 - math.sin(x / 260 + 0.6) * 40
        pygame.draw.line(big, (12, 18, 18), (x, top), (x, top - 54), 5)
        pygame.draw.polygon(big, (12, 18, 18),
                            [(x - 7, top - 52), (x + 7, top - 52), (x, top - 66)])
    pygame.draw.line(big, (12, 18, 18), (0, H * 0.73 - 40), (W, H * 0.73 - 40), 4)
    ground = [(0, H * 0.86)]
    for x in range(0, W + 40, 40):
        ground.append((x, H * 0.83 - math.sin(x / 300) * 18))
    ground += [(W, H), (0, H)]
    pygame.draw.polygon(big, (30, 44, 36), ground)
    # Tombstones, rim-lit from the moon side.
    for x, y, w, h, kind in ((120, 600, 110, 150, "round"), (330, 590, 90, 120, "cross"),
                             (860, 610, 120, 130, "round"), (1050, 600, 90, 160, "obelisk"),
                             (1200, 620, 100, 120, "round")):
        stone, lit = (78, 90, 84), (150, 170, 150)
        if kind == "round":
            rect = pygame.Rect(x - w // 2, y - h, w, h)
            rounded(big, (20, 28, 26), rect.move(8, 6), w // 2)
            pygame.draw.rect(big, stone, rect, border_top_left_radius=w // 2,
                             border_top_right_radius=w // 2)
            pygame.draw.arc(big, lit, pygame.Rect(rect.left + 6, rect.top + 6, w - 12, w - 12),
                            math.pi * 0.55, math.pi * 0.95, 6)
            pygame.draw.line(big, (60, 70, 66), (x - w * 0.25, y - h * 0.55),
                             (x + w * 0.25, y - h * 0.55), 5)
            pygame.draw.line(big, (60, 70, 66), (x - w * 0.2, y - h * 0.4),
                             (x + w * 0.2, y - h * 0.4), 5)
        elif kind == "cross":
            pygame.draw.rect(big, stone, pygame.Rect(x - 14, y - h, 28, h))
            pygame.draw.rect(big, stone, pygame.Rect(x - 46, y - h + 26, 92, 26))
            pygame.draw.line(big, lit, (x - 14, y - h), (x - 14, y), 4)
        else:
            pygame.draw.polygon(big, stone, [(x - 30, y), (x + 30, y), (x + 20, y - h + 30),
                                             (x, y - h), (x - 20, y - h + 30)])
            pygame.draw.line(big, lit, (x - 30, y), (x - 20, y - h + 30), 4)
    # The open grave below the saucer, with its mound of earth.
    grave = pygame.Rect(0, 0, 200, 56)
    grave.center = (620, 640)
    pygame.draw.ellipse(big, (70, 54, 40), grave.inflate(60, 30).move(50, -10))
    pygame.draw.ellipse(big, (10, 12, 12), grave)
    # The saucer and its tractor beam (translucent, drawn over the scene).
    ux, uy = 640, 210
    beam = surface(BIG)
    pygame.draw.polygon(beam, (150, 255, 150, 70), [(ux - 90, uy + 30), (ux + 90, uy + 30),
                                                    (grave.right + 20, grave.centery),
                                                    (grave.left - 20, grave.centery)])
    pygame.draw.polygon(beam, (200, 255, 190, 60), [(ux - 40, uy + 30), (ux + 40, uy + 30),
                                                    (grave.centerx + 50, grave.centery),
                                                    (grave.centerx - 50, grave.centery)])
    pygame.draw.ellipse(beam, (160, 255, 160, 90), grave.inflate(40, 20))
    big.blit(beam, (0, 0))
    # The coffin rising in the beam, tilted.
    coffin = surface((120, 240))
    pygame.draw.polygon(coffin, (96, 58, 36), [(36, 0), (84, 0), (120, 60), (92, 240), (28, 240),
                                               (0, 60)])
    pygame.draw.polygon(coffin, (130, 82, 50), [(42, 10), (78, 10), (106, 62), (84, 228),
                                                (36, 228), (14, 62)])
    pygame.draw.rect(coffin, (230, 210, 150), pygame.Rect(54, 60, 12, 70))
    pygame.draw.rect(coffin, (230, 210, 150), pygame.Rect(36, 80, 48, 12))
    coffin = pygame.transform.rotozoom(coffin, -18, 0.9)
    big.blit(coffin, coffin.get_rect(center=(640, 430)))
    add_light(big, (ux, uy + 40), (260, 120), (120, 255, 140), 60)
    # The saucer: lower hull, rim with lights, glass dome with a tiny pilot.
    dome = pygame.Rect(0, 0, 170, 130)
    dome.midbottom = (ux, uy - 4)
    pygame.draw.ellipse(big, (120, 200, 200), dome)
    pygame.draw.ellipse(big, (60, 120, 90), pygame.Rect(ux - 28, uy - 80, 56, 64))
    pygame.draw.circle(big, (20, 30, 20), (ux - 11, uy - 62), 7)
    pygame.draw.circle(big, (20, 30, 20), (ux + 11, uy - 62), 7)
    pygame.draw.ellipse(big, (210, 245, 240), dome.inflate(-80, -80).move(-30, -22))
    hull = pygame.Rect(0, 0, 480, 110)
    hull.center = (ux, uy + 10)
    pygame.draw.ellipse(big, (70, 76, 84), hull.move(0, 14))
    pygame.draw.ellipse(big, (160, 168, 176), hull)
    pygame.draw.ellipse(big, (210, 216, 222), hull.inflate(-60, -60).move(0, -16))
    pygame.draw.line(big, (90, 96, 104), (hull.left + 10, hull.centery + 6),
                     (hull.right - 10, hull.centery + 6), 4)
    for k in range(7):
        x = hull.left + 60 + k * (hull.width - 120) / 6
        y = hull.centery + 22 - abs(k - 3) * 5
        c = (255, 230, 90) if k % 2 else (255, 110, 90)
        glow(big, (x, y), 30, c, strength=150)
        pygame.draw.circle(big, c, (x, y), 9)
    vignette(big, 150, 2.0)
    save_png(finish(big, TILE), path)


# =============================================================================================
# UI pieces

CARD = (250, 350)
CARD_STYLES = {
    # Guts of Glory: "a Food pile (Blue, with coin icon) and a Condiment pile (Green, no coin)".
    "food": ((70, 110, 184), (30, 52, 108), (150, 186, 236)),
    "condiment": ((72, 150, 92), (28, 84, 52), (160, 220, 170)),
}


def masked_gradient(size, stops, radius: int) -> pygame.Surface:
    """A rounded rectangle filled with a vertical gradient (transparent outside the corners)."""
    paint = surface(size, fill=(0, 0, 0, 255))
    vertical_gradient(paint, stops)
    mask = surface(size)
    rounded(mask, (255, 255, 255, 255), paint.get_rect(), radius)
    paint.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return paint


def card_frame(kind: str) -> Callable[[Path], None]:
    """A Guts of Glory card frame: title banner, chew badge (top right, where the toughness
    number goes), art window, rules-text box; Foods also get the glory coin (top left)."""
    top, bottom, light = CARD_STYLES[kind]

    def make(path: Path) -> None:
        w, h = CARD[0] * SS, CARD[1] * SS
        big = masked_gradient((w, h), [(0.0, top), (1.0, bottom)], 36)
        rounded(big, (*light, 120), big.get_rect().inflate(-10, -10), 32, width=4)
        rounded(big, (10, 10, 16, 160), big.get_rect(), 36, width=4)
        art = pygame.Rect(34, 120, w - 68, 300)
        window = masked_gradient(art.size, [(0.0, mix(bottom, INK, 0.45)),
                                            (1.0, mix(bottom, INK, 0.75))], 16)
        window.blit(radial(art.size, light, 60, 0, 1.2), (0, 0))
        big.blit(window, art.topleft)
        rounded(big, (10, 10, 16, 200), art, 16, width=4)
        text = pygame.Rect(34, 440, w - 68, h - 474)
        big.blit(masked_gradient(text.size, [(0.0, (250, 242, 224)), (1.0, (232, 220, 196))], 16),
                 text.topleft)
        rounded(big, mix(bottom, INK, 0.3), text, 16, width=4)
        left = 128 if kind == "food" else 40
        banner = pygame.Rect(left, 34, w - left - 128, 68)
        big.blit(masked_gradient(banner.size, [(0.0, (252, 246, 230)), (1.0, (226, 214, 190))],
                                 14), banner.topleft)
        rounded(big, mix(bottom, INK, 0.3), banner, 14, width=4)
        chew_badge(big, (w - 76, 68), 52)
        if kind == "food":
            coin(big, (76, 68), 52)
        save_png(finish(big, CARD), path)
    return make


def chew_badge(surf: pygame.Surface, center, r: float) -> None:
    """The black "chew" blob: a lumpy dark disc (the card's number goes on top of it)."""
    cx, cy = center
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        rr = r * (1 + 0.07 * math.sin(a * 5))
        pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
    pygame.draw.polygon(surf, (0, 0, 0, 120), [(x + 3, y + 6) for x, y in pts])
    pygame.draw.polygon(surf, (22, 20, 22), pts)
    pygame.draw.polygon(surf, (70, 66, 70), pts, 4)
    pygame.draw.arc(surf, (110, 104, 110), pygame.Rect(cx - r * 0.7, cy - r * 0.7, r * 1.4,
                                                       r * 1.4), math.pi * 0.55, math.pi * 0.95, 5)


def coin(surf: pygame.Surface, center, r: float) -> None:
    """The gold glory coin of Food cards."""
    cx, cy = center
    pygame.draw.circle(surf, (0, 0, 0, 120), (cx + 3, cy + 6), r)
    pygame.draw.circle(surf, (178, 122, 34), (cx, cy), r)
    pygame.draw.circle(surf, GOLD, (cx, cy), r - 6)
    pygame.draw.circle(surf, (214, 156, 52), (cx, cy), r - 16, 4)
    pygame.draw.arc(surf, (255, 236, 170), pygame.Rect(cx - r + 10, cy - r + 10, 2 * r - 20,
                                                       2 * r - 20), math.pi * 0.5, math.pi, 6)


def glory_card(path: Path) -> None:
    """A glory card: wine field, gold border, a laurel wreath around a star."""
    w, h = CARD[0] * SS, CARD[1] * SS
    big = masked_gradient((w, h), [(0.0, (134, 40, 52)), (1.0, (70, 20, 34))], 36)
    big.blit(radial((w, h), (255, 190, 110), 90, 0, 1.3), (0, 0))
    rounded(big, GOLD, big.get_rect().inflate(-24, -24), 28, width=8)
    rounded(big, (255, 226, 150, 110), big.get_rect().inflate(-44, -44), 22, width=3)
    cx, cy = w // 2, h // 2
    for side in (-1, 1):
        for k in range(9):
            a = math.pi / 2 + side * (0.35 + k * 0.28)
            px, py = cx + math.cos(a) * 170, cy + 10 + math.sin(a) * 190
            leaf = surface((70, 30))
            pygame.draw.ellipse(leaf, (226, 172, 70), leaf.get_rect())
            pygame.draw.line(leaf, (170, 116, 40), (6, 15), (64, 15), 3)
            angle = -math.degrees(a) + (90 if side > 0 else -90) + side * 30
            leaf = pygame.transform.rotate(leaf, angle)
            big.blit(leaf, leaf.get_rect(center=(px, py)))
    pygame.draw.polygon(big, (120, 70, 20), star((cx + 4, cy + 8), 110, 46))
    pygame.draw.polygon(big, GOLD, star((cx, cy), 110, 46))
    pygame.draw.polygon(big, (255, 236, 170), star((cx - 10, cy - 12), 44, 18))
    save_png(finish(big, CARD), path)


def chew_token(path: Path) -> None:
    """A round dark token with a cream molar: one chew."""
    n = 96 * SS
    big = surface((n, n))
    c = n // 2
    pygame.draw.circle(big, (0, 0, 0, 110), (c + 4, c + 8), c - 10)
    pygame.draw.circle(big, (26, 22, 24), (c, c), c - 10)
    pygame.draw.circle(big, (70, 62, 60), (c, c), c - 10, 6)
    pygame.draw.circle(big, (48, 42, 42), (c, c), c - 26)
    pygame.draw.arc(big, (120, 110, 104), pygame.Rect(18, 18, n - 36, n - 36), math.pi * 0.55,
                    math.pi * 0.95, 6)
    # The molar: a bumpy crown over two roots.
    crown = pygame.Rect(0, 0, 84, 58)
    crown.midtop = (c, c - 46)
    rounded(big, CREAM, crown, 22)
    for dx in (-22, 0, 22):
        pygame.draw.circle(big, CREAM, (c + dx, crown.top + 6), 16)
    for side in (-1, 1):
        tapered(big, CREAM, [(c + side * 24, crown.bottom - 12), (c + side * 26, c + 26),
                             (c + side * 18, c + 48)], 30, 14)
    pygame.draw.line(big, (200, 186, 160), (c - 20, crown.top + 20), (c + 20, crown.top + 20), 4)
    save_png(finish(big, (96, 96)), path)


def table_felt(path: Path) -> None:
    """A 512x512 tileable table: oxblood felt with a faint diamond weave and fibre grain.

    Painted at the final size (no supersampling) so the lattice and fibres wrap exactly."""
    n = 512
    felt = surface((n, n), alpha=False, fill=(66, 32, 32))
    noise = grain((n, n), seed=7)
    noise.set_alpha(14)
    felt.blit(noise, (0, 0))
    weave = surface((n, n))
    period = 64
    for k in range(-2 * n // period, 2 * n // period + 1):
        # Lines x+y=c and x-y=c with c a multiple of the period wrap seamlessly at 512.
        pygame.draw.aaline(weave, (255, 210, 170, 16), (k * period, 0), (k * period + n, n))
        pygame.draw.aaline(weave, (255, 210, 170, 16), (k * period, n), (k * period + n, 0))
    felt.blit(weave, (0, 0))
    rng = random.Random(8)
    fibres = surface((n, n))
    for _ in range(900):
        x, y = rng.random() * n, rng.random() * n
        a = rng.random() * math.pi
        length = 3 + rng.random() * 7
        shade = (255, 220, 200, 18) if rng.random() < 0.5 else (0, 0, 0, 26)
        for ox in (-n, 0, n):
            for oy in (-n, 0, n):
                pygame.draw.aaline(fibres, shade, (x + ox, y + oy),
                                   (x + ox + math.cos(a) * length, y + oy + math.sin(a) * length))
    felt.blit(fibres, (0, 0))
    save_png(felt, path)


NINE = 96          # nine-slice images are NINE x NINE ...
NINE_BORDER = 24   # ... with this fixed border on every side


def nine_slice(style: str) -> Callable[[Path], None]:
    """Panels and buttons drawn to be cut in nine (corners kept, edges and middle stretched)."""
    styles = {
        "panel": ([(0.0, (44, 33, 30, 240)), (1.0, (32, 24, 22, 240))], (132, 96, 66), 18),
        "button": ([(0.0, (104, 64, 48)), (1.0, (70, 40, 34))], (160, 108, 70), 16),
        "button_focus": ([(0.0, (240, 134, 64)), (1.0, (178, 74, 38))], (255, 214, 130), 16),
        "button_pressed": ([(0.0, (58, 34, 30)), (1.0, (84, 50, 40))], (120, 80, 56), 16),
        "button_disabled": ([(0.0, (64, 56, 54)), (1.0, (50, 44, 42))], (90, 82, 78), 16),
    }
    stops, rim, radius = styles[style]

    def make(path: Path) -> None:
        n = NINE * SS
        big = surface((n, n))
        inset = 4 if style != "panel" else 2
        lip = 0 if style == "panel" else 6
        body = pygame.Rect(inset, inset, n - 2 * inset, n - 2 * inset - lip)
        if style not in ("panel", "button_pressed"):
            rounded(big, (0, 0, 0, 110), body.move(0, 6), radius * SS)  # a lip below
        fill = masked_gradient(body.size, [(p, (*c[:3], c[3] if len(c) > 3 else 255))
                                           for p, c in stops], radius * SS)
        big.blit(fill, body.topleft)
        rounded(big, rim, body, radius * SS, width=4)
        # A thin highlight under the top edge gives the surface a slight bevel.
        hi = (255, 240, 220, 70 if style != "button_pressed" else 20)
        pygame.draw.line(big, hi, (body.left + radius * SS, body.top + 8),
                         (body.right - radius * SS, body.top + 8), 3)
        save_png(finish(big, (NINE, NINE)), path)
    return make


def nine_slice_json(path: Path) -> None:
    import json

    names = ["panel", "button", "button_focus", "button_pressed", "button_disabled"]
    data = {f"{name}.png": {"size": NINE, "border": NINE_BORDER} for name in names}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


CURTAIN = (1280, 720)


def curtain(path: Path) -> None:
    """Stage curtains (the hand-off screen): red velvet folds, a swagged valance, gold fringe."""
    w, h = CURTAIN
    big = surface((w, h), alpha=False)
    gap = w // 2
    for x in range(w):
        # Each half gathers towards the middle: folds narrow near the gap.
        d = abs(x - gap) / gap
        period = lerp(36, 92, d)
        phase = (abs(x - gap) / period) * 2 * math.pi
        fold = 0.5 + 0.5 * math.sin(phase)
        fold = fold ** 1.6
        base = ramp([(0.0, (46, 6, 16)), (0.55, (120, 22, 36)), (1.0, (190, 52, 62))], fold)
        pygame.draw.line(big, base, (x, 0), (x, h))
    # The dark seam where the two halves meet.
    seam = surface((60, h))
    for i in range(60):
        a = int(200 * (1 - abs(i - 30) / 30) ** 2)
        pygame.draw.line(seam, (12, 2, 6, a), (i, 0), (i, h))
    big.blit(seam, (gap - 30, 0))
    # Light from the stage floor, shadow up high.
    shade = surface((w, h))
    vertical_gradient(shade, [(0.0, (10, 0, 4, 170)), (0.5, (10, 0, 4, 40)), (0.85, (10, 0, 4, 0)),
                              (1.0, (10, 0, 4, 90))])
    big.blit(shade, (0, 0))
    add_light(big, (w // 2, h + 40), (700, 380), (255, 140, 90), 50)
    # Fringe along the bottom.
    fringe_y = h - 28
    pygame.draw.rect(big, (150, 104, 40), pygame.Rect(0, fringe_y - 8, w, 10))
    for x in range(0, w, 6):
        pygame.draw.line(big, (214, 160, 64) if (x // 6) % 2 else (176, 124, 44),
                         (x, fringe_y), (x + 1, h), 3)
    # The valance: swags hanging from the top, edged in gold.
    valance = surface((w, 150))
    swag_w = 160
    for i in range(-1, w // swag_w + 1):
        x0 = i * swag_w
        pts = [(x0, 0)] + [(x0 + t * swag_w, 70 + math.sin(math.pi * t) * 60)
                           for t in (k / 24 for k in range(25))] + [(x0 + swag_w, 0)]
        pygame.draw.polygon(valance, (96, 16, 30), pts)
        for k, lift in enumerate((18, 36)):
            band = [(x0 + t * swag_w, 70 + math.sin(math.pi * t) * (60 - lift) - lift * 0.2)
                    for t in (j / 24 for j in range(25))]
            stroke(valance, (70, 8, 22), band, 6)
        stroke(valance, (214, 160, 64), pts[1:-1], 8)
    for i in range(0, w // swag_w + 2):  # tassels where swags meet
        x = i * swag_w
        pygame.draw.circle(valance, (214, 160, 64), (x, 76), 12)
        pygame.draw.polygon(valance, (190, 134, 50), [(x - 10, 80), (x + 10, 80), (x + 14, 120),
                                                      (x - 14, 120)])
    big.blit(shadow_of(valance, 160, 8), (-16, -4))
    big.blit(valance, (0, 0))
    vignette(big, 150, 2.0)
    save_png(big, path)


# =============================================================================================
# Targets, licences and the command line

GAMES = ("grungeon", "guts", "grizzled", "ggt", "gros")

TARGETS: dict[str, Callable[[Path], None]] = {
    "icons/gamebox.png": icon_png(256),
    "icons/gamebox-128.png": icon_png(128),
    "icons/gamebox-48.png": icon_png(48),
    "icons/gamebox.ico": make_ico,
    "games/grungeon.png": tile_grungeon,
    "games/guts.png": tile_guts,
    "games/grizzled.png": tile_grizzled,
    "games/ggt.png": tile_ggt,
    "games/gros.png": tile_gros,
    "ui/card_food.png": card_frame("food"),
    "ui/card_condiment.png": card_frame("condiment"),
    "ui/glory_card.png": glory_card,
    "ui/chew_token.png": chew_token,
    "ui/table.png": table_felt,
    "ui/panel.png": nine_slice("panel"),
    "ui/button.png": nine_slice("button"),
    "ui/button_focus.png": nine_slice("button_focus"),
    "ui/button_pressed.png": nine_slice("button_pressed"),
    "ui/button_disabled.png": nine_slice("button_disabled"),
    "ui/nine_slice.json": nine_slice_json,
    "ui/curtain.png": curtain,
    "sounds/turn.wav": sound_turn,
    "sounds/success.wav": sound_success,
    "sounds/failure.wav": sound_failure,
    "sounds/big.wav": sound_big,
    "sounds/click.wav": sound_click,
    "fonts/DejaVuSans.ttf": copy_from(DEJAVU_DIR / "DejaVuSans.ttf"),
    "fonts/DejaVuSans-Bold.ttf": copy_from(DEJAVU_DIR / "DejaVuSans-Bold.ttf"),
    "fonts/LICENSE-DejaVu.txt": copy_from(DEJAVU_COPYRIGHT),
}
"""Every file under assets/ this script makes, by path relative to assets/."""

COPIED = {"fonts/DejaVuSans.ttf", "fonts/DejaVuSans-Bold.ttf", "fonts/LICENSE-DejaVu.txt"}


def licenses(path: Path) -> None:
    """Write LICENSES.md: the origin and licence of every file under assets/."""
    ours = sorted(name for name in TARGETS if name not in COPIED and name != "LICENSES.md")
    lines = [
        "# Assets: origin and licence",
        "",
        "Generated by `tools/make_assets.py` (run `.venv/bin/python tools/make_assets.py` to",
        "remake them; the output is byte-for-byte deterministic). Do not edit these files by",
        "hand: change the script and run it again.",
        "",
        "## Our own work",
        "",
        "Drawn with pygame primitives or synthesized with Python's standard library by this",
        "project, from no third-party material. Licence: the project's licence (MIT, see",
        "`pyproject.toml`).",
        "",
    ]
    lines += [f"- `{name}`" for name in ours]
    lines += [
        "",
        "## DejaVu fonts",
        "",
        "- `fonts/DejaVuSans.ttf`, `fonts/DejaVuSans-Bold.ttf`: DejaVu Sans 2.37, copied from",
        "  Debian's `fonts-dejavu-core` package (`/usr/share/fonts/truetype/dejavu/`).",
        "- Licence: the DejaVu fonts licence (Bitstream Vera licence plus the Arev fonts",
        "  licence; free to use, copy, modify and redistribute, not to sell the fonts alone).",
        "  The full text is `fonts/LICENSE-DejaVu.txt`, copied from",
        "  `/usr/share/doc/fonts-dejavu-core/copyright`.",
        "",
    ]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines))


TARGETS["LICENSES.md"] = licenses


def build(out: Path, names: list[str] | None = None) -> list[Path]:
    """Make the named targets (all when None) under `out`; return the files written."""
    unknown = [name for name in names or [] if name not in TARGETS]
    if unknown:
        raise SystemExit(f"unknown target(s) {', '.join(unknown)}; see --list")
    # The portable C smooth-scaler gives the same bytes on every CPU (SIMD paths may round
    # differently), which keeps the committed files reproducible. Restored afterwards, since
    # a test may call this inside a process that draws other things.
    previous = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")
    written = []
    try:
        for name in names or list(TARGETS):
            target = out / name
            TARGETS[name](target)
            written.append(target)
    finally:
        pygame.transform.set_smoothscale_backend(previous)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ASSETS, help="output folder (assets/)")
    parser.add_argument("--only", nargs="+", metavar="TARGET", help="make only these targets")
    parser.add_argument("--list", action="store_true", help="list the targets and stop")
    args = parser.parse_args(argv)
    if args.list:
        print("\n".join(TARGETS))
        return 0
    for path in build(args.out, args.only):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
