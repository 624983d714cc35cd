"""The hex board: a board `Zone` drawn on a Tiled hexagonal map, fitted to a rectangle.

`HexBoard` takes the map's `HexGrid`, each cell's terrain kind (data: ``{(col, row): "rock"}``)
and, when a scene has them, the map's own tile layers as images. `draw` fits the map into the
rect it is given, draws the cells, the pieces lying on them and the table's `Highlights`, and
returns a `HitMap`: a rect per piece id and per cell (named by `place_id(zone.name, cell)`).
Hexagons overlap in their rects, so a click is found with `cell_at`, which asks the grid which
hexagon holds the point.

Pieces are read from the zone as the table kit defines them: `Piece.at` is the cell; a
``pawn`` is a monster or unit, drawn as a round base in its owner's seat colour with a notch
towards ``face["facing"]`` (0..5, see `gamebox.maps.hexgrid`) and its `Piece.label`; every
other kind (a torn limb, a token) lies small beside it, in ``face["colour"]`` or its owner's
colour.

A game with its own pictures passes `objects` (a Tiled map's tile objects that never move,
trees, rocks, start flags: `tile_objects_from_tmx`), painted over the cells and the grid
lines, and `piece_art`, a function ``(piece, colour, radius)`` that returns ``(key, make)``
(``make()`` paints the piece's picture, centred, at the board's scale; `key` caches it) or
None for the kit's own drawing: a Monster with its limbs, turned to its facing, or a boulder
from the tileset. A picture's `Piece.label` is written in a small pill under it rather than
across it.

The cells change only when the size does, so they are painted once per size into a Surface
(and a dimmed copy for when a choice is open); a frame blits it and draws the few pieces and
rings on top.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Hashable, Mapping, Sequence

import pygame

from ..engine.table import Piece, Zone, place_id
from ..maps.hexgrid import Cell, HexGrid
from . import theme
from .card import HIGHLIGHT_RGB, SELECT_RGB
from .card_paint import DIM_FACTOR
from .highlights import NO_HIGHLIGHTS, Highlights, HitMap
from .text import fit, render


@dataclass(frozen=True)
class Terrain:
    """How one kind of cell looks."""

    colour: tuple[int, int, int]
    mark: str = ""
    """A drawing over the colour: ``trees``, ``rocks``, ``waves``, ``reeds`` or none."""


TERRAIN: dict[str, Terrain] = {
    "floor": Terrain((170, 148, 106)),
    "grass": Terrain((122, 150, 82)),
    "sand": Terrain((204, 180, 126)),
    "mud": Terrain((116, 92, 66), "reeds"),
    "rock": Terrain((138, 132, 122), "rocks"),
    "tree": Terrain((86, 120, 66), "trees"),
    "forest": Terrain((86, 120, 66), "trees"),
    "water": Terrain((78, 124, 164), "waves"),
    "edge": Terrain((180, 154, 104)),
}
"""The default look of each terrain kind; a game passes its own kinds as `palette`. A kind
named nowhere is drawn grey, so a typo shows rather than crashes."""

UNKNOWN = Terrain((150, 150, 150))
VOID = "void"
"""A cell kind that is not drawn at all (a hole in an irregular map)."""

TABLE = (44, 58, 48)        # the felt the map lies on, seen at its jagged edges
FRAME = (92, 66, 44)        # the board's wooden rim
GRID_LINE = (58, 46, 36)
BONE = (226, 212, 186)
BOARD_DIM = (150, 146, 140)
"""The board's cells while a choice is open: dimmed less than cards, so the map still reads."""
MAX_SIZES = 2
"""Sizes whose painted cells are kept (a window resized back and forth); a 1080p board
weighs 8 MB, twice that once it has been dimmed."""


