"""The effect vocabulary of limb abilities: what a limb may do beyond its four numbers.

Each effect is one entry of a limb's `abilities` list in a pack, with named parameters:

- ``ranged`` (``range`` 2-6): the Monster may make ranged attacks (`Attack` on a target up to
  that many steps away, in its front arc, with a clear line); see the house rules;
- ``free_turn`` (``amount`` 1-2): that many more free Turn actions each turn, beside the
  first one every Monster has;
- ``hide`` (``amount`` 1-2): damage the Monster takes in combat is that much less, but at
  least 1 (applied after the attacker's reduction);
- ``grip`` (``amount`` 1-3): that much more Strength in a Push's Test (never in combat:
  "Special powers may not be used to modify the outcome of the test of Strength").

A Monster has an ability while a limb carrying it is attached; abilities of several limbs
add up (ranged: the longest reach counts).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Effect:
    param: str
    """The parameter it takes (``range`` or ``amount``)."""
    low: int
    high: int
    words: str
    """How the rules text writes it, with ``{n}`` for the parameter."""


VOCABULARY: dict[str, Effect] = {
    "ranged": Effect("range", 2, 6, "Ranged attack, reach {n}"),
    "free_turn": Effect("amount", 1, 2, "{n} more free Turn each turn"),
    "hide": Effect("amount", 1, 2, "Takes {n} less damage in combat (at least 1)"),
    "grip": Effect("amount", 1, 3, "+{n} Strength when Pushing"),
}


def check(ability: dict) -> list[tuple[str, str]]:
    """Problems with one ability entry: its parameter is the one its effect takes, in range."""
    effect = VOCABULARY.get(ability["effect"])
    if effect is None:  # reported by the field's choices
        return []
    problems = []
    for param in ("range", "amount"):
        if param != effect.param and ability.get(param) is not None:
            problems.append((param, f"the effect {ability['effect']!r} takes no {param}"))
    value = ability.get(effect.param)
    if value is None:
        problems.append((effect.param, f"the effect {ability['effect']!r} needs a "
                                       f"{effect.param} from {effect.low} to {effect.high}"))
    elif not effect.low <= value <= effect.high:
        problems.append((effect.param, f"{value} is out of range for {ability['effect']!r}; "
                                       f"expected {effect.low} to {effect.high}"))
    return problems


def compile_abilities(entries: list[dict]) -> dict[str, int]:
    """A limb's abilities as `pack.Part` fields (``ranged``, ``free_turn``, ``hide``,
    ``grip``)."""
    out = {"ranged": 0, "free_turn": 0, "hide": 0, "grip": 0}
    for entry in entries:
        effect = VOCABULARY[entry["effect"]]
        value = entry[effect.param]
        key = entry["effect"]
        out[key] = max(out[key], value) if key == "ranged" else out[key] + value
    return out


def describe(part) -> list[str]:
    """A part's abilities in words, for views and the rules screen."""
    return [VOCABULARY[key].words.format(n=getattr(part, key))
            for key in VOCABULARY if getattr(part, key)]
