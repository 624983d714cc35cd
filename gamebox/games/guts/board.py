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
PLATE_POSITIONS = tuple(range(PLATE_SIZE))
"""The plate's positions, for the hot loops: iterating a tuple costs half of what `range()` or
`enumerate()` does, those being calls (CPython 3.11 runs a loop of three over a tuple in about
800 machine instructions, over `range(3)` in 1,750). Builtins that take keyword arguments cost
more still, parsing them on every call: `max(1, n)` takes 1,300 instructions where a comparison
takes 130, so the hot paths compare instead."""
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


SLOT_NAMES = tuple(slot_name(x) for x in range(NSLOT))
"""`slot_name` of every mouth position, for event texts."""
FEED_KEYS = ("seat", "card", "slot")
LAND_KEYS = ("seat", "slot", "card")
"""The data keys of a `feed` and a `land` event, each made in more than one place (see
`new_event`): one tuple, so every place agrees."""


# ---- every action value, built once ----------------------------------------------------
# The legal lists are assembled from these tables by index, so the hot loops neither build
# Action objects nor look them up by (kind, args) key.
MAX_SEATS = 4
ONE_SEAT = tuple((s,) for s in range(MAX_SEATS))
"""`to_act` answers for each seat, built once."""


def _per_seat_slot(kind: str) -> tuple[Action, ...]:
    """`kind S X` for every mouth position, indexed like the mouths (``S * NSLOT + X``)."""
    return tuple(shared_action(kind, (s, x)) for s in range(MAX_SEATS) for x in range(NSLOT))


CHEW_ACTIONS = _per_seat_slot("chew")
CHEW_ROWS = tuple(CHEW_ACTIONS[s * NSLOT:(s + 1) * NSLOT] for s in range(MAX_SEATS))
"""`chew S X` indexed [S][X]."""
STEAL_ACTIONS = _per_seat_slot("steal")
UNCHEW_ACTIONS = _per_seat_slot("unchew")
FEED_ACTIONS = tuple(shared_action("feed", (p,)) for p in range(PLATE_SIZE))
"""`feed P`: take the card at plate position P to feed it (its slot is the next decision,
or a spew for room when none is free), indexed by plate position."""
PLACE_ACTIONS = tuple(shared_action("place", (x,)) for x in range(NSLOT))
"""`place X`: put the card being fed into mouth position X."""
SPEW_ACTIONS = tuple(shared_action("spew", (x,)) for x in range(NSLOT))
BUMP_ACTIONS = tuple(shared_action("bump", (x,)) for x in range(NSLOT))
AT_ACTIONS = tuple(shared_action("at", (s,)) for s in range(MAX_SEATS))
FORCE_ACTIONS = tuple(shared_action("force", (s,)) for s in range(MAX_SEATS))
REST_ACTION = shared_action("rest", ())
"""Put the chew tokens still in hand back, when only opponents' cards could take them."""
HUNGER_ACTIONS = tuple(shared_action("hunger", (n,)) for n in DECLARE_RANGE)
ANGER_ACTIONS = tuple(shared_action("anger", (n,)) for n in DECLARE_RANGE)


# ---- mouth positions as bit masks ----------------------------------------------------------
# Each seat's occupied positions are also kept as a bit mask (bit x: position x), so "which
# slots are free / hold a Food" is an `&` and a table look-up instead of a scan of the mouth.
BIT = tuple(1 << x for x in range(NSLOT))
"""`1 << x` for every mouth position (and seat): a tuple look-up costs less than the shift,
which CPython 3.11 does not specialise."""
CLEAR = tuple(((1 << NSLOT) - 1) ^ (1 << x) for x in range(NSLOT))
"""Every position but `x`, as a mask (a look-up too, rather than `~(1 << x)`)."""
SLOTS_IN = tuple(tuple(x for x in range(NSLOT) if mask >> x & 1) for mask in range(1 << NSLOT))
"""The positions named by a mask, in order, for every mask."""
FOOD_MASK = 0b0000011
"""The two mouth cards, where Foods go."""
COND_MASK = 0b1111100
"""Every Condiment position, the extra ones included."""
KIND_MASKS = (FOOD_MASK, COND_MASK)
"""Every position where a card of each kind (Food, Condiment) may ever sit."""
OPEN_COND_MASKS = tuple(((1 << (2 + BASE_COND_SLOTS + extra)) - 1) & COND_MASK
                        for extra in range(3))
"""The open Condiment slots with 0, 1 or 2 extra slots."""
ROOMS = tuple((FOOD_MASK, OPEN_COND_MASKS[min(len(OPEN_COND_MASKS) - 1, extra)])
              for extra in range(64))
"""A mouth's open positions by card kind (Food, Condiment), indexed by its summed extra-slot
modifier: any sum seven cards can reach, though at most two extra slots ever open."""
# The SPEW, BUMP, PLACE, CHEW and AT tables hold lists, not tuples: the rules hand them out
# as they are as legal lists (which the protocol makes read-only) instead of copying one per
# decision. Nothing may ever change them: they are shared by every game in the process.
SPEW_LISTS = tuple([SPEW_ACTIONS[x] for x in slots] for slots in SLOTS_IN)
"""`spew X` for each position of a mask, by mask (read-only lists)."""
BUMP_LISTS = tuple([BUMP_ACTIONS[x] for x in slots] for slots in SLOTS_IN)
"""`bump X` for each position of a mask, by mask (read-only lists)."""
PLACE_LISTS = tuple([PLACE_ACTIONS[x] for x in slots] for slots in SLOTS_IN)
"""`place X` for each position X of a mask, by mask (read-only lists)."""
CHEW_LISTS = tuple(tuple([row[x] for x in slots] for slots in SLOTS_IN) for row in CHEW_ROWS)
"""`chew S X` for each position X of a mask, indexed [S][mask] (read-only lists)."""
AT_LISTS = tuple([AT_ACTIONS[s] for s in range(MAX_SEATS) if mask >> s & 1]
                 for mask in range(1 << MAX_SEATS))
"""`at S` for each seat of a mask of seats, by mask (read-only lists)."""
