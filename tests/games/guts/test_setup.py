"""Setup, the game deck, the first-game deck and turn order."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.guts import rules
from gamebox.games.guts.cards import CONDIMENT, FOOD


def _declare(gx, state, pairs):
    for hunger, anger in pairs:
        gx.act(state, f"hunger {hunger}")
        gx.act(state, f"anger {anger}")


@pytest.mark.parametrize("seats", [1, 5])
def test_two_to_four_seats(gx, seats):
    """House rule from the issue: 2-4 seats (a deck is dealt for at most four players)."""
    with pytest.raises(ValueError, match="2-4 seats"):
        gx.new(seats)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_deck_is_five_foods_and_seven_condiments_per_player(gx, seats):
    """- Now, it is time to assemble a game deck from the full set of cards:
    - Shuffle each deck separately, and deal out 5 Foods and 7 Condiments per player.
    These cards represent your Game Deck.
    - Remove the remaining cards from play.
    - Split up the cards into a Food pile (Blue, with coin icon) and a Condiment pile (Green, no
    coin)."""
    state = gx.new(seats)
    kinds = Counter(state.table.kind[c] for c in state.deck)
    assert kinds[FOOD] == 5 * seats and kinds[CONDIMENT] == 7 * seats
    assert len(state.deck) == 12 * seats
    # the rest left play: they are nowhere in the game
    assert state.game_cards == sorted(state.deck)
    full = sum(state.table.copies)
    assert full > len(state.deck)


def test_deck_is_shuffled_from_the_seed(gx):
    """- Shuffle the Game Deck, and place it on the spot marked on the gameboard."""
    decks = {tuple(gx.new(4, seed=s).deck) for s in range(6)}
    assert len(decks) == 6
    assert gx.new(4, seed=3).deck == gx.new(4, seed=3).deck


def test_setup_pawns_on_zero_glory_cards_and_chew_tokens_beside_the_board(gx):
    """Each of you has a mouth.
    - Give each player one of the mouth boards, and place the matching player token on the
    track space marked ‘0’.
    - Place the glory cards on the spot marked on the game board, and the chew tokens next to the
    board as shown.
    You start with an empty mouth and a full plate of delicious comestibles."""
    state = gx.new(3)
    assert state.glory == [0, 0, 0]
    assert state.supply == rules.GLORY_CARDS == 12 and state.pool == rules.CHEW_TOKENS == 150
    assert all(c == -1 for c in state.mouth)
    view = state.view(None)
    assert len(view["mouths"]) == 3
    assert all(m["condiment_slots"] == 3 and len(m["slots"]) == 7 for m in view["mouths"])
    _declare(gx, state, [(5, 5), (4, 4), (3, 3)])
    assert all(c >= 0 for c in state.plate)  # the first turn fills the plate


def test_first_game_deck_as_printed_with_tapeworms_and_glove_on_top(gx):
    """If this is your first game, we recommend you play with only two players, and use the
    following deck setup, shuffled, but with the 2 tapeworms and 1 of the Right Hand Gloves on top
    of the deck:
    Foods: 1 Dentures, 1 Fridge of Virtue, 1 Shiny Thing, 1 Snack Product, 2 Tapeworms, 2 Tires
    of Doom, 1 Toast...er, 1 Weirdest Thing
    Condiments: 3 De-Masticators, 2 Hot Hot Hot Sauces, 3 Laser Teeth, 3 Right Hand Glove, 2 Side
    Jaws, 2 Vitamin Zs."""
    state = gx.new(2, first_game=True)
    names = Counter(state.table.names[c] for c in state.deck)
    assert names == Counter({"Dentures": 1, "Fridge of Virtue": 1, "Shiny Thing": 1,
                             "Snack Product": 1, "Tapeworm": 2, "Tire of Doom": 2,
                             "Toast...er": 1, "Weirdest Thing": 1, "De-Masticator": 3,
                             "Hot Hot Hot Sauce": 2, "Laser Teeth": 3, "Right Hand Glove": 3,
                             "Side Jaw": 2, "Vitamin Z": 2})
    # kept as printed: 10 Foods and 15 Condiments (house rule in docs/rules/guts.md)
    assert sum(1 for c in state.deck if state.table.kind[c] == FOOD) == 10
    assert len(state.deck) == 25
    top = [state.table.names[c] for c in state.deck[-3:]][::-1]
    assert top == ["Tapeworm", "Tapeworm", "Right Hand Glove"]
    others = {tuple(gx.new(2, seed=s, first_game=True).deck[:-3]) for s in range(4)}
    assert len(others) > 1  # the rest is shuffled
    _declare(gx, state, [(3, 3), (4, 4)])
    assert sorted(state.table.names[c] for c in state.plate) == \
        ["Right Hand Glove", "Tapeworm", "Tapeworm"]


def test_hungriest_player_begins(gx):
    """Play begins with the hungriest player."""
    state = gx.new(3)
    _declare(gx, state, [(2, 9), (8, 0), (5, 5)])
    assert state.order[0] == 1 and state.cur == 1 and state.rounds == 1


def test_tie_goes_to_the_angriest_player(gx):
    """If there is a tie, play begins with the angriest player."""
    state = gx.new(3)
    _declare(gx, state, [(7, 1), (7, 6), (7, 3)])
    assert state.cur == 1


def test_full_tie_is_a_seeded_draw(gx):
    """House rule: hunger and anger both tied -> a draw from the game's seed."""
    firsts = set()
    for seed in range(12):
        state = gx.new(4, seed=seed)
        _declare(gx, state, [(6, 6)] * 4)
        firsts.add(state.cur)
        again = gx.new(4, seed=seed)
        _declare(gx, again, [(6, 6)] * 4)
        assert again.cur == state.cur
    assert len(firsts) > 1


