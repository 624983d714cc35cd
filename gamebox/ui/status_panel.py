"""A status panel: one seat's or character's standing facts drawn from a `Status` (typed
facts built by the game's table module, `gamebox.engine.table`), framed in the seat's colour.

Laid out inside the seat frame (`tokens.draw_seat`: the title, the note, the raised frame of
the one acting), left to right and top to bottom:

- a portrait: a card (`Status.portrait`, a Grizzled's card) or a picture the game paints
  (GGT's Monster), veiled when the character is out;
- beside it, the stats as chips (the word in a corner, the number large), then a line of
  pools as bars and token counts (discs, or a lettered disc and ``×N``), then each list of
  chips: one a line with a tag, words and coloured numbers (limb spots), or small tiles a
  few to a line (Support tiles, backs for another seat's);
- under all that (`PanelLook.top` < 1), a row of small cards, or with `PanelLook.card_chips`
  a column of chips (a Grizzled's Hard Knocks: name and keyword at the readable figure), and
  room the game fills with its own zones (`status_parts(...)["rest"]`: a hand of backs).

Like every kit widget it takes data, the table's `Highlights` and a rect, draws, and returns
the `HitMap` of what it drew (every id of the facts that was drawn), all inside the rect.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping

import pygame

from ..engine.table import Chip, Chips, Stat, Status, Tokens
from . import theme
from .card import draw_card, fit_card, margin
from .card_chip import draw_chip_list
from .card_look import CardLook
from .highlights import NO_HIGHLIGHTS, Highlights, HitMap, draw_ring
from .text import draw_text, fit, fitting_size, line_height, measure
from .tokens import draw_seat, seat_header
from .zones import draw_row

PortraitPainter = Callable[[pygame.Surface, pygame.Rect], None]
"""Paints a game's picture into the portrait's box (a Monster with its limbs)."""


@dataclass(frozen=True)
class PanelLook:
    """How a game's status panels look: colours by fact kind, and the share of each part."""

    colours: Mapping[str, tuple] = field(default_factory=dict)
    """A stat's, a token's or a number's colour by its `kind`."""
    top: float = 1.0
    """The share of the inside the portrait and the facts beside it take (the rest: cards,
    then the game's own zones)."""
    cards: float = 0.0
    """The share of the inside the row of cards takes."""
    portrait_width: float = 0.36
    """The most of the inside's width the portrait takes."""
    gap: float = 1.0
    """The room between the portrait and the facts beside it, in the window's units."""
    paper: tuple = (226, 212, 184)
    """A face-up tile's colour; `ink` its words and a lettered token's letter."""
    ink: tuple = (58, 46, 36)
    back: tuple = (70, 72, 64)
    """A tile lying face down; `back_edge` its rim."""
    back_edge: tuple = (120, 118, 100)
    row: tuple = (44, 40, 36)
    """A chip's backing in a list of rows; `alert_row` when it is alerted (torn off)."""
    alert_row: tuple = (60, 30, 28)
    alert_ink: tuple = (236, 120, 110)
    pool_back: tuple = (40, 20, 20)
    card_chips: bool = False
    """Draw the row of cards as a column of chips (`card_chip.draw_chip_list`): each card's
    name and keyword at the readable figure, the card itself in the inspector (a
    Grizzled's Hard Knocks: a card that would fit the panel is too small to read)."""
    chip_prefer: str = "keyword"
    """What a chip too narrow for both says: ``keyword`` (what the card does) or ``name``."""

    def colour(self, kind: str) -> tuple:
        return tuple(self.colours.get(kind, theme.ACCENT))


def shade(rgb, amount: float) -> tuple:
    """`rgb` lightened (amount > 0) or darkened (< 0) by that share.

    >>> shade((100, 100, 100), -0.5), shade((100, 100, 100), 0.5)
    ((50, 50, 50), (178, 178, 178))
    """
    if amount < 0:
        return tuple(round(c * (1 + amount)) for c in rgb[:3])
    return tuple(round(c + (255 - c) * amount) for c in rgb[:3])


def status_parts(surface: pygame.Surface, rect: pygame.Rect, look: PanelLook,
                 card_portrait: bool = False) -> dict[str, pygame.Rect]:
    """The parts of a panel drawn in `rect`: ``portrait`` (square for a painted picture,
    a card's box for a card), ``body`` (the facts beside it), ``cards`` (the row under
    them) and ``rest`` (what is left at the bottom, for the game's own zones).

    The title line over them grows with the text size only while the portrait, the row of
    cards and the rest keep their size (`tokens.header_px`)."""
    _, inside = seat_header(surface, rect, _panel_cards(surface, look, card_portrait))
    return _parts(surface, inside, look, card_portrait)


