"""The Grizzled's words for the hint (`games/grizzled/advice.py`), from compact positions: the
risk of a third identical Threat, measured on determinizations for the seat that asks (the
other hands and the Trials Deck's order are what it cannot see)."""
from __future__ import annotations

import re

from gamebox.engine.advice import effect_rng, explain, percent
from gamebox.engine.protocol import Action
from gamebox.games.grizzled.advice import EFFECTS
from gamebox.games.grizzled.game import GAME

RULE = ("The Mission fails at once when three identical Threats are in No Man's Land (the "
        "Phobias and Traumas of those still in count too).")


def _card(state, name: str) -> int:
    return next(c for c in state.hand(state.acting_actor()) if state.cards.names[c] == name)


def _why(state, name: str):
    seat = state.to_act()[0]
    return explain(GAME, state, seat, Action("play", (_card(state, name),)),
                   effect_rng(state, seat))


def test_the_game_registers_its_hint_words():
    assert GAME.advice_effects() is EFFECTS


def test_a_card_making_a_third_threat_is_named_with_its_certain_failure(gz):
    """RULE: two Shells in No Man's Land, a third fails the Mission, whatever the others
    hold."""
    state = gz.position(4, hands={0: ["Rain + Shell", "Snow + Whistle"]},
                        nml=["Night + Shell", "Snow + Shell"])
    means, words = _why(state, "Rain + Shell")
    assert means["fail"] == 1.0
    assert words == "Makes a third Shell: the Mission fails"


def test_a_second_threat_says_the_risk_that_a_third_waits_in_another_hand(gz):
    """RULE: after this card two Shells are out; the hint says how often a Shell lay in a hand
    of another Grizzled still in, over the hands it cannot see drawn again."""
    state = gz.position(4, hands={0: ["Rain + Shell"],
                                  1: ["Snow + Whistle (Trap)", "Night + Whistle (Trap)"],
                                  2: ["Rain + Whistle (Trap)", "Snow + Gas Mask (Trap)"],
                                  3: ["Night + Gas Mask (Trap)", "Rain + Gas Mask (Trap)"]},
                        nml=["Night + Shell"])
    means, words = _why(state, "Rain + Shell")
    shell = 4
    assert means["fail"] == 0.0 and means[f"two:{shell}"] == 1.0
    risk = means[f"third:{shell}"]
    assert 0.0 < risk < 1.0, "drawn over the cards the seat has not seen"
    assert words == f"Makes 2 of 3 Shells: {percent(risk)} risk a third is in another hand; " \
                    "sheds 1 card"


def test_with_no_other_hand_no_third_waits(gz):
    state = gz.position(4, hands={0: ["Rain + Shell", "Snow + Whistle"]},
                        nml=["Night + Shell"])
    means, words = _why(state, "Rain + Shell")
    assert means["third:4"] == 0.0
    assert words.startswith("Makes 2 of 3 Shells: no third in the other hands")


def test_a_trap_names_the_risk_that_its_trial_makes_a_third_threat(gz):
    """RULE, and a Trap: "draw the next Trial and play it": the Trials Deck's order is hidden,
    so the hint gives the share of its determinizations in which the drawn Trial made a third
    Shell."""
    state = gz.position(4, hands={0: ["Rain + Gas Mask (Trap)"]},
                        nml=["Night + Shell", "Snow + Shell"])
    means, words = _why(state, "Rain + Gas Mask (Trap)")
    assert 0.0 < means["fail"] < 1.0
    assert re.match(r"\d+% risk of a third identical Threat: the Mission fails", words)
    assert words.startswith(percent(means["fail"]))


def test_a_card_with_no_pair_only_sheds(gz):
    state = gz.position(4, hands={0: ["Rain + Shell", "Snow + Whistle"]},
                        nml=["Night + Shell"])
    assert _why(state, "Snow + Whistle")[1] == "Sheds 1 card"


def test_a_pair_already_out_is_said_to_be_there_not_made(gz):
    """A card of another Threat, played with two Shells already out: the hint still names the
    Shells' risk (it is the table's), as a pair that was there before the move, and a pair
    the move makes comes first."""
    state = gz.position(4, hands={0: ["Snow + Whistle", "Rain + Gas Mask"]},
                        nml=["Night + Shell", "Rain + Shell"])
    means, words = _why(state, "Snow + Whistle")
    assert means["new:4"] == 0.0 and means["two:4"] == 1.0
    assert words.startswith("Already 2 of 3 Shells out: "), words
    state = gz.position(4, hands={0: ["Snow + Whistle", "Rain + Gas Mask"]},
                        nml=["Night + Shell", "Rain + Shell", "Rain + Whistle"])
    words = _why(state, "Snow + Whistle")[1]
    assert words.startswith("Makes 2 of 3 Whistles: "), "the pair made by the move first"
