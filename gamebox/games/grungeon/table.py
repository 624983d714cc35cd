"""Enter the Grungeon as the table kit reads it: typed views, decisions, what actions touch.

Built from `view(seat)` only, so a table never shows more than the view does: in play a
seat sees its own room (its sides, who else is there, the Grunkletaur, what lies on the
floor, spikes underfoot), its inventory, its queued actions and its last turn's report; the
whole maze (each room's walls and spikes, the things on it) only before the memorising ends
and after the game. Items are named by their place in the inventory or on the floor
(``item/2``, ``floor/0``), never by a number that could follow them between seats.

Zones: ``maze`` (board: ``cell/<room>`` tiles and ``thing/<n>``, the seats' last rooms
after the game), ``corners`` (row, the chooser's alone: which are taken is its secret),
``room`` (board: ``side/<dir>``, pawns, ``grunkletaur``, ``spikes``, ``floor/<n>``),
``trail`` (board, the easy-memory option: visited rooms as steps from here), ``inventory``
(hand) and ``queue`` (row).
"""
from __future__ import annotations

from functools import lru_cache

from ...engine.protocol import Action
from ...engine.table import Decision, Piece, Table, Zone, place_id
from .maze import CORNERS, DIRS, SIZE, WEAPON_BASE, WEAPON_KIND, item_name

QUEUE_PLACES = ("attack", "use", "move")


def _item_face(item: str) -> dict:
    """An item as a seat sees it: its name, and a weapon's kind and damage (public rules)."""
    face = {"name": item_name(item), "item": item}
    if item in WEAPON_BASE:
        face.update(kind=WEAPON_KIND[item], damage=WEAPON_BASE[item])
    return face


def _cell(label: str) -> tuple[int, int]:
    """A room label (``C7``) as a ``(column, row)`` cell."""
    return ord(label[0]) - ord("A"), int(label[1:]) - 1


@lru_cache(maxsize=8)
def _cells(walls: tuple[int, ...], spikes: frozenset[int]) -> tuple[Piece, ...]:
    """The maze's rooms as tiles: built once per maze (a screen asks on every frame)."""
    return tuple(Piece(f"cell/{room}", {"walls": bits, "spikes": room in spikes}, kind="tile",
                       at=(room % SIZE, room // SIZE)) for room, bits in enumerate(walls))


def _maze_zone(view: dict) -> Zone:
    """The whole maze: each room's walls and spikes, its things, and after the game where
    each seat ended."""
    maze = view["map"]
    pieces = list(_cells(tuple(maze["walls"]), frozenset(maze["spikes"])))
    for i, thing in enumerate(maze["things"]):
        room = thing["room"]
        name = item_name(thing["item"]) if "item" in thing else thing.get("name", thing["kind"])
        face = {"name": name, "kind": thing["kind"]}
        if "item" in thing:
            face["item"] = thing["item"]
        pieces.append(Piece(f"thing/{i}", face, kind="tile", at=(room % SIZE, room // SIZE)))
    final = view.get("final")
    if final:
        pieces += [Piece(f"pawn/{s}", None, kind="pawn", owner=s, at=_cell(where))
                   for s, where in enumerate(final["rooms"]) if where]
    return Zone("maze", "board", tuple(pieces), label=maze.get("name", ""), size=maze["size"])


def _room_zone(room: dict, state, seat: int) -> Zone:
    """The seat's own room, as it stands in it."""
    pieces = [Piece(f"side/{d}", {"name": room["sides"].get(d, "wall")}, kind="tile", at=d)
              for d in DIRS]
    pieces += [Piece(f"pawn/{s}", None, kind="pawn", owner=s, label=state.seat_name(s))
               for s in room["others"]]
    if room["grunkletaur_hp"] is not None:
        pieces.append(Piece("grunkletaur", {"name": "The Grunkletaur",
                                            "hp": room["grunkletaur_hp"]}, kind="pawn"))
    if room["spikes"]:
        pieces.append(Piece("spikes", {"name": "Spikes"}, kind="tile"))
    pieces += [Piece(f"floor/{i}", _item_face(item), kind="token")
               for i, item in enumerate(room["floor"])]
    return Zone("room", "board", tuple(pieces), owner=seat, label="Your room")


def _queue_face(slot: str, value: str) -> dict:
    return {"name": value if slot == "move" else item_name(value), "slot": slot,
            "value": value}


def table(state, seat: int | None) -> Table:
    """The typed view of `state` for `seat`."""
    view = state.view(seat)
    zones: list[Zone] = []
    phase = view["phase"]
    if "map" in view:
        zones.append(_maze_zone(view))
    if phase == "corners" and "corners" in view:
        zones.append(Zone("corners", "row",
                          tuple(Piece(place_id("corners", c), {"name": c, "status": status},
                                      kind="tile", at=c)
                                for c, status in view["corners"].items()),
                          owner=seat, label="Start corners", size=len(CORNERS)))
    room = view.get("room")
    if room is not None:
        zones.append(_room_zone(room, state, seat))
    if "trail" in view:
        zones.append(Zone("trail", "board",
                          tuple(Piece(f"trail/{i}", {"sides": step["sides"]}, kind="tile",
                                      at=(step["dx"], step["dy"]))
                                for i, step in enumerate(view["trail"])), owner=seat))
    if seat is not None:
        zones.append(Zone("inventory", "hand",
                          tuple(Piece(f"item/{i}", _item_face(item), kind="token", owner=seat,
                                      at=i) for i, item in enumerate(view["inventory"])),
                          owner=seat, label="Inventory"))
        queue = view.get("queue")
        if queue is not None:
            zones.append(Zone("queue", "row",
                              tuple(Piece(place_id("queue", k), _queue_face(k, queue[k]),
                                          kind="marker", at=i)
                                    for i, k in enumerate(QUEUE_PLACES)
                                    if queue[k] is not None),
                              owner=seat, label="Queued", size=len(QUEUE_PLACES)))
    facts = {"phase": phase, "turn": view["turn"], "alive": tuple(view["alive"]),
             "escaped": tuple(view["escaped"])}
    if "choosing" in view:
        facts["choosing"] = view["choosing"]
    if seat is not None:
        facts["hp"] = (view["hp"], view["max_hp"])
        if "my_corner" in view:
            facts["my_corner"] = view["my_corner"]
        if "report" in view:
            facts["report"] = tuple(view["report"])
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


def moves(state, event, seat: int | None) -> tuple:
    """Nothing flies in the Grungeon: a seat sees only its own room, and what changes there
    (a step, an item picked up) is told in its turn report, not moved on a shared table."""
    return ()
