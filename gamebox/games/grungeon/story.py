"""The story of a finished Grungeon match for the results screen, told from the chronicle.

`resolve.py` appends what mattered to ``state.chronicle`` as flat tuples ``(kind, turn, ...)``;
`tell` turns them into short lines a player enjoys reading once the game is over: the start
corners, then turn by turn the fights, finds, potions, teleports, spikes, deaths, the
Grunkletaur's fall and the escape, with room labels. Attacks that hit nobody are left out, and
turns where nothing of that happened are folded ("Turns 3-7: everyone wandered the dark.").

Headless and pure: it reads the state, never changes it.
"""
from __future__ import annotations

from .combat import GRUNKLETAUR_DAMAGE
from .maze import TOKEN, WEAPON_BASE, item_name, label, with_article

WIDTH = 78
"""Longest line; longer ones wrap (the results panel holds about 100 at 16:9)."""
INDENT = " " * 10
"""Before the second and later lines of a turn, and wrapped lines (a proportional font)."""
QUIET = ("wandered the dark", "groped along the walls", "crept through the maze",
         "listened for footsteps")
"""What the living did in turns where nothing happened, in turn."""


def thing(item: str) -> str:
    """An item as the story names it: weapons and the Token are unique, the rest are not.

    >>> thing("steel_sword"), thing("potion"), thing("token")
    ('the Steel Sword', 'a Potion', 'the Token of Grunkle')
    """
    name = item_name(item)
    return f"the {name}" if item in WEAPON_BASE or item == TOKEN else with_article(name)


