"""Scenario helpers for The Grizzled's tests: compact positions built by hand.

`gz.position(...)` starts a game and lays out hands, No Man's Land, Hard Knocks and the top
of the Trials Deck by card name, every other Trial going to the Morale Reserve or staying in
the deck, so that every card is still somewhere (the conservation invariant holds).
"""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action
from gamebox.games.grizzled.game import GAME


class Grizzled:
    """Builds and drives hand-made positions."""

    def __init__(self):
        self.content = GAME.load_content()

    def new(self, seats: int = 4, seed: int = 1, **options):
        return GAME.new_state(seats, options, seed, self.content)

    @staticmethod
    def ids(state, name: str) -> list[int]:
        return [c for c, n in enumerate(state.cards.names) if n == name]

    @staticmethod
    def take(state, card: int) -> None:
        """Lift `card` from wherever it lies."""
        for pile in [state.deck, state.reserve, state.discard, state.nml] + state.hands \
                + state.knocks:
            if card in pile:
                pile.remove(card)
                return
        raise AssertionError(f"card {card} is nowhere")

    def pick(self, state, name: str, used: set) -> int:
        for c in self.ids(state, name):
            if c not in used:
                used.add(c)
                return c
        raise AssertionError(f"no more {name!r} cards")

    def position(self, seats: int = 4, hands: dict | None = None, nml=(), knocks=None,
                 deck_top=(), turn: int = 0, leader: int = 0, seed: int = 1, deck_size=None,
                 speech=None, tiles=None, **options):
        """A position in the middle of Mission 2, `turn`'s actor to act.

        `hands`: hand index -> names; `knocks`: actor -> names (in the order played);
        `deck_top`: names, the first drawn first; `deck_size`: how many other cards stay in the
        Trials Deck under them (default: all that are left of its 30)."""
        s = self.new(seats, seed, **options)
        for h in s.hands:
            s.reserve += h
            h.clear()
        used: set = set()
        for h, names in (hands or {}).items():
            for name in names:
                c = self.pick(s, name, used)
                self.take(s, c)
                s.hands[h].append(c)
        s.nml = []
        for name in nml:
            c = self.pick(s, name, used)
            self.take(s, c)
            s.nml.append(c)
        for a, names in (knocks or {}).items():
            for name in names:
                c = self.pick(s, name, used)
                self.take(s, c)
                s.knocks[a].append(c)
                s.clock += 1
                s.seq[c] = s.clock
        top = []
        for name in deck_top:
            c = self.pick(s, name, used)
            self.take(s, c)
            top.append(c)
        if deck_size is not None:
            rest = [c for c in s.deck if c not in used]
            s.reserve += rest[deck_size:]
            s.deck = rest[:deck_size]
        s.deck += top[::-1]
        s.mission = 2
        s.phase = "play"
        s.pending = []
        s.turn, s.leader = turn, leader
        s.withdrawn = [False] * s.n
        if speech is not None:
            s.speech = list(speech)
        if tiles is not None:
            s.tiles = [list(t) for t in tiles]
        s.touch()
        s.check_invariants()
        return s

    @staticmethod
    def act(state, text: str):
        """Apply an action given as text, by the seat to act; its events."""
        seat = state.to_act()[0]
        return state.apply(seat, Action.parse(text))

    @staticmethod
    def legal(state) -> list[str]:
        return [str(a) for a in state.legal_actions(state.to_act()[0])]

    def play(self, state, name: str):
        """Play the named card from the hand of the actor to act."""
        a = state.acting_actor()
        card = next(c for c in state.hand(a) if state.cards.names[c] == name)
        return self.act(state, f"play {card}")


@pytest.fixture(scope="session")
def gz():
    return Grizzled()


@pytest.fixture
def pack_copies(tmp_path, monkeypatch):
    """Every shipped pack copied to a content root made the box's shipped content;
    `edit(file, old, new)` changes one of them (once) and returns its path."""
    import shutil

    from gamebox.engine.paths import CONTENT_DIR
    from gamebox.packs import discovery

    folder = tmp_path / "content" / "packs" / "grizzled"
    folder.mkdir(parents=True)
    for path in (CONTENT_DIR / "packs" / "grizzled").glob("*.yaml"):
        shutil.copy(path, folder / path.name)
    monkeypatch.setattr(discovery, "content_roots", lambda: [tmp_path / "content"])

    def edit(name: str, old: str, new: str):
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text
        path.write_text(text.replace(old, new, 1), encoding="utf-8")
        return path
    return edit
