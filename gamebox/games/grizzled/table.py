"""The Grizzled as the table kit reads it: typed views, decisions, what actions touch, moves.

Built from the state only when a screen, a transcript or a test asks (never in simulations).
Zones: ``trials`` (the Trials Deck on the Peace card), ``reserve`` (the Morale Reserve on
the Monument card), ``discard``, ``nml`` (No Man's Land), ``threats`` (the active Threats
counted by type, Phobias and Traumas of those still in included), ``speech_pool``, and per
Grizzled ``grizzled/<a>`` (his card with the charm's side, his Hard Knocks, Speech tokens),
``tiles/<a>`` (his Support tiles: faces for his own seat, backs for the others, and the one
laid face down) and per hand ``hand/<h>`` (faces only for the seat that looks at it). How a
Grizzled's panel shows his card, tokens, tiles and Hard Knocks is a `Status` per Grizzled in
``facts["status"]`` (by his zone's name).

With the Recruits (option ``recruits``): ``recruit_deck``, ``recruit`` (the Recruit in play and
his Morale tokens), ``recruit_hand`` (face up to all), ``recruit_discard``; a Recruit's id is
``r<number>``. With the Helping Hands (option ``helping_hands``): ``helping_deck``,
``friendships`` (face up), ``helping_used`` and per Grizzled ``helping/<a>`` (faces for his own
seat only); a Helping Hand's id is ``h<number>``.
With the Orders of the Day (option ``orders``) four zones more: ``order_deck`` (face down),
``order_offer`` (the Orders the Leader chooses among, face up), ``orders`` (the Orders of the Day
in play, in No Man's Land's corner) and ``order_discard``; an Order's id is ``o<number>``.

A card face up has the id ``t<number>`` (every copy has its own number); a card face down
is named by its place (``hand/2/0``), so nobody can follow a card into a hand.
"""
from __future__ import annotations

from ...engine.protocol import Action, Event
from ...engine.table import Chip, Chips, Decision, Move, Piece, Status, Table, Tokens, Zone
from .knocks import THREAT_WORDS, THREATS

TILE_WORDS = {"L": "Left", "R": "Right", "LL": "2 Left", "RR": "2 Right", "none": "None"}
"""A Support tile's words on its panel (its own mark when they do not fit)."""

PROMPTS = {
    "respond": "A Speech: discard one card showing {threat}, or nothing",
    "christmas": "Merry Christmas: choose a Hard Knock to discard",
    "refill": "Refill the hand to 3 cards, or stop refilling for this Mission",
    "shed": "Supported: get rid of a Hard Knock ({left} at most), or keep the rest",
    "relief": "Order of the Day: get rid of a Hard Knock, or keep them",
    "cancel": "Order of the Day: draw its cards into your hand to cancel it, or leave it",
    "help": "Helping Hands: keep one of the two you drew, in secret (the other is set aside)",
}


def recruit_id(recruit: int) -> str:
    return f"r{recruit}"


def _recruit_zones(state) -> list[Zone]:
    """The Recruit deck, the Recruit in play (his card and Morale tokens: ``recruit``) with
    his face-up hand (``recruit_hand``), and the Recruits gone."""
    table = state.cards.recruits
    r = state.recruit
    pieces = []
    if r >= 0:
        pieces.append(Piece(recruit_id(r), table.faces[r],
                            label="withdrawn" if state.recruit_out else "in the Mission"))
        if state.recruit_tokens:
            pieces.append(Piece("morale_tokens", {"name": "Morale tokens"}, kind="token",
                                count=state.recruit_tokens))
    return [
        Zone("recruit_deck", "pile", count=len(state.recruit_deck), hidden=True,
             label="Recruits"),
        Zone("recruit", "seat", tuple(pieces), owner=state.owner[state.leader],
             label=table.names[r] if r >= 0 else "No Recruit"),
        Zone("recruit_hand", "row", tuple(Piece(card_id(c), _face(state, c), at=i)
                                          for i, c in enumerate(state.recruit_hand)),
             label="The Recruit's hand (face up)", size=len(state.recruit_hand)),
        Zone("recruit_discard", "pile", tuple(Piece(recruit_id(x), table.faces[x])
                                              for x in state.recruit_discard[-1:]),
             count=len(state.recruit_discard), label="Recruits gone"),
    ]


def help_id(card: int) -> str:
    return f"h{card}"


