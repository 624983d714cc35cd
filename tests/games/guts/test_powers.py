"""Every effect of the vocabulary, through the cards that carry it; and each told truly to
the players: a refused chew on an opponent's card says what refuses it, a power that finds
only protected targets says so, the Tapeworm's tax and the extra turn are told in their log
lines."""
from __future__ import annotations

import pytest

from gamebox.engine.paths import RULES_DIR
from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.guts import effects, rules, view
from gamebox.games.guts.game import GAME


N = rules.NSLOT

NAMED_BY_THE_RULEBOOK = {
    "Dentures": "Food", "Fridge of Virtue": "Food", "Shiny Thing": "Food",
    "Snack Product": "Food", "Tapeworm": "Food", "Tire of Doom": "Food", "Toast...er": "Food",
    "Weirdest Thing": "Food", "De-Masticator": "Condiment", "Hot Hot Hot Sauce": "Condiment",
    "Laser Teeth": "Condiment", "Right Hand Glove": "Condiment", "Side Jaw": "Condiment",
    "Vitamin Z": "Condiment",
}


def test_every_card_the_rulebook_names_loads(gx):
    """Cards can be Foods or Condiments.
    Condiment cards all have special powers:"""
    table = gx.new().table
    for name, kind in NAMED_BY_THE_RULEBOOK.items():
        card = table.index[name]
        assert table.card_info(card)["type"] == kind
    for card in range(len(table)):
        if table.kind[card] == 1:
            assert table.effect_names[card] and table.rules[card]


def test_some_foods_have_powers_others_only_flavour(gx):
    """Some have special powers, which are marked with icons; others just have flavor text."""
    table = gx.new().table
    foods = [c for c in range(len(table)) if table.kind[c] == 0]
    assert any(table.effect_names[c] for c in foods)
    plain = [c for c in foods if not table.effect_names[c]]
    assert plain and all(table.flavour[c] for c in plain)


def test_every_effect_is_used_by_some_card(gx):
    """Some cards give you glory, bringing you closer to victory, while others bolster your
    abilities or wreak havoc on an opponent’s mouth.
    (The shipped set exercises the whole vocabulary; each effect has its own test below.)"""
    table = gx.new().table
    used = {name for names in table.effect_names for name in names}
    assert used == set(effects.VOCABULARY)


def test_in_mouth_effect_holds_chewed_or_not_and_ends_when_swallowed(gx):
    """**In-Mouth Effect.** This icon denotes a power that is passively active as long as this
    card remains in your mouth (regardless of if this card has been chewed).
    (extra_chews: Vitamin Z)"""
    fresh = gx.table(2, mouths={0: {0: "Jawbreaker", 2: "Vitamin Z"}}, phase="chew")
    chewed = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Vitamin Z", 2)}}, phase="chew")
    assert fresh.chews_left == chewed.chews_left == 3
    gx.act(chewed, "chew 0 2")  # swallowed: the bonus ends with it
    assert chewed.mods(0)[effects.CHEWS] == 0


def test_swallow_effect_fires_on_swallowing(gx):
    """**Swallow Effect.** This icon denotes a power that is activated upon swallowing the card.
    (gain_glory: Gravy of Glory)"""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Gravy of Glory", 1)}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert state.glory[0] == 0
    gx.act(state, "chew 0 0")
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Gravy of Glory", 2)}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert state.glory[0] == 1


def test_fewer_chews_tire_of_doom(gx):
    """Tire of Doom (extra_chews -1): one fewer chew token each turn."""
    state = gx.table(2, mouths={0: {0: "Tire of Doom", 1: "Jawbreaker"}}, phase="chew")
    assert state.chews_left == 1


