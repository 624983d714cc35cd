"""The Grizzled's vocabulary: the six Threats and the Hard Knocks' effects.

A Hard Knock card names one effect of `EFFECTS` in its pack entry; the rules look the effect
up here (its weight towards the four Hard Knocks that end the game, whether it needs a
Threat) and act on it where the rulebook says it acts (see `rules.py`: each effect is read
by one named check, listed in `EFFECTS`' descriptions).
"""
from __future__ import annotations

from dataclasses import dataclass

THREATS = ("Rain", "Snow", "Night", "Gas Mask", "Shell", "Whistle")
"""The six Threats; a card's Threats are a bit mask over this order."""
THREAT_WORDS = ("rain", "snow", "night", "gas", "shell", "whistle")
"""The Threats as single words, for actions (``speech gas``)."""
WEATHER = frozenset({"Rain", "Snow", "Night"})
ATTACKS = frozenset({"Gas Mask", "Shell", "Whistle"})
BIT = tuple(1 << t for t in range(6))
BITS_OF = tuple(tuple(t for t in range(6) if m >> t & 1) for m in range(64))
"""Mask -> the Threat indexes it holds (a table: the rules ask it on every card played)."""


@dataclass(frozen=True)
class Effect:
    """One Hard Knock effect of the vocabulary."""

    weight: int
    """How many Hard Knocks it counts as (Wounded 2, Merry Christmas 0, the rest 1)."""
    threat: str | None
    """``attack`` or ``weather`` when the card must name a Threat of that kind, else None."""
    description: str
    """Where the rules act on it."""


EFFECTS: dict[str, Effect] = {
    "phobia": Effect(1, "attack", "its attack counts in No Man's Land while its holder is in"),
    "trauma": Effect(1, "weather", "its weather counts in No Man's Land while its holder is in"),
    "merry_christmas": Effect(0, None, "on arrival its holder discards a Hard Knock of anyone"),
    "wounded": Effect(2, None, "counts twice towards the four Hard Knocks"),
    "mute": Effect(1, None, "no Speech"),
    "tyrannical": Effect(1, None, "keeps the Leader token; no Speech token is handed out"),
    "demoralized": Effect(1, None, "a Morale Drop moves one more card"),
    "fragile": Effect(1, None, "the others withdraw only with an empty hand"),
    "fearful": Effect(1, None, "must withdraw when two identical Threats are active"),
    "panicked": Effect(1, None, "the Support tile is drawn at random"),
    "frenzied": Effect(1, None, "dealt two more cards at a Mission's start"),
    "selfish": Effect(1, None, "Support goes to oneself"),
    "hardheaded": Effect(1, None, "no withdrawing with two cards or more"),
    "prideful": Effect(1, None, "withdraw only with an empty hand or as the last one in"),
    "clumsy": Effect(1, None, "after withdrawing, the next Trial is played (no Trap)"),
    "absent_minded": Effect(1, None, "a Support tile is removed before withdrawing"),
    "aggressive": Effect(1, None, "a Trap makes two Trials played instead of one"),
    "exhausted": Effect(1, None, "no Good Luck Charm"),
    "distrustful": Effect(1, None, "Support tiles given to the holder count for nobody"),
}
"""Every Hard Knock effect a pack may name."""

WITHDRAW_LIMITS = ("hardheaded", "prideful")
"""Effects on a Grizzled's own cards that forbid withdrawing (Fragile forbids the others)."""
