"""Scenario helpers for the Grunt, Growl and Tear tests: small hand-made arenas and positions.

`Brawl.arena(...)` makes a HexGrid and an `Arena` by hand (no map files); `Brawl.fight(...)`
starts a game on it with the Monsters named, puts them on the cells given, facing the ways
given, deals the hands named by card (``"7"``, ``"K"``, ``"Ah"``...) and puts chosen cards on
top of each draw pile, so a test plays one rule through the real actions.
"""
from __future__ import annotations

import pytest

from gamebox.engine.content import Content
from gamebox.engine.protocol import Action
from gamebox.games.ggt.arena import Arena, StartEdge, Thing
from gamebox.games.ggt.arenas import arena_to_data
from gamebox.games.ggt.game import GAME
from gamebox.games.ggt.pack import load_pack_data
from gamebox.maps.hexgrid import HexGrid

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = "cdhs"


def card(spec: str) -> int:
    """A card by rank and optional suit letter: ``"7"`` is the 7 of Clubs, ``"Kh"`` the King
    of Hearts."""
    suit = 0
    if spec[-1] in SUITS and spec not in RANKS:
        suit, spec = SUITS.index(spec[-1]), spec[:-1]
    return suit * 13 + RANKS.index(spec)


class Brawl:
    """Builds arenas and positions and plays actions on them."""

    card = staticmethod(card)

    def __init__(self):
        self.pack = load_pack_data()[0]

    @staticmethod
    def arena(width: int = 9, height: int = 7, blocked=(), things=(), edges=None,
              name: str = "test") -> Arena:
        """A pointy-hex arena (stagger y, odd rows pushed) of `width` x `height` open cells;
        `things` are (name, cell, weight); start edges default to the left and right
        columns."""
        grid = HexGrid(width, height, 56, 64, 32, "y", "odd")
        if edges is None:
            edges = (StartEdge("west", tuple((0, r) for r in range(height))),
                     StartEdge("east", tuple((width - 1, r) for r in range(height))))
        return Arena(name, name.title(), grid, blocked=frozenset(blocked),
                     things=tuple(Thing(str(i + 1), n, c, w) for i, (n, c, w) in
                                  enumerate(things)), start_edges=tuple(edges))

    def content(self, arena: Arena | None = None) -> Content:
        arena = arena or self.arena()
        return Content.of({"pack": self.pack, "arena": arena_to_data(arena)})

    def new(self, seats: int = 2, arena: Arena | None = None, seed: int = 1, **options):
        arena = arena or self.arena()
        options.setdefault("map", arena.id)
        return GAME.state_class(GAME, seats, {"round_limit": 60, **options}, seed,
                                self.content(arena))

    def chosen(self, monsters=("gristlehorn", "skitterjaw"), arena=None, seed: int = 1):
        """A game whose seats chose `monsters` in order (now in the placement phase)."""
        state = self.new(len(monsters), arena, seed)
        for seat, monster in enumerate(monsters):
            state.apply(seat, Action("choose", (monster,)))
        return state

    def fight(self, monsters=("gristlehorn", "skitterjaw"), cells=((3, 3), (4, 3)),
              facings=(1, 4), hands=None, tops=None, arena=None, seed: int = 1, cur: int = 0,
              power=None):
        """A game in play: Monsters on `cells` facing `facings`, `cur`'s turn just begun.

        `hands` maps a seat to its cards (specs); `tops` maps a seat to the cards on top of
        its draw pile, the first drawn first; `power` lists each seat's Power tokens."""
        state = self.chosen(monsters, arena, seed)
        for s, (where, facing) in enumerate(zip(cells, facings)):
            state.cell[s] = tuple(where)
            state.facing[s] = facing
        state.place_order = []
        state.phase = "play"
        for s in range(state.seats):
            hand = [card(c) for c in (hands or {}).get(s, ())] if hands and s in hands \
                else list(state.hand[s])
            top = [card(c) for c in (tops or {}).get(s, ())]
            rest = [c for c in range(52) if c not in hand and c not in top]
            state.hand[s] = hand
            state.deck[s] = rest + top[::-1]
            state.discard[s] = []
        if power is not None:
            for s, p in enumerate(power):
                state.supply -= p - state.power[s]
                state.power[s] = p
        state.touch()
        state.round = 1
        state.order = state.ranking(range(state.seats))
        state.init = [0] * state.seats
        for i, s in enumerate(state.order):
            state.init[s] = i + 1
        state.pos = state.order.index(cur)
        state.begin_turn(cur)
        state.touch()
        state.check_invariants()
        return state

    @staticmethod
    def act(state, text: str, seat: int | None = None):
        """Apply an action given as text (checked, logged), by the only seat to act unless
        `seat` says who."""
        if seat is None:
            acting = state.to_act()
            assert len(acting) == 1, f"several seats act now: {acting}"
            seat = acting[0]
        events = state.apply(seat, Action.parse(text))
        state.check_invariants()
        return events

    @staticmethod
    def legal(state, seat: int | None = None) -> list[str]:
        seat = state.to_act()[0] if seat is None else seat
        return [str(a) for a in state.legal_actions(seat)]

    @staticmethod
    def texts(events) -> list[str]:
        return [e.text for e in events]




@pytest.fixture
def brawl():
    return Brawl()


@pytest.fixture
def pack_problems(tmp_path):
    """`problems(text, name)`: what `gamebox validate` says of a pack file written with
    `text` (dedented) as ``content/packs/ggt/<name>`` under a fresh folder."""
    import textwrap

    def problems(text: str, name: str = "mine.yaml") -> list:
        folder = tmp_path / "content" / "packs" / "ggt"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / name
        path.write_text(textwrap.dedent(text), encoding="utf-8")
        return GAME.validate_file(path)
    return problems

