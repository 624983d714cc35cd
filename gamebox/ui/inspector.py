"""The card inspector: one card shown large beside everything written about it.

The table scene shows the focused or hovered piece here. The card is drawn by the same
painter as every other card, at the largest size the rect allows; beside it (or under it, in
a tall narrow rect) its words: the decision being made about it, its name, its type and
badge values, the counters lying on it, what its icon glyphs mean, its rules and flavour,
all fitted (the picture gets smaller, then the text, before anything is cut, and only the
flavour is left out).

Its words are at least the readable figure (`theme.BODY_UNITS`: 22 px at 1920x1080), written
at that figure times the text-size setting and shrunk, when they must, to the figure at
normal text and no further (`theme.floor_px`).
"""
from __future__ import annotations

import pygame

from ..engine.table import Piece
from . import theme
from .card import CardState, draw_card, fit_card, margin
from .card_look import CardLook
from .highlights import HitMap
from .paragraphs import block_height, fit_paragraphs
from .text import draw_text, line_height, within, wrap
from .widgets import panel

GAP_SHARE = 0.35
"""The space between two paragraphs, as a share of a line."""
CARD_SHARES = (1.0, 0.8, 0.64, 0.5, 0.4)
"""How much of its usual room the card picture may keep, largest first: it gets smaller
before a word of the rules is cut (a long decision over a long card, huge text)."""


def card_words(look: CardLook, piece: Piece) -> list[tuple[str, bool, tuple]]:
    """What the inspector writes about `piece`, as (text, bold, colour) paragraphs: name,
    stats, counters, glyphs, rules, flavour (the flavour last, so it goes first)."""
    face = piece.face
    if face is None:
        return [("Face down", True, theme.ACCENT),
                ("Its face is hidden from you.", False, theme.MUTED)]
    words: list[tuple[str, bool, tuple]] = [(str(face.get(look.name_field, "")), True,
                                             theme.ACCENT)]
    stats = []
    if face.get(look.frame_field) is not None:
        stats.append(str(face[look.frame_field]))
    for badge in look.badges:
        shown = badge.shows(face)
        if shown is not None:
            stats.append(f"{badge.label} {shown}")
    if stats:
        words.append((" \u00b7 ".join(stats), False, theme.MUTED))
    counters = [f"{look.mark_style(k).label}: {n}" for k, n in sorted(piece.marks.items())
                if n]
    if counters:
        words.append((" \u00b7 ".join(counters), False, theme.TEXT))
    meanings = dict(look.icon_words)
    glyphs = look.glyphs(face)
    if glyphs and meanings:
        words.append(("  ".join(f"{g}: {meanings.get(g, '')}" for g in glyphs), False,
                      theme.MUTED))
    rules = str(face.get(look.rules_field) or "")
    if rules:
        words.append((rules, False, theme.TEXT))
    flavour = str(face.get(look.flavour_field) or "")
    if flavour:
        words.append((flavour, False, theme.FAINT))
    return words


def draw_inspector(surface: pygame.Surface, rect: pygame.Rect, look: CardLook,
                   piece: Piece | None, *, heading: str = "") -> HitMap:
    """`piece` shown large in `rect` with all its words (`heading`, the decision about it,
    in the accent colour above them); for None, the panel with `heading` alone (a decision
    about no card still says what is asked). The card's rect is the hit map's one entry,
    under the piece's id."""
    with within(rect, surface):
        return _draw_inspector(surface, rect, look, piece, heading)


def _draw_inspector(surface: pygame.Surface, rect: pygame.Rect, look: CardLook,
                    piece: Piece | None, heading: str) -> HitMap:
    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL_RAISED, alpha=255)
    pad = max(2, round(u * 1.2))
    if piece is None and heading and rect.width > 32 and rect.height > 16:
        _paragraphs(surface, rect.inflate(-2 * pad, -2 * pad), [(heading, True, theme.ACCENT)])
    if piece is None or rect.width < 16 or rect.height < 16:
        return {}
    inner = rect.inflate(-2 * pad, -2 * pad)
    paragraphs = ([(heading, True, theme.ACCENT)] if heading else []) + card_words(look, piece)
    if heading and piece.face is not None:
        # the decision leads; the card's name follows in plain bold
        name = paragraphs[1]
        paragraphs[1] = (name[0], True, theme.TEXT)
    # side by side when the card at full height leaves a text column at least as wide
    cw, _ = fit_card((inner.width // 2, inner.height))
    wide = inner.width - (cw + 2 * margin(cw)) >= max(cw, round(u * 24))
    needed = paragraphs[:-1] if piece.face and piece.face.get(look.flavour_field) \
        else paragraphs  # (the flavour, last, may go)
    for share in CARD_SHARES:
        place, words = _card_and_words(inner, pad, wide, share)
        if _whole(surface, words, needed):
            break
    draw_card(surface, place, look, piece.face, piece.marks, CardState.NORMAL)
    if words.width > 16 and words.height > 8:
        _paragraphs(surface, words, paragraphs)
    return {piece.id: place}


def _card_and_words(inner: pygame.Rect, pad: int, wide: bool, share: float
                    ) -> tuple[pygame.Rect, pygame.Rect]:
    """The card's rect and the words' rect in `inner`, the card keeping `share` of its
    usual room: the left half (`wide`) or the top 62 %."""
    if wide:
        cw, ch = fit_card((round(inner.width // 2 * share), inner.height))
        m = margin(cw)
        place = pygame.Rect(inner.left + m, inner.top + (inner.height - ch) // 2, cw, ch)
        return place, pygame.Rect(place.right + m + pad, inner.top,
                                  inner.right - place.right - m - pad, inner.height)
    cw, ch = fit_card((inner.width, round(inner.height * 0.62 * share)))
    m = margin(cw)
    place = pygame.Rect(inner.centerx - cw // 2, inner.top + m, cw, ch)
    return place, pygame.Rect(inner.left, place.bottom + m + pad, inner.width,
                              inner.bottom - place.bottom - m - pad)


def _whole(surface: pygame.Surface, words: pygame.Rect, paragraphs: list) -> bool:
    """Whether `paragraphs` fit `words` whole at the smallest size `_paragraphs` uses."""
    if words.width <= 16 or words.height <= 8:
        return False
    px = theme.readable_px(surface)
    _, size = fit_paragraphs(paragraphs, px, theme.floor_px(surface), words.width,
                             words.height, GAP_SHARE)
    wrapped = [(wrap(t, size, words.width, bold, split_words=True), bold, c)
               for t, bold, c in paragraphs if t]
    return block_height(wrapped, size, GAP_SHARE) <= words.height


def _paragraphs(surface: pygame.Surface, words: pygame.Rect, paragraphs: list) -> None:
    """(text, bold, colour) paragraphs fitted into `words` from its top."""
    px = theme.readable_px(surface)
    blocks, px = fit_paragraphs(paragraphs, px, theme.floor_px(surface),
                                words.width, words.height, GAP_SHARE)
    step = line_height(px, True)
    y = words.top
    for lines, bold, colour in blocks:
        for line in lines:
            draw_text(surface, line, (words.left, y), px, colour, bold=bold)
            y += step
        y += round(step * GAP_SHARE)
