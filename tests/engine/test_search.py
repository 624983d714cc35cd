"""The search bot (`engine.search`): ISMCTS on determinizations, reproducible, never peeking.

Budgets here are iteration counts, never times: a choice must not depend on how fast the
machine is (speed is the bench's business)."""
from __future__ import annotations

import json

import pytest

from gamebox import cli
from gamebox.engine import simulate
from gamebox.engine.bots import LEVELS, PLAYOUT_SENSE
from gamebox.engine.match import Match, SeatSpec, parse_seat
from gamebox.engine.rng import Rng
from gamebox.engine.search import Budget, Playout, SearchBot, search
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.games.guts.game import GAME as GUTS

QUICK = Budget(iterations=60)


def _guts_position(seed: int, seats: int = 3, after: int = 40):
    """A seeded random Guts game, stopped at a decision with a real choice."""
    state = GUTS.new_state(seats, None, seed, GUTS.load_content())
    rng = Rng(seed + 17)
    while True:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if len(state.log) >= after and len(legal) > 2 and state.reshuffles == 0:
            return state, seat
        state.apply(seat, rng.choice(legal))


def _grungeon_position(seed: int, turn: int = 6):
    """A seeded game of normal bots, stopped at a decision of seat 0 in play."""
    match = Match.start(GRUNGEON, [SeatSpec("bot", "normal") for _ in range(3)], None, seed)
    state = match.state
    while not (state.phase == "play" and state.turn >= turn and 0 in state.to_act()
               and not any(state.q_attack[0:1] + state.q_move[0:1])):
        match.bot_step(single=True)
        assert not state.is_over()
    return state, 0


def test_budgets_are_checked():
    assert Budget().ms == 1000
    with pytest.raises(ValueError, match="1 to 5000 ms"):
        Budget(ms=6000)
    with pytest.raises(ValueError):
        Budget(iterations=-1)
    assert Budget(iterations=5).text() == "5 iterations"


def test_one_legal_action_needs_no_thought():
    state, seat = _guts_position(1)
    only = state.legal_actions(seat)[:1]
    result = search(state, seat, only, Rng(1), QUICK)
    assert result.action is only[0] and result.iterations == 0


@pytest.mark.parametrize("position", [_guts_position, _grungeon_position])
def test_an_iteration_budget_gives_the_same_choice_for_the_same_seed(position):
    state, seat = position(3)
    legal = state.legal_actions(seat)
    a = search(state, seat, legal, Rng(9), QUICK, Playout())
    b = search(state, seat, legal, Rng(9), QUICK, Playout())
    assert a.iterations == b.iterations == 60
    assert a.action == b.action and a.visits == b.visits
    assert a.action in legal and sum(a.visits.values()) <= 60


def test_the_hard_bot_takes_a_winning_swallow():
    """A search with the game's own score finds a win a random rollout would stumble on."""
    state, seat = None, None
    for seed in range(200):
        state, seat = _guts_position(seed, seats=2, after=0)
        game = state.clone()
        rng = Rng(seed)
        # play on until the seat to act has its last chew, and one chew wins on the spot
        while not game.is_over():
            seat = game.to_act()[0]
            legal = game.legal_actions(seat)
            wins = [a for a in legal if a.kind == "chew" and _wins(game, seat, a)]
            if wins and len(legal) > 2 and game.chews_left == 1:  # now or never
                bot = GUTS.make_bot(seat, "hard", seed, think=Budget(iterations=300))
                job = bot.begin(game, legal)
                while not job.run(1.0):
                    pass
                means = job.result().means
                if min(means.values()) < 1.0:  # else every chew wins, now or soon after
                    assert bot.finish(job) in wins
                    return
                break
            game.apply(seat, rng.choice(legal))
    pytest.skip("no winning chew met in these games")


def _wins(state, seat, action) -> bool:
    probe = state.clone()
    probe.apply(seat, action)
    return probe.is_over() and probe.result().winners == (seat,)


