"""Whole games: determinism, replay, the engine's per-step checks, bots, views and undo."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gamebox.engine import checks, simulate
from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.engine.match import SeatSpec
from gamebox.engine.protocol import Action, GameState
from gamebox.engine.rng import Rng
from gamebox.engine.search import QUICK
from gamebox.games.guts import rules
from gamebox.games.guts.game import GAME


def _random_game(content, seats: int, seed: int, check: bool = False,
                 first_game: bool = False) -> GameState:
    state = GAME.new_state(seats, {"first_game": first_game}, seed, content)
    rng = Rng(seed + 99)
    while not state.is_over():
        if check:
            checks.check_step(state)
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_every_check(gx, seats):
    """Cards, glory cards and chew tokens are conserved (check_invariants) at every step, the
    state clones, round-trips through JSON and replays exactly."""
    for seed in range(3):
        state = _random_game(gx.content, seats, seed, check=True)
        checks.check_end(state)
        assert state.result().winners


def test_a_clone_shares_no_list_with_its_original(gx):
    """`_clone_into` names the lists it copies one by one (for speed): a list field added to the
    state and forgotten there would be shared between a bot's lookahead and the real table."""
    state = _random_game(gx.content, 4, 5)
    copy = state.clone()
    assert not hasattr(state, "__dict__"), "the state keeps its fields in slots"
    never_changed = {"game_cards", "_legal"}  # replaced whole, never changed in place
    for name in type(state).__slots__:
        value = getattr(state, name)
        if isinstance(value, (list, dict, set)) and name not in never_changed:
            assert getattr(copy, name) is not value, f"the clone shares {name}"
        assert getattr(copy, name) == value, name


def test_first_game_option_plays_to_the_end(gx):
    state = _random_game(gx.content, 2, 4, check=True, first_game=True)
    checks.check_end(state)


def test_same_seed_and_actions_give_the_same_game(gx):
    a = _random_game(gx.content, 4, 21)
    b = _random_game(gx.content, 4, 21)
    assert a == b and a.log == b.log
    c = _random_game(gx.content, 4, 22)
    assert a.log != c.log
    back = GameState.from_json(GAME, json.loads(json.dumps(a.to_json())), gx.content,
                               replay=True)
    assert back == a


def test_checks_catch_a_broken_conservation(gx):
    """The invariant is not toothless: a chew token that vanishes is caught."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 2)}}, phase="chew")
    state.pool -= 1
    with pytest.raises(AssertionError, match="chew tokens"):
        state.check_invariants()
    state.pool += 1
    state.supply -= 1
    with pytest.raises(AssertionError, match="glory cards"):
        state.check_invariants()
    state.supply += 1
    state.discard.append(state.table.index["Bleach"])
    with pytest.raises(AssertionError, match="cards"):
        state.check_invariants()


def test_after_the_reveal_nothing_is_hidden_every_view_is_the_public_one(gx):
    """Only the deck, and hunger and anger until they are revealed, are secret: once play has
    begun every seat sees the public table and there is nowhere to plant a marker."""
    state = _random_game(gx.content, 3, 5)
    begun = GAME.new_state(3, None, 5, gx.content)
    for seat in range(3):
        begun.apply(seat, Action("hunger", (seat,)))
        begun.apply(seat, Action("anger", (seat,)))
    for s in (begun, state):
        assert s.phase != rules.DECLARE
        assert s.view(0) == s.view(1) == s.view(2) == s.view(None)
        assert s.plant_private_marker(0, "x") is False
    assert GAME.hidden_information is False


@pytest.mark.parametrize("level", ["easy", "normal", "hard", PLAYOUT_SENSE])
def test_bots_at_every_level_finish_games(gx, level):
    """Every level, and the playout's sense the hard bot's search rolls out with; hard
    searches the quick iteration budget."""
    for seed in range(3):
        match = simulate.play_one(GAME, [SeatSpec("bot", level)] * 3, seed, content=gx.content,
                                  think=QUICK)
        assert match.state.is_over()


def test_bots_are_deterministic_and_choose_legal_actions(gx):
    one = simulate.play_one(GAME, [SeatSpec("bot", "normal")] * 2, 7, content=gx.content)
    two = simulate.play_one(GAME, [SeatSpec("bot", "normal")] * 2, 7, content=gx.content)
    assert one.state.log == two.state.log


def test_normal_bots_beat_easy_bots(gx):
    """The levels differ: normal bots win most games against random ones."""
    wins = 0
    for seed in range(20):
        seats = [SeatSpec("bot", "normal"), SeatSpec("bot", "easy")]
        match = simulate.play_one(GAME, seats, seed, content=gx.content)
        wins += match.state.result().winners == (0,)
    assert wins >= 14


def test_the_playout_sense_takes_a_winning_swallow(gx):
    state = gx.table(2, mouths={0: {0: ("Wedding Cake", 3), 1: ("Snack Product", 1)}},
                     glory=[4, 0], phase="chew")
    bot = GAME.make_bot(0, PLAYOUT_SENSE, 1)
    assert bot.choose(state.view(0), state.legal_actions(0)) == Action("chew", (0, 0))


def test_a_placed_chew_can_be_taken_back_until_a_swallow(gx):
    """House rule (presentation): a chew may be taken back until a card is swallowed or
    revealed; the engine's undo does it."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 0), 1: ("Snack Product", 1)}},
                     phase="chew")
    state.undo_enabled = True
    gx.act(state, "chew 0 0")
    assert state.can_undo(0)
    state.undo(0)
    assert state.chews[0] == 0 and state.chews_left == 2
    gx.act(state, "chew 0 1")  # swallows the Snack Product
    assert not state.can_undo(0)


