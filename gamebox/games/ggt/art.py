"""Grunt, Growl and Tear's pictures, drawn by code from the pack's data (no image files).

- `monster_picture`: a Monster seen from above, facing up, from its `look` (``body``,
  ``skin``, ``accent``, ``features``) and its limb spots: each spot holds a limb (drawn in the
  skin of the Monster it was torn from, so a stolen arm shows) or is a torn stump. The board
  turns it to the Monster's facing; the Monitor and the cards page show it as it is.
- `limb_picture`: one limb lying on the ground, torn off.
- `paint_card_art`: the middle of a poker card (`look.CARD_LOOK`'s ``art_painter``): the
  suit's pips for a number, a crown and the royal's letter for a Jack, Queen or King.
- `paint_part_art`: a torso or a limb on the cards page (`look.PART_LOOK`).
- `MONITOR_COLOURS`: the Monster Monitor's colours (its panel is the kit's status panel).

Everything is drawn at twice the size asked and smoothed down, so the edges are soft. Pure
functions of their arguments: the callers cache the results.
"""
from __future__ import annotations

import math
from typing import Mapping, Sequence

import pygame

SUPERSAMPLE = 2
STUMP = (150, 40, 36)
"""The raw red of a torn-off limb's stump."""
SUIT_INK = {"Hearts": (196, 34, 40), "Diamonds": (196, 34, 40), "Clubs": (28, 26, 30),
            "Spades": (28, 26, 30)}
ROYAL_WORDS = {1: "J", 2: "Q", 3: "K"}
MONITOR_COLOURS = {"speed": (70, 140, 200), "strength": (200, 70, 56),
                   "smarts": (150, 100, 200), "health": (70, 160, 90), "pool": (190, 40, 40),
                   "power": (236, 190, 64), "marks": (236, 190, 64)}
"""A Monster Monitor's colours (`ui.status_panel.PanelLook`): each attribute's chip and the
numbers a limb adds to it, the health pool, the Power tokens and those guarding a limb."""

# Where each kind of limb sits round the torso: bearings in degrees clockwise from the
# front, one list per count of that kind (more than listed: spread evenly).
_BEARINGS: dict[str, dict[int, tuple[float, ...]]] = {
    "head": {1: (0,), 2: (-22, 22), 3: (-30, 0, 30)},
    "arm": {1: (60,), 2: (-58, 58), 3: (-45, 45, 80), 4: (-40, 40, -75, 75)},
    "leg": {1: (180,), 2: (-140, 140), 3: (-120, 120, 180), 4: (-55, 55, -130, 130),
            6: (-50, 50, -95, 95, -140, 140)},
    "tail": {1: (180,), 2: (165, 195)},
    "wing": {1: (90,), 2: (-90, 90)},
    "tentacle": {1: (180,), 2: (-150, 150), 3: (-130, 130, 180),
                 4: (-100, 100, -150, 150), 6: (-80, 80, -125, 125, -160, 160)},
}
_REACH = {"head": 0.2, "arm": 0.27, "leg": 0.27, "tail": 0.3, "wing": 0.34, "tentacle": 0.3}
"""A limb's length as a share of the picture's size."""
# the torso's half-width and half-height (shares of the picture) by body shape
_TORSO = {"hulk": (0.2, 0.17), "insect": (0.1, 0.17), "toad": (0.2, 0.16),
          "tortoise": (0.19, 0.19), "bat": (0.1, 0.13), "blob": (0.18, 0.17),
          "quadruped": (0.11, 0.2), "stick": (0.06, 0.16)}


def rgb(text, fallback=(140, 120, 100)) -> tuple[int, int, int]:
    """``#rrggbb`` as a tuple (`fallback` when it is not one)."""
    if isinstance(text, (tuple, list)) and len(text) == 3:
        return tuple(int(c) for c in text)
    text = str(text or "").lstrip("#")
    try:
        return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4)) if len(text) == 6 \
            else fallback
    except ValueError:
        return fallback