# ---- never peeks --------------------------------------------------------------------------
def _poison_guts(state):
    """The deck in another order, other unseen cards in it, and another RNG."""
    from collections import Counter

    from gamebox.games.guts.determinize import visible_cards

    bad = state.clone()
    table = state.table
    seen = Counter(visible_cards(state))
    swapped = []
    for card in state.deck:
        # an unseen copy of another card of the same kind, where there is one
        pool = [c for c in (Counter(table.piles[table.kind[card]]) - seen - Counter(swapped))
                if c != card]
        swapped.append(pool[0] if pool else card)
    bad.deck = swapped[::-1]
    bad.game_cards = sorted(visible_cards(state) + bad.deck)
    bad.rng = Rng(424242)
    return bad


@pytest.mark.parametrize("seed", range(4))
def test_the_guts_hard_bot_never_peeks_at_the_deck(seed):
    state, seat = _guts_position(seed)
    bad = _poison_guts(state)
    assert bad.deck != state.deck and bad.view(seat) == state.view(seat)
    bad.check_invariants()
    legal = state.legal_actions(seat)
    choices = []
    for s in (state, bad):
        bot = GUTS.make_bot(seat, "hard", seed, think=Budget(iterations=120))
        choices.append((bot.decide(s, legal), bot.last.visits))
    assert choices[0] == choices[1]


@pytest.mark.parametrize("seed", range(3))
def test_the_grungeon_hard_bot_never_peeks_at_the_others(seed):
    state, seat = _grungeon_position(seed + 1)
    bad = _grungeon_poison(state, seat)
    assert bad.view(seat) == state.view(seat)
    assert bad.snapshot() != state.snapshot()
    legal = state.legal_actions(seat)
    choices = []
    for s in (state, bad):
        bot = GRUNGEON.make_bot(seat, "hard", seed, think=Budget(iterations=120))
        choices.append((bot.decide(s, legal), bot.last.visits))
    assert choices[0] == choices[1]


def _grungeon_poison(state, seat: int):
    """Every field `seat` cannot see changed for nonsense: the others' rooms, HP, items,
    queues and reports, the floors it cannot see, the Grunkletaur's HP, the RNG."""
    from gamebox.games.grungeon.maze import ROOMS

    bad = state.clone()
    here = state.pos[seat]
    beside = set(state.view(seat)["room"]["others"])
    for o in range(state.seats):
        if o == seat or not bad.alive[o]:
            continue
        if o not in beside:
            bad.pos[o] = next(r for r in ((here + 41 * (o + 1) + k) % ROOMS for k in range(9))
                              if r != here)
        bad.hp[o] = 2
        bad.inv[o] = ["diamond_sword"] if o == 1 else []
        bad.q_move[o] = "up"
        bad.reports[o] = ("nonsense",)
    bad.floor = {r: i for r, i in bad.floor.items() if r == here}
    if here != state.board.grunkletaur:
        bad.grunk_hp = 1
    bad.used = 3
    bad.rng = Rng(31337)
    bad.touch()
    return bad


def test_a_search_bot_reads_the_state_only_through_determinize():
    """The real state handed to the bot refuses every read but determinize and to_act."""
    state, seat = _guts_position(5)
    legal = state.legal_actions(seat)

    class Sealed:
        game = state.game

        def determinize(self, who, rng):
            assert who == seat
            return state.determinize(who, rng)

    result = search(Sealed(), seat, legal, Rng(2), QUICK)
    assert result.action in legal



class _Counting(Playout):
    """Random rollouts that count their moves and where they were scored (`depths`: the
    actions played past the root)."""

    def __init__(self, cuts: bool, root: int = 0):
        self.cuts, self.moves, self.scored, self.root, self.depths = cuts, 0, 0, root, []

    def cut(self, state):
        return self.cuts

    def policy(self, state, seat, legal, rng):
        self.moves += 1
        return super().policy(state, seat, legal, rng)

    def values(self, state):
        self.scored += 1
        self.depths.append(len(state.log) - self.root)
        return super().values(state)


