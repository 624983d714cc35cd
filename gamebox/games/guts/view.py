"""What players read: the public table as plain data, action sentences, refusals with rules.

Nothing in Guts of Glory is hidden but the deck and, until they are revealed together, the
hunger and anger each seat has chosen: every seat's view is the public view, plus its own
choices while they are being said.
"""
from __future__ import annotations

from ...engine.protocol import Action
from . import effects
from .board import DECLARE, SLOTS_IN, slot_name
from .cards import TYPE_NAMES

NSLOT = 7
PHASES = ("declare", "feed", "chew", "over")
RULE_OWN_MOUTH = "Place the chew tokens on cards in your mouth."
"""The rulebook's Chew step: chews go in your own mouth unless a power says otherwise."""

TASK_PROMPTS = {
    "place": "puts {card} into a free {kind} slot",
    "room": "must spew a {kind} to make room for {card}",
    "spewpick": "must spew a card",
    "target": "picks who the spewed {card} flies at",
    "bump": "has a full mouth and must spew a {kind} to make room for {card}",
    "force": "picks an opponent who must spew",
    "steal": "picks a card to steal",
    "unchew": "picks a card to un-chew",
}


def _task_view(state, task: tuple) -> dict:
    kind = task[0]
    if kind == "target" or kind == "bump":
        table = state.table
        card = task[2]
        text = state.seat_name(task[1]) + " " + TASK_PROMPTS[kind].format(
            kind=TYPE_NAMES[table.kind[card]], card=table.names[card])
        return {"kind": kind, "seat": task[1], "text": text, "card": table.infos[card],
                "glory_cards": task[3]}
    kind_word = ""
    if kind in ("place", "room", "spewpick"):
        kind_word = "card" if task[2] < 0 else TYPE_NAMES[task[2]]
    # the card being fed has left the plate and sits nowhere yet: the prompt names it
    held = state.table.names[state.held] if kind in ("place", "room") and state.held >= 0 \
        else "the card being fed"
    text = state.seat_name(task[1]) + " " + TASK_PROMPTS[kind].format(kind=kind_word, card=held)
    return {"kind": kind, "seat": task[1], "text": text}


def _view_parts(state) -> tuple:
    """The view's lists that change seldom: turn order, hunger, anger and the discard pile's
    names. The state drops them (`_view_parts = None`) when one changes. Hunger and anger are
    -1 (not said) for every seat until the reveal: a seat's own choice is added to its own
    view only (`GutsState.view`)."""
    secret = state.phase == DECLARE
    hunger = [-1] * state.seats if secret else list(state.hunger)
    anger = [-1] * state.seats if secret else list(state.anger)
    return (list(state.order), hunger, anger,
            list(map(state.table.names.__getitem__, state.discard)))


def plate_view(state) -> list:
    """The plate's three places as shared card entries (None where empty)."""
    return list(map(state.table.infos_or_none.__getitem__, state.plate))


def _summary(mods: tuple) -> dict:
    """What a mouth's summed modifiers mean, as `mouth_view` shows them (shared, read-only)."""
    summary = _SUMMARIES.get(mods)
    if summary is None:
        summary = _SUMMARIES[mods] = {
            "condiment_slots": 3 + min(effects.MAX_EXTRA_SLOTS, mods[effects.SLOTS]),
            "chews_per_turn": max(1, 2 + mods[effects.CHEWS]),
            "chews_per_card": mods[effects.STACK],
            "opponent_chews": mods[effects.OPP_CHEWS],
            "protected": mods[effects.PROTECT] > 0,
            "glory_tax": mods[effects.TAX],
        }
    return summary


def mouth_view(state, seat: int) -> dict:
    """One seat's mouth as JSON-friendly data: its slots and what its powers add up to."""
    return _mouth_part(state.table.mouth_infos(state.mouth, state.chews, state.gcards,
                                               seat * NSLOT, SLOTS_IN[state._occ[seat]]),
                       state._mods[seat])


def mouth_view_after(state, part: dict, seat: int, x: int) -> dict:
    """`part`, the kept `mouth_view` of `seat`, once its position `x` changed (a chew, a card
    in or out): that slot's entry and the summary are read again, the other slots are shared
    with `part` (which earlier views may still hold)."""
    slots = part["slots"][:]
    i = seat * NSLOT + x
    card = state.mouth[i]
    slots[x] = None if card < 0 else state.table.shared_info(card, state.chews[i],
                                                              state.gcards[i])
    return _mouth_part(slots, state._mods[seat])


def _mouth_part(slots: list, mods: tuple) -> dict:
    """A mouth's part of the view: its slots beside what its modifiers mean."""
    part = _summary(mods).copy()  # (a copy and one key: half the cost of a merged literal)
    part["slots"] = slots
    return part


_SUMMARIES: dict[tuple, dict] = {}
"""A mouth's summed modifiers -> what they mean, as `mouth_view` shows them (few vectors)."""


