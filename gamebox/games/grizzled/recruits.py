"""The Recruits module: the pack schema of a Recruit and the compiled table.

A Recruit card (pack section ``recruits``) has a name, a starting hand (3 in the rulebook's
example), the Morale tokens it arrives with, an effect while it is in play (one of the
ongoing effects of the Orders of the Day's vocabulary, `orders.ORDER_EFFECTS`, with its
parameters: the rules read it with the Orders' effects) and an advantage the group gains when
its hand is empty (`ADVANTAGES`), each with a rules text. The rules are `recruit_rules.py`.
"""
from __future__ import annotations

from ...packs import Field, Record
from .knocks import THREATS
from .orders import ORDER_EFFECTS

WHEN_CHOSEN = ("charms_up", "relief", "speech_token", "barrage")
"""Order effects that act once, when an Order is chosen: not an effect "while in play"."""
RECRUIT_EFFECTS = tuple(e for e in ORDER_EFFECTS if e not in WHEN_CHOSEN)
ADVANTAGES = {
    "charms_up": (None, "every Grizzled turns his Good Luck Charm face up"),
    "relief": (None, "the Mission Leader may discard one of his Hard Knocks"),
    "speech_token": (None, "the Mission Leader takes a Speech token, if one is left"),
    "reserve": ((1, 3), "the top `amount` Trials of the deck go back onto the Morale Reserve"),
}
"""Advantage -> (the range of its amount, or None; what it does)."""
ONE_SHOT_RECRUITS = 5
"""A one-shot game's Recruit deck: 5 random Recruit cards."""
MORALE_TOKENS = 5
"""The Morale tokens in the box (the supply a withdrawing Recruit takes one from)."""


def _check_recruit(card: dict) -> list[tuple[str, str]]:
    problems = []
    effect = card["effect"]
    if effect not in RECRUIT_EFFECTS:
        from .cards import _did_you_mean

        problems.append(("effect", f"{effect!r} is not an effect a Recruit can have in play"
                                   f"{_did_you_mean(effect, RECRUIT_EFFECTS)}; known: "
                                   f"{', '.join(RECRUIT_EFFECTS)}"))
    else:
        spec = ORDER_EFFECTS[effect]
        threat, amount = card.get("threat"), card.get("amount")
        if spec.threat and threat not in THREATS:
            problems.append(("threat", f"the effect {effect!r} needs a Threat: one of "
                                       f"{', '.join(THREATS)}"))
        elif not spec.threat and threat is not None:
            problems.append(("threat", f"the effect {effect!r} names no Threat"))
        if spec.amount is None and amount is not None:
            problems.append(("amount", f"the effect {effect!r} takes no amount"))
        elif spec.amount is not None and (amount is None or not spec.amount[0] <= amount
                                          <= spec.amount[1] or amount == 0
                                          and effect == "threat"):
            problems.append(("amount", f"the effect {effect!r} needs an amount from "
                                       f"{spec.amount[0]} to {spec.amount[1]}"))
    advantage = card["advantage"]
    if advantage not in ADVANTAGES:
        from .cards import _did_you_mean

        problems.append(("advantage", f"{advantage!r} is not an advantage"
                                      f"{_did_you_mean(advantage, ADVANTAGES)}; known: "
                                      f"{', '.join(ADVANTAGES)}"))
    else:
        span = ADVANTAGES[advantage][0]
        got = card.get("advantage_amount")
        if span is None and got is not None:
            problems.append(("advantage_amount", f"the advantage {advantage!r} takes no "
                                                 "amount"))
        elif span is not None and (got is None or not span[0] <= got <= span[1]):
            problems.append(("advantage_amount", f"the advantage {advantage!r} needs an "
                                                 f"amount from {span[0]} to {span[1]}"))
    return problems


RECRUIT_CARD = Record("recruit", {
    "name": Field(str, "The Recruit's name, unique in the set.", pattern=r"\S.{0,39}"),
    "hand": Field(int, "His starting hand, drawn face up from the Trials Deck.",
                  required=False, default=3, minimum=1, maximum=5),
    "morale": Field(int, "The Morale tokens he arrives with.", required=False, default=0,
                    minimum=0, maximum=MORALE_TOKENS),
    "effect": Field(str, "His effect while in play: an ongoing Order of the Day effect."),
    "threat": Field(str, "The Threat a 'threat' effect names.", required=False, default=None),
    "amount": Field(int, "The effect's amount, where it takes one.", required=False,
                    default=None),
    "advantage": Field(str, "What the group gains when his hand is empty."),
    "advantage_amount": Field(int, "The advantage's amount, where it takes one.",
                              required=False, default=None),
    "effect_text": Field(str, "His effect, in plain words."),
    "advantage_text": Field(str, "His advantage, in plain words."),
    "bio": Field(str, "A line about him.", required=False, default=""),
}, "One Recruit card.", check=_check_recruit)


class RecruitTable:
    """The Recruits as tuples indexed by number (pack order)."""

    def __init__(self, recruits: list[dict]):
        self.names = tuple(r["name"] for r in recruits)
        self.hand = tuple(r.get("hand", 3) for r in recruits)
        self.morale = tuple(r.get("morale", 0) for r in recruits)
        self.effect = tuple(r["effect"] for r in recruits)
        self.threat = tuple(THREATS.index(r["threat"]) if r.get("threat") else -1
                            for r in recruits)
        self.amount = tuple(r.get("amount") or 0 for r in recruits)
        self.advantage = tuple(r["advantage"] for r in recruits)
        self.advantage_amount = tuple(r.get("advantage_amount") or 0 for r in recruits)
        self.by_name = {name: i for i, name in enumerate(self.names)}
        self.faces = tuple({"name": r["name"], "type": "Recruit", "hand": r.get("hand", 3),
                            "morale": r.get("morale", 0), "effect": r["effect"],
                            "effect_text": r["effect_text"], "advantage": r["advantage"],
                            "advantage_text": r["advantage_text"], "bio": r.get("bio", "")}
                           for r in recruits)

    def __len__(self) -> int:
        return len(self.names)
