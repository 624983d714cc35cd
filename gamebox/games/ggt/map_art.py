"""Grunt, Growl and Tear's map on screen: the arena's board widget, the pictures of what lies
and stands on it, the Monitors' portraits, and the marks round the acting Monster.

- `MapArt`: one arena's `HexBoard`, with the Tiled map's tile layers and its tile objects
  that never move (trees, rocks, start flags) when the map file is there and matches the
  arena (else terrain colours), and the pictures of its pushable objects;
- `MapArt.piece_art`: the board's pictures (`HexBoard.piece_art`): each Monster seen from
  above in its seat's colour, turned to its facing, with the limbs it has (a torn one a red
  stump, a stolen one in its first owner's skin); a torn limb lying on the ground; a
  pushable object with its Weight;
- `portrait`: a seat's Monster as its Monitor shows it;
- `draw_step_marks`: an arrow on each hexagon the acting Monster may turn to face and
  chevrons where it may step, and a place to point at for a hexagon past the map's edge.

Pictures are made once per key and kept (`Pictures`): a still map is blits.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Callable

import pygame

from ...engine.table import Piece
from ...ui import theme
from ...ui.hex_board import VOID, HexBoard
from ...ui.highlights import Highlights, HitMap
from ...ui.text import fitting_size, render
from .art import limb_picture, monster_picture

ARROW_INK = (250, 244, 230)
ARROW_EDGE = (24, 20, 18)
LIMB_ON_GROUND = (226, 212, 186)
"""The colour a torn limb flies in (it belongs to no seat while it lies on the map)."""


def map_path(arena_id: str) -> Path | None:
    """The Tiled file of a shipped or user map named `arena_id`, when there is one."""
    from ...engine.paths import content_roots

    for root in reversed(content_roots()):  # a user's map of the same name wins
        path = Path(root) / "maps" / "ggt" / f"{arena_id}.tmx"
        if path.is_file():
            return path
    return None


class Pictures:
    """Pictures made once and kept by key (a few hundred at most)."""

    def __init__(self, limit: int = 300) -> None:
        self.limit = limit
        self._kept: dict[tuple, pygame.Surface] = {}

    def get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        found = self._kept.get(key)
        if found is None:
            if len(self._kept) > self.limit:
                self._kept.clear()
            found = self._kept[key] = make()
        return found


def held_looks(state, seat: int) -> list:
    """What fills each limb spot of `seat`'s Monster: the look of the Monster the limb came
    from with its kind, or None for an empty spot (public: limbs are on the table)."""
    out = []
    for limb in state.slots[seat]:
        if limb is None or limb < 0:
            out.append(None)
            continue
        m, _ = state.limb_part[limb]
        out.append(dict(state.roster.monsters[m].look, kind=state.part(limb).type))
    return out


def portrait(pictures: Pictures, state, seat: int, side: int) -> pygame.Surface | None:
    """`seat`'s Monster facing up, `side` pixels square, as its Monitor shows it."""
    m = state.monster[seat]
    if m < 0:
        return None
    monster = state.roster.monsters[m]
    held = held_looks(state, seat)
    key = ("portrait", m, tuple(str(h) for h in held), side)
    return pictures.get(key, lambda: monster_picture(monster.look, monster.spots, held, side))