def public_view(state) -> dict:
    """The whole table as JSON-friendly data (the same for every seat).

    Card entries, mouths and the other lists are shared between views for speed: read them,
    never change them. The state keeps each mouth's part and the seldom-changing lists
    until they change (most actions touch one mouth), so a view costs little more than its
    top-level dict."""
    parts = state._view_parts
    if parts is None:
        parts = state._view_parts = _view_parts(state)
    plate = state._plate_view
    if plate is None:
        plate = state._plate_view = plate_view(state)
    mouth_parts = state._mouth_views
    if None in mouth_parts:
        for s, part in enumerate(mouth_parts):
            if part is None:
                mouth_parts[s] = mouth_view(state, s)
    order, hunger, anger, discard = parts
    to_act = state._acting
    held = state.held
    phase = state.phase
    return {
        "phase": PHASES[phase],
        "to_act": to_act[0] if to_act else None,
        "current": state.cur if phase else None,
        "order": order,
        "round": state.rounds,
        "hunger": hunger,
        "anger": anger,
        "deck": len(state.deck),
        "discard": discard,
        "plate": plate,
        "held": None if held < 0 else state.table.infos[held],
        "mouths": list(mouth_parts),
        "glory": list(state.glory),
        "glory_supply": state.supply,
        "chew_pool": state.pool,
        "chews_left": state.chews_left if state.chews_left > 0 else 0,
        "task": _task_view(state, state.tasks[-1]) if state.tasks else None,
        "winners": list(state.winners),
    }


def _in_mouth(state, owner: int, x: int) -> str:
    """A card's name, with its place (``slot 2``) when the same card sits twice in that mouth,
    so two buttons never read the same."""
    card = state.mouth[owner * NSLOT + x]
    if card < 0:  # (-1 would name the set's last card)
        return f"empty {slot_name(x)}"
    name = state.name(card)
    base = owner * NSLOT
    if any(y != x and state.mouth[base + y] >= 0 and state.name(state.mouth[base + y]) == name
           for y in range(NSLOT)):
        return f"{name} ({slot_name(x)})"
    return name


def _on_plate(state, p: int) -> str:
    """A plate card's name, with its place (``plate 1``, left to right) when the plate holds
    another copy of it."""
    name = state.name(state.plate[p])
    if any(q != p and c >= 0 and state.name(c) == name for q, c in enumerate(state.plate)):
        return f"{name} (plate {p + 1})"
    return name


def _where(state, seat, owner: int, x: int) -> str:
    card = _in_mouth(state, owner, x)
    if seat is not None and owner == seat:
        return f"your {card}"
    return f"{state.seat_name(owner)}'s {card}"


def describe(state, action: Action, seat: int | None = None) -> str:
    """The sentence a player reads on a button or in the log."""
    k, a = action.kind, action.args
    try:
        if k == "hunger":
            return f"I am {a[0]}/10 hungry"
        if k == "anger":
            return f"I am {a[0]}/10 angry"
        if k == "feed":
            card = _on_plate(state, a[0])
            if state.free_slots(state.cur, state.table.kind[state.plate[a[0]]]):
                return f"Feed {card}"
            return f"Feed {card}, spew for room"
        if k == "place":
            return f"Put {state.name(state.held)} into {slot_name(a[0])}"
        if k == "chew":
            return f"Chew {_where(state, seat, a[0], a[1])}"
        if k in ("spew", "bump"):
            return f"Spew your {_in_mouth(state, state.to_act()[0], a[0])}"
        if k == "at":
            return f"Spew it at {state.seat_name(a[0])}"
        if k == "force":
            return f"Make {state.seat_name(a[0])} spew"
        if k == "steal":
            return f"Steal {_where(state, seat, a[0], a[1])}"
        if k == "unchew":
            return f"Un-chew {_where(state, seat, a[0], a[1])}"
        if k == "rest":
            left = state.chews_left
            return f"Put {'the last chew token' if left == 1 else f'your {left} chew tokens'} back"
    except (IndexError, TypeError, ValueError):
        pass
    return str(action)


