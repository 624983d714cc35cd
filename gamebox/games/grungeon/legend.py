"""The map's legend, and the notes (first-turn guide, hint) that stand beside the map.

The whole game is memorising the preview map, yet its nine weapons differ only by tint and
nobody on a couch can hover to ask what an icon is (QA finding 9). So a key stands beside
the map: the weapons as a table of material (rows, with their damage) by kind (columns),
then the items and the marks of the maze, each icon drawn as the map draws it. The legend
is generic, the same for every map and every seat: it says what the icons mean, never where
anything is (that is the map's business, and the map is public during the preview).

Drawing from constants, never from a seat's view: only `room_marks` reads the preview map
(public to every seat) to say which entries a room under the pointer holds.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from ...ui import theme
from ...ui.text import draw_text, measure, wrap
from ...ui.widgets import panel
from .combat import GRUNKLETAUR_HP, HP_UP_HEAL, HP_UP_MAX, POTION_HEAL, SPIKE_DAMAGE
from .maze import WEAPON_TIERS, WEAPON_TYPES, item_name, triangle
from .tmxwrite import SPIKES_TILE, THING_TILES

HEADING = "What the icons are"
MARKS = (
    ("potion", "Potion", f"heals {POTION_HEAL}"),
    ("hp_up", "HP Up", f"heals {HP_UP_HEAL}, +{HP_UP_MAX} max HP"),
    ("teleporter", "Broken Teleporter", "to a random room"),
    ("grunkletaur", "Grunkletaur", f"{GRUNKLETAUR_HP} HP"),
    ("spikes", "Spikes", f"-{SPIKE_DAMAGE} HP"),
    ("exit", "Exit", "needs a Token"),
    ("start", "Start corner", "each picks one"),
)
"""Everything on the map but the weapons: (key, name, a few words on what it does). The
words are always shown: beside the name where they fit, else under it (QA: "Broken
Teleporter" lost its words in every column narrower than name and words together)."""
TEXT_UNITS = 1.9
"""The legend's text size in logical units (the text-size setting scales it)."""
SMALLEST = 0.6
"""The legend's text may shrink to this share of its size to fit (huge text, small room)."""
FLOOR = (58, 52, 48)
"""The map's floor, behind each icon, so an icon looks as it does on the map."""

TileArt = Callable[[int, int], "pygame.Surface | None"]
"""`tile(tile id, size)`: a tileset tile scaled to a square of `size` pixels, or None."""


def triangle_rows(size: int, width: int) -> list[str]:
    """The triangle's clauses on as few rows as fit `width`, never cut inside a clause."""
    first, *rest = triangle()
    rows = [first]
    for clause in rest:
        joined = f"{rows[-1]}, {clause}"
        if measure(joined + ",", size)[0] <= width:  # room for the comma a next row adds
            rows[-1] = joined
        else:
            rows[-1] += ","
            rows.append(clause)
    return rows


def tier_label(tier: str) -> str:
    """A weapon row's label: the material and its damage.

    >>> tier_label("diamond")
    'Diamond (7)'
    """
    return f"{tier.title()} ({WEAPON_TIERS[tier]})"


def room_marks(shown: dict) -> dict[int, list[str]]:
    """What the map shows in each room, by legend key (weapon name, item or mark kind)."""
    marks: dict[int, list[str]] = {}
    for thing in shown["things"]:
        key = thing.get("item") if thing["kind"] == "weapon" else thing["kind"]
        marks.setdefault(thing["room"], []).append(key)
    for room in shown["spikes"]:
        marks.setdefault(room, []).append("spikes")
    return marks


def mark_name(key: str) -> str:
    """A legend key as the legend names it.

    >>> mark_name("steel_sword"), mark_name("start")
    ('Steel Sword', 'Start corner')
    """
    return next((name for k, name, _ in MARKS if k == key), None) or item_name(key)


def mark_tile(key: str) -> int:
    """The tileset tile of a legend mark (spikes are a room mark, the rest are things)."""
    return SPIKES_TILE if key == "spikes" else THING_TILES[key]


class Metrics:
    """Sizes of the legend's parts for one text size in a column `room` pixels wide."""

    def __init__(self, text: int, room: int = 10_000):
        self.text = text
        self.head = max(8, round(text * 1.15))
        self.line = theme.font(text).get_linesize()
        self.head_line = theme.font(self.head, True).get_linesize()
        self.icon = max(10, round(text * 2))
        self.gap = max(2, round(text * 0.3))
        self.row = self.icon + self.gap
        self.label_w = max(measure(tier_label(t), text)[0] for t in WEAPON_TIERS)
        self.col_w = max([self.icon] + [measure(k.title(), text)[0] for k in WEAPON_TYPES]) \
            + 2 * self.gap
        self.triangle = triangle_rows(text, room)
        """The triangle's line, or lines where the column is narrow."""
        beside = room - self.icon - 2 * self.gap
        self.notes_beside = tuple(measure(name, text)[0] + measure(f"  {note}", text)[0]
                                  <= beside for _, name, note in MARKS)
        """Per mark: True when its words fit beside its name, False when they go under it."""
        self.mark_heights = tuple(self.row if fits else max(self.icon, 2 * self.line)
                                  + self.gap for fits in self.notes_beside)
        """Per mark: the height of its row (two lines of text when the words go under)."""

    def width(self) -> int:
        """The narrowest column the legend fits in (a mark's words under its name)."""
        table = self.label_w + self.gap + len(WEAPON_TYPES) * self.col_w
        marks = self.icon + 2 * self.gap + max(measure(words, self.text)[0]
                                                for _, name, note in MARKS
                                                for words in (name, note))
        return max(table, marks, measure(HEADING, self.head, True)[0])

    def height(self) -> int:
        """Heading, the weapons table (header, three rows, the triangle) and the marks."""
        table = self.line + len(WEAPON_TIERS) * self.row + len(self.triangle) * self.line
        return self.head_line + self.gap + table + 2 * self.gap + sum(self.mark_heights)


@lru_cache(maxsize=256)
def metrics(text: int, room: int = 10_000) -> Metrics:
    """`Metrics(text, room)`, measured once: the legend is laid out on every frame drawn."""
    return Metrics(text, room)


def natural_width(surface: pygame.Surface) -> int:
    """How wide the legend is at its full text size."""
    return metrics(theme.text_px(surface, TEXT_UNITS)).width()


def fitting_metrics(surface: pygame.Surface, rect: pygame.Rect) -> Metrics:
    """The largest text size, from the full one down to `SMALLEST` of it, that fits `rect`."""
    full = theme.text_px(surface, TEXT_UNITS)
    for size in range(full, smallest_text(surface) - 1, -1):
        fits = metrics(size, rect.width)
        if fits.width() <= rect.width and fits.height() <= rect.height:
            return fits
    return metrics(smallest_text(surface), rect.width)


def smallest_text(surface: pygame.Surface) -> int:
    """The legend's text size at its smallest."""
    return max(8, round(theme.text_px(surface, TEXT_UNITS) * SMALLEST))


def least_width(surface: pygame.Surface) -> int:
    """How narrow the legend gets with its text at its smallest."""
    return metrics(smallest_text(surface)).width()


def draw_icon(surface: pygame.Surface, tile: TileArt, tile_id: int, pos, size: int) -> None:
    """One icon on a patch of floor, as the map shows it."""
    box = pygame.Rect(pos, (size, size))
    pygame.draw.rect(surface, FLOOR, box)
    art = tile(tile_id, size)
    if art is not None:
        surface.blit(art, box)


def draw_legend(surface: pygame.Surface, rect: pygame.Rect, tile: TileArt,
                lit: set[str] | frozenset = frozenset()) -> dict[str, pygame.Rect]:
    """Draw the legend in `rect`; return each entry's area by key (a weapon's name such as
    ``steel_sword``, or a mark's key such as ``potion``). Entries in `lit` get a focus
    outline (the room under the pointer holds them)."""
    m = fitting_metrics(surface, rect)
    x, y = rect.left, rect.top
    draw_text(surface, HEADING, (x, y), m.head, theme.ACCENT, bold=True)
    y += m.head_line + m.gap
    areas = _draw_weapons(surface, m, x, y, tile)
    y += m.line + len(WEAPON_TIERS) * m.row
    for row in m.triangle:
        draw_text(surface, row, (x, y), m.text, theme.MUTED, max_width=rect.width)
        y += m.line
    y += 2 * m.gap
    areas.update(_draw_marks(surface, m, x, y, rect.right, tile))
    edge = max(2, round(theme.unit(surface) * 0.3))
    for key in lit:
        if key in areas:
            pygame.draw.rect(surface, theme.FOCUS, areas[key].inflate(edge * 2, edge * 2),
                             width=edge, border_radius=edge * 2)
    return areas


def _draw_weapons(surface, m: Metrics, x: int, y: int, tile: TileArt) -> dict:
    """The 3x3 table: kinds across, materials down, each cell the weapon's icon."""
    left = x + m.label_w + m.gap
    for c, kind in enumerate(WEAPON_TYPES):
        draw_text(surface, kind.title(), (left + c * m.col_w + m.col_w // 2, y), m.text,
                  theme.MUTED, anchor="midtop")
    y += m.line
    areas = {}
    for r, tier in enumerate(WEAPON_TIERS):
        top = y + r * m.row
        draw_text(surface, tier_label(tier), (x, top + m.icon // 2), m.text, theme.TEXT,
                  anchor="midleft")
        for c, kind in enumerate(WEAPON_TYPES):
            spot = (left + c * m.col_w + (m.col_w - m.icon) // 2, top)
            weapon = f"{tier}_{kind}"
            draw_icon(surface, tile, THING_TILES[weapon], spot, m.icon)
            areas[weapon] = pygame.Rect(spot, (m.icon, m.icon))
    return areas


def _draw_marks(surface, m: Metrics, x: int, y: int, right: int, tile: TileArt) -> dict:
    """One row per item or mark: its icon, its name, and what it does, beside the name or
    under it (`Metrics.notes_beside`)."""
    areas = {}
    text_x = x + m.icon + 2 * m.gap
    for (key, name, note), beside, height in zip(MARKS, m.notes_beside, m.mark_heights):
        draw_icon(surface, tile, mark_tile(key), (x, y), m.icon)
        if beside:
            named = draw_text(surface, name, (text_x, y + m.icon // 2), m.text, theme.TEXT,
                              anchor="midleft", max_width=right - text_x)
            draw_text(surface, f"  {note}", (named.right, y + m.icon // 2), m.text,
                      theme.MUTED, anchor="midleft")
        else:
            named = draw_text(surface, name, (text_x, y), m.text, theme.TEXT,
                              max_width=right - text_x)
            draw_text(surface, note, (text_x, y + m.line), m.text, theme.MUTED,
                      max_width=right - text_x)
        areas[key] = pygame.Rect(x, y, named.right - x, m.icon)
        y += height
    return areas


def draw_note(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: list[str],
              footer: str = "") -> None:
    """A panel filling `rect` with a title, wrapped lines and a footer in the accent colour:
    the first-turn guide and the hint, beside the map instead of over it. The text shrinks
    (down to `SMALLEST` of its size) until it all fits."""
    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL_RAISED, alpha=255)
    pygame.draw.rect(surface, theme.ACCENT, rect, width=max(2, round(0.25 * u)),
                     border_radius=max(4, round(1.2 * u)))
    pad = round(1.8 * u)
    inner = pygame.Rect(rect.left + pad, rect.top + pad, rect.width - 2 * pad,
                        rect.height - 2 * pad)
    head = theme.text_px(surface, 2.2)
    draw_text(surface, title, inner.topleft, head, theme.ACCENT, bold=True,
              max_width=inner.width)
    body = pygame.Rect(inner.left, inner.top + round(head * 1.5), inner.width,
                       inner.bottom - inner.top - round(head * 1.5))
    size, rows = _fit_rows(surface, body, lines, footer)
    line = theme.font(size).get_linesize()
    y = body.top
    for text, colour in rows:
        if y + line > body.bottom:
            break
        if text:
            draw_text(surface, text, (body.left, y), size, colour, max_width=body.width)
        y += line if text else line // 3


def _fit_rows(surface, body: pygame.Rect, lines: list[str], footer: str):
    """The text size and the wrapped rows (text, colour) of a note; a blank row (drawn a
    third of a line high) parts the paragraphs."""
    full = theme.text_px(surface, 1.8)
    for size in range(full, max(8, round(full * SMALLEST)) - 1, -1):
        rows = []
        for text in lines:
            rows += [(row, theme.TEXT) for row in wrap(text, size, body.width)] + [("", None)]
        if footer:
            rows += [(row, theme.ACCENT) for row in wrap(footer, size, body.width)]
        line = theme.font(size).get_linesize()
        height = sum(line if text else line // 3 for text, _ in rows)
        if height <= body.height:
            return size, rows
    return size, rows
