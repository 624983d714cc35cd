"""The Helping Hands module: the pack schema of a Helping Hand and the compiled table.

A Helping Hand (pack section ``helping_hands``) is an Action (played on its holder's turn
instead of his action: `ACTIONS`), an Event (played when its event comes: `EVENTS`) or a
Friendship (played at once when kept, its effect lasting the whole game: one of the ongoing
effects of the Orders of the Day's vocabulary). The rules are `helping_rules.py`.
"""
from __future__ import annotations

from ...packs import Field, Record
from .knocks import THREATS
from .orders import ORDER_EFFECTS
from .recruits import RECRUIT_EFFECTS

CATEGORIES = ("action", "event", "friendship")
ACTIONS = {
    "clear_threat": "discard one Threat card of your choice from No Man's Land",
    "shed_knock": "discard one of your own Hard Knocks",
    "drop_card": "discard one card from your hand without playing it",
    "free_speech": "make a Speech without spending a Speech token",
    "charm_up": "turn your Good Luck Charm face up",
}
"""Action effects: each replaces its holder's action on his turn."""
EVENTS = {
    "morale_relief": "at the Morale Drop, `amount` cards fewer move from the Morale Reserve",
    "trap_cancel": "the first Trap its holder sets off does not trigger",
    "knock_block": "the first Hard Knock a Trap or Clumsy draw would give its holder is "
                   "discarded instead",
    "fail_save": "when a Mission fails, No Man's Land is discarded instead of going back "
                 "into the Trials Deck",
}
"""Event effects: each is played the first time its event comes (a house rule: it always
helps, so its holder never holds it back)."""


def _check_help(card: dict) -> list[tuple[str, str]]:
    from .cards import _did_you_mean

    category, effect = card["category"], card["effect"]
    known = {"action": ACTIONS, "event": EVENTS, "friendship": RECRUIT_EFFECTS}[category]
    if effect not in known:
        return [("effect", f"{effect!r} is not an effect of a {category} Helping Hand"
                           f"{_did_you_mean(effect, known)}; known: {', '.join(known)}")]
    amount, threat = card.get("amount"), card.get("threat")
    if category == "friendship":
        spec = ORDER_EFFECTS[effect]
        if spec.threat and threat not in THREATS:
            return [("threat", f"the effect {effect!r} needs a Threat")]
        if spec.amount is not None and (amount is None or not spec.amount[0] <= amount
                                        <= spec.amount[1]):
            return [("amount", f"the effect {effect!r} needs an amount from "
                               f"{spec.amount[0]} to {spec.amount[1]}")]
        return []
    if effect == "morale_relief" and not (amount and 1 <= amount <= 3):
        return [("amount", "morale_relief needs an amount from 1 to 3")]
    return []


HELPING_HAND = Record("helping hand", {
    "name": Field(str, "The card's name, unique in the set.", pattern=r"\S.{0,39}"),
    "category": Field(str, "action, event or friendship.", choices=CATEGORIES),
    "effect": Field(str, "Its effect, a word of gamebox/games/grizzled/helping.py."),
    "threat": Field(str, "The Threat a friendship's 'threat' effect names.", required=False,
                    default=None),
    "amount": Field(int, "The effect's amount, where it takes one.", required=False,
                    default=None),
    "text": Field(str, "What it does, in plain words."),
}, "One Helping Hand card.", check=_check_help)

ONE_SHOT_DRAW, ONE_SHOT_KEEP = 2, 1
"""In a one-shot game each player draws 2 Helping Hands and keeps 1."""


class HelpTable:
    """The Helping Hands as tuples indexed by number (pack order)."""

    def __init__(self, cards: list[dict]):
        self.names = tuple(c["name"] for c in cards)
        self.category = tuple(c["category"] for c in cards)
        self.effect = tuple(c["effect"] for c in cards)
        self.amount = tuple(c.get("amount") or 0 for c in cards)
        self.threat = tuple(THREATS.index(c["threat"]) if c.get("threat") else -1
                            for c in cards)
        self.text = tuple(c["text"] for c in cards)
        self.by_name = {n: i for i, n in enumerate(self.names)}
        self.faces = tuple({"name": c["name"], "type": "Helping Hand",
                            "category": c["category"], "effect": c["effect"],
                            "text": c["text"]} for c in cards)
        from ...engine.protocol import Action

        self.keep = tuple(Action("keep_help", (i,)) for i in range(len(cards)))

    def __len__(self) -> int:
        return len(self.names)
