"""Grunt, Growl and Tear's hidden part, drawn afresh for search bots.

What a seat cannot see: the other seats' Monsters chosen in secret and not yet turned
over, the other seats' hands, every draw pile's order (its own too), a
card paid for with Health and played face down before anyone saw it, and the other seats'
secret choices not yet revealed (a card face down in a Test, how much Power they heal with
before a clash, whether they fight on). Everything else is public: the board, every Monster
Monitor, every discard pile, the cards revealed in a Test, how many cards each hand holds.

A determinized state keeps the seat's own hand and face-down card, every count, and each
other seat's cards drawn from what that seat may still hold (its 52 cards less its discard
pile and the cards revealed); the secret choices of others are drawn among their legal
ones. What chance still holds (shuffles, random discards) comes from a new RNG.
"""
from __future__ import annotations

from ...engine.rng import Rng


def determinize(state, seat: int, rng: Rng):
    """A copy of `state` that `seat` cannot tell from it (see the module's docstring)."""
    new = state.clone()
    if new.phase == "choose":  # the others' secret picks: any Monster still free
        free = [m for m in range(len(new.roster.monsters)) if m not in new.monster]
        new.picks = [p if s == seat or not isinstance(p, int) else free[rng.randbelow(len(free))]
                     for s, p in enumerate(new.picks)]
    test = new.test
    for s in range(new.seats):
        hidden_commit = None
        if test is not None and s in test["seats"]:
            side = test["seats"].index(s)
            commit = test["commit"][side]
            if isinstance(commit, int) and commit >= 0 and (s != seat or test["blind"][side]):
                hidden_commit = side
        keep_hand = s == seat
        pool = list(new.deck[s])
        if not keep_hand:
            pool += new.hand[s]
        if hidden_commit is not None:
            pool.append(test["commit"][hidden_commit])
        # sorted first: the draw then depends on which cards are unseen, never on where
        # they really lie (the real deck order and hands would steer a seeded search)
        pool.sort()
        rng.shuffle(pool)
        if hidden_commit is not None:
            test["commit"][hidden_commit] = pool.pop()
        if not keep_hand:
            n = len(new.hand[s])
            new.hand[s] = pool[:n]
            pool = pool[n:]
        new.deck[s] = pool
    combat = new.combat
    if combat is not None:
        sides = (combat["att"], combat["def"])
        for side, s in enumerate(sides):
            if s == seat:
                continue
            if combat["mend"][side] is not None and combat["step"] == "heal":
                combat["mend"][side] = rng.randbelow(new.heal_room(s) + 1)
            if combat["more"][side] is not None and combat["step"] == "more":
                combat["more"][side] = bool(rng.randbelow(2))
    new.rng = Rng(rng.next64())
    new._legal = {}
    return new
