"""Guts of Glory's words for the hint (`engine.advice`): what a move does to glory.

Measured on a state before and after the move, both determinized for the seat (the deck's
order is the hidden part): the glory the seat gains, the glory the others gain or lose, the
cards it swallows, for a chew that swallows nothing how many chews its card still needs, and
for a feed what the card taken is worth.
Said in a few words: "Swallows it: +3 glory", "2 more chews to swallow it (3 glory)",
"Wins the game!". No pygame here.
"""
from __future__ import annotations

from ...engine.advice import Effects, percent, signed, won
from .board import NSLOT
from .cards import FOOD


def mouth_worth(state, seat: int, x: int) -> int:
    """The glory the card in `seat`'s mouth slot `x` brings when swallowed (its coin, when a
    Food, and the glory cards lying on it)."""
    card = state.mouth[seat * NSLOT + x]
    if card < 0:
        return 0
    table = state.table
    return state.gcards[seat * NSLOT + x] + (table.glory[card] if table.kind[card] == FOOD
                                             else 0)


class GutsEffects(Effects):
    """Glory gained, cards swallowed, chews to go (see the module)."""

    def measure(self, before, after, seat, action, events):
        out = {"glory": after.glory[seat] - before.glory[seat],
               "others": sum(after.glory[o] - before.glory[o]
                             for o in range(before.seats) if o != seat)}
        swallows = [e for e in events if e.kind == "swallow"]
        out["swallowed"] = sum(1 for e in swallows if e.data.get("seat") == seat)
        out["they_swallowed"] = sum(1 for e in swallows if e.data.get("seat") != seat)
        out["win"] = won(after, seat)
        if action.kind == "chew" and action.args and action.args[0] == seat \
                and not out["swallowed"]:
            x = action.args[1]
            card = after.mouth[seat * NSLOT + x]
            if card >= 0:
                out["chews_to_go"] = after.table.toughness[card] - after.chews[seat * NSLOT + x]
                out["worth"] = mouth_worth(after, seat, x)
                out["food"] = float(after.table.kind[card] == FOOD)
        if action.kind == "feed" and after.held >= 0:
            card = after.held
            table = after.table
            out["fed_worth"] = table.glory[card] if table.kind[card] == FOOD else 0
            out["fed_chews"] = table.toughness[card]
        return out

    def words(self, means, action, seat, view):
        if means.get("win", 0.0) >= 0.5:
            return "Wins the game!"
        parts = []
        glory = means.get("glory", 0.0)
        swallowed = means.get("swallowed", 0.0)
        if swallowed >= 0.95:
            parts.append("Swallows it")
        elif swallowed > 0.05:
            parts.append(f"{percent(swallowed)} chance to swallow")
        if abs(glory) >= 0.05:
            parts.append(f"{signed(glory)} glory")
        if "chews_to_go" in means and not parts:
            left = round(means["chews_to_go"])
            worth = round(means.get("worth", 0.0))
            if left > 0:
                chews = "chew" if left == 1 else "chews"
                what = f"{worth} glory" if worth or means.get("food", 0.0) >= 0.5 \
                    else "its power"
                parts.append(f"{left} more {chews} to swallow it ({what})")
        if "fed_chews" in means and not parts:
            worth, chews = round(means.get("fed_worth", 0.0)), round(means["fed_chews"])
            count = f"{chews} chew{'s' if chews != 1 else ''}"
            parts.append(f"{worth} glory in {count}" if worth
                         else f"a power card, swallowed in {count}")
        others = means.get("others", 0.0)
        if abs(others) >= 0.05:
            parts.append(f"the others {signed(others)} glory")
        if means.get("they_swallowed", 0.0) > 0.05 and not parts:
            parts.append("makes another mouth swallow")
        text = ", ".join(parts)
        return text[:1].upper() + text[1:]


EFFECTS = GutsEffects()