def _help_zones(state, seat) -> list[Zone]:
    """The Helping Hand deck, each Grizzled's kept cards (``helping/<a>``: faces for his own
    seat, backs named by place for the others), those played and the Friendships in play."""
    faces = state.cards.helping.faces
    zones = [Zone("helping_deck", "pile", count=len(state.help_deck), hidden=True,
                  label="Helping Hands"),
             Zone("friendships", "row", tuple(Piece(help_id(c), faces[c], at=i)
                                              for i, c in enumerate(state.help_friends)),
                  label="Friendships", size=len(state.help_friends)),
             Zone("helping_used", "pile", tuple(Piece(help_id(c), faces[c])
                                                for c in state.help_used[-1:]),
                  count=len(state.help_used), label="Helping Hands played")]
    for a in range(state.n):
        zone = f"helping/{a}"
        owner = state.owner[a]
        own = seat is not None and owner == seat
        held = state.help_held[a]
        pieces = tuple(Piece(help_id(c), faces[c], owner=owner, at=i) if own
                       else Piece.hidden(zone, i, owner=owner) for i, c in enumerate(held))
        zones.append(Zone(zone, "hand", pieces, owner=owner, hidden=not own,
                          label=f"{state.grizzled_name(a)}'s Helping Hand"))
    return zones


def order_id(order: int) -> str:
    return f"o{order}"


def _order_zones(state) -> list[Zone]:
    faces = state.cards.orders.faces
    return [
        Zone("order_deck", "pile", count=len(state.order_deck), hidden=True,
             label="Orders of the Day"),
        Zone("order_offer", "row", tuple(Piece(order_id(o), faces[o], at=i)
                                         for i, o in enumerate(state.offer)),
             label="Orders offered", size=len(state.offer)),
        Zone("orders", "row", tuple(Piece(order_id(o), faces[o], at=i)
                                    for i, o in enumerate(state.orders)),
             label="Orders of the Day in play", size=len(state.orders)),
        Zone("order_discard", "pile", tuple(Piece(order_id(o), faces[o])
                                            for o in state.order_discard[-1:]),
             count=len(state.order_discard), label="Orders discarded"),
    ]


def card_id(card: int) -> str:
    return f"t{card}"


def hand_zone(h: int) -> str:
    return f"hand/{h}"


def _face(state, card: int) -> dict:
    return state.cards.faces[card]


