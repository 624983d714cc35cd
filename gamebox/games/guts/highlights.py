"""Guts of Glory's highlights for the end-of-game summary, picked from the game's events
(all public: Guts hides nothing)."""
from __future__ import annotations

from ...engine.events import Event


def highlights(names: list[str], history: list[Event]) -> list[str]:
    """The final blow, the biggest single gain of glory, the longest spew chain of one turn
    and the most thieving seat, in that order (those the game had).

    >>> from gamebox.engine.events import Event
    >>> h = [Event("turn", "Ann's turn.", {"seat": 0}),
    ...      Event("spew_at", "x", {"seat": 0, "target": 1, "card": 3, "glory_cards": 0}),
    ...      Event("spew_at", "y", {"seat": 1, "target": 0, "card": 4, "glory_cards": 0}),
    ...      Event("glory", "Ann gains 7 glory (swallowing): 7.",
    ...            {"seat": 0, "delta": 7, "glory": 7})]
    >>> for line in highlights(["Ann", "Bob"], h): print(line)
    The final blow: Ann reached 7 glory (+7).
    Longest spew chain: 2 cards flew in one of Ann's turns.
    """
    out: list[str] = []
    gains = [e for e in history if e.kind == "glory"]
    if gains and gains[-1].data["glory"] >= 7:
        last = gains[-1].data
        out.append(f"The final blow: {names[last['seat']]} reached {last['glory']} glory "
                   f"(+{last['delta']}).")
    best = max((e for e in gains[:-1] if e.data["delta"] > 0),
               key=lambda e: e.data["delta"], default=None)
    if best is not None and best.data["delta"] >= 2:
        out.append(f"Biggest gain: {names[best.data['seat']]}, +{best.data['delta']} glory at "
                   f"once.")
    chain, longest, whose, turn_of = 0, 0, None, None
    for event in history:
        if event.kind == "turn":
            chain, turn_of = 0, event.data["seat"]
        elif event.kind == "spew_at":
            chain += 1
            if chain > longest:
                longest, whose = chain, turn_of
    if longest >= 2 and whose is not None:
        out.append(f"Longest spew chain: {longest} cards flew in one of {names[whose]}'s turns.")
    steals: dict[int, int] = {}
    for event in history:
        if event.kind == "steal":
            steals[event.data["seat"]] = steals.get(event.data["seat"], 0) + 1
    if steals:
        thief = max(steals, key=steals.get)
        count = steals[thief]
        out.append(f"Most thieving: {names[thief]} stole {count} card{'s' if count > 1 else ''}.")
    return out
