"""Hex grid maths for Tiled hexagonal maps: cells, pixels, neighbours, facings and lines.

A cell is ``(column, row)`` exactly as Tiled numbers it (the tile layer's data, and the
table view's ``Piece.at`` on a board zone). Pixel positions are in map pixels, the frame
Tiled places tiles and objects in, and agree with Tiled's hexagonal renderer (its
``HexagonalRenderer`` in ``src/libtiled/hexagonalrenderer.cpp``):

- a tile's box is ``tilewidth`` x ``tileheight``; with ``staggeraxis="y"`` the hexagons
  point up and every other row is pushed right by half a tile, with ``staggeraxis="x"``
  they lie flat and every other column is pushed down by half a tile;
- ``staggerindex`` says which rows (columns) are pushed: the odd ones or the even ones;
- ``hexsidelength`` is the length of the two sides parallel to the stagger axis, so rows
  (columns) advance by ``(size - side) / 2 + side`` along that axis and interlock.

The six directions are numbered 0..5 clockwise on the screen, 60 degrees apart, starting at
the first one clockwise from straight up: for flat hexagons (stagger x) 0 is north, for
pointy ones (stagger y) 0 is north-east. Facing ``f + 3`` is the opposite of ``f``.

Distances, rings and lines are worked out in cube coordinates (Amit Patel's "Hexagonal
Grids" page describes them), which turn the staggered rows into straight axes.

No pygame here: the rules, the bots and the validator use this.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Container, Iterable, Iterator, NoReturn

Cell = tuple[int, int]
"""``(column, row)`` as Tiled numbers tiles."""

# Axial steps (a, b) in the grid's own frame (see HexGrid._axial), in facing order.
# Stagger y: a runs along a row, b down the rows; stagger x: a runs down a column, b along
# the columns. Listed clockwise on screen from the first direction at or past north.
_STEPS_Y = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))   # NE E SE SW W NW
_STEPS_X = ((-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1))   # N NE SE S SW NW

FACING_NAMES = {
    "x": ("north", "north-east", "south-east", "south", "south-west", "north-west"),
    "y": ("north-east", "east", "south-east", "south-west", "west", "north-west"),
}
"""A word for each facing, by stagger axis (for logs and rules text)."""


class HexSettingsError(ValueError):
    """A map's hexagonal settings that this grid cannot use; the message names the setting."""


def turn(facing: int, steps: int) -> int:
    """The facing after turning `steps` sixths clockwise (negative: anticlockwise).

    >>> turn(5, 1), turn(0, -1), turn(2, 3)
    (0, 5, 5)
    """
    return (facing + steps) % 6


def turn_steps(start: int, end: int) -> int:
    """The fewest sixths to turn from `start` to `end`: 0..3 (3 is a half turn).

    >>> turn_steps(0, 5), turn_steps(1, 4), turn_steps(2, 2)
    (1, 3, 0)
    """
    d = (end - start) % 6
    return min(d, 6 - d)


def cube_round(x: float, y: float, z: float) -> tuple[int, int, int]:
    """The cube cell nearest to a point in cube space (x + y + z == 0).

    Each coordinate is rounded, then the one that moved most is fixed from the other two,
    which keeps the sum at zero.

    >>> cube_round(0.4, -0.3, -0.1)
    (0, 0, 0)
    >>> cube_round(0.6, -0.2, -0.4)
    (1, 0, -1)
    """
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return int(rx), int(ry), int(rz)


