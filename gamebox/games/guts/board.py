"""Guts of Glory's table in numbers: mouth positions, counts, phases, the rulebook sentences
quoted in refusals, and the shared action values.

A mouth has seven positions: 0 and 1 are the two mouth cards (Foods), 2-4 the three Condiment
slots between them, and 5-6 extra Condiment slots that only exist while in-mouth powers (Side
Jaw) open them.
"""
from __future__ import annotations

from ...engine.protocol import Action

NSLOT = 7
FOOD_SLOTS = (0, 1)
BASE_COND_SLOTS = 3
PLATE_SIZE = 3
BASE_CHEWS = 2
WIN_GLORY = 7
GLORY_CARDS = 12
"""Glory cards beside the board (house rule: the rulebook does not count them)."""
CHEW_TOKENS = 150
"""Chew tokens in the pool: more than can ever sit on cards (7 slots x 4 seats x 5)."""
MAX_ROUNDS = 30
"""Last call: after this many rounds the most glorious seat wins (house rule)."""
DECLARE_RANGE = range(0, 11)

DECLARE, FEED, CHEW, OVER = 0, 1, 2, 3
"""The phases: hunger and anger are said, then turns of Feed and Chew, then the end."""
PHASE_NAMES = ("declare", "feed", "chew", "over")

RULE_FOOD_SLOT = "A Food card can only go on the two mouth cards, while a Condiment card can " \
                 "only go in one of the three slots in-between."
RULE_MUST_SPEW = "If there is no available slot for the card, you must spew a card of the " \
                 "same type to make room (see \"Spewing\" below)."
RULE_ONE_CHEW = "You may place only one chew token on each card in your mouth, unless you " \
                "have a special effect."
RULE_WIN = "The game is won immediately when a player reaches the end of the track " \
           "(attains 7 glory)."


_ACTIONS: dict[tuple, Action] = {}


def shared_action(kind: str, args: tuple) -> Action:
    """The one Action value for (kind, args): actions are immutable, so they are shared."""
    key = (kind, args)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, args)
    return action


def slot_name(slot: int) -> str:
    """``mouth card 1``, ``slot 2``... as players read them."""
    return f"mouth card {slot + 1}" if slot < 2 else f"slot {slot - 1}"
