"""The hard bot's rollouts (`playout.py`): the normal sense in every seat, told the Support
tiles revealed so far from the public record of the state it plays, so that it lays its
tile by the same public plan as the normal bots at the table; played to the next Mission's
start and scored by the chance of peace there; overruling the normal sense only when sure.

Rulebook: "The player who receives the most Support tiles [...] may discard up to 2 Hard
Knocks"; a rollout that lays its tiles as the table does judges a position as the table
would play it on.
"""
from __future__ import annotations

import random

from gamebox.engine.bots import PLAYOUT_SENSE
from gamebox.games.grizzled.bots import GrizzledBot
from gamebox.games.grizzled.playout import HeuristicPlayout

from .test_bots_support import _far_comrade_holds_only_to_the_right, reveal


def _table_and_rollout_choices(gz, seats: int, seed: int):
    """A game played by normal bots that observe their events, as at a table; at every
    decision with a choice, (the table bot's choice, the rollout policy's on the same state,
    a bot told nothing's)."""
    state = gz.new(seats, seed=seed)
    table = [GrizzledBot(s, PLAYOUT_SENSE, seed) for s in range(seats)]
    blind = [GrizzledBot(s, PLAYOUT_SENSE, seed) for s in range(seats)]
    for s, bot in enumerate(table):
        bot.observe([e for e in state.initial_events() if e.to is None or s in e.to])
    playout = HeuristicPlayout()
    playout.start(state, random.Random(seed))
    out = []
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = table[seat].choose(state.view(seat), legal)
        if len(legal) > 1:
            rollout = playout.policy(state, seat, legal, random.Random(0))
            out.append((action, rollout, blind[seat].choose(state.view(seat), legal)))
        events = state.apply(seat, action)
        for s, bot in enumerate(table):
            bot.observe([e for e in events if e.to is None or s in e.to])
    return out


def test_rollout_bots_lay_their_tiles_as_the_table_bots_do(gz):
    """A rollout's bot, made mid-game, is told the tiles revealed so far (the state's
    public record) and chooses exactly as a normal bot that saw every reveal; a bot told
    nothing would lay some tiles elsewhere."""
    differ = 0
    withdrawals = 0
    for seats, seed in ((3, 1), (4, 2), (5, 3), (2, 4)):
        for action, rollout, blind in _table_and_rollout_choices(gz, seats, seed):
            assert rollout == action
            if action.kind == "withdraw":
                withdrawals += 1
                differ += blind != action
    assert withdrawals > 20
    assert differ > 0, "the fixed plan would have laid some tiles elsewhere"


def test_a_rollout_bot_reads_each_states_own_record(gz):
    """Each iteration plays a fresh determinization: the bot's ledger follows the record of
    the state it is shown, never one left from another rollout. Actor 2, the neediest, to
    withdraw: when the table saw actor 0 give his To the Left away he backs actor 1, when
    it saw actor 0 give his To the Right away, actor 3."""
    s = _far_comrade_holds_only_to_the_right(gz)
    seat = s.to_act()[0]
    legal = s.legal_actions(seat)
    playout = HeuristicPlayout()
    playout.start(s, random.Random(1))
    seen_left, seen_right = s.clone(), s.clone()
    seen_left.tile_reveals = [(0, "L", 1)]
    seen_right.tile_reveals = [(0, "R", 3)]
    for state in (seen_left, seen_right, seen_left, seen_right):
        told = GrizzledBot(seat, PLAYOUT_SENSE, 1)
        told.observe([reveal(*r) for r in state.tile_reveals])
        expected = told.choose(state.view(seat), legal)
        assert playout.policy(state, seat, legal, random.Random(0)) == expected
    assert str(playout.policy(seen_left, seat, legal, random.Random(0))) == "withdraw R"
    assert str(playout.policy(seen_right, seat, legal, random.Random(0))) == "withdraw L"


def test_the_hard_bot_overrules_its_normal_sense_only_when_the_search_is_sure(gz):
    """The hard bot plays the normal sense's choice unless the search rates another action
    two standard errors better, tried at least 30 times and as often as the proposal
    (chances of peace sit close together: a fixed margin was never reached or reached by
    noise; docs/bots.md, the Grizzled)."""
    from gamebox.engine.protocol import Action
    from gamebox.engine.search import SearchResult
    from gamebox.games.grizzled.game import GAME

    class Done:
        def __init__(self, proposed, rated):
            self.proposed, self.rated = proposed, rated

        def result(self):
            visits = {a: v for a, (v, _, _) in self.rated.items()}
            means = {a: m for a, (_, m, _) in self.rated.items()}
            variances = {a: e for a, (_, _, e) in self.rated.items()}
            best = max(visits, key=lambda a: (visits[a], means[a]))
            return SearchResult(best, 0, 0.0, visits, means, variances)

    keep, other = Action.parse("withdraw L"), Action.parse("withdraw R")
    cases = [({other: (60, 0.14, 0.002), keep: (40, 0.12, 0.002)}, other),  # 2.2 errors
             ({other: (60, 0.13, 0.002), keep: (40, 0.12, 0.002)}, keep),  # 1.1 errors
             ({other: (29, 0.30, 0.001), keep: (6, 0.10, 0.001)}, keep),  # tried 29 times
             ({other: (40, 0.30, 0.001), keep: (41, 0.10, 0.001)}, keep)]  # proposal more
    for rated, played in cases:
        bot = GAME.make_bot(0, "hard", 1)
        assert bot.finish(Done(keep, rated)) == played, rated


def test_hard_rollouts_stop_at_the_next_mission_and_score_its_chance_of_peace(gz):
    """Each rollout plays to the start of the Mission after the decision's (or the end of
    the game) and is scored there by `win_odds.chance`: every position scored is in the
    next Mission, at its start (the Leader to choose its Intensity; the walk down the tree
    stops there too), or a finished game scored 1 for peace and 0 for a defeat."""
    from gamebox.engine.rng import Rng
    from gamebox.engine.search import Budget, search
    from gamebox.games.grizzled import win_odds

    class Watched(HeuristicPlayout):
        def start(self, state, rng):
            super().start(state, rng)
            self.scored = []

        def values(self, state):
            out = super().values(state)
            self.scored.append((state.is_over(), state.mission, state.phase, out[0],
                                win_odds.chance(state), state.won))
            return out

    state = gz.new(3, seed=7)
    seat = state.to_act()[0]
    playout = Watched()
    search(state, seat, state.legal_actions(seat), Rng(1), Budget(iterations=80), playout)
    assert len(playout.scored) == 80
    starts = 0
    for over, mission, phase, score, chance, won in playout.scored:
        if over:
            assert score == (1.0 if won else 0.0)
        else:
            assert mission == state.mission + 1
            assert score == chance
            assert phase == "intensity"
            starts += 1
    assert starts > 40
