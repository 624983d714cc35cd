"""Art from `assets/ui/` (drawn by `tools/make_assets.py`), loaded lazily and scaled once per
size. Everything here returns None when the art is missing, and the caller draws a plain
shape instead, so the box runs from a bare checkout too."""
from __future__ import annotations

import json

import pygame

from ..engine.paths import ASSETS_DIR

UI_DIR = ASSETS_DIR / "ui"
_images: dict[str, pygame.Surface | None] = {}
_scaled: dict[tuple, pygame.Surface | None] = {}
_borders: dict[str, int] | None = None


def image(name: str) -> pygame.Surface | None:
    """`assets/ui/<name>` (or `assets/<dir>/<file>` for a name with a slash) as loaded, or
    None when it is missing or unreadable."""
    if name not in _images:
        path = (ASSETS_DIR / name) if "/" in name else (UI_DIR / name)
        loaded = None
        if path.is_file():
            try:
                loaded = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    loaded = loaded.convert_alpha()
            except (pygame.error, FileNotFoundError):
                loaded = None
        _images[name] = loaded
    return _images[name]


def _border(name: str) -> int:
    global _borders
    if _borders is None:
        try:
            data = json.loads((UI_DIR / "nine_slice.json").read_text())
            _borders = {k: int(v.get("border", 0)) for k, v in data.items()}
        except (OSError, ValueError, AttributeError, TypeError):
            _borders = {}
    return _borders.get(name, 0)


def _remember(key, surf):
    if len(_scaled) > 400:
        _scaled.clear()
    _scaled[key] = surf
    return surf


def cover(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The image scaled to fill `size`, cropped to keep its proportions."""
    key = ("cover", name, size)
    if key in _scaled:
        return _scaled[key]
    src = image(name)
    if src is None or size[0] <= 0 or size[1] <= 0:
        return _remember(key, None)
    sw, sh = src.get_size()
    scale = max(size[0] / sw, size[1] / sh)
    big = pygame.transform.smoothscale(src, (max(1, round(sw * scale)), max(1, round(sh * scale))))
    rect = pygame.Rect(0, 0, *size)
    rect.center = big.get_rect().center
    return _remember(key, big.subsurface(rect).copy())


def nine_slice(name: str, size: tuple[int, int], border_px: int) -> pygame.Surface | None:
    """A frame image stretched to `size` keeping its corners (border scaled to `border_px`)."""
    key = ("nine", name, size, border_px)
    if key in _scaled:
        return _scaled[key]
    src = image(name)
    b = _border(name)
    w, h = size
    if src is None or not b or w < 2 or h < 2:
        return _remember(key, None)
    d = max(1, min(border_px, w // 2, h // 2))
    sw, sh = src.get_size()
    out = pygame.Surface(size, pygame.SRCALPHA)
    xs_src, ys_src = (0, b, sw - b, sw), (0, b, sh - b, sh)
    xs_dst, ys_dst = (0, d, w - d, w), (0, d, h - d, h)
    for i in range(3):
        for j in range(3):
            sr = pygame.Rect(xs_src[i], ys_src[j], xs_src[i + 1] - xs_src[i],
                             ys_src[j + 1] - ys_src[j])
            dr = pygame.Rect(xs_dst[i], ys_dst[j], xs_dst[i + 1] - xs_dst[i],
                             ys_dst[j + 1] - ys_dst[j])
            if dr.width > 0 and dr.height > 0 and sr.width > 0 and sr.height > 0:
                out.blit(pygame.transform.smoothscale(src.subsurface(sr), dr.size), dr)
    return _remember(key, out)


def clear() -> None:
    """Forget loaded and scaled art (tests point ASSETS_DIR elsewhere)."""
    global _borders
    _images.clear()
    _scaled.clear()
    _borders = None
