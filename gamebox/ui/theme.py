"""Colours, seat palettes, fonts and the logical unit every layout is measured in.

Layouts are written in units of `unit(surface)`: one unit is 1/90 of the window's height (or
1/160 of its width when the window is narrower than 16:9), so a 1080p TV and a small laptop
window show the same picture at different scales. Text sizes follow the unit and the text-size
setting, and fonts are opened at the real pixel size so text stays crisp.
"""
from __future__ import annotations

import pygame

from ..engine.paths import ASSETS_DIR

BACKGROUND = (30, 23, 21)
BACKGROUND_GLOW = (62, 42, 33)
PANEL = (52, 40, 36)
PANEL_RAISED = (74, 57, 50)
PANEL_EDGE = (104, 80, 66)
TEXT = (246, 234, 216)
MUTED = (186, 166, 148)
FAINT = (128, 110, 98)
ACCENT = (242, 166, 72)
FOCUS = (255, 210, 120)
GOOD = (132, 196, 118)
BAD = (232, 96, 78)
CURTAIN = (22, 17, 16)

SEAT_COLOURS = ("#e4572e", "#29b6f6", "#ffc914", "#76b041", "#b07bd6", "#f28ab2")
"""The default seat colours (the same as the engine's)."""
SEAT_COLOURS_SAFE = ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#cc79a7")
"""Okabe-Ito colours: told apart with every common kind of colour blindness."""

COLOUR_NAMES = dict(zip(SEAT_COLOURS, ("red", "sky blue", "yellow", "green", "violet", "pink")))
COLOUR_NAMES.update(zip(SEAT_COLOURS_SAFE, ("orange", "sky blue", "teal", "yellow", "blue",
                                            "purple")))


def colour_name(hex_text: str) -> str:
    """A word for a seat colour (the setup screen shows words, not hex codes)."""
    return COLOUR_NAMES.get(hex_text.lower(), hex_text)


TEXT_SCALES = {"small": 0.85, "normal": 1.0, "large": 1.2, "huge": 1.45}

BODY_UNITS = 22 / 12
"""The readable figure for a card's words from two metres, in units (22 px at 1920x1080,
normal text): a line's capitals are 16 px high there, 16 minutes of arc on a 50-inch TV
two metres away, the smallest the display guidelines (MIL-STD-1472's 16-24') allow for
words read at a glance. A card's rules on the table and everything in the inspector are at
least this big, times the text-size setting (`readable_px`); docs/table-kit.md."""
NAME_UNITS = 26 / 12
"""The figure for a card's name (26 px at 1920x1080: capitals 19' high, the comfortable
middle of that range): what tells cards apart across the room."""

_state = {"text_scale": 1.0, "colour_blind": False}
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}


def configure(text_size: str = "normal", colour_blind: bool = False) -> None:
    """Apply the text-size and palette settings to everything drawn from now on."""
    _state["text_scale"] = TEXT_SCALES.get(text_size, 1.0)
    _state["colour_blind"] = bool(colour_blind)


def text_scale() -> float:
    """The factor the text-size setting puts on text (1.0 for "normal"), for widgets that
    size text themselves (cards fit their rules text at a scaled size)."""
    return _state["text_scale"]


def seat_palette() -> tuple[str, ...]:
    """The seat colours to offer, following the colour-blind setting."""
    return SEAT_COLOURS_SAFE if _state["colour_blind"] else SEAT_COLOURS


def seat_colour(hex_text: str, index: int = 0) -> tuple[int, int, int]:
    """A seat's colour as RGB; with the safe palette, default colours map to safe ones."""
    palette = seat_palette()
    text = (hex_text or palette[index % len(palette)]).lower()
    if _state["colour_blind"] and text in SEAT_COLOURS:
        text = SEAT_COLOURS_SAFE[SEAT_COLOURS.index(text)]
    return rgb(text)


def rgb(hex_text: str) -> tuple[int, int, int]:
    """``#rrggbb`` to an RGB tuple (grey when the text is not a colour)."""
    text = hex_text.lstrip("#")
    try:
        return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
    except ValueError:
        return (160, 160, 160)


def unit(surface: pygame.Surface) -> float:
    """Pixels per logical unit for this surface (12 at 1920x1080)."""
    w, h = surface.get_size()
    return max(3.0, min(w / 160.0, h / 90.0))


def text_px(surface: pygame.Surface, units: float) -> int:
    """A text size in pixels: `units` logical units scaled by the text-size setting."""
    return max(8, round(units * unit(surface) * _state["text_scale"]))


def readable_px(surface: pygame.Surface, name: bool = False) -> int:
    """The readable figure (`BODY_UNITS`, or `NAME_UNITS` for a card's name) in pixels for
    `surface`, times the text-size setting: never smaller at a larger setting."""
    return text_px(surface, NAME_UNITS if name else BODY_UNITS)


def floor_px(surface: pygame.Surface, name: bool = False) -> int:
    """The readable figure at normal text, whatever the setting: what a text fitted into a
    box may shrink to and no further (so "huge" never ends smaller than "normal")."""
    units = NAME_UNITS if name else BODY_UNITS
    return max(8, round(units * unit(surface)))


def title_px(surface: pygame.Surface, units: float) -> int:
    """A title's size in pixels: titles are large already, so the text-size setting may make
    them smaller but never larger (a "huge" title ran into the line under it)."""
    return max(8, round(units * unit(surface) * min(1.0, _state["text_scale"])))


def _font_file(bold: bool):
    folder = ASSETS_DIR / "fonts"
    if not folder.is_dir():
        return None
    files = sorted(folder.glob("*.ttf")) + sorted(folder.glob("*.otf"))
    if not files:
        return None
    heavy = [f for f in files if "bold" in f.name.lower()]
    light = [f for f in files if "bold" not in f.name.lower()]
    if bold and heavy:
        return heavy[0]
    return (light or files)[0]


def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The box's font at a real pixel size (cached); pygame's default font when none ships."""
    key = (int(size_px), bool(bold))
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(bold)
    made = None
    if path is not None:
        try:
            made = pygame.font.Font(str(path), key[0])
        except (OSError, pygame.error):
            made = None
    if made is None:
        # pygame's built-in font draws small for its nominal size; scale it up to match.
        made = pygame.font.Font(None, round(key[0] * 1.3))
        made.set_bold(bold)
    _fonts[key] = made
    return made


_backgrounds: dict[tuple[int, int], pygame.Surface] = {}


def background(size: tuple[int, int]) -> pygame.Surface:
    """The warm backdrop with a soft glow at the top, drawn once per window size."""
    cached = _backgrounds.get(size)
    if cached is not None:
        return cached
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(BACKGROUND)
    bands = 24
    for i in range(bands):
        t = i / bands
        colour = tuple(round(BACKGROUND_GLOW[c] * (1 - t) + BACKGROUND[c] * t) for c in range(3))
        pygame.draw.ellipse(surf, colour, pygame.Rect(
            round(-w * 0.2 + t * w * 0.25), round(-h * 0.9 + t * h * 0.5),
            round(w * 1.4 - t * w * 0.5), round(h * 1.5 - t * h * 0.9)))
    if len(_backgrounds) > 6:
        _backgrounds.clear()
    _backgrounds[size] = surf
    return surf