class MapArt:
    """One arena's board widget and the pictures of its pieces; `shown` gives the state the
    table shows (held while a queue of steps plays)."""

    def __init__(self, arena, shown: Callable, pictures: Pictures) -> None:
        self.arena = arena
        self.shown = shown
        self.pictures = pictures
        self.things: dict[str, pygame.Surface] = {}
        tiles, objects = [], []
        path = map_path(arena.id)
        if path is not None and pygame.display.get_surface() is not None:
            try:
                from ...maps import load_tmx
                from ...maps.hexgrid import HexGrid
                from ...ui.hex_board import tile_layers_from_tmx, tile_objects_from_tmx

                if HexGrid.from_map(load_tmx(path)) == arena.grid:
                    tiles = tile_layers_from_tmx(path)
                    objects = tile_objects_from_tmx(path, arena.grid,
                                                    keep=lambda o: o.type != "pushable")
                    self.things = self._thing_images(path)
            except Exception:  # (a map that will not draw still plays: colours instead)
                tiles, objects, self.things = [], [], {}
        terrain = {cell: VOID for cell in arena.void}
        if not tiles:
            terrain.update({cell: "rock" for cell in arena.blocked})
        self.board = HexBoard(arena.grid, terrain, tiles=tiles, objects=objects,
                              default_kind="grass")
        self.board.piece_art = self.piece_art

    @staticmethod
    def _thing_images(path: Path) -> dict[str, pygame.Surface]:
        import pytmx
        from pytmx.util_pygame import load_pygame

        found = {}
        for group in load_pygame(str(path)).visible_layers:
            if isinstance(group, pytmx.TiledObjectGroup):
                for obj in group:
                    if obj.type == "pushable" and getattr(obj, "image", None) is not None:
                        found[str(obj.id)] = obj.image
        return found

    def piece_art(self, piece: Piece, colour, r: int):
        """The board's pictures: a Monster turned to its facing, a torn limb, an object, as
        ``(key, make)`` (`HexBoard.piece_art`); None for the kit's disc."""
        state = self.shown()
        kind, _, rest = piece.id.partition("/")
        if kind == "monster":
            seat = int(rest)
            m = state.monster[seat]
            if m < 0:
                return None
            monster = state.roster.monsters[m]
            held = held_looks(state, seat)
            facing = piece.face.get("facing", 0) if isinstance(piece.face, dict) else 0
            bearing = state.arena.grid.facing_angle(facing)
            size = max(12, round(r * 2.9))
            key = ("monster", m, tuple(str(h) for h in held), tuple(colour), size,
                   round(bearing))

            def make():
                picture = monster_picture(monster.look, monster.spots, held, size, colour)
                return pygame.transform.rotozoom(picture, -bearing, 1.0)
            return key, make
        if kind == "limb":
            limb = int(rest)
            m, _ = state.limb_part[limb]
            look = state.roster.monsters[m].look
            part = state.part(limb)
            size = max(10, round(r * 1.7))
            slant = (-35, 15, 60, -70)[limb % 4]
            return ("limb", m, part.type, size, slant), \
                lambda: limb_picture(part.type, look, size, slant)
        if kind == "thing":
            thing = state.arena.things[int(rest)]
            image = self.things.get(thing.id)
            size = max(10, round(r * 2.3))
            return ("thing", thing.id, thing.weight, size), \
                lambda: thing_picture(image, thing.weight, size)
        return None

    def flying(self, surface: pygame.Surface, rect: pygame.Rect, move, colour) -> bool:
        """Draw a stepping Monster or a torn limb in the air as the map draws it; False
        when `move` flies something else (a card)."""
        kind = move.piece.partition("/")[0]
        if kind not in ("monster", "limb"):
            return False
        art = self.piece_art(Piece(move.piece, move.face, move.kind),
                             colour if kind == "monster" else LIMB_ON_GROUND,
                             max(6, round(min(rect.width, rect.height) / 2.9)))
        if art is None:
            return False
        picture = self.pictures.get(*art)
        surface.blit(picture, picture.get_rect(center=rect.center))
        return True


