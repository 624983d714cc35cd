"""The Orders of the Day module: its vocabulary, the pack schema of an Order, the compiled table.

An Order of the Day card (pack section ``orders_of_the_day``) has a name, a difficulty (Easy,
Normal, Hard), a type (an advantage or a restriction), the minimum Intensity for each player
count 1 to 5, one effect of `ORDER_EFFECTS` with its parameters (a Threat, an amount), and
perhaps a cancellation condition of `CANCELS`; its rules text stands beside, in plain words.
The rules (`order_rules.py`) read the compiled `OrderTable`, never the YAML.

Every effect is read at one named place of the rules (its description says where). The
vocabulary expresses all 36 shipped Orders: no Order needs a hook of its own (`HOOKS` is
empty; an effect the vocabulary cannot say would get a named function there, and a test).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...packs import Field, MapOf, Record
from .knocks import THREATS

DIFFICULTIES = ("Easy", "Normal", "Hard")
TYPES = ("advantage", "restriction")
PLAYER_COUNTS = ("1", "2", "3", "4", "5")
MAX_MINIMUM = 6
"""An Order's minimum Intensity is at most the Leader's top choice (`rules.MAX_INTENSITY`)."""

ONE_SHOT_CHART = {"easy": (4, 8, 0), "normal": (4, 4, 4), "hard": (2, 4, 6)}
"""Difficulty chosen -> how many Easy, Normal and Hard Orders make the one-shot deck of 12."""
DECK_OF = 12
NEEDED = tuple(max(row[i] for row in ONE_SHOT_CHART.values()) for i in range(3))
"""The fewest Orders of each difficulty a pack set needs to build every one-shot deck."""
OFFERED = 2
"""House rule: the Leader draws two Orders and chooses one (the other goes under the deck)."""


@dataclass(frozen=True)
class OrderEffect:
    """One effect of the vocabulary."""

    threat: bool
    """It names a Threat (``threat``)."""
    amount: tuple[int, int] | None
    """The range of its ``amount`` (None: it takes none)."""
    description: str
    """What it does and where the rules read it."""


ORDER_EFFECTS: dict[str, OrderEffect] = {
    "threat": OrderEffect(True, (-1, 1), "while in play it counts as `amount` more active "
                          "Threats of its kind in No Man's Land (-1: one fewer)"),
    "no_speech": OrderEffect(False, None, "no Speech may be made"),
    "no_charm": OrderEffect(False, None, "no Good Luck Charm may be used"),
    "morale": OrderEffect(False, (-3, 3), "the Morale Drop moves `amount` more cards "
                          "(fewer when negative, never below none)"),
    "free_withdraw": OrderEffect(False, None, "Hard Knocks never keep a Grizzled in the "
                                 "Mission (Hardheaded, Prideful, a comrade's Fragile)"),
    "hold_hand": OrderEffect(False, (0, 5), "a Grizzled may withdraw only with `amount` cards "
                             "in hand or fewer (a Fearful one too)"),
    "no_traps": OrderEffect(False, None, "no Trap triggers"),
    "double_traps": OrderEffect(False, None, "a Trap plays two Trials instead of one"),
    "support_plus": OrderEffect(False, (1, 2), "the most-supported Grizzled may discard "
                                "`amount` more Hard Knocks"),
    "support_true": OrderEffect(False, None, "Support tiles count for the Grizzled they point "
                                "at (Selfish and Distrustful have no effect)"),
    "no_support": OrderEffect(False, None, "the Support tiles laid help no one"),
    "charms_up": OrderEffect(False, None, "when chosen, every Good Luck Charm is turned face up"),
    "relief": OrderEffect(False, None, "when chosen, the Leader may discard one of his "
                          "Hard Knocks"),
    "speech_token": OrderEffect(False, None, "when chosen, the Leader takes a Speech token "
                                "from the pool, if one is left"),
    "barrage": OrderEffect(False, (1, 2), "after the deal, the top `amount` Trials are played "
                           "by the Leader (a Trap among them is ignored)"),
}
"""Every Order of the Day effect a pack may name."""

CANCELS = {
    "draw": "a Grizzled who withdraws may draw `cards` Trials into his hand to discard it "
            "(it is discarded even if the deck holds fewer)",
    "success": "it stays in play until a Mission succeeds, and is discarded after that "
               "Mission's Support",
}
"""Cancellation conditions. An Order without one is discarded after its Mission's Support."""

HOOKS: dict[str, object] = {}
"""Named rules for Orders the vocabulary cannot express (none so far)."""