def why_illegal(state, seat: int, action: Action) -> str:
    """Why `action` is refused, quoting the rulebook where a sentence forbids it (or the card
    whose power does)."""
    from .board import CHEW, FEED, RULE_FOOD_SLOT, RULE_ONE_CHEW

    k, a = action.kind, action.args
    if k == "place" and state.tasks and state.tasks[-1][0] == "place" and len(a) == 1 \
            and 0 <= a[0] < NSLOT:
        card = state.held
        kind = state.table.kind[card]
        if a[0] not in state.slots_of_kind(seat, kind):
            return (f"{state.name(card)} is a {TYPE_NAMES[kind]}. "
                    f"Rule: \u201c{RULE_FOOD_SLOT}\u201d")
        return f"That slot is taken. Rule: \u201c{RULE_FOOD_SLOT}\u201d"
    if state.tasks:
        return f"First: {_task_view(state, state.tasks[-1])['text']}."
    if k == "feed" and state.phase == CHEW and state.cur == seat:
        return ("You feed one plate card at the start of your turn; now it is time to chew: "
                "put your chew tokens on cards in your mouth.")
    if k == "feed" and state.phase == FEED and len(a) == 2 and 0 <= a[0] < 3 \
            and state.plate[a[0]] >= 0:
        # the feed of earlier saves, card and slot in one: now two decisions
        return (f"Take {state.name(state.plate[a[0]])} from the plate first; then choose its "
                "slot.")
    if k == "chew" and state.phase == CHEW and len(a) == 2:
        owner, x = a
        if 0 <= owner < state.seats and 0 <= x < NSLOT and state.mouth[owner * NSLOT + x] >= 0:
            if owner == seat and state.placed[owner * NSLOT + x] >= \
                    state.mods(seat)[effects.STACK]:
                return (f"That card already has its chew this turn. "
                        f"Rule: \u201c{RULE_ONE_CHEW}\u201d")
            if owner != seat:
                return _why_not_their_card(state, seat, owner, x)
            card = state.mouth[owner * NSLOT + x]
            if state.table.water[card]:
                return _why_not_water(state, card)
            cloud = _cloud_claim(state, seat)
            if cloud:
                return cloud
            return "That card cannot be chewed now."
        if 0 <= owner < state.seats and 0 <= x < NSLOT:
            return "There is no card there to chew."
    return f"{describe(state, action, seat)} is not possible now."


def _in_mouth_rule(state, card: int) -> str:
    """A card's rules text in quotes, less its swallow power (which has no say over a
    chew)."""
    return f"\u201c{state.table.rules[card].split(' Swallow:')[0]}\u201d"


def _card_rule(state, card: int) -> str:
    """A card's in-mouth rule as the card prints it, quoted after its name."""
    return f"{state.name(card)}: {_in_mouth_rule(state, card)}"


def _cards_with(state, seat: int, mod: int) -> list[int]:
    """The cards in `seat`'s mouth whose in-mouth powers add to modifier `mod`, in slot
    order, each card once (two copies share one rule)."""
    mods = state.table.mods
    found = []
    for card in state.mouth[seat * NSLOT:(seat + 1) * NSLOT]:
        if card >= 0 and mods[card][mod] > 0 and card not in found:
            found.append(card)
    return found


def and_list(names: list[str], last: str = "and") -> str:
    """Names as a sentence reads them: ``A``, ``A and B``, ``A, B and C`` (`last`: the word
    before the last name)."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def _why_not_water(state, card: int) -> str:
    return f"Nobody may chew {state.name(card)}. {_card_rule(state, card)}"


def _cloud_claim(state, seat: int) -> str:
    """The refusal while a Cloud in an opponent's mouth still claims a chew from `seat`
    (such chews come before any other, see `_chew_actions`), or "" when none does."""
    if not state._clouds:
        return ""
    claims = state._cloud_chews(seat)
    if not claims:
        return ""
    owner, x = claims[0].args
    card = state.mouth[owner * NSLOT + x]
    return (f"First, {state.name(card)} in {state.seat_name(owner)}'s mouth takes one of "
            f"your chews. {_card_rule(state, card)}")


def _why_not_their_card(state, seat: int, owner: int, x: int) -> str:
    """Why `seat` may not chew the card at (`owner`, `x`), an opponent's: the first of the
    limits `_chew_actions` applies that stops it, from the most lasting to this turn's."""
    table = state.table
    card = state.mouth[owner * NSLOT + x]
    powers = _cards_with(state, seat, effects.OPP_CHEWS)
    if state.placed[owner * NSLOT + x]:
        # an opponent's card takes one chew a turn, whatever gave it (a power or a Cloud)
        rule = powers[0] if powers else card
        return f"That card already has your chew this turn. {_card_rule(state, rule)}"
    if not powers:
        examples = [table.names[c] for c in range(len(table))
                    if table.mods[c][effects.OPP_CHEWS] > 0]
        such = f" (such as {and_list(examples[:3], 'or')})" if examples else ""
        return (f"Only a power{such} lets you chew an opponent's card, and none in your "
                f"mouth does. Rule: \u201c{RULE_OWN_MOUTH}\u201d")
    guards = _cards_with(state, owner, effects.PROTECT)
    if guards:
        names = and_list([table.names[c] for c in guards])
        verb = "protects" if len(guards) == 1 else "protect"
        return (f"{state.seat_name(owner)}'s {names} {verb} their cards: "
                f"{_in_mouth_rule(state, guards[0])}")
    if table.water[card]:
        return _why_not_water(state, card)
    cloud = _cloud_claim(state, seat)
    if cloud:
        return cloud
    allowed = state.mods(seat)[effects.OPP_CHEWS]
    if state.opp_used >= allowed:
        placed = ("your chew on an opponent's card" if allowed == 1 else
                  f"your {allowed} chews on opponents' cards")
        return (f"You have already placed {placed} this turn. "
                f"{_card_rule(state, powers[0])}")
    return "That card cannot be chewed now."
