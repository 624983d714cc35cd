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
the same numbers; the other seats' Support tiles are pooled and dealt again the same way,
each Grizzled keeping his number of tiles and whether he laid one. What chance still holds
comes from a new RNG drawn from the caller's.
"""
from __future__ import annotations

from ...engine.rng import Rng


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
    others = [a for a in range(state.n) if state.owner[a] != seat]
    tiles = [t for a in others for t in state.tiles[a]]
    tiles += [state.played[a] for a in others if state.played[a] not in ("", "none")]
    tiles.sort()
    rng.shuffle(tiles)
    for a in others:
        size = len(state.tiles[a])
        new.tiles[a] = tiles[:size]
        del tiles[:size]
        if state.played[a] not in ("", "none"):
            new.played[a] = tiles.pop()
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