def test_a_rollout_stops_where_its_playout_cuts():
    """Guts' actions are all public, so the tree chooses for every seat and the playout's
    policy plays only rollout moves: a playout that cuts everywhere scores each iteration
    where its walk down the tree ends, without one rollout move; one that never cuts plays
    up to `depth` moves after each walk."""
    state, seat = _guts_position(4)
    legal = state.legal_actions(seat)
    cutting, running = _Counting(cuts=True), _Counting(cuts=False)
    for playout in (cutting, running):
        search(state, seat, legal, Rng(3), QUICK, playout)
        assert playout.scored == QUICK.iterations
    assert cutting.moves == 0
    assert running.moves > QUICK.iterations * running.depth // 2


def test_the_walk_down_the_tree_stops_where_the_playout_cuts_after_the_roots_move():
    """Guts' tree grows past the root within a few iterations; a playout that cuts
    everywhere still scores every iteration one action past the root, the root's own
    move being the one thing a search must try."""
    state, seat = _guts_position(4)
    legal = state.legal_actions(seat)
    root = len(state.log)
    cutting, walking = _Counting(cuts=True, root=root), _Counting(cuts=False, root=root)
    walking.depth = 0
    for playout in (cutting, walking):
        search(state, seat, legal, Rng(3), QUICK, playout)
    assert set(cutting.depths) == {1}
    assert max(walking.depths) > 1


class _Rated:
    """A finished search as `SearchBot.finish` reads it: the prior's proposal and what the
    rollouts rated (visits, means, variances per action)."""

    def __init__(self, proposed, rated):
        self.proposed = proposed
        self.rated = rated

    def result(self):
        from gamebox.engine.search import SearchResult

        visits = {a: v for a, (v, _, _) in self.rated.items()}
        means = {a: m for a, (_, m, _) in self.rated.items()}
        variances = {a: s for a, (_, _, s) in self.rated.items()}
        best = max(visits, key=lambda a: (visits[a], means[a]))
        return SearchResult(best, sum(visits.values()), 0.0, visits, means, variances)


def test_an_overrule_by_standard_errors_needs_the_search_to_be_that_sure():
    """With `overrule_z`, the search plays its own choice over the prior's only when its
    mean lies that many standard errors of the difference above the proposal's, each error
    read from the spread of that action's scores; the margin and visit rules still hold."""
    from gamebox.engine.protocol import Action

    class Sure(Playout):
        overrule, overrule_visits, overrule_z = 0.0, 30, 2.0

    keep, other = Action("keep", ()), Action("other", ())
    cases = [  # (other's and keep's visits, mean, variance) -> the action played
        ({other: (40, 0.30, 0.01), keep: (40, 0.25, 0.01)}, other),  # 2.24 errors better
        ({other: (40, 0.29, 0.01), keep: (40, 0.25, 0.01)}, keep),  # 1.79 errors
        ({other: (40, 0.26, 0.0001), keep: (40, 0.25, 0.0001)}, other),  # small, sure
        ({other: (29, 0.60, 0.0001), keep: (20, 0.25, 0.0001)}, keep),  # tried 29 times
        ({other: (40, 0.60, 0.0001), keep: (1, 0.25, 0.0)}, keep),  # one proposal score
        ({other: (40, 0.25, 0.0), keep: (30, 0.25, 0.0)}, keep),  # no better at all
    ]
    for rated, played in cases:
        bot = SearchBot(0, "hard", 1, QUICK, Sure(), prior=None)
        assert bot.finish(_Rated(keep, rated)) == played, rated
        assert bot.last.action == played


