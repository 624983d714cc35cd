"""Ms. Treat's initiative cards (our own design of the expansion the rulebook names but never
published): the effect vocabulary, its checks, the compiled cards and their words.

Ms. Treat keeps the arena. Each round she deals her cards instead of the plain initiative
deck (`ms_treat` option): the whole deck shuffled, one card drawn per living Monster, the
lowest numbers to the most Smarts as the rulebook deals the plain ones (`deal`). A card's
number sets the order as ever; its effects help or hinder its holder for that round. Each
effect is one entry of a card's ``effects`` list, with an ``amount`` where it takes one:

- ``actions`` (1-2): that many more actions on its turn this round;
- ``lose_action`` (1): that many fewer actions on its turn (never below none);
- ``free_turn`` (1-2): that many more free Turn actions on its turn;
- ``draw`` (1-2): draw that many cards at the start of its turn (then discard at random down
  to Smarts: "Some effects may cause you to draw cards in excess of your Smarts");
- ``heal`` (1-3): that much Health back at the start of its turn (up to its Health);
- ``power`` (1-2): that many Power tokens from the supply at the start of its turn;
- ``first_blow`` (1-3): the first clash it wins this round deals that much more damage
  (added after every reduction; a clash that deals no damage does not use it up);
- ``no_rest``: it may not Rest this round.

The rules apply each effect in one place: the start-of-turn ones in `GgtState.begin_turn`
(`start_of_turn`), ``no_rest`` in `TurnActions.turn_actions`, ``first_blow`` in
`Combat.combat_tested`. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property


@dataclass(frozen=True)
class Primitive:
    low: int
    high: int
    """The amount's range (0 and 0: it takes none)."""
    words: str
    """The full rules text, ``{n}`` for the amount, ``{s}`` for a plural ending."""
    short: str
    """The few words the initiative column writes."""


VOCABULARY: dict[str, Primitive] = {
    "actions": Primitive(1, 2, "{n} more action{s} on your turn", "+{n} action{s}"),
    "lose_action": Primitive(1, 1, "{n} action{s} fewer on your turn", "-{n} action{s}"),
    "free_turn": Primitive(1, 2, "{n} more free Turn{s} on your turn", "+{n} free Turn{s}"),
    "draw": Primitive(1, 2, "draw {n} card{s} as your turn starts (past Smarts, discard at "
                            "random)", "draw {n}"),
    "heal": Primitive(1, 3, "heal {n} as your turn starts", "heal {n}"),
    "power": Primitive(1, 2, "gain {n} Power as your turn starts", "+{n} Power"),
    "first_blow": Primitive(1, 3, "the first clash you win this round deals {n} more damage",
                            "+{n} first blow"),
    "no_rest": Primitive(0, 0, "you may not Rest this round", "no Rest"),
}
EFFECT_ORDER = tuple(VOCABULARY)
START_OF_TURN = ("draw", "heal", "power")
"""Effects done as the holder's turn starts, in this order."""


def check_effect(entry: dict) -> list[tuple[str, str]]:
    """Problems with one effect entry: an amount where the effect takes one, in range."""
    prim = VOCABULARY.get(entry["effect"])
    if prim is None:  # reported by the field's choices
        return []
    amount = entry.get("amount")
    if prim.high == 0:
        if amount is not None:
            return [("amount", f"the effect {entry['effect']!r} takes no amount")]
        return []
    if amount is None:
        return [("amount", f"the effect {entry['effect']!r} needs an amount from {prim.low} "
                           f"to {prim.high}")]
    if not prim.low <= amount <= prim.high:
        return [("amount", f"{amount} is out of range for {entry['effect']!r}; expected "
                           f"{prim.low} to {prim.high}")]
    return []


def check_card(card: dict) -> list[tuple[str, str]]:
    """A card names each effect once."""
    names = [e["effect"] for e in card["effects"]]
    if len(set(names)) != len(names):
        return [("effects", "an effect is named twice on one card (give it a larger "
                            "amount instead)")]
    return []


@dataclass(frozen=True)
class Treat:
    """One of Ms. Treat's cards as the rules read it."""

    number: int
    name: str
    line: str
    effects: tuple[tuple[str, int], ...]
    """(effect, amount) pairs, in the vocabulary's order (amount 0: it takes none)."""

    def amount(self, effect: str) -> int:
        for name, n in self.effects:
            if name == effect:
                return n or 1
        return 0

    @property
    def words(self) -> str:
        """The whole rules text: ``Draw 1 card as your turn starts; you may not Rest...``."""
        text = "; ".join(_say(VOCABULARY[k].words, n) for k, n in self.effects)
        return text[:1].upper() + text[1:] + "."

    @property
    def short(self) -> str:
        """A few words for the initiative column: ``+1 action, no Rest``."""
        return ", ".join(_say(VOCABULARY[k].short, n) for k, n in self.effects)

    def face(self) -> dict:
        """The card as plain data for views, tables and the cards page (shared: never to
        be changed by its reader)."""
        return self.faces[False]

    @cached_property
    def faces(self) -> tuple[dict, dict]:
        """Its face with ``blow_used`` False, then True (views show one of the two)."""
        face = {"name": self.name, "number": self.number, "effect": self.short,
                "rules": self.words, "line": self.line,
                "effects": {k: n or 1 for k, n in self.effects}}
        return ({**face, "blow_used": False}, {**face, "blow_used": True})


def _say(template: str, n: int) -> str:
    return template.format(n=n, s="" if n == 1 else "s")


def compile_card(data: dict) -> Treat:
    order = {k: i for i, k in enumerate(EFFECT_ORDER)}
    effects = sorted(((e["effect"], e.get("amount") or 0) for e in data["effects"]),
                     key=lambda e: order[e[0]])
    return Treat(data["number"], data["name"], data["line"], tuple(effects))


def deal(numbers: list[int], living: list[int], rng) -> list[tuple[int, int]]:
    """Ms. Treat's deal for one round: her whole deck shuffled (from the game's seeded
    `rng`), one card drawn per living Monster, the lowest number to the first of `living`
    (the most Smarts) and so on. Returns (seat, card number) pairs in turn order."""
    deck = sorted(numbers)
    rng.shuffle(deck)
    drawn = sorted(deck[:len(living)])
    return list(zip(living, drawn))
