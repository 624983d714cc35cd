"""Card faces and backs, drawn from pack data through a game's `CardLook`, cached per size.

`draw_card` and `draw_back` are all a zone widget calls. A face is laid out by `face_layout`
(pure: where each line, badge, glyph and token goes, measured with the real fonts), painted
once into a Surface per (look, what the face shows, size, marks, state, text scale) and blitted
from `CACHE` afterwards, so a table of sixty cards costs sixty blits a frame.

Three tiers by width, so a card reads at every size without scaling pixels:

- a thumbnail (under `COMPACT_WIDTH`, a card in a hand): frame, badges, the name, tokens,
  the look's keyword (its power in a word or two) and a look's `art_painter` art in the room
  under them;
- a compact card (a card on the table): also its icon glyphs, and its rules when they fit at
  a readable size and the look has no keyword (else the painter's art);
- a full card (from `FULL_WIDTH`, the inspector): a name bar, an art window, a type line,
  the rules and the flavour on a parchment box, every text fitted.

A card's Surface is its rect grown by `margin(width)` on every side: the room where its
shadow and its state ring (highlighted, focused, selected) are drawn, so the ring never
covers the face. Zones leave that margin free inside their rects.

The paint a card shares with its chip (`card_chip`): badges, shading, dimming, the marks'
cache key, is in `card_paint`.
"""
from __future__ import annotations

import enum
import functools
import hashlib
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Mapping

import pygame

from . import text as text_mod
from . import theme
from .card_look import CardLook
from .card_paint import DIM_FACTOR, SMALLEST_PX, draw_badge, marks_key, shade
from .paragraphs import fit_paragraphs

COMPACT_WIDTH = 90
"""From this width a card shows its icons and, when they fit, its rules."""
FULL_WIDTH = 180
"""From this width a card is laid out whole: name bar, art, type line, rules, flavour."""
ASPECT = 7 / 5
"""A card's height over its width (the poker-card shape most games print)."""
ART_SHARES = (0.36, 0.3, 0.24, 0.19)
"""A full card's art window as shares of its height, tried in turn until its texts fit."""
NAME_INK = (255, 248, 236)
READABLE_PX = 11
"""A compact card shows its rules only when they fit at this size or larger: smaller is
noise from the couch (the inspector has them)."""
HIGHLIGHT_RGB = (120, 214, 120)
"""A legal target's ring: green, apart from the gold of focus."""
SELECT_RGB = (120, 196, 255)
SHADOW_RGB = (20, 15, 13)
"""A card's shadow: solid, not translucent, so a painted card is an opaque Surface with a
colour key, which blits about three times faster than one with per-pixel alpha (sixty of
them a frame)."""
TRANSPARENT_KEY = (255, 0, 254)
"""The colour key of painted cards: a colour no card look uses."""
FLAVOUR_INK = (120, 98, 84)
RULES_INK = (236, 226, 210)
"""Rules written straight on a compact card's frame (light on the frame colour)."""
THUMB_NAME_SHARE = 0.2
COMPACT_NAME_SHARE = 0.17
"""A thumbnail's and a compact card's name size, as shares of its width (shrunk to fit
its three lines): the name is what tells cards apart across the room, so a compact card
writes it about as large as a thumbnail does (22 px on a 130-px card, the readable
figure at 1920x1080; `theme.NAME_UNITS`)."""
KEYWORD_SHARE = 0.13
"""A compact card's or a thumbnail's keyword (`CardLook.keyword`), as a share of its width:
a little under its name."""
KEYWORD_INK = (255, 232, 170)
"""The keyword's colour: warm, apart from the name's white."""


class CardState(enum.IntFlag):
    """How a card is drawn beside its face; flags combine (focused on a legal target)."""

    NORMAL = 0
    HIGHLIGHT = 1
    """A legal target of the open choice."""
    FOCUS = 2
    """Where the keyboard or pad focus is."""
    DIM = 4
    """Not a legal target while a choice is open."""
    SELECT = 8
    """Picked up (the first step of a two-step choice)."""


def card_size(height: int) -> tuple[int, int]:
    """The (width, height) of a card `height` pixels tall."""
    return max(1, round(height / ASPECT)), max(1, height)


def card_height(width: int) -> int:
    return max(1, round(width * ASPECT))


def margin(width: int) -> int:
    """Pixels kept round a card `width` wide for its shadow and state ring."""
    return max(3, round(width * 0.05))


def fit_card(room: pygame.Rect | tuple[int, int]) -> tuple[int, int]:
    """The largest card, with its margin, that fits `room` (a rect or a size)."""
    w, h = room.size if isinstance(room, pygame.Rect) else room
    return _fit_card(int(w), int(h))


@functools.lru_cache(maxsize=512)
def _fit_card(w: int, h: int) -> tuple[int, int]:
    # start from the answer for a margin of 5% and step down while it does not fit (a step
    # or two: the margin is rounded)
    cw = max(1, min(int(w / 1.1), int(h / (ASPECT + 0.1))) + 2)
    while cw > 1 and (cw + 2 * margin(cw) > w or card_height(cw) + 2 * margin(cw) > h):
        cw -= 1
    return cw, card_height(cw)


# ---- layout ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Line:
    """One line of text on a card and the box it must stay in."""

    text: str
    px: int
    bold: bool
    colour: tuple
    box: pygame.Rect
    """Where it is drawn (``anchor`` of it); the whole line lies inside."""
    anchor: str = "midtop"

    def pos(self) -> tuple[int, int]:
        return getattr(self.box, self.anchor)


