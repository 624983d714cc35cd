"""Grunt, Growl and Tear maps in Tiled: read a hexagonal .tmx into an `Arena`, with problems a
map author can act on.

Conventions (docs/maps.md tells map authors):

- a hexagonal map (any stagger setting Tiled offers; even tile sizes and an even side length,
  see `gamebox.maps.hexgrid`), not infinite;
- a tile layer ``ground``: every cell painted with a floor is part of the field; a cell left
  empty is not (so a field need not be a rectangle);
- an object layer ``things`` whose objects have a ``type`` (or ``class``):
  ``tree`` and ``rock`` block (nothing stands there, nothing is seen through them);
  ``pushable`` is something Monsters shove about, with an int property ``Weight``;
  ``start_edge`` marks a cell where Monsters may start, its name says which edge it belongs
  to ("North Gate"). A tile object stands on the cell under its centre, a point on the cell
  under it; a rectangle of ``tree``, ``rock`` or ``start_edge`` covers every cell whose
  centre lies inside it. Tile objects take the kind and properties of their tile when they
  set none of their own, as in Tiled;
- map properties: ``name`` (string), ``blurb`` (string, a line for the seat setup) and
  ``max_seats`` (int, the most Monsters the map takes; 4 when absent).

Cells are named ``column,row`` counted from 0, as Tiled's status bar shows them.

The rulebook places each Monster "on the edge of the board at least 5 spaces away from another
monster", so the validator proves that however the earlier players place, every later one of
``max_seats`` still finds a start cell that far from all of them, and that every start edge can
reach every other.

Headless: standard-library XML through `gamebox.maps.load_tmx`.
"""
from __future__ import annotations

import difflib
from pathlib import Path

from ...engine.content import parse_only
from ...engine.paths import CONTENT_DIR
from ...errors import ContentError, Problem
from ...maps import MapObject, ObjectLayer, TiledMap, TileLayer, load_tmx
from ...maps.catalogue import Found, map_folders, scan
from ...maps.hexgrid import Cell, HexGrid, HexSettingsError
from ...maps.xmlnodes import read_xml
from .arena import Arena, StartEdge, Thing

GAME_ID = "ggt"
MAP_DIR = CONTENT_DIR / "maps" / GAME_ID
GROUND_LAYER = "ground"
THINGS_LAYER = "things"

BLOCKING_KINDS = ("tree", "rock")
"""Object kinds that block movement and sight."""
PUSHABLE = "pushable"
START_EDGE = "start_edge"
KINDS = (*BLOCKING_KINDS, PUSHABLE, START_EDGE)

START_APART = 5
"""Rulebook: a starting space is "at least 5 spaces away from another monster"."""
DEFAULT_SEATS = 4
SEATS_RANGE = (2, 6)
"""What ``max_seats`` may say: a fight needs two; more than six Monsters is past what the
placement check (and a couch) is built for."""

_SETTINGS = ("orientation", "staggeraxis", "staggerindex", "hexsidelength", "tilewidth",
             "tileheight", "width", "height")


def cell_text(cell: Cell) -> str:
    """A cell as map authors read it in Tiled's status bar: ``12,3``."""
    return f"{cell[0]},{cell[1]}"


def _label(obj: MapObject) -> str:
    return repr(obj.name) if obj.name else f"#{obj.id}"


def _object_cells(obj: MapObject, grid: HexGrid, area: bool) -> list[Cell]:
    """The cells an object stands on: the one under a tile object's centre or a point, or
    (`area`) every cell whose centre lies inside a rectangle; the rectangle's centre cell
    otherwise."""
    if obj.gid:
        # tile objects hang from their bottom-left corner
        return [grid.cell_at(obj.x + obj.width / 2, obj.y - obj.height / 2)]
    if obj.width <= 0 or obj.height <= 0:
        return [grid.cell_at(obj.x, obj.y)]
    if not area:
        return [grid.cell_at(obj.x + obj.width / 2, obj.y + obj.height / 2)]
    x0, y0, x1, y1 = obj.x, obj.y, obj.x + obj.width, obj.y + obj.height
    first, last = grid.cell_at(x0, y0), grid.cell_at(x1, y1)
    cells = []
    for row in range(first[1] - 1, last[1] + 2):
        for col in range(first[0] - 1, last[0] + 2):
            cx, cy = grid.center((col, row))
            if x0 <= cx <= x1 and y0 <= cy <= y1:
                cells.append((col, row))
    return cells


