"""Scenario helpers for the Guts of Glory tests: compact positions built by hand.

`table(...)` starts a game, skips the hunger/anger declarations, and lays out mouths, plate,
deck and discard by card name; token and glory-card counts are set so that every
conservation invariant holds for the position.
"""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action
from gamebox.games.guts import rules
from gamebox.games.guts.game import GAME
from gamebox.games.guts.rules import NSLOT


class Table:
    """Builds and drives hand-made positions."""

    def __init__(self):
        self.content = GAME.load_content()

    def new(self, seats: int = 2, seed: int = 1, **options):
        return GAME.new_state(seats, options, seed, self.content)

    def table(self, seats: int = 2, mouths: dict | None = None, plate=(), deck=(), discard=(),
              glory=None, cur: int = 0, seed: int = 1, phase: str = "feed"):
        """A position: `mouths` maps seat -> {slot: name | (name, chews) | (name, chews, gc)}.

        `deck` is listed bottom to top (the last name is drawn first)."""
        s = self.new(seats, seed)
        ix = s.table.index
        s.hunger = [5] * seats
        s.anger = [5] * seats
        s.declare_step = 2 * seats
        s.order = list(range(seats))
        s.cur, s.turn_pos, s.rounds = cur, cur, 1
        s.mouth = [-1] * (seats * NSLOT)
        s.chews = [0] * (seats * NSLOT)
        s.gcards = [0] * (seats * NSLOT)
        s.placed = [0] * (seats * NSLOT)
        for seat, slots in (mouths or {}).items():
            for x, spec in slots.items():
                if isinstance(spec, str):
                    spec = (spec,)
                name, chews, gc = (tuple(spec) + (0, 0))[:3]
                i = seat * NSLOT + x
                s.mouth[i], s.chews[i], s.gcards[i] = ix[name], chews, gc
        s.plate = [ix[n] if n else -1 for n in plate] + [-1] * (3 - len(plate))
        s.deck = [ix[n] for n in deck]
        s.discard = [ix[n] for n in discard]
        s.glory = list(glory or [0] * seats)
        s.tasks, s.held, s.bonus_turns = [], -1, []
        s.chews_left, s.opp_used = -1, 0
        s.game_cards = sorted(s.deck + s.discard + [c for c in s.plate if c >= 0]
                              + [c for c in s.mouth if c >= 0])
        s.pool = rules.CHEW_TOKENS - sum(s.chews)
        s.supply = rules.GLORY_CARDS - sum(s.gcards)
        s.phase = {"feed": rules.FEED, "chew": rules.CHEW}[phase]
        s.touch()
        if phase == "chew":
            s._flow()  # takes the chew tokens, as the turn would after feeding
        s.check_invariants()
        return s

    @staticmethod
    def act(state, text: str, seat: int | None = None):
        """Apply an action given as text, by the seat to act (checked, logged); ``feed P X``
        is the feed's two decisions, ``feed P`` then ``place X``."""
        seat = state.to_act()[0] if seat is None else seat
        events = []
        for who, action in GAME.read_entry(seat, Action.parse(text)):
            events += state.apply(who, action)
            state.check_invariants()
        return events

    @staticmethod
    def slot(state, seat: int, x: int) -> str | None:
        card = state.mouth[seat * NSLOT + x]
        return None if card < 0 else state.table.names[card]

    @staticmethod
    def legal(state) -> list[str]:
        return [str(a) for a in state.legal_actions(state.to_act()[0])]


@pytest.fixture
def gx():
    return Table()


@pytest.fixture
def app(tmp_path):
    """A headless app at 1280x720 for the table tests; the normal text size is put back
    afterwards."""
    from gamebox.app import App
    from gamebox.ui import theme

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json", start_devices=False)
    made.settings.pace = "instant"
    yield made
    made.close()
    theme.configure()
