"""The Grizzled's highlights for the end-of-game summary: the story of a shared war, picked
from the public events of a finished game (``to is None``) and the public end of it (how it
ended, the size of the two piles). A hand, a card dealt, a Support tile before its reveal
are never read.

A pure function of what the table saw, like Guts' `games/guts/highlights.py`.
"""
from __future__ import annotations

from typing import NamedTuple

from ...engine.events import Event
from .knocks import THREATS


class Ending(NamedTuple):
    """The public end of a game: how it ended and the two piles."""

    won: bool
    defeat: str
    """``knocks``, ``monument``, ``hands`` ("" for Peace): `GrizzledState.defeat`."""
    deck: int
    """Cards left in the Trials Deck."""
    reserve: int
    """Cards left in the Morale Reserve."""


def highlights(names: list[str], history: list[Event], ending: Ending) -> list[str]:
    """The Missions played, won and failed, with how close the piles came; the Mission that
    cost most; who was supported most; the Speeches made, in that order (those the game
    had). `names` are the Grizzled's as the events name them, per actor.

    >>> from gamebox.engine.events import Event
    >>> h = [Event("mission", "m", {"mission": 1, "leader": 0}),
    ...      Event("play", "p", {"actor": 1, "card": 4, "to": "knocks"}),
    ...      Event("end", "e", {"success": False, "threats": [0]}),
    ...      Event("mission", "m", {"mission": 2, "leader": 1}),
    ...      Event("end", "e", {"success": True, "threats": []})]
    >>> for line in highlights(["Gus", "Leo"], h, Ending(True, "", 0, 5)): print(line)
    Peace after 2 Missions (1 won, 1 failed), 5 cards to spare in the Morale Reserve.
    Costliest: Mission 1, failed on a third Rain; 1 Hard Knock handed out.
    """
    missions: list[dict] = []
    """Per Mission begun: its number, the Hard Knocks it handed out, whether it succeeded
    (None while it had not ended) and the Threats that stood three times when it failed."""
    supported: dict[int, int] = {}
    speeches: dict[int, int] = {}
    for event in history:
        if event.to is not None:
            continue
        kind = event.kind
        if kind == "mission":
            missions.append({"number": event.data["mission"], "knocks": 0, "success": None,
                             "threats": []})
        elif not missions:
            continue
        elif kind in ("play", "draw") and event.data.get("to") == "knocks":
            missions[-1]["knocks"] += 1
        elif kind == "end":
            missions[-1]["success"] = event.data["success"]
            missions[-1]["threats"] = list(event.data.get("threats", ()))
        elif kind == "supported":
            actor = event.data["actor"]
            supported[actor] = supported.get(actor, 0) + 1
        elif kind == "speech":
            actor = event.data["actor"]
            speeches[actor] = speeches.get(actor, 0) + 1
    out: list[str] = []
    played = [m for m in missions if m["success"] is not None]
    if played:
        out.append(_missions_line(played, ending))
    costliest = _costliest(played)
    if costliest:
        out.append(costliest)
    if supported:
        top = max(supported.values())
        best = [a for a in sorted(supported) if supported[a] == top]
        # (the whole group tied: naming everyone says nothing)
        who = "every Grizzled alike" if len(best) == len(names) > 2 else \
            _listing([names[a] for a in best])
        times = "once" if top == 1 else f"in {top} Missions"
        out.append(f"Most supported: {who}, {times}{' each' if len(best) > 1 else ''}.")
    if speeches:
        total = sum(speeches.values())
        said = ", ".join(f"{names[a]} {k}" for a, k in
                         sorted(speeches.items(), key=lambda item: (-item[1], item[0])))
        out.append(f"{total} Speech{'es' if total > 1 else ''}: {said}.")
    return out


def _missions_line(played: list[dict], ending: Ending) -> str:
    """How many Missions were played, won and failed, and how close the piles came: the
    Morale Reserve left at Peace, the Trials Deck left when the Monument showed, both
    otherwise."""
    won = sum(1 for m in played if m["success"])
    count = len(played)
    missions = f"{count} Mission{'s' if count > 1 else ''}"
    if ending.won:
        return (f"Peace after {missions} ({won} won, {count - won} failed), "
                f"{_cards(ending.reserve)} to spare in the Morale Reserve.")
    tally = f"{missions}: {won} won, {count - won} failed"
    if ending.defeat == "monument":
        return (f"{tally}; the Monument showed with {_cards(ending.deck)} still in the "
                f"Trials Deck.")
    return (f"{tally}; {_cards(ending.deck)} left in the Trials Deck, {ending.reserve} in "
            f"the Morale Reserve.")


def _costliest(played: list[dict]) -> str:
    """The Mission that cost most: a failed one (the one that handed out most Hard Knocks
    among them, the first on a tie), else the one that handed out most (none: "")."""
    failed = [m for m in played if not m["success"]]
    pool = failed or [m for m in played if m["knocks"]]
    if not pool:
        return ""
    worst = max(pool, key=lambda m: m["knocks"])  # (max keeps the first of equals)
    knocks = worst["knocks"]
    handed = f"{knocks} Hard Knock{'s' if knocks != 1 else ''} handed out"
    if worst["success"]:
        return f"Costliest: Mission {worst['number']}, {handed}."
    threats = _listing([f"a third {THREATS[t]}" for t in worst["threats"]])
    why = f"failed on {threats}" if threats else "failed"
    return f"Costliest: Mission {worst['number']}, {why}{f'; {handed}' if knocks else ''}."


def _listing(items: list[str]) -> str:
    """``a, b and c``."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _cards(count: int) -> str:
    return f"{count} card{'s' if count != 1 else ''}"
