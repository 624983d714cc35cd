"""Spewing: the rulebook's empty "How to Spew", as designed in docs/rules/guts.md."""
from __future__ import annotations

from gamebox.games.guts import rules

N = rules.NSLOT


def test_spewing_is_mandatory_and_caused_by_feeding(gx):
    """Spewing
    This can be caused by feeding and/or certain card effects.
    It is always mandatory."""
    state = gx.table(2, mouths={0: {2: "Bleach", 3: "Vitamin Z", 4: "Laser Teeth"}},
                     plate=["Gravy of Glory"])
    assert gx.legal(state) == ["feed 0"]
    gx.act(state, "feed 0")
    legal = gx.legal(state)
    assert sorted(legal) == ["spew 2", "spew 3", "spew 4"]  # no way to decline


def test_spewer_picks_the_target_and_the_card_takes_a_glory_card(gx):
    """House rule (How to Spew): the spewer chooses the card and the opponent; the card lands in
    that opponent's leftmost free slot of its type and takes one glory card along."""
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"}, 2: {0: "Jawbreaker"}},
                     plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert sorted(gx.legal(state)) == ["at 1", "at 2"]
    gx.act(state, "at 2")
    assert gx.slot(state, 2, 1) == "Tapeworm"
    assert state.gcards[2 * N + 1] == 1 and state.supply == rules.GLORY_CARDS - 1


def test_chews_on_a_spewed_card_go_back_to_the_pool(gx):
    """House rule: a spewed card arrives clean; its chew tokens return to the pool."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"])
    pool = state.pool
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert state.chews[1 * N + 0] == 0 and state.pool == pool + 4 - 2  # 2 chews now in hand


def test_swallowing_a_spewed_card_is_worth_its_glory_cards(gx):
    """After all, it’s always more glorious to swallow something spewed at you than to just eat
    something off a plate."""
    plain = gx.table(2, mouths={0: {0: ("Shiny Thing", 2)}}, phase="chew")
    gx.act(plain, "chew 0 0")
    spewed = gx.table(2, mouths={0: {0: ("Shiny Thing", 2, 1)}}, phase="chew")
    gx.act(spewed, "chew 0 0")
    assert spewed.glory[0] == plain.glory[0] + 1


def test_a_card_spewed_twice_carries_two_glory_cards(gx):
    """House rule: glory cards stay on a card spewed again, and it takes one more."""
    state = gx.table(2, mouths={0: {0: ("Tapeworm", 1, 1), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert state.gcards[1 * N + 0] == 2


def test_no_glory_card_left_means_the_card_flies_alone(gx):
    """House rule: when the glory cards beside the board run out, a spew takes none."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: ("Jawbreaker", 0, rules.GLORY_CARDS)}},
                     plate=["Wedding Cake"])
    assert state.supply == 0
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert state.gcards[1 * N + 1] == 0


def test_the_last_glory_card_beside_the_board_still_goes_along(gx):
    """The spewed card goes to an opponent's mouth and takes a glory card along, down to the
    last one beside the board."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {2: ("Bleach", 0, rules.GLORY_CARDS - 1)}},
                     plate=["Wedding Cake"])
    assert state.supply == 1  # the other eleven ride on the Bleach
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert state.supply == 0 and state.gcards[1 * N] == 1


def test_spew_into_a_full_mouth_bumps_a_card_onwards(gx):
    """House rule: a spew landing in a full mouth makes that seat spew a card of the same type
    (its choice) to someone not yet hit in this chain; the incoming card takes its slot."""
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: "Jawbreaker", 1: ("Mystery Meat", 2)}},
                     plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    gx.act(state, "at 1")
    assert state.to_act() == (1,) and sorted(gx.legal(state)) == ["bump 0", "bump 1"]
    gx.act(state, "bump 1")
    assert gx.slot(state, 1, 1) == "Tapeworm"
    # seat 0 started the chain and seat 1 was hit: only seat 2 is left, and the card flies
    # there without a question
    assert gx.slot(state, 2, 0) == "Mystery Meat" and state.gcards[2 * N] == 1
    assert state.chews[1 * N + 1] == 0  # the Tapeworm arrived clean on the old slot


def test_a_chain_with_nobody_left_ends_in_the_discard_pile(gx):
    """House rule: when nobody is left to spew at, the card goes to the discard pile and its
    glory cards go back beside the board: every chain ends within one lap of the table."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"},
                                1: {0: "Jawbreaker", 1: ("Mystery Meat", 0, 1)}},
                     plate=["Wedding Cake"])
    supply = state.supply
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    events = gx.act(state, "bump 1")
    assert any(e.kind == "splat" for e in events)
    assert state.table.names[state.discard[-1]] == "Mystery Meat"
    # the Tapeworm holds the glory card it took; Mystery Meat's two (its old one and the one
    # its spew took) went back beside the board
    assert state.gcards[1 * N + 1] == 1
    assert state.supply == supply
    assert state.to_act() == (0,) and state.phase == rules.CHEW


def test_spew_caused_by_a_card_effect(gx):
    """House rule: a power's spew follows the same procedure; the spewing seat picks the card
    and the target (it may hit the seat whose power made it spew). A pick with one possible
    answer (the only opponent to make spew, the only seat left to hit) is not asked."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Hot Hot Hot Sauce", 1)},
                                1: {0: "Wedding Cake", 2: "Bleach"}}, phase="chew")
    gx.act(state, "chew 0 2")
    # Bleach protects seat 1's mouth from powers: nobody can be made to spew
    assert state.tasks == [] and state.to_act() == (0,)
    state2 = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Hot Hot Hot Sauce", 1)},
                                 1: {0: "Wedding Cake", 2: "Vitamin Z"}}, phase="chew")
    gx.act(state2, "chew 0 2")  # one opponent to pick: seat 1 must spew, without a question
    assert state2.to_act() == (1,) and sorted(gx.legal(state2)) == ["spew 0", "spew 2"]
    gx.act(state2, "spew 2")  # one seat it can hit: the Sauce's eater
    assert gx.slot(state2, 0, 2) == "Vitamin Z"  # the Sauce's slot is free again
    assert state2.to_act() == (0,) and state2.chews_left == 1


def test_the_prompt_to_make_room_names_the_card_being_fed(gx):
    """The card being fed has left the plate and sits nowhere while its eater spews to make
    room: the decision names it ("...to make room for the card being fed")."""
    state = gx.table(2, mouths={0: {2: "Bleach", 3: "Vitamin Z", 4: "Laser Teeth"}},
                     plate=["Gravy of Glory"])
    gx.act(state, "feed 0")
    assert state.view(0)["task"]["text"] == (
        "Player 1 must spew a Condiment to make room for Gravy of Glory")


def test_a_spew_with_one_seat_to_hit_flies_there_without_a_question(gx):
    """House rule (How to Spew, step 4): the spewer picks the opponent, but when only one seat
    can be hit (always at two seats) the card flies there at once, in the same move as the
    spew: the log tells it and nobody confirms a choice they do not have."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"}}, plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    events = gx.act(state, "spew 0")
    assert [e.kind for e in events][:4] == ["spew", "feed", "spew_at", "land"]
    assert gx.slot(state, 1, 0) == "Tapeworm" and state.to_act() == (0,)
    assert [str(a) for _, a in state.log] == ["feed 0", "spew 0"]