# ---- in a match ---------------------------------------------------------------------------
@pytest.mark.parametrize("game", [GUTS, GRUNGEON])
def test_hard_is_the_search_bot_and_a_match_hands_it_its_budget(game):
    """The issue: '"hard" is the search bot with the game's heuristic as its rollout'."""
    assert LEVELS == ("easy", "normal", "hard")
    seats = [SeatSpec("bot", "hard")] + [SeatSpec("bot", "normal")] * (game.min_seats - 1)
    match = Match.start(game, seats, None, 3, think=Budget(iterations=7))
    bot = match.bots[0]
    assert isinstance(bot, SearchBot) and bot.level == "hard"
    assert bot.budget == Budget(iterations=7)
    assert isinstance(bot.playout, game_playout(game).HeuristicPlayout)
    assert not match.bots[1].searches
    match.set_think(Budget(ms=300))
    assert bot.budget == Budget(ms=300)


def game_playout(game):
    import importlib

    return importlib.import_module(type(game).__module__.rsplit(".", 1)[0] + ".playout")


def test_the_playout_sense_rolls_out_for_hard_and_is_no_level_a_player_picks():
    """The old heuristic hard lives on as the search's rollout policy (Guts) and prior (the
    Grungeon), made by its own name, never offered as a seat's level."""
    rollout = GUTS.make_bot(0, "hard", 1).playout
    state, _seat = _guts_position(2)
    rollout.start(state, __import__("random").Random(1))
    assert all(b.level == PLAYOUT_SENSE and not b.searches for b in rollout.bots)
    assert GRUNGEON.make_bot(0, "hard", 1).prior.level == PLAYOUT_SENSE
    for game in (GUTS, GRUNGEON):
        sense = game.make_bot(1, PLAYOUT_SENSE, 1)
        assert not sense.searches and sense.level == PLAYOUT_SENSE
    with pytest.raises(ValueError, match="not one of easy, normal, hard"):
        parse_seat(f"bot:{PLAYOUT_SENSE}")
    with pytest.raises(ValueError, match="not one of easy, normal, hard"):
        GUTS.make_bot(0, "grandmaster", 1)


def test_expert_the_old_name_of_the_search_bot_is_read_as_hard():
    """Command lines, remembered seat setups and saves of earlier versions say ``expert``."""
    assert parse_seat("bot:expert").to_text() == "bot:hard"
    assert SeatSpec.from_json({"kind": "bot", "controller": "expert", "name": "Ex"}).to_text() \
        == "bot:hard"
    for game in (GUTS, GRUNGEON):
        bot = game.make_bot(0, "expert", 1)
        assert isinstance(bot, SearchBot) and bot.level == "hard"


def test_play_hands_its_thinking_time_to_the_match_and_reads_bot_expert_as_hard(monkeypatch):
    """The issue: "`gamebox simulate` and `gamebox play` take `--think-ms N` to set it"."""
    import gamebox.app

    seen = {}

    def run_play(game_id, seats, options, seed, think=None):
        seen.update(think=think, seats=[s.to_text() for s in seats])
        return 0

    monkeypatch.setattr(gamebox.app, "run_play", run_play)
    assert cli.main(["play", "guts", "--seats", "human:kbd,bot:expert", "--think-ms", "2500"]) == 0
    assert seen == {"think": Budget(ms=2500), "seats": ["human:kbd", "bot:hard"]}


def test_simulate_takes_a_thinking_budget_within_the_bound(capsys):
    assert cli.main(["simulate", "guts", "--games", "2", "--seats", "bot:hard,bot:normal",
                     "--think-iterations", "5", "--rotate"]) == 0
    assert "bot:hard" in capsys.readouterr().out
    assert cli.main(["simulate", "guts", "--games", "1", "--seats", "bot:hard,bot:normal",
                     "--think-ms", "6000"]) == 2
    assert "1 to 5000 ms" in capsys.readouterr().err


