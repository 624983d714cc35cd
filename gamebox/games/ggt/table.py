"""Grunt, Growl and Tear as the table kit reads it: typed views, decisions, touches, moves.

Zones, in drawing order:

- ``roster`` (row, while Monsters are chosen): ``pick/<id>`` per Monster still free;
- ``board`` (board): ``monster/<seat>`` pawns with ``face["facing"]`` (0..5, see
  `gamebox.maps.hexgrid`), ``limb/<n>`` limbs lying on the map, ``thing/<n>`` objects;
- ``monitor/<seat>`` (seat): that Monster's Monitor: ``attr/<seat>/<name>`` markers for
  Speed, Strength, Smarts and Health, ``pool/<seat>`` (the health pool), ``power/<seat>``
  (its Power tokens) and ``spot/<seat>/<k>`` per limb spot (the limb there, or empty);
  the same facts as a `Status` (how its panel shows them) in ``facts["status"]``;
- ``hand/<seat>`` (hand): face up for its seat (``card/<seat>/<n>``), backs for the others
  (named by place, ``hand/<seat>/<i>``); ``deck/<seat>`` and ``discard/<seat>`` (piles: the
  discard shows its top card and its count; the whole pile is in the view);
- ``test`` (row): the cards of a Test: revealed ones face up, face-down ones by place
  (``test/<i>``), the seat's own face-down card face up to it alone;
- ``supply`` (pool): the Power tokens set aside; ``initiative`` (row): this round's cards
  (``init/<seat>``; with the ``ms_treat`` option each face has the card's ``effect`` in a
  few words and its ``rules`` in full).

Built from the state only when asked (never in simulations); it shows no more than
`GgtState.view(seat)`.
"""
from __future__ import annotations

import dataclasses

from ...engine.protocol import Action, Event
from ...engine.table import (Chip, Chips, Decision, Move, Piece, Stat, Status, Table, Tokens,
                             Zone, place_id)
from .pack import ATTRIBUTES

ATTR_SHORT = {"speed": "SPD", "strength": "STR", "smarts": "SMA", "health": "HP"}
"""The word an attribute's chip on a Monitor writes."""
SPOT_WORDS = {"tentacle": "Tent"}
"""A limb spot's tag where its kind is too long for the tag column."""


def _monitor(state, s: int) -> tuple[Zone, Status]:
    """Seat `s`'s Monster Monitor, as a zone and as the facts its panel shows: made once per
    Monitor view (those are shared while nothing on them changes, see
    `GgtState.monster_view`)."""
    view = state.monster_view(s)
    cache = state._monitors
    found = cache.get(("zone", id(view)))
    if found is not None and found[0] is view:
        return found[1]
    made = _make_monitor(state, s, view), _monitor_status(state, s, view)
    cache[("zone", id(view))] = (view, made)
    return made


def _monitor_status(state, s: int, view: dict) -> Status:
    """The Monitor's facts: the four attributes, the health pool, the Power tokens and the
    limb spots (the limb's name and what it adds, or the spot torn empty)."""
    stats = tuple(Stat(f"attr/{s}/{name}", name.title(), value, short=ATTR_SHORT[name],
                       kind=name) for name, value in view["stats"].items())
    stats += (Stat(f"pool/{s}", "Health pool", view["pool"], most=view["stats"]["health"],
                   short="Pool", kind="pool"),)
    chips = []
    for k, spot in enumerate(view["spots"]):
        kind, limb = spot["spot"], spot["limb"]
        tag = SPOT_WORDS.get(kind, kind[:4].title())
        guard = 1 if k in view["guarded"] else 0
        if limb:
            chips.append(Chip(f"spot/{s}/{k}", str(limb["name"]), tag, marks=guard,
                              adds=tuple((a, limb[a]) for a in ATTRIBUTES if limb.get(a))))
        else:
            chips.append(Chip(f"spot/{s}/{k}", "torn off", tag, alert=True, marks=guard))
    cards = view["hand"]
    return Status(f"monitor/{s}", state.who(s) if view["name"] else state.seat_name(s),
                  owner=s, note=f"{cards} card{'' if cards == 1 else 's'}"
                  if view["alive"] else "R.I.P.", out=not view["alive"], stats=stats,
                  tokens=(Tokens(f"power/{s}", "Power", view["power"], kind="power"),),
                  lists=(Chips("", "Limbs", tuple(chips)),))


def _make_monitor(state, s: int, view: dict) -> Zone:
    pieces = [Piece(f"attr/{s}/{name}", {"name": name.title(), "value": value},
                    kind="marker", owner=s, at=i)
              for i, (name, value) in enumerate(view["stats"].items())]
    pieces.append(Piece(f"pool/{s}", {"name": "Health pool", "value": view["pool"],
                                      "max": view["stats"]["health"]}, kind="marker", owner=s))
    pieces.append(Piece(f"power/{s}", {"name": "Power"}, kind="token", owner=s,
                        count=view["power"]))
    for k, spot in enumerate(view["spots"]):
        face = dict(spot["limb"]) if spot["limb"] else {"name": f"Empty {spot['spot']} spot"}
        face["spot"] = spot["spot"]
        marks = {"power": 1} if k in view["guarded"] else {}
        pieces.append(Piece(f"spot/{s}/{k}", face, kind="marker", owner=s, at=k, marks=marks))
    label = state.who(s) if view["name"] else state.seat_name(s)
    return Zone(f"monitor/{s}", "seat", tuple(pieces), owner=s, label=label)