def test_chew_stack_laser_teeth(gx):
    """Laser Teeth (chew_stack 2): "unless you have a special effect" - two chews on one card."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: "Laser Teeth"}}, phase="chew")
    gx.act(state, "chew 0 0")
    assert "chew 0 0" in gx.legal(state)
    gx.act(state, "chew 0 0")
    assert state.chews[0] == 2


def test_extra_slot_and_setback_side_jaw(gx):
    """Side Jaw (extra_slot 1, gain_glory -1): a fourth Condiment slot; swallowing it costs a
    glory, and its slot closes (the card in it moves into the slot the jaw left)."""
    state = gx.table(2, mouths={0: {2: ("Side Jaw", 1), 3: "Vitamin Z", 4: "Laser Teeth",
                                    5: "Bleach"}}, glory=[2, 0], plate=["Gravy of Glory"])
    assert state.cond_capacity(0) == 4
    assert gx.legal(state) == ["feed 0"]  # four slots, all full
    gx.act(state, "feed 0")
    gx.act(state, "spew 3")
    assert gx.slot(state, 0, 3) == "Gravy of Glory"
    gx.act(state, "chew 0 2")  # swallow the Side Jaw
    assert state.glory[0] == 1
    # three slots again: the Condiment in the fourth slot moves into the freed one
    assert state.cond_capacity(0) == 3 and state.tasks == []
    assert [gx.slot(state, 0, x) for x in (2, 3, 4, 5)] == ["Bleach", "Gravy of Glory",
                                                             "Laser Teeth", None]


def test_losing_one_of_two_side_jaws_keeps_the_other_slot(gx):
    """Side Jaw (extra_slot 1): with two in a mouth (five slots) and one swallowed, four slots
    stay open; the Condiment in the fifth moves in and nothing has to be spewed."""
    state = gx.table(2, mouths={0: {2: ("Side Jaw", 1), 3: "Side Jaw", 4: "Vitamin Z",
                                    5: "Laser Teeth", 6: "Motor Oil"}}, glory=[2, 0],
                     phase="chew")
    assert state.cond_capacity(0) == 5
    gx.act(state, "chew 0 2")
    assert state.cond_capacity(0) == 4 and state.tasks == []
    assert [gx.slot(state, 0, x) for x in range(2, 7)] == ["Motor Oil", "Side Jaw", "Vitamin Z",
                                                          "Laser Teeth", None]


def test_chew_opponents_dentures(gx):
    """Dentures (chew_opponents 1): one chew per turn on an opponent's card; its owner swallows
    it, glory, power and all."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Jawbreaker"},
                                1: {0: ("Tapeworm", 2), 1: ("Shiny Thing", 1)}}, phase="chew")
    legal = gx.legal(state)
    assert "chew 1 0" in legal and "chew 1 1" in legal
    gx.act(state, "chew 1 0")
    assert state.glory[1] == 1 and gx.slot(state, 1, 0) is None  # seat 1 swallowed it
    assert not any(a.startswith("chew 1") for a in gx.legal(state))  # one per turn


def test_two_chews_for_opponents_still_go_one_per_card(gx):
    """Dentures and Sneaky Fork (chew_opponents 1 each): two chews a turn on opponents' cards,
    one per card, and never on Water (which cannot be chewed)."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Jawbreaker", 2: "Sneaky Fork"},
                                1: {0: "Shiny Thing", 1: "Water", 2: "Vitamin Z"}},
                     phase="chew")
    assert [a for a in gx.legal(state) if a.startswith("chew 1")] == ["chew 1 0", "chew 1 2"]
    gx.act(state, "chew 1 0")
    assert [a for a in gx.legal(state) if a.startswith("chew 1")] == ["chew 1 2"]


def test_protect_fridge_of_virtue(gx):
    """Fridge of Virtue (protect): opponents' powers cannot touch the cards in your mouth."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Jawbreaker"},
                                1: {0: "Fridge of Virtue", 1: ("Shiny Thing", 1)}},
                     phase="chew")
    assert not any(a.startswith("chew 1") for a in gx.legal(state))


def test_glory_tax_tapeworm(gx):
    """Tapeworm (glory_tax 1): each Food you swallow, besides this one, gives 1 less glory."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: ("Wedding Cake", 3)}}, phase="chew")
    gx.act(state, "chew 0 1")
    assert state.glory[0] == 2


def test_glory_tax_never_turns_a_food_into_a_loss(gx):
    """Tapeworm (glory_tax 1) on a 1-glory Food: nothing gained, nothing lost; the glory cards
    riding on it still count (they are not the Food's coin)."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: ("Snack Product", 1)}}, glory=[3, 0],
                     phase="chew")
    gx.act(state, "chew 0 1")
    assert state.glory[0] == 3
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: ("Snack Product", 1, 1)}}, phase="chew")
    gx.act(state, "chew 0 1")
    assert state.glory[0] == 1


