"""The room a seat stands in, its inventory, its queued steps and its last turn, in play.

Drawn from the typed view's zones (``room``, ``inventory``, ``queue``) with the kit's
highlights: an open doorway and an item that a legal step points at light up (a green
ring; gold under the focus) and are returned in the hit map by their ids (``side/up``,
``item/2``), so a click, a key or a pad press on one goes through the kit's one mapping
from pointing to moves. A wall is no target on screen: walking into one stays in the list
of moves, where its words say what it does.
"""
from __future__ import annotations

import pygame

from ...engine.table import Zone
from ...ui import theme
from ...ui.card import CardState
from ...ui.highlights import Highlights, HitMap, draw_ring
from ...ui.text import draw_text, fit, measure
from . import legend
from .art import ART, EXIT, FLOOR, SPIKE, WALL, draw_bar, draw_item
from .combat import GRUNKLETAUR_HP
from .maze import DIRS
from .tmxwrite import SPIKES_TILE, THING_TILES

QUIET_TURN = "Nothing happened to you."
"""The "Last turn" line when the seat's report of the turn is empty."""
QUEUE_EMPTY = (("attack", "no attack"), ("use", "no item"), ("move", "stay"))
ITEM_NOTES = {key: note for key, _, note in legend.MARKS} | {"token": "opens the exit"}
"""A few words under an item's name (a weapon's say its kind and damage)."""


def wrap_text(text: str, size: int, width: int) -> list[str]:
    """`text` broken at spaces into lines no wider than `width` pixels at `size`."""
    rows, row = [], ""
    for word in text.split(" "):
        trial = f"{row} {word}" if row else word
        if row and measure(trial, size)[0] > width:
            rows.append(row)
            row = word
        else:
            row = trial
    rows.append(row)
    return [fit(r, size, width) for r in rows]


def side_rects(square: pygame.Rect, d: str, thick: int, door: int):
    """A side's wall strip and the doorway gap in its middle."""
    if d == "up":
        wall = pygame.Rect(square.left, square.top, square.width, thick)
    elif d == "down":
        wall = pygame.Rect(square.left, square.bottom - thick, square.width, thick)
    elif d == "left":
        wall = pygame.Rect(square.left, square.top, thick, square.height)
    else:
        wall = pygame.Rect(square.right - thick, square.top, thick, square.height)
    gap = wall.copy()
    if d in ("up", "down"):
        gap.width, gap.centerx = door, square.centerx
        parts = [(wall.left, wall.top, gap.left - wall.left, thick),
                 (gap.right, wall.top, wall.right - gap.right, thick)]
    else:
        gap.height, gap.centery = door, square.centery
        parts = [(wall.left, wall.top, thick, gap.top - wall.top),
                 (wall.left, gap.bottom, thick, wall.bottom - gap.bottom)]
    return wall, gap, [pygame.Rect(p) for p in parts]


def door_label_spot(square: pygame.Rect, d: str, thick: int) -> tuple:
    """Where a doorway's label goes: just inside the room, beside the opening."""
    pad = 2 * thick + 6  # clear of the ring drawn around the doorway
    if d == "up":
        return (square.centerx, square.top + pad), "midtop"
    if d == "down":
        return (square.centerx, square.bottom - pad), "midbottom"
    if d == "left":
        return (square.left + pad, square.centery), "midleft"
    return (square.right - pad, square.centery), "midright"