def _weight(obj: MapObject, props: dict, path: str) -> tuple[int | None, Problem | None]:
    def problem(message: str) -> Problem:
        return Problem(path, obj.line, obj.column, message, field=f"object {obj.id}")

    if "Weight" not in props:
        near = [k for k in props if k.lower() == "weight"]
        hint = (f" (it has {near[0]!r}; property names are case-sensitive)" if near else
                " (add an int property Weight: what a Push must beat)")
        return None, problem(f"object {_label(obj)} has no Weight{hint}")
    raw = props["Weight"]
    if isinstance(raw, str) and raw.strip().lstrip("-").isdigit():
        raw = int(raw)
    if isinstance(raw, bool) or not isinstance(raw, int):
        return None, problem(f"object {_label(obj)} has Weight {raw!r}; it must be a whole "
                             f"number")
    if raw < 0:
        return None, problem(f"object {_label(obj)} has Weight {raw}; it cannot be negative")
    return raw, None


def _map_position(path: str) -> tuple[int, int]:
    """Where the ``<map>`` element starts, for problems of the map's own settings."""
    try:
        root = read_xml(Path(path))
    except ContentError:
        return 1, 1
    return root.line, root.column


def _not_hexagonal(path: str) -> Problem | None:
    """The problem of a readable map whose orientation is not hexagonal, else None."""
    try:
        root = read_xml(Path(path))
    except ContentError:
        return None
    orientation = root.attrs.get("orientation", "orthogonal")
    if root.tag != "map" or orientation == "hexagonal":
        return None
    return Problem(path, root.line, root.column,
                   f"orientation must be 'hexagonal', not {orientation!r} (Map Properties, "
                   f"Orientation: Hexagonal); Grunt, Growl and Tear maps are hexagonal",
                   field="orientation")


def read_map(path: str | Path, key: str | None = None) -> tuple[Arena | None, list[Problem]]:
    """The `Arena` of a .tmx file (None when it cannot be played) and every problem found
    (empty when it is playable). `key` is the arena's id (default: the file's stem).

    Never raises for a bad map: the problems say what is wrong, where.
    """
    spath = str(path)
    try:
        tmap = load_tmx(path)
    except ContentError as exc:
        # a map that is not hexagonal at all trips the reader on things placed for another
        # grid: its orientation is the one problem worth telling
        wrong = _not_hexagonal(spath)
        return None, [wrong] if wrong else list(exc.problems)
    except (OSError, ValueError) as exc:  # unreadable, or nonsense the reader trips on
        return None, [Problem(spath, 0, 0, f"the map could not be read: {exc}")]
    try:
        grid = HexGrid.from_map(tmap)
    except HexSettingsError as exc:
        line, column = _map_position(spath)
        setting = next((s for s in _SETTINGS if str(exc).startswith(s)), "map")
        return None, [Problem(spath, line, column, f"{exc}; such a map is not supported "
                                                   f"(change it in Tiled's Map Properties)",
                              field=setting)]
    return _Reader(tmap, grid, spath, key or Path(spath).stem).read()