def test_cloud_claims_a_chew_from_each_opponent(gx):
    """A Cloud (cloud): each opponent must place one chew on it each turn."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Wedding Cake"},
                                1: {0: ("A Cloud", 2)}}, phase="chew")
    assert gx.legal(state) == ["chew 1 0"]
    gx.act(state, "chew 1 0")
    assert state.chews[1 * N] == 3
    assert sorted(gx.legal(state)) == ["chew 0 0", "chew 0 1"]




def test_chewing_an_opponents_card_is_a_may_the_tokens_can_go_back(gx):
    """Dentures: "each turn you *may* place one chew on an opponent's card". Once the own cards
    have their chews, the last token need not go on an opponent's card (which only helps them
    towards their glory): with nothing of your own left to chew, the tokens may go back instead
    (house rule, Chew); the log says so and the turn ends."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: ("Mystery Meat", 1)}},
                     phase="chew")
    pool = state.pool
    assert gx.legal(state) == ["chew 0 0", "chew 1 0"]  # own cards first: no putting back
    gx.act(state, "chew 0 0")
    assert gx.legal(state) == ["chew 1 0", "rest"]
    assert view.describe(state, state.legal_actions(0)[-1], 0) == "Put the last chew token back"
    events = gx.act(state, "rest")
    assert [e.text for e in events if e.kind == "chews_back"] == [
        "Player 1 puts 1 chew token back rather than chew an opponent's card."]
    # the token went back to the pool; seat 1 has taken its two for its own turn
    assert state.cur == 1 and state.chews[1 * N] == 1 and state.pool == pool + 1 - 2


def test_a_clouds_claim_cannot_be_put_back(gx):
    """A Cloud's "must place one of their chews on this card" is no "may": while it claims a
    chew, the tokens cannot go back, even with Dentures in the mouth."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: "A Cloud"}}, phase="chew")
    assert gx.legal(state) == ["chew 1 0"]
    gx.act(state, "chew 1 0")
    assert gx.legal(state) == ["chew 0 0"]
    gx.act(state, "chew 0 0")
    assert state.cur == 1  # the Dentures' chew on the Cloud was the claim itself: done

def test_a_cloud_claims_its_chew_from_any_seat_and_mouth_card(gx):
    """A Cloud: "each opponent must place one of their chews on this card each turn", from
    whichever opponent's mouth and mouth card it sits in (here the third seat's second mouth
    card, with the second seat between), and only once per turn."""
    state = gx.table(3, mouths={0: {0: "Jawbreaker"}, 1: {1: "Wedding Cake"},
                                2: {0: "Humble Pie", 1: ("A Cloud", 1)}}, phase="chew")
    assert gx.legal(state) == ["chew 2 1"]
    gx.act(state, "chew 2 1")
    assert state.chews[2 * N + 1] == 2
    assert gx.legal(state) == ["chew 0 0"]

def test_water_cannot_be_chewed_and_gains_a_chew_on_swallows(gx):
    """Water (water): cannot be chewed normally; gains a chew whenever its owner swallows."""
    state = gx.table(2, mouths={0: {0: "Water", 1: ("Snack Product", 1)}}, phase="chew")
    assert gx.legal(state) == ["chew 0 1"]
    gx.act(state, "chew 0 1")
    assert state.chews[0] == 1


def test_water_gains_its_chew_in_any_seat_and_slot(gx):
    """Water: it gains a chew whenever its owner swallows another card (here the second seat,
    with Water in its second mouth card)."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker"},
                                1: {0: ("Snack Product", 1), 1: "Water"}}, cur=1, phase="chew")
    gx.act(state, "chew 1 0")
    assert state.chews[1 * N + 1] == 1


def test_chews_now_toast_er(gx):
    """Toast...er (chews_now 2): it pops - two more chews this turn."""
    state = gx.table(2, mouths={0: {0: ("Toast...er", 2), 1: "Jawbreaker", 2: "Laser Teeth"}},
                     phase="chew")
    gx.act(state, "chew 0 0")
    assert state.chews_left == 3


def test_opponents_lose_glory_weirdest_thing(gx):
    """Weirdest Thing (opponents_lose_glory 1): every opponent loses 1 glory (not below 0)."""
    state = gx.table(3, mouths={0: {0: ("Weirdest Thing", 3)}}, glory=[1, 3, 0], phase="chew")
    gx.act(state, "chew 0 0")
    assert state.glory == [3, 2, 0]


def test_force_spew_box_of_spiders(gx):
    """Box of Spiders (force_spew): pick an opponent; they must spew a card of their choice."""
    state = gx.table(3, mouths={0: {0: ("Box of Spiders", 1), 1: "Jawbreaker"},
                                1: {0: "Wedding Cake"}, 2: {}}, phase="chew")
    gx.act(state, "chew 0 0")
    # seat 2 has nothing to spew: seat 1 is the only opponent to pick, so it is not asked
    assert state.to_act() == (1,) and gx.legal(state) == ["spew 0"]
    state = gx.table(3, mouths={0: {0: ("Box of Spiders", 1), 1: "Jawbreaker"},
                                1: {0: "Wedding Cake"}, 2: {0: "Tapeworm"}}, phase="chew")
    gx.act(state, "chew 0 0")
    assert gx.legal(state) == ["force 1", "force 2"]