def draw_room(surface, square: pygame.Rect, zone: Zone, lit: Highlights, you_rgb,
              seat_rgb) -> HitMap:
    """The room from above: its four sides (walls, doorways, the exit), spikes, the floor's
    items, the seats standing here and the Grunkletaur. Returns the doorways' hit rects."""
    u = theme.unit(surface)
    pygame.draw.rect(surface, FLOOR, square)
    thick = max(4, round(1.4 * u))
    small = theme.text_px(surface, 1.8)
    door_px = theme.text_px(surface, 2.2)  # a doorway's name is read from the couch
    hits: HitMap = {}
    pieces = {p.id: p for p in zone.pieces}
    for d in DIRS:
        what = pieces[f"side/{d}"].face["name"]
        wall, gap, parts = side_rects(square, d, thick, square.width // 3)
        if what == "wall":
            pygame.draw.rect(surface, WALL, wall)
            continue
        for part in parts:
            pygame.draw.rect(surface, WALL, part)
        # an opening: the floor runs on through the gap, the exit glows green
        pygame.draw.rect(surface, EXIT if what == "exit" else FLOOR, gap)
        spot, anchor = door_label_spot(square, d, thick)
        draw_text(surface, "EXIT" if what == "exit" else d, spot, door_px,
                  EXIT if what == "exit" else theme.TEXT, bold=True, anchor=anchor)
        hits[f"side/{d}"] = area = gap.inflate(thick * 2, thick * 2)
        draw_ring(surface, area, lit.state(f"side/{d}"))
    inner = square.inflate(-4 * thick, -4 * thick)
    # the bottom row belongs to the "down" doorway's label; spikes and the floor sit above
    base = inner.bottom - small - round(u)
    if "spikes" in pieces:
        spike = ART.tile(SPIKES_TILE, max(16, inner.width // 7))
        if spike is not None:
            for i in range(3):
                surface.blit(spike, (inner.left + i * spike.get_width(),
                                     base - small - spike.get_height()))
        draw_text(surface, "Spikes underfoot", (inner.left, base), small, SPIKE,
                  anchor="bottomleft")
    floor = [p for p in zone.pieces if p.id.startswith("floor/")]
    if floor:
        icon = max(16, inner.width // 8)
        names = ", ".join(p.name for p in floor)
        caption = draw_text(surface, f"On the floor: {names}", (inner.right, base), small,
                            theme.TEXT, anchor="bottomright",
                            max_width=inner.width // 2 if "spikes" in pieces else inner.width)
        for i, piece in enumerate(floor):
            draw_item(surface, piece.face["item"], (inner.right - (i + 1) * (icon + 4),
                                                    caption.top - icon - round(0.5 * u)), icon)
    figures = [(you_rgb, "You")] + [(seat_rgb(p.owner), p.label) for p in zone.pieces
                                    if p.id.startswith("pawn/")]
    radius = max(10, inner.width // 14)
    for i, (colour, name) in enumerate(figures):
        centre = (inner.left + radius * 2 + i * radius * 4, inner.top + radius * 2)
        pygame.draw.circle(surface, colour, centre, radius)
        draw_text(surface, name, (centre[0], centre[1] + radius + 4), small, theme.TEXT,
                  anchor="midtop")
    beast = pieces.get("grunkletaur")
    if beast is not None:
        hp = beast.face["hp"]
        size = inner.width // 3
        spot = (inner.centerx - size // 2, inner.centery - size // 3)
        art = ART.tile(THING_TILES["grunkletaur"], size)
        if art is not None:
            surface.blit(art, spot)
        bar = pygame.Rect(spot[0], spot[1] + size + round(0.5 * u), size, round(1.4 * u))
        draw_bar(surface, bar, hp, GRUNKLETAUR_HP, theme.BAD)
        draw_text(surface, f"Grunkletaur {hp}/{GRUNKLETAUR_HP} HP",
                  (bar.centerx, bar.bottom + round(0.5 * u)), small, theme.TEXT,
                  anchor="midtop")
    return hits


def item_note(face) -> str:
    """The words under an item's name: a weapon's kind and damage, what an item does."""
    if "damage" in face:
        return f"{face['kind'].title()}, {face['damage']} damage"
    return ITEM_NOTES.get(face["item"], "")


def item_size(surface) -> tuple[int, int]:
    """An inventory item's icon size and its box's height."""
    u = theme.unit(surface)
    icon = round(4 * u)
    return icon, icon + round(1.2 * u)


def inventory_height(surface, count: int) -> int:
    """How tall the inventory is with `count` items, two to a row ("nothing": one row)."""
    _, height = item_size(surface)
    gap = round(0.6 * theme.unit(surface))
    return max(1, (count + 1) // 2) * (height + gap)


def draw_inventory(surface, rect: pygame.Rect, zone: Zone, lit: Highlights) -> HitMap:
    """The items carried, two to a row, each with its icon, name and what it does (on a
    couch nobody can hover to ask what an icon is). An item a step may use is a target."""
    u = theme.unit(surface)
    if not zone.pieces:
        draw_text(surface, "nothing", rect.topleft, theme.text_px(surface, 2.0), theme.FAINT)
        return {}
    icon, height = item_size(surface)
    gap = round(0.6 * u)
    col_w = (rect.width - gap) // 2
    name_px, note_px = theme.text_px(surface, 1.8), theme.text_px(surface, 1.5)
    hits: HitMap = {}
    for i, piece in enumerate(zone.pieces):
        box = pygame.Rect(rect.left + (i % 2) * (col_w + gap),
                          rect.top + (i // 2) * (height + gap), col_w, height)
        state = lit.state(piece.id)
        pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=round(0.6 * u))
        draw_item(surface, piece.face["item"], (box.left + round(0.6 * u),
                                                box.centery - icon // 2), icon)
        x = box.left + icon + round(1.4 * u)
        dim = bool(state & CardState.DIM)
        draw_text(surface, piece.name, (x, box.centery), name_px,
                  theme.FAINT if dim else theme.TEXT, anchor="bottomleft",
                  max_width=box.right - x - round(0.5 * u))
        draw_text(surface, item_note(piece.face), (x, box.centery), note_px,
                  theme.FAINT if dim else theme.MUTED, anchor="topleft",
                  max_width=box.right - x - round(0.5 * u))
        draw_ring(surface, box, state)
        hits[piece.id] = box
    return hits


def queue_height(surface) -> int:
    return len(QUEUE_EMPTY) * round(4 * theme.unit(surface))


def draw_queue(surface, rect: pygame.Rect, zone: Zone) -> HitMap:
    """The turn's three slots, one line each: what is queued, or what happens without."""
    u = theme.unit(surface)
    size = theme.text_px(surface, 2.0)
    queued = {p.face["slot"]: p.name for p in zone.pieces}
    y = rect.top
    for slot, empty in QUEUE_EMPTY:
        value = queued.get(slot)
        box = pygame.Rect(rect.left, y, rect.width, round(3.4 * u))
        pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=round(0.6 * u))
        draw_text(surface, f"{slot.title()}: {value or empty}", (box.left + round(u),
                                                                  box.centery), size,
                  theme.TEXT if value else theme.FAINT, anchor="midleft",
                  max_width=box.width - round(2 * u))
        y += round(4 * u)
    return {}


def draw_report(surface, rect: pygame.Rect, report, shown: int) -> None:
    """"Last turn" and the first `shown` lines of the seat's report, the newest kept when
    they run out of room; a quiet turn says so."""
    u = theme.unit(surface)
    x, y = rect.topleft
    draw_text(surface, "Last turn", (x, y), theme.text_px(surface, 2.0), theme.MUTED)
    y += round(3 * u)
    small = theme.text_px(surface, 1.8)
    rows = [row for text in report[:shown] for row in wrap_text(text, small, rect.width)]
    step = theme.font(small).get_linesize()
    room_for = max(1, (rect.bottom - y) // step)
    if len(rows) > room_for:  # keep the newest lines; the first ones are the oldest news
        rows = ["\u2026"] + rows[len(rows) - room_for + 1:]
    if not report:
        # a turn in which nothing reached this seat (everyone stayed, or its time ran out)
        # still gets a line: a heading over nothing reads like a drawing fault
        draw_text(surface, QUIET_TURN, (x, y), small, theme.FAINT)
    for row in rows:
        draw_text(surface, row, (x, y), small, theme.TEXT)
        y += step
