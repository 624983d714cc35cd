"""High Card: a tiny game that exercises every path of the engine, used only by tests.

Each seat is dealt three cards face down (a random deal, hidden hands). Each round every seat
commits one card at the same time (a simultaneous commit); when the last seat commits, the
cards are revealed, the highest scores a point, and every seat draws a card. After three
rounds the highest score wins. It is never registered with the launcher.
"""
from __future__ import annotations

from gamebox.engine.protocol import Action, Event, Game, GameState, Option, Outcome

ROUNDS_RULE = "After three rounds the seat with the most points wins."


class HighCardRules:
    """The rules, as a mixin: the state below keeps its fields in a dict, `SlottedHighCardState`
    in slots, and the engine must treat both alike."""

    __slots__ = ()

    def setup(self) -> None:
        self.deck = [f"c{n}" for n in range(1, 6 * self.seats + 1)]
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(3)] for _ in range(self.seats)]
        self.committed: list[str | None] = [None] * self.seats
        self.scores = [0] * self.seats
        self.round = 1
        self.last_reveal: list[str] = []

    def initial_events(self) -> list[Event]:
        return [Event("dealt", f"You were dealt {', '.join(h)}.", {"cards": list(h)},
                      to=frozenset({s}), reveals=True) for s, h in enumerate(self.hands)]

    def to_act(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        return tuple(s for s in range(self.seats) if self.committed[s] is None)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("play", (card,)) for card in self.hands[seat]]

    def timeout_action(self, seat: int) -> Action | None:
        if seat not in self.to_act():
            return None
        return Action("play", (min(self.hands[seat], key=lambda c: int(c[1:])),))

    def why_illegal(self, seat: int, action: Action) -> str:
        if action.kind == "play":
            return "You can only play a card from your hand."
        return super().why_illegal(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        card = action.args[0]
        self.hands[seat].remove(card)
        self.committed[seat] = card
        events = [Event("committed", f"{self.seat_name(seat)} has chosen a card.", {"seat": seat})]
        if all(c is not None for c in self.committed):
            events += self._resolve()
        return events

    def _resolve(self) -> list[Event]:
        values = [int(c[1:]) for c in self.committed]  # type: ignore[index]
        best = max(values)
        winner = values.index(best)
        self.scores[winner] += 1
        self.last_reveal = list(self.committed)  # type: ignore[arg-type]
        events = [Event("reveal", f"Cards: {', '.join(self.last_reveal)}; "
                        f"{self.seat_name(winner)} scores.",
                        {"cards": self.last_reveal, "winner": winner}, reveals=True)]
        self.committed = [None] * self.seats
        self.round += 1
        if self.round <= 3:
            for s in range(self.seats):
                card = self.deck.pop()
                self.hands[s].append(card)
                events.append(Event("draw", f"You drew {card}.", {"card": card},
                                    to=frozenset({s}), reveals=True))
        return events

    def is_over(self) -> bool:
        return self.round > 3

    def result(self) -> Outcome | None:
        if not self.is_over():
            return None
        best = max(self.scores)
        winners = tuple(s for s, v in enumerate(self.scores) if v == best)
        return Outcome(winners, ROUNDS_RULE, tuple(self.scores))

    def view(self, seat: int | None) -> dict:
        return {
            "round": self.round,
            "scores": list(self.scores),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "committed": [c is not None for c in self.committed],
            "my_commit": self.committed[seat] if seat is not None else None,
            "last_reveal": list(self.last_reveal),
            "deck_size": len(self.deck),
        }

    def snapshot(self) -> dict:
        return {"deck": list(self.deck), "hands": [list(h) for h in self.hands],
                "committed": list(self.committed), "scores": list(self.scores),
                "round": self.round, "last_reveal": list(self.last_reveal)}

    def restore(self, data: dict) -> None:
        self.deck = list(data["deck"])
        self.hands = [list(h) for h in data["hands"]]
        self.committed = list(data["committed"])
        self.scores = list(data["scores"])
        self.round = data["round"]
        self.last_reveal = list(data["last_reveal"])

    def check_invariants(self) -> None:
        held = sum(len(h) for h in self.hands) + len(self.deck)
        held += sum(c is not None for c in self.committed)
        assert held + (self.round - 1) * self.seats == 6 * self.seats, "cards not conserved"

    def plant_private_marker(self, seat: int, marker: str) -> bool:
        if not self.hands[seat]:
            return False
        self.hands[seat][0] = marker
        return True


class HighCardState(HighCardRules, GameState):
    """High Card with its fields in an instance dict, as most games keep them."""


class SlottedHighCardState(HighCardRules, GameState):
    """High Card with its fields in `__slots__`, as a game with many fields and a hot loop does."""

    __slots__ = ("deck", "hands", "committed", "scores", "round", "last_reveal")


class HighCard(Game):
    id = "highcard"
    name = "High Card (test fixture)"
    pitch = "Play your highest card at the same time as everyone else."
    min_seats = 2
    max_seats = 4
    options = (Option("fast", False, "Fast reveal", help="Only here to test options."),)
    state_class = HighCardState


class SlottedHighCard(HighCard):
    id = "highcard_slotted"
    state_class = SlottedHighCardState


GAME = HighCard()
SLOTTED_GAME = SlottedHighCard()