def shade(colour, amount: float) -> tuple[int, int, int]:
    """`colour` lightened (amount > 0) or darkened (amount < 0) by a share of the way."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour)
    return tuple(round(c * (1 + amount)) for c in colour)


def spot_bearings(spots: Sequence[str]) -> list[float]:
    """The bearing (degrees clockwise from the front) of each limb spot, in spot order.

    >>> spot_bearings(["arm", "arm", "leg", "leg", "head"])
    [-58, 58, -140, 140, 0]
    """
    seen: dict[str, int] = {}
    out = []
    for kind in spots:
        n = sum(1 for s in spots if s == kind)
        k = seen.get(kind, 0)
        seen[kind] = k + 1
        table = _BEARINGS.get(kind, {})
        if n in table:
            out.append(table[n][k])
        else:  # an unusual count: spread evenly round the back half, both sides
            side = -1 if k % 2 == 0 else 1
            out.append(side * (60 + 120 * (k // 2 + 1) / (n // 2 + 2)))
    return out


# ---- one limb ------------------------------------------------------------------------------
def _limb(surf, kind: str, base, bearing: float, length: float, skin, accent, width: float,
          features: Sequence[str] = ()) -> None:
    """A limb of `kind` from `base` outwards along `bearing` (degrees clockwise from up)."""
    a = math.radians(bearing)
    ux, uy = math.sin(a), -math.cos(a)
    px, py = -uy, ux  # across the limb
    dark = shade(skin, -0.45)
    bx, by = base

    def at(t: float, s: float = 0.0):
        return (bx + ux * length * t + px * length * s, by + uy * length * t + py * length * s)

    w = max(2, round(width))
    if kind == "head":
        c = at(0.55)
        r = length * 0.5
        if "horns" in features:
            for side in (-1, 1):
                pygame.draw.polygon(surf, shade(accent, -0.2), [at(0.5, side * 0.45),
                                                                at(0.75, side * 0.3),
                                                                at(1.25, side * 0.85)])
        if "antennae" in features or "eyestalks" in features:
            for side in (-1, 1):
                tip = at(1.35, side * 0.55)
                pygame.draw.line(surf, dark, at(0.8, side * 0.2), tip, max(1, w // 3))
                pygame.draw.circle(surf, accent, tip, r * 0.28)
        if "snout" in features:
            pygame.draw.ellipse(surf, shade(skin, 0.1), pygame.Rect(0, 0, r, r).move(
                at(1.0)[0] - r / 2, at(1.0)[1] - r / 2))
        pygame.draw.circle(surf, dark, c, r * 1.08)
        pygame.draw.circle(surf, skin, c, r)
        pygame.draw.circle(surf, shade(skin, 0.18), at(0.45, -0.15), r * 0.45)
        if "tusks" in features or "teeth" in features or "mandibles" in features:
            for side in (-1, 1):
                pygame.draw.line(surf, shade(accent, 0.3) if "mandibles" not in features
                                 else dark, at(0.85, side * 0.22), at(1.2, side * 0.12),
                                 max(2, w // 2))
        eye = (255, 236, 120) if "lantern-eyes" in features else accent
        for side in (-1, 1):
            e = at(0.75, side * 0.22)
            pygame.draw.circle(surf, (20, 16, 14), e, r * 0.24)
            pygame.draw.circle(surf, eye, e, r * 0.15)
        return
    if kind == "wing":
        tip, back = at(1.0, -0.45), at(0.85, 0.55)
        mid = at(0.55, 0.05)
        membrane = [base, tip, at(0.8, -0.05), back, at(0.3, 0.4)]
        pygame.draw.polygon(surf, shade(skin, -0.2), membrane)
        pygame.draw.polygon(surf, dark, membrane, max(1, w // 3))
        for end in (tip, back, at(0.8, -0.05)):
            pygame.draw.line(surf, shade(accent, -0.3), base, end, max(1, w // 3))
        pygame.draw.circle(surf, accent, mid, max(1, w // 3))
        return
    if kind == "tail":
        pts = [at(0, -0.16), at(0.6, -0.09), at(1.0, 0), at(0.6, 0.09), at(0, 0.16)]
        pygame.draw.polygon(surf, dark, [(x, y) for x, y in pts], 0)
        inner = [at(0.04, -0.11), at(0.6, -0.05), at(0.93, 0), at(0.6, 0.05), at(0.04, 0.11)]
        pygame.draw.polygon(surf, skin, inner)
        for t in (0.3, 0.55):
            pygame.draw.circle(surf, accent, at(t), max(1, w * 0.25))
        return
    if kind == "tentacle":
        points = [at(t, 0.12 * math.sin(t * 7.0)) for t in (i / 10 for i in range(11))]
        for i in range(len(points) - 1):
            thick = max(2, round(w * (1.15 - 0.7 * i / 10)))
            pygame.draw.line(surf, dark, points[i], points[i + 1], thick + 2)
        for i in range(len(points) - 1):
            thick = max(1, round(w * (1.15 - 0.7 * i / 10)))
            pygame.draw.line(surf, skin, points[i], points[i + 1], thick)
        for t in (0.3, 0.5, 0.7):
            pygame.draw.circle(surf, accent, points[round(t * 10)], max(1, w * 0.2))
        return
    # an arm or a leg: two segments with a joint, then a fist, a claw or a foot
    bend = 0.22 if kind == "arm" else -0.18
    joint = at(0.5, bend)
    end = at(1.0, 0.0)
    for ink, thick in ((dark, w + 2), (skin, w)):
        pygame.draw.line(surf, ink, base, joint, thick)
        pygame.draw.line(surf, ink, joint, end, thick)
        pygame.draw.circle(surf, ink, joint, thick / 2)
    if kind == "arm":
        pygame.draw.circle(surf, dark, end, w * 0.85)
        pygame.draw.circle(surf, shade(skin, 0.12), end, w * 0.7)
        for side in (-1, 0, 1):
            claw = at(1.22, side * 0.12)
            pygame.draw.line(surf, accent, end, claw, max(1, w // 3))
    else:
        foot = pygame.Rect(0, 0, w * 1.5, w * 1.5)
        foot.center = (round(end[0]), round(end[1]))
        pygame.draw.ellipse(surf, dark, foot)
        pygame.draw.ellipse(surf, shade(skin, -0.1), foot.inflate(-2, -2))


def _stump(surf, base, bearing: float, length: float, width: float) -> None:
    """Where a limb was torn off: a dashed outline of it and a raw red stump."""
    a = math.radians(bearing)
    ux, uy = math.sin(a), -math.cos(a)
    for t0 in (0.25, 0.55, 0.85):
        s = (base[0] + ux * length * t0, base[1] + uy * length * t0)
        e = (base[0] + ux * length * (t0 + 0.15), base[1] + uy * length * (t0 + 0.15))
        pygame.draw.line(surf, (220, 200, 190), s, e, max(1, round(width * 0.3)))
    end = (base[0] + ux * length * 0.2, base[1] + uy * length * 0.2)
    w = max(3, round(width * 1.1))
    pygame.draw.line(surf, (70, 16, 14), base, end, w + 2)
    pygame.draw.line(surf, STUMP, base, end, w)
    pygame.draw.circle(surf, (230, 90, 80), end, max(2, w * 0.45))


# ---- a whole Monster ----------------------------------------------------------------------
def _torso(surf, body: str, c, size: float, skin, accent, features: Sequence[str]) -> None:
    hw, hh = _TORSO.get(body, (0.16, 0.16))
    rect = pygame.Rect(0, 0, round(2 * hw * size), round(2 * hh * size))
    rect.center = (round(c[0]), round(c[1]))
    dark = shade(skin, -0.45)
    if body == "blob":
        pts = []
        for i in range(18):
            ang = 2 * math.pi * i / 18
            wob = 1 + 0.08 * math.sin(ang * 5)
            pts.append((c[0] + math.cos(ang) * rect.width / 2 * wob,
                        c[1] + math.sin(ang) * rect.height / 2 * wob))
        pygame.draw.polygon(surf, dark, pts)
        pygame.draw.polygon(surf, skin, [(c[0] + (x - c[0]) * 0.92, c[1] + (y - c[1]) * 0.92)
                                         for x, y in pts])
    elif body == "insect":
        back = rect.copy()
        back.height = round(rect.height * 0.7)
        back.midtop = (rect.centerx, rect.centery)
        back = back.inflate(round(rect.width * 0.3), 0)
        for part in (back, rect.inflate(0, -round(rect.height * 0.3)).move(
                0, -round(rect.height * 0.15))):
            pygame.draw.ellipse(surf, dark, part)
            pygame.draw.ellipse(surf, skin, part.inflate(-4, -4))
        for k in range(3):
            y = back.top + back.height * (k + 1) / 4
            pygame.draw.line(surf, dark, (back.left + 6, y), (back.right - 6, y), 2)
    elif body == "stick":
        pygame.draw.rect(surf, dark, rect, border_radius=rect.width // 2)
        pygame.draw.rect(surf, skin, rect.inflate(-4, -4), border_radius=rect.width // 2)
    else:
        pygame.draw.ellipse(surf, dark, rect)
        pygame.draw.ellipse(surf, skin, rect.inflate(-5, -5))
    if body == "tortoise" or "shell" in features:
        shell = rect.inflate(-round(rect.width * 0.25), -round(rect.height * 0.25))
        pygame.draw.ellipse(surf, shade(accent, -0.15), shell)
        for i in range(6):
            ang = math.pi / 3 * i
            r = shell.width * 0.28
            pygame.draw.line(surf, shade(accent, -0.45), shell.center,
                             (shell.centerx + math.cos(ang) * r * 1.5,
                              shell.centery + math.sin(ang) * r * 1.5), 2)
        pygame.draw.circle(surf, shade(accent, -0.45), shell.center, shell.width * 0.22, 2)
    else:
        shine = rect.inflate(-round(rect.width * 0.45), -round(rect.height * 0.5))
        shine.move_ip(-rect.width // 8, -rect.height // 8)
        pygame.draw.ellipse(surf, shade(skin, 0.15), shine)
    if "quills" in features:
        for i in range(7):
            x = rect.left + rect.width * (i + 1) / 8
            pygame.draw.line(surf, shade(accent, -0.2), (x, rect.centery),
                             (x + (i - 3) * 2, rect.bottom + rect.height * 0.1), 2)
    if "warts" in features or "moss" in features:
        for i in range(5):
            ang = 1.3 * i + 0.4
            pygame.draw.circle(surf, shade(accent, -0.1),
                               (c[0] + math.cos(ang) * rect.width * 0.3,
                                c[1] + math.sin(ang) * rect.height * 0.3), max(2, size * 0.012))
    if "stitches" in features:
        pygame.draw.line(surf, accent, (c[0], rect.top + 4), (c[0], rect.bottom - 4), 2)
        for k in range(5):
            y = rect.top + rect.height * (k + 1) / 6
            pygame.draw.line(surf, accent, (c[0] - 4, y), (c[0] + 4, y), 2)
    if "throat-sac" in features:
        sac = pygame.Rect(0, 0, rect.width * 0.45, rect.height * 0.3)
        sac.midtop = (rect.centerx, rect.top + 2)
        pygame.draw.ellipse(surf, accent, sac)


def monster_picture(look: Mapping, spots: Sequence[str], held: Sequence[Mapping | None],
                    size: int, base: tuple[int, int, int] | None = None) -> pygame.Surface:
    """A Monster from above, facing up, `size` pixels square.

    `look` is the pack's look; `spots` the spot kinds; `held[k]` the look of the Monster
    whose limb fills spot `k` (its own look for its own limbs) with its limb's kind under
    ``"kind"``, or None for an empty spot (drawn as a torn stump). `base`: a seat's colour
    for the round base a miniature stands on (with an arrow at the front), or None.
    """
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    c = (big / 2, big / 2 + big * 0.02)
    skin = rgb(look.get("skin"))
    accent = rgb(look.get("accent"), (220, 210, 180))
    features = tuple(look.get("features") or ())
    body = str(look.get("body", ""))
    if base is not None:
        r = big * 0.47
        pygame.draw.circle(surf, (0, 0, 0, 80), (big / 2 + big * 0.015, big / 2 + big * 0.025), r)
        pygame.draw.circle(surf, shade(base, -0.5), (big / 2, big / 2), r)
        pygame.draw.circle(surf, base, (big / 2, big / 2), r * 0.93)
        pygame.draw.circle(surf, (*shade(base, -0.72), 235), (big / 2, big / 2), r * 0.8)
        tip = (big / 2, big / 2 - r * 1.0)
        pygame.draw.polygon(surf, (250, 244, 230), [tip, (big / 2 - r * 0.26, big / 2 - r * 0.72),
                                                    (big / 2 + r * 0.26, big / 2 - r * 0.72)])
        pygame.draw.polygon(surf, shade(base, -0.55), [tip, (big / 2 - r * 0.26,
                                                             big / 2 - r * 0.72),
                                                       (big / 2 + r * 0.26,
                                                        big / 2 - r * 0.72)], 2)
    scale = big * (0.92 if base is not None else 1.0)
    hw, hh = _TORSO.get(body, (0.16, 0.16))
    bearings = spot_bearings(spots)
    width = scale * 0.045
    # the limbs first (the torso covers their roots), wings under everything
    order = sorted(range(len(spots)), key=lambda k: (spots[k] != "wing", spots[k] == "head"))
    for k in order:
        if spots[k] == "head":
            continue
        bearing = bearings[k]
        a = math.radians(bearing)
        root = (c[0] + math.sin(a) * hw * scale * 0.85, c[1] - math.cos(a) * hh * scale * 0.85)
        length = _REACH.get(spots[k], 0.26) * scale
        owner = held[k] if k < len(held) else None
        if owner is None:
            _stump(surf, root, bearing, length, width)
            continue
        kind = str(owner.get("kind", spots[k]))
        _limb(surf, kind, root, bearing, length, rgb(owner.get("skin")),
              rgb(owner.get("accent"), accent), width, tuple(owner.get("features") or ()))
    _torso(surf, body, c, scale, skin, accent, features)
    for k in order:
        if spots[k] != "head":
            continue
        a = math.radians(bearings[k])
        root = (c[0] + math.sin(a) * hw * scale * 0.7, c[1] - math.cos(a) * hh * scale * 0.7)
        owner = held[k] if k < len(held) else None
        length = _REACH["head"] * scale
        if owner is None:
            _stump(surf, root, bearings[k], length, width * 1.6)
            continue
        _limb(surf, "head", root, bearings[k], length, rgb(owner.get("skin")),
              rgb(owner.get("accent"), accent), width, tuple(owner.get("features") or ()))
    return pygame.transform.smoothscale(surf, (size, size))


def limb_picture(kind: str, look: Mapping, size: int, slant: float = -30.0) -> pygame.Surface:
    """One torn-off limb lying on the ground, `size` pixels square: the limb in the skin of
    the Monster it came from, a red wound at its root."""
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    length = big * (0.55 if kind != "head" else 0.4)
    a = math.radians(slant + 90)
    root = (big / 2 - math.sin(a) * length / 2, big / 2 + math.cos(a) * length / 2)
    pygame.draw.ellipse(surf, (0, 0, 0, 70), pygame.Rect(big * 0.12, big * 0.55, big * 0.78,
                                                         big * 0.3))
    _limb(surf, kind, root, slant + 90, length, rgb(look.get("skin")),
          rgb(look.get("accent"), (220, 210, 180)), big * 0.09,
          tuple(look.get("features") or ()))
    pygame.draw.circle(surf, (70, 16, 14), root, big * 0.07)
    pygame.draw.circle(surf, STUMP, root, big * 0.05)
    return pygame.transform.smoothscale(surf, (size, size))


# ---- cards ---------------------------------------------------------------------------------
def pip(surf, suit: str, centre, r: float, ink) -> None:
    """One suit sign of radius `r` (a heart, a diamond, a club or a spade), drawn as shapes
    so no font is needed."""
    x, y = centre
    if suit == "Diamonds":
        pygame.draw.polygon(surf, ink, [(x, y - r), (x + r * 0.72, y), (x, y + r),
                                        (x - r * 0.72, y)])
    elif suit == "Hearts":
        pygame.draw.circle(surf, ink, (x - r * 0.45, y - r * 0.3), r * 0.52)
        pygame.draw.circle(surf, ink, (x + r * 0.45, y - r * 0.3), r * 0.52)
        pygame.draw.polygon(surf, ink, [(x - r * 0.95, y - r * 0.15), (x + r * 0.95, y - r * 0.15),
                                        (x, y + r)])
    elif suit == "Clubs":
        for dx, dy in ((0, -0.45), (-0.48, 0.08), (0.48, 0.08)):
            pygame.draw.circle(surf, ink, (x + dx * r, y + dy * r), r * 0.42)
        pygame.draw.polygon(surf, ink, [(x, y), (x - r * 0.3, y + r), (x + r * 0.3, y + r)])
    else:  # Spades
        pygame.draw.circle(surf, ink, (x - r * 0.42, y + r * 0.15), r * 0.46)
        pygame.draw.circle(surf, ink, (x + r * 0.42, y + r * 0.15), r * 0.46)
        pygame.draw.polygon(surf, ink, [(x - r * 0.86, y + r * 0.05), (x + r * 0.86, y + r * 0.05),
                                        (x, y - r)])
        pygame.draw.polygon(surf, ink, [(x, y + r * 0.2), (x - r * 0.3, y + r), (x + r * 0.3, y + r)])


def paint_card_art(surface: pygame.Surface, rect: pygame.Rect, face: Mapping, frame) -> None:
    """A poker card's middle: its suit's pips (one large, or the count in a small grid when
    there is room), or, for a royal, a crown over its letter on a band of its suit's ink."""
    suit = str(face.get("suit", ""))
    ink = SUIT_INK.get(suit, (40, 30, 26))
    royal = face.get("royal") or 0
    if royal:
        band = rect.inflate(-max(2, rect.width // 10), -max(2, rect.height // 12))
        pygame.draw.rect(surface, shade(ink, 0.78), band, border_radius=max(2, band.width // 8))
        pygame.draw.rect(surface, ink, band, max(1, band.width // 30),
                         border_radius=max(2, band.width // 8))
        u = min(band.width, band.height)
        cx, top = band.centerx, band.top + u * 0.12
        crown = [(cx - u * 0.32, top + u * 0.32), (cx - u * 0.32, top), (cx - u * 0.16, top + u * 0.16),
                 (cx, top - u * 0.04), (cx + u * 0.16, top + u * 0.16), (cx + u * 0.32, top),
                 (cx + u * 0.32, top + u * 0.32)]
        pygame.draw.polygon(surface, (236, 190, 64), crown)
        pygame.draw.polygon(surface, shade(ink, -0.2), crown, max(1, round(u * 0.03)))
        from ...ui.text import fitting_size, render

        letter = ROYAL_WORDS.get(royal, "?")
        px = fitting_size(letter, max(8, round(u * 0.5)), band.width, True)
        glyph = render(letter, px, ink, True)
        spot = glyph.get_rect(center=(cx, round(top + u * 0.32 + (band.bottom - top - u * 0.32) / 2)))
        surface.blit(glyph, spot)
        pip(surface, suit, (band.right - u * 0.18, band.bottom - u * 0.18), u * 0.11, ink)
        return
    value = int(face.get("value") or 1)
    small = min(rect.width, rect.height)
    if small < 46 or value == 1:
        pip(surface, suit, rect.center, small * (0.32 if value == 1 else 0.28), ink)
        return
    cols = 2 if value > 3 else 1
    rows = -(-value // cols)
    step_y = rect.height / (rows + 0.6)
    r = min(step_y * 0.42, rect.width / (cols * 2.6))
    for i in range(value):
        row, col = divmod(i, cols)
        n_row = min(cols, value - row * cols)
        x = rect.centerx + (col - (n_row - 1) / 2) * rect.width * 0.36
        y = rect.top + step_y * (row + 0.8)
        pip(surface, suit, (x, y), r, ink)


PART_FIELDS = ("type", "look")


def paint_part_art(surface: pygame.Surface, rect: pygame.Rect, face: Mapping, frame) -> None:
    """A torso or a limb on the cards page: the whole Monster for its torso card, the limb
    alone for a limb card, on a dark ground; one of Ms. Treat's initiative cards (type
    ``initiative``) shows its number."""
    pygame.draw.rect(surface, shade(frame, -0.55), rect)
    look = dict(face.get("look") or ())
    side = min(rect.width, rect.height)
    if side < 12:
        return
    if face.get("type") == "initiative":  # Ms. Treat's card: its number, large
        from ...ui.text import draw_text

        draw_text(surface, str(face.get("number", "")), rect.center, round(side * 0.6),
                  (236, 200, 120), bold=True, anchor="center")
        return
    if face.get("type") == "torso":
        spots = tuple(look.get("spots") or ())
        held = [dict(look, kind=s) for s in spots]
        picture = monster_picture(look, spots, held, side)
    else:
        picture = limb_picture(str(face.get("type", "arm")), look, side)
    surface.blit(picture, picture.get_rect(center=rect.center))