def test_a_save_with_an_expert_seat_loads_as_hard_and_goes_on_the_same(tmp_path):
    from gamebox.engine.saves import load_match, save_match

    think = Budget(iterations=8)

    def start():
        return Match.start(GUTS, [SeatSpec("bot", "hard"), SeatSpec("bot", "normal")], None, 6,
                           think=think)

    whole, half = start(), start()
    for _ in range(30):
        whole.bot_step(single=True)
    for _ in range(15):
        half.bot_step(single=True)
    path = save_match(half, tmp_path / "old.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["seats"][0]["controller"] == "hard"
    doc["seats"][0]["controller"] = "expert"  # as an earlier version wrote it
    path.write_text(json.dumps(doc), encoding="utf-8")
    loaded = load_match(path)
    assert [s.to_text() for s in loaded.seats] == ["bot:hard", "bot:normal"]
    assert isinstance(loaded.bots[0], SearchBot)
    loaded.set_think(think)
    for _ in range(15):
        loaded.bot_step(single=True)
    assert loaded.state.log == whole.state.log


def test_a_game_without_a_search_bot_seats_hard_with_a_budget(highcard):
    """The protocol's default bots decide at once at every level: a budget is not theirs."""
    seats = [SeatSpec("bot", "hard"), SeatSpec("bot", "easy")]
    match = Match.start(highcard, seats, None, 2, think=Budget(iterations=5))
    assert not any(bot.searches for bot in match.bots.values())
    while match.bot_step():
        pass
    again = Match.replay(highcard, [SeatSpec("bot", "hard"), SeatSpec("bot", "easy")], None, 2,
                         None, match.state.log, think=Budget(iterations=5))
    assert again.state.log == match.state.log


@pytest.mark.parametrize("game", [GUTS, GRUNGEON])
def test_a_game_with_hard_bots_replays_and_resumes_exactly(game):
    seats = [SeatSpec("bot", "hard")] + [SeatSpec("bot", "normal")] * (
        3 if game is GRUNGEON else 1)
    seats = seats[:game.max_seats]
    think = Budget(iterations=12)

    def play(steps: int, match=None):
        match = match or Match.start(game, [SeatSpec(s.kind, s.controller) for s in seats],
                                     None, 8, think=think)
        for _ in range(steps):
            if match.state.is_over():
                break
            match.bot_step(single=True)
        return match

    whole = play(160)
    half = play(80)
    resumed = Match.replay(game, [SeatSpec(s.kind, s.controller) for s in seats], None, 8,
                           half.state.content, half.state.log, think=think)
    play(80, resumed)
    assert resumed.state.log == whole.state.log
    assert whole.bots[0].decisions > 0


def test_simulate_runs_hard_bots_with_every_check():
    match = simulate.play_one(GUTS, [SeatSpec("bot", "hard"), SeatSpec("bot", "easy")], 2,
                              check=True, think=Budget(iterations=5))
    assert match.state.is_over()


@pytest.mark.parametrize("game", [GUTS, GRUNGEON])
def test_thinking_in_slices_plays_the_same_game_as_thinking_at_once(game):
    """`Match.bot_think` (a frame's slice at a time, for the table) decides as `bot_step` does."""
    seats = ["hard", "normal", "easy"][:game.max_seats]
    think = Budget(iterations=10)

    def start():
        return Match.start(game, [SeatSpec("bot", lvl) for lvl in seats], None, 4, think=think)

    at_once, sliced = start(), start()
    for _ in range(60):
        at_once.bot_step()
    outcomes = set()
    for _ in range(20_000):
        if len(sliced.state.log) >= len(at_once.state.log):
            break
        outcome = sliced.bot_think(0.0001)  # tiny slices: many calls per decision
        outcomes.add(outcome)
        if outcome == "thinking":
            assert sliced.thinking_seat() == 0
    assert sliced.state.log == at_once.state.log
    assert outcomes == {"thinking", "acted"}
    assert sliced.state.to_json() == at_once.state.to_json()  # nothing under way is saved
