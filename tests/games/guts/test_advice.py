"""Guts of Glory's words for the hint (`games/guts/advice.py`), from compact positions: what a
move does to glory, measured on determinizations for the seat that asks."""
from __future__ import annotations

from gamebox.engine.advice import advise, effect_rng, explain
from gamebox.engine.protocol import Action
from gamebox.engine.search import Budget
from gamebox.games.guts.advice import EFFECTS
from gamebox.games.guts.game import GAME


def _why(state, text: str, seat: int = 0):
    return explain(GAME, state, seat, Action.parse(text), effect_rng(state, seat))


def test_the_game_registers_its_hint_words():
    assert GAME.advice_effects() is EFFECTS


def test_a_swallow_that_gains_glory_names_the_glory(gx):
    """"A card is swallowed the moment its chews reach its toughness: you gain its glory":
    Shiny Thing (toughness 3, 2 glory) with two chews on it is swallowed by the third, and the
    hint, which picks that chew, names the glory."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 2), 1: ("Wedding Cake", 0)},
                                1: {0: "Dentures"}}, phase="chew")
    means, words = _why(state, "chew 0 0")
    assert means["swallowed"] == 1.0 and means["glory"] == 2.0
    assert words == "Swallows it, +2 glory"
    hint = advise(GAME, state, 0, (), Budget(iterations=60))
    assert hint.action == Action.parse("chew 0 0") and hint.reason == "Swallows it, +2 glory"


def test_a_chew_that_swallows_nothing_says_how_many_chews_are_left(gx):
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 2), 1: ("Wedding Cake", 0)},
                                1: {0: "Dentures"}}, phase="chew")
    means, words = _why(state, "chew 0 1")
    assert means["swallowed"] == 0.0 and means["chews_to_go"] == 3.0
    assert words == "3 more chews to swallow it (3 glory)"


def test_a_swallow_that_reaches_seven_glory_wins_the_game(gx):
    """"The game is won immediately when a player reaches the end of the track (attains 7
    glory).": the hint says the swallow wins."""
    state = gx.table(2, mouths={0: {0: ("Shiny Thing", 2)}, 1: {0: "Dentures"}},
                     glory=[5, 0], phase="chew")
    means, words = _why(state, "chew 0 0")
    assert means["win"] == 1.0 and words == "Wins the game!"


def test_a_feed_says_what_the_card_is_worth_and_its_toughness(gx):
    state = gx.table(2, mouths={1: {0: "Dentures"}}, plate=["Shiny Thing", "Bleach"])
    assert _why(state, "feed 0")[1] == "2 glory in 3 chews"
    assert _why(state, "feed 1")[1].startswith("A power card, swallowed in ")