def test_spew_own_motor_oil(gx):
    """Motor Oil (spew_own): you must spew a card of your choice."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Jawbreaker", 2: "Motor Oil"}},
                     phase="chew")
    gx.act(state, "chew 0 2")
    assert state.to_act() == (0,) and sorted(gx.legal(state)) == ["spew 0", "spew 1"]
    gx.act(state, "spew 0")
    assert gx.slot(state, 1, 0) == "Tapeworm"


def test_steal_right_hand_glove(gx):
    """Right Hand Glove (steal): a card from an opponent's mouth into a free slot of yours,
    chews and glory cards included."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing", 2: ("Right Hand Glove", 1)},
                                1: {0: ("Wedding Cake", 2, 1), 2: "Vitamin Z"}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert gx.legal(state) == ["steal 1 2"]  # no free Food slot for the cake
    gx.act(state, "steal 1 2")
    assert gx.slot(state, 0, 2) == "Vitamin Z" and gx.slot(state, 1, 2) is None


def test_unchew_de_masticator(gx):
    """De-Masticator (unchew): remove every chew token from one card in an opponent's mouth."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("De-Masticator", 1)},
                                1: {0: ("Wedding Cake", 3), 1: "Shiny Thing"}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert gx.legal(state) == ["unchew 1 0"]
    gx.act(state, "unchew 1 0")
    assert state.chews[1 * N] == 0


def test_steal_reaches_only_unprotected_opponents(gx):
    """Right Hand Glove (steal): never a card of your own mouth, nor one behind a Fridge of
    Virtue (protect)."""
    state = gx.table(3, mouths={0: {0: "Jawbreaker", 2: ("Right Hand Glove", 1), 3: "Vitamin Z"},
                                1: {0: "Fridge of Virtue", 2: "Laser Teeth"},
                                2: {3: "Motor Oil"}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert gx.legal(state) == ["steal 2 3"]


def test_unchew_reaches_any_chewed_card_of_an_unprotected_opponent(gx):
    """De-Masticator (unchew): a card with a single chew on it qualifies; your own mouth and a
    protected one (Fridge of Virtue) are out of reach."""
    state = gx.table(3, mouths={0: {0: ("Jawbreaker", 1), 2: ("De-Masticator", 1)},
                                1: {0: "Fridge of Virtue", 1: ("Wedding Cake", 2)},
                                2: {0: "Shiny Thing", 1: ("Mystery Meat", 1)}}, phase="chew")
    gx.act(state, "chew 0 2")
    assert gx.legal(state) == ["unchew 2 1"]
    gx.act(state, "unchew 2 1")
    assert state.chews[2 * N + 1] == 0 and state.chews[0] == 1


def test_chewing_opponents_cards_gives_no_protection(gx):
    """Dentures (chew_opponents) and Fridge of Virtue (protect) are separate powers: a mouth
    with Dentures can still be chewed by another seat's Dentures."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Jawbreaker"},
                                1: {0: "Dentures", 1: ("Shiny Thing", 1)}}, phase="chew")
    assert not state.protected(1)
    assert "chew 1 1" in gx.legal(state)


def test_extra_turn_time_machine(gx):
    """Time Machine (extra_turn): take another turn after this one."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Time Machine", 3)}},
                     plate=["Snack Product"], deck=["Shiny Thing", "Mystery Meat"], phase="chew")
    gx.act(state, "chew 0 2")
    gx.act(state, "chew 0 0")
    assert state.cur == 0 and state.phase == rules.FEED
    gx.act(state, "feed 0 1")
    gx.act(state, "chew 0 0")
    gx.act(state, "chew 0 1")
    assert state.cur == 1


def test_bleach_protects_but_costs_glory(gx):
    """Bleach (protect, gain_glory -2): protection in the mouth, a loss when swallowed."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Bleach", 1)}}, glory=[3, 0],
                     phase="chew")
    assert state.protected(0)
    gx.act(state, "chew 0 2")
    assert state.glory[0] == 1 and not state.protected(0)


def test_underdog_glory_humble_pie(gx):
    """Humble Pie (underdog_glory 2): 2 more glory if nobody has less glory than you."""
    low = gx.table(3, mouths={0: {0: ("Humble Pie", 2)}}, glory=[1, 1, 4], phase="chew")
    gx.act(low, "chew 0 0")
    assert low.glory[0] == 1 + 1 + 2
    high = gx.table(3, mouths={0: {0: ("Humble Pie", 2)}}, glory=[2, 1, 4], phase="chew")
    gx.act(high, "chew 0 0")
    assert high.glory[0] == 2 + 1