def listing(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'.

    >>> listing(["A"]), listing(["A", "B"]), listing(["A", "B", "C"])
    ('A', 'A and B', 'A, B and C')
    """
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def things(items) -> str:
    return listing([thing(i) for i in items])


def _who(seats, names) -> str:
    return listing([names[s] for s in seats])


def wrap(text: str, first: str, width: int = WIDTH) -> list[str]:
    """`text` after the prefix `first`, broken at spaces into lines of at most `width`."""
    lines, line = [], first
    words = text.split(" ")
    for k, word in enumerate(words):
        rest = len(" ".join(words[k:]))
        # a short tail stays on its line rather than dangling alone below (the panel is wider)
        if len(line) + len(word) + 1 > width and line.strip() and (
                rest > 12 or len(line) + rest > width + 12):
            lines.append(line.rstrip())
            line = INDENT
        line += word + " "
    lines.append(line.rstrip())
    return lines


def hit_nobody(fact: tuple) -> bool:
    """Whether `fact` is an attack that hit no player and not the Grunkletaur.

    Such a swing at thin air changed nothing, so the story leaves it out (a turn with nothing
    else in it is quiet): told, a player pacing the dark with a weapon out filled a dozen
    lines with "swung the Diamond Axe at thin air" (QA finding 13).

    >>> hit_nobody(("attack", 3, 0, "iron_axe", 17, 0))  # nobody there
    True
    >>> hit_nobody(("attack", 3, 0, "iron_axe", 17, 3))  # the Grunkletaur, for 3
    False
    """
    return fact[0] == "attack" and not fact[5] and len(fact) == 6


def _turn_lines(facts: list[tuple], names: list[str]) -> list[str]:
    """What one turn's facts say, in the order they happened."""
    out: list[str] = []
    hitters: dict[tuple, list[str]] = {}  # (room, victim) -> who hit them this turn
    answered: set[int] = set()  # attacks already told as the second half of an exchange
    told: set[int] = set()  # deaths already told with another
    for i, fact in enumerate(facts):
        kind = fact[0]
        if kind == "attack" and i in answered:
            continue
        if kind == "attack":
            _, _, a, weapon, room, grunk = fact[:6]
            pairs = fact[6:]
            hits = [f"the Grunkletaur for {grunk}"] if grunk else []
            for k in range(0, len(pairs), 2):
                hits.append(f"{names[pairs[k]]} for {pairs[k + 1]}")
                hitters.setdefault((room, pairs[k]), []).append(names[a])
            back = _answer(facts, i)
            if back is not None:
                # two players hitting only each other: one line for the exchange
                answered.add(back)
                b, b_weapon, b_hurt = facts[back][2], facts[back][3], facts[back][7]
                hitters.setdefault((room, a), []).append(names[b])
                out.append(f"{names[a]} ({item_name(weapon)}) hit {names[b]} for "
                           f"{pairs[1]} in {label(room)}; {names[b]} "
                           f"({item_name(b_weapon)}) hit back for {b_hurt}.")
            else:  # `tell` has left out the swings that hit nobody
                out.append(f"{names[a]} ({item_name(weapon)}) hit {listing(hits)} in "
                           f"{label(room)}.")
        elif kind == "grunk":
            room, victims = fact[2], fact[3:]
            for v in victims:
                hitters.setdefault((room, v), []).append("the Grunkletaur")
            out.append(f"The Grunkletaur struck {_who(victims, names)} for {GRUNKLETAUR_DAMAGE}.")
        elif kind == "grunk_hp":
            out.append(f"The Grunkletaur was down to {fact[2]} HP.")
        elif kind == "grunk_falls":
            winners = fact[3:]
            took = ("took the Token of Grunkle" if len(winners) == 1
                    else "each took a Token of Grunkle")
            out.append(f"The Grunkletaur fell! {_who(winners, names)} {took}.")
        elif kind == "died":
            _, _, s, room, cause = fact
            if s in told:
                continue
            mate = _slain_by_each_other(facts, i, hitters, names)
            if mate is not None:
                told.add(mate)
                out.append(f"{names[s]} and {names[mate]} slew each other in "
                           f"{label(room)}.")
            elif cause == "spikes":
                out.append(f"{names[s]} died on the spikes in {label(room)}.")
            else:
                by = listing(hitters.get((room, s), [])) or "the fight"
                out.append(f"{names[s]} was slain by {by} in {label(room)}.")
        elif kind == "took":
            fallen = [f[2] for f in facts if f[0] == "died" and f[3] == fact[3]]
            source = f" from {_who(fallen, names)}" if fallen else ""
            out.append(f"{names[fact[2]]} looted {things(fact[4:])}{source}.")
        elif kind == "left":
            text = things(fact[3:])
            out.append(f"{text[0].upper()}{text[1:]} stayed on the floor of {label(fact[2])}.")
        elif kind == "use":
            _, _, s, item, hp, max_hp = fact
            verb = "drank a Potion" if item == "potion" else "used an HP Up"
            out.append(f"{names[s]} {verb}: {hp}/{max_hp} HP.")
        elif kind == "teleport":
            out.append(f"{names[fact[2]]} teleported from {label(fact[3])} to "
                       f"{label(fact[4])}.")
        elif kind == "spikes":
            if fact[4] > 0:  # a death on the spikes has its own line
                out.append(f"{names[fact[2]]} stepped on spikes in {label(fact[3])} "
                           f"({fact[4]} HP).")
        elif kind == "found":
            items = fact[4:]
            bang = "!" if TOKEN in items else "."
            out.append(f"{names[fact[2]]} found {things(items)} in {label(fact[3])}{bang}")
        elif kind == "refused":
            out.append(f"{names[fact[2]]} tried the exit in {label(fact[3])}, but it "
                       "stayed shut without a Token.")
        elif kind == "escaped":
            out.append(f"{names[fact[2]]} walked out of the exit in {label(fact[3])} "
                       "with the Token of Grunkle!")
    return out


def _answer(facts: list[tuple], i: int) -> int | None:
    """The index of the attack answering attack `i` blow for blow, if it is a plain exchange.

    Two players alone in a room (no Grunkletaur) who hit each other the same turn.
    """
    fact = facts[i]
    if fact[5] or len(fact) != 8:
        return None
    for j in range(i + 1, len(facts)):
        other = facts[j]
        if (other[0] == "attack" and other[4] == fact[4] and not other[5] and len(other) == 8
                and other[6] == fact[2] and fact[6] == other[2]):
            return j
    return None


def _slain_by_each_other(facts: list[tuple], i: int, hitters: dict,
                         names: list[str]) -> int | None:
    """The seat that died with the death `i` at the other's hand only, if there is one."""
    _, _, s, room, cause = facts[i]
    by = hitters.get((room, s), [])
    if cause != "fight" or len(by) != 1:
        return None
    for other in facts[i + 1:]:
        if (other[0] == "died" and other[3] == room and other[4] == "fight"
                and by[0] == names[other[2]]
                and hitters.get((room, other[2]), []) == [names[s]]):
            return other[2]
    return None


def _quiet(first: int, last: int, living: list[int], count: int, names: list[str]
           ) -> list[str]:
    when = f"Turn {first}: " if first == last else f"Turns {first}-{last}: "
    doing = QUIET[count % len(QUIET)]
    if len(living) == len(names):
        who = f"everyone {doing}"
    elif len(living) == 1:
        who = f"{names[living[0]]} {doing} alone"
    else:
        who = f"{_who(living, names)} {doing}"
    return wrap(who + ".", when)


def tell(state) -> list[str]:
    """The story of a finished match (`GrungeonState.story`), with the seats' names."""
    names = [state.seat_name(s) for s in range(state.seats)]
    starts = []
    for s, corner in enumerate(state.corner_of):
        if corner is not None:
            room = state.board.starts.get(corner, -1)
            starts.append(f"{names[s]} in {label(room)} ({corner})")
    lines = wrap(listing(starts) + ".", "Start: ") if starts else []
    by_turn: dict[int, list[tuple]] = {}
    for fact in state.chronicle:
        if not hit_nobody(fact):
            by_turn.setdefault(fact[1], []).append(fact)
    living = [s for s in range(state.seats) if state.corner_of[s] is not None]
    quiet_from, spells = 1, 0
    for turn in range(1, state.turn + 1):
        facts = by_turn.get(turn)
        if not facts:
            continue
        if quiet_from < turn - 1:  # a single quiet turn goes without saying
            lines += _quiet(quiet_from, turn - 1, living, spells, names)
            spells += 1
        # the escape ends the match: it closes its turn's tale
        facts.sort(key=lambda f: f[0] == "escaped")
        for k, text in enumerate(_turn_lines(facts, names)):
            lines += wrap(text, f"Turn {turn}: " if k == 0 else INDENT)
        living = [s for s in living if not any(f[0] == "died" and f[2] == s for f in facts)]
        quiet_from = turn + 1
    if state.phase == "over" and not state.winners:
        if quiet_from <= state.turn and living:
            lines += _quiet(quiet_from, state.turn, living, spells, names)
        lines += wrap(_unfinished(state, names), "The end: ")
    elif len(state.winners) == 1 and sum(state.escaped) > 1:
        lines += wrap(f"{names[state.winners[0]]} goes first on a tie and wins.",
                      INDENT)
    return lines


def _unfinished(state, names: list[str]) -> str:
    """Why nobody won, and where the Token was."""
    if not any(state.alive):
        return "nobody made it out alive."
    text = f"the Grungeon collapsed after turn {state.turn}."
    holders = [s for s in range(state.seats) if TOKEN in state.inv[s]]
    if holders:
        return text + f" {_who(holders, names)} still held a Token."
    floor = [room for room, items in state.floor.items() if TOKEN in items]
    if floor:
        return text + f" A Token lay in {label(floor[0])}."
    if state.grunk_hp > 0:
        return text + f" The Grunkletaur still stood ({state.grunk_hp} HP)."
    return text


def highlights(state) -> list[str]:
    """The Grungeon's highlights for the end-of-game summary, from the chronicle (told once
    the match is over, like the story): the way it ended, the hardest hit (and an attack
    that hit several seats at once), the first to fall and the Grunkletaur's end."""
    names = [state.seat_name(s) for s in range(state.seats)]
    out: list[str] = []
    chronicle = state.chronicle
    escapes = [f for f in chronicle if f[0] == "escaped"]
    deaths = [f for f in chronicle if f[0] == "died"]
    if escapes:
        fact = escapes[-1]
        out.append(f"The final blow: {names[fact[2]]} walked out with the Token of Grunkle "
                   f"on turn {fact[1]}.")
    elif deaths and sum(1 for a in state.alive if a) <= 1:
        fact = deaths[-1]
        out.append(f"The final blow: {names[fact[2]]} fell on turn {fact[1]}.")
    best, wide = None, None
    for fact in chronicle:
        if fact[0] != "attack":
            continue
        pairs = fact[6:]
        for k in range(0, len(pairs), 2):
            if best is None or pairs[k + 1] > best[3]:
                best = (fact[1], fact[2], pairs[k], pairs[k + 1], fact[3])
        if len(pairs) >= 4 and (wide is None or len(pairs) > len(wide[6:])):
            wide = fact
    if best is not None:
        turn, a, target, hurt, weapon = best
        out.append(f"Hardest hit: {names[a]} ({item_name(weapon)}) hit {names[target]} for "
                   f"{hurt} on turn {turn}.")
    if wide is not None:
        hit = [names[s] for s in wide[6::2]]
        out.append(f"One swing, {len(hit)} seats: {names[wide[2]]} hit {listing(hit)} on "
                   f"turn {wide[1]}.")
    if deaths and (not out or not out[0].startswith(f"The final blow: {names[deaths[0][2]]}")):
        out.append(f"First to fall: {names[deaths[0][2]]}, turn {deaths[0][1]}.")
    fell = [f for f in chronicle if f[0] == "grunk_falls"]
    if fell:
        out.append(f"The Grunkletaur fell on turn {fell[0][1]} to "
                   f"{_who(fell[0][3:], names)}.")
    return out