def _panel_cards(surface: pygame.Surface, look: PanelLook, card_portrait: bool
                 ) -> Callable[[pygame.Rect], tuple]:
    """The sizes of the cards (and the picture) a panel whose inside is a rect would draw:
    its portrait, a card of its row of cards, a card as high as its rest."""
    def sizes(inside: pygame.Rect) -> tuple:
        parts = _parts(surface, inside, look, card_portrait)
        portrait = parts["portrait"]
        widths = [fit_card(portrait)[0] if card_portrait else portrait.width]
        if parts["cards"].height:
            # chips: the height their words have (a taller title must not squeeze them)
            widths.append(parts["cards"].height if look.card_chips
                          else fit_card((10_000, parts["cards"].height))[0])
        if parts["rest"].height:
            widths.append(fit_card((10_000, parts["rest"].height))[0])
        return tuple(widths)
    return sizes


def _parts(surface: pygame.Surface, inside: pygame.Rect, look: PanelLook,
           card_portrait: bool) -> dict[str, pygame.Rect]:
    u = theme.unit(surface)
    gap = round(0.4 * u)
    top_h = round(inside.height * look.top) if look.top < 1 else inside.height
    most_w = round(inside.width * look.portrait_width)
    if card_portrait:
        portrait = pygame.Rect(inside.left, inside.top,
                               min(most_w, fit_card((10_000, top_h))[0] + 2 * margin(60)), top_h)
    else:
        side = min(top_h, most_w)
        portrait = pygame.Rect(inside.left, inside.top, side, side)
    body_x = portrait.right + (round(look.gap * u) if portrait.width else 0)
    body = pygame.Rect(body_x, inside.top, inside.right - body_x, top_h)
    cards_h = round(inside.height * look.cards)
    cards = pygame.Rect(inside.left, inside.top + top_h + gap, inside.width, cards_h)
    rest_y = cards.bottom + gap if cards_h else inside.top + top_h + gap
    rest = pygame.Rect(inside.left, rest_y, inside.width, max(0, inside.bottom - rest_y))
    return {"portrait": portrait, "body": body, "cards": cards, "rest": rest}


_KEPT: dict[tuple, tuple] = {}
"""Panels drawn once and blitted while nothing they show changes (`draw_status`'s `keep`)."""


def draw_status(surface: pygame.Surface, rect: pygame.Rect, status: Status,
                lit: Highlights = NO_HIGHLIGHTS, *, colour: tuple, look: PanelLook = PanelLook(),
                card_look: CardLook | None = None, paint_portrait: PortraitPainter | None = None,
                note: str | None = None, keep: bool = False) -> HitMap:
    """Draw `status` in `rect` framed in `colour` (see the module's notes); `note` replaces
    `Status.note` after the title (a game adds the seat's name). Returns the hit map.

    With `keep`, the panel's picture is kept and blitted again while the same `Status`
    object is drawn in the same place, size and colours with the same lights on its ids:
    for a game whose table gives a new `Status` whenever its facts or its painted portrait
    change (GGT's Monitors are made per Monitor view)."""
    if not keep:
        return _draw_status(surface, rect, status, lit, colour, look, card_look,
                            paint_portrait, note)
    area = rect.clip(surface.get_rect())
    key = (tuple(area), tuple(colour), note, surface.get_size(), theme.text_scale(),
           tuple(int(lit.state(i)) for i in status.ids()), id(look), id(card_look))
    kept = _KEPT.get(id(status))
    if kept is not None and kept[0] is status and kept[1] == key:
        surface.blit(kept[2], area)
        return dict(kept[3])
    hits = _draw_status(surface, rect, status, lit, colour, look, card_look, paint_portrait,
                        note)
    if len(_KEPT) > 32:
        _KEPT.clear()
    _KEPT[id(status)] = (status, key, surface.subsurface(area).copy(), dict(hits))
    return hits