def _shade(colour, amount: float) -> tuple[int, int, int]:
    """`colour` lightened (amount > 0) or darkened (amount < 0) by a share of the way.

    >>> _shade((100, 200, 0), 0.5), _shade((100, 200, 0), -0.5)
    ((178, 228, 128), (50, 100, 0))
    """
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour)
    return tuple(round(c * (1 + amount)) for c in colour)


def _jitter(cell: Cell) -> int:
    """A small fixed brightness step per cell, so a field of one kind looks hand painted."""
    col, row = cell
    return ((col * 7919 + row * 104729) ^ (col * row * 31)) % 13 - 6


def _luma(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


@dataclass
class _Layout:
    """Everything one size of the board needs, relative to the rect's top-left."""

    scale: float
    origin: tuple[float, float]
    """Where map pixel (0, 0) lands."""
    board: pygame.Rect
    static: pygame.Surface
    dimmed: pygame.Surface | None
    """`static` darkened for an open choice; painted the first time one is open."""
    cell_rects: dict[Cell, pygame.Rect]
    """Each cell's hexagon box (a shared size: the state overlays are blitted there)."""
    overlays: dict[str, pygame.Surface]
    mask: pygame.Surface
    """A white hexagon on clear: cuts one lit cell out of the painted board."""
    radius: int
    """A pawn's radius in pixels."""


class HexBoard:
    """A hex map board for one grid; reuse one object across frames (it keeps the paint).

    `terrain` gives each cell's kind (missing cells are `default_kind`); `palette` adds or
    replaces kinds' looks; `tiles` are the map's own tile layers, bottom first, as images by
    cell (see `tile_layers_from_tmx`): when given they are drawn over the terrain colours
    instead of the terrain marks; `objects` are layers of the same kind painted over the
    grid lines (a map's tile objects that never move); `piece_art` draws pieces the game's
    own way (see the module's notes).
    """

    def __init__(self, grid: HexGrid, terrain: Mapping[Cell, str] | None = None, *,
                 palette: Mapping[str, Terrain] | None = None, default_kind: str = "floor",
                 tiles: Sequence[Mapping[Cell, pygame.Surface]] = (),
                 objects: Sequence[Mapping[Cell, pygame.Surface]] = (),
                 piece_art: Callable[[Piece, tuple, int], tuple[Hashable, Callable[
                     [], pygame.Surface]] | None] | None = None,
                 grid_lines: bool = True) -> None:
        self.grid = grid
        self.terrain = dict(terrain or {})
        self.palette = {**TERRAIN, **(palette or {})}
        self.default_kind = default_kind
        self.tiles = list(tiles)
        self.objects = list(objects)
        self.piece_art = piece_art
        self.grid_lines = grid_lines
        self._layouts: dict[tuple[int, int], _Layout] = {}
        self._sprites: dict[tuple, pygame.Surface] = {}
        self._last: tuple[pygame.Rect, _Layout] | None = None

    # -- geometry on screen ---------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> _Layout | None:
        """The board fitted into a rect of this size (painted on first use); None when the
        rect is too small to show it."""
        size = (rect.width, rect.height)
        found = self._layouts.get(size)
        if found is None:
            found = self._paint(size)
            if found is None:
                return None
            if len(self._layouts) >= MAX_SIZES:
                self._layouts.pop(next(iter(self._layouts)))
            self._layouts[size] = found
        return found

    def cell_center(self, rect: pygame.Rect, cell: Cell) -> tuple[float, float]:
        """Where the centre of `cell` lands on screen when the board is drawn in `rect`."""
        lay = self.layout(rect)
        if lay is None:
            return float(rect.centerx), float(rect.centery)
        x, y = self.grid.center(cell)
        return (rect.left + lay.origin[0] + x * lay.scale,
                rect.top + lay.origin[1] + y * lay.scale)

    def cell_at(self, pos, rect: pygame.Rect | None = None) -> Cell | None:
        """The map cell whose hexagon is under screen point `pos` (in the rect of the last
        `draw`, or `rect`), or None off the map."""
        if rect is not None:
            lay = self.layout(rect)
        elif self._last is not None:
            rect, lay = self._last
        else:
            return None
        if lay is None:
            return None
        x = (pos[0] - rect.left - lay.origin[0]) / lay.scale
        y = (pos[1] - rect.top - lay.origin[1]) / lay.scale
        cell = self.grid.cell_at(x, y)
        if not self.grid.contains(cell) or self.terrain.get(cell) == VOID:
            return None
        return cell

    # -- a frame --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, zone: Zone,
             lit: Highlights = NO_HIGHLIGHTS, seat_colours: Sequence[str] = ()) -> HitMap:
        """Draw the board and `zone`'s pieces in `rect`; return the hit map: every cell's
        place id, then every piece id, to its rect on screen (pieces last: on top).

        `lit` names cells (by place id) and pieces (by id) to ring: targets green, the
        focus gold, picked-up blue; while there are targets the rest of the board dims.
        `seat_colours` are the seats' colours as ``#rrggbb`` (the theme's palette when
        short)."""
        rect = pygame.Rect(rect)
        lay = self.layout(rect)
        self._last = (rect, lay) if lay is not None else None
        if lay is None:
            return {}
        dim = bool(lit.targets) if lit.dim_others is None else lit.dim_others
        left, top = rect.topleft
        if dim and lay.dimmed is None:
            lay.dimmed = lay.static.copy()
            lay.dimmed.fill(BOARD_DIM, special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(lay.dimmed if dim else lay.static, (left + lay.board.x, top + lay.board.y))
        hits: HitMap = {}
        states: list[tuple[pygame.Rect, str, bool]] = []
        for cell, box in lay.cell_rects.items():
            shown = box.move(left, top)
            key = place_id(zone.name, cell)
            hits[key] = shown
            if key in lit.targets or key == lit.focus or key in lit.selected:
                states.append((shown, key, key in lit.targets))
        for shown, key, target in states:
            if dim and (target or key in lit.selected or key == lit.focus):
                self._light(surface, lay, shown, (left + lay.board.x, top + lay.board.y))
            if key in lit.selected:
                surface.blit(lay.overlays["selected"], shown)
            if target:
                surface.blit(lay.overlays["target"], shown)
            if key == lit.focus:
                surface.blit(lay.overlays["focus"], shown)
        self._draw_pieces(surface, rect, lay, zone, lit, dim, seat_colours, hits)
        return hits

    def _light(self, surface, lay: _Layout, shown: pygame.Rect, board_at) -> None:
        """Blit one cell from the undimmed paint over the dimmed board (hexagon-shaped)."""
        piece = pygame.Surface(shown.size, pygame.SRCALPHA)
        piece.blit(lay.static, (0, 0),
                   shown.move(-board_at[0], -board_at[1]))
        piece.blit(lay.mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(piece, shown)

    # -- pieces ---------------------------------------------------------------------------

    def _draw_pieces(self, surface, rect, lay: _Layout, zone: Zone, lit: Highlights,
                     dim: bool, seat_colours, hits: HitMap) -> None:
        by_cell = {cell: pieces for cell, pieces in board_pieces(zone).items()
                   if self.grid.contains(cell)}
        r = lay.radius
        for cell, pieces in by_cell.items():
            cx, cy = self.cell_center(rect, cell)
            pawns = [p for p in pieces if p.kind == "pawn"]
            small = [p for p in pieces if p.kind != "pawn"]
            for k, piece in enumerate(pawns):
                spot = (cx + (k - (len(pawns) - 1) / 2) * r * 0.9, cy)
                colour = self._piece_colour(piece, seat_colours, theme.MUTED)
                if self._draw_art(surface, piece, colour, r, spot, lit, dim, hits):
                    continue
                facing = piece.face.get("facing") if isinstance(piece.face, Mapping) else None
                facing = facing % 6 if isinstance(facing, int) else None
                state = self._state(piece.id, lit, dim)
                key = ("pawn", colour, r, facing, state == "dim")
                sprite = self._sprite(key, lambda: self._pawn_sprite(colour, r, facing,
                                                                    state == "dim"))
                box = sprite.get_rect(center=(round(spot[0]), round(spot[1])))
                surface.blit(sprite, box)
                self._ring(surface, box.center, round(r * 1.12), state, r)
                caption = piece.label or piece.name
                if caption:
                    ink = (24, 18, 14) if _luma(colour) > 140 else theme.TEXT
                    px = max(8, round(r * 0.5))
                    words = render(fit(caption, px, round(r * 1.72)), px, ink, True)
                    surface.blit(words, words.get_rect(center=box.center))
                hits[piece.id] = pygame.Rect(0, 0, 2 * r, 2 * r).move(
                    round(spot[0]) - r, round(spot[1]) - r)
            for k, piece in enumerate(small):
                # alone on a cell one lies in the middle; beside a pawn or others they fan
                # out along the lower half of the hexagon, in front of the pawn
                spread = 1.05 if pawns else (0.5 if len(small) > 1 else 0.0)
                angle = math.radians(90 if len(small) == 1 else
                                     150 - 120 * k / (len(small) - 1))
                spot = (cx + math.cos(angle) * r * spread, cy + math.sin(angle) * r * spread)
                colour = self._piece_colour(piece, seat_colours, BONE)
                if self._draw_art(surface, piece, colour, r, spot, lit, dim, hits):
                    continue
                state = self._state(piece.id, lit, dim)
                sprite = self._sprite(("limb", colour, r, k % 3, state == "dim"),
                                      lambda: self._limb_sprite(colour, r, k % 3,
                                                                state == "dim"))
                box = sprite.get_rect(center=(round(spot[0]), round(spot[1])))
                surface.blit(sprite, box)
                self._ring(surface, box.center, max(box.width, box.height) // 2, state, r)
                hits[piece.id] = box

    def _draw_art(self, surface, piece: Piece, colour, r: int, spot, lit: Highlights,
                  dim: bool, hits: HitMap) -> bool:
        """Draw `piece` with the game's `piece_art` (True), or say it has none (False)."""
        art = self.piece_art(piece, colour, r) if self.piece_art is not None else None
        if art is None:
            return False
        key, make = art
        state = self._state(piece.id, lit, dim)

        def painted() -> pygame.Surface:
            out = make().copy() if state == "dim" else make()
            if state == "dim":
                out.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
            return out

        sprite = self._sprite(("art", key, state == "dim"), painted)
        box = sprite.get_rect(center=(round(spot[0]), round(spot[1])))
        surface.blit(sprite, box)
        ring = min(max(box.width, box.height) // 2, round(r * 1.25))
        self._ring(surface, box.center, ring, state, r)
        hit = pygame.Rect(0, 0, 2 * ring, 2 * ring)
        hit.center = box.center
        hits[piece.id] = hit
        if piece.kind == "pawn" and piece.label:
            self._pill(surface, piece.label, (box.centerx, hit.bottom), colour, r)
        return True

    @staticmethod
    def _pill(surface, caption: str, midtop, colour, r: int) -> None:
        """A piece's name in a small dark pill, its top at `midtop`, edged in its colour."""
        px = max(8, round(r * 0.42))
        words = render(fit(caption, px, round(r * 3.2)), px, theme.TEXT, True)
        back = words.get_rect().inflate(px, max(2, px // 4))
        back.midtop = (round(midtop[0]), round(midtop[1]) - px // 2)
        pygame.draw.rect(surface, (24, 20, 18), back, border_radius=back.height // 2)
        pygame.draw.rect(surface, colour, back, max(1, px // 8), border_radius=back.height // 2)
        surface.blit(words, words.get_rect(center=back.center))

    @staticmethod
    def _state(piece_id: str, lit: Highlights, dim: bool) -> str:
        """Which ring a piece gets: focus outranks selection, which outranks a target."""
        if piece_id == lit.focus:
            return "focus"
        if piece_id in lit.selected:
            return "selected"
        if piece_id in lit.targets:
            return "target"
        return "dim" if dim else ""

    @staticmethod
    def _ring(surface, centre, radius: int, state: str, r: int) -> None:
        colour = {"focus": theme.FOCUS, "selected": SELECT_RGB,
                  "target": HIGHLIGHT_RGB}.get(state)
        if colour is not None:
            width = max(2, round(r * (0.16 if state == "focus" else 0.11)))
            pygame.draw.circle(surface, colour, centre, radius + width, width)

    @staticmethod
    def _piece_colour(piece: Piece, seat_colours, fallback) -> tuple[int, int, int]:
        face = piece.face if isinstance(piece.face, Mapping) else {}
        if isinstance(face.get("colour"), str):
            return theme.rgb(face["colour"])
        if piece.owner is not None:
            given = seat_colours[piece.owner] if piece.owner < len(seat_colours) else ""
            return theme.seat_colour(given, piece.owner)
        return fallback

    def _sprite(self, key, make) -> pygame.Surface:
        sprite = self._sprites.get(key)
        if sprite is None:
            if len(self._sprites) > 400:
                self._sprites.clear()
            sprite = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                sprite = sprite.convert_alpha()
            self._sprites[key] = sprite
        return sprite

    def _pawn_sprite(self, colour, r: int, facing: int | None, dim: bool) -> pygame.Surface:
        """A round base seen from above: shadow, rim, face, a shine, and the facing notch."""
        size = round(r * 3.6)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        shadow = pygame.Rect(0, 0, round(r * 2.1), round(r * 1.9))
        shadow.center = (round(c + r * 0.12), round(c + r * 0.2))
        pygame.draw.ellipse(out, (0, 0, 0, 90), shadow)
        if facing is not None:
            dx, dy = self.grid.step_offset(facing)
            length = math.hypot(dx, dy)
            ux, uy = dx / length, dy / length

            def wedge(near: float, far: float, half: float):
                return [(c + ux * far * r, c + uy * far * r),
                        (c + ux * near * r - uy * half * r, c + uy * near * r + ux * half * r),
                        (c + ux * near * r + uy * half * r, c + uy * near * r - ux * half * r)]

            pygame.draw.polygon(out, _shade(colour, -0.6), wedge(0.6, 1.72, 0.72))
            pygame.draw.polygon(out, theme.TEXT, wedge(0.74, 1.5, 0.46))
        pygame.draw.circle(out, _shade(colour, -0.5), (c, c), r)
        pygame.draw.circle(out, colour, (c, c), round(r * 0.84))
        pygame.draw.circle(out, _shade(colour, 0.25), (c - r * 0.1, c - r * 0.12),
                           round(r * 0.62))
        pygame.draw.circle(out, colour, (c + r * 0.04, c + r * 0.05), round(r * 0.6))
        if dim:
            out.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
        return out

    @staticmethod
    def _limb_sprite(colour, r: int, turn: int, dim: bool) -> pygame.Surface:
        """A torn limb lying on the ground: a short bone-ended stick at one of three slants."""
        size = round(r * 1.5)
        out = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size / 2
        angle = math.radians((-30, 20, 70)[turn])
        half = r * 0.5
        a = (c - math.cos(angle) * half, c - math.sin(angle) * half)
        b = (c + math.cos(angle) * half, c + math.sin(angle) * half)
        thick = max(3, round(r * 0.28))
        edge = _shade(colour, -0.55)
        for width, ink in ((thick + 2, edge), (thick, colour)):
            pygame.draw.line(out, ink, a, b, width)
            for end in (a, b):
                pygame.draw.circle(out, ink, end, width * 0.62)
        if dim:
            out.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
        return out

    # -- the painted cells ----------------------------------------------------------------

    def _paint(self, size: tuple[int, int]) -> _Layout | None:
        width, height = size
        map_w, map_h = self.grid.pixel_size
        pad = max(2, round(min(width, height) * 0.012))
        scale = min((width - 2 * pad) / map_w, (height - 2 * pad) / map_h)
        if scale <= 0 or min(width, height) < 8:
            return None
        board = pygame.Rect(0, 0, min(width, math.ceil(map_w * scale) + 2 * pad),
                            min(height, math.ceil(map_h * scale) + 2 * pad))
        board.center = (width // 2, height // 2)
        static = pygame.Surface(board.size)
        static.fill(FRAME)
        inner = static.get_rect().inflate(-pad, -pad)
        pygame.draw.rect(static, _shade(FRAME, -0.35), inner, border_radius=pad)
        pygame.draw.rect(static, TABLE, inner.inflate(-pad // 2 * 2 + 2, -pad // 2 * 2 + 2))
        origin = (float(pad), float(pad))
        corners = [(x * scale, y * scale) for x, y in self.grid.corner_offsets()]
        half_w = math.ceil(self.grid.tile_width * scale / 2) + 1
        half_h = math.ceil(self.grid.tile_height * scale / 2) + 1
        line = max(1, round(scale * 1.6)) if self.grid_lines else 0
        cells: dict[Cell, pygame.Rect] = {}
        shapes: dict[Cell, list[tuple[float, float]]] = {}
        for cell in self.grid.cells():
            if self.terrain.get(cell) == VOID:
                continue
            cx, cy = self.grid.center(cell)
            px, py = origin[0] + cx * scale, origin[1] + cy * scale
            shapes[cell] = [(px + dx, py + dy) for dx, dy in corners]
            cells[cell] = pygame.Rect(round(px) - half_w, round(py) - half_h,
                                      2 * half_w, 2 * half_h).move(board.topleft)
        for cell, shape in shapes.items():
            look = self.palette.get(self.terrain.get(cell, self.default_kind), UNKNOWN)
            fill = _shade(look.colour, _jitter(cell) / 100)
            pygame.draw.polygon(static, fill, shape)
            # a lighter rim inside each hexagon: the printed-board bevel
            centre = self._centre(shape)
            rim = [(centre[0] + (x - centre[0]) * 0.9, centre[1] + (y - centre[1]) * 0.9)
                   for x, y in shape]
            pygame.draw.polygon(static, _shade(fill, 0.1), rim, max(1, round(scale * 1.2)))
        for layer in self.tiles:
            self._paint_tiles(static, layer, origin, scale)
        if not self.tiles:
            for cell, shape in shapes.items():
                look = self.palette.get(self.terrain.get(cell, self.default_kind), UNKNOWN)
                self._mark(static, look, cell, self._centre(shape), scale)
        if line:
            for shape in shapes.values():
                pygame.draw.polygon(static, GRID_LINE, shape, line)
        for layer in self.objects:
            self._paint_tiles(static, layer, origin, scale)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            static = static.convert()  # the screen's own format blits fastest
        box = (2 * half_w, 2 * half_h)
        local = [(x + half_w, y + half_h) for x, y in corners]
        mask = pygame.Surface(box, pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), local)
        overlays = {
            "target": self._overlay(box, local, HIGHLIGHT_RGB, 40, max(2, line + 1)),
            "selected": self._overlay(box, local, SELECT_RGB, 70, max(2, line + 1)),
            "focus": self._overlay(box, local, theme.FOCUS, 0, max(3, round(line * 2.2))),
        }
        across = min(self.grid.tile_width, self.grid.tile_height) * scale
        return _Layout(scale, (origin[0] + board.x, origin[1] + board.y), board, static,
                       None, cells, overlays, mask, max(3, round(across * 0.39)))

    @staticmethod
    def _centre(shape) -> tuple[float, float]:
        return (sum(x for x, _ in shape) / len(shape), sum(y for _, y in shape) / len(shape))

    @staticmethod
    def _overlay(box, local, colour, alpha: int, width: int) -> pygame.Surface:
        """A hexagon-shaped state mark: a translucent wash and an inner ring."""
        out = pygame.Surface(box, pygame.SRCALPHA)
        if alpha:
            pygame.draw.polygon(out, (*colour, alpha), local)
        c = (box[0] / 2, box[1] / 2)
        inset = [(c[0] + (x - c[0]) * 0.93, c[1] + (y - c[1]) * 0.93) for x, y in local]
        pygame.draw.polygon(out, (*colour, 255), inset, width)
        return out

    def _paint_tiles(self, static, layer: Mapping[Cell, pygame.Surface], origin,
                     scale: float) -> None:
        """Tile images where Tiled puts them: the image's bottom-left on the bottom-left of
        the cell's tile box, scaled with the board."""
        scaled: dict[int, pygame.Surface] = {}
        for cell, image in layer.items():
            if not self.grid.contains(cell) or self.terrain.get(cell) == VOID:
                continue
            x, y = self.grid.top_left(cell)
            iw, ih = image.get_size()
            small = scaled.get(id(image))
            if small is None:
                source = image
                if source.get_bitsize() not in (24, 32):  # smoothscale takes only these
                    source = source.convert_alpha()
                small = pygame.transform.smoothscale(
                    source, (max(1, round(iw * scale)), max(1, round(ih * scale))))
                scaled[id(image)] = small
            bottom = origin[1] + (y + self.grid.tile_height) * scale
            static.blit(small, (round(origin[0] + x * scale), round(bottom - small.get_height())))

    def _mark(self, static, look: Terrain, cell: Cell, centre, scale: float) -> None:
        """The drawing that tells a kind apart beyond its colour (trees, rocks, waves)."""
        cx, cy = centre
        u = min(self.grid.tile_width, self.grid.tile_height) * scale
        seed = _jitter(cell) + 6
        dark = _shade(look.colour, -0.45)
        if look.mark == "trees":
            for k, (ox, oy, size) in enumerate(((-0.18, 0.08, 0.2), (0.17, 0.1, 0.18),
                                                 (0.0, -0.14, 0.22))):
                ox += (seed % 3 - 1) * 0.03
                x, y, rad = cx + ox * u, cy + oy * u, size * u
                pygame.draw.circle(static, _shade(dark, -0.3), (x + rad * 0.2, y + rad * 0.25),
                                   rad)
                pygame.draw.circle(static, _shade(look.colour, -0.25 + 0.05 * k), (x, y), rad)
                pygame.draw.circle(static, _shade(look.colour, 0.05 + 0.04 * k),
                                   (x - rad * 0.3, y - rad * 0.3), rad * 0.45)
        elif look.mark == "rocks":
            for ox, oy, size in ((-0.12, 0.06, 0.2), (0.14, -0.04, 0.15)):
                x, y, rad = cx + ox * u, cy + oy * u, size * u
                stone = [(x + math.cos(a) * rad * (0.8 + 0.2 * ((seed + i) % 3) / 2),
                          y + math.sin(a) * rad * 0.75)
                         for i, a in enumerate(math.radians(d) for d in range(0, 360, 60))]
                pygame.draw.polygon(static, dark, [(px + rad * 0.15, py + rad * 0.2)
                                                   for px, py in stone])
                pygame.draw.polygon(static, _shade(look.colour, 0.12), stone)
                pygame.draw.polygon(static, _shade(look.colour, -0.3), stone,
                                    max(1, round(scale)))
        elif look.mark == "waves":
            light = _shade(look.colour, 0.35)
            for oy in (-0.12, 0.1):
                y = cy + oy * u
                rect = pygame.Rect(0, 0, round(u * 0.22), round(u * 0.12))
                for ox in (-0.13, 0.11):
                    rect.center = (round(cx + ox * u), round(y))
                    pygame.draw.arc(static, light, rect, 0.2, math.pi - 0.2,
                                    max(1, round(scale * 1.5)))
        elif not look.mark:
            # plain ground: a few specks of grit, placed by the cell so they never move
            step = max(1, round(scale))
            for i in range(5):
                h = (seed * 31 + i * 97 + cell[0] * 13 + cell[1] * 7) % 1000
                x = cx + ((h % 37) / 37 - 0.5) * u * 0.62
                y = cy + (((h // 37) % 27) / 27 - 0.5) * u * 0.62
                ink = _shade(look.colour, -0.16 if i % 2 else 0.12)
                pygame.draw.circle(static, ink, (x, y), step * (1 + i % 2))
        elif look.mark == "reeds":
            for ox in (-0.15, -0.02, 0.12):
                x = cx + ox * u
                pygame.draw.line(static, dark, (x, cy + 0.12 * u), (x + 0.04 * u, cy - 0.1 * u),
                                 max(1, round(scale * 1.2)))


def tile_layers_from_tmx(path, names: Sequence[str] | None = None
                         ) -> list[dict[Cell, pygame.Surface]]:
    """The tile layers of a Tiled map as images by cell, bottom first, for `HexBoard`'s
    `tiles` (read with pytmx, which needs a display mode set: it converts the images).
    `names` picks layers by name, in that order; by default every visible tile layer."""
    import pytmx
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(str(path))
    layers = [layer for layer in tmx.visible_layers if isinstance(layer, pytmx.TiledTileLayer)]
    if names is not None:
        by_name = {layer.name: layer for layer in tmx.layers
                   if isinstance(layer, pytmx.TiledTileLayer)}
        missing = [n for n in names if n not in by_name]
        if missing:
            raise KeyError(f"{path}: no tile layer named {', '.join(map(repr, missing))}")
        layers = [by_name[n] for n in names]
    return [{(x, y): image for x, y, image in layer.tiles()} for layer in layers]


def tile_objects_from_tmx(path, grid: HexGrid, keep: Callable[[object], bool] | None = None
                          ) -> list[dict[Cell, pygame.Surface]]:
    """A Tiled map's tile objects (objects with a tile picture) as layers of images by cell
    for `HexBoard`'s `objects`, one layer per object layer, bottom first. Each object lies
    on the cell under the middle of its picture (Tiled anchors a tile object at its
    bottom-left). `keep(obj)` (a pytmx object: ``obj.type``, ``obj.name``, ``obj.properties``)
    picks which: leave out those the game draws as pieces (a boulder that is pushed around).
    Needs a display mode set, as `tile_layers_from_tmx` does."""
    import pytmx
    from pytmx.util_pygame import load_pygame

    tmx = load_pygame(str(path))
    layers = []
    for group in tmx.visible_layers:
        if not isinstance(group, pytmx.TiledObjectGroup):
            continue
        found: dict[Cell, pygame.Surface] = {}
        for obj in group:
            image = getattr(obj, "image", None)
            if not getattr(obj, "gid", 0) or image is None or (keep and not keep(obj)):
                continue
            # pytmx gives a tile object's y at its top (it moves Tiled's bottom anchor up)
            cell = grid.cell_at(obj.x + obj.width / 2, obj.y + obj.height / 2)
            if grid.contains(cell):
                if image.get_size() != (round(obj.width), round(obj.height)) and \
                        obj.width and obj.height:
                    image = pygame.transform.smoothscale(
                        image.convert_alpha(), (round(obj.width), round(obj.height)))
                found[cell] = image
        layers.append(found)
    return layers


def board_pieces(zone: Zone) -> dict[Cell, list[Piece]]:
    """The pieces of a board zone by cell (what lies where), for a scene's inspector."""
    found: dict[Cell, list[Piece]] = {}
    for piece in zone.pieces:
        if isinstance(piece.at, (tuple, list)) and len(piece.at) == 2:
            found.setdefault((piece.at[0], piece.at[1]), []).append(piece)
    return found