def _check_order(card: dict) -> list[tuple[str, str]]:
    problems = []
    minimum = card["minimum"]
    for count in PLAYER_COUNTS:
        if count not in minimum:
            problems.append(("minimum", f"no minimum for {count} player"
                                        f"{'s' if count != '1' else ''}; an Order needs one "
                                        f"for each player count 1 to 5"))
    for count, k in minimum.items():
        if count not in PLAYER_COUNTS:
            problems.append(("minimum", f"{count!r} is not a player count from 1 to 5"))
        elif not 0 <= k <= MAX_MINIMUM:
            problems.append(("minimum", f"a minimum of {k} for {count} players; expected 0 "
                                        f"to {MAX_MINIMUM}"))
    effect = ORDER_EFFECTS.get(card["effect"])
    if effect is None:
        from .cards import _did_you_mean

        problems.append(("effect", f"{card['effect']!r} is not an Order of the Day effect"
                                   f"{_did_you_mean(card['effect'], ORDER_EFFECTS)}; known: "
                                   f"{', '.join(ORDER_EFFECTS)}"))
        return problems
    threat = card.get("threat")
    if effect.threat and threat not in THREATS:
        problems.append(("threat", f"the effect {card['effect']!r} needs a Threat: one of "
                                   f"{', '.join(THREATS)}" if threat is None else
                                   f"{threat!r} is not a Threat; the six are "
                                   f"{', '.join(THREATS)}"))
    elif not effect.threat and threat is not None:
        problems.append(("threat", f"the effect {card['effect']!r} names no Threat"))
    amount = card.get("amount")
    if effect.amount is None and amount is not None:
        problems.append(("amount", f"the effect {card['effect']!r} takes no amount"))
    elif effect.amount is not None:
        low, high = effect.amount
        if amount is None or not low <= amount <= high or (card["effect"] == "threat"
                                                           and amount == 0):
            problems.append(("amount", f"the effect {card['effect']!r} needs an amount from "
                                       f"{low} to {high}" + (" other than 0" if low < 0 else "")))
    cancel = card.get("cancel")
    if cancel is not None and cancel not in CANCELS:
        problems.append(("cancel", f"{cancel!r} is not a cancellation condition; known: "
                                   f"{', '.join(CANCELS)}"))
    cards = card.get("cancel_cards")
    if cancel == "draw" and cards is None:
        problems.append(("cancel_cards", "the condition 'draw' needs cancel_cards: how many "
                                         "Trials the withdrawing Grizzled draws"))
    elif cancel != "draw" and cards is not None:
        problems.append(("cancel_cards", "only the condition 'draw' takes cancel_cards"))
    return problems


ORDER_CARD = Record("order of the day", {
    "name": Field(str, "The card's name, unique in the set.", pattern=r"\S.{0,39}"),
    "difficulty": Field(str, "Easy, Normal or Hard.", choices=DIFFICULTIES),
    "type": Field(str, "advantage or restriction.", choices=TYPES),
    "minimum": Field(MapOf(int), "Player count (1-5) -> the least Intensity the Leader may "
                                 "choose (in the Solo: the cards the hand is filled to)."),
    "effect": Field(str, "Its effect, a word of gamebox/games/grizzled/orders.py."),
    "threat": Field(str, "The Threat a 'threat' effect names.", required=False, default=None),
    "amount": Field(int, "The effect's amount, where it takes one.", required=False,
                    default=None),
    "cancel": Field(str, "Its cancellation condition (draw, success); none: discarded after "
                         "the Support.", required=False, default=None),
    "cancel_cards": Field(int, "For 'draw': how many Trials the withdrawing Grizzled draws.",
                          required=False, default=None, minimum=1, maximum=5),
    "text": Field(str, "What it does, in plain words."),
}, "One Order of the Day card.", check=_check_order)


class OrderTable:
    """The Orders of the Day as tuples indexed by number (pack order)."""

    def __init__(self, orders: list[dict]):
        self.names = tuple(o["name"] for o in orders)
        self.difficulty = tuple(DIFFICULTIES.index(o["difficulty"]) for o in orders)
        """Per Order: 0 Easy, 1 Normal, 2 Hard."""
        self.advantage = tuple(o["type"] == "advantage" for o in orders)
        self.minimum = tuple({int(k): v for k, v in o["minimum"].items()} for o in orders)
        self.effect = tuple(o["effect"] for o in orders)
        self.threat = tuple(THREATS.index(o["threat"]) if o.get("threat") else -1
                            for o in orders)
        self.amount = tuple(o.get("amount") or 0 for o in orders)
        self.cancel = tuple(o.get("cancel") or "" for o in orders)
        self.cancel_cards = tuple(o.get("cancel_cards") or 0 for o in orders)
        self.text = tuple(o["text"] for o in orders)
        self.by_name = {name: i for i, name in enumerate(self.names)}
        self.faces = tuple(self._face(i) for i in range(len(orders)))
        """Per Order: its face as plain data, shared by every view (read-only)."""
        from ...engine.protocol import Action

        self.actions = {kind: tuple(Action(kind, (i,)) for i in range(len(orders)))
                        for kind in ("order", "cancel")}

    def _face(self, i: int) -> dict:
        face = {"name": self.names[i], "type": "Order of the Day",
                "difficulty": DIFFICULTIES[self.difficulty[i]],
                "kind": "advantage" if self.advantage[i] else "restriction",
                "minimum": dict(self.minimum[i]), "effect": self.effect[i],
                "text": self.text[i]}
        if self.cancel[i]:
            face["cancel"] = self.cancel[i]
        return face

    def of_difficulty(self, d: int) -> list[int]:
        return [i for i in range(len(self.names)) if self.difficulty[i] == d]

    def one_shot_deck(self, level: str, rng) -> list[int]:
        """The one-shot deck of 12 for difficulty `level` (``ONE_SHOT_CHART``), drawn at random
        from each difficulty's cards and shuffled; its top is the end of the list."""
        deck: list[int] = []
        for d, want in enumerate(ONE_SHOT_CHART[level]):
            pool = self.of_difficulty(d)
            for _ in range(min(want, len(pool))):
                deck.append(pool.pop(rng.randbelow(len(pool))))
        rng.shuffle(deck)
        return deck

    def scenario_deck(self, scenario: dict, rng) -> list[int]:
        """A scenario's Order deck, shuffled: its Orders by name, or its counts by difficulty
        drawn at random (none: the scenario plays without Orders)."""
        if scenario.get("orders"):
            deck = [self.by_name[n] for n in scenario["orders"]]
        else:
            deck = []
            for d, name in enumerate(DIFFICULTIES):
                pool = self.of_difficulty(d)
                for _ in range(min(scenario.get("order_counts", {}).get(name, 0), len(pool))):
                    deck.append(pool.pop(rng.randbelow(len(pool))))
        rng.shuffle(deck)
        return deck

    def __len__(self) -> int:
        return len(self.names)