def table(state, seat: int | None) -> Table:
    view = state.view(seat)
    cards = state.cards
    zones = [
        Zone("trials", "pile", count=len(state.deck), hidden=True,
             label="Trials Deck" if state.deck else "Peace"),
        Zone("reserve", "pile", count=len(state.reserve), hidden=True,
             label="Morale Reserve" if state.reserve else "Monument"),
        Zone("discard", "pile", tuple(Piece(card_id(c), _face(state, c)) for c in state.discard[-1:]),
             count=len(state.discard), label="Set aside"),
        Zone("nml", "row", tuple(Piece(card_id(c), _face(state, c), at=i)
                                 for i, c in enumerate(state.nml)),
             label="No Man's Land", size=len(state.nml)),
        Zone("threats", "pool", tuple(Piece(f"threat/{THREAT_WORDS[t]}", {"name": THREATS[t]},
                                            kind="token", count=state.counts[t])
                                      for t in range(6)), label="Active Threats"),
        Zone("speech_pool", "pool", (Piece("speech_tokens", {"name": "Speech tokens"},
                                           kind="token", count=state.speech_pool),),
             label="Speech tokens"),
    ]
    if state.order_all:
        zones += _order_zones(state)
    if state.recruit_all:
        zones += _recruit_zones(state)
    if state.help_all:
        zones += _help_zones(state, seat)
    if state.solo:
        zones.append(Zone("solo_tiles", "pile", count=len(state.solo_tiles), hidden=True,
                          label="Solo Support tiles"))
    visible = set(state.visible_hands(seat))
    status = {}
    for a in range(state.n):
        pieces = [Piece(f"grizzled/{a}/card",
                        {"name": state.grizzled_name(a), "type": "Grizzled",
                         "charm": THREATS[state.charm(a)], "charm_up": state.charm_up[a],
                         "bio": cards.bios[state.grizzled[a]]},
                        owner=state.owner[a],
                        label="withdrawn" if state.withdrawn[a] else "in the Mission")]
        pieces += [Piece(card_id(c), _face(state, c), owner=state.owner[a], at=i)
                   for i, c in enumerate(state.knocks[a])]
        if state.speech[a]:
            pieces.append(Piece(f"speech/{a}", {"name": "Speech token"}, kind="token",
                                owner=state.owner[a], count=state.speech[a]))
        if a == state.leader:
            pieces.append(Piece("leader", {"name": "Mission Leader"}, kind="marker"))
        zones.append(Zone(f"grizzled/{a}", "seat", tuple(pieces), owner=state.owner[a],
                          label=state.grizzled_name(a)))
        own = seat is not None and state.owner[a] == seat
        tiles = state.tiles[a]
        zone = f"tiles/{a}"
        if own:
            tp = [Piece(f"{zone}/{i}", {"name": t}, kind="tile", owner=seat, at=i)
                  for i, t in enumerate(tiles)]
            if state.played[a] and state.played[a] != "none":
                tp.append(Piece(f"{zone}/laid", {"name": state.played[a], "laid": True},
                                kind="tile", owner=seat))
        else:
            tp = [Piece.hidden(zone, i, kind="tile", owner=state.owner[a])
                  for i in range(len(tiles))]
            if view["actors"][a]["tile_laid"]:
                tp.append(Piece.hidden(zone, len(tiles), kind="tile", owner=state.owner[a]))
        zones.append(Zone(zone, "hand", tuple(tp), owner=state.owner[a], hidden=not own,
                          label=f"{state.grizzled_name(a)}'s Support tiles"))
        status[f"grizzled/{a}"] = _panel(state, view, a, pieces, tp)
    for h, hand in enumerate(state.hands):
        owner = state.owner[state.hand_of.index(h)]
        zone = hand_zone(h)
        if h in visible:
            pieces = tuple(Piece(card_id(c), _face(state, c), owner=owner, at=i)
                           for i, c in enumerate(hand))
        else:
            pieces = tuple(Piece.hidden(zone, i, owner=owner) for i in range(len(hand)))
        label = "The hand" if state.solo else f"{state.grizzled_name(h)}'s hand"
        zones.append(Zone(zone, "hand", pieces, owner=owner, hidden=h not in visible,
                          label=label))
    facts = {"mission": state.mission, "phase": state.phase, "leader": state.leader,
             "turn": view["turn"], "threats": tuple(state.counts),
             "luck_free": view["luck_free"], "peace": not state.deck,
             "monument": not state.reserve, "in_hands": state.cards_in_hands(),
             "withdrawn": tuple(state.withdrawn), "over": state.phase == "over",
             "status": status}
    if state.order_all:
        facts["order_minimum"] = state.order_min
    return Table(seat, tuple(zones), facts)


def _panel(state, view: dict, a: int, pieces: list[Piece], tiles: list[Piece]) -> Status:
    """Grizzled `a`'s panel as the seat looking may see it: his card, his Speech tokens
    and the Leader's token, his Support tiles (faces for his own seat, the laid one apart;
    backs for the others, the laid one marked) and his Hard Knocks."""
    tokens = []
    if state.speech[a]:
        tokens.append(Tokens(f"speech/{a}", "Speech", state.speech[a], kind="speech",
                             mark="S", one="Speech token"))
    if a == state.leader:
        tokens.append(Tokens("leader", "Leader", 1, kind="leader", mark="L", one="Leader"))
    chips = []
    for piece in tiles:
        if piece.face is None:
            laid = piece.id.endswith(f"/{len(state.tiles[a])}")  # (the one laid, apart)
            chips.append(Chip(piece.id, "laid" if laid else "", face_up=False))
        elif piece.face.get("laid"):
            mark = piece.face["name"]
            chips.append(Chip(piece.id, f"laid: {TILE_WORDS.get(mark, mark)}", short=mark,
                              face_up=False))
        else:
            mark = piece.face["name"]
            chips.append(Chip(piece.id, TILE_WORDS.get(mark, mark), short=mark))
    knocks = tuple(p for p in pieces if p.kind == "card" and p.id.startswith("t"))
    return Status(f"grizzled/{a}", state.grizzled_name(a), owner=state.owner[a],
                  note="withdrawn" if state.withdrawn[a] else "",
                  active=view["turn"] == a and state.phase != "over", portrait=pieces[0],
                  tokens=tuple(tokens),
                  lists=(Chips(f"tiles/{a}", "Support tiles", tuple(chips), shape="tiles"),),
                  cards=Zone(f"grizzled/{a}/knocks", "row", knocks, size=len(knocks),
                             label=f"Hard Knocks ({len(knocks)})"),
                  empty_cards="No Hard Knock")


