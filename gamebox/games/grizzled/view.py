"""What a seat may know of a game of The Grizzled, and actions in a player's words.

Public: No Man's Land and its active Threats counted by type, each Grizzled's charm, Hard
Knocks, Speech tokens, whether he is still in the Mission, how many cards he holds and how
many Support tiles, and whether he laid one face down; the piles' sizes; with the Orders of the
Day, the Orders offered to the Leader, those in play with their effects, and the Order deck's
size (its order is hidden). Private to a seat:
the cards in the hand it looks at (in the Duo, one of its two hands at a time) and its own
Grizzled's Support tiles, with the tile each laid face down until the reveal.
"""
from __future__ import annotations

from ...engine.protocol import Action
from .knocks import THREAT_WORDS, THREATS


def make_view(state, seat: int | None) -> dict:
    cards = state.cards
    actors = []
    for a in range(state.n):
        actors.append({
            "grizzled": state.grizzled_name(a),
            "charm": THREATS[state.charm(a)],
            "owner": state.owner[a],
            "charm_up": state.charm_up[a],
            "knocks": list(state.knocks[a]),
            "knock_effects": [cards.effect[c] for c in state.knocks[a]],
            "weight": state.weight(a),
            "withdrawn": state.withdrawn[a],
            "hand": len(state.hand(a)),
            "speech": state.speech[a],
            "tiles": len(state.tiles[a]),
            "tile_laid": bool(state.played[a]) and state.played[a] != "none",
        })
    hands = {}
    for h in state.visible_hands(seat):
        hands[h] = [[c, cards.mask[c], cards.effect[c], cards.trap[c]] for c in state.hands[h]]
    mine = {}
    if seat is not None:
        for a in range(state.n):
            if state.owner[a] == seat:
                mine[a] = {"tiles": list(state.tiles[a]), "laid": state.played[a]}
    return {
        "seat": seat,
        "phase": state.phase,
        "mission": state.mission,
        "solo": state.solo,
        "duo": state.duo,
        "traps": state.options.get("traps", True),
        "modules": (["traps"] if state.options.get("traps", True) else [])
        + (["orders"] if state.order_all else [])
        + (["recruits"] if state.recruit_all else [])
        + (["helping_hands"] if state.help_all else []),
        "helping": state._help_view(seat) if state.help_all else None,
        "recruit": state._recruit_view() if state.recruit_all else None,
        "orders": state._order_view() if state.order_all else None,
        "leader": state.leader,
        "turn": state.acting_actor(),
        "pending": state.pending[0][0] if state.pending else "",
        "pending_threat": state.pending[0][2] if state.pending
        and state.pending[0][0] == "respond" else -1,
        "deck": len(state.deck),
        "reserve": len(state.reserve),
        "discarded": len(state.discard),
        "nml": list(state.nml),
        "threats": list(state.counts),
        "luck_free": state.lucks - state.luck_used,
        "speech_pool": state.speech_pool,
        "refill_ok": state.refill_ok,
        "actors": actors,
        "hand_of": list(state.hand_of),
        "hands": hands,
        "mine": mine,
        "in_hands": state.cards_in_hands(),
        "over": state.phase == "over",
        "won": state.won,
    }


def describe(state, action: Action, seat: int | None = None) -> str:
    k, args = action.kind, action.args
    names = state.cards.names
    if k == "intensity":
        return f"Set the Intensity at {args[0]} card{'s' if args[0] != 1 else ''} each"
    if k == "play":
        return f"Play {names[args[0]]}"
    if k == "charm":
        return f"Use the Good Luck Charm on {names[args[0]]}"
    if k == "speech":
        return f"Make a Speech against {THREATS[THREAT_WORDS.index(args[0])]}"
    if k == "withdraw":
        if not args or args[0] == "none":
            text = "Withdraw"
        elif args[0] == "random":
            text = "Withdraw (your Support tile is drawn at random)"
        else:
            text = f"Withdraw and support {TILE_WORDS.get(args[0], args[0])}"
        if len(args) == 2:
            text += f", first removing your {TILE_WORDS.get(args[1], args[1])} tile"
        return text
    if k == "discard":
        return f"Discard {names[args[0]]} from your hand"
    if k == "keep":
        return "Discard nothing"
    if k == "christmas":
        return f"Discard {names[args[0]]} (Merry Christmas)"
    if k == "refill":
        return "Refill the hand to 3 cards"
    if k == "stop":
        return "Do not refill (no more refills this Mission)"
    if k == "shed":
        return f"Get rid of {names[args[0]]}"
    if k == "done":
        return "Keep the other Hard Knocks"
    orders = state.cards.orders
    if k == "order":
        o = args[0]
        return (f"Choose the Order of the Day {orders.names[o]} (at least "
                f"{orders.minimum[o].get(state.seats, 1)} each): {orders.text[o]}")
    if k == "cancel":
        o = args[0]
        return (f"Draw {orders.cancel_cards[o]} Trials into your hand to cancel "
                f"{orders.names[o]}")
    if k == "leave":
        return "Leave the Orders of the Day in play"
    if k == "keep_help":
        helping = state.cards.helping
        return f"Keep the Helping Hand {helping.names[args[0]]}: {helping.text[args[0]]}"
    if k == "help":
        helping = state.cards.helping
        text = f"Play the Helping Hand {helping.names[args[0]]}"
        if len(args) == 2:
            target = args[1]
            text += (f" against {THREATS[THREAT_WORDS.index(target)]}"
                     if isinstance(target, str) else f" on {names[target]}")
        return text
    if k == "recruit_play":
        return f"The Recruit plays {names[args[0]]}"
    if k == "recruit_withdraw":
        return "The Recruit withdraws (a Morale token on him)"
    return str(action)


TILE_WORDS = {"L": "to the left", "R": "to the right", "LL": "two to the left",
              "RR": "two to the right"}


def why_illegal(state, seat: int, action: Action) -> str:
    """A refusal that quotes the rule where one forbids the move."""
    from .rules import RULE_MUTE

    a = state.acting_actor()
    if action.kind == "speech" and a >= 0 and state.has(a, "mute"):
        return f"{describe(state, action, seat)} is not possible. Rule: \u201c{RULE_MUTE}\u201d"
    if action.kind == "withdraw" and a >= 0 and not state.withdraw_rights(a)[0]:
        hold = state.ofx.get("hold_hand")
        if hold is not None and len(state.hand(a)) > hold:
            return (f"The Order of the Day keeps you in the Mission while you hold more than "
                    f"{hold} card{'s' if hold != 1 else ''}.")
        return ("Your Hard Knocks (or a comrade's Fragile) keep you in the Mission while you "
                "hold cards.")
    if action.kind == "speech" and "no_speech" in state.ofx:
        return "The Order of the Day forbids Speeches in this Mission."
    if action.kind == "charm" and "no_charm" in state.ofx:
        return "The Order of the Day forbids the Good Luck Charms in this Mission."
    if action.kind == "speech" and a >= 0 and not state.speech[a]:
        return "You have no Speech token."
    return f"{describe(state, action, seat)} is not possible now."