def test_rules_import_no_pygame():
    code = ("import sys; import gamebox.games.guts.rules, gamebox.games.guts.bots; "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_describe_and_refusals_read_well(gx):
    state = gx.table(2, mouths={1: {0: "Tapeworm"}}, plate=["Wedding Cake", "Vitamin Z"])
    assert state.describe(Action("feed", (0,)), 0) == "Feed Wedding Cake"
    assert state.describe(Action("chew", (1, 0)), 0) == "Chew Player 2's Tapeworm"
    gx.act(state, "feed 1")
    assert state.describe(Action("place", (2,)), 0) == "Put Vitamin Z into slot 1"
    assert "Rule:" in state.why_illegal(0, Action("place", (0,)))
    assert GAME.rules_file == "guts-of-glory.txt"


def test_counted_words_agree_with_their_numbers(gx):
    """The log reads as English: one chew token, one glory card, one chew; two of each."""
    def texts(events):
        return [e.text for e in events]

    tire = gx.table(2, mouths={0: {0: "Tire of Doom"}}, phase="feed", plate=["Snack Product"])
    assert "Player 1 takes 1 chew token." in texts(gx.act(tire, "feed 0 1"))
    two = gx.table(2, mouths={0: {0: "Jawbreaker"}}, phase="feed", plate=["Vitamin Z"])
    assert "Player 1 takes 3 chew tokens." in texts(gx.act(two, "feed 0 2"))
    for gc, words in ((1, "1 glory card"), (2, "2 glory cards")):
        state = gx.table(2, mouths={0: {0: ("Snack Product", 1, gc)}}, phase="chew")
        assert f"Player 1 swallows Snack Product with {words}." in texts(gx.act(state, "chew 0 0"))
    for gc, words in ((0, "1 glory card"), (1, "2 glory cards")):
        state = gx.table(2, mouths={0: {0: ("Tapeworm", 0, gc), 1: "Shiny Thing"}},
                         plate=["Wedding Cake"])
        gx.act(state, "feed 0")
        assert f"Player 1 spews Tapeworm ({words} attached)." in texts(gx.act(state, "spew 0"))
    for chews, words in ((1, "1 chew"), (2, "2 chews")):
        state = gx.table(2, mouths={0: {0: "Jawbreaker", 2: ("De-Masticator", 1)},
                                    1: {0: ("Wedding Cake", chews)}}, phase="chew")
        gx.act(state, "chew 0 2")
        assert (f"Player 1 removes {words} from Wedding Cake in Player 2's mouth."
                in texts(gx.act(state, "unchew 1 0")))


def test_a_refused_feed_says_which_rule_it_breaks(gx):
    """A Food card can only go on the two mouth cards, while a Condiment card can only go in one
    of the three slots in-between. (A refusal names the card's type, or the taken slot.)"""
    def holding(plate_place: int):
        state = gx.table(2, mouths={0: {0: "Tapeworm", 2: "Laser Teeth"}},
                         plate=["Wedding Cake", "Vitamin Z"])
        gx.act(state, f"feed {plate_place}")  # taken from the plate: its slot comes next
        return state

    food, condiment = holding(0), holding(1)
    wrong_food = food.why_illegal(0, Action("place", (2,)))
    wrong_condiment = condiment.why_illegal(0, Action("place", (1,)))
    assert wrong_food.startswith("Wedding Cake is a Food. Rule:")
    assert wrong_condiment.startswith("Vitamin Z is a Condiment. Rule:")
    assert food.why_illegal(0, Action("place", (0,))).startswith("That slot is taken.")
    assert condiment.why_illegal(0, Action("place", (2,))).startswith("That slot is taken.")
    # the fourth Condiment slot is closed without a Side Jaw: not a place for a Condiment
    assert condiment.why_illegal(0, Action("place", (5,))).startswith(
        "Vitamin Z is a Condiment.")


def test_two_copies_of_a_card_get_different_labels(gx):
    """Two Tapeworms on the plate (or two Bleaches in a mouth): each button names its card's
    place, so no two buttons read the same."""
    state = gx.table(2, mouths={0: {2: "Bleach", 3: "Bleach"}, 1: {3: "Bleach", 4: "Bleach"}},
                     plate=["Tapeworm", "Tapeworm", "Vitamin Z"])
    labels = [state.describe(a, 0) for a in state.legal_actions(0)]
    assert len(labels) == len(set(labels))
    assert "Feed Tapeworm (plate 1)" in labels and "Feed Tapeworm (plate 2)" in labels
    assert "Feed Vitamin Z" in labels  # a single copy needs no place
    assert state.describe(Action("chew", (0, 3)), 0) == "Chew your Bleach (slot 2)"
    assert state.describe(Action("chew", (1, 4)), 0) == "Chew Player 2's Bleach (slot 3)"
    assert state.describe(Action("spew", (2,)), 0) == "Spew your Bleach (slot 1)"
    full = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Water"}},
                    plate=["Tapeworm", "Tapeworm"])
    labels = [full.describe(a, 0) for a in full.legal_actions(0)]
    assert labels == ["Feed Tapeworm (plate 1), spew for room",
                      "Feed Tapeworm (plate 2), spew for room"]


