"""The Grizzled's own art, drawn by code: the six Threat symbols, the Trap and Luck marks, a
card's art window, the box's muted palette, and the table's own pieces: a pile lying on its
card (`draw_deck`), the active Threats counted by type (`draw_threat_counts`) and how a
Grizzled's status panel looks (`PANEL_LOOK`, drawn by the kit's `ui/status_panel.py`).

Sober on purpose (the designers' note asks for respect): sepia paper, field grey, khaki, a
muted red for danger; symbols in plain strokes, no weapons and no blood. Every symbol is drawn
into a square of any size from a handful of primitives, and cached as a Surface per (symbol,
size, ink) so a board draws them by blitting.
"""
from __future__ import annotations

import math

import pygame

from ...ui import theme
from ...ui.card import draw_card, fit_card, margin
from ...ui.highlights import draw_ring
from ...ui.status_panel import PanelLook
from ...ui.text import draw_text, fitting_size
from ...ui.zones import caption
from .knocks import THREATS

PAPER = (226, 212, 184)
"""The sepia paper a Threat card's symbols are printed on."""
PAPER_DARK = (196, 178, 146)
INK = (58, 46, 36)
"""Dark sepia ink: the symbols, the words on paper."""
FIELD_GREY = (104, 110, 100)
KHAKI = (128, 114, 78)
MUTED_RED = (150, 64, 52)
"""Danger: a Threat one short of three, a Trap, a Hard Knock's frame."""
WARN_RED = (196, 78, 58)
"""A count chip at two: the next identical Threat fails the Mission."""
LUCK_GREEN = (92, 120, 80)
BRASS = (186, 160, 98)
"""The Mission Leader's token and the Speech tokens."""

_ICONS: dict[tuple, pygame.Surface] = {}


