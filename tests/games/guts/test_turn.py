"""A turn: Fill, Feed, Chew, swallowing, glory and victory."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.guts import rules


def test_fill_draws_until_three_plate_spaces_are_filled(gx):
    """Fill:
    Draw from the deck and put the card(s) onto the plate until all three spaces are filled."""
    state = gx.table(2, mouths={1: {0: "Shiny Thing"}}, plate=["Wedding Cake"],
                     deck=["Jawbreaker", "Bleach", "Snack Product", "Water"], cur=1,
                     phase="chew")
    gx.act(state, "chew 1 0")  # seat 1 has one chew target; its turn ends after it
    assert state.cur == 0
    names = [state.table.names[c] for c in state.plate]
    assert names == ["Wedding Cake", "Water", "Snack Product"]
    assert [state.table.names[c] for c in state.deck] == ["Jawbreaker", "Bleach"]


def test_depleted_deck_shuffles_the_discard_pile_in(gx):
    """If the deck is depleted, shuffle the discard pile to form a new deck."""
    state = gx.table(2, mouths={1: {0: "Shiny Thing"}}, plate=["Wedding Cake"],
                     deck=["Water"], discard=["Jawbreaker", "Bleach", "Snack Product"], cur=1,
                     phase="chew")
    events = gx.act(state, "chew 1 0")
    assert any(e.kind == "reshuffle" for e in events)
    assert len(state.deck) == 2 and state.discard == []
    assert all(c >= 0 for c in state.plate)


def test_a_plate_holding_only_the_packs_first_card_is_fed_from(gx):
    """Fill: ... Feed: Take a card from the plate and place in your mouth. (Whatever card
    the Fill put there, the first card of the pack included.)"""
    first = gx.new().table.names[0]
    state = gx.table(2, mouths={1: {0: "Shiny Thing"}}, plate=[], deck=[first], cur=1,
                     phase="chew")
    gx.act(state, "chew 1 0")
    assert state.cur == 0 and state.phase == rules.FEED
    assert gx.legal(state) == ["feed 0"]


def test_deck_and_discard_both_empty_leave_the_plate_short(gx):
    """House rule: with deck and discard both empty the plate is left short; with nothing on
    it the Feed phase is skipped."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 0)}, 1: {0: "Wedding Cake"}},
                     plate=[], cur=1, phase="chew")
    events = gx.act(state, "chew 1 0")
    assert state.cur == 0 and all(c == -1 for c in state.plate)
    assert any(e.kind == "empty_plate" for e in events)
    assert [str(a) for a in state.legal_actions(0)] == ["chew 0 0"]


def test_feed_takes_a_plate_card_into_the_mouth(gx):
    """Feed:
    Take a card from the plate and place in your mouth.
    Each turn, you must cram a new delicacy from the plate into your mouth."""
    state = gx.table(2, plate=["Wedding Cake", "Vitamin Z", "Snack Product"])
    legal = gx.legal(state)
    assert legal == ["feed 0", "feed 1", "feed 2"]  # every plate card, and no skipping
    gx.act(state, "feed 0")  # taken from the plate: then it is placed (house rule: two steps)
    assert state.plate[0] == -1 and gx.legal(state) == ["place 0", "place 1"]
    gx.act(state, "place 1")
    assert gx.slot(state, 0, 1) == "Wedding Cake" and state.plate[0] == -1


def test_every_card_of_the_set_can_be_fed(gx):
    """Take a card from the plate and place in your mouth. (Any card of the set, alone on the
    plate, offers its slots; the first card of the pack as much as the last.)"""
    names = gx.new().table.names
    for name in names:
        state = gx.table(2, plate=[name])
        assert gx.legal(state) == ["feed 0"], name
        gx.act(state, "feed 0")
        legal = gx.legal(state)
        assert legal and all(a.startswith("place ") for a in legal), name
        gx.act(state, legal[0])
        assert name in [gx.slot(state, 0, x) for x in range(rules.NSLOT)]