class _Reader:
    """One map being read: collects problems while building the arena's parts."""

    def __init__(self, tmap: TiledMap, grid: HexGrid, path: str, key: str):
        self.tmap, self.grid, self.path, self.key = tmap, grid, path, key
        self.problems: list[Problem] = []

    def problem(self, line: int, column: int, message: str, field: str = "") -> None:
        self.problems.append(Problem(self.path, line, column, message, field=field))

    def map_problem(self, message: str, field: str = "") -> None:
        self.problem(*_map_position(self.path), message, field=field)

    def read(self) -> tuple[Arena | None, list[Problem]]:
        tmap = self.tmap
        ground, things = tmap.layers.get(GROUND_LAYER), tmap.layers.get(THINGS_LAYER)
        have = ", ".join(tmap.layers) or "none"
        if not isinstance(ground, TileLayer):
            self.map_problem(f"the map needs a tile layer named {GROUND_LAYER!r}, painted with "
                             f"a floor wherever the field is (it has: {have})")
        if not isinstance(things, ObjectLayer):
            self.map_problem(f"the map needs an object layer named {THINGS_LAYER!r} with the "
                             f"trees, rocks, pushables and start edges (it has: {have})")
        if self.problems:
            return None, self.problems
        if (ground.width, ground.height) != (tmap.width, tmap.height):
            self.problem(ground.line, 1, f"layer {GROUND_LAYER!r} is {ground.width}x"
                                         f"{ground.height} cells; the map is {tmap.width}x"
                                         f"{tmap.height}")
            return None, self.problems
        void = frozenset(c for c in self.grid.cells() if not ground.at(*c))
        if len(void) == tmap.width * tmap.height:
            self.problem(ground.line, 1, f"layer {GROUND_LAYER!r} has no floor painted: the "
                                         f"field is the cells painted there")
            return None, self.problems
        max_seats = self.read_seats()
        blocked, things_found, edges = self.read_objects(things, void)
        name = str(tmap.properties.get("name") or Path(self.path).stem)
        arena = Arena(self.key, name, self.grid, frozenset(blocked), void,
                      tuple(things_found), tuple(StartEdge(n, tuple(c for c, _ in cells))
                                                 for n, cells in edges.items()),
                      max_seats, str(tmap.properties.get("blurb", "")))
        if not self.problems:
            self.check_starts(arena, edges, things)
        return (None if self.problems else arena), self.problems

    def read_seats(self) -> int:
        raw = self.tmap.properties.get("max_seats", DEFAULT_SEATS)
        if isinstance(raw, str) and raw.strip().isdigit():
            raw = int(raw)
        low, high = SEATS_RANGE
        if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
            self.map_problem(f"map property max_seats is {raw!r}; it must be a whole number "
                             f"from {low} to {high}", field="max_seats")
            return DEFAULT_SEATS
        return raw

    def read_objects(self, layer: ObjectLayer, void: frozenset[Cell]):
        """Blocked cells, pushable things and start edges (name -> [(cell, object)])."""
        grid = self.grid
        blocked: dict[Cell, MapObject] = {}
        things: list[Thing] = []
        thing_at: dict[Cell, MapObject] = {}
        edges: dict[str, list[tuple[Cell, MapObject]]] = {}
        for obj in layer.objects:
            tile = self.tmap.tile_info(obj.gid) if obj.gid else {}
            props = {k: v for k, v in tile.items() if k != "kind"}
            props.update(obj.properties)
            kind = obj.kind
            field = f"object {obj.id}"
            if kind not in KINDS:
                hint = difflib.get_close_matches(kind, KINDS, n=1)
                what = f"type {kind!r}" if kind else "no type"
                self.problem(obj.line, obj.column,
                             f"object {_label(obj)} has {what}, which Grunt, Growl and Tear does "
                             f"not know (types: {', '.join(KINDS)})"
                             + (f"; did you mean {hint[0]!r}?" if hint else ""), field)
                continue
            cells = _object_cells(obj, grid, area=kind != PUSHABLE)
            if not cells:
                self.problem(obj.line, obj.column, f"{kind} object {_label(obj)} covers no "
                                                   f"cell's centre", field)
                continue
            bad = False
            for cell in cells:
                if not grid.contains(cell):
                    self.problem(obj.line, obj.column,
                                 f"{kind} object {_label(obj)} is on cell {cell_text(cell)}, "
                                 f"which is outside the map ({grid.width}x{grid.height} "
                                 f"cells)", field)
                    bad = True
                elif cell in void:
                    self.problem(obj.line, obj.column,
                                 f"{kind} object {_label(obj)} is on cell {cell_text(cell)}, "
                                 f"which has no floor on layer {GROUND_LAYER!r}", field)
                    bad = True
            if bad:
                continue
            if kind == START_EDGE:
                if not obj.name.strip():
                    self.problem(obj.line, obj.column, f"start_edge object #{obj.id} needs a "
                                                       f"name: the edge it marks ('North')",
                                 field)
                    continue
                for cell in cells:
                    edges.setdefault(obj.name.strip(), []).append((cell, obj))
                continue
            for cell in cells:
                other = blocked.get(cell) or thing_at.get(cell)
                if other is not None:
                    self.problem(obj.line, obj.column,
                                 f"{kind} object {_label(obj)} is on cell {cell_text(cell)}, "
                                 f"where {other.kind} object {_label(other)} already is", field)
                    bad = True
            if bad:
                continue
            if kind in BLOCKING_KINDS:
                blocked.update((cell, obj) for cell in cells)
                continue
            weight, problem = _weight(obj, props, self.path)
            if problem is not None:
                self.problems.append(problem)
                continue
            thing_at[cells[0]] = obj
            things.append(Thing(str(obj.id), obj.name or f"Pushable #{obj.id}", cells[0], weight))
        for name, cells in edges.items():
            for cell, obj in cells:
                other = blocked.get(cell) or thing_at.get(cell)
                if other is not None:
                    self.problem(obj.line, obj.column,
                                 f"start edge {name!r} has cell {cell_text(cell)}, where "
                                 f"{other.kind} object {_label(other)} stands", f"object {obj.id}")
                elif not self.on_rim(cell, void):
                    self.problem(obj.line, obj.column,
                                 f"start edge {name!r} has cell {cell_text(cell)}, which is not "
                                 f"on the edge of the field (Monsters start on the edge of the "
                                 f"board)", f"object {obj.id}")
        return blocked, things, edges

    def on_rim(self, cell: Cell, void: frozenset[Cell]) -> bool:
        """Whether `cell` lies on the edge of the field: next to the map's border or to a
        cell with no floor."""
        return any(not self.grid.contains(n) or n in void for n in self.grid.neighbours(cell))

    def check_starts(self, arena: Arena, edges: dict, layer: ObjectLayer) -> None:
        """Enough start cells for `max_seats`, placeable 5 apart whatever earlier players
        chose, and every edge reachable from every other."""
        if not edges:
            self.problem(layer.line, 1, f"the map has no start edges: put start_edge objects "
                                        f"on the cells along the field's edge where Monsters "
                                        f"may start (layer {THINGS_LAYER!r})")
            return
        starts = arena.start_cells()
        first_object = {}
        for cells in edges.values():
            for cell, obj in cells:
                first_object.setdefault(cell, obj)
        seats = arena.max_seats
        if len(starts) < seats:
            name = next(iter(edges))
            where = (f"start edge {name!r} has" if len(edges) == 1 else
                     "the start edges have")
            self.map_problem(f"{where} {len(starts)} cells, fewer than seats (max_seats is "
                             f"{seats})", field="max_seats")
            return
        stuck = placement_dead_end(arena.grid, starts, seats)
        if stuck is not None:
            obj = first_object[stuck[0]]
            cells = " and ".join(cell_text(c) for c in stuck)
            self.problem(obj.line, obj.column,
                         f"Monsters on start cells {cells} leave no start cell {START_APART} or "
                         f"more spaces from all of them for Monster {len(stuck) + 1} of "
                         f"{seats} (the rules place Monsters at least {START_APART} apart): add "
                         f"start cells farther apart, or lower max_seats to {len(stuck)}",
                         f"object {obj.id}")
        # pushables can be shoved aside: only trees, rocks and the field's shape wall off
        reach = arena.grid.reachable([starts[0]], lambda c: c not in arena.blocked
                                     and c not in arena.void)
        home = next(n for n, cells in edges.items() if any(c == starts[0] for c, _ in cells))
        for name, cells in edges.items():
            if not any(c in reach for c, _ in cells):
                obj = cells[0][1]
                self.problem(obj.line, obj.column,
                             f"start edge {name!r} cannot be reached from start edge {home!r}: "
                             f"trees, rocks or missing floor wall it off", f"object {obj.id}")


