"""How a Guts of Glory bot decides: without the view when nothing needs scoring, and the same
pick either way (so the fast path changes no game)."""
from __future__ import annotations

import copy

import pytest

from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.protocol import Action
from gamebox.games.guts.bots import NEAR_TIE, GutsBot
from gamebox.games.guts.game import GAME


def _decisions(gx, level: str, games: int = 6):
    """(bot, view, legal) at every decision of some seeded bot games, the bot as it was."""
    for seed in range(games):
        match = Match.start(GAME, [SeatSpec("bot", level)] * 3, None, seed, gx.content)
        state = match.state
        while not state.is_over():
            seat = state.to_act()[0]
            yield copy.deepcopy(match.bots[seat]), state.view(seat), state.legal_actions(seat)
            match.bot_step()


@pytest.mark.parametrize("level", ["easy", "normal", PLAYOUT_SENSE])
def test_a_pick_made_without_the_view_is_the_one_choose_makes(gx, level):
    unseen = seen = 0
    for bot, view, legal in _decisions(gx, level):
        twin = copy.deepcopy(bot)
        quick = bot.choose_unseen(legal)
        if quick is None:
            seen += 1
            continue
        unseen += 1
        assert quick is twin.choose(view, legal)
        assert bot.rng.state == twin.rng.state and bot.rng.draws == twin.rng.draws
    assert unseen and (seen or level == "easy")


def test_single_options_and_declarations_need_no_view(gx):
    bot = GutsBot(0, "normal", 1)
    assert bot.choose_unseen([Action("chew", (0, 2))]) == Action("chew", (0, 2))
    assert bot.choose_unseen([Action("hunger", (n,)) for n in range(11)]).kind == "hunger"
    assert bot.choose_unseen([Action("chew", (0, 0)), Action("chew", (0, 1))]) is None
    assert GutsBot(0, "easy", 1).choose_unseen([Action("chew", (0, 0)),
                                                Action("chew", (0, 1))]) is not None


def test_a_bot_step_builds_no_view_for_a_pick_that_needs_none(gx, monkeypatch):
    match = Match.start(GAME, [SeatSpec("bot", "normal")] * 2, None, 3, gx.content)
    built = []
    view = type(match.state).view
    monkeypatch.setattr(type(match.state), "view", lambda s, seat: built.append(seat) or
                        view(s, seat))
    assert match.bot_step()  # the first decision: how hungry, said at random
    assert built == [] and match.state.log[0][1].kind == "hunger"


def test_a_clear_best_is_played_and_near_ties_are_drawn_for(gx):
    """Scores within `NEAR_TIE` of the best are equals: one clear best is played without a
    draw; equals are drawn for."""
    legal = [Action("chew", (0, x)) for x in range(3)]
    bot = GutsBot(0, "normal", 1)
    bot._scorers = {"chew": lambda self, view, legal: [0.5, 2.0, 1.0]}
    draws = bot.rng.draws
    assert bot.choose({}, legal) is legal[1] and bot.rng.draws == draws
    bot._scorers = {"chew": lambda self, view, legal: [2.0, 0.5, 1.995]}
    picks = {bot.choose({}, legal) for _ in range(40)}
    assert picks == {legal[0], legal[2]} and bot.rng.draws == draws + 40
    bot._scorers = {"chew": lambda self, view, legal: [2.0, 0.0, 2.0 - NEAR_TIE]}
    assert {bot.choose({}, legal) for _ in range(40)} == {legal[0], legal[2]}