def table(state, seat: int | None) -> Table:
    """The typed view of `state` for `seat` (None: the public table)."""
    zones: list[Zone] = []
    if state.phase == "choose":
        taken = set(state.monster)
        zones.append(Zone("roster", "row", tuple(
            Piece(f"pick/{m.id}", {"name": m.name, "character": m.character,
                                   **dict(zip(ATTRIBUTES, m.totals()))}, at=i)
            for i, m in enumerate(state.roster.monsters) if i not in taken),
            label="Monsters", size=len(state.roster.monsters)))
    pieces = []
    for s in range(state.seats):
        if state.alive[s] and state.cell[s] is not None:
            pieces.append(Piece(f"monster/{s}", {"name": state.monster_name(s),
                                                 "facing": state.facing[s],
                                                 "pool": state.pool[s]},
                                kind="pawn", at=state.cell[s], owner=s,
                                label=state.seat_name(s)))
    for limb, cell in sorted(state.limb_cell.items()):
        pieces.append(Piece(f"limb/{limb}", state.part(limb).face(), kind="token", at=cell,
                            owner=state.limb_from[limb]))
    for i, (thing, cell) in enumerate(zip(state.arena.things, state.things)):
        pieces.append(Piece(f"thing/{i}", {"name": thing.name, "weight": thing.weight},
                            kind="tile", at=cell))
    zones.append(Zone("board", "board", tuple(pieces), label=state.arena.name))
    current = state.cur if state.phase == "play" else None
    status = {}
    for s in range(state.seats):
        if state.monster[s] >= 0:
            zone, panel = _monitor(state, s)
            zones.append(zone)
            status[zone.name] = dataclasses.replace(panel, active=True) if s == current \
                else panel
        hand = state.hand[s]
        if seat == s:
            cards = tuple(Piece(f"card/{s}/{c}", state.card_face(c), owner=s, at=i)
                          for i, c in enumerate(hand))
        else:
            cards = tuple(Piece.hidden(f"hand/{s}", i, owner=s) for i in range(len(hand)))
        zones.append(Zone(f"hand/{s}", "hand", cards, owner=s,
                          label=f"{state.seat_name(s)}'s hand", hidden=seat != s))
        zones.append(Zone(f"deck/{s}", "pile", count=len(state.deck[s]), owner=s,
                          label="Draw pile", hidden=True))
        discard = state.discard[s]
        top = (Piece(place_id(f"discard/{s}", len(discard) - 1), state.card_face(discard[-1]),
                     owner=s, at=len(discard) - 1),) if discard else ()
        zones.append(Zone(f"discard/{s}", "pile", top, owner=s, label="Discard",
                          count=len(discard)))
    zones.append(_test_zone(state, seat))
    zones.append(Zone("supply", "pool", (Piece("supply", {"name": "Power tokens"},
                                               kind="token", count=state.supply),),
                      label="Set aside"))
    zones.append(Zone("initiative", "row", tuple(
        Piece(f"init/{s}", _init_face(state, s), owner=s, at=i)
        for i, s in enumerate(state.order) if state.init[s]),
        label="Initiative", size=len(state.order)))
    facts = {"phase": state.phase, "round": state.round, "current": current, "status": status,
             "actions": state.actions_left, "free_turns": state.free_turns,
             "free_steps": state.free_steps}
    if state.combat:
        facts["combat_step"] = state.combat["step"]
    return Table(seat, tuple(zones), facts)


def _init_face(state, s: int) -> dict:
    """Seat `s`'s initiative card: its name and number; with Ms. Treat's cards also its
    effect in a few words (``effect``), in full (``rules``) and its line."""
    treat = state.treat_view(s)
    if treat is not None:
        return treat
    return {"name": _init_name(state, state.init[s]), "number": state.init[s]}


def _init_name(state, number: int) -> str:
    for card in state.roster.initiative:
        if card["number"] == number:
            return card["name"]
    return str(number)


def _test_zone(state, seat: int | None) -> Zone:
    test = state.test
    pieces: list[Piece] = []
    if test is not None:
        for card, owner in test["played"]:
            pieces.append(Piece(place_id("test", len(pieces)), state.card_face(card),
                                owner=owner, at=len(pieces)))
        for side, who in enumerate(test["seats"]):
            commit = test["commit"][side]
            if who < 0 or commit is None or commit == -1:
                continue
            n = len(pieces)
            if who == seat and not test["blind"][side]:
                pieces.append(Piece(f"card/{who}/{commit}", state.card_face(commit),
                                    owner=who, at=n))
            else:
                pieces.append(Piece.hidden("test", n, owner=who))
    return Zone("test", "row", tuple(pieces), label="Test", size=len(pieces))