def _draw_status(surface, rect, status: Status, lit: Highlights, colour, look: PanelLook,
                 card_look, paint_portrait, note) -> HitMap:
    hits = draw_seat(surface, rect, None, colour, status.title, lit, active=status.active,
                     facts=status.note if note is None else note, key=status.id,
                     cards=_panel_cards(surface, look, status.portrait is not None))
    parts = status_parts(surface, rect, look, status.portrait is not None)
    box = parts["portrait"]
    if status.portrait is not None and card_look is not None:
        cw, ch = fit_card(box)
        place = pygame.Rect(box.left + margin(cw), box.top + margin(cw), cw, ch)
        draw_card(surface, place, card_look, status.portrait.face,
                  state=lit.state(status.portrait.id))
        hits[status.portrait.id] = place
    elif paint_portrait is not None and box.width >= 16:
        pygame.draw.rect(surface, shade(colour, -0.7), box, border_radius=6)
        paint_portrait(surface, box)
        if status.out:
            veil = pygame.Surface(box.size, pygame.SRCALPHA)
            veil.fill((10, 10, 10, 150))
            surface.blit(veil, box)
    body = parts["body"]
    px = theme.text_px(surface, 1.4)
    line = line_height(px)
    y = body.top
    chips = [s for s in status.stats if s.most is None]
    small = theme.text_px(surface, 1.3)
    if chips:  # (the words under the chips are no larger than the chips' own)
        y, small = _stat_chips(surface, body, chips, look, lit, hits, line)
    flow = [s for s in status.stats if s.most is not None] + list(status.tokens)
    if flow:
        y = _flow(surface, pygame.Rect(body.left, y, body.width, body.bottom - y), flow,
                  look, lit, hits, small, line)
    for chips_fact in status.lists:
        y = _chips(surface, pygame.Rect(body.left, y, body.width, body.bottom - y),
                   chips_fact, look, lit, hits, small, line)
    if status.cards is not None and parts["cards"].height > 0:
        area = parts["cards"]
        pieces = status.cards.pieces
        if pieces and card_look is not None and look.card_chips:
            # (the chips reach a little into the frame's padding: a long keyword keeps its
            # line at the readable figure)
            hits.update(draw_chip_list(surface, area, status.cards, card_look, lit,
                                       places=[p.at for p in pieces],
                                       prefer=look.chip_prefer,
                                       reach=round(0.4 * theme.unit(surface))))
        elif pieces and card_look is not None:
            hits.update(draw_row(surface, area, status.cards, card_look, lit,
                                 places=[p.at for p in pieces]))
        elif status.empty_cards:
            size = fitting_size(status.empty_cards, px, area.width,
                                smallest=min(px, round(1.4 * theme.unit(surface))))
            draw_text(surface, fit(status.empty_cards, size, area.width), area.topleft, size,
                      theme.FAINT)
    return hits


