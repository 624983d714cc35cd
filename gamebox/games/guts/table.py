"""Guts of Glory as the table kit reads it: typed views, decisions, what actions touch, moves.

Built from the state only when a screen, a transcript or a test asks (never in simulations).
Nothing in Guts is hidden but the deck's order and, until they are revealed together, the
hunger and anger each seat picked (its own table shows its own), so every seat's table is
otherwise the public one, and
a card's id (``c12``: its place in the card set) may stay with it from plate to mouth to
discard: nobody can follow it into a place they could not see anyway.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event
from ...engine.table import Decision, Move, Piece, Table, Zone, place_id
from .board import NSLOT, PHASE_NAMES, PLATE_SIZE, WIN_GLORY, slot_name
from .cards import TYPE_NAMES

PROMPTS = {
    "hunger": "Pick how hungry you are, 0 to 10 (secret until all have picked)",
    "anger": "Pick how angry you are, 0 to 10 (secret until all have picked)",
    "feed": "Take a card from the plate to feed on",
    "chew": "Place a chew token on a card",
    "spew": "Spew a card to make room",
    "bump": "Your mouth is full: spew a card to make room",
    "at": "Choose who the spewed card flies at",
    "force": "Choose an opponent who must spew",
    "steal": "Choose a card to steal",
    "unchew": "Choose a card to un-chew",
}
"""The prompt of a decision, by the kind of its moves (every Guts decision has one kind,
and ``rest`` only ever stands beside chews)."""


def card_id(card: int) -> str:
    """What names a card in flight (`Move.piece`), the same through a chain of moves (spewed,
    thrown, landing). On the table a card is named by its place (`place_id`): copies of a
    card share their number in the set, so a number could name two cards."""
    return f"c{card}"


def mouth_zone(seat: int) -> str:
    return f"mouth/{seat}"


def _face(state, card: int) -> dict:
    """A card's face as the kit draws it: the shared card entry plus its type's name and
    its powers' amounts (``amounts``, in the order of ``powers``: what `look.power_words`
    writes on a card too small for its rules)."""
    info = dict(state.table.infos[card])
    info.setdefault("type", TYPE_NAMES[state.table.kind[card]])
    entry = state.content.data["cards"][card]
    info["amounts"] = tuple(p.get("amount") or 0 for p in entry.get("powers") or ())
    return info


def mouth_order(slots: int) -> tuple[int, ...]:
    """Mouth positions in the order they lie on the table: mouth card 1, the open Condiment
    slots, mouth card 2 (`slots` is the number of open Condiment slots)."""
    return (0,) + tuple(range(2, 2 + slots)) + (1,)


def table(state, seat: int | None) -> Table:
    """The typed view of `state` for `seat`, read from `state.view(seat)`: the same for every
    seat but for a seat's own hunger and anger before the reveal."""
    view = state.view(seat)
    zones = [Zone("deck", "pile", count=len(state.deck), label="Deck", hidden=True),
             Zone("discard", "pile",
                  tuple(Piece(place_id("discard", i), _face(state, c), at=i)
                        for i, c in enumerate(state.discard)), label="Discard")]
    zones.append(Zone("plate", "row",
                      tuple(Piece(place_id("plate", p), _face(state, c), at=p)
                            for p, c in enumerate(state.plate) if c >= 0),
                      label="Plate", size=PLATE_SIZE))
    if state.held >= 0:
        zones.append(Zone("held", "row", (Piece(place_id("held", 0),
                                                _face(state, state.held), at=0),),
                          label="Being fed", size=1))
    flying = [t for t in state.tasks if t[0] in ("target", "bump")]
    if flying:
        zones.append(air_zone(state, flying))
    for s in range(state.seats):
        mouth = view["mouths"][s]
        pieces = []
        for x in range(NSLOT):
            card = state.mouth[s * NSLOT + x]
            if card >= 0:
                marks = {"chews": state.chews[s * NSLOT + x]}
                if state.gcards[s * NSLOT + x]:
                    marks["glory_cards"] = state.gcards[s * NSLOT + x]
                pieces.append(Piece(place_id(mouth_zone(s), x), _face(state, card), at=x,
                                    owner=s, marks=marks))
        order = shown_places(mouth)
        zones.append(Zone(mouth_zone(s), "row", tuple(pieces), owner=s,
                          label=f"{state.seat_name(s)}'s mouth", size=len(order)))
    zones.append(Zone("glory", "track",
                      tuple(Piece(f"pawn/{s}", None, kind="pawn", owner=s,
                                  at=min(state.glory[s], WIN_GLORY),
                                  label=state.seat_name(s)) for s in range(state.seats)),
                      label="Glory", size=WIN_GLORY + 1))
    zones.append(Zone("supply", "pool",
                      (Piece("glory_cards", {"name": "Glory cards"}, kind="token",
                             count=state.supply),
                       Piece("chew_pool", {"name": "Chew tokens"}, kind="token",
                             count=state.pool)), label="Beside the board"))
    facts = {"phase": PHASE_NAMES[state.phase], "round": state.rounds,
             "current": view["current"], "glory": tuple(state.glory),
             "hunger": tuple(view["hunger"]), "anger": tuple(view["anger"]),
             "chews_left": view["chews_left"],
             "task": view["task"]["text"] if view["task"] else "",
             "mouth_orders": tuple(shown_places(m) for m in view["mouths"]),
             "mouths": tuple({k: m[k] for k in MOUTH_FACTS} for m in view["mouths"])}
    return Table(seat, tuple(zones), facts)