def test_leader_loses_sour_grapes(gx):
    """Sour Grapes (leader_loses 1): "whoever leads the table loses 1 glory, unless you lead
    it too": every seat with the most glory loses 1 while they lead the swallower."""
    state = gx.table(4, mouths={0: {2: ("Sour Grapes", 1)}}, glory=[4, 5, 5, 2], phase="chew")
    gx.act(state, "chew 0 2")
    assert state.glory == [4, 4, 4, 2]


@pytest.mark.parametrize("glory", [[6, 5, 5, 2], [5, 5, 3, 2]], ids=["leads", "shares"])
def test_sour_grapes_swallowed_by_a_leader_hits_nobody(gx, glory):
    """"... unless you lead it too": swallowed by the leader, or by a seat sharing the lead,
    Sour Grapes takes nobody's glory (it is a catch-up card), and the log says why."""
    state = gx.table(4, mouths={0: {2: ("Sour Grapes", 1)}}, glory=list(glory), phase="chew")
    events = gx.act(state, "chew 0 2")
    assert state.glory == glory
    assert [e.text for e in events if e.kind == "no_leader"] == [
        "Nobody leads Player 1: no opponent loses glory."]


def test_swallow_powers_outside_your_own_turn(gx):
    """House rule: a card swallowed in someone else's turn (chewed by their Dentures or on a
    Cloud) resolves for its owner; extra chews "this turn" are lost, an extra turn comes right
    after the current one."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Jawbreaker"},
                                1: {0: ("Toast...er", 2), 2: ("Time Machine", 3)}},
                     plate=["Snack Product"], deck=["Water", "Shiny Thing", "Bleach"],
                     phase="chew")
    events = gx.act(state, "chew 1 0")
    assert any(e.kind == "wasted" for e in events) and state.chews_left == 1
    state2 = gx.table(3, mouths={0: {0: "Dentures", 1: "Jawbreaker"},
                                 1: {0: "Shiny Thing", 2: ("Time Machine", 3)}},
                      plate=["Snack Product"], deck=["Water", "Shiny Thing", "Bleach"],
                      phase="chew")
    gx.act(state2, "chew 1 2")  # seat 1's Time Machine, swallowed in seat 0's turn
    assert state2.bonus_turns == [1]
    gx.act(state2, "chew 0 1")
    assert state2.cur == 1 and state2.turn_pos == 0  # the extra turn, outside the rotation
    gx.act(state2, "feed 0 1")
    gx.act(state2, "chew 1 0")
    gx.act(state2, "chew 1 1")
    # then the rotation goes on from seat 0: seat 1's own turn is next anyway
    assert state2.cur == 1 and state2.turn_pos == 1 and state2.bonus_turns == []


def test_spewing_a_side_jaw_does_not_make_room(gx):
    """House rule: spewing the Side Jaw closes its slot too, so another Condiment must go."""
    state = gx.table(2, mouths={0: {2: "Side Jaw", 3: "Vitamin Z", 4: "Laser Teeth",
                                    5: "Bleach"}}, plate=["Gravy of Glory"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 2")
    assert state.tasks and state.tasks[-1][0] == "room" and state.held >= 0
    assert sorted(gx.legal(state)) == ["spew 2", "spew 3", "spew 4"]
    gx.act(state, "spew 3")
    assert state.held == -1 and "Gravy of Glory" in [gx.slot(state, 0, x) for x in (2, 3, 4)]


def test_protection_does_not_stop_an_incoming_spew(gx):
    """House rule: protection keeps powers off your cards, but anyone may be spewed at."""
    state = gx.table(2, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"}, 1: {2: "Bleach"}},
                     plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 0")
    assert gx.slot(state, 1, 0) == "Tapeworm"


def test_stealing_a_side_jaw_closes_its_slot_in_the_victims_mouth(gx):
    """Right Hand Glove (steal) on a Side Jaw: the slot it opened closes behind it, and the
    Condiment that sat in that slot moves into the one the jaw left."""
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("Right Hand Glove", 1)},
                                1: {2: "Side Jaw", 3: "Vitamin Z", 4: "Laser Teeth",
                                    5: "Motor Oil"}}, phase="chew")
    gx.act(state, "chew 0 2")
    gx.act(state, "steal 1 2")
    assert state.cond_capacity(1) == 3 and state.cond_capacity(0) == 4
    assert [gx.slot(state, 1, x) for x in (2, 3, 4, 5)] == ["Motor Oil", "Vitamin Z",
                                                             "Laser Teeth", None]


def test_a_stolen_card_keeps_its_chews_and_glory_cards(gx):
    """House rule: stealing moves the card as it is."""
    state = gx.table(2, mouths={0: {1: "Shiny Thing", 2: ("Right Hand Glove", 1)},
                                1: {0: ("Wedding Cake", 2, 1)}}, phase="chew")
    gx.act(state, "chew 0 2")
    gx.act(state, "steal 1 0")
    assert gx.slot(state, 0, 0) == "Wedding Cake"
    assert state.chews[0] == 2 and state.gcards[0] == 1


def test_a_power_with_nothing_to_act_on_says_so_in_words(gx):
    """House rule (docs/rules/guts.md): a power whose choice has no possible target does
    nothing, and the log says so in players' words (no internal task names)."""
    state = gx.table(2, mouths={0: {2: "Motor Oil"}, 1: {0: "Jawbreaker"}}, phase="chew")
    events = gx.act(state, "chew 0 2")
    fizzled = [e for e in events if e.kind == "fizzle"]
    assert [e.text for e in fizzled] == ["Player 1 has no card to spew, so nothing is spewed."]
    assert "spewpick" not in " ".join(e.text for e in events)