def axial_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Steps between two axial cells (a hexagonal Manhattan distance).

    >>> axial_distance((0, 0), (2, -1)), axial_distance((0, 0), (-2, -1))
    (2, 3)
    """
    da, db = a[0] - b[0], a[1] - b[1]
    return (abs(da) + abs(db) + abs(da + db)) // 2


@dataclass(frozen=True)
class HexGrid:
    """The geometry of one Tiled hexagonal map; build it with `from_settings` or `from_map`.

    Cells off the map still have positions and neighbours (a unit may look past an edge);
    `contains` says whether a cell is on the map, and `ring`, `within` and `cells` only
    give cells on it.
    """

    width: int
    """Columns of the map."""
    height: int
    """Rows of the map."""
    tile_width: int
    tile_height: int
    side_length: int
    """Tiled's ``hexsidelength``: the sides parallel to the stagger axis, in pixels."""
    stagger_axis: str
    """``x`` (flat hexagons, columns pushed down) or ``y`` (pointy, rows pushed right)."""
    stagger_index: str
    """``odd`` or ``even``: which rows (columns) are pushed."""

    def __post_init__(self) -> None:
        def fail(message: str) -> NoReturn:
            raise HexSettingsError(message)

        if self.stagger_axis not in ("x", "y"):
            fail(f"staggeraxis must be 'x' or 'y', not {self.stagger_axis!r}")
        if self.stagger_index not in ("odd", "even"):
            fail(f"staggerindex must be 'odd' or 'even', not {self.stagger_index!r}")
        for name, value in (("width", self.width), ("height", self.height),
                            ("tilewidth", self.tile_width), ("tileheight", self.tile_height)):
            if not isinstance(value, int) or value <= 0:
                fail(f"{name} must be a whole number above 0, not {value!r}")
        for name, value in (("tilewidth", self.tile_width), ("tileheight", self.tile_height)):
            # Tiled steps odd-sized tiles a pixel closer than their size (and Tiled 1.8 and
            # newer Tiled round differently along the stagger axis): the hexagons would not
            # meet, so only even sizes are placed exactly.
            if value % 2:
                fail(f"{name} must be even for a hexagonal map, not {value}")
        along = "tilewidth" if self.stagger_axis == "x" else "tileheight"
        if not isinstance(self.side_length, int) or self.side_length <= 0:
            fail(f"hexsidelength is missing or not above 0 ({self.side_length!r}); Tiled "
                 f"writes it for hexagonal maps (Map Properties, Hex Side Length)")
        if self.side_length >= self._along:
            fail(f"hexsidelength ({self.side_length}) must be less than {along} "
                 f"({self._along}) with staggeraxis {self.stagger_axis!r}")
        if self.side_length % 2:
            # the slanted edges would need half pixels: Tiled 1.8 overlaps such hexagons by
            # a pixel and newer Tiled shrinks them, so neither tiles the map exactly
            fail(f"hexsidelength must be even for a map of even tile sizes, not "
                 f"{self.side_length}")

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def from_settings(cls, *, orientation: str = "hexagonal", width: int, height: int,
                      tilewidth: int, tileheight: int, hexsidelength: int | None,
                      staggeraxis: str, staggerindex: str) -> "HexGrid":
        """A grid from the attributes of a Tiled ``<map>`` element (names as Tiled spells
        them); HexSettingsError naming the setting when they are not a hexagonal map this
        grid can place exactly."""
        if orientation != "hexagonal":
            raise HexSettingsError(f"orientation must be 'hexagonal', not {orientation!r} "
                                   f"(Map Properties, Orientation: Hexagonal)")
        return cls(width, height, tilewidth, tileheight,
                   0 if hexsidelength is None else hexsidelength, staggeraxis, staggerindex)

    @classmethod
    def from_map(cls, tmap) -> "HexGrid":
        """The grid of a `gamebox.maps.TiledMap` (read by `load_tmx`)."""
        return cls.from_settings(orientation=tmap.orientation, width=tmap.width,
                                 height=tmap.height, tilewidth=tmap.tile_width,
                                 tileheight=tmap.tile_height,
                                 hexsidelength=tmap.hex_side_length,
                                 staggeraxis=tmap.stagger_axis,
                                 staggerindex=tmap.stagger_index)

    # -- the grid's own frame -------------------------------------------------------------
    # Everything is worked out as if the rows were staggered (stagger y) and swapped back for
    # stagger x: there a column plays the part of a row. In that frame `m` counts the
    # staggered lines (rows), `n` the cells along one, `u` the pixel across and `v` along.

    @property
    def _across(self) -> int:
        """Tile size across the staggered lines (tile width for stagger y)."""
        return self.tile_width if self.stagger_axis == "y" else self.tile_height

    @property
    def _along(self) -> int:
        return self.tile_height if self.stagger_axis == "y" else self.tile_width

    @property
    def _offset(self) -> int:
        """How far a hexagon's slanted edges reach along the stagger axis (Tiled's
        sideOffset)."""
        return (self._along - self.side_length) // 2

    @property
    def _step(self) -> int:
        """Distance between two staggered lines (Tiled's rowHeight or columnWidth)."""
        return self._offset + self.side_length

    def _pushed(self, m: int) -> bool:
        """Whether line `m` is pushed by half a tile."""
        return bool(m & 1) != (self.stagger_index == "even")

    def _nm(self, cell: Cell) -> tuple[int, int]:
        col, row = cell
        return (col, row) if self.stagger_axis == "y" else (row, col)

    def _cell(self, n: int, m: int) -> Cell:
        return (n, m) if self.stagger_axis == "y" else (m, n)

    def _axial(self, cell: Cell) -> tuple[int, int]:
        """Axial coordinates (a, b) in the grid's frame: b is the line, a slides back by
        half a cell per line so that the pushed lines line up into straight axes."""
        n, m = self._nm(cell)
        return n - (m + (self.stagger_index == "even")) // 2, m

    def _from_axial(self, a: int, b: int) -> Cell:
        return self._cell(a + (b + (self.stagger_index == "even")) // 2, b)

    # -- pixels ---------------------------------------------------------------------------

    @property
    def pixel_size(self) -> tuple[int, int]:
        """Width and height of the whole map in pixels, as Tiled sizes it (what
        ``tmxrasterizer`` renders at scale 1)."""
        across = self.width if self.stagger_axis == "y" else self.height
        lines = self.height if self.stagger_axis == "y" else self.width
        size_across = across * self._across + (self._across // 2 if lines > 1 else 0)
        size_along = lines * self._step + self._offset
        if self.stagger_axis == "y":
            return size_across, size_along
        return size_along, size_across

    def top_left(self, cell: Cell) -> tuple[int, int]:
        """The top-left corner of a cell's tile box in map pixels (where Tiled draws a
        tile the size of the map's tiles)."""
        n, m = self._nm(cell)
        u = n * self._across + (self._across // 2 if self._pushed(m) else 0)
        v = m * self._step
        return (u, v) if self.stagger_axis == "y" else (v, u)

    def center(self, cell: Cell) -> tuple[float, float]:
        """The centre of a cell in map pixels."""
        x, y = self.top_left(cell)
        return x + self.tile_width / 2, y + self.tile_height / 2

    def corners(self, cell: Cell) -> tuple[tuple[float, float], ...]:
        """The six corners of a cell's hexagon in map pixels, going round it."""
        cx, cy = self.center(cell)
        return tuple((cx + dx, cy + dy) for dx, dy in self.corner_offsets())

    def corner_offsets(self) -> tuple[tuple[float, float], ...]:
        """The six corners of every hexagon relative to its centre, going round it (the
        same for every cell: a drawing scales these once)."""
        half_u, half_v = self._across / 2, self._along / 2
        edge = half_v - self._offset          # half the side parallel to the stagger axis
        frame = ((0, -half_v), (half_u, -edge), (half_u, edge),
                 (0, half_v), (-half_u, edge), (-half_u, -edge))
        if self.stagger_axis == "y":
            return frame
        return tuple((v, u) for u, v in frame)

    def step_offset(self, facing: int) -> tuple[float, float]:
        """The pixel step from a cell's centre to its neighbour's in direction `facing`
        (the same from every cell): the way a pawn facing that way points."""
        a, b = (_STEPS_Y if self.stagger_axis == "y" else _STEPS_X)[facing % 6]
        u, v = a * self._across + b * self._across / 2, b * self._step
        return (u, v) if self.stagger_axis == "y" else (v, u)

    def facing_angle(self, facing: int) -> float:
        """The compass bearing of `facing` on screen in degrees, clockwise from straight up
        (exactly 0, 60, ... or 30, 90, ... when the hexagons are regular)."""
        dx, dy = self.step_offset(facing)
        return math.degrees(math.atan2(dx, -dy)) % 360

    def cell_at(self, x: float, y: float) -> Cell:
        """The cell whose hexagon holds the point (x, y) in map pixels, on the map or not.

        Exact for any hexagon proportions: the point's line is found from the straight
        sides, and only in the zig-zag between two lines does a slanted edge decide. A
        point on an edge goes to the lower line (the higher row or column number)."""
        u, v = (x, y) if self.stagger_axis == "y" else (y, x)
        w, step, offset = self._across, self._step, self._offset
        m = math.floor(v / step)
        local_v = v - m * step

        def n_in(line: int) -> int:
            return math.floor((u - (w / 2 if self._pushed(line) else 0)) / w)

        n = n_in(m)
        if local_v < offset:
            local_u = u - (w / 2 if self._pushed(m) else 0) - n * w
            # the upper slanted edges of cell n: at height offset at its sides, 0 mid-way
            if local_v * w < offset * abs(2 * local_u - w):
                return self._cell(n_in(m - 1), m - 1)
        return self._cell(n, m)

    # -- cells and steps ------------------------------------------------------------------

    def contains(self, cell: Cell) -> bool:
        """Whether `cell` is on the map."""
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def cells(self) -> Iterator[Cell]:
        """Every cell of the map, row by row."""
        for row in range(self.height):
            for col in range(self.width):
                yield col, row

    def neighbour(self, cell: Cell, facing: int) -> Cell:
        """The cell next to `cell` in direction `facing` (it may be off the map)."""
        a, b = self._axial(cell)
        da, db = (_STEPS_Y if self.stagger_axis == "y" else _STEPS_X)[facing % 6]
        return self._from_axial(a + da, b + db)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The six cells next to `cell`, indexed by facing (some may be off the map)."""
        return tuple(self.neighbour(cell, f) for f in range(6))

    def adjacent(self, cell: Cell) -> list[Cell]:
        """The cells next to `cell` that are on the map, in facing order."""
        return [c for c in self.neighbours(cell) if self.contains(c)]

    def distance(self, a: Cell, b: Cell) -> int:
        """Steps from `a` to `b` over neighbours (the map's edges ignored)."""
        return axial_distance(self._axial(a), self._axial(b))

    def facing(self, start: Cell, end: Cell) -> int:
        """The facing that points from `start` to the adjacent `end`; ValueError when they
        are not neighbours."""
        for f in range(6):
            if self.neighbour(start, f) == end:
                return f
        raise ValueError(f"cell {end[0]},{end[1]} is not next to cell {start[0]},{start[1]}")

    def front(self, cell: Cell, facing: int) -> tuple[Cell, Cell, Cell]:
        """The three front hexes of a unit on `cell` facing `facing`: front-left, straight
        ahead, front-right (some may be off the map)."""
        return (self.neighbour(cell, facing - 1), self.neighbour(cell, facing),
                self.neighbour(cell, facing + 1))

    def ring(self, center: Cell, radius: int) -> list[Cell]:
        """The cells on the map exactly `radius` steps from `center`, going round it
        clockwise from the corner in direction 4 (a radius of 0 gives `center`)."""
        if radius < 0:
            raise ValueError(f"a ring's radius cannot be negative ({radius})")
        if radius == 0:
            return [center] if self.contains(center) else []
        steps = _STEPS_Y if self.stagger_axis == "y" else _STEPS_X
        a, b = self._axial(center)
        a, b = a + steps[4][0] * radius, b + steps[4][1] * radius
        found: list[Cell] = []
        # from the corner in direction 4, walk each side in turn: directions 0, 1, ... 5
        for side in range(6):
            da, db = steps[side]
            for _ in range(radius):
                cell = self._from_axial(a, b)
                if self.contains(cell):
                    found.append(cell)
                a, b = a + da, b + db
        return found

    def within(self, center: Cell, radius: int) -> list[Cell]:
        """The cells on the map at most `radius` steps from `center`, nearest first."""
        found: list[Cell] = []
        for r in range(radius + 1):
            found += self.ring(center, r)
        return found

    def line(self, start: Cell, end: Cell, lean: int = 1) -> list[Cell]:
        """The cells a straight line from `start`'s centre to `end`'s passes, both ends
        included, each next to the one before: a line of sight to check for blockers.

        The line is drawn in cube coordinates. Where it runs exactly along the edge between
        two cells, `lean` (1 or -1) says to which side it falls: a rule that lets a shot
        through when either side is clear asks for both."""
        if lean not in (1, -1):
            raise ValueError(f"lean must be 1 or -1, not {lean!r}")
        a0, b0 = self._axial(start)
        a1, b1 = self._axial(end)
        count = axial_distance((a0, b0), (a1, b1))
        if count == 0:
            return [start]
        # a nudge far below a cell's size moves points off the edges, always the same way
        ex, ez = 1e-6 * lean, 2e-6 * lean
        x0, z0, x1, z1 = a0 + ex, b0 + ez, a1 + ex, b1 + ez
        cells = []
        for i in range(count + 1):
            t = i / count
            x, z = x0 + (x1 - x0) * t, z0 + (z1 - z0) * t
            rx, _, rz = cube_round(x, -x - z, z)
            cells.append(self._from_axial(rx, rz))
        return cells

    def sees(self, start: Cell, end: Cell, blocked: Container[Cell]) -> bool:
        """Whether a line of sight runs from `start` to `end` with no `blocked` cell between
        them (the two ends themselves never block: a unit sees the tree it stands next to).

        Where the straight line runs exactly along the edge between two cells, it passes
        when either side is clear (both leans of `line` are tried), so sight is symmetric:
        ``sees(a, b) == sees(b, a)``."""
        for lean in (1, -1):
            if not any(cell in blocked for cell in self.line(start, end, lean)[1:-1]):
                return True
        return False

    def reachable(self, starts: Iterable[Cell], passable: Callable[[Cell], bool]) -> set[Cell]:
        """The cells on the map reached from `starts` by steps between neighbours through
        cells where `passable` holds (a start that is not passable reaches nothing)."""
        seen = {c for c in starts if self.contains(c) and passable(c)}
        todo = list(seen)
        while todo:
            cell = todo.pop()
            for nxt in self.neighbours(cell):
                if nxt not in seen and self.contains(nxt) and passable(nxt):
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    def walk_distances(self, starts: Iterable[Cell],
                       passable: Callable[[Cell], bool]) -> dict[Cell, int]:
        """Steps from the nearest of `starts` to every cell on the map reachable through
        cells where `passable` holds, going round what is not (a start counts as 0 steps
        even when it is not passable itself, so a unit's own cell or its target may be
        occupied). `distance` ignores what is in the way; a bot finding its way through
        trees wants this."""
        found = {c: 0 for c in starts if self.contains(c)}
        frontier = list(found)
        while frontier:
            nxt_frontier = []
            for cell in frontier:
                steps = found[cell] + 1
                for nxt in self.neighbours(cell):
                    if nxt not in found and self.contains(nxt) and passable(nxt):
                        found[nxt] = steps
                        nxt_frontier.append(nxt)
            frontier = nxt_frontier
        return found

    def facing_name(self, facing: int) -> str:
        """A compass word for a facing on this grid (``north-east``)."""
        return FACING_NAMES[self.stagger_axis][facing % 6]