@dataclass
class FaceLayout:
    """Where everything of one face goes on a card of `size` (card coordinates)."""

    size: tuple[int, int]
    tier: str
    frame: tuple
    radius: int
    edge: int
    lines: list[Line] = field(default_factory=list)
    badges: list[tuple[str, tuple[int, int], int, Any]] = field(default_factory=list)
    """``(text, centre, radius, Badge)``."""
    glyphs: list[tuple[str, tuple[int, int], int]] = field(default_factory=list)
    tokens: list[tuple[tuple[int, int], int, Any]] = field(default_factory=list)
    """``(centre, radius, MarkStyle)``, one per token drawn."""
    art: pygame.Rect | None = None
    text_box: pygame.Rect | None = None
    shows_rules: bool = False
    keyword: bool = False
    """Whether the look's keyword (the power in a word or two) is written under the name."""


def _scaled(px: float) -> int:
    return max(SMALLEST_PX, round(px * theme.text_scale()))


def _name_lines(name: str, px: int, width: int, most: int, smallest: int,
                whole_to: int | None = None, hyphens: bool = True) -> tuple[list[str], int]:
    """`name` wrapped in at most `most` lines of `width` pixels: at `px` or smaller (not
    under `smallest`); cut with an ellipsis when even that does not fit.

    Whole words first, shrinking the name a little (to `whole_to`, by default
    `HYPHEN_SHARE` of `px`); then (with `hyphens`) a word longer than a line may break
    with a hyphen (``De-`` / ``Masticator`` at a hyphen it has, else between syllables:
    ``Momen-`` / ``tum``), so a long word is written large in two pieces rather than small
    in one."""
    start = px
    if whole_to is None:
        whole_to = round(start * HYPHEN_SHARE)
    while True:
        longest = max(name.split() or [""], key=lambda w: text_mod.measure(w, px, True)[0])
        lines = text_mod.wrap(name, px, width, bold=True)
        if len(lines) <= most and text_mod.measure(longest, px, True)[0] <= width:
            return [text_mod.fit(line, px, width, True) for line in lines], px
        if px <= smallest or (hyphens and px <= whole_to):
            break
        px -= 1
    if not hyphens:
        start = smallest
    for px in range(start, smallest - 1, -1):  # (a word may now break, from the first size)
        lines = text_mod.wrap(name, px, width, bold=True)
        longest = max(name.split() or [""], key=lambda w: text_mod.measure(w, px, True)[0])
        if len(lines) <= most and text_mod.measure(longest, px, True)[0] <= width:
            return [text_mod.fit(line, px, width, True) for line in lines], px
        broken = hyphenated(name, px, width) if hyphens else None
        if broken is not None and len(broken) <= most:
            return broken, px
    px = max(smallest, 1)
    lines = text_mod.wrap(name, px, width, bold=True)
    # a word too long for the card even so is cut with an ellipsis
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = text_mod.fit(lines[-1] + " \u2026", px, width, True)
    return [text_mod.fit(line, px, width, True) for line in lines], px


def _keyword_lines(word: str, px: int, floor: int, room: int, top: int, bottom: int
                   ) -> tuple[list[str], int] | None:
    """A keyword in at most two lines of `room` between `top` and `bottom`: at `px`, else
    shrunk (to one line, maybe) no further than `floor`; None when it does not fit."""
    words, px = _name_lines(word, px, room, 2, floor)
    step = text_mod.line_height(px, True)
    while top + step * len(words) > bottom and px > floor:
        # a long name leaves less room: the keyword shrinks rather than leave the card
        words, px = _name_lines(word, px - 1, room, 2, px - 1)
        step = text_mod.line_height(px, True)
    return (words, px) if top + step * len(words) <= bottom else None


def _corner_free(said: tuple[list[str], int], room: int, top: int, band: int,
                 need: int) -> bool:
    """Whether the keyword lines `said` (centred in `room`, from `top`) leave `need` pixels
    free at the left of every line reaching below `band` (where the glyphs would sit)."""
    words, px = said
    step = text_mod.line_height(px, True)
    for n, line in enumerate(words):
        if top + (n + 1) * step > band and \
                (room - text_mod.measure(line, px, True)[0]) // 2 < need:
            return False
    return True


HYPHEN_SHARE = 0.92
"""A name shrinks to this share of its size with its words whole; smaller than that, a
word longer than a line breaks with a hyphen instead (at the size first tried)."""
VOWELS = frozenset("aeiouyAEIOUYàâäéèêëîïôöùûüÀÂÄÉÈÊËÎÏÔÖÙÛÜ")


def hyphenated(name: str, px: int, width: int) -> list[str] | None:
    """`name` in bold lines no wider than `width` at `px`: whole words while they fit, and
    a word too long for a line broken with a hyphen where `_breaks` allows (at a hyphen it
    has, else between syllables), its first piece ending the line it starts on when it can
    (``of Mo-`` / ``mentum``), else on a line of its own, broken as evenly as fits.

    The lines say `name`'s words in order (drop the hyphens added at line ends and join to
    read it back), in as many lines as that takes: the caller checks how many it has room
    for. None when a piece still does not fit `width`. A card's name (`face_layout`) and a
    chip's words (`card_chip.chip_words`) break this way."""
    def fits(line: str) -> bool:
        return text_mod.measure(line, px, True)[0] <= width

    lines: list[str] = []
    for word in name.split():
        glue = " "
        while word:
            trial = lines[-1] + glue + word if lines else word
            if lines and fits(trial):
                lines[-1] = trial
                break
            if fits(word):
                lines.append(word)
                break
            # too long for a line: the longest head that ends the line it would start on
            cuts = _breaks(word)

            def head(i: int) -> str:
                return word[:i] if word[i - 1] == "-" else word[:i] + "-"

            tail = [i for i in cuts if lines and fits(lines[-1] + glue + head(i))]
            if tail:
                i = max(tail)
                lines[-1] += glue + head(i)
            else:
                own = [i for i in cuts if fits(head(i))]
                if not own:
                    return None
                rest = len(word)
                i = max(own, key=lambda k: (min(k, rest - k), k))
                lines.append(head(i))
            word, glue = word[i:], ""  # (the rest of a word goes on without a space)
    return lines