def decision(state, seat: int) -> Decision | None:
    legal = state.legal_actions(seat)
    if not legal:
        return None
    if state.pending:
        task = state.pending[0]
        kind = task[0]
        prompt = PROMPTS[kind].format(threat=THREATS[task[2]] if kind == "respond" else "",
                                      left=task[2] if kind == "shed" else "")
        return Decision(seat, f"{state.grizzled_name(task[1])}: {prompt}", kind="respond",
                        may_pass=any(a.kind in ("keep", "done", "stop", "leave")
                                     for a in legal), secret=kind == "help")
    a = state.acting_actor()
    if state.phase == "intensity":
        least = f", at least {state.min_intensity()}" if state.order_all else ""
        return Decision(seat, f"{state.grizzled_name(a)} leads: choose the Intensity "
                              f"(cards dealt to each Grizzled{least})")
    if state.phase == "order":
        return Decision(seat, f"{state.grizzled_name(a)} leads: choose the Order of the Day")
    if state.recruit_turn:
        return Decision(seat, f"{state.grizzled_name(a)} leads: choose the action of the "
                              f"Recruit {state.cards.recruits.names[state.recruit]}")
    if all(x.kind == "withdraw" for x in legal):
        prompt = "withdraw and choose a Support tile in secret"
    else:
        prompt = "play a Trial, use your charm, make a Speech or withdraw"
    return Decision(seat, f"{state.grizzled_name(a)}: {prompt}",
                    secret=any(x.kind == "withdraw" and x.args for x in legal))


def touches(state, action: Action, seat: int) -> tuple[str, ...]:
    k, args = action.kind, action.args
    a = state.acting_actor()
    if k == "play":
        c = args[0]
        dest = f"grizzled/{a}" if state.cards.kind[c] else "nml"
        return (card_id(c), dest)
    if k == "charm":  # the charm on his card, then the card of No Man's Land it discards
        return (f"grizzled/{a}/card", card_id(args[0]))
    if k in ("discard", "christmas", "shed"):
        return (card_id(args[0]),)
    if k == "speech":  # his Speech token, then the Threat it names
        return (f"speech/{a}", f"threat/{args[0]}")
    if k == "withdraw":
        tiles = state.tiles[a]
        if args and args[0] in tiles:
            return (f"tiles/{a}/{tiles.index(args[0])}",)
        return (f"tiles/{a}",) if args else (f"grizzled/{a}",)
    if k == "intensity":  # a number beside the Trials Deck
        return (f"trials#{args[0]}",)
    if k == "refill":
        return ("trials",)
    if k in ("order", "cancel"):
        return (order_id(args[0]),)
    if k == "recruit_play":
        return (card_id(args[0]),)
    if k in ("help", "keep_help"):
        return (help_id(args[0]),)
    if k == "recruit_withdraw":
        return ("recruit",)
    return ()


def moves(state, event: Event, seat: int | None) -> tuple[Move, ...]:
    k, d = event.kind, event.data
    if k in ("play", "draw") and "card" in d:
        c, a = d["card"], d["actor"]
        source = hand_zone(state.hand_of[a]) if k == "play" else "trials"
        target = "nml" if d["to"] == "nml" else f"grizzled/{a}"
        return (Move(card_id(c), source, target, _face(state, c)),)
    if k == "charm":
        return (Move(card_id(d["card"]), "nml", "discard", _face(state, d["card"])),)
    if k == "discard":
        return (Move(card_id(d["card"]), hand_zone(state.hand_of[d["actor"]]), "discard",
                     _face(state, d["card"])),)
    if k in ("christmas", "shed"):
        return (Move(card_id(d["card"]), f"grizzled/{d['actor']}", "discard",
                     _face(state, d["card"])),)
    if k == "morale" and d["moved"]:
        return tuple(Move(f"reserve/{i}", "reserve", "trials") for i in range(d["moved"]))
    if k == "recruit_play":
        c = d["card"]
        target = "nml" if d["to"] == "nml" else f"grizzled/{d['actor']}"
        return (Move(card_id(c), "recruit_hand", target, _face(state, c)),)
    if k == "order":
        return (Move(order_id(d["order"]), "order_offer", "orders",
                     state.cards.orders.faces[d["order"]]),)
    if k in ("cancel", "discard_order"):
        return (Move(order_id(d["order"]), "orders", "order_discard",
                     state.cards.orders.faces[d["order"]]),)
    if k == "deal":
        out = []
        for a, got in enumerate(d["dealt"]):
            h = state.hand_of[a]
            out += [Move(f"{hand_zone(h)}/{i}", "trials", hand_zone(h)) for i in range(got)]
        return tuple(out)
    return ()