MOUTH_FACTS = ("chews_per_turn", "chews_per_card", "opponent_chews", "protected", "glory_tax")
"""What a mouth's powers add up to, as the table's facts carry it per seat (its header)."""


def shown_places(mouth: dict) -> tuple[int, ...]:
    """The places a mouth shows, left to right: `mouth_order`, and any Condiment still
    lying beyond the open slots (a Side Jaw just left) before the second mouth card."""
    cap = mouth["condiment_slots"]
    order = mouth_order(cap)
    beyond = tuple(x for x in range(2 + cap, NSLOT) if mouth["slots"][x] is not None)
    return order[:-1] + beyond + order[-1:]


def air_zone(state, flying: list) -> Zone:
    """The spewed cards in the air, the newest last: each waits there while its spewer picks
    whom it flies at, or while the full mouth it hit spews to make room for it."""
    pieces = []
    for i, (kind, seat, card, gc, _visited) in enumerate(flying):
        label = (f"Spewed by {state.seat_name(seat)}" if kind == "target"
                 else f"Hit {state.seat_name(seat)}'s full mouth")
        pieces.append(Piece(place_id("air", i), _face(state, card), at=i,
                            marks={"glory_cards": gc} if gc else {}, label=label))
    return Zone("air", "row", tuple(pieces), label=pieces[-1].label, size=len(pieces))


def decision(state, seat: int) -> Decision | None:
    """What `seat` is asked: one kind of move per decision (see `PROMPTS`)."""
    legal = state.legal_actions(seat)
    if not legal:
        return None
    kind = legal[0].kind
    prompt = PROMPTS.get(kind, "Choose a move")
    step = steps = 1
    if kind in ("hunger", "anger"):
        # said in secret, all seats at once, revealed together
        return Decision(seat, prompt, kind="commit", step=1 if kind == "hunger" else 2,
                        steps=2, secret=True)
    if kind == "feed":
        steps = 2  # the card, then its slot (or a spew for room)
    elif state.tasks and state.tasks[-1][0] in ("place", "room") and state.held >= 0:
        step = steps = 2
    if kind == "place":
        prompt = f"Put {state.name(state.held)} into a free slot"
    elif state.tasks:
        task = state.view(seat)["task"]
        if task and task.get("text"):
            prompt = task["text"][0].upper() + task["text"][1:]
    elif kind == "chew":
        left = state.chews_left
        prompt = f"Place a chew token on a card ({left} left)" if left > 1 else \
            "Place your last chew token on a card"
    return Decision(seat, prompt, may_pass=any(a.kind == "rest" for a in legal), step=step,
                    steps=steps)


def touches(state, action: Action, seat: int) -> tuple[str, ...]:
    """What `action` points at on the table: the card picked, then where it goes."""
    k, a = action.kind, action.args
    if k == "feed":
        return (place_id("plate", a[0]),)
    if k == "place":
        return (place_id(mouth_zone(seat), a[0]),)
    if k in ("chew", "steal", "unchew"):
        return (place_id(mouth_zone(a[0]), a[1]),)
    if k in ("spew", "bump"):
        return (place_id(mouth_zone(seat), a[0]),)
    if k in ("at", "force"):
        return (mouth_zone(a[0]),)
    return ()


def moves(state, event: Event, seat: int | None) -> tuple[Move, ...]:
    """The cards `event` moved from zone to zone (Guts hides nothing, so every seat sees
    every face)."""
    k, d = event.kind, event.data
    if k == "fill":
        # (copies share a number in the set: two filled at once must both fly)
        return (Move(place_id("plate", d["plate"]), "deck", place_id("plate", d["plate"]),
                     _face(state, d["card"])),)
    if k == "feed":  # taken from the plate, then put into its slot
        if d.get("slot") is None:
            return (Move(card_id(d["card"]), "plate", "held", _face(state, d["card"])),)
        return (Move(card_id(d["card"]), "held", place_id(mouth_zone(d["seat"]), d["slot"]),
                     _face(state, d["card"])),)
    if k == "spew":  # out of the mouth and into the air (`air_zone`)
        return (Move(card_id(d["card"]), place_id(mouth_zone(d["seat"]), d["slot"]), "air",
                     _face(state, d["card"])),)
    if k == "steal":
        return (Move(card_id(d["card"]), place_id(mouth_zone(d["from"]), d["slot"]),
                     place_id(mouth_zone(d["seat"]), d["to_slot"]), _face(state, d["card"])),)
    if k == "land":
        return (Move(card_id(d["card"]), "air", place_id(mouth_zone(d["seat"]), d["slot"]),
                     _face(state, d["card"])),)
    if k == "spew_at":
        return (Move(card_id(d["card"]), mouth_zone(d["seat"]), mouth_zone(d["target"]),
                     _face(state, d["card"])),)
    if k == "splat":  # nobody is left to hit: from the air to the discard pile
        return (Move(card_id(d["card"]), "air", "discard", _face(state, d["card"])),)
    if k == "swallow":
        return (Move(card_id(d["card"]), place_id(mouth_zone(d["seat"]), d["slot"]), "discard",
                     _face(state, d["card"])),)
    return ()


def place_words(zone: str, place) -> str:
    """A place as players read it (``mouth card 1``, ``plate 2``)."""
    if zone == "plate":
        return f"plate {place + 1}"
    return slot_name(place)
