"""A card shown as a chip: its name and its power in a word (`CardLook.keyword`) written at
the readable figure on a strip of its frame colour, its badges and counters at the ends;
the whole card one press away in the inspector. What a table draws where a card would be
too small to read from the couch (a Grizzled's Hard Knocks on his panel, the other mouths
of a four-seat Guts table).

Left to right: the look's left-corner badges (a Food's glory coin), the words, the counters
lying on it (a dot per chew, ``+N`` glory cards), the right-corner badges (toughness). The
words take one line when ``name · keyword`` fits, else a line each (a long name on two,
broken as a card's name breaks), else the one a table prefers (`draw_chip_list`'s
`prefer`: by default the keyword, what the card does) and then the other alone; in bold,
else in the regular weight before a smaller size. A chip never writes a word twice: a
keyword its card's name already says (`chip_keyword`: "A Cloud", whose power is "Cloud")
is left out, and the chip says the name alone.

`chip_words` (pure: which lines, measured with the real fonts) and `chip_height` say what a
chip needs; `draw_chip` draws one; `draw_chip_list` draws a zone's places as a column of
chips (empty places as a faint line), shrinking what they say to fit its rect, and returns
the same hit map a row of cards would (a piece's id, an empty place's `place_id`), so the
table lights, focuses, inspects and points at chips as at cards.

Chips are drawn afresh each frame (rects and cached lines of text, like a seat's header):
their words are recorded inside the chip's rect (`text.within`), so the readable-table
tests check they never leave it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pygame

from ..engine.table import Zone, place_id
from . import card, theme
from . import text as text_mod
from .card import KEYWORD_INK, NAME_INK, CardState
from .card_look import CardLook
from .card_paint import DIM_FACTOR, SMALLEST_PX, draw_badge, marks_key, shade
from .highlights import NO_HIGHLIGHTS, Highlights, HitMap, draw_ring
from .text import draw_text, fit, line_height, measure, within
from .zones import CAPTION_UNITS

SEP = " \u00b7 "
"""Between a name and its keyword on one line."""
EMPTY_FILL = (42, 33, 29)
EMPTY_RIM = (98, 78, 66)


@dataclass(frozen=True)
class ChipWords:
    """What one chip writes: its lines, each ``(kind, text)`` with kind ``name``,
    ``keyword`` or ``both`` (``name · keyword`` on one line), all at `px`."""

    lines: tuple[tuple[str, str], ...]
    px: int
    bold: bool = True
    """Bold, or regular where only the lighter weight fits the line whole (a narrow
    panel's long keyword: written at the figure rather than smaller)."""

    @property
    def says_name(self) -> bool:
        return any(kind in ("name", "both") for kind, _ in self.lines)

    @property
    def says_keyword(self) -> bool:
        return any(kind in ("keyword", "both") for kind, _ in self.lines)


def pads(px: int) -> tuple[int, int]:
    """A chip's (side, top) padding for words of `px`: room for the focus ring."""
    return max(4, round(px * 0.3)), max(2, round(px * 0.12))


def chip_height(px: int, lines: int) -> int:
    """The height of a chip writing `lines` lines at `px`."""
    return lines * line_height(px, True) + 2 * pads(px)[1]


def _wrapped(words: str, px: int, room: int, most: int, bold: bool = True
             ) -> list[str] | None:
    """`words` in at most `most` lines no wider than `room` at `px`: whole words, else (in
    bold) a long word broken with a hyphen as a card's name breaks (`card.hyphenated`);
    None when that does not fit."""
    if not words or most < 1:
        return None
    lines = text_mod.wrap(words, px, room, bold=bold)
    if len(lines) <= most and all(measure(line, px, bold)[0] <= room for line in lines):
        return lines
    broken = card.hyphenated(words, px, room) if bold else None
    if broken is not None and len(broken) <= most:
        return broken
    return None


def chip_words(name: str, keyword: str, px: int, room: int, most: int,
               prefer: str = "keyword", weights: tuple[bool, ...] = (True, False)
               ) -> ChipWords | None:
    """The fewest lines (at most `most`) that say `name` and `keyword` whole at `px` in
    `room` pixels: ``name · keyword`` on one line, else the name (on one line or two) over
    the keyword; when both do not fit, the `prefer` red one (``keyword`` or ``name``) alone,
    then the other alone; each in bold, else in the regular weight (both said in the
    regular weight before one alone in bold; `weights` may allow bold only). None when
    nothing fits whole at `px`.

    >>> import pygame; _ = pygame.font.init()
    >>> chip_words("Mute", "No Speech", 22, 400, 1).lines
    (('both', 'Mute \u00b7 No Speech'),)
    >>> chip_words("Phobia (Gas Mask)", "Gas Mask +1", 22, 180, 1).lines
    (('keyword', 'Gas Mask +1'),)
    """
    for both in (True, False):  # (both said in the lighter weight before one alone)
        for bold in weights:
            found = _chip_words(name, keyword, px, room, most, prefer, bold, both)
            if found is not None:
                return found
    return None


def _chip_words(name: str, keyword: str, px: int, room: int, most: int, prefer: str,
                bold: bool, both: bool) -> ChipWords | None:
    """`chip_words` in one weight: with `both`, the forms that say the name and the
    keyword; else one of them alone."""
    if not keyword:
        lines = _wrapped(name, px, room, most, bold) if both else None
        return ChipWords(tuple(("name", t) for t in lines), px, bold) if lines else None
    if both:
        if measure(name, px, bold)[0] + measure(SEP + keyword, px, bold)[0] <= room:
            return ChipWords((("both", name + SEP + keyword),), px, bold)
        for n in range(1, most):  # the name on n lines, the keyword under it
            top = _wrapped(name, px, room, n, bold)
            low = _wrapped(keyword, px, room, most - n, bold) if top else None
            if top and low:
                return ChipWords(tuple(("name", t) for t in top)
                                 + tuple(("keyword", t) for t in low), px, bold)
        return None
    order = (("keyword", keyword), ("name", name)) if prefer == "keyword" \
        else (("name", name), ("keyword", keyword))
    for kind, words in order:
        lines = _wrapped(words, px, room, most, bold)
        if lines:
            return ChipWords(tuple((kind, t) for t in lines), px, bold)
    return None


# ---- the ends: badges and counters --------------------------------------------------------
def _ends(look: CardLook, face: Mapping[str, Any], marks: Mapping[str, int] | None,
          lines: int = 1) -> tuple[list, list]:
    """The cells at a chip's left and right ends: ``("badge", text, Badge)`` and
    ``("dots", n, MarkStyle)`` / ``("count", "+N", MarkStyle)``. On a chip of several lines
    the right badges come first (the top row, as on a card), on one line last (at the
    edge)."""
    shown = look.badges if look.chip_badges is None else tuple(
        b for b in look.badges if b.field in look.chip_badges)
    left, right = [], []
    for badge in shown:
        text = badge.shows(face)
        if text is not None:
            (left if badge.corner.endswith("left") else right).append(("badge", text, badge))
    counted = []
    for key, n in sorted((marks or {}).items()):
        if n > 0:
            style = look.mark_style(key)
            counted.append(("count", f"+{n}", style) if style.style == "count"
                           else ("dots", n, style))
    return left, (right + counted if lines > 1 else counted + right)


def _cells_width(cells: list, lines: int, cell: int, px: int) -> int:
    """How wide the cells at one end are, stacked `lines` to a column."""
    if not cells:
        return 0
    rows = max(1, lines)
    columns = -(-len(cells) // rows)
    widths = []
    for c in range(columns):
        column = cells[c * rows:(c + 1) * rows]
        widths.append(max(measure(str(x[1]), px, True)[0] if x[0] == "count" else cell
                          for x in column))
    return sum(widths) + (columns - 1) * max(2, cell // 6)


def _cell_size(height: int, lines: int) -> int:
    top = max(2, height // 16)
    return max(6, (height - 2 * top) // max(1, lines))


@dataclass(frozen=True)
class ChipPlan:
    """How one chip is laid out: its words and the room its ends take."""

    words: ChipWords | None
    left: int
    right: int
    cell: int


_PLANS: dict[tuple, ChipPlan] = {}
"""Chip plans by what decides them: a table draws the same chips frame after frame."""


def plan_chip(look: CardLook, face: Mapping[str, Any], marks: Mapping[str, int] | None,
              width: int, lines: int, px: int, prefer: str = "keyword",
              weights: tuple[bool, ...] = (True, False)) -> ChipPlan:
    """What a chip `width` wide, `lines` lines high at `px`, writes and how wide its ends
    are (pure: measured with the real fonts; remembered)."""
    key = (look, look.content_key(face), marks_key(marks), width, lines, px, prefer,
           weights)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        plan = _PLANS[key] = _plan_chip(look, face, marks, width, lines, px, prefer, weights)
    return plan


def _plan_chip(look: CardLook, face: Mapping[str, Any], marks: Mapping[str, int] | None,
               width: int, lines: int, px: int, prefer: str,
               weights: tuple[bool, ...]) -> ChipPlan:
    height = chip_height(px, lines)
    cell = _cell_size(height, lines)
    left_cells, right_cells = _ends(look, face, marks, lines)
    side, _ = pads(px)
    gap = max(2, px // 4)
    left = _cells_width(left_cells, lines, cell, px)
    right = _cells_width(right_cells, lines, cell, px)
    room = width - 2 * side - (left + gap if left else 0) - (right + gap if right else 0)
    name = str(face.get(look.name_field, ""))
    keyword = chip_keyword(look, face)
    words = chip_words(name, keyword, px, room, lines, prefer, weights) if room > 0 else None
    return ChipPlan(words, left, right, cell)


def chip_keyword(look: CardLook, face: Mapping[str, Any]) -> str:
    """The keyword a chip writes beside `face`'s name: the look's `keyword`, or nothing
    when the name already says it, that is when the keyword is the name or stands in it
    as whole words, case aside (`_said_in`): Guts' "A Cloud", whose power is "Cloud",
    is a chip that reads "A Cloud", not "A Cloud · Cloud"; the inspector has its rules.

    >>> from gamebox.games.guts.look import LOOK
    >>> chip_keyword(LOOK, {"name": "A Cloud", "powers": ["cloud"]})
    ''
    >>> chip_keyword(LOOK, {"name": "Gravy of Glory", "powers": ["gain_glory"], "amounts": [1]})
    'Glory +1'
    """
    keyword = look.keyword(face) if look.keyword is not None else ""
    if keyword and _said_in(keyword, str(face.get(look.name_field, ""))):
        return ""
    return keyword


def _said_in(words: str, name: str) -> bool:
    """Whether `words` stand in `name` whole, as a run of its words, case aside (a mark
    such as ``(`` or ``+`` counts as a word of its own).

    >>> _said_in("Cloud", "A Cloud"), _said_in("gas mask", "Phobia (Gas Mask)")
    (True, True)
    >>> _said_in("Cloud", "Cloudy Day"), _said_in("Glory +1", "Gravy of Glory"), _said_in("", "A")
    (False, False, False)
    """
    said, whole = _words(words), _words(name)
    return bool(said) and any(whole[i:i + len(said)] == said
                              for i in range(len(whole) - len(said) + 1))


def _words(text: str) -> list[str]:
    """`text`'s words and marks, in lower case: ``Phobia (Gas Mask)`` is
    ``phobia ( gas mask )``."""
    return re.findall(r"\w+|[^\w\s]+", text.casefold())


def lines_needed(look: CardLook, face: Mapping[str, Any], marks, width: int, px: int,
                 most: int = 3) -> int:
    """The fewest lines (up to `most`) in which a chip `width` wide says a face's name and
    keyword whole at `px`, in bold if it can (a line more in bold rather than the regular
    weight); `most` when none does."""
    for weights in ((True,), (True, False)):
        for n in range(1, most + 1):
            words = plan_chip(look, face, marks, width, n, px, weights=weights).words
            if words is not None and words.says_name and (
                    words.says_keyword or not chip_keyword(look, face)):
                return n
    return most


# ---- drawing ----------------------------------------------------------------------------
def _dim(rgb, state: CardState) -> tuple:
    if state & CardState.DIM:
        return tuple(c * f // 255 for c, f in zip(rgb[:3], DIM_FACTOR))
    return tuple(rgb[:3])


def draw_chip(surface: pygame.Surface, rect: pygame.Rect, look: CardLook,
              face: Mapping[str, Any], marks: Mapping[str, int] | None = None,
              state: CardState = CardState.NORMAL, *, px: int, lines: int = 1,
              prefer: str = "keyword") -> ChipWords | None:
    """One card as a chip in `rect` (`lines` lines of words at `px`; see the module's
    notes), ringed by `state` like a card; returns what it wrote (None: no words fit)."""
    plan = plan_chip(look, face, marks, rect.width, lines, px, prefer)
    frame = _dim(look.frame_colour(face), state)
    radius = max(3, min(rect.height // 3, round(px * 0.4)))
    pygame.draw.rect(surface, frame, rect, border_radius=radius)
    pygame.draw.rect(surface, shade(frame, 0.6), rect, max(1, px // 14),
                     border_radius=radius)
    side, _ = pads(px)
    gap = max(2, px // 4)
    left_cells, right_cells = _ends(look, face, marks, lines)
    _draw_cells(surface, left_cells, rect.left + side, rect, lines, plan.cell, px, state)
    _draw_cells(surface, right_cells, rect.right - side - plan.right, rect, lines, plan.cell,
                px, state)
    words = plan.words
    if words is not None and line_height(words.px, True) * len(words.lines) > rect.height:
        words = None  # (a chip squeezed under its words' height: its colour and ends only)
    if words is not None:
        x = rect.left + side + (plan.left + gap if plan.left else 0)
        room = rect.right - side - (plan.right + gap if plan.right else 0) - x
        step = line_height(words.px, True)
        y = rect.top + (rect.height - step * len(words.lines)) // 2
        with within(rect, surface):
            for kind, text in words.lines:
                if kind == "both":
                    name, _, keyword = text.partition(SEP)
                    shown = _line(surface, name, (x, y), words, NAME_INK, frame, state, room)
                    _line(surface, SEP + keyword, (shown.right, y), words, KEYWORD_INK, frame,
                          state, x + room - shown.right)
                else:
                    _line(surface, text, (x, y), words,
                          NAME_INK if kind == "name" else KEYWORD_INK, frame, state, room)
                y += step
    draw_ring(surface, rect, state)
    return words


def _line(surface, text: str, pos, words: ChipWords, ink, frame, state: CardState,
          room: int) -> pygame.Rect:
    """A light line with a dark shadow under it (readable on any frame colour)."""
    ink = _dim(ink, state)
    shadow = text_mod.render(text, words.px, shade(frame, 0.35), words.bold)
    surface.blit(shadow, (pos[0] + 1, pos[1] + 1))
    return draw_text(surface, text, pos, words.px, ink, bold=words.bold, max_width=room)


def _draw_cells(surface, cells: list, x: int, rect: pygame.Rect, lines: int, cell: int,
                px: int, state: CardState) -> None:
    """The cells of one end from `x`, `lines` to a column, centred on the chip's lines."""
    if not cells:
        return
    rows = max(1, lines)
    top = rect.top + (rect.height - rows * cell) // 2
    col_gap = max(2, cell // 6)
    for c in range(-(-len(cells) // rows)):
        column = cells[c * rows:(c + 1) * rows]
        width = max(measure(str(v[1]), px, True)[0] if v[0] == "count" else cell
                    for v in column)
        for r, (kind, value, style) in enumerate(column):
            centre = (x + width // 2, top + r * cell + cell // 2)
            radius = max(3, cell // 2 - 1)
            if kind == "badge":
                draw_badge(surface, str(value), centre, radius, style)
            elif kind == "count":
                line = text_mod.render(str(value), px, _dim(style.fill, state), True)
                surface.blit(line, line.get_rect(center=centre))
            else:
                _dots(surface, int(value), centre, radius, style)
        x += width + col_gap


def _dots(surface, n: int, centre, radius: int, style) -> None:
    """`n` counters as dots in a square of `radius` about `centre` (a grid of up to three
    across; past nine, one dot and the count)."""
    if n > 9:
        pygame.draw.circle(surface, style.ring, centre, radius)
        pygame.draw.circle(surface, style.fill, centre, max(1, radius - 2))
        px = max(SMALLEST_PX, round(radius * 1.1))
        line = text_mod.render(str(n), px, style.ring, True)
        surface.blit(line, line.get_rect(center=centre))
        return
    across = 1 if n == 1 else 2 if n <= 4 else 3
    down = -(-n // across)
    step = 2 * radius / max(across, down)
    r = max(2, round(step * 0.42))
    for k in range(n):
        row, col = divmod(k, across)
        in_row = min(across, n - row * across)
        cx = centre[0] + (col - (in_row - 1) / 2) * step
        cy = centre[1] + (row - (down - 1) / 2) * step
        pygame.draw.circle(surface, style.ring, (round(cx), round(cy)), r)
        pygame.draw.circle(surface, style.fill, (round(cx), round(cy)), max(1, r - max(1, r // 3)))


def draw_empty_chip(surface: pygame.Surface, rect: pygame.Rect, words: str, px: int,
                    state: CardState = CardState.NORMAL) -> None:
    """An empty place as a sunken strip with its name (``Food · mouth card 1``) in faint
    words, cut short when it must be (it is a label, not a card)."""
    radius = max(3, min(rect.height // 3, round(px * 0.4)))
    pygame.draw.rect(surface, (34, 27, 24) if state & CardState.DIM else EMPTY_FILL, rect,
                     border_radius=radius)
    pygame.draw.rect(surface, EMPTY_RIM, rect, 1, border_radius=radius)
    side, _ = pads(px)
    room = rect.width - 2 * side
    if words and room > 8 and line_height(px) <= rect.height:
        with within(rect, surface):
            draw_text(surface, fit(words, px, room), (rect.left + side, rect.centery), px,
                      (200, 230, 200) if state & CardState.HIGHLIGHT else theme.FAINT,
                      anchor="midleft", max_width=room)
    draw_ring(surface, rect, state)


# ---- a zone as a column of chips ------------------------------------------------------------
@dataclass(frozen=True)
class ChipColumn:
    """How `draw_chip_list` lays a zone out: each place's (id, piece, rect, lines) and the
    words' size."""

    rows: tuple[tuple[str, Any, pygame.Rect, int], ...]
    px: int
    empty_px: int
    caption: int
    """The caption's size (0: no caption)."""


def chip_column(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook, *,
                places: Sequence[Any] | None = None, px: int | None = None,
                smallest: int | None = None, most_lines: int = 3, caption_text: str = "",
                prefer: str = "keyword", reach: int = 0) -> ChipColumn:
    """Where each place of `zone` goes as a chip in `rect` (pure but for measuring): the
    words at `px` (default `theme.readable_px`), each card on as few lines as say its name
    and keyword whole (at most `most_lines`); when they do not all fit, first the words
    shrink toward `smallest` (default `theme.floor_px`: from a larger text size), then the
    caption gives way (to its normal size, then altogether), then the chip on the most
    lines loses one (it says less: the `prefer` red words alone), and only when even one
    line each does not fit do the words go under `smallest`. The chips reach `reach` pixels
    past the rect on either side (into a frame's padding), the caption stays in it."""
    px = theme.readable_px(surface) if px is None else px
    wide = rect.inflate(2 * reach, 0)
    smallest = min(px, theme.floor_px(surface) if smallest is None else smallest)
    shown = list(range(zone.size if zone.size is not None else len(zone.pieces))) \
        if places is None else list(places)
    empty_px = theme.text_px(surface, CAPTION_UNITS)
    gap = max(2, round(theme.unit(surface) * 0.25))
    pieces = [zone.at(at) for at in shown]
    key = (look, tuple(rect), wide.width, px, smallest, empty_px, theme.unit(surface), gap,
           most_lines, caption_text, prefer,
           tuple((look.content_key(p.face), marks_key(p.marks))
                 if p is not None and p.face is not None else None for p in pieces))
    found = _FITS.get(key)
    if found is None:
        if len(_FITS) > 512:
            _FITS.clear()
        normal = max(8, round(CAPTION_UNITS * theme.unit(surface)))
        found = _FITS[key] = _fit(rect, pieces, look, wide.width, px, smallest, empty_px,
                                  normal, gap, most_lines, caption_text, prefer)
    cap_px, top, size, lines = found
    rows = []
    y = top
    for at, piece, n in zip(shown, pieces, lines):
        h = chip_height(size, n) if n else chip_height(empty_px, 1)
        h = min(h, max(0, rect.bottom - y))
        key = piece.id if piece is not None else place_id(zone.name, at)
        rows.append((key, piece, pygame.Rect(wide.left, y, wide.width, h), n))
        y += h + gap
    return ChipColumn(tuple(rows), size, empty_px, cap_px)


_FITS: dict[tuple, tuple] = {}
"""`chip_column`'s answers by what decides them (the same column frame after frame)."""


def _fit(rect: pygame.Rect, pieces: list, look: CardLook, width: int, px: int, smallest: int,
         empty_px: int, normal: int, gap: int, most_lines: int, caption_text: str,
         prefer: str) -> tuple:
    """(caption size, the chips' top, their words' size, each chip's lines): see
    `chip_column`."""
    # the caption whole at the text size's size, else at normal text's, else none
    captions = [0]
    if caption_text:
        captions = [size for size in sorted({empty_px, normal}, reverse=True)
                    if measure(caption_text, size)[0] <= rect.width] + [0]

    def attempt(cap_px: int, reduce: bool, floor: int) -> tuple | None:
        top = rect.top + (line_height(cap_px) + gap if cap_px else 0)
        room = rect.bottom - top
        size = px
        while True:
            lines = [lines_needed(look, p.face, p.marks, width, size, most_lines)
                     if p is not None and p.face is not None else 0 for p in pieces]
            while reduce and _total(lines, size, empty_px, gap) > room \
                    and max(lines, default=0) > 1:
                worst = max(range(len(lines)), key=lambda i: lines[i])
                lines[worst] -= 1
            said = all(plan_chip(look, p.face, p.marks, width, max(1, n), size,
                                 prefer).words is not None
                       for p, n in zip(pieces, lines) if n)
            if said and _total(lines, size, empty_px, gap) <= room:
                return cap_px, top, size, tuple(lines)
            if size <= floor:
                return None
            size -= 1

    plans = [(cap, False, smallest) for cap in captions] + [(0, True, smallest),
                                                             (0, True, SMALLEST_PX)]
    for cap, reduce, floor in plans:
        found = attempt(cap, reduce, floor)
        if found is not None:
            break
    else:  # (too small a rect for even that: each chip gets what is left, words that fit)
        found = (0, rect.top, SMALLEST_PX,
                 tuple(1 if p is not None and p.face is not None else 0 for p in pieces))
    return found


def _total(lines: list[int], px: int, empty_px: int, gap: int) -> int:
    """The height of a column of chips on `lines` lines each (0: an empty place)."""
    return sum(chip_height(px, n) if n else chip_height(empty_px, 1)
               for n in lines) + gap * max(0, len(lines) - 1)


def draw_chip_list(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
                   lit: Highlights = NO_HIGHLIGHTS, *, places: Sequence[Any] | None = None,
                   labels: Sequence[str] = (), details: Sequence[str] = (),
                   px: int | None = None, smallest: int | None = None, most_lines: int = 3,
                   prefer: str = "keyword", show_caption: bool = True, reach: int = 0
                   ) -> HitMap:
    """`zone`'s places as a column of chips in `rect` (`chip_column` says where and how
    large), under the zone's label when there is room for it; an empty place is a faint
    strip with its `labels` and `details` (``Food · mouth card 1``); the chips may reach
    `reach` pixels past `rect` on either side (see `chip_column`). Returns the hit map:
    each piece's id, each empty place's `place_id`."""
    with within(rect, surface):
        layout = chip_column(surface, rect, zone, look, places=places, px=px,
                             smallest=smallest, most_lines=most_lines, prefer=prefer,
                             caption_text=zone.label if show_caption else "", reach=reach)
        if layout.caption:
            draw_text(surface, fit(zone.label, layout.caption, rect.width), rect.topleft,
                      layout.caption, theme.MUTED, max_width=rect.width)
    hits: HitMap = {}
    for i, (key, piece, box, n) in enumerate(layout.rows):
        if box.height <= 2:
            continue
        state = lit.state(key)
        if piece is not None and piece.face is not None:
            draw_chip(surface, box, look, piece.face, piece.marks, state, px=layout.px,
                      lines=max(1, n), prefer=prefer)
        else:
            words = SEP.join(w for w in (labels[i] if i < len(labels) else "",
                                         details[i] if i < len(details) else "") if w)
            draw_empty_chip(surface, box, words, layout.empty_px, state)
        hits[key] = box
    return hits