def test_foods_only_on_mouth_cards_condiments_only_between(gx):
    """A Food card can only go on the two mouth cards, while a Condiment card can only go in one
    of the three slots in-between."""
    food = gx.table(2, plate=["Wedding Cake", "Vitamin Z"])
    gx.act(food, "feed 0")
    assert gx.legal(food) == ["place 0", "place 1"]
    with pytest.raises(IllegalAction, match="two mouth cards"):
        food.apply(0, Action("place", (3,)))
    condiment = gx.table(2, plate=["Wedding Cake", "Vitamin Z"])
    gx.act(condiment, "feed 1")
    assert gx.legal(condiment) == ["place 2", "place 3", "place 4"]
    with pytest.raises(IllegalAction, match="Condiment"):
        condiment.apply(0, Action("place", (0,)))


def test_no_slot_means_spewing_a_card_of_the_same_type(gx):
    """If there is no available slot for the card, you must spew a card of the same type to
    make room (see "Spewing" below).
    If you need to feed but have no room in your mouth, you’ll have to spew one of your
    precious cards at another competitor, along with the chance for extra glory."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing", 2: "Bleach"}},
                     plate=["Wedding Cake", "Vitamin Z"])
    legal = gx.legal(state)
    assert "feed 0" in legal and not any(a.startswith("feed 0 ") for a in legal)
    gx.act(state, "feed 0")
    # only the Foods already in the mouth may be spewed, not the Condiment, not the new card
    assert sorted(gx.legal(state)) == ["spew 0", "spew 1"]
    gx.act(state, "spew 0")
    assert gx.slot(state, 0, 0) == "Wedding Cake"
    assert gx.slot(state, 1, 0) == "Tapeworm"  # the only competitor to spew at
    assert state.gcards[1 * rules.NSLOT + 0] == 1


def test_take_two_chew_tokens_and_place_one_per_card(gx):
    """Chew:
    Take two chew tokens from the pool.
    Place the chew tokens on cards in your mouth.
    You may place only one chew token on each card in your mouth, unless you have a special
    effect."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Wedding Cake", 2: "Time Machine"},
                                1: {0: "Shiny Thing"}}, phase="chew")
    assert state.chews_left == 2 and state.pool == rules.CHEW_TOKENS - 2
    assert sorted(gx.legal(state)) == ["chew 0 0", "chew 0 1", "chew 0 2"]
    gx.act(state, "chew 0 0")
    assert "chew 0 0" not in gx.legal(state)  # one token per card
    with pytest.raises(IllegalAction, match="only one chew token"):
        state.apply(0, Action("chew", (0, 0)))
    gx.act(state, "chew 0 1")
    assert state.cur == 1  # both tokens placed: the turn is over
    assert state.chews[0] == 1 and state.chews[1] == 1


def test_one_chew_per_card_holds_beside_other_mouth_powers(gx):
    """You may place only one chew token on each card in your mouth, unless you have a special
    effect. (Vitamin Z gives more tokens, not more chews per card.)"""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Mystery Meat", 2: "Vitamin Z"}},
                     phase="chew")
    assert state.chews_left == 3
    gx.act(state, "chew 0 0")
    assert gx.legal(state) == ["chew 0 1", "chew 0 2"]