SEARCH_BUDGET = 200_000
"""Steps the start-placement check may take (the shipped maps need a few thousand)."""


class _OverBudget(Exception):
    pass


def placement_dead_end(grid: HexGrid, starts: tuple[Cell, ...],
                       seats: int) -> tuple[Cell, ...] | None:
    """Start cells where fewer than `seats` Monsters stand, each `START_APART` or more from
    the others, and no start cell is left that far from all of them (the placement of the
    next Monster is stuck); None when placement always succeeds.

    Searched over every such set, smallest first, as bit masks of "far enough" cells. A map
    with so many start cells that the search passes `SEARCH_BUDGET` steps is not judged (None):
    so many cells leave room in practice, and loading must stay quick.
    """
    count = len(starts)
    far = [sum(1 << j for j in range(count) if grid.distance(starts[i], starts[j]) >= START_APART)
           for i in range(count)]
    everything = (1 << count) - 1
    budget = [SEARCH_BUDGET]

    def search(chosen: tuple[int, ...], free: int, size: int) -> tuple[int, ...] | None:
        """A stuck set of `size` cells extending `chosen` (whose far cells are `free`)."""
        budget[0] -= 1
        if budget[0] < 0:
            raise _OverBudget
        if len(chosen) == size:
            return None if free else chosen
        # only cells after the last chosen one, so each set is tried once; `free` keeps
        # every cell far enough from the chosen ones, those before it too
        for i in range(chosen[-1] + 1 if chosen else 0, count):
            if free >> i & 1:
                stuck = search(chosen + (i,), free & far[i], size)
                if stuck is not None:
                    return stuck
        return None

    found = None
    try:
        for size in range(1, seats):  # the fewest Monsters that leave no room first
            found = search((), everything, size)
            if found is not None:
                break
    except _OverBudget:
        return None
    return None if found is None else tuple(starts[i] for i in found)


def validate_file(path: str | Path) -> list[Problem]:
    """Problems in a Grunt, Growl and Tear map file (a .tmx); tilesets only have to parse."""
    path = Path(path)
    if path.suffix != ".tmx":
        return parse_only(path)
    return read_map(path)[1]


def _load(path: Path, key: str) -> tuple[Arena, str]:
    arena, problems = read_map(path, key)
    if problems or arena is None:
        raise ContentError(problems or [Problem(str(path), 0, 0, "the map cannot be played")])
    return arena, arena.name


def find_arenas(roots=None) -> Found:
    """Every map in the shipped folder and the user's (`roots`: content roots, the shipped
    one first; default `content_roots()`), read now: the playable ones and those left out
    with their problems."""
    return scan(map_folders(GAME_ID, roots), _load)


def load_arenas(roots=None) -> dict[str, Arena]:
    """The playable maps by key (file stem; ``user:`` + stem for a map of the user's whose
    stem a shipped map has), shipped first. A map with problems is left out."""
    return {found.key: found.value for found in find_arenas(roots).maps}