def threat_icon(threat: str, size: int, ink: tuple = INK) -> pygame.Surface:
    """The symbol of `threat` (one of `THREATS`) in a transparent square `size` wide,
    drawn in `ink` (cached)."""
    size = max(6, int(size))
    key = (threat, size, tuple(ink))
    icon = _ICONS.get(key)
    if icon is None:
        if len(_ICONS) > 400:
            _ICONS.clear()
        # drawn four times larger and scaled down: smooth edges from plain primitives
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        DRAW[threat](big, big.get_rect().inflate(-size // 2, -size // 2), tuple(ink))
        icon = _ICONS[key] = pygame.transform.smoothscale(big, (size, size))
    return icon


def _rain(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    w, h = r.size
    cloud_y = r.top + h * 0.38
    for cx, cy, rad in ((0.32, 0.0, 0.17), (0.52, -0.08, 0.22), (0.7, 0.02, 0.15)):
        pygame.draw.circle(s, ink, (r.left + w * cx, cloud_y + h * cy), w * rad)
    pygame.draw.rect(s, ink, (r.left + w * 0.18, cloud_y, w * 0.66, h * 0.14),
                     border_radius=round(h * 0.07))
    t = max(2, round(w * 0.06))
    for dx in (0.28, 0.5, 0.72):
        x = r.left + w * dx
        pygame.draw.line(s, ink, (x, r.top + h * 0.66), (x - w * 0.08, r.top + h * 0.92), t)


def _snow(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    cx, cy = r.center
    rad = min(r.width, r.height) * 0.46
    t = max(2, round(rad * 0.12))
    for k in range(6):
        a = math.pi / 3 * k + math.pi / 2
        end = (cx + rad * math.cos(a), cy - rad * math.sin(a))
        pygame.draw.line(s, ink, (cx, cy), end, t)
        for along, twig in ((0.55, 0.26), (0.8, 0.18)):
            px, py = cx + rad * along * math.cos(a), cy - rad * along * math.sin(a)
            for side in (-1, 1):
                b = a + side * math.pi / 4
                pygame.draw.line(s, ink, (px, py), (px + rad * twig * math.cos(b),
                                                    py - rad * twig * math.sin(b)), t)
    pygame.draw.circle(s, ink, (cx, cy), t * 1.4)


def _night(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    w, h = r.size
    centre = (r.left + w * 0.44, r.top + h * 0.52)
    rad = w * 0.36
    pygame.draw.circle(s, ink, centre, rad)
    pygame.draw.circle(s, (0, 0, 0, 0), (centre[0] + rad * 0.5, centre[1] - rad * 0.28),
                       rad * 0.86)  # (the bite that makes the crescent: clear pixels)
    star = (r.left + w * 0.8, r.top + h * 0.24)
    sr = w * 0.09
    points = []
    for k in range(10):
        a = math.pi / 5 * k - math.pi / 2
        rr = sr if k % 2 == 0 else sr * 0.42
        points.append((star[0] + rr * math.cos(a), star[1] + rr * math.sin(a)))
    pygame.draw.polygon(s, ink, points)


def _gas_mask(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    w, h = r.size
    face = pygame.Rect(0, 0, w * 0.66, h * 0.72)
    face.midtop = (r.centerx, r.top + h * 0.04)
    pygame.draw.ellipse(s, ink, face)
    for dx in (-0.16, 0.16):  # the two round eyepieces, clear glass in a dark rim
        centre = (r.centerx + w * dx, r.top + h * 0.3)
        pygame.draw.circle(s, (0, 0, 0, 0), centre, w * 0.1)
        pygame.draw.circle(s, ink, centre, w * 0.1, max(2, round(w * 0.03)))
    hose = pygame.Rect(0, 0, w * 0.1, h * 0.16)
    hose.midtop = (r.centerx, face.bottom - h * 0.1)
    pygame.draw.rect(s, ink, hose)
    can = pygame.Rect(0, 0, w * 0.3, h * 0.2)
    can.midtop = (r.centerx, hose.bottom - h * 0.02)
    pygame.draw.rect(s, ink, can, border_radius=round(w * 0.04))
    t = max(2, round(w * 0.025))
    for k in range(1, 3):
        y = can.top + can.height * k / 3
        pygame.draw.line(s, (0, 0, 0, 0), (can.left + t, y), (can.right - t, y), t)


def _shell(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    w, h = r.size
    body = pygame.Rect(0, 0, w * 0.42, h * 0.5)
    body.midbottom = (r.centerx, r.top + h * 0.92)
    pygame.draw.rect(s, ink, body)
    nose = [(body.right, body.top + 1)]
    for k in range(1, 16):  # an ogive: the sides bend in to a rounded point
        a = math.pi * k / 16
        nose.append((body.centerx + body.width / 2 * math.cos(a),
                     body.top - h * 0.36 * math.sin(a) ** 0.7))
    nose.append((body.left, body.top + 1))
    pygame.draw.polygon(s, ink, nose)
    band = max(2, round(h * 0.035))
    for y in (body.top + h * 0.08, body.bottom - h * 0.1):
        pygame.draw.line(s, (0, 0, 0, 0), (body.left, y), (body.right, y), band)
    base = pygame.Rect(0, 0, w * 0.42, h * 0.05)
    base.midtop = (r.centerx, body.bottom)
    pygame.draw.rect(s, ink, base)


def _whistle(s: pygame.Surface, r: pygame.Rect, ink) -> None:
    w, h = r.size
    barrel = pygame.Rect(r.left + w * 0.12, r.top + h * 0.42, w * 0.56, h * 0.3)
    pygame.draw.rect(s, ink, barrel, border_radius=round(h * 0.15))
    pygame.draw.circle(s, ink, (barrel.left + barrel.height * 0.5, barrel.centery),
                       barrel.height * 0.62)
    pygame.draw.rect(s, ink, (barrel.right - w * 0.04, barrel.top + h * 0.04, w * 0.22,
                              h * 0.14))  # the mouthpiece
    pygame.draw.rect(s, (0, 0, 0, 0), (barrel.centerx - w * 0.02, barrel.top,
                                       w * 0.12, h * 0.08))  # the window cut in the top
    ring = (barrel.left + barrel.height * 0.5, barrel.centery)
    pygame.draw.circle(s, (0, 0, 0, 0), ring, barrel.height * 0.22)
    t = max(2, round(w * 0.04))
    for k, rad in enumerate((0.16, 0.26)):  # the shrill call, rising
        arc = pygame.Rect(0, 0, w * rad * 2, h * rad * 2)
        arc.center = (barrel.left + w * 0.22, barrel.top - h * 0.04)
        pygame.draw.arc(s, ink, arc, math.pi * 0.25, math.pi * 0.75, t)


DRAW = {"Rain": _rain, "Snow": _snow, "Night": _night, "Gas Mask": _gas_mask,
        "Shell": _shell, "Whistle": _whistle}
"""Threat -> the function drawing its symbol into a rect."""
assert set(DRAW) == set(THREATS)


def trap_mark(surface: pygame.Surface, centre, r: float, ink=MUTED_RED) -> None:
    """The Trap symbol: a strand of barbed wire (a line with knots) in a ring."""
    cx, cy = centre
    pygame.draw.circle(surface, PAPER, centre, r)
    pygame.draw.circle(surface, ink, centre, r, max(1, round(r * 0.16)))
    t = max(1, round(r * 0.14))
    pygame.draw.line(surface, ink, (cx - r * 0.7, cy), (cx + r * 0.7, cy), t)
    for dx in (-0.36, 0.0, 0.36):
        x = cx + r * dx
        pygame.draw.line(surface, ink, (x - r * 0.16, cy - r * 0.26),
                         (x + r * 0.16, cy + r * 0.26), t)
        pygame.draw.line(surface, ink, (x + r * 0.16, cy - r * 0.26),
                         (x - r * 0.16, cy + r * 0.26), t)


def luck_mark(surface: pygame.Surface, centre, r: float, ink=LUCK_GREEN) -> None:
    """The Luck symbol: a four-leaf clover in a ring."""
    cx, cy = centre
    pygame.draw.circle(surface, PAPER, centre, r)
    pygame.draw.circle(surface, ink, centre, r, max(1, round(r * 0.16)))
    leaf = r * 0.24
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        pygame.draw.circle(surface, ink, (cx + dx * leaf, cy + dy * leaf), leaf * 1.05)
    pygame.draw.line(surface, ink, (cx, cy), (cx + r * 0.35, cy + r * 0.6),
                     max(1, round(r * 0.12)))


def icon_grid(count: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """`count` equal squares laid out as large as they fit in `rect` (one row, two rows
    or three), centred."""
    best: tuple[int, int, int] = (0, 1, count)
    for rows in range(1, min(count, 3) + 1):
        cols = -(-count // rows)
        side = min(rect.width // max(1, cols), rect.height // rows)
        if side > best[0]:
            best = (side, rows, cols)
    side, rows, cols = best
    out = []
    top = rect.top + (rect.height - rows * side) // 2
    for row in range(rows):
        in_row = min(cols, count - row * cols)
        left = rect.left + (rect.width - in_row * side) // 2
        out += [pygame.Rect(left + c * side, top + row * side, side, side)
                for c in range(in_row)]
    return out


def paint_card_art(surface: pygame.Surface, rect: pygame.Rect, face, frame) -> None:
    """A Trial's art window (`CardLook.art_painter`): its Threat symbols large on sepia
    paper, with the Trap or Luck mark in a corner; a Hard Knock's window darker, with the
    Threat it adds (a Phobia, a Trauma) or a plain shadow of a figure when it adds none."""
    if face.get("type") == "Grizzled":
        _charm(surface, rect, face)
        return
    if face.get("type") in ("Peace", "Monument"):
        pygame.draw.rect(surface, PAPER, rect)
        (_dawn if face["type"] == "Peace" else _monument)(surface, rect)
        return
    threats = [t for t in face.get("threats") or () if t in DRAW]
    knock = face.get("type") == "Hard Knock"
    paper = (_mix(PAPER, frame, 0.35) if knock else PAPER)
    pygame.draw.rect(surface, paper, rect)
    pad = max(1, min(rect.width, rect.height) // 14)
    inner = rect.inflate(-2 * pad, -2 * pad)
    marks = [m for m in ("trap", "luck") if face.get(m)]
    if marks and inner.height > 16:
        # room for the mark: the symbols step aside from the corner
        mr = max(4, min(inner.width, inner.height) // 7)
        centre = (inner.right - mr, inner.top + mr)
        (trap_mark if marks[0] == "trap" else luck_mark)(surface, centre, mr)
        if len(threats) > 1 or inner.height < inner.width:
            inner = pygame.Rect(inner.left, inner.top, inner.width - 2 * mr - pad // 2,
                                inner.height)
    ink = MUTED_RED if knock else INK
    if threats:
        for threat, box in zip(threats, icon_grid(len(threats), inner)):
            surface.blit(threat_icon(threat, box.width, ink), box)
    elif knock and inner.width > 8:
        _figure(surface, inner, _mix(INK, paper, 0.55))


def _charm(surface: pygame.Surface, rect: pygame.Rect, face) -> None:
    """A Grizzled's art window: his Good Luck Charm's Threat in a ring, faded and struck
    through once the charm is used."""
    ready = bool(face.get("charm_up"))
    pygame.draw.rect(surface, PAPER if ready else PAPER_DARK, rect)
    side = min(rect.width, rect.height) - 4
    if face.get("charm") not in DRAW or side < 6:
        return
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    ink = INK if ready else (150, 136, 112)
    pygame.draw.circle(surface, ink, box.center, side // 2, max(1, side // 16))
    icon = box.inflate(-side // 3, -side // 3)
    surface.blit(threat_icon(face["charm"], icon.width, ink), icon)
    if not ready:
        pygame.draw.line(surface, MUTED_RED, box.bottomleft, box.topright, max(2, side // 12))


def _dawn(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Peace: the sun rising over a quiet field."""
    w, h = rect.size
    horizon = rect.top + round(h * 0.68)
    sun = (rect.centerx, horizon)
    rad = min(w, h) * 0.26
    for k in range(9):  # its rays, above the horizon only
        a = math.pi * (k + 0.5) / 9
        pygame.draw.line(surface, KHAKI, (sun[0] + rad * 1.25 * math.cos(a),
                                          sun[1] - rad * 1.25 * math.sin(a)),
                         (sun[0] + rad * 1.7 * math.cos(a), sun[1] - rad * 1.7 * math.sin(a)),
                         max(1, round(rad * 0.12)))
    pygame.draw.circle(surface, BRASS, sun, rad, draw_top_left=True, draw_top_right=True)
    pygame.draw.rect(surface, LUCK_GREEN, (rect.left, horizon, w, rect.bottom - horizon))


def _monument(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The Monument: a plain stone with a cross, on its step."""
    w, h = rect.size
    stone = pygame.Rect(0, 0, w * 0.34, h * 0.62)
    stone.midbottom = (rect.centerx, rect.bottom - h * 0.12)
    pygame.draw.rect(surface, FIELD_GREY, stone, border_top_left_radius=round(w * 0.06),
                     border_top_right_radius=round(w * 0.06))
    step = pygame.Rect(0, 0, w * 0.6, h * 0.08)
    step.midtop = stone.midbottom
    pygame.draw.rect(surface, (84, 88, 80), step)
    t = max(1, round(w * 0.03))
    cx, cy = stone.centerx, stone.top + stone.height * 0.32
    pygame.draw.line(surface, PAPER, (cx, cy - h * 0.1), (cx, cy + h * 0.1), t)
    pygame.draw.line(surface, PAPER, (cx - w * 0.07, cy - h * 0.03), (cx + w * 0.07, cy - h * 0.03),
                     t)


def _figure(surface: pygame.Surface, rect: pygame.Rect, ink) -> None:
    """A lone soldier's silhouette, head bowed: a Hard Knock that adds no Threat."""
    side = min(rect.width, rect.height)
    box = pygame.Rect(0, 0, side, side)
    box.center = rect.center
    w = side
    pygame.draw.ellipse(s := surface, ink, (box.left + w * 0.36, box.top + w * 0.04, w * 0.28,
                                             w * 0.1))  # the helmet's brim
    pygame.draw.circle(s, ink, (box.left + w * 0.5, box.top + w * 0.06), w * 0.1,
                       draw_top_left=True, draw_top_right=True)
    pygame.draw.circle(s, ink, (box.left + w * 0.52, box.top + w * 0.2), w * 0.08)
    body = [(box.left + w * 0.34, box.top + w * 0.3), (box.left + w * 0.66, box.top + w * 0.3),
            (box.left + w * 0.7, box.top + w * 0.96), (box.left + w * 0.3, box.top + w * 0.96)]
    pygame.draw.polygon(s, ink, body)


def _mix(a, b, t: float) -> tuple:
    return tuple(round(x * (1 - t) + y * t) for x, y in zip(a[:3], b[:3]))


# ---- the table's own pieces -------------------------------------------------------------------
PANEL_LOOK = PanelLook(colours={"speech": PAPER, "leader": BRASS}, top=0.34, cards=0.52,
                       portrait_width=0.4, gap=0.6, paper=PAPER, ink=INK, card_chips=True,
                       chip_prefer="keyword")
"""A Grizzled's panel: his card at the left, his Speech and Leader tokens and his Support
tiles beside it, his Hard Knocks under them as chips (their keyword first: what weighs on
him), then his hand on one line (docs/table-kit.md)."""
PILE_FULL = {"trials": 30, "reserve": 38}
"""A pile's height when it is "full": its card shows only at the edge."""


def _deck_card(body: pygame.Rect) -> tuple[int, int]:
    """The size of a pile's cards in `body`, leaving the room its card under peeks into."""
    ch = fit_card((body.width, body.height))[1]
    return fit_card((body.width, body.height - round(ch * 0.45)))


def draw_deck(surface: pygame.Surface, rect: pygame.Rect, zone, look, lit, under: dict,
              word: str) -> dict:
    """A pile (`zone`: the Trials Deck, the Morale Reserve) lying on its card (`under`:
    Peace, the Monument): the pile rises off it as it empties, so the card shows through
    more and more, and whole when the pile is gone. Returns the hit map: the card under
    as ``<zone>#under`` and the pile (or the bare card) by the zone's name."""
    body = caption(surface, rect, f"{word} ({zone.count})" if zone.count else under["name"],
                   cards=lambda r: _deck_card(r)[0])
    cw, ch = _deck_card(body)
    peek_most = round(fit_card((body.width, body.height))[1] * 0.45)
    m = margin(cw)
    card = pygame.Rect(body.left + m, body.bottom - m - ch, cw, ch)
    draw_card(surface, card, look, under)
    hits = {f"{zone.name}#under": card}
    if not zone.count:
        hits[zone.name] = card
        return hits
    share = min(1.0, zone.count / PILE_FULL.get(zone.name, 30))
    pile = card.move(0, -(round(peek_most * (1 - share)) + round(ch * 0.06)))
    radius = max(3, round(cw * 0.065))
    for k in range(min(5, (zone.count + 5) // 6), 0, -1):
        edge = pile.move(0, k * max(1, round(ch * 0.012)))
        pygame.draw.rect(surface, look.back_colour, edge, border_radius=radius)
        pygame.draw.rect(surface, look.edge, edge, 1, border_radius=radius)
    draw_card(surface, pile, look, None, state=lit.state(zone.name))
    hits[zone.name] = pile
    return hits


def draw_threat_counts(surface: pygame.Surface, rect: pygame.Rect, zone, lit) -> dict:
    """The active Threats by type (`zone`'s tokens): a chip each, its symbol and count;
    warning-red at two (the next identical Threat fails the Mission)."""
    u = theme.unit(surface)
    gap = round(0.5 * u)
    w = (rect.width - 5 * gap) // 6
    px = theme.text_px(surface, 1.6)
    hits = {}
    for i, piece in enumerate(zone.pieces):
        chip = pygame.Rect(rect.left + i * (w + gap), rect.top, w, rect.height)
        n = piece.count
        fill = WARN_RED if n >= 2 else (92, 84, 66) if n == 1 else theme.PANEL
        pygame.draw.rect(surface, fill, chip, border_radius=round(0.8 * u))
        pygame.draw.rect(surface, KHAKI if n else theme.PANEL_EDGE, chip,
                         max(1, round(0.15 * u)), border_radius=round(0.8 * u))
        side = min(chip.height - round(0.8 * u), round(chip.width * 0.5))
        disc = pygame.Rect(chip.left + round(0.3 * u), chip.centery - side // 2, side, side)
        pygame.draw.circle(surface, PAPER, disc.center, side // 2)
        icon = disc.inflate(-side // 5, -side // 5)
        surface.blit(threat_icon(piece.name, icon.width, INK), icon)
        room = chip.right - disc.right - round(0.5 * u)
        size = fitting_size(f"\u00d7{n}", round(px * 1.3), room, True)
        draw_text(surface, f"\u00d7{n}", (disc.right + round(0.25 * u), chip.centery),
                  size, theme.TEXT if n else theme.FAINT, bold=True, anchor="midleft")
        draw_ring(surface, chip, lit.state(piece.id))
        hits[piece.id] = chip
    return hits
