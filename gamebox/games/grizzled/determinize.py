"""The Grizzled's hidden part, drawn afresh for search bots.

What a seat cannot see: the order of the Trials Deck and of the Morale Reserve, the cards in
every hand it does not look at (the others' hands; in the Duo its own other Grizzled's too),
the other Grizzled's Support tiles (only their number is public) and the tile each laid face
down, the order of the Solo Support tiles, and the order of the Order of the Day deck
(but for the refused offers at its bottom, which everyone saw go there), and which Recruits the
Recruit deck holds (any of those not seen yet), and the Helping Hands the other seats hold or
set aside and the order of their deck. Everything else is on the table (a Recruit's
hand is face up): No Man's
Land, the Hard Knocks, the cards set aside (and which Trials the Solo or a game without Traps
set aside at the start, which the rules name).

A determinized state pools the unseen cards and deals them again into the same places in
the same numbers. The other seats' Support tiles are drawn from what the public reveals still
allow (`_deal_tiles`): each Grizzled keeps the tiles the table knows he holds (he started
with To the Left and To the Right, and every tile revealed went to the comrade it supported:
`tile_plan.TileLedger` over the state's public record), and only the rest, his third tile
mostly, is drawn from the tiles nobody can place; each keeps his number of tiles and whether
he laid one. What chance still holds comes from a new RNG drawn from the caller's.
"""
from __future__ import annotations

from collections import Counter

from ...engine.rng import Rng
from .tile_plan import START, TileLedger


def determinize(state, seat: int, rng: Rng):
    """A copy of `state` that `seat` cannot tell from it (see the module's docstring): its
    view and legal actions are those of `state`. Reads the hidden places only to pool their
    contents (sorted, so their order steers nothing) and count them."""
    new = state.clone()
    seen = set(state.visible_hands(seat))
    hidden = [h for h in range(len(state.hands)) if h not in seen]
    pool = list(state.deck) + list(state.reserve)
    for h in hidden:
        pool += state.hands[h]
    pool.sort()  # a multiset: where each card lay must not steer the draw
    rng.shuffle(pool)
    at = 0
    for h in hidden:
        size = len(state.hands[h])
        new.hands[h] = pool[at:at + size]
        at += size
    new.deck = pool[at:at + len(state.deck)]
    at += len(state.deck)
    new.reserve = pool[at:]
    _deal_tiles(state, new, seat, rng)
    if state.recruit_deck:
        # which Recruits the deck holds is hidden: any not seen yet may be there
        seen = set(state.recruit_discard) | ({state.recruit} if state.recruit >= 0 else set())
        unseen_recruits = [r for r in range(len(state.cards.recruits)) if r not in seen]
        rng.shuffle(unseen_recruits)
        new.recruit_deck = unseen_recruits[:len(state.recruit_deck)]
        new.recruit_all = tuple(sorted(new.recruit_deck + list(seen)))
    if state.help_all:
        _deal_helping_hands(state, new, seat, rng)
    known = state.order_known
    unseen = sorted(state.order_deck[known:])
    rng.shuffle(unseen)
    new.order_deck = state.order_deck[:known] + unseen
    new.solo_tiles = sorted(state.solo_tiles)
    rng.shuffle(new.solo_tiles)
    new.rng = Rng(rng.next64())
    new._legal_seat = -1
    new._views = [None] * (state.seats + 1)
    return new


def _deal_helping_hands(state, new, seat: int, rng: Rng) -> None:
    """The Helping Hands `seat` has not seen (the deck, what the others hold and set aside)
    pooled and dealt again in the same numbers; a Grizzled who has made his choice never gets
    a Friendship back in hand (it would have been played at once)."""
    others = [a for a in range(state.n) if state.owner[a] != seat]
    pool = list(state.help_deck)
    for a in others:
        pool += state.help_held[a] + state.help_aside[a]
    pool.sort()
    rng.shuffle(pool)
    friendship = state.cards.helping.category
    choosing = {task[1] for task in state.pending if task[0] == "help"}
    for a in others:
        size = len(state.help_held[a])
        if a in choosing:
            new.help_held[a] = pool[:size]
            del pool[:size]
        else:
            picked = [c for c in pool if friendship[c] != "friendship"][:size]
            for c in picked:
                pool.remove(c)
            new.help_held[a] = picked
    for a in others:
        size = len(state.help_aside[a])
        new.help_aside[a] = pool[:size]
        del pool[:size]
    new.help_deck = pool


def _laid(tile: str) -> bool:
    return tile not in ("", "none")


def _deal_tiles(state, new, seat: int, rng: Rng) -> None:
    """The other Grizzled's Support tiles, drawn from what the public reveals still allow.

    Each keeps the tiles the table knows he holds (`tile_plan.TileLedger`, from the state's
    public record `tile_reveals`); his other tiles (his count is public) are drawn without
    replacement from the game's tiles nobody can place: every Grizzled's To the Left and To
    the Right plus the pool the third tiles are drawn from (`cards.tile_rest`), less this
    seat's own tiles and those the table knows the others hold. A Grizzled who laid a tile
    face down laid one of his tiles, any of them. Reads the others' tiles only to count them.
    (A tile lost to Absent-Minded is not known to be gone: it stays in the pool.)"""
    n = state.n
    others = [a for a in range(n) if state.owner[a] != seat]
    if not others:
        return
    counts = [len(state.tiles[a]) + _laid(state.played[a]) for a in range(n)]
    holdings = TileLedger.of(n, state.tile_reveals).holdings(counts)
    left = Counter(dict.fromkeys(START, n)) + Counter(state.cards.tile_rest(n))
    for a in range(n):
        if state.owner[a] == seat:
            left.subtract(state.tiles[a])
            if _laid(state.played[a]):
                left[state.played[a]] -= 1
        else:
            left.subtract(holdings[a][0])
    pool = sorted(left.elements())  # (elements() skips the kinds that fell to 0 or below)
    rng.shuffle(pool)
    for a in others:
        known, unknown = holdings[a]
        if unknown > len(pool):  # a hand-made position with more tiles than the box
            extra = sorted(Counter(dict.fromkeys(START, n)).elements())
            rng.shuffle(extra)
            pool += extra * unknown
        tiles = sorted(Counter(known).elements()) + pool[:unknown]
        del pool[:unknown]
        if _laid(state.played[a]):
            new.played[a] = tiles.pop(rng.randbelow(len(tiles)))
        new.tiles[a] = tiles
