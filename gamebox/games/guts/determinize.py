"""Guts of Glory's hidden part, drawn afresh for search bots: the deck (and, before the
reveal, the other seats' hunger and anger).

Everything on the table is public (the plate, every mouth, the discard pile, the glory
track); what nobody sees is the deck: which cards of the whole set were dealt into this
game, and their order. A seat knows how many Foods and Condiments the deck still holds (a
game deals 5 Foods and 7 Condiments per seat, and every card since drawn is on the table),
so a determinized deck keeps those counts and draws the cards among the copies of the set
not seen anywhere. After the discard pile has been shuffled back into the deck, every card
of the game has passed over the plate: the deck is then exactly the game's cards not on the
table, in an order nobody knows. The first-game deck is known card by card, and so is its
top until those cards are drawn (the rulebook puts them there).

What chance still holds (the next reshuffle, the draw that breaks a tie for first turn)
comes from a new RNG drawn from the caller's.
"""
from __future__ import annotations

from collections import Counter

from ...engine.rng import Rng
from .board import DECLARE, DECLARE_RANGE
from .cards import CONDIMENT, CONDIMENTS_PER_SEAT, FOOD, FOODS_PER_SEAT


def visible_cards(state) -> list[int]:
    """Every card of the game that is on the table now: the discard pile, the plate, the
    mouths, a spewed card in flight and a plate card being fed (all public)."""
    cards = list(state.discard)
    cards += [c for c in state.plate if c >= 0]
    cards += [c for c in state.mouth if c >= 0]
    cards += [t[2] for t in state.tasks if t[0] in ("target", "bump")]
    if state.held >= 0:
        cards.append(state.held)
    return cards


def unseen_deck(state, rng: Rng) -> list[int]:
    """A deck (top last) `state`'s seats cannot tell from the real one, drawn from `rng`.

    Reads only public fields: the table's cards, the deck's size, the seat count, the
    option and how often the deck was rebuilt; never `state.deck` itself."""
    table = state.table
    seen = Counter(visible_cards(state))
    first = table.first_game if state.options.get("first_game") else None
    if first or state.reshuffles:
        if first:
            universe = Counter(table.index[name] for group in ("foods", "condiments")
                               for name, count in first[group].items() for _ in range(count))
        else:
            universe = Counter(state.game_cards)  # every one of them has been seen
        deck = list((universe - seen).elements())
        rng.shuffle(deck)
        if first and not state.reshuffles:
            # the rulebook's cards on top are known until they are drawn
            top = [table.index[name] for name in first["on_top"]]
            drawn = sum(universe.values()) - len(deck)
            known = top[drawn:]
            for card in known:
                deck.remove(card)
            deck += known[::-1]
        return deck
    deck = []
    dealt = {FOOD: FOODS_PER_SEAT * state.seats, CONDIMENT: CONDIMENTS_PER_SEAT * state.seats}
    for kind in (FOOD, CONDIMENT):
        left = dealt[kind] - sum(n for c, n in seen.items() if table.kind[c] == kind)
        pool = list((Counter(table.piles[kind]) - seen).elements())
        if not 0 <= left <= len(pool):
            break
        deck += rng.sample(pool, left)
    if len(deck) == len(state.deck):  # (the deck's size is public)
        rng.shuffle(deck)
        return deck
    # a position no deal can lead to (a test's hand-made table): its own cards, reordered
    deck = list(state.deck)
    rng.shuffle(deck)
    return deck


def determinize(state, seat: int, rng: Rng):
    """A copy of `state` with a freshly drawn deck and RNG (see the module's docstring):
    every seat's view and legal actions are those of `state`. While hunger and anger are
    being said, the other seats' choices (secret until the reveal) are redrawn too; `seat`'s
    own are kept."""
    new = state.clone()
    if new.phase == DECLARE:
        # the others' hunger and anger are secret until revealed: what they said is redrawn
        for s in range(state.seats):
            if s != seat:
                if new.hunger[s] != -1:
                    new.hunger[s] = rng.randbelow(len(DECLARE_RANGE))
                if new.anger[s] != -1:
                    new.anger[s] = rng.randbelow(len(DECLARE_RANGE))
        new._view = new._view_parts = None
        new._legal_seat = -1
    new.deck = unseen_deck(state, rng)
    new.game_cards = sorted(visible_cards(state) + new.deck)
    new.rng = Rng(rng.next64())
    return new
