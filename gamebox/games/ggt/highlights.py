"""Grunt, Growl and Tear's highlights for the end-of-game summary, picked from the public
events of a finished game (a hand, a card played face down, a secret pick are never read:
only events with ``to is None``).

A pure function of what the table saw: the seats' names, their Monsters' names, the limbs'
names (all public once the Monsters are chosen) and the history.
"""
from __future__ import annotations

from ...engine.events import Event

TEST_EVENTS = frozenset({"commit", "reveal", "tie"})
"""What happens inside one Test between its ties: a run of ties ends at any other event."""
TEST_STARTS = {"attack": "target", "escape": "from", "push": "target"}
"""The events that start a Test between two Monsters, and the key naming the other one."""


def highlights(names: list[str], monsters: list[str], limbs: list[str],
               history: list[Event]) -> list[str]:
    """The final blow (or, when no single Monster was left standing, who was pulped by whom),
    the hardest blow, the limbs torn off and the longest run of ties in one Test, in that
    order (those the game had).

    `names` and `monsters` are per seat, `limbs` per limb number (`GgtState.limb_part`).

    >>> from gamebox.engine.events import Event
    >>> h = [Event("round", "Round 2.", {"round": 2}),
    ...      Event("victory", "x", {"seat": 0}), Event("damage", "y", {"seat": 1, "damage": 6})]
    >>> highlights(["Ann", "Bob"], ["Ogre", "Troll"], [], h)
    ["Hardest blow: Ann's Ogre hit Bob's Troll for 6 damage, round 2."]
    """
    def who(seat: int) -> str:
        return f"{names[seat]}'s {monsters[seat]}" if monsters[seat] else names[seat]

    out: list[str] = []
    round_ = 0
    striker = -1
    """The winner of the last clash: the one who deals the damage that follows it."""
    hardest = None
    pulps: list[tuple[int, int, int]] = []
    rips: list[tuple[int, int, int, int]] = []
    ties = 0
    runs: list[list] = []
    """Each Test that tied: [ties in a row, its two Monsters, its round]."""
    last_standing = False
    fight = None
    """The two Monsters of the Test under way, and whose it was (from the event that
    started it)."""
    for event in history:
        if event.to is not None:
            continue
        kind = event.kind
        if kind in TEST_EVENTS:
            if kind == "tie":
                ties += 1
                if ties == 1:
                    runs.append([1, fight, round_])
                else:
                    runs[-1][0] = ties
            continue
        ties = 0
        data = event.data
        if kind == "round":
            round_ = data["round"]
        elif kind in TEST_STARTS:
            fight = (data["seat"], data[TEST_STARTS[kind]])
        elif kind == "heave":
            fight = (data["seat"], -1)
        elif kind == "victory":
            striker = data["seat"]
        elif kind == "damage" and data["damage"] > 0 and striker >= 0:
            if hardest is None or data["damage"] > hardest[0]:
                hardest = (data["damage"], striker, data["seat"], round_)
        elif kind == "rip":
            rips.append((data["seat"], data["victim"], data["limb"], round_))
        elif kind == "rip_pulp":
            pulps.append((data["seat"], data["victim"], round_))
        elif kind == "over":
            last_standing = len(data["winners"]) == 1
    if pulps:
        out.append(_pulp_line(pulps, who, last_standing))
    if hardest is not None:
        damage, by, to, when = hardest
        out.append(f"Hardest blow: {who(by)} hit {who(to)} for {damage} damage, round {when}.")
    if rips:
        out.append(_limbs_line(rips, who, limbs))
    if runs:
        out.append(_ties_line(runs, who))
    return out


def _ties_line(runs: list[list], who) -> str:
    """The longest run of ties in one Test (the first of the longest), or, when no Test tied
    twice, how many Tests tied and the first of them."""
    longest = max(runs, key=lambda run: run[0])
    ties, pair, when = longest

    def between(pair) -> str:
        if pair is None:
            return ""
        a, b = pair
        return f", {who(a)} against {who(b)}" if b >= 0 else f", {who(a)} heaving an object"

    if ties >= 2:
        return f"Longest standoff: {ties} ties in a row in one Test{between(pair)}, round {when}."
    _, pair, when = runs[0]
    if len(runs) == 1:
        return f"Standoff: a Test tied and was played again{between(pair)}, round {when}."
    return f"Standoffs: {len(runs)} Tests tied; the first{between(pair)}, round {when}."


def _pulp_line(pulps: list[tuple[int, int, int]], who, last_standing: bool) -> str:
    """Who stomped whom into pulp, and when; the last one is the final blow when it left a
    single Monster standing."""
    told = [f"{who(b)} pulped {who(v)} in round {r}" for b, v, r in pulps]
    if not last_standing:
        return f"{'; '.join(told)}."
    line = f"Final blow: {told[-1]}."
    if len(told) > 1:
        line += f" Earlier: {'; '.join(told[:-1])}."
    return line


def _limbs_line(rips: list[tuple[int, int, int, int]], who, limbs: list[str]) -> str:
    """How many limbs were torn off, who tore most and the first one."""
    by, victim, limb, when = rips[0]
    name = limbs[limb] if 0 <= limb < len(limbs) else "limb"
    if len(rips) == 1:
        return f"One limb torn off: {who(victim)}'s {name}, by {who(by)} in round {when}."
    by_seat: dict[int, int] = {}
    for seat, _, _, _ in rips:
        by_seat[seat] = by_seat.get(seat, 0) + 1
    top = max(by_seat.values())
    best = [s for s, k in by_seat.items() if k == top]
    most = f"{top} by {who(best[0])}" if len(best) == 1 else \
        f"{top} each by {' and '.join(who(s) for s in best)}"
    return (f"{len(rips)} limbs torn off, {most}; the first: {who(victim)}'s {name}, round "
            f"{when}.")
