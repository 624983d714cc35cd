"""Card zones drawn from a `Zone`: a hand, a pile, a slot row and a stack of pending effects.

Each widget takes the rect it may use, the zone, the game's `CardLook` and the table's
`Highlights`, draws, and returns a `HitMap` whose rects all lie inside the rect (a card's
margin, where its ring goes, is kept inside too). None of them keeps state between frames:
the same arguments draw the same pixels (the faces come from `card.CACHE`).

A face-down piece is drawn as a back, and its hit map key is its own id, which names only
its place (`Piece.hidden`), so nothing the widgets return can follow a hidden card.
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

import pygame

from ..engine.table import Piece, Zone, place_id
from . import card, theme
from .card import CardState, card_height, draw_card, draw_place, fit_card, margin
from .card_look import CardLook
from .highlights import NO_HIGHLIGHTS, Highlights, HitMap
from .text import draw_text, fit, line_height, measure, within

def _boxed(widget):
    """`widget`'s text belongs inside the rect it is given (`text.within`: a recording
    checks it; nothing else changes)."""
    @functools.wraps(widget)
    def boxed(surface, rect, *args, **kwargs):
        with within(rect, surface):
            return widget(surface, rect, *args, **kwargs)
    return boxed


LIFT = 0.14
"""How far a focused or picked-up card rises out of a hand, as a share of its height."""
MINI_CARD = 36
"""The narrowest card a stack's row draws; narrower, a chip of its colour stands in."""
MIN_STRIP = 0.16
"""The least of a card a crowded hand leaves showing, as a share of its width (its badge
and the first letters of its name)."""


CAPTION_UNITS = 1.4


def caption(surface: pygame.Surface, rect: pygame.Rect, text: str,
            colour=theme.MUTED, cards: Callable[[pygame.Rect], int] | None = None
            ) -> pygame.Rect:
    """A zone's caption on one line at the top of `rect` (cut to fit); returns the rest of
    `rect` under it (all of it when `text` is empty).

    It takes at least the room a caption takes at normal text, so a smaller text size never
    leaves more room for the cards. With `cards` (the width of the cards a body rect holds)
    a larger text size writes the caption larger only when the cards under it keep their
    size; else it stays at the normal size: a bigger text setting never makes cards
    smaller (issue 23)."""
    if not text:
        return rect.copy()
    px = theme.text_px(surface, CAPTION_UNITS)
    normal = max(8, round(CAPTION_UNITS * theme.unit(surface)))
    body = _under_caption(surface, rect, max(px, normal))
    if body is None:
        return rect.copy()
    if px > normal and cards is not None:
        usual = _under_caption(surface, rect, normal)
        if usual is not None and cards(body) < cards(usual):
            px, body = normal, usual
    draw_text(surface, fit(text, px, rect.width), rect.topleft, px, colour,
              max_width=rect.width)
    return body


def _under_caption(surface: pygame.Surface, rect: pygame.Rect, px: int
                   ) -> pygame.Rect | None:
    """What of `rect` is left under a caption of `px` (None: no room for one)."""
    step = line_height(px)
    if step * 2 > rect.height:
        return None
    gap = max(1, round(theme.unit(surface) * 0.4))
    return pygame.Rect(rect.left, rect.top + step + gap, rect.width, rect.height - step - gap)


def zone_caption(zone: Zone) -> str:
    """``Deck (36)`` for a pile or hidden hand with a count, else the zone's label."""
    if zone.kind == "pile" or (zone.kind == "hand" and zone.hidden):
        return f"{zone.label} ({zone.total})" if zone.label else ""
    return zone.label


def _pieces_or_backs(zone: Zone) -> tuple[Piece, ...]:
    """The zone's pieces; for a hidden zone that lists none, one back per counted card
    (named by place, as `Piece.hidden` names them)."""
    if zone.pieces or not zone.count:
        return zone.pieces
    return tuple(Piece.hidden(zone.name, i) for i in range(zone.count))


