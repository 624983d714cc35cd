"""Enter the Grungeon as the table kit reads it: typed views, decisions, what actions touch.

Built from `view(seat)` only, so a table never shows more than the view does: in play a
seat sees its own room (its sides, who else is there, the Grunkletaur, what lies on the
floor), its inventory and its queued actions; the whole maze only before the memorising ends
and after the game. Items are named by their place in the inventory or on the floor
(``item/2``, ``floor/0``), never by a number that could follow them between seats.
"""
from __future__ import annotations

from ...engine.protocol import Action
from ...engine.table import Decision, Piece, Table, Zone, place_id
from .maze import CORNERS, DIRS, SIZE, item_name

QUEUE_PLACES = ("attack", "use", "move")


def _item_face(item: str) -> dict:
    return {"name": item_name(item), "item": item}


def _maze_zone(view: dict) -> Zone:
    """The whole maze with its things on their rooms (before and after play only)."""
    maze = view["map"]
    pieces = []
    for i, thing in enumerate(maze["things"]):
        room = thing["room"]
        name = item_name(thing["item"]) if "item" in thing else thing.get("name", thing["kind"])
        pieces.append(Piece(f"thing/{i}", {"name": name, "kind": thing["kind"]}, kind="tile",
                            at=(room % SIZE, room // SIZE)))
    return Zone("maze", "board", tuple(pieces), label=maze.get("name", ""), size=maze["size"])


def table(state, seat: int | None) -> Table:
    """The typed view of `state` for `seat`."""
    view = state.view(seat)
    zones: list[Zone] = []
    phase = view["phase"]
    if "map" in view:
        zones.append(_maze_zone(view))
    if phase == "corners" and "corners" in view:
        zones.append(Zone("corners", "row",
                          tuple(Piece(place_id("corners", c), {"name": c, "taken": taken ==
                                                                "taken"}, kind="tile", at=c)
                                for c, taken in view["corners"].items()),
                          owner=seat, label="Start corners", size=len(CORNERS)))
    room = view.get("room")
    if room is not None:
        pieces = [Piece(f"side/{d}", {"name": room["sides"].get(d, "wall")}, kind="tile", at=d)
                  for d in DIRS]
        pieces += [Piece(f"pawn/{s}", None, kind="pawn", owner=s, label=state.seat_name(s))
                   for s in room["others"]]
        if room["grunkletaur_hp"] is not None:
            pieces.append(Piece("grunkletaur", {"name": "The Grunkletaur",
                                                "hp": room["grunkletaur_hp"]}, kind="pawn"))
        pieces += [Piece(f"floor/{i}", _item_face(item), kind="token")
                   for i, item in enumerate(room["floor"])]
        zones.append(Zone("room", "board", tuple(pieces), owner=seat, label="Your room"))
    if seat is not None:
        zones.append(Zone("inventory", "hand",
                          tuple(Piece(f"item/{i}", _item_face(item), kind="token", owner=seat,
                                      at=i) for i, item in enumerate(view["inventory"])),
                          owner=seat, label="Inventory"))
        queue = view.get("queue")
        if queue is not None:
            zones.append(Zone("queue", "row",
                              tuple(Piece(place_id("queue", k), {"name": str(queue[k]),
                                                                  "slot": k}, kind="marker",
                                          at=i) for i, k in enumerate(QUEUE_PLACES)
                                    if queue[k] is not None),
                              owner=seat, label="Queued", size=len(QUEUE_PLACES)))
    facts = {"phase": phase, "turn": view["turn"], "alive": tuple(view["alive"]),
             "escaped": tuple(view["escaped"])}
    if seat is not None:
        facts["hp"] = (view["hp"], view["max_hp"])
    if "committed" in view:
        facts["committed"] = tuple(view["committed"])
    return Table(seat, tuple(zones), facts)


def decision(state, seat: int) -> Decision | None:
    """What `seat` is asked in each phase; corners and turns are chosen in secret."""
    if state.is_over() or seat not in state.to_act():
        return None
    phase = state.phase
    if phase == "preview":
        return Decision(seat, "Memorise the maze, then say you are ready", kind="setup")
    if phase == "corners":
        return Decision(seat, "Choose your start corner in secret", kind="commit", secret=True)
    queued = sum(q[seat] is not None for q in (state.q_attack, state.q_use, state.q_move))
    prompt = ("Queue an attack, an item and a move, then commit" if not queued else
              "Queue more, or commit what you queued")
    return Decision(seat, prompt, kind="commit", may_pass=True, secret=True)


def touches(state, action: Action, seat: int) -> tuple[str, ...]:
    """What `action` points at: the corner, the inventory item, the room's side."""
    k, a = action.kind, action.args
    if k == "corner":
        return (place_id("corners", a[0]),)
    if k in ("attack", "use"):
        inventory = state.inv[seat]
        if a[0] in inventory:
            return (f"item/{inventory.index(a[0])}",)
        return ()
    if k == "move":
        return (f"side/{a[0]}",)
    return ()