def _rulebook() -> str:
    """The rulebook the refusals quote, where the rules screen reads it."""
    path = RULES_DIR / GAME.rules_file
    if not path.is_file():
        pytest.skip("the Guts of Glory rulebook is not on this machine")
    return path.read_text(encoding="utf-8")


def _refusal(state, owner: int, x: int, seat: int = 0) -> str:
    """The refusal the player reads for chewing the card at (owner, x): what `apply` raises."""
    action = Action("chew", (owner, x))
    assert action not in state.legal_actions(seat)
    with pytest.raises(IllegalAction) as refused:
        state.apply(seat, action)
    return str(refused.value)


def _texts(events, kind: str) -> list[str]:
    return [e.text for e in events if e.kind == kind]


# ---- refused chews on an opponent's card -------------------------------------------------
def test_a_refused_chew_on_a_protected_players_card_names_what_protects_it(gx):
    """With Dentures in the mouth, a chew on the card of a player who holds a Fridge of Virtue is
    refused with the card that protects the owner, quoted (not "You can only chew an opponent's
    card with a power that allows it": the player has such a power)."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: "Fridge of Virtue", 1: "Tapeworm"}},
                     phase="chew")
    text = _refusal(state, 1, 1)
    assert text == ("Player 2's Fridge of Virtue protects their cards: \u201cIn mouth: "
                    "opponents' powers cannot touch the cards in your mouth.\u201d")
    # two protectors: both are named (Bleach's swallow power has no say and is left out)
    state = gx.table(2, mouths={0: {2: "Sneaky Fork"},
                                1: {0: "Fridge of Virtue", 1: "Tapeworm", 2: "Bleach"}},
                     phase="chew")
    text = _refusal(state, 1, 1)
    assert text.startswith("Player 2's Fridge of Virtue and Bleach protect their cards: ")
    assert "Swallow" not in text


def test_a_refused_chew_without_a_power_says_no_card_in_the_mouth_allows_it(gx):
    """Without any power, the refusal says that no card in the mouth allows it, names such cards
    and quotes the rulebook's Chew step."""
    state = gx.table(2, mouths={0: {0: "Shiny Thing"}, 1: {0: "Jawbreaker"}}, phase="chew")
    text = _refusal(state, 1, 0)
    assert text.startswith("Only a power (such as Dentures or Sneaky Fork) lets you chew an "
                           "opponent's card, and none in your mouth does. Rule: ")
    quoted = text.split("\u201c")[1].rstrip("\u201d")
    assert quoted in _rulebook()