def test_every_token_must_be_placed_while_a_card_can_take_it(gx):
    """House rule: tokens must be placed while a card can take one; the rest go back.
    Then, you must chew (always chew your food!), swallowing anything that’s been masticated
    into submission."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}, 1: {0: "Shiny Thing"}}, phase="chew")
    assert gx.legal(state) == ["chew 0 0"]  # no "stop chewing" action
    gx.act(state, "chew 0 0")
    # the second token had nowhere to go: it went back to the pool and the turn ended
    assert state.cur == 1
    state.check_invariants()


def test_chews_changed_by_mouth_effects(gx):
    """This may be increased or decreased by the mouth effects of your cards."""
    more = gx.table(2, mouths={0: {0: "Jawbreaker", 2: "Vitamin Z"}}, phase="chew")
    assert more.chews_left == 3
    fewer = gx.table(2, mouths={0: {0: "Tire of Doom"}}, phase="chew")
    assert fewer.chews_left == 1
    floor = gx.table(2, mouths={0: {0: "Tire of Doom", 1: "Tire of Doom"}}, phase="chew")
    assert floor.chews_left == 1  # house rule: never fewer than one


def test_swallowed_at_toughness_with_glory_cards_and_glory_moves(gx):
    """If the number of chew tokens on your card equals its toughness, it is immediately
    swallowed, along with any attached glory cards, and you must resolve any effects before
    placing another chew token.
    If the card is worth glory points, move your pawn that number of spaces along the glory
    track.
    This is the number of chew tokens that must be placed on the card in order to swallow it."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3, 2), 1: "Jawbreaker",
                                    2: ("Mustard of Momentum", 1)}},
                     phase="chew")
    supply = state.supply
    gx.act(state, "chew 0 0")
    assert gx.slot(state, 0, 0) is None
    assert state.glory[0] == 3 + 2  # the cake's coin and its two glory cards
    assert state.supply == supply + 2
    assert state.table.names[state.discard[-1]] == "Wedding Cake"
    # the Mustard's swallow effect resolves before the next token: 2 more chews to place
    gx.act(state, "chew 0 2")
    assert state.chews_left == 2 and state.cur == 0


def test_each_glory_step_is_told_and_the_pawn_stops_at_zero(gx):
    """If the card is worth glory points, move your pawn that number of spaces along the glory
    track. (House rule: a pawn never goes below 0; a move that cannot happen is not told.)"""
    state = gx.table(2, mouths={0: {0: ("Snack Product", 1), 2: ("Side Jaw", 1)}},
                     phase="chew")
    events = gx.act(state, "chew 0 0")
    assert [(e.kind, e.text) for e in events if e.kind == "glory"] == [
        ("glory", "Player 1 gains 1 glory (swallowing): 1.")]
    events = gx.act(state, "chew 0 2")  # the Side Jaw: lose 1 glory, down to 0
    assert [e.data["delta"] for e in events if e.kind == "glory"] == [-1]
    assert state.glory[0] == 0
    state = gx.table(2, mouths={0: {2: ("Side Jaw", 1)}}, phase="chew")
    events = gx.act(state, "chew 0 2")
    assert state.glory[0] == 0 and not [e for e in events if e.kind == "glory"]


def test_toughness_and_glory_are_on_every_card(gx):
    """Every card in the game has a toughness value, referenced by the number in the black chew
    on the upper right hand corner of the card.
    Food cards have a coin on top that shows their inherent glory value when swallowed.
    Cards can be Foods or Condiments."""
    table = gx.new().table
    assert all(t >= 1 for t in table.toughness)
    assert set(table.kind) == {0, 1}
    assert all(g == 0 for g, k in zip(table.glory, table.kind) if k == 1)
    assert any(g > 0 for g, k in zip(table.glory, table.kind) if k == 0)