@pytest.mark.parametrize("pairs,first,why", [
    ([(2, 9), (8, 0), (5, 5)], 1, "the hungriest"),
    ([(7, 1), (7, 6), (3, 9)], 1, "the angriest of the hungriest"),
    ([(6, 6), (6, 6), (2, 9)], None, "drawn among the tied"),
    ([(7, 6), (7, 6), (7, 1)], None, "drawn among the tied"),  # the anger tie is the draw's
])
def test_the_table_is_told_why_the_first_seat_begins(gx, pairs, first, why):
    """Play begins with the hungriest player. If there is a tie, play begins with the angriest
    player. (The line that sets the order says which of the three decided it.)"""
    state = gx.new(3)
    _declare(gx, state, pairs[:-1])
    gx.act(state, f"hunger {pairs[-1][0]}")
    (order,) = [e for e in gx.act(state, f"anger {pairs[-1][1]}") if e.kind == "order"]
    if first is not None:
        assert state.cur == first
    assert order.text == f"Player {state.cur + 1} starts ({why}); play goes clockwise."


def test_turns_rotate_clockwise(gx):
    """Turns then rotate clockwise around the table.
    A player's turn consists of three phases:"""
    state = gx.new(4, seed=5)
    _declare(gx, state, [(1, 1), (1, 1), (9, 1), (1, 1)])
    assert state.order == [2, 3, 0, 1]
    seen = [state.cur]
    while len(seen) < 6:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
        if state.cur != seen[-1] and not state.tasks:
            seen.append(state.cur)
    assert seen == [2, 3, 0, 1, 2, 3]


def test_declarations_are_a_range_said_by_every_seat_at_once(gx):
    """House rule: each seat states hunger then anger, 0 to 10, all seats at once."""
    state = gx.new(2)
    assert state.to_act() == (0, 1)
    assert [str(a) for a in state.legal_actions(0)] == [f"hunger {n}" for n in range(11)]
    with pytest.raises(IllegalAction):
        state.apply(0, Action("hunger", (11,)))
    gx.act(state, "hunger 4")
    assert state.legal_actions(0)[0].kind == "anger"
    gx.act(state, "anger 4", seat=0)
    assert state.to_act() == (1,)


def test_outcome_reports_turn_order_and_rounds(gx):
    """House rule: the result names the turn order and the rounds played (for balance)."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3)}}, glory=[4, 0], phase="chew")
    state.order = [1, 0]
    gx.act(state, "chew 0 0")
    out = state.result()
    assert out.winners == (0,) and out.details == {"turn_order": [1, 0], "rounds": 1}


def test_a_saved_game_with_the_first_game_deck_says_so():
    """A saved game's row names the "First game deck" option (as the Grungeon's names its
    map), so two saves of the same people read apart; the full set, the default, needs no
    words."""
    from gamebox.games.guts.game import GAME

    assert GAME.options_note({"first_game": True}) == "first game deck"
    assert GAME.options_note({"first_game": False}) == GAME.options_note({}) == ""
