"""Guts of Glory bots that decide at once, choosing from the same legal actions as everyone.

- easy: any legal action, at random (hunger and anger too);
- normal: scores each action from the public view with simple eater's sense (close in on
  swallows, feed Foods worth glory, spew the worst card at the leader);
- the playout's sense (`engine.bots.PLAYOUT_SENSE`, the hard level before the search became
  it; the hard level's search plays its rollouts with it): sharper sense for feeding (powers
  are worth something, a Tapeworm taxes Foods), chewing (finish cards, take a winning
  swallow, weigh swallow powers) and spewing (never hand a useful card and its glory card to
  a seat close to winning). Over 300 two-seat games it won 60% against a normal bot, and 34%
  at a table with three normal bots.

A bot reads only its view (every view is public in this game) and draws chance from its own
Rng, so a seeded game with bots replays exactly.
"""
from __future__ import annotations

from itertools import compress
from typing import Sequence

from ...engine.bots import PLAYOUT_SENSE, Bot
from ...engine.protocol import Action

NSLOT = 7
NEAR_TIE = 0.01
"""Actions scoring within this of the best are equally good to a bot."""


def _card_value(card: dict) -> float:
    """How much a seat wants this card in its mouth (glory per chew, plus power sense)."""
    value = (card["glory"] + 0.5) / card["toughness"]
    if "glory_tax" in card["powers"]:
        value -= 1.5
    if card["name"] == "Bleach":
        value -= 0.8
    if card["name"] == "Tire of Doom":
        value -= 0.3
    if "extra_chews" in card["powers"] and card["type"] == "Condiment":
        value += 0.6
    if "gain_glory" in card["powers"] and card["name"] not in ("Bleach", "Side Jaw"):
        value += 0.4
    return value


POWER_WORTH = {
    "extra_chews": 1.2, "chew_stack": 0.8, "gain_glory": 0.7, "chews_now": 0.5, "steal": 0.5,
    "unchew": 0.3, "force_spew": 0.3, "extra_turn": 1.0, "chew_opponents": 0.4,
    "leader_loses": 0.3, "underdog_glory": 0.4, "opponents_lose_glory": 0.6, "protect": 0.2,
    "extra_slot": 0.1, "spew_own": -0.3, "glory_tax": -1.5, "cloud": -0.2, "water": -0.3,
}
"""What the playout's sense thinks a power is worth to the seat holding the card (glory-ish
units)."""


def has_room(mouth: dict, card: dict) -> bool:
    """Whether `mouth` (a seat's part of the view) has a free slot for `card`: feeding it
    costs no spew. Where the card goes then is drawn at random: the slots of a kind are alike
    to these bots."""
    slots = mouth["slots"]
    if card["type"] == "Food":
        return slots[0] is None or slots[1] is None
    return None in slots[2:2 + mouth["condiment_slots"]]


def _hard_value(card: dict) -> float:
    """The playout's sense of a card's worth in its own mouth: glory per chew, plus its
    powers."""
    value = (card["glory"] + card.get("glory_cards", 0)) / card["toughness"]
    for power in card["powers"]:
        value += POWER_WORTH.get(power, 0.0) / card["toughness"]
    if card["name"] == "Bleach":
        value -= 0.8
    return value