def test_a_refused_chew_once_the_turns_chews_on_opponents_are_used(gx):
    """After the one chew Dentures allows on an opponent's card, a second opponent's card is
    refused because that chew is already placed this turn (the chews two powers allow, counted),
    quoting the card; not as if the player had no power."""
    state = gx.table(2, mouths={0: {0: "Dentures"}, 1: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 1) == (
        "You have already placed your chew on an opponent's card this turn. Dentures: "
        "\u201cIn mouth: each turn you may place one chew on an opponent's card (one per "
        "card).\u201d")
    state = gx.table(2, mouths={0: {0: "Dentures", 2: "Sneaky Fork", 3: "Vitamin Z"},
                                1: {0: "Jawbreaker", 1: "Shiny Thing", 2: "Laser Teeth"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    gx.act(state, "chew 1 1")
    assert _refusal(state, 1, 2).startswith(
        "You have already placed your 2 chews on opponents' cards this turn. Dentures: ")


def test_a_refused_second_chew_on_the_same_opponents_card(gx):
    """A second chew on the opponent's card just chewed is refused because that card already has
    the player's chew this turn (not with the "needs a power" sentence)."""
    state = gx.table(2, mouths={0: {0: "Dentures", 2: "Sneaky Fork"}, 1: {0: "Jawbreaker"}},
                     phase="chew")
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 0).startswith("That card already has your chew this turn. "
                                            "Dentures: \u201cIn mouth: each turn")


def test_a_refused_chew_on_water_says_nobody_may_chew_it(gx):
    """A chew on Water, an opponent's (with Dentures in the mouth) or one's own, is refused because
    nobody may chew Water, quoting it (neither "needs a power" nor "That card cannot be chewed
    now.")."""
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Water"}, 1: {0: "Water"}},
                     phase="chew")
    expected = ("Nobody may chew Water. Water: \u201cIn mouth: cannot be chewed; it gains a "
                "chew whenever you swallow another card.\u201d")
    assert _refusal(state, 1, 0) == expected
    assert _refusal(state, 0, 1) == expected


def test_a_refused_chew_while_a_cloud_claims_one_says_so(gx):
    """While an opponent's A Cloud still claims its chew, a chew elsewhere (an opponent's card with
    Dentures, or one's own) is refused because the Cloud takes one of the chews first, quoting it.
    """
    state = gx.table(2, mouths={0: {0: "Dentures", 1: "Shiny Thing"},
                                1: {0: "A Cloud", 1: "Jawbreaker"}}, phase="chew")
    expected = ("First, A Cloud in Player 2's mouth takes one of your chews. A Cloud: "
                "\u201cIn mouth: each opponent must place one of their chews on this card each "
                "turn.\u201d")
    assert _refusal(state, 1, 1) == expected
    assert _refusal(state, 0, 1) == expected
    # once the Cloud has its chew, a second one on it is refused as the card's chew this turn
    gx.act(state, "chew 1 0")
    assert _refusal(state, 1, 0).startswith("That card already has your chew this turn.")


# ---- powers with nothing to act on but protected cards -----------------------------------
def test_an_unchew_that_finds_only_protected_chewed_cards_says_so(gx):
    """De-Masticator, swallowed while the only chewed cards sit in a mouth with a Fridge of Virtue,
    logs that those chewed cards are protected (the board shows chewed cards, so "There is no
    chewed card Player 1 can un-chew" alone would read false); with nothing protected (or nothing
    chewed), the line stays the plain one."""
    mouths = {0: {2: ("De-Masticator", 1)}, 1: {0: ("Fridge of Virtue", 3), 1: ("Tapeworm", 2)}}
    state = gx.table(2, mouths=mouths, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is no chewed card Player 1 can un-chew: Player 2's chewed cards are protected, "
        "so the power does nothing."]
    state = gx.table(2, mouths={0: {2: ("De-Masticator", 1)},
                                1: {0: "Fridge of Virtue", 1: "Tapeworm"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is no chewed card Player 1 can un-chew: the power does nothing."]


def test_a_steal_that_finds_only_protected_cards_says_so(gx):
    """Right Hand Glove with every card in reach held by a protected player says which players are
    protected (all of them, at a bigger table), not only "There is nothing Player 1 can steal"."""
    state = gx.table(3, mouths={0: {2: ("Right Hand Glove", 1)}, 1: {0: "Fridge of Virtue"},
                                2: {2: "Bleach", 3: "Vitamin Z"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is nothing Player 1 can steal: Player 2's and Player 3's cards are protected, "
        "so the power does nothing."]
    state = gx.table(2, mouths={0: {2: ("Right Hand Glove", 1)}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "There is nothing Player 1 can steal: the power does nothing."]


def test_a_forced_spew_that_finds_only_protected_players_says_so(gx):
    """Hot Hot Hot Sauce against a table of protected players says who is protected; a protected
    player with an empty mouth is not named (there was nothing to spew anyway)."""
    state = gx.table(3, mouths={0: {2: ("Hot Hot Hot Sauce", 1)}, 1: {0: "Fridge of Virtue"}},
                     phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "Nobody can be made to spew: Player 2 is protected, so Player 1's power does nothing."]
    state = gx.table(3, mouths={0: {2: ("Hot Hot Hot Sauce", 1)}, 1: {0: "Fridge of Virtue"},
                                2: {0: "Fridge of Virtue"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 2"), "fizzle") == [
        "Nobody can be made to spew: Player 2 and Player 3 are protected, so Player 1's "
        "power does nothing."]


# ---- the Tapeworm's tax in the log -------------------------------------------------------
def test_the_tapeworm_tax_is_told_in_the_glory_line(gx):
    """Swallowing a 3-glory Wedding Cake with a Tapeworm in the mouth logs what the swallow was
    worth and what the Tapeworm took, so the third glory is not lost from view."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Tapeworm"}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 0"), "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 3; the Tapeworm takes 1): 2."]
    assert state.glory[0] == 2


def test_the_tapeworm_tax_and_the_end_of_the_track_are_told_together(gx):
    """With a Tapeworm and the pawn near 7, the line tells both cuts, in the order they happen; the
    pawn still stops at 7 and wins."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3, 1), 1: "Tapeworm"}},
                     glory=[5, 0], phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 4; the Tapeworm takes 1; the track ends at "
        "7): 7."]
    glory = [e for e in events if e.kind == "glory"][0]
    assert glory.data == {"seat": 0, "delta": 2, "glory": 7} and state.winners == (0,)


def test_a_taxed_move_that_just_reaches_7_is_not_cut_by_the_track(gx):
    """A taxed move that ends exactly on 7 is not cut by the track: the line tells the Tapeworm's
    share only, and the pawn wins on 7."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Tapeworm"}},
                     glory=[5, 0], phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "glory") == [
        "Player 1 gains 2 glory (swallowing, worth 3; the Tapeworm takes 1): 7."]
    assert state.winners == (0,)


def test_a_tax_that_takes_the_whole_coin_is_told_in_the_swallow_line(gx):
    """A 1-glory Snack Product swallowed with a Tapeworm moves no pawn; the swallow line says the
    Tapeworm took it."""
    state = gx.table(2, mouths={0: {0: ("Snack Product", 1), 1: "Tapeworm"}}, phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "swallow") == [
        "Player 1 swallows Snack Product (worth 1; the Tapeworm takes 1)."]
    assert _texts(events, "glory") == [] and state.glory[0] == 0


def test_a_swallow_without_a_tax_is_told_plainly(gx):
    """No Tapeworm, or a Tapeworm that has nothing to take (a Condiment, the Tapeworm's own
    swallow): the swallow and glory lines say nothing of a tax."""
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: "Shiny Thing"}}, phase="chew")
    events = gx.act(state, "chew 0 0")
    assert _texts(events, "swallow") == ["Player 1 swallows Wedding Cake."]
    assert _texts(events, "glory") == ["Player 1 gains 3 glory (swallowing): 3."]
    state = gx.table(2, mouths={0: {1: "Tapeworm", 2: ("Gravy of Glory", 2)}}, phase="chew")
    events = gx.act(state, "chew 0 2")
    assert _texts(events, "swallow") == ["Player 1 swallows Gravy of Glory."]
    assert _texts(events, "glory") == ["Player 1 gains 1 glory (the card's power): 1."]
    state = gx.table(2, mouths={0: {1: ("Tapeworm", 2)}}, phase="chew")
    assert _texts(gx.act(state, "chew 0 1"), "glory") == [
        "Player 1 gains 1 glory (swallowing): 1."]


# ---- the extra turn in the log -----------------------------------------------------------
def test_the_extra_turn_is_not_announced_twice_in_the_same_words(gx):
    """Swallowing Time Machine logs "Player 1 will take another turn." and, when the turn ends,
    that the extra turn begins, in other words (not the same line twice); both events keep their
    kinds and data."""
    state = gx.table(2, mouths={0: {2: ("Time Machine", 3)}}, plate=["Shiny Thing"],
                     deck=["Jawbreaker", "Wedding Cake"], phase="chew")
    events = gx.act(state, "chew 0 2")
    won = [e for e in events if e.kind == "extra_turn"]
    begins = [e for e in events if e.kind == "bonus_turn"]
    assert [(e.text, e.data) for e in won] == [("Player 1 will take another turn.",
                                                {"seat": 0})]
    assert [(e.text, e.data) for e in begins] == [("Player 1 now plays the extra turn they won.",
                                                   {"seat": 0})]
    assert "another turn" not in begins[0].text
    assert state.cur == 0 and state.to_act() == (0,)
