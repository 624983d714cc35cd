"""The playing field of Grunt, Growl and Tear as plain data: what the rules need of a map.

`mapfile.read_map` builds an `Arena` from a Tiled hexagonal map; tests build small ones by
hand. No pygame and no XML here: the rules, bots and validator share it.

A cell is ``(column, row)`` as Tiled numbers it; geometry (neighbours, distance, the three
front hexes, lines of sight) comes from `grid`, a `gamebox.maps.hexgrid.HexGrid`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...maps.hexgrid import Cell, HexGrid


@dataclass(frozen=True)
class Thing:
    """A pushable object lying on the map (a boulder, a cart)."""

    id: str
    """Unique on its map (Tiled's object id as text), stable for saves and table ids."""
    name: str
    """What players call it ("Boulder")."""
    cell: Cell
    """Where it lies at the start of a game."""
    weight: int
    """What a Monster's Strength (plus its top card) must beat to push it."""


@dataclass(frozen=True)
class StartEdge:
    """Cells along one edge where Monsters may be placed at the start."""

    name: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Arena:
    """One map, ready to play: its grid, which cells can be stood on, and what lies there."""

    id: str
    """The map's file stem (``arena``), used in options and saves."""
    name: str
    """Its display name (the map's ``name`` property, else the stem)."""
    grid: HexGrid
    blocked: frozenset[Cell] = frozenset()
    """Cells nothing may enter or shoot through (trees, rocks, pillars)."""
    void: frozenset[Cell] = frozenset()
    """Cells of the map's rectangle that are not part of the field (no tile painted)."""
    things: tuple[Thing, ...] = ()
    start_edges: tuple[StartEdge, ...] = ()
    max_seats: int = 4
    """The most Monsters this map takes (the map's ``max_seats`` property; default 4)."""
    blurb: str = field(default="", compare=False)
    """A line for the seat setup ("Narrow paths between trees that block").

    """

    def open(self, cell: Cell) -> bool:
        """Whether a Monster could stand on `cell` if nothing else were there."""
        return self.grid.contains(cell) and cell not in self.blocked and cell not in self.void

    def start_cells(self) -> tuple[Cell, ...]:
        """Every open cell of every start edge, in map order, without repeats."""
        seen: dict[Cell, None] = {}
        for edge in self.start_edges:
            for cell in edge.cells:
                if self.open(cell):
                    seen.setdefault(cell, None)
        return tuple(seen)
