"""The Grungeon's "What can I do now?" in play: a few lines on the seat's own situation.

The move list beside the table already names every action ("Move up", "Commit: stay"), so
the hint says what the list cannot: what the seat's room holds and what that means, what it
carries, and how a turn goes (QA 4, finding 11: the hint only repeated the list). Built from
the seat's view alone (its room, HP, inventory and queue), like everything a seat is shown:
no map, no coordinates, no corner, nothing of anyone else's beyond its own room.

Headless: no pygame here (the scene draws the lines).
"""
from __future__ import annotations

from .combat import (GRUNKLETAUR_ATTACK_CHANCE, GRUNKLETAUR_DAMAGE, GRUNKLETAUR_HP,
                     HP_UP_HEAL, HP_UP_MAX, POTION_HEAL, SPIKE_DAMAGE)
from .maze import DIRS, TOKEN, WEAPON_BASE, item_name, triangle

TRIANGLE = ", ".join(triangle()) + "."
GOAL = ("Slay the Grunkletaur in its room for a Token of Grunkle, then walk out through the "
        "exit you saw on the map.")


def play_hint(view: dict) -> list[str]:
    """The hint's lines for a seat in play, from its `view`: a few short paragraphs."""
    room = view.get("room")
    if room is None:
        return ["You have died: you no longer take part. The others play on."]
    inventory = view["inventory"]
    lines = [turn_line(view.get("queue") or {}, inventory),
             sides_line(room["sides"], TOKEN in inventory)]
    lines += company_lines(room, view["names"], inventory)
    lines += floor_lines(room)
    lines.append(kit_line(inventory, view["hp"], view["max_hp"]))
    return [line for line in lines if line]


def _joined(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'.

    >>> _joined(["up"]), _joined(["up", "left"]), _joined(["up", "right", "left"])
    ('up', 'up and left', 'up, right and left')
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def turn_line(queue: dict, inventory: list) -> str:
    """What is left to queue this turn, and that the clock never wastes what is queued."""
    free = []
    if queue.get("attack") is None and any(i in WEAPON_BASE for i in inventory):
        free.append("one attack")
    if queue.get("use") is None and any(i in ("potion", "hp_up", "teleporter")
                                        for i in inventory):
        free.append("one item to use")
    if queue.get("move") is None:
        free.append("one move")
    if not free:
        return "Your turn is queued: Commit it, or Clear to start over."
    stay = " (no move: you stay)" if queue.get("move") is None else ""
    return (f"This turn: queue {_joined(free)}, then Commit{stay}. When your time runs out, "
            "what you queued still happens.")


def sides_line(sides: dict, holding_token: bool) -> str:
    """The room's ways out and walls; the exit, when it is one of them."""
    ways = [d for d in DIRS if sides.get(d) == "open"]
    walls = [d for d in DIRS if sides.get(d) == "wall"]
    parts = []
    if ways:
        parts.append(f"Doorways: {_joined(ways)}.")
    if walls:
        parts.append(f"Walls: {_joined(walls)} (a move into a wall is wasted).")
    exits = [d for d in DIRS if sides.get(d) == "exit"]
    if exits:
        if holding_token:
            parts.append(f"The EXIT is {exits[0]}: walk through it to win!")
        else:
            parts.append(f"The EXIT is {exits[0]}, but it lets nobody out without a Token "
                         "of Grunkle.")
    return " ".join(parts)


def company_lines(room: dict, names: list, inventory: list) -> list[str]:
    """Who shares the room: the Grunkletaur and what it does, the other players."""
    lines = []
    grunk = room.get("grunkletaur_hp")
    if grunk is not None:
        chance = round(GRUNKLETAUR_ATTACK_CHANCE * 10)
        text = (f"The Grunkletaur is here ({grunk}/{GRUNKLETAUR_HP} HP). It never leaves; each "
                f"turn it hits everyone here for {GRUNKLETAUR_DAMAGE}, {chance} times in 10. "
                "Who deals it the most damage on the turn it falls takes its Token.")
        if not any(i in WEAPON_BASE for i in inventory):
            text += " You have no weapon to fight it with."
        lines.append(text)
    elif TOKEN not in inventory:
        lines.append(GOAL)
    others = [names[s] for s in room.get("others", ())]
    if others:
        verb = "is" if len(others) == 1 else "are"
        lines.append(f"{_joined(others)} {verb} here: an attack hits everyone else in the "
                     "room, and theirs hit you.")
    return lines


def floor_lines(room: dict) -> list[str]:
    """What lies on the floor and how to take it; spikes underfoot."""
    lines = []
    floor = room.get("floor") or []
    if floor:
        lines.append(f"On the floor: {_joined([item_name(i) for i in floor])}. Things are "
                     "picked up by walking into a room: step out and back in to take them.")
    else:
        lines.append("Things on a floor are picked up by walking into their room.")
    if room.get("spikes"):
        lines.append(f"Spikes: every step into this room costs {SPIKE_DAMAGE} HP; standing "
                     "here is safe.")
    return lines


def kit_line(inventory: list, hp: int, max_hp: int) -> str:
    """What the seat carries and what it is good for."""
    parts = []
    if TOKEN in inventory:
        parts.append("You carry a Token of Grunkle: walk out through the exit to win.")
    weapons = [i for i in inventory if i in WEAPON_BASE]
    if weapons:
        best = max(weapons, key=lambda w: (WEAPON_BASE[w], w))
        parts.append(f"Your {item_name(best)} deals {WEAPON_BASE[best]}. {TRIANGLE}")
    else:
        parts.append("No weapon: you cannot attack.")
    if "potion" in inventory:
        parts.append(f"A Potion heals {POTION_HEAL} (you have {hp}/{max_hp} HP).")
    if "hp_up" in inventory:
        parts.append(f"An HP Up adds {HP_UP_MAX} max HP and heals {HP_UP_HEAL}.")
    if "teleporter" in inventory:
        parts.append("A Broken Teleporter flings you to a random room and tells you which.")
    return " ".join(parts)