def draw_hand_line(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
                   lit: Highlights = NO_HIGHLIGHTS) -> HitMap:
    """A hidden hand on one line of `rect`: ``Hand (n)`` and a back per card beside it, as
    tall as the line (a seat's panel giving its room to what reads from afar). The caption
    takes the text size's size where the line has room, else normal text's."""
    name = zone.name
    backs = _pieces_or_backs(zone)
    words = f"Hand ({len(backs)})"
    px = theme.text_px(surface, CAPTION_UNITS)
    if line_height(px) > rect.height or measure(words, px)[0] > rect.width // 2:
        px = max(8, round(CAPTION_UNITS * theme.unit(surface)))
    if line_height(px) > rect.height:
        return {name: rect}
    with within(rect, surface):
        shown = draw_text(surface, fit(words, px, rect.width), (rect.left, rect.centery), px,
                          theme.MUTED, anchor="midleft", max_width=rect.width)
    if not backs:
        return {name: rect}
    gap = round(0.6 * theme.unit(surface))
    row = pygame.Rect(shown.right + gap, rect.top, rect.right - shown.right - gap, rect.height)
    cw = fit_card((10_000, rect.height))[0]
    row.width = min(row.width, len(backs) * (cw + 2 * margin(cw)))
    if row.width <= 0:
        return {name: rect}
    return draw_row(surface, row, Zone(name, "row", backs, size=len(backs)), look, lit,
                    places=[p.at if p.at is not None else i for i, p in enumerate(backs)])


# ---- hand -----------------------------------------------------------------------------------
def hand_positions(rect: pygame.Rect, count: int, focus: int | None
                   ) -> tuple[tuple[int, int], list[int], int]:
    """Card size, each card's x, and the lift room, for `count` cards in `rect`.

    Cards sit side by side when they fit; else they overlap, each showing at least
    `MIN_STRIP` of itself (smaller cards when even that does not fit), and the focused
    card is shown whole: the cards after it make room."""
    lift_room = round(rect.height * LIFT / (1 + LIFT))
    cw, ch = fit_card((rect.width, rect.height - lift_room))
    if count == 0:
        return (cw, ch), [], lift_room
    while True:
        m = margin(cw)
        room = rect.width - 2 * m
        gap = max(2, round(cw * 0.08))
        if count * cw + (count - 1) * gap <= room:
            total = count * cw + (count - 1) * gap
            x0 = rect.left + m + (room - total) // 2
            return (cw, ch), [x0 + i * (cw + gap) for i in range(count)], lift_room
        strip = (room - cw) / (count - 1)
        spread = focus is not None and 0 <= focus < count - 1 and count >= 3
        if spread:
            strip = (room - 2 * cw) / (count - 2)
        if strip >= max(4, cw * MIN_STRIP) or cw <= 12:
            xs, x = [], float(rect.left + m)
            for i in range(count):
                xs.append(round(x))
                x += cw if spread and i == focus else strip
            return (cw, ch), xs, lift_room
        cw -= 1
        ch = card_height(cw)


@_boxed
def draw_hand(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
              lit: Highlights = NO_HIGHLIGHTS, *, arc: bool = False) -> HitMap:
    """A hand: cards in a row, overlapping when crowded, the focused (or picked-up) card
    lifted and shown whole. A hidden hand (another seat's) draws backs and a count.

    Hit rects are the parts of each card left showing, so they never overlap; `arc` bends
    the row into a gentle fan (the ends sit lower)."""
    hits: HitMap = {}
    pieces = _pieces_or_backs(zone)
    ids = [p.id for p in pieces]
    focus = ids.index(lit.focus) if lit.focus in ids else None
    body = caption(surface, rect, zone_caption(zone),
                   cards=lambda r: hand_positions(r, len(pieces), focus)[0][0])
    if not pieces:
        draw_place(surface, pygame.Rect(body.left, body.top, *fit_card(body)), "empty",
                   lit.state(zone.name))
        return {zone.name: pygame.Rect(body.left, body.top, *fit_card(body))}
    (cw, ch), xs, lift_room = hand_positions(body, len(pieces), focus)
    m = margin(cw)
    base = body.top + lift_room + (body.height - lift_room - ch) // 2
    middle = (len(pieces) - 1) / 2 or 1
    for i, (piece, x) in enumerate(zip(pieces, xs)):
        state = lit.state(piece.id)
        y = base
        if arc:
            y += round(lift_room * 0.45 * ((i - middle) / middle) ** 2)
        if state & (CardState.FOCUS | CardState.SELECT):
            y -= lift_room - m
        place = pygame.Rect(x, y, cw, ch)
        draw_card(surface, place, look, piece.face, piece.marks, state)
        shown = place.copy()
        if i + 1 < len(xs) and xs[i + 1] < place.right:
            shown.width = xs[i + 1] - x
        hits[piece.id] = shown
    if zone.hidden or all(not p.face_up for p in pieces):
        _count_pill(surface, pygame.Rect(xs[-1], base, cw, ch), zone.total)
    return hits