def test_condiment_swallowed_gives_no_glory(gx):
    """House rule check: Condiments have no coin, so swallowing one moves no pawn."""
    state = gx.table(2, mouths={0: {2: ("Time Machine", 3)}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert state.glory[0] == 0


def test_seven_glory_wins_immediately(gx):
    """The game is won immediately when a player reaches the end of the track (attains 7
    glory)."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Jawbreaker",
                                    2: ("Mustard of Momentum", 1)}}, glory=[4, 6], phase="chew")
    gx.act(state, "chew 0 0")
    assert state.is_over() and state.result().winners == (0,)
    assert state.glory[0] == 7
    assert state.to_act() == () and state.legal_actions(0) == []
    with pytest.raises(IllegalAction):
        state.apply(0, Action("chew", (0, 2)))


def test_last_call_after_the_round_limit(gx):
    """House rule: after 30 rounds the most glorious seat wins (ties share the win)."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}, 1: {0: "Jawbreaker"}}, glory=[2, 3],
                     cur=1, phase="chew")
    state.rounds = rules.MAX_ROUNDS
    gx.act(state, "chew 1 0")
    assert state.is_over()
    out = state.result()
    assert out.winners == (1,) and "Last call" in out.reason and out.details["rounds"] == 30


def test_the_thirtieth_round_is_played_in_full(gx):
    """House rule: the last call comes after round 30, not before it."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}, 1: {0: "Jawbreaker"}}, glory=[2, 3],
                     cur=1, phase="chew")
    state.rounds = rules.MAX_ROUNDS - 1
    gx.act(state, "chew 1 0")
    assert not state.is_over() and state.rounds == rules.MAX_ROUNDS and state.cur == 0


def test_tokens_that_go_back_are_told(gx):
    """House rule: tokens with nowhere to go return to the pool and the turn ends; the log says so,
    so nobody thinks them lost ("takes 2 chew tokens", one chew, then the next turn)."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}, 1: {0: "Shiny Thing"}}, phase="chew")
    pool = state.pool
    events = gx.act(state, "chew 0 0")
    back = [e for e in events if e.kind == "chews_back"]
    assert [e.text for e in back] == ["Player 1 puts 1 unused chew token back."]
    assert back[0].data == {"seat": 0, "count": 1}
    assert state.pool == pool + 1 - state.chews_left  # back, then the next seat takes its own
    assert [e.kind for e in events].index("chews_back") < [e.kind for e in events].index("turn")
    # a turn whose tokens all found a card puts none back, and says nothing of it
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Wedding Cake"}}, phase="chew")
    events = gx.act(state, "chew 0 0") + gx.act(state, "chew 0 1")
    assert not [e for e in events if e.kind == "chews_back" and e.data["seat"] == 0]
    assert any(e.kind == "turn" and e.data["seat"] == 1 for e in events)  # the turn did end


def test_a_move_past_the_track_says_what_it_was_worth(gx):
    """"The game is won immediately when a player reaches the end of the track (attains 7 glory)":
    a 3-glory Food swallowed on 6 moves the pawn 1, and the log says the card was worth 3 ("gains 1
    glory" alone would read as if the card were worth 1). The floor at 0 is told the same way."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3)}}, glory=[6, 1], phase="chew")
    events = gx.act(state, "chew 0 0")
    glory = [e.text for e in events if e.kind == "glory"]
    assert glory == ["Player 1 gains 1 glory (swallowing, worth 3; the track ends at 7): 7."]
    low = gx.table(2, glory=[0, 1])
    assert [e.text for e in low.add_glory(1, -2, "Bleach")] == [
        "Player 2 loses 1 glory (Bleach, 2 due; glory never goes below 0): 0."]
    assert [e.text for e in low.add_glory(1, 3, "swallowing")] == [
        "Player 2 gains 3 glory (swallowing): 3."]


def test_an_empty_place_is_never_named_as_a_card(gx):
    """An empty place in a mouth is called empty ("Chew your empty mouth card 2"), never named as a
    card (the set's last card, Sour Grapes, for its -1), and a chew there is refused because there
    is nothing there."""
    from gamebox.engine.protocol import Action, IllegalAction
    from gamebox.games.guts import view

    state = gx.table(2, mouths={0: {0: "Jawbreaker"}}, phase="chew")
    assert view.describe(state, Action("chew", (0, 1)), 0) == "Chew your empty mouth card 2"
    with pytest.raises(IllegalAction, match="There is no card there to chew."):
        state.apply(0, Action("chew", (1, 3)))
