"""The effect vocabulary of Guts of Glory: every power a card may have, as data.

A card's power is written in its pack as an effect name and, for some effects, an `amount`.
Each effect is one small named function, found through a dict (`PASSIVE` for in-mouth
effects, `ON_SWALLOW` for swallow effects), never through a chain of ifs.

- In-mouth effects hold while the card is in a mouth, chewed or not. Their handler adds the
  card's share to a *modifier vector* (`Mods` indices below); the rules sum the vectors of the
  cards in a mouth to know how many chews a seat takes, how many Condiment slots it has...
- Swallow effects fire once, the moment the card is swallowed, for the seat that swallowed
  it. Their handler acts on the state through a few verbs of `GutsState` (`add_glory`,
  `push_task`, ...) and returns the events it caused.

`VOCABULARY` describes each effect for pack authors and for the pack checker (which parameter
it takes and in which range).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...engine.protocol import Event

# ---- the modifier vector of in-mouth effects ---------------------------------------------
CHEWS = 0
"""Chew tokens taken per turn, added to the base 2."""
STACK = 1
"""How many of your chews may go on one card in a turn (the largest value counts; base 1)."""
SLOTS = 2
"""Extra Condiment slots."""
OPP_CHEWS = 3
"""Chews per turn you may place on opponents' cards."""
PROTECT = 4
"""Above 0: opponents' powers cannot touch this mouth."""
TAX = 5
"""Glory lost on each Food swallowed besides the taxing card itself."""
CLOUD = 6
"""This very card must receive one chew from each opponent each turn."""
WATER = 7
"""This very card cannot be chewed; it gains a chew whenever its owner swallows another."""
MOD_SIZE = 8

MAX_EXTRA_SLOTS = 2
"""A mouth never has more than 3 + 2 Condiment slots (the board has room for two Side Jaws)."""


@dataclass(frozen=True)
class EffectSpec:
    """What one effect is, for the pack checker and for pack authors."""

    timing: str
    """``in_mouth`` or ``swallow``."""
    summary: str
    """What it does, in one sentence."""
    amount: tuple[int, int] | None = None
    """Allowed range of the `amount` parameter, or None when the effect takes none."""


VOCABULARY: dict[str, EffectSpec] = {
    "extra_chews": EffectSpec("in_mouth", "Take `amount` more chew tokens each turn "
                              "(negative: fewer; never fewer than 1 in all).", (-2, 3)),
    "chew_stack": EffectSpec("in_mouth", "Place up to `amount` of your chews on one card.",
                             (2, 4)),
    "extra_slot": EffectSpec("in_mouth", "Have `amount` more Condiment slots.", (1, 2)),
    "chew_opponents": EffectSpec("in_mouth", "Each turn place up to `amount` chews on "
                                 "opponents' cards (one per card); their owner swallows them.",
                                 (1, 3)),
    "protect": EffectSpec("in_mouth", "Opponents' powers cannot touch the cards in this mouth."),
    "glory_tax": EffectSpec("in_mouth", "Every other Food swallowed gives `amount` less glory.",
                            (1, 3)),
    "cloud": EffectSpec("in_mouth", "Each opponent must place one chew on this card each turn."),
    "water": EffectSpec("in_mouth", "Cannot be chewed; gains a chew whenever its owner "
                        "swallows another card."),
    "gain_glory": EffectSpec("swallow", "Gain `amount` glory (negative: lose it).", (-3, 3)),
    "chews_now": EffectSpec("swallow", "Take `amount` more chew tokens to place this turn.",
                            (1, 3)),
    "opponents_lose_glory": EffectSpec("swallow", "Every opponent loses `amount` glory.", (1, 2)),
    "underdog_glory": EffectSpec("swallow", "Gain `amount` glory if nobody has less glory than "
                                 "you.", (1, 3)),
    "leader_loses": EffectSpec("swallow", "Every seat with the most glory loses `amount`, unless the swallower has as much (then nobody does).",
                               (1, 2)),
    "force_spew": EffectSpec("swallow", "Pick an opponent; they must spew a card of their "
                             "choice."),
    "spew_own": EffectSpec("swallow", "You must spew a card of your choice."),
    "steal": EffectSpec("swallow", "Move a card from an opponent's mouth into a free slot of "
                        "yours, with its chews and glory cards."),
    "unchew": EffectSpec("swallow", "Remove every chew token from one card in an opponent's "
                         "mouth."),
    "extra_turn": EffectSpec("swallow", "Take another turn after this one."),
}


# ---- in-mouth effects: each adds its share to a modifier vector ---------------------------
def _extra_chews(mods: list[int], amount: int) -> None:
    mods[CHEWS] += amount