def thing_picture(image, weight: int, size: int) -> pygame.Surface:
    """A pushable object: its tile picture (or a grey boulder) and its Weight."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    if image is not None:
        iw, ih = image.get_size()
        scale = size / max(iw, ih)
        small = pygame.transform.smoothscale(image.convert_alpha(),
                                             (max(1, round(iw * scale)),
                                              max(1, round(ih * scale))))
        out.blit(small, small.get_rect(center=(size // 2, size // 2)))
    else:
        pygame.draw.circle(out, (96, 92, 86), (size // 2, size // 2), size * 0.36)
        pygame.draw.circle(out, (150, 144, 134), (size // 2 - 2, size // 2 - 2), size * 0.3)
    r = max(6, size // 6)
    centre = (size - r - 1, size - r - 1)
    pygame.draw.circle(out, (24, 20, 18), centre, r)
    pygame.draw.circle(out, (236, 226, 206), centre, r, max(1, r // 5))
    px = fitting_size(str(weight), r * 2, round(r * 1.5), True)
    words = render(str(weight), px, (236, 226, 206), True)
    out.blit(words, words.get_rect(center=centre))
    return out


def draw_step_marks(surface: pygame.Surface, rect: pygame.Rect, board: HexBoard,
                    lit: Highlights, hits: HitMap, state, seat: int, legal: list) -> HitMap:
    """Over the hexagons round `seat`'s Monster: an arrow on each one it may turn to face,
    chevrons where it may step. A hexagon past the map's edge that a Turn names gets a
    place in `hits` too, so it can be pointed at and focused; those places are returned
    (they answer a click before the Monster drawn under them)."""
    arrows: HitMap = {}
    cell = state.cell[seat] if seat < len(state.cell) else None
    if cell is None or state.phase != "play":
        return arrows
    grid = state.arena.grid
    lay = board.layout(rect)
    if lay is None:
        return arrows
    r = max(4, round(lay.radius * 0.42))
    stepped = {state.touches(a, seat)[0] for a in legal if a.kind == "move"}
    for action in legal:
        if action.kind not in ("turn", "move"):
            continue
        (target,) = state.touches(action, seat)
        if target not in lit.targets or (action.kind == "turn" and target in stepped):
            continue  # (a step back and a turn about share a hexagon: the step shows)
        step = state.facing[seat] + (action.args[0] if action.kind == "turn" else
                                     (0 if action.args[0] == "forward" else 3))
        x, y = board.cell_center(rect, grid.neighbour(cell, step))
        if target not in hits:
            # past the map's edge: on the hexagon where the board shows it, else pulled
            # in towards the Monster until it fits in the board's rect
            mx, my = board.cell_center(rect, cell)
            box = pygame.Rect(0, 0, 3 * r, 3 * r)
            for share in (1.0, 0.85, 0.7, 0.58):
                x, y = mx + (x - mx) * share, my + (y - my) * share
                box.center = (round(x), round(y))
                if rect.contains(box):
                    break
            else:
                continue
            x, y = box.center
            hits[target] = arrows[target] = box
            ring = theme.FOCUS if lit.focus == target else (120, 214, 120)
            pygame.draw.circle(surface, ring, box.center, round(1.5 * r), 2)
        dx, dy = grid.step_offset(step)
        length = math.hypot(dx, dy) or 1
        ux, uy = dx / length, dy / length
        if action.kind == "turn":
            # an arrowhead pointing away from the Monster, the way it would face
            tip = (x + ux * r * 1.1, y + uy * r * 1.1)
            left = (x - uy * r * 0.6, y + ux * r * 0.6)
            right = (x + uy * r * 0.6, y - ux * r * 0.6)
            tail = (x - ux * r * 0.9, y - uy * r * 0.9)
            pygame.draw.line(surface, ARROW_EDGE, tail, (x, y), max(3, r // 2) + 2)
            pygame.draw.polygon(surface, ARROW_EDGE, [tip, left, right])
            pygame.draw.line(surface, ARROW_INK, tail, (x, y), max(2, r // 3))
            pygame.draw.polygon(surface, ARROW_INK, [tip, left, right], max(1, r // 4))
        else:
            # two chevrons pointing the way the step goes
            for k in (-0.45, 0.35):
                cx, cy = x + ux * r * k, y + uy * r * k
                a = (cx + ux * r * 0.5, cy + uy * r * 0.5)
                wing = [(cx - uy * r * 0.7, cy + ux * r * 0.7), a,
                        (cx + uy * r * 0.7, cy - ux * r * 0.7)]
                pygame.draw.lines(surface, ARROW_EDGE, False, wing, max(3, r // 3) + 2)
                pygame.draw.lines(surface, ARROW_INK, False, wing, max(2, r // 3))
    return arrows