def _stat_chips(surface, body: pygame.Rect, stats: list[Stat], look: PanelLook,
                lit: Highlights, hits: HitMap, line: int) -> tuple[int, int]:
    """The stats as chips side by side: the word in the top-left corner, the number large
    in the bottom-right; returns the y under them and the small text size they chose."""
    chip_w = body.width // len(stats)
    chip_h = min(round(line * 2.1), body.height // 3)
    big = fitting_size("88", round(chip_h * 0.62), chip_w - 4, True)
    small = max(8, min(theme.text_px(surface, 1.4), round(chip_h * 0.34)))
    for i, stat in enumerate(stats):
        rgb = look.colour(stat.kind)
        chip = pygame.Rect(body.left + i * chip_w, body.top, chip_w - 3, chip_h)
        pygame.draw.rect(surface, shade(rgb, -0.55), chip, border_radius=5)
        pygame.draw.rect(surface, rgb, chip, 2, border_radius=5)
        # the word in the top-left, never under the number in the bottom-right
        word = stat.short or stat.name
        room = chip.width - measure(str(stat.value), big, True)[0] - 8
        word_px = fitting_size(word, small, max(8, room + 4), True)
        draw_text(surface, word, (chip.left + 3, chip.top + 1), word_px, shade(rgb, 0.5),
                  bold=True)
        draw_text(surface, str(stat.value), (chip.right - 4, chip.bottom - 1), big,
                  theme.TEXT, bold=True, anchor="bottomright")
        draw_ring(surface, chip, lit.state(stat.id))
        hits[stat.id] = chip
    return body.top + chip_h + 4, small


def _flow(surface, area: pygame.Rect, items: list, look: PanelLook, lit: Highlights,
          hits: HitMap, px: int, line: int) -> int:
    """Pools as bars and token counts, left to right, onto a new line when one is full
    (`line` high, words `px` large); returns the y under the last line."""
    lettered = any(isinstance(item, Tokens) and item.mark for item in items)
    step = line_height(px, True) + round(0.5 * theme.unit(surface)) if lettered else line
    below = 0 if lettered else 4
    x, y = area.left, area.top
    for n, item in enumerate(items):
        if isinstance(item, Stat):
            want = round(area.width * 0.58) if n + 1 < len(items) else area.width
        elif item.mark:
            want = _token_width(item, px, step)
        else:
            want = area.right - x if x > area.left else area.width
        if x > area.left and x + want > area.right:
            x, y = area.left, y + step + below
        if y + line > area.bottom:
            break
        box = pygame.Rect(x, y, min(want, area.right - x), step)
        if isinstance(item, Stat):
            box.height = line
            _bar(surface, box, item, look, px)
        else:
            box = _tokens(surface, box, item, look, px, line)
        draw_ring(surface, box, lit.state(item.id))
        hits[item.id] = box
        x = box.right + 6
    return y + step + below


def _bar(surface, bar: pygame.Rect, stat: Stat, look: PanelLook, px: int) -> None:
    """A pool filled to its value, its words over it (``Health pool 4/9``, or shorter)."""
    most = max(1, stat.most or 1)
    pygame.draw.rect(surface, look.pool_back, bar, border_radius=4)
    fill = bar.copy()
    fill.width = round(bar.width * max(0, min(stat.value, most)) / most)
    pygame.draw.rect(surface, look.colour(stat.kind), fill, border_radius=4)
    words = f"{stat.name} {stat.value}/{most}"
    if measure(words, px, True)[0] > bar.width - 8:
        words = f"{stat.short or stat.name.split()[-1]} {stat.value}/{most}"
    draw_text(surface, fit(words, px, bar.width - 6), (bar.left + 4, bar.centery), px,
              theme.TEXT, bold=True, anchor="midleft")


def _token_words(tokens: Tokens) -> str:
    if tokens.count == 1 and tokens.one:
        return tokens.one
    return f"\u00d7{tokens.count} {tokens.name}"


def _token_width(tokens: Tokens, px: int, step: int) -> int:
    r = max(4, step // 2 - 1)
    return 2 * r + round(0.6 * r) + measure(_token_words(tokens), px, True)[0] + 4


def _tokens(surface, box: pygame.Rect, tokens: Tokens, look: PanelLook, px: int,
            line: int) -> pygame.Rect:
    """A count of tokens: a lettered disc and its words, or a disc per token as far as
    they fit and ``×N`` after them (``N name`` when none fits). Returns what it covers."""
    rgb = look.colour(tokens.kind)
    if tokens.mark:
        # its words whole (who leads a Grizzled's Mission): the disc and its words written
        # smaller, as far as at normal text, rather than cut short at a larger text size
        words = _token_words(tokens)
        smallest = min(px, max(8, round(px / max(1.0, theme.text_scale()))))
        size, r = px, max(4, box.height // 2 - 1)
        while 2 * r + round(0.6 * r) + measure(words, size, True)[0] > box.width:
            tight = max(4, line_height(size, True) // 2)  # (a disc as tall as its words)
            if r > tight:
                r = tight
            elif size > smallest:
                size -= 1
            else:
                break
        centre = (box.left + r, box.centery)
        pygame.draw.circle(surface, rgb, centre, r)
        pygame.draw.circle(surface, look.ink, centre, r, max(1, r // 5))
        draw_text(surface, tokens.mark, centre, round(r * 1.2), look.ink, bold=True,
                  anchor="center")
        room = box.right - centre[0] - r - round(0.6 * r)
        shown = draw_text(surface, fit(words, size, room, True),
                          (centre[0] + r + round(0.6 * r), centre[1]), size, theme.TEXT,
                          bold=True, anchor="midleft", max_width=room)
        return pygame.Rect(box.left, box.top, shown.right - box.left, box.height)
    r = max(3, line // 2 - 1)
    count = tokens.count
    fits = max(0, (box.width - measure("x88", px, True)[0]) // (r + 2))
    shown = min(count, fits)
    cy = box.top + line // 2
    for k in range(shown):
        c = (box.left + r + k * (r + 2), cy)
        pygame.draw.circle(surface, shade(rgb, -0.5), c, r)
        pygame.draw.circle(surface, rgb, c, r - 1)
    words = f"{count} {tokens.name}" if shown == 0 else (f"\u00d7{count}" if shown < count
                                                         else "")
    left = box.left + shown * (r + 2) + (r + 2 if shown else 0)
    if words and box.right - left >= 8:  # (the words start after the discs' last radius)
        draw_text(surface, fit(words, px, box.right - left), (left, cy), px, rgb,
                  bold=True, anchor="midleft")
    return pygame.Rect(box.left, box.top, box.width, line)


def _chips(surface, area: pygame.Rect, chips: Chips, look: PanelLook, lit: Highlights,
           hits: HitMap, px: int, line: int) -> int:
    """A list of chips (see `Chips.shape`), rows at most `line` + 4 high; returns the y
    under it."""
    if not chips.chips and not chips.id or area.height <= 8:
        return area.top
    if chips.shape == "tiles":
        return _tiles(surface, area, chips, look, lit, hits, px)
    n = len(chips.chips)
    cols = 1 if area.height // n >= line else 2
    per_col = -(-n // cols)
    row_h = min(line + 4, area.height // per_col)
    col_w = area.width // cols
    size = max(8, min(px, row_h - 2))
    for k, chip in enumerate(chips.chips):
        c, r = divmod(k, per_col)
        box = pygame.Rect(area.left + c * col_w, area.top + r * row_h, col_w - 3, row_h - 2)
        _chip_row(surface, box, chip, look, size, tagged=cols == 1)
        draw_ring(surface, box, lit.state(chip.id))
        hits[chip.id] = box
    return area.top + per_col * row_h


def _chip_row(surface, box: pygame.Rect, chip: Chip, look: PanelLook, px: int,
              tagged: bool) -> None:
    """One chip on a line: its tag, its words, its numbers coloured by kind at the right,
    the tokens lying on it; an alerted chip in warning red. Without room for the tag
    column (`tagged` False) an alerted chip says its tag in its words."""
    pygame.draw.rect(surface, look.alert_row if chip.alert else look.row, box, border_radius=4)
    x = box.left + 3
    if tagged and chip.tag:
        draw_text(surface, chip.tag, (x, box.centery), px, theme.MUTED, bold=True,
                  anchor="midleft")
    if tagged:
        x += measure("Wing", px, True)[0] + 6
    right = box.right - 3
    if chip.marks:
        r = max(3, box.height // 2 - 2)
        for _ in range(chip.marks):
            pygame.draw.circle(surface, look.colour("marks"), (right - r, box.centery), r)
            right -= 2 * r + 3
    if chip.alert:
        words = chip.text if tagged or not chip.tag else f"{chip.tag.lower()}: {chip.text}"
        draw_text(surface, fit(words, px, right - x), (x, box.centery), px, look.alert_ink,
                  anchor="midleft")
        return
    adds = [(f"{'+' if v > 0 else ''}{v}", kind) for kind, v in chip.adds if v]
    cell = measure("+8", px, True)[0] + 4
    name_room = right - x - cell * len(adds) - 4
    if name_room < measure("Abc\u2026", px)[0]:
        adds, name_room = [], right - x
    draw_text(surface, fit(chip.text, px, name_room), (x, box.centery), px, theme.TEXT,
              anchor="midleft")
    for n, (words, kind) in enumerate(reversed(adds)):
        draw_text(surface, words, (right - n * cell, box.centery), px,
                  shade(look.colour(kind), 0.35), bold=True, anchor="midright")


def _tiles(surface, area: pygame.Rect, chips: Chips, look: PanelLook, lit: Highlights,
           hits: HitMap, px: int) -> int:
    """Small tiles a few to a line under the list's caption (its last word when the whole
    does not fit); the whole list answers to its id."""
    u = theme.unit(surface)
    line = line_height(px)
    if area.height < line + 8:
        return area.top
    label = chips.label if measure(chips.label, px)[0] <= area.width else \
        chips.label.split()[-1].title()
    draw_text(surface, fit(label, px, area.width), area.topleft, px, theme.MUTED)
    inner = pygame.Rect(area.left, area.top + line, area.width, area.height - line)
    if chips.id:
        draw_ring(surface, inner, lit.state(chips.id))
        hits[chips.id] = inner
    gap = round(0.3 * u)
    tw = max(8, min(round(5.2 * u), (inner.width - gap * 3) // 3))
    th = max(8, min(round(2.6 * u), inner.height // 2 - round(0.2 * u)))
    x, y = inner.left, inner.top
    for chip in chips.chips:
        if x + tw > inner.right:
            x, y = inner.left, y + th + gap
        if y + th > inner.bottom:
            break
        tile = pygame.Rect(x, y, tw, th)
        radius = round(0.4 * u)
        if chip.face_up:
            pygame.draw.rect(surface, look.paper, tile, border_radius=radius)
        else:
            pygame.draw.rect(surface, look.back, tile, border_radius=radius)
            pygame.draw.rect(surface, look.back_edge, tile, 1, border_radius=radius)
        if chip.text:
            size = min(px, round(th * 0.55))
            words = chip.text
            if measure(words, size, True)[0] > tw - 4 and chip.short:
                words = chip.short
            size = fitting_size(words, size, tw - 4, True)  # (smaller before cut short)
            draw_text(surface, fit(words, size, tw - 4, True), tile.center, size,
                      look.ink if chip.face_up else theme.TEXT, bold=True, anchor="center")
        draw_ring(surface, tile, lit.state(chip.id))
        hits[chip.id] = tile
        x += tw + gap
    return y + th + gap