PROMPTS = {
    "choose": "Choose your Monster",
    "place": "Choose where your Monster enters the arena",
    "ask": "Let the Monster next to you move away?",
    "test": "Play a card face down",
    "heal": "Spend Power to heal before the clash?",
    "more": "Fight on, or end the fight?",
    "guard": "Guard your limbs with Power (one must stay bare)",
    "rip": "Choose a limb to rip off",
    "drop": "Choose where the torn limb lands",
    "shed": "Choose where the removed limb goes",
    "shove": "Choose where to shove it",
    "turn": "Take an action, or end your turn",
    "free": "Use your free Move or Turn now",
}


def decision(state, seat: int) -> Decision | None:
    """What `seat` is asked now; Tests, heals and the fight-on choice are secret commits."""
    if state.is_over() or seat not in state.to_act():
        return None
    if state.phase == "choose":
        return Decision(seat, "Choose your Monster in secret", kind="commit", secret=True)
    if state.phase == "place":
        return Decision(seat, PROMPTS[state.phase], kind="setup")
    if state.ask is not None:
        asker = state.ask["seat"]
        return Decision(seat, f"Let {state.who(asker)} {state.ask['action'].split()[0]} away "
                              f"from you?", kind="respond")
    if state.test is not None:
        attr = ("Speed", "Strength", "Smarts", "Health")[state.test["attr"]]
        prompt = f"Test of {attr}: play a card face down"
        if not state.hand[seat]:
            prompt = f"Test of {attr}: no cards; pay 1 Health for the top card, or play nothing"
        return Decision(seat, prompt, kind="commit", secret=True)
    if state.combat is not None:
        step = state.combat["step"]
        secret = step in ("heal", "more")
        return Decision(seat, PROMPTS[step], kind="commit" if secret else "respond",
                        may_pass=step in ("heal", "guard"), secret=secret)
    if state.pending is not None:
        kind = state.pending["kind"]
        return Decision(seat, PROMPTS["shed" if kind == "shed" else "shove"],
                        may_pass=kind != "shed")
    if state.free_mode(seat):
        return Decision(seat, PROMPTS["free"], may_pass=True)
    left = state.actions_left
    return Decision(seat, f"{PROMPTS['turn']} ({left} action{'s' if left != 1 else ''} left)",
                    may_pass=True)


def touches(state, action: Action, seat: int) -> tuple[str, ...]:
    """What `action` points at: a Monster, a cell, a card and the Test's place it is played
    to, a limb and its spot."""
    k, a = action.kind, action.args
    if k == "choose":
        return (f"pick/{a[0]}",)
    if k in ("place", "drop", "shove"):
        return (place_id("board", (a[0], a[1])),)
    grid = state.arena.grid
    if k == "move":
        step = state.facing[seat] + (0 if a[0] == "forward" else 3)
        return (place_id("board", grid.neighbour(state.cell[seat], step)),)
    if k == "turn":
        return (place_id("board", grid.neighbour(state.cell[seat], state.facing[seat] + a[0])),)
    if k in ("attack", "shoot", "push", "escape"):
        return (f"monster/{a[0]}",)
    if k == "heave":
        return (f"thing/{a[0]}",)
    if k == "attach":
        return (f"limb/{a[0]}", f"spot/{seat}/{a[1]}")
    if k in ("heal", "mend"):
        return (f"pool/{seat}",)
    if k == "play":
        # the card, then the Test as a whole: dragged (or clicked, then the Test) onto it
        # like any card onto its destination; the zone, not its first free place, because
        # that place moves when the other seat commits while this one is still choosing
        return (f"card/{seat}/{a[0]}", "test")
    if k == "blind":
        return (f"deck/{seat}",)
    if k in ("guard", "rip"):
        return (f"spot/{state.combat['victim']}/{a[0]}",)
    return ()


def moves(state, event: Event, seat: int | None) -> tuple[Move, ...]:
    """Limbs torn off and attached, and pawns stepping, as every seat sees them."""
    k, d = event.kind, event.data
    if k == "limb_lands":
        limb = d["limb"]
        return (Move(f"limb/{limb}", f"monitor/{state.limb_from[limb]}",
                     place_id("board", tuple(d["cell"])), state.part(limb).face(), "token"),)
    if k == "attach":
        return (Move(f"limb/{d['limb']}", "board", f"monitor/{d['seat']}",
                     state.part(d["limb"]).face(), "token"),)
    if k in ("move", "shoved"):
        # it leaves from where the table last drew it: its own piece
        pawn = f"monster/{d['seat']}"
        return (Move(pawn, pawn, place_id("board", tuple(d["cell"])), None, "pawn"),)
    return ()