def _breaks(word: str) -> list[int]:
    """Where `word` may break with a hyphen: after a hyphen it has (``De-|Masticator``,
    the hyphen kept on the first piece: the caller adds none), else before a consonant
    followed by a vowel, after a vowel (``Momen|tum``, ``Hard|headed``, ``Christ|mas``),
    two letters at least before and three after, never inside ``th``, ``ch``...

    >>> _breaks("Momentum"), _breaks("Hardheaded"), _breaks("Distrustful")
    ([2, 5], [4, 7], [3, 8])
    """
    if "-" in word[1:-1]:
        i = word.index("-", 1) + 1
        return [i]
    out = []
    for i in range(2, len(word) - 2):
        a, b, c = word[i - 1], word[i], word[i + 1]
        if not (a.isalpha() and b.isalpha()) or (a + b).lower() in DIGRAPHS | ONSETS:
            continue
        onset = (b + c).lower() in ONSETS and word[i + 2:i + 3] in VOWELS
        if b not in VOWELS and (c in VOWELS or onset) and (
                a in VOWELS or any(v in VOWELS for v in word[:i - 1])):
            out.append(i)
    return out


ONSETS = frozenset(("tr", "pr", "br", "cr", "dr", "gr", "fr", "pl", "bl", "cl", "gl", "fl"))
"""Consonant pairs that begin a syllable together: a break goes before them (``Dis|trust``),
never between them."""


DIGRAPHS = frozenset(("ch", "sh", "th", "ph", "gh", "ck", "qu", "wh"))
"""Letter pairs that say one sound: never broken."""


