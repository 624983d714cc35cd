"""Damage between weapons: the weapon triangle and the Grunkletaur's blows (pure functions)."""
from __future__ import annotations

from .maze import BEATS, WEAPON_BASE, WEAPON_KIND

GRUNKLETAUR_HP = 14
GRUNKLETAUR_DAMAGE = 5
GRUNKLETAUR_ATTACK_CHANCE = 0.7
SPIKE_DAMAGE = 2
POTION_HEAL = 7
HP_UP_HEAL = 2
HP_UP_MAX = 2
START_HP = 20


def damage(weapon: str, target_weapon: str | None) -> int:
    """Damage `weapon` deals to a target attacking this turn with `target_weapon`.

    A target that does not attack (None), like the Grunkletaur, has no weapon and takes
    the base damage (house rule, docs/rules/grungeon.md).

    >>> damage("iron_axe", "diamond_lance"), damage("diamond_lance", "iron_axe")
    (4, 5)
    >>> damage("steel_axe", "iron_axe"), damage("steel_axe", None)
    (5, 5)
    """
    base = WEAPON_BASE[weapon]
    if target_weapon is None:
        return base
    mine, theirs = WEAPON_KIND[weapon], WEAPON_KIND[target_weapon]
    if BEATS[mine] == theirs:
        return base + 1
    if BEATS[theirs] == mine:
        return base - 2
    return base
