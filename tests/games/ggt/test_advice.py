"""Grunt, Growl and Tear's words for the hint (`games/ggt/advice.py`): damage, limbs, Health,
measured on determinizations for the seat that asks, the open clash played to its end."""
from __future__ import annotations

import pytest

from gamebox.engine.advice import effect_rng, explain
from gamebox.engine.match import Match, SeatSpec
from gamebox.games.ggt.advice import EFFECTS, open_clash, settle_clash
from gamebox.games.ggt.game import GAME


def _first(kind: str, seed: int = 1):
    """A seeded game of normal bots, stopped where the seat to act may play an action of
    `kind`: (state, seat, that action)."""
    match = Match.start(GAME, [SeatSpec("bot", "normal"), SeatSpec("bot", "normal")], None,
                        seed)
    state = match.state
    for _ in range(4000):
        assert not state.is_over(), f"no {kind!r} met"
        seat = match.bot_to_act()
        found = [a for a in state.legal_actions(seat) if a.kind == kind]
        if found:
            return state, seat, found[0]
        match.bot_step(single=True)
    raise AssertionError(f"no {kind!r} met")


def test_the_game_registers_its_hint_words():
    assert GAME.advice_effects() is EFFECTS


def test_a_blind_card_says_the_health_it_risks():
    """"No cards? Pay 1 Health for the top card of your draw pile": the hint says so."""
    state, seat, action = _first("blind")
    means, words = explain(GAME, state, seat, action, effect_rng(state, seat))
    assert means["paid"] == 1.0
    assert words.startswith("Risks 1 Health")


def test_a_rip_says_it_tears_off_a_limb():
    """"the winner rips off one of your limbs": the winner's rip is named."""
    state, seat, action = _first("rip")
    means, words = explain(GAME, state, seat, action, effect_rng(state, seat))
    assert means["torn"] == 1.0 and words.startswith("Tears off a limb")


@pytest.mark.parametrize("seed", range(2))
def test_an_attack_plays_its_clash_out_and_says_the_damage(seed):
    """"A fight is a Test of Strength. The loser takes the difference in damage": an attack
    settles nothing at once; the hint plays the clash to its end in every determinization and
    says how often and how much the seat's Monster deals and takes."""
    state, seat, action = _first("attack", seed)
    after = state.clone()
    after.apply_unchecked(seat, action)
    assert open_clash(after)
    events = settle_clash(after, 7)
    assert not open_clash(after) and any(e.kind == "damage" for e in events)
    means, words = explain(GAME, state, seat, action, effect_rng(state, seat))
    assert means["hit"] + means["hurt"] > 0, "every clash hurts someone"
    assert "damage" in words


def test_the_words_of_the_measures():
    means = {"hit": 0.5, "dealt": 2.0, "hurt": 1.0, "taken": 3.0, "torn": 0.25, "lost": 1.0,
             "paid": 0.0}
    assert EFFECTS.words(means, None, 0, {}) == ("50% chance to deal 4 damage, 25% chance to "
                                                 "tear off a limb, takes 3 damage, loses a "
                                                 "limb")
    assert EFFECTS.words({"win": 1.0}, None, 0, {}) == "Wins the game!"


def test_a_determinization_never_renames_the_real_games_monsters():
    """Clones share the cache of "Ana's Gristlehorn" names: a determinization that gives a seat
    another Monster (a pick not yet revealed to the seat searching) must not leave that name
    in the real game's events (the hint's search found it)."""
    state, seat, _ = _first("attack")
    real = state.who(1)
    other = state.clone()
    other.monster[1] = next(m for m in range(len(state.roster.monsters))
                            if m != state.monster[1])
    assert other.who(1) != real
    assert state.who(1) == real