def _chew_stack(mods: list[int], amount: int) -> None:
    mods[STACK] = max(mods[STACK], amount)


def _extra_slot(mods: list[int], amount: int) -> None:
    mods[SLOTS] += amount


def _chew_opponents(mods: list[int], amount: int) -> None:
    mods[OPP_CHEWS] += amount


def _protect(mods: list[int], amount: int) -> None:
    mods[PROTECT] += 1


def _glory_tax(mods: list[int], amount: int) -> None:
    mods[TAX] += amount


def _cloud(mods: list[int], amount: int) -> None:
    mods[CLOUD] = 1


def _water(mods: list[int], amount: int) -> None:
    mods[WATER] = 1


PASSIVE: dict[str, Callable[[list, int], None]] = {
    "extra_chews": _extra_chews,
    "chew_stack": _chew_stack,
    "extra_slot": _extra_slot,
    "chew_opponents": _chew_opponents,
    "protect": _protect,
    "glory_tax": _glory_tax,
    "cloud": _cloud,
    "water": _water,
}
"""In-mouth effect name -> handler(mods, amount)."""


def card_mods(powers) -> tuple[int, ...]:
    """The modifier vector of one card from its (effect, amount) powers."""
    mods = [0] * MOD_SIZE
    for name, amount in powers:
        handler = PASSIVE.get(name)
        if handler is not None:
            handler(mods, amount)
    return tuple(mods)


def mouth_mods(vectors) -> tuple[int, ...]:
    """The modifier vector of a whole mouth from its cards' vectors: the largest STACK
    counts (base 1), every other entry adds up (CLOUD and WATER count Clouds and Waters)."""
    vectors = tuple(vectors)
    if not vectors:
        return _EMPTY_MOUTH
    out = list(map(sum, zip(*vectors)))  # column sums, done in C: this runs at every new mix
    out[STACK] = max(1, max(mods[STACK] for mods in vectors))
    return tuple(out)


_EMPTY_MOUTH = tuple(1 if k == STACK else 0 for k in range(MOD_SIZE))
"""The modifier vector of a mouth without in-mouth powers."""


# ---- swallow effects: each acts on the state for the seat that swallowed -----------------
def _gain_glory(state, seat: int, amount: int) -> list:
    return state.add_glory(seat, amount, "the card's power")


def _chews_now(state, seat: int, amount: int) -> list:
    return state.add_chews_now(seat, amount)


def _opponents_lose_glory(state, seat: int, amount: int) -> list:
    events = []
    for other in range(state.seats):
        if other != seat:
            events += state.add_glory(other, -amount, "an opponent's power")
    return events


def _underdog_glory(state, seat: int, amount: int) -> list:
    if state.glory[seat] > min(state.glory):
        return []
    return state.add_glory(seat, amount, "the underdog's bonus")


def _leader_loses(state, seat: int, amount: int) -> list:
    # a catch-up power: the seats that lead the table lose, and only when they lead the
    # swallower (a leader who swallows it, or one sharing the lead, hits nobody)
    top = max(state.glory)
    if state.glory[seat] >= top:
        return [Event("no_leader", f"Nobody leads {state.seat_name(seat)}: no opponent loses "
                      "glory.", {"seat": seat})]
    events = []
    for other in range(state.seats):
        if state.glory[other] == top:
            events += state.add_glory(other, -amount, "an opponent's power")
    return events


def _force_spew(state, seat: int, amount: int) -> list:
    return state.push_task(("force", seat))


def _spew_own(state, seat: int, amount: int) -> list:
    return state.push_task(("spewpick", seat, -1))


def _steal(state, seat: int, amount: int) -> list:
    return state.push_task(("steal", seat))


def _unchew(state, seat: int, amount: int) -> list:
    return state.push_task(("unchew", seat))


def _extra_turn(state, seat: int, amount: int) -> list:
    return state.grant_extra_turn(seat)


ON_SWALLOW: dict[str, Callable[[object, int, int], list]] = {
    "gain_glory": _gain_glory,
    "chews_now": _chews_now,
    "opponents_lose_glory": _opponents_lose_glory,
    "underdog_glory": _underdog_glory,
    "leader_loses": _leader_loses,
    "force_spew": _force_spew,
    "spew_own": _spew_own,
    "steal": _steal,
    "unchew": _unchew,
    "extra_turn": _extra_turn,
}
"""Swallow effect name -> handler(state, seat, amount) -> events."""

assert set(PASSIVE) | set(ON_SWALLOW) == set(VOCABULARY)
assert all(VOCABULARY[n].timing == "in_mouth" for n in PASSIVE)