def _count_pill(surface: pygame.Surface, card_rect: pygame.Rect, count: int) -> None:
    """``×7`` in a dark pill at a card's bottom right (a hidden hand, a pile)."""
    px = max(8, round(card_rect.width * 0.2))
    label = f"\u00d7{count}"
    w = min(card_rect.width, round(px * 0.7 * len(label)) + px)
    pill = pygame.Rect(0, 0, w, line_height(px, True) + 2)
    pill.bottomright = (card_rect.right - 2, card_rect.bottom - 2)
    pygame.draw.rect(surface, (24, 20, 20), pill, border_radius=pill.height // 2)
    draw_text(surface, fit(label, px, pill.width - 4, True), pill.center, px, theme.TEXT,
              bold=True, anchor="center")


# ---- pile -----------------------------------------------------------------------------------
@_boxed
def draw_pile(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
              lit: Highlights = NO_HIGHLIGHTS) -> HitMap:
    """A deck or discard: its caption with the count, a stack edge as thick as the pile is
    high, and its top card (face up when this seat sees it). An empty pile, and a pile
    whose top lies face down, are keyed by the zone's name (``deck``); a face-up top by its
    piece's id."""
    total = zone.total
    layers = min(6, (total + 5) // 6)
    u = theme.unit(surface)
    step = max(1, round(u * 0.22))
    body = caption(surface, rect, zone_caption(zone), cards=lambda r: fit_card(
        (r.width - layers * step, r.height - layers * step))[0])
    cw, ch = fit_card((body.width - layers * step, body.height - layers * step))
    m = margin(cw)
    place = pygame.Rect(body.left + m, body.top + m, cw, ch)
    if total == 0 or not zone.pieces and not zone.count:
        draw_place(surface, place, "empty", lit.state(zone.name))
        return {zone.name: place}
    for n in range(layers, 0, -1):  # the edges of the cards under the top one
        edge = place.move(n * step, n * step)
        pygame.draw.rect(surface, look.back_colour if zone.hidden or not zone.pieces
                         or not zone.pieces[-1].face_up else (70, 60, 56), edge,
                         border_radius=max(3, round(cw * 0.065)))
        pygame.draw.rect(surface, look.edge, edge, 1, border_radius=max(3, round(cw * 0.065)))
    top = zone.pieces[-1] if zone.pieces else Piece.hidden(zone.name, total - 1)
    # a face-down top answers to the pile's name: no id of a card nobody sees in a hit map
    key = top.id if top.face_up else zone.name
    draw_card(surface, place, look, top.face, top.marks, lit.state(key))
    return {key: place}


# ---- slot row -------------------------------------------------------------------------------
@_boxed
def draw_row(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
             lit: Highlights = NO_HIGHLIGHTS, *, places: Sequence[Any] | None = None,
             labels: Sequence[str] = (), details: Sequence[str] = ()) -> HitMap:
    """Places in a line (a plate, a mouth's slots): each the piece lying there (by
    `Piece.at`) or an empty place with its outline and label.

    `places` are the places shown, left to right (default ``0 .. size - 1``); `labels` and
    `details` name the empty ones in the same order (``Food``, ``slot 2``). An empty place's
    hit id is `place_id(zone.name, place)`."""
    shown = list(range(zone.size if zone.size is not None else len(zone.pieces))) \
        if places is None else list(places)
    n = max(1, len(shown))
    body = caption(surface, rect, zone.label,
                   cards=lambda r: fit_card((r.width // n, r.height))[0])
    if not shown:
        return {}
    # the largest cards for which n of them, with margins and gaps, fit the row
    cw, ch = fit_card((body.width // n, body.height))
    m = margin(cw)
    slot_w = cw + 2 * m
    spare = body.width - n * slot_w
    gap = min(max(0, spare // max(1, n - 1)), round(cw * 0.12)) if n > 1 else 0
    x = body.left + m + (body.width - n * slot_w - (n - 1) * gap) // 2
    y = body.top + m + (body.height - ch - 2 * m) // 2
    hits: HitMap = {}
    for i, at in enumerate(shown):
        place = pygame.Rect(x, y, cw, ch)
        piece = zone.at(at)
        if piece is not None:
            draw_card(surface, place, look, piece.face, piece.marks, lit.state(piece.id))
            hits[piece.id] = place
        else:
            key = place_id(zone.name, at)
            draw_place(surface, place, labels[i] if i < len(labels) else "",
                       lit.state(key), details[i] if i < len(details) else "")
            hits[key] = place
        x += slot_w + gap
    return hits


# ---- stack of pending effects ---------------------------------------------------------------
@_boxed
def draw_stack(surface: pygame.Surface, rect: pygame.Rect, zone: Zone, look: CardLook,
               lit: Highlights = NO_HIGHLIGHTS) -> HitMap:
    """Pending effects, the last one on top: a row each, newest at the top, each a small
    card (when it has a face) and its line of text (its label, else its name and rules).
    When they do not all fit the oldest give way to a ``+N more`` line at the bottom."""
    body = caption(surface, rect, zone.label)
    u = theme.unit(surface)
    px = theme.text_px(surface, 1.4)
    step = line_height(px)
    row_h = max(2 * step + round(u * 0.6), round(u * 6))
    pieces = list(reversed(zone.pieces))
    fits = max(0, body.height // row_h)
    if len(pieces) > fits:
        fits = max(0, (body.height - step) // row_h)
    hits: HitMap = {}
    y = body.top
    pad = max(2, round(u * 0.4))
    for n, piece in enumerate(pieces[:fits]):
        row = pygame.Rect(body.left, y, body.width, row_h - pad)
        state = lit.state(piece.id)
        fill = theme.PANEL_RAISED if n == 0 else theme.PANEL
        pygame.draw.rect(surface, fill, row, border_radius=max(3, round(u * 0.6)))
        ring = (theme.FOCUS if state & CardState.FOCUS else card.HIGHLIGHT_RGB
                if state & CardState.HIGHLIGHT else theme.ACCENT if n == 0 else theme.PANEL_EDGE)
        pygame.draw.rect(surface, ring, row, max(1, round(u * (0.3 if n == 0 else 0.12))),
                         border_radius=max(3, round(u * 0.6)))
        text_left = row.left + pad * 2
        if piece.face is not None or piece.kind == "card":
            cw, ch = fit_card((round((row.height - 2 * pad) / card.ASPECT) + 8,
                               row.height - 2 * pad))
            if cw >= MINI_CARD:
                mini = pygame.Rect(row.left + pad + margin(cw),
                                   row.top + (row.height - ch) // 2, cw, ch)
                draw_card(surface, mini, look, piece.face, piece.marks,
                          state & ~CardState.FOCUS)
            else:  # too small to read: a chip in the card's frame colour (or its back's)
                mini = pygame.Rect(row.left + pad + margin(cw), row.top + pad,
                                   max(4, round(u * 1.2)), row.height - 2 * pad)
                pygame.draw.rect(surface, look.frame_colour(piece.face) if piece.face
                                 else look.back_colour, mini, border_radius=max(2, round(u * 0.4)))
            text_left = mini.right + margin(cw) + pad
        words = piece.label or str((piece.face or {}).get(look.name_field, ""))
        rules = str(piece.face.get(look.rules_field) or "") if piece.face else ""
        room = row.right - pad - text_left
        colour = theme.TEXT if not state & CardState.DIM else theme.FAINT
        lines = [(words, True, colour)] + ([(rules, False, theme.MUTED)] if rules else [])
        ty = row.top + (row.height - step * min(2, len(lines))) // 2
        for words, bold, colour in lines[:2]:
            if room > 8:
                draw_text(surface, fit(words, px, room, bold), (text_left, ty), px, colour,
                          bold=bold)
            ty += step
        hits[piece.id] = row
        y += row_h
    if len(pieces) > fits:
        draw_text(surface, fit(f"+{len(pieces) - fits} more", px, body.width), (body.left, y),
                  px, theme.MUTED)
    return hits
