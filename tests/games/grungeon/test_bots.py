"""Bots: fair memories of the preview, determinism, strength by level, decision time."""
from __future__ import annotations

import copy
import time

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng
from gamebox.games.grungeon import maze
from gamebox.games.grungeon.board_content import load_default_content
from gamebox.games.grungeon.bots import FORGET, GrungeonBot, Memory
from gamebox.games.grungeon.rules import GAME


def _play(levels, seed, options=None):
    match = Match.start(GAME, [SeatSpec("bot", lvl) for lvl in levels], options, seed)
    while not match.state.is_over():
        match.bot_step()
    return match


def test_memory_comes_from_the_preview_and_forgets_by_level():
    """Hard remembers the whole preview; normal forgets a share of walls and items; easy more.
    The memory depends only on the previewed map and the bot's own Rng (seed, seat, level)."""
    board = load_default_content().data
    hard = Memory.from_preview(board, FORGET["hard"], Rng(1))
    assert not any(hard.unknown)
    expected = list(board["walls"])
    exit_thing = next(t for t in board["things"] if t["kind"] == "exit")
    expected[exit_thing["room"]] |= maze.DIR_BIT[exit_thing["side"]]  # left by the exit move
    assert hard.walls == expected
    assert (hard.exit_room, hard.exit_side) == (exit_thing["room"], exit_thing["side"])
    items = {t["room"] for t in board["things"] if t["kind"] in maze.ITEM_KINDS}
    assert set(hard.items) == items
    forgotten = {}
    for level in ("normal", "easy"):
        mem = Memory.from_preview(board, FORGET[level], Rng(1))
        forgotten[level] = sum(bin(u).count("1") for u in mem.unknown) / 2
        assert set(mem.items) < items
    assert 0 < forgotten["normal"] < forgotten["easy"]
    again = Memory.from_preview(board, FORGET["normal"], Rng(1))
    assert again.unknown == Memory.from_preview(board, FORGET["normal"], Rng(1)).unknown


def test_bots_are_deterministic_per_seed():
    """A seed plus the bots' own seeded Rngs reproduce the game."""
    a = _play(("normal", "easy", "hard"), 21)
    b = _play(("normal", "easy", "hard"), 21)
    assert a.state.log == b.state.log
    assert a.state.replay() == a.state


def test_bot_uses_only_its_view_during_play():
    """Fair bots: a twin bot that is never given the match, only copies of seat 0's views and
    events, makes exactly the same decisions as the match's bot."""
    match = Match.start(GAME, [SeatSpec("bot", "normal")] * 3, None, 3)
    twin = GrungeonBot(0, "normal", 3)
    twin.observe([e for e in match.history if e.visible_to(0)])
    while not match.state.is_over():
        seat = match.bot_to_act()
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        action = match.bots[seat].choose(view, legal)
        if seat == 0:
            assert twin.choose(copy.deepcopy(view), list(legal)) == action
        before = len(match.history)
        match.act(seat, action)
        twin.observe([e for e in match.history[before:] if e.visible_to(0)])


def test_hard_beats_two_easy_bots_from_every_seat():
    """The issue's goal: the hard bot against two easy bots wins at least 60% from every seat
    (a small sample here; docs/rules/grungeon.md reports the full run)."""
    for seat in range(3):
        levels = ["easy"] * 3
        levels[seat] = "hard"
        games = 30
        wins = sum(seat in _play(levels, seed).state.result().winners for seed in range(games))
        assert wins >= 0.6 * games, (seat, wins)


def test_bot_decides_within_50_ms():
    """Speed target: a bot decision takes at most 50 ms."""
    match = Match.start(GAME, [SeatSpec("bot", "normal")] * 3, None, 8)
    worst = 0.0
    while not match.state.is_over():
        seat = match.bot_to_act()
        view, legal = match.state.view(seat), match.state.legal_actions(seat)
        start = time.perf_counter()
        action = match.bots[seat].choose(view, legal)
        worst = max(worst, time.perf_counter() - start)
        match.act(seat, action)
    assert worst < 0.05


def test_a_bot_taking_over_mid_game_finds_its_way_from_its_own_events():
    """From pause a bot may take a human's seat: it learns where it is from the seat's events
    (its corner, its moves) and plays on with an empty memory of the maze."""
    seats = [SeatSpec("bot", "hard"), SeatSpec("human"), SeatSpec("bot", "normal")]
    match = Match.start(GAME, seats, None, 12)
    state = match.state
    while state.phase != "play" or state.turn < 4:
        seat = match.bot_to_act()
        if seat is None:
            seat = 1
            legal = state.legal_actions(seat)
            moves = [a for a in legal if a.kind == "move"]
            commit = [a for a in legal if a.kind == "commit"]
            match.act(seat, (moves or commit or legal)[0])
        else:
            match.bot_step()
    match.hand_to_bot(1, "normal")
    bot = match.bots[1]
    assert bot.pos == state.pos[1]
    while not state.is_over():
        match.bot_step()
        if state.alive[1] and not state.is_over():
            assert bot.pos == state.pos[1]