class GutsBot(Bot):
    """A bot at easy, normal or `PLAYOUT_SENSE` (the search's rollout policy).

    A scorer rates a whole legal list at once (higher is better), so the view's common
    parts are looked up once per decision rather than once per action."""

    def __init__(self, seat: int, level: str, seed: int):
        super().__init__(seat, level, seed)
        self._values: dict[str, float] = {}
        self._scorers = ({} if level == "easy" else
                         {**SCORERS, **HARD_SCORERS} if level == PLAYOUT_SENSE else SCORERS)
        """Action kind -> this level's scorer (an easy bot has none: it plays at random)."""

    def choose_unseen(self, legal: Sequence[Action]) -> Action | None:
        # a fifth of a game's decisions need no view: one option, or nothing to score
        if len(legal) == 1 or legal[0].kind not in self._scorers:
            return self.rng.choice(legal)
        return None

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        # hunger and anger have no scorer: they are said at random at every level
        scorer = self._scorers.get(legal[0].kind) if len(legal) > 1 else None
        if scorer is None:
            return self.rng.choice(legal)
        scores = scorer(self, view, legal)
        ranked = sorted(scores)
        top = ranked[-1] - NEAR_TIE
        if ranked[-2] < top:  # one clear best (most decisions): no list of the best
            return legal[scores.index(ranked[-1])]
        # near ties are drawn for, so a bot does not always play the first of equals
        return self.rng.choice(list(compress(legal, map(top.__le__, scores))))  # >= top

    # ---- scorers: each rates every action of a legal list ------------------------------
    def _value(self, card: dict) -> float:
        """`_card_value`, remembered by card name (one bot plays one match, one card set)."""
        value = self._values.get(card["name"])
        if value is None:
            value = self._values[card["name"]] = _card_value(card)
        return value

    def _feed(self, view: dict, legal: Sequence[Action]) -> list[float]:
        plate = view["plate"]
        mine = view["mouths"][self.seat]
        out = []
        for action in legal:
            card = plate[action.args[0]]
            value = self._value(card)
            if not has_room(mine, card):
                value -= 0.7  # a spew hands an opponent a glory card
            if card["type"] == "Food":
                value += 0.2 * card["glory"]
            out.append(value)
        return out

    def _chew(self, view: dict, legal: Sequence[Action]) -> list[float]:
        mouths = view["mouths"]
        me = self.seat
        out = []
        for action in legal:
            if not action.args:  # putting the tokens back: better than helping an opponent
                out.append(REST_WORTH)
                continue
            owner, x = action.args
            card = mouths[owner]["slots"][x]
            left = card["toughness"] - card["chews"]
            if owner != me:
                # chewing someone else's card only pays when it makes them swallow a bad one
                bad = "glory_tax" in card["powers"] or card["name"] == "Bleach"
                out.append(2.0 if bad and left == 1 else -1.0 + (0.5 if bad else 0))
                continue
            glory = card["glory"] + card["glory_cards"]
            score = glory / left + (0.5 if left == 1 else 0.0)
            if card["name"] in ("Bleach", "Side Jaw"):
                score -= 1.5
            out.append(score)
        return out

    def _spew(self, view: dict, legal: Sequence[Action]) -> list[float]:
        slots = view["mouths"][view["to_act"]]["slots"]
        out = []
        for action in legal:
            card = slots[action.args[0]]
            # spew what we want least, preferring cards with few chews on them
            out.append(-self._value(card) - 0.3 * card["chews"] - 0.5 * card["glory_cards"])
        return out

    def _at(self, view: dict, legal: Sequence[Action]) -> list[float]:
        # a good card is a gift: give it to the weakest; a bad one goes to the leader
        sign = 1.0 if self._value(view["task"]["card"]) < 0.3 else -1.0
        glory = view["glory"]
        return [glory[action.args[0]] * sign for action in legal]

    def _force(self, view: dict, legal: Sequence[Action]) -> list[float]:
        glory = view["glory"]
        return [glory[action.args[0]] for action in legal]

    def _steal(self, view: dict, legal: Sequence[Action]) -> list[float]:
        mouths = view["mouths"]
        out = []
        for action in legal:
            owner, x = action.args
            card = mouths[owner]["slots"][x]
            out.append(self._value(card) + 0.3 * card["chews"] + card["glory_cards"])
        return out

    def _unchew(self, view: dict, legal: Sequence[Action]) -> list[float]:
        mouths, glory = view["mouths"], view["glory"]
        out = []
        for action in legal:
            owner, x = action.args
            card = mouths[owner]["slots"][x]
            out.append(card["chews"] * (card["glory"] + 1) + glory[owner] * 0.2)
        return out

    # ---- the playout's sharper sense ----------------------------------------------------
    def _hard_feed(self, view: dict, legal: Sequence[Action]) -> list[float]:
        plate = view["plate"]
        mine = view["mouths"][self.seat]
        out = []
        for action in legal:
            card = plate[action.args[0]]
            value = _hard_value(card)
            if card["type"] == "Food" and mine["glory_tax"]:
                value -= mine["glory_tax"] / card["toughness"]
            if not has_room(mine, card):
                worst = min(_hard_value(c) for c in mine["slots"]
                            if c is not None and c["type"] == card["type"])
                value -= 0.6 + max(0.0, worst)
            out.append(value)
        return out

    def _hard_chew(self, view: dict, legal: Sequence[Action]) -> list[float]:
        mouths = view["mouths"]
        return [self._hard_chew_one(view, mouths, action) for action in legal]

    def _hard_chew_one(self, view: dict, mouths: list, action: Action) -> float:
        if not action.args:  # putting the tokens back (see `_chew`)
            return REST_WORTH
        owner, x = action.args
        card = mouths[owner]["slots"][x]
        left = card["toughness"] - card["chews"]
        if owner != self.seat:
            bad = "glory_tax" in card["powers"] or card["name"] in ("Bleach", "Side Jaw")
            return 2.0 if bad and left == 1 else -0.5 - (card["glory"] if left == 1 else 0)
        glory = card["glory"] + card["glory_cards"]
        if card["type"] == "Food":
            glory = max(0, glory - mouths[self.seat]["glory_tax"])
        if left == 1:
            if view["glory"][self.seat] + glory >= 7:
                return 100.0
            score = 1.0 + glory * 1.5
            for power in card["powers"]:
                score += SWALLOW_WORTH.get(power, 0.0)
            return score
        return glory / left + 0.1 * sum(POWER_WORTH.get(p, 0.0) for p in card["powers"]
                                        if p in SWALLOW_WORTH)

    def _hard_at(self, view: dict, legal: Sequence[Action]) -> list[float]:
        harmful = _hard_value(view["task"]["card"]) < 0
        glories = view["glory"]
        out = []
        for action in legal:
            glory = glories[action.args[0]]
            if not harmful and glory >= 5:
                out.append(-10.0 - glory)
            else:
                out.append(glory if harmful else -glory)
        return out


REST_WORTH = -0.2
"""A chew token put back: worth less than a useful chew, more than feeding an opponent."""

SWALLOW_WORTH = {"gain_glory": 1.0, "chews_now": 0.8, "extra_turn": 2.0, "steal": 0.6,
                 "unchew": 0.4, "force_spew": 0.3, "opponents_lose_glory": 0.8,
                 "leader_loses": 0.5, "underdog_glory": 1.0, "spew_own": -0.5}
"""What the playout's sense expects from swallowing a card with these swallow powers."""

SCORERS = {
    "feed": GutsBot._feed,
    "chew": GutsBot._chew,
    "spew": GutsBot._spew,
    "bump": GutsBot._spew,
    "at": GutsBot._at,
    "force": GutsBot._force,
    "steal": GutsBot._steal,
    "unchew": GutsBot._unchew,
}
"""Action kind -> how a normal bot scores it (higher is better)."""

HARD_SCORERS = {
    "feed": GutsBot._hard_feed,
    "chew": GutsBot._hard_chew,
    "at": GutsBot._hard_at,
}
"""Where the playout's sense thinks differently from the normal bot."""