def face_layout(look: CardLook, face: Mapping[str, Any], size: tuple[int, int],
                marks: Mapping[str, int] | None = None) -> FaceLayout:
    """Where the name, badges, glyphs, tokens, art and texts of `face` go on a card of
    `size`. Every `Line` lies inside the card and no wider than its box (tests hold it)."""
    w, h = size
    tier = "full" if w >= FULL_WIDTH else "compact" if w >= COMPACT_WIDTH else "thumb"
    edge = max(1, round(w * 0.012))
    inset = max(2, round(w * 0.045))
    lay = FaceLayout(size, tier, look.frame_colour(face), max(3, round(w * 0.065)), edge)
    # badges: big enough to read on a thumbnail, smaller in proportion on a full card, so
    # its name bar between them stays wide
    br = round(max(7, min(w * 0.1, 12 + w * 0.05) if tier == "full"
                   else min(w * 0.13, 14 + w * 0.06)))
    corner_c = {"top_left": (inset + br, inset + br), "top_right": (w - inset - br, inset + br),
                "bottom_left": (inset + br, h - inset - br),
                "bottom_right": (w - inset - br, h - inset - br)}
    top_badges = bottom_badges = False
    for badge in look.badges:
        shown = badge.shows(face)
        if shown is None:
            continue
        lay.badges.append((shown, corner_c[badge.corner], br, badge))
        top_badges |= badge.corner.startswith("top")
        bottom_badges |= badge.corner.startswith("bottom")
    name = str(face.get(look.name_field, ""))
    glyphs = look.glyphs(face)
    rules = str(face.get(look.rules_field) or "")
    flavour = str(face.get(look.flavour_field) or "")
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pad = max(1, round(w * 0.03))
    dot = max(3, round(br * 0.6))
    counted = [(k, n) for k, n in sorted((marks or {}).items()) if n > 0]
    if tier == "full":
        # the art window shrinks (to a little over half) before the rules would be cut
        for share in ART_SHARES:
            trial = FaceLayout(size, tier, lay.frame, lay.radius, edge, badges=lay.badges)
            whole = _lay_full(trial, look, face, share, inner, inset, pad, br, dot, counted,
                              bottom_badges, name, glyphs, rules, flavour)
            if whole:
                break
        return trial

    # the tokens' strip along the bottom
    low = h - inset - (2 * br if bottom_badges else 0) - pad
    strip = pygame.Rect(inner.left + pad, low - 2 * dot, inner.width - 2 * pad, 2 * dot)
    _lay_tokens(lay, look, counted, strip, dot)
    token_top = strip.top if counted else h - inset - (2 * br if bottom_badges else 0)

    # thumbnail and compact: the name under the top badges, centred
    top = inset + (2 * br + pad if top_badges else pad)
    room = inner.width - 2 * pad
    share = THUMB_NAME_SHARE if tier == "thumb" else COMPACT_NAME_SHARE
    kshare = look.keyword_share or KEYWORD_SHARE
    word = look.keyword(face) if look.keyword is not None else ""
    first = lay  # (its badges, tokens and their counts' lines: each trial starts from them)
    box = CompactBox(tier, size, edge, left=inner.left + pad, room=room, top=top,
                     token_top=token_top, pad=pad, badge_radius=br, name_share=share,
                     keyword_share=kshare)

    def place(px: int, kpx: int) -> tuple[FaceLayout, int, int]:
        """The name from `px` and the keyword from `kpx` down: (the layout, the y under
        them, the room's bottom)."""
        lay = FaceLayout(size, tier, first.frame, first.radius, edge, lines=list(first.lines),
                         badges=list(first.badges), tokens=list(first.tokens))
        return (lay, *_lay_compact(lay, box, name, word, glyphs, px, kpx))

    normal = round(w * share)
    lay, y, limit = place(_scaled(w * share), _scaled(w * kshare))
    if word and theme.text_scale() > 1.0:
        # a larger text size writes the name larger only while its keyword keeps the size
        # normal text gives it: what the card does is not pushed off by a bigger name
        wanted = max((ln.px for ln in place(max(SMALLEST_PX, normal),
                                            max(SMALLEST_PX, round(w * kshare)))[0].lines
                      if ln.colour == KEYWORD_INK), default=0)
        px = max((ln.px for ln in lay.lines if ln.colour == NAME_INK), default=normal)
        while px > normal and max((ln.px for ln in lay.lines if ln.colour == KEYWORD_INK),
                                  default=0) < wanted:
            px -= 1
            lay, y, limit = place(px, _scaled(w * kshare))
    if tier == "compact" and rules and not lay.keyword:
        box = pygame.Rect(inner.left + pad, y + pad, room, limit - y - pad)
        if box.height > text_mod.line_height(READABLE_PX):
            px = _scaled(w * 0.085)
            blocks, px = fit_paragraphs([(rules, False, RULES_INK)], px, READABLE_PX,
                                        box.width, box.height)
            whole = blocks and blocks[0][0] == text_mod.wrap(rules, px, box.width,
                                                             split_words=True)
            if whole:  # rules cut short would mislead: then only the inspector has them
                rstep = text_mod.line_height(px, True)
                for line in blocks[0][0]:
                    lay.lines.append(Line(line, px, False, RULES_INK,
                                          pygame.Rect(box.left, y + pad, box.width, rstep)))
                    y += rstep
                lay.shows_rules = True
    if look.art_painter is not None and not lay.shows_rules:
        # a game's own art in the room left under the name (when it is worth drawing)
        box = pygame.Rect(inner.left + pad, y + pad, room, limit - y - 2 * pad)
        if box.height >= max(10, w // 5):
            lay.art = box
    return lay


@dataclass(frozen=True)
class CompactBox:
    """Where a thumbnail's or a compact card's name, glyphs and keyword may go (card
    coordinates): worked out once per face and size by `face_layout`, which then lays the
    words out at a size or two (`_lay_compact`) in the same box."""

    tier: str
    """``thumb`` or ``compact`` (only a compact card shows its glyphs)."""
    size: tuple[int, int]
    """The card's (width, height)."""
    edge: int
    """The width of the card's edge: a line that would reach into it is left out."""
    left: int
    """Where the lines start: the inset box's left plus `pad`."""
    room: int
    """How wide a line may be: the inset box less `pad` each side."""
    top: int
    """The name's first line: under the top badges and `pad`, or `pad` under the inset."""
    token_top: int
    """The top of the tokens' strip (without tokens, of the bottom badges or the inset's
    bottom): the words and glyphs stay `pad` above it."""
    pad: int
    """The gap between parts (name and keyword, glyph and glyph, words and tokens)."""
    badge_radius: int
    """The corner badges' radius: a glyph's is a little over half of it."""
    name_share: float
    """The name's size as a share of the card's width (`THUMB_NAME_SHARE`,
    `COMPACT_NAME_SHARE`) at normal text."""
    keyword_share: float
    """The keyword's (the look's `keyword_share`, else `KEYWORD_SHARE`)."""


def _lay_compact(lay: FaceLayout, box: CompactBox, name: str, word: str, glyphs: str,
                 px: int, kpx: int) -> tuple[int, int]:
    """A thumbnail's or a compact card's `name` (from `px`), `glyphs` and keyword `word`
    (from `kpx`) into `lay`, inside `box`; returns the y under them and the bottom of the
    room left."""
    w, h = box.size
    top, room, pad, share, kshare = box.top, box.room, box.pad, box.name_share, box.keyword_share
    # a name shrinks to fit no further than it would at normal text: a larger text size
    # never cuts a name that normal text writes whole
    # whole words while the name is no smaller than at normal text (a little under it),
    # then a long word breaks with a hyphen rather than shrink further
    lines, px = _name_lines(name, px, room, 3,
                            max(SMALLEST_PX, round(w * share * min(1.0, theme.text_scale())
                                                   * 0.6)),
                            whole_to=round(min(px, w * share) * HYPHEN_SHARE))
    step = text_mod.line_height(px, True)
    limit = box.token_top - pad
    while lines and top + step * len(lines) > limit and px > SMALLEST_PX:
        px -= 1
        lines, px = _name_lines(name, px, room, 3, px)
        step = text_mod.line_height(px, True)
    rows = max(1, (limit - top) // step) if step else 1
    if len(lines) > rows:
        lines = lines[:rows]
        lines[-1] = text_mod.fit(lines[-1] + " \u2026", px, room, True)
    y = top
    for line in lines:
        if y + step > h - box.edge:
            break  # a card too small for even one line keeps its badges only
        lay.lines.append(Line(line, px, True, NAME_INK,
                              pygame.Rect(box.left, y, room, step)))
        y += step
    # the glyphs in a row under the name (or just above the tokens)
    gr = max(4, round(box.badge_radius * 0.55))
    row = bool(glyphs) and box.tier == "compact" and y + 2 * gr <= limit
    total = len(glyphs) * 2 * gr + (len(glyphs) - 1) * pad
    said = None
    if word:
        # the power in a word or two, large (a line of rules this small is noise from the
        # couch): the inspector has the whole text; no larger than the name it stands
        # under (a name shrunk to fit keeps the lead)
        kpx = min(kpx, max((ln.px for ln in lay.lines), default=10_000))
        floor = min(kpx, max(SMALLEST_PX, round(w * kshare * min(1.0, theme.text_scale())
                                                * 0.6)))
        said = _keyword_lines(word, kpx, floor, room, y + pad,
                              limit - (2 * gr + pad if row else 0))
        if row and (said is None or said[1] < kpx):
            # under a long name the keyword keeps its size rather than the glyphs their
            # row: they go to the bottom left corner, beside its last line's words
            for size in range(kpx, (said[1] if said else floor - 1), -1):
                low = _keyword_lines(word, size, size, room, y + pad, limit)
                if low is not None and _corner_free(low, room, y + pad, limit - 2 * gr,
                                                    total + pad):
                    break
            else:
                low = None
            if low is not None:
                said, row = low, False
                gx = box.left + gr
                for glyph in glyphs:
                    lay.glyphs.append((glyph, (gx, limit - gr), gr))
                    gx += 2 * gr + pad
                limit -= 2 * gr + pad  # (no art under the keyword runs over them)
    if row:
        gx = w // 2 - total // 2 + gr
        gy = limit - gr
        for glyph in glyphs:
            lay.glyphs.append((glyph, (gx, gy), gr))
            gx += 2 * gr + pad
        limit = gy - gr - pad
    if said is not None:
        words, kpx = said
        kstep = text_mod.line_height(kpx, True)
        y += pad
        for line in words:
            lay.lines.append(Line(line, kpx, True, KEYWORD_INK,
                                  pygame.Rect(box.left, y, room, kstep)))
            y += kstep
        lay.keyword = True
    return y, limit


def _lay_full(lay: FaceLayout, look: CardLook, face, art_share: float, inner: pygame.Rect,
              inset: int, pad: int, br: int, dot: int, counted: list, bottom_badges: bool,
              name: str, glyphs: str, rules: str, flavour: str) -> bool:
    """Lay a full card out with an art window `art_share` of its height; True when its
    rules and flavour fit whole."""
    w, h = lay.size
    ink = NAME_INK
    tl_h = max(12, round(h * 0.065))
    bottom = h - inset - (2 * br if bottom_badges else 0) - pad // 2
    art_top = inset + max(round(h * 0.1), 2 * br) + pad
    lay.art = pygame.Rect(inner.left, art_top, inner.width, round(h * art_share))
    if not (rules or flavour):
        # nothing to write: no empty parchment box, the art takes its room (a GGT limb
        # without abilities shows its picture and its four numbers, nothing blank)
        lay.art.height = max(lay.art.height, bottom - pad - tl_h - pad // 2 - art_top)
    strip = pygame.Rect(lay.art.left + pad, lay.art.bottom - pad - 2 * dot,
                        lay.art.width - 2 * pad, 2 * dot)
    _lay_tokens(lay, look, counted, strip, dot)
    # the name bar between the top badges, one line, or two when a long name needs it
    left = 2 * br + pad if any(b[3].corner == "top_left" for b in lay.badges) else pad
    right = 2 * br + pad if any(b[3].corner == "top_right" for b in lay.badges) else pad
    bar = pygame.Rect(inner.left + left, inset, inner.width - left - right,
                      lay.art.top - inset)
    px = _scaled(w * 0.085)
    smallest = max(SMALLEST_PX, round(w * 0.085 * min(1.0, theme.text_scale()) * 0.6))
    # (the name bar is wide: a word breaks with a hyphen only where it would be cut)
    lines, px = _name_lines(name, px, bar.width, 2, smallest, whole_to=smallest)
    step = text_mod.line_height(px, True)
    y = bar.centery - step * len(lines) // 2
    for line in lines:
        lay.lines.append(Line(line, px, True, ink, pygame.Rect(bar.left, y, bar.width,
                                                              step)))
        y += step
    # the type line under the art: the type's word, the icon glyphs at its right
    tl = pygame.Rect(inner.left + pad, lay.art.bottom + pad // 2, inner.width - 2 * pad, tl_h)
    gr = max(5, round(tl_h * 0.42))
    gx = tl.right - gr
    for glyph in reversed(glyphs):
        lay.glyphs.append((glyph, (gx, tl.centery), gr))
        gx -= 2 * gr + pad
    if look.type_line and face.get(look.frame_field) is not None:
        tpx = _scaled(tl_h * 0.62)
        room = gx + gr - tl.left - pad
        tpx = text_mod.fitting_size(str(face[look.frame_field]), tpx, room, True)
        word = text_mod.fit(str(face[look.frame_field]), tpx, room, True)
        lay.lines.append(Line(word, tpx, True, ink, pygame.Rect(tl.left, tl.top, room,
                                                                tl.height), "midleft"))
    if not (rules or flavour):
        return True
    # the parchment box: rules, then flavour, fitted together
    lay.text_box = pygame.Rect(inner.left, tl.bottom + pad // 2, inner.width,
                               bottom - tl.bottom - pad // 2)
    body = lay.text_box.inflate(-2 * pad, -2 * pad)
    paragraphs = [(rules, False, look.text_ink), (flavour, False, FLAVOUR_INK)]
    if (rules or flavour) and body.width > 0 and body.height > 0:
        px = _scaled(w * 0.05)
        blocks, px = fit_paragraphs(paragraphs, px, max(SMALLEST_PX, round(px * 0.55)),
                                    body.width, body.height, 0.5)
        step = text_mod.line_height(px, True)
        y = body.top
        for n, (lines, _bold, colour) in enumerate(blocks):
            flavoured = n == 1 or not rules  # (the kept blocks are rules, then flavour)
            for line in lines:
                lay.lines.append(Line(line, px, False, colour,
                                      pygame.Rect(body.left, y, body.width, step),
                                      "midtop" if flavoured else "topleft"))
                y += step
            y += round(step * 0.5)
        lay.shows_rules = bool(rules) and bool(blocks)
        wanted = [text_mod.wrap(t, px, body.width, split_words=True) for t in (rules, flavour)
                  if t]
        return [lines for lines, _, _ in blocks] == wanted
    return True


def _lay_tokens(lay: FaceLayout, look: CardLook, counted: list, strip: pygame.Rect,
                dot: int) -> None:
    """Tokens for `counted` marks along `strip`: a ``count`` mark as ``+N`` at the right end,
    ``tokens`` marks one disc each from the left (one disc and ``xN`` when they do not fit)."""
    right = strip.right
    for key, n in counted:
        style = look.mark_style(key)
        if style.style == "count":
            px = max(SMALLEST_PX, round(dot * 2.2))
            label = f"+{n}"
            tw = text_mod.measure(label, px, True)[0]
            if tw > right - strip.left:
                continue  # no room on so small a card: the inspector tells it
            high = text_mod.line_height(px, True)  # (taller than the tokens' strip)
            lay.lines.append(Line(label, px, True, style.fill,
                                  pygame.Rect(right - tw, strip.centery - high // 2, tw,
                                              high), "midright"))
            right -= tw + dot
    x = strip.left + dot
    step = 2 * dot + max(1, dot // 3)
    for key, n in counted:
        style = look.mark_style(key)
        if style.style == "count":
            continue
        room = max(0, right - (x - dot))
        fits = max(1, (room + step - 2 * dot) // step)
        if n <= fits:
            for k in range(n):
                lay.tokens.append(((x + k * step, strip.centery), dot, style))
            x += n * step
        else:
            lay.tokens.append(((x, strip.centery), dot, style))
            px = max(SMALLEST_PX, round(dot * 2.0))
            label = f"\u00d7{n}"
            tw = text_mod.measure(label, px, True)[0]
            if x + dot + 1 + tw <= right:  # (else the inspector tells the count)
                lay.lines.append(Line(label, px, True, NAME_INK,
                                      pygame.Rect(x + dot + 1, strip.top, tw, strip.height),
                                      "midleft"))
            x += step + tw


# ---- painting ---------------------------------------------------------------------------------
def _art(surf: pygame.Surface, rect: pygame.Rect, look: CardLook, face, frame) -> None:
    """The art window: the pack's image when the face names one that loads, else a pattern
    drawn from the card's name (so two cards of one colour still look apart)."""
    name = str(face.get(look.name_field, ""))
    image = _art_image(look, face.get(look.art_field)) if look.art_field else None
    if image is None and look.art_painter is not None:
        clip = surf.get_clip()
        surf.set_clip(rect)  # (a painter's stroke never leaves its window)
        look.art_painter(surf, rect, face, frame)
        surf.set_clip(clip)
        return
    if image is not None:
        iw, ih = image.get_size()
        scale = max(rect.width / iw, rect.height / ih)
        big = pygame.transform.smoothscale(image, (max(1, round(iw * scale)),
                                                   max(1, round(ih * scale))))
        src = pygame.Rect(0, 0, *rect.size)
        src.center = big.get_rect().center
        surf.blit(big, rect, src)
        return
    seed = hashlib.md5(name.encode()).digest()
    dark, mid = shade(frame, 0.45), shade(frame, 0.7)
    bands = 12
    for i in range(bands):  # a soft vertical glow
        t = i / (bands - 1)
        colour = tuple(round(dark[c] * t + mid[c] * (1 - t)) for c in range(3))
        y0 = rect.top + rect.height * i // bands
        y1 = rect.top + rect.height * (i + 1) // bands
        pygame.draw.rect(surf, colour, (rect.left, y0, rect.width, y1 - y0))
    clip = surf.get_clip()
    surf.set_clip(rect)
    step = max(6, rect.width // (6 + seed[0] % 5))
    light = shade(frame, 0.85)
    for x in range(rect.left - rect.height, rect.right, step):  # a lattice of diagonals
        pygame.draw.line(surf, light, (x, rect.bottom), (x + rect.height, rect.top), 1)
        if seed[1] % 2:
            pygame.draw.line(surf, light, (x, rect.top), (x + rect.height, rect.bottom), 1)
    r = min(rect.width, rect.height) * (0.3 + (seed[2] % 10) / 100)
    centre = (rect.centerx + (seed[3] % 21 - 10) * rect.width // 100, rect.centery)
    pygame.draw.circle(surf, shade(frame, 0.35), centre, r)
    pygame.draw.circle(surf, shade(frame, 1.25), centre, r, max(2, round(r * 0.08)))
    initial = (name[:1] or "?").upper()
    px = max(SMALLEST_PX, round(r * 1.1))
    glyph = text_mod.render(initial, px, shade(frame, 1.5), True)
    surf.blit(glyph, glyph.get_rect(center=centre))
    surf.set_clip(clip)


_art_images: dict[tuple[str, str], pygame.Surface | None] = {}


def _art_image(look: CardLook, name: Any) -> pygame.Surface | None:
    if not name or not look.art_folder:
        return None
    key = (look.art_folder, str(name))
    if key not in _art_images:
        import pathlib

        path = pathlib.Path(look.art_folder) / str(name)
        try:
            _art_images[key] = pygame.image.load(str(path)) if path.is_file() else None
        except (pygame.error, OSError):
            _art_images[key] = None
    return _art_images[key]


def _paint_face(look: CardLook, face, size: tuple[int, int], marks, state: CardState
                ) -> pygame.Surface:
    lay = face_layout(look, face, size, marks)
    w, h = size
    card = pygame.Surface(size, pygame.SRCALPHA)
    frame = lay.frame
    whole = card.get_rect()
    pygame.draw.rect(card, frame, whole, border_radius=lay.radius)
    # a lighter band at the top, a darker one at the bottom: the frame reads as printed card
    pygame.draw.rect(card, shade(frame, 1.12), (0, 0, w, h // 3),
                     border_top_left_radius=lay.radius, border_top_right_radius=lay.radius)
    if lay.art is not None:
        _art(card, lay.art, look, face, frame)
        pygame.draw.rect(card, shade(frame, 0.5), lay.art.inflate(2, 2), 1)
    if lay.text_box is not None:
        pygame.draw.rect(card, look.text_box, lay.text_box, border_radius=max(2, w // 60))
    for glyph, centre, r in lay.glyphs:
        pygame.draw.circle(card, (250, 238, 214), centre, r)
        pygame.draw.circle(card, shade(frame, 0.6), centre, r, max(1, r // 6))
        px = text_mod.fitting_size(glyph, max(SMALLEST_PX, round(r * 1.3)), round(1.6 * r), True)
        line = text_mod.render(glyph, px, shade(frame, 0.55), True)
        card.blit(line, line.get_rect(center=centre))
    for line in lay.lines:
        if line.bold and line.colour in (NAME_INK, KEYWORD_INK):
            # a dark shadow under light words: readable on any frame colour
            shadow = text_mod.render(line.text, line.px, shade(frame, 0.35), True)
            x, y = line.pos()
            r = shadow.get_rect(**{line.anchor: (x + 1, y + 1)})
            card.blit(shadow, r)
        drawn = text_mod.render(line.text, line.px, line.colour, line.bold)
        at = drawn.get_rect(**{line.anchor: line.pos()})
        card.blit(drawn, at)
        if text_mod.recording_open():
            text_mod.note(text_mod.Drawn(line.text, line.text, at, line.px, line.box.width,
                                         line.box, whole, "card"))
    for text, centre, r, badge in lay.badges:
        draw_badge(card, text, centre, r, badge)
    for centre, r, style in lay.tokens:
        pygame.draw.circle(card, style.ring, centre, r)
        pygame.draw.circle(card, style.fill, centre, max(1, r - max(1, round(r * 0.3))))
    pygame.draw.rect(card, look.edge, whole, lay.edge, border_radius=lay.radius)
    return _framed(card, lay.radius, state)


def _paint_back(look: CardLook, size: tuple[int, int], state: CardState) -> pygame.Surface:
    w, h = size
    radius = max(3, round(w * 0.065))
    card = pygame.Surface(size, pygame.SRCALPHA)
    whole = card.get_rect()
    pygame.draw.rect(card, look.back_colour, whole, border_radius=radius)
    inner = whole.inflate(-2 * max(3, round(w * 0.09)), -2 * max(3, round(w * 0.09)))
    clip = card.get_clip()
    card.set_clip(inner)
    step = max(6, round(w * 0.12))
    for x in range(inner.left - inner.height, inner.right + step, step):
        pygame.draw.line(card, look.back_pattern, (x, inner.bottom), (x + inner.height,
                                                                      inner.top), max(1, w // 60))
        pygame.draw.line(card, look.back_pattern, (x, inner.top), (x + inner.height,
                                                                   inner.bottom), max(1, w // 60))
    card.set_clip(clip)
    pygame.draw.rect(card, look.back_pattern, inner, max(1, round(w * 0.02)),
                     border_radius=max(2, radius // 2))
    if look.title and w >= 40:
        px = _scaled(w * 0.13)
        room = inner.width - 2 * max(2, round(w * 0.04))
        lines, px = _name_lines(look.title, px, room, 3, SMALLEST_PX, hyphens=False)
        step = text_mod.line_height(px, True)
        plate = pygame.Rect(0, 0, inner.width, step * len(lines) + step // 2)
        plate.center = inner.center
        if plate.height < inner.height:
            pygame.draw.rect(card, look.back_colour, plate)
            pygame.draw.line(card, look.back_pattern, plate.topleft, plate.topright,
                             max(1, w // 60))
            pygame.draw.line(card, look.back_pattern, plate.bottomleft, plate.bottomright,
                             max(1, w // 60))
            y = plate.top + step // 4
            for line in lines:
                drawn = text_mod.render(line, px, (246, 226, 190), True)
                card.blit(drawn, drawn.get_rect(midtop=(w // 2, y)))
                y += step
    pygame.draw.rect(card, look.edge, whole, max(1, round(w * 0.012)), border_radius=radius)
    return _framed(card, radius, state)


def _framed(card: pygame.Surface, radius: int, state: CardState) -> pygame.Surface:
    """`card` on a Surface grown by its margin: a shadow under it, dimmed or ringed by
    `state` (focus outranks selection, which outranks a highlight)."""
    w, h = card.get_size()
    m = margin(w)
    out = pygame.Surface((w + 2 * m, h + 2 * m))
    out.fill(TRANSPARENT_KEY)
    body = pygame.Rect(m, m, w, h)
    ring = (theme.FOCUS if state & CardState.FOCUS else SELECT_RGB if state & CardState.SELECT
            else HIGHLIGHT_RGB if state & CardState.HIGHLIGHT else None)
    if ring is None:
        pygame.draw.rect(out, SHADOW_RGB, body.move(max(1, m // 2), max(1, m // 2)),
                         border_radius=radius)
    else:
        thick = m if state & CardState.FOCUS else max(2, round(m * 0.7))
        pygame.draw.rect(out, ring, body.inflate(2 * thick, 2 * thick),
                         border_radius=radius + thick)
    if state & CardState.DIM:
        card = card.copy()
        card.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
    out.blit(card, body)
    if state & CardState.FOCUS and state & CardState.HIGHLIGHT:
        # focused on a legal target: the target's green shows inside the gold ring
        pygame.draw.rect(out, HIGHLIGHT_RGB, body, max(2, m // 2), border_radius=radius)
    # the card's own corners are fully transparent or fully opaque (shapes are drawn without
    # smoothing, its text was blended onto the opaque face), so a key loses nothing
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert()
    out.set_colorkey(TRANSPARENT_KEY, pygame.RLEACCEL)
    return out


# ---- the cache --------------------------------------------------------------------------------
class FaceCache:
    """Painted card Surfaces, most recently used last, bounded by count and by pixels (a
    500-pixel inspector card weighs as much as thirty thumbnails)."""

    def __init__(self, limit: int = 600, pixel_limit: int = 24_000_000) -> None:
        self.limit = limit
        self.pixel_limit = pixel_limit
        self._surfaces: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
        self._pixels = 0
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._surfaces)

    @property
    def pixels(self) -> int:
        return self._pixels

    def get(self, key: tuple, paint) -> pygame.Surface:
        surf = self._surfaces.get(key)
        if surf is not None:
            self._surfaces.move_to_end(key)
            self.hits += 1
            return surf
        self.misses += 1
        surf = paint()
        self._surfaces[key] = surf
        self._pixels += surf.get_width() * surf.get_height()
        while len(self._surfaces) > 1 and (len(self._surfaces) > self.limit
                                           or self._pixels > self.pixel_limit):
            _, old = self._surfaces.popitem(last=False)
            self._pixels -= old.get_width() * old.get_height()
        return surf

    def clear(self) -> None:
        self._surfaces.clear()
        self._pixels = 0


CACHE = FaceCache()


def clear() -> None:
    """Forget every painted card: call it when the window is resized or the text size or
    font changes (the app does, with `text.clear_cache`)."""
    CACHE.clear()
    _art_images.clear()


def face_surface(look: CardLook, face: Mapping[str, Any], size: tuple[int, int],
                 marks: Mapping[str, int] | None = None,
                 state: CardState = CardState.NORMAL) -> pygame.Surface:
    """The painted face with its margin (from the cache when painted before)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = ("face", look, look.content_key(face), size, marks_key(marks), int(state),
           theme.text_scale())
    return CACHE.get(key, lambda: _paint_face(look, face, size, marks, state))


def back_surface(look: CardLook, size: tuple[int, int],
                 state: CardState = CardState.NORMAL) -> pygame.Surface:
    size = (max(1, int(size[0])), max(1, int(size[1])))
    key = ("back", look.game, look.title, look.back_colour, look.back_pattern, look.edge,
           size, int(state), theme.text_scale())
    return CACHE.get(key, lambda: _paint_back(look, size, state))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, look: CardLook,
              face: Mapping[str, Any] | None, marks: Mapping[str, int] | None = None,
              state: CardState = CardState.NORMAL) -> pygame.Rect:
    """Draw a card in `rect` (its face, or its back when `face` is None) with its shadow or
    state ring in the margin round it; return `rect`."""
    if face is None:
        surf = back_surface(look, rect.size, state)
    else:
        surf = face_surface(look, face, rect.size, marks, state)
    m = margin(rect.width)
    surface.blit(surf, (rect.left - m, rect.top - m))
    return rect


def draw_back(surface: pygame.Surface, rect: pygame.Rect, look: CardLook,
              state: CardState = CardState.NORMAL) -> pygame.Rect:
    """Draw a card back (the look's colours, pattern and title) in `rect`; return `rect`."""
    return draw_card(surface, rect, look, None, None, state)


def draw_place(surface: pygame.Surface, rect: pygame.Rect, label: str = "",
               state: CardState = CardState.NORMAL, detail: str = "") -> pygame.Rect:
    """An empty place where a card may lie: a sunken well with a light rim and its label
    (``Food``) and `detail` (``slot 2``) when they fit. Drawn directly (cheap shapes and two
    cached lines)."""
    u = max(2, round(rect.width * 0.05))
    radius = max(3, round(rect.width * 0.065))
    ring = (theme.FOCUS if state & CardState.FOCUS else HIGHLIGHT_RGB
            if state & CardState.HIGHLIGHT else None)
    if ring is not None:
        m = margin(rect.width)
        thick = m if state & CardState.FOCUS else max(2, round(m * 0.7))
        pygame.draw.rect(surface, ring, rect.inflate(2 * thick, 2 * thick),
                         border_radius=radius + thick)
    fill = (34, 27, 24) if state & CardState.DIM else (42, 33, 29)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, (98, 78, 66), rect, max(1, round(u * 0.4)), border_radius=radius)
    room = rect.width - 2 * u
    if room <= SMALLEST_PX:
        return rect
    px = _scaled(rect.width * 0.13)
    lines = []
    for words in (label, detail):
        if not words:
            continue
        size = text_mod.fitting_size(words, px, room, smallest=max(SMALLEST_PX,
                                                                    round(px * 0.7)))
        lines.append((text_mod.fit(words, size, room), size))
    step = max((text_mod.line_height(s) for _, s in lines), default=0)
    if step * len(lines) > rect.height - 2 * u:
        lines = lines[:1]
    y = rect.centery - step * len(lines) // 2
    colour = theme.FAINT if not state & CardState.HIGHLIGHT else (200, 230, 200)
    for words, size in lines:
        text_mod.draw_text(surface, words, (rect.centerx, y), size, colour, anchor="midtop")
        y += step
    return rect