def test_balance_tool_reports_shares_and_lengths(gx):
    """The balance figures of docs/rules/guts.md come from this measurement (small here)."""
    from gamebox.games.guts.balance import measure

    r = measure(2, 6, content=gx.content)
    assert abs(sum(r["share"]) - 100) < 1e-6 and sum(r["lengths"].values()) == 6
    assert 4 <= r["median"] <= 20


def test_the_playout_sense_keeps_gifts_away_from_the_leader(gx):
    state = gx.table(3, mouths={0: {0: "Tapeworm", 1: "Shiny Thing"}}, glory=[0, 6, 1],
                     plate=["Wedding Cake"])
    gx.act(state, "feed 0")
    gx.act(state, "spew 1")  # the Shiny Thing flies, with a glory card
    sense = GAME.make_bot(0, PLAYOUT_SENSE, 1)
    assert sense.choose(state.view(0), state.legal_actions(0)) == Action("at", (2,))


def test_the_shared_action_tables_come_out_of_whole_games_unchanged(gx):
    """The rules hand the board's prebuilt lists (spew, bump, chew and target choices) out as
    legal lists without a copy (speed pass 8); the protocol makes legal lists read-only. A
    caller that changed one would change every later game in the process: after random games,
    bot games at every level and undo, every table is as it was built."""
    from gamebox.games.guts import board

    names = ("SPEW_LISTS", "BUMP_LISTS", "CHEW_LISTS", "AT_LISTS")
    before = {name: repr(getattr(board, name)) for name in names}
    for seats in (2, 3, 4):
        _random_game(gx.content, seats, seats, check=True)
    for level in ("easy", "normal", PLAYOUT_SENSE):
        specs = [SeatSpec("bot", level) for _ in range(4)]
        simulate.play_one(GAME, specs, 7, check=True)
    specs = [SeatSpec("bot", "hard"), SeatSpec("bot", "normal")]
    simulate.play_one(GAME, specs, 7, check=True, think=QUICK)
    assert {name: repr(getattr(board, name)) for name in names} == before


def test_checks_catch_an_opponents_card_chewed_unseen(gx):
    """`_chew_actions` looks at opponents' cards one by one only once a chew went to one this
    turn (`opp_used`) or a Cloud is about; the invariant check holds it to that."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 2)}, 1: {0: ("Jawbreaker", 1)}},
                     phase="chew")
    state.check_invariants()
    state.placed[1 * rules.NSLOT + 0] = 1  # seat 1's card chewed, yet nothing counted it
    with pytest.raises(AssertionError, match="chewed unseen"):
        state.check_invariants()


def test_checks_catch_a_chew_list_mask_out_of_step(gx):
    """A chew that leaves its card no more chews this turn takes the card's bit out of the
    kept list's mask (`_chew_mask`, speed pass 9) and hands out the board's list for the rest;
    the invariant check holds the mask to the list it stands for."""
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 0), 1: ("Jawbreaker", 0)}}, phase="chew")
    legal = state.legal_actions(0)
    assert [str(a) for a in legal] == ["chew 0 0", "chew 0 1"]
    state.check_invariants()
    gx.act(state, "chew 0 0")  # one chew a card a turn: only the other card is left
    assert [str(a) for a in state.legal_actions(0)] == ["chew 0 1"]
    state.check_invariants()
    state._chew_mask = 0b11  # as if both cards could still take a chew
    with pytest.raises(AssertionError, match="mask is out of step"):
        state.check_invariants()
