"""The card inspector: one card shown large beside everything written about it.

The table scene shows the focused or hovered piece here. The card is drawn by the same
painter as every other card, at the largest size the rect allows; beside it (or under it, in
a tall narrow rect) its words: the decision being made about it, its name, its type and
badge values, the counters lying on it, what its icon glyphs mean, its rules and flavour,
all fitted (the text gets smaller before anything is cut, and only the flavour is left out).
"""
from __future__ import annotations

import pygame

from ..engine.table import Piece
from . import theme
from .card import CardState, draw_card, fit_card, margin
from .card_look import CardLook
from .highlights import HitMap
from .paragraphs import fit_paragraphs
from .text import draw_text, line_height
from .widgets import panel

SMALLEST_SHARE = 0.7
"""The inspector's text may shrink to this share of its usual size before lines are cut."""
GAP_SHARE = 0.35
"""The space between two paragraphs, as a share of a line."""


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
    in the accent colour above them); an empty panel for None. The card's rect is the hit
    map's one entry, under the piece's id."""
    u = theme.unit(surface)
    panel(surface, rect, theme.PANEL_RAISED, alpha=255)
    if piece is None or rect.width < 16 or rect.height < 16:
        return {}
    pad = max(2, round(u * 1.2))
    inner = rect.inflate(-2 * pad, -2 * pad)
    # side by side when the card at full height leaves a text column at least as wide
    cw, ch = fit_card((inner.width // 2, inner.height))
    wide = inner.width - (cw + 2 * margin(cw)) >= max(cw, round(u * 24))
    if wide:
        m = margin(cw)
        place = pygame.Rect(inner.left + m, inner.top + (inner.height - ch) // 2, cw, ch)
        words = pygame.Rect(place.right + m + pad, inner.top,
                            inner.right - place.right - m - pad, inner.height)
    else:
        cw, ch = fit_card((inner.width, round(inner.height * 0.62)))
        m = margin(cw)
        place = pygame.Rect(inner.centerx - cw // 2, inner.top + m, cw, ch)
        words = pygame.Rect(inner.left, place.bottom + m + pad, inner.width,
                            inner.bottom - place.bottom - m - pad)
    draw_card(surface, place, look, piece.face, piece.marks, CardState.NORMAL)
    paragraphs = ([(heading, True, theme.ACCENT)] if heading else []) + card_words(look, piece)
    if heading and piece.face is not None:
        # the decision leads; the card's name follows in plain bold
        name = paragraphs[1]
        paragraphs[1] = (name[0], True, theme.TEXT)
    if words.width > 16 and words.height > 8:
        px = theme.text_px(surface, 1.7)
        blocks, px = fit_paragraphs(paragraphs, px, max(8, round(px * SMALLEST_SHARE)),
                                    words.width, words.height, GAP_SHARE)
        step = line_height(px, True)
        y = words.top
        for lines, bold, colour in blocks:
            for line in lines:
                draw_text(surface, line, (words.left, y), px, colour, bold=bold)
                y += step
            y += round(step * GAP_SHARE)
    return {piece.id: place}
