"""The hint (`engine.advice`): the hard search's move for the seat that asks, with the game's
words for what it does; from that seat's information only, on generators of its own.

Budgets here are iteration counts, never times: a hint must not depend on the machine."""
from __future__ import annotations

from collections import Counter

import pytest

from gamebox.engine.advice import (Advice, Adviser, advise, decisions_made, effect_rng, explain,
                                   hint_seed)
from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng
from gamebox.engine.search import Budget
from gamebox.games.ggt.game import GAME as GGT
from gamebox.games.grizzled.game import GAME as GRIZZLED
from gamebox.games.grungeon.game import GAME as GRUNGEON
from gamebox.games.guts.game import GAME as GUTS

GAMES = [GUTS, GRUNGEON, GRIZZLED, GGT]
THINK = Budget(iterations=40)
SEATS = {"guts": 3, "grungeon": 3, "grizzled": 3, "ggt": 2}


def _match(game, seed: int, hard: bool = False) -> Match:
    """Seat 0 a person; the others normal bots (hard on an iteration budget with `hard`)."""
    level = "hard" if hard else "normal"
    seats = [SeatSpec("human", "kbd")] + [SeatSpec("bot", level)
                                          for _ in range(SEATS[game.id] - 1)]
    return Match.start(game, seats, None, seed, think=THINK if hard else None)


def _person(game, seed: int):
    """What plays seat 0 for the person: a normal bot of its own seed."""
    return game.make_bot(0, "normal", seed + 1000)


def _play_person(match, person) -> None:
    state = match.state
    legal = state.legal_actions(0)
    action = person.choose_unseen(legal)
    if action is None:
        action = person.choose(state.view(0), legal)
    match.act(0, action)


def _position(game, seed: int, after: int = 12):
    """A seeded match stopped at a choice of seat 0 (more than one legal move), `after`
    logged decisions in at least."""
    match = _match(game, seed)
    person = _person(game, seed)
    state = match.state
    for _ in range(5000):
        assert not state.is_over(), "the game ended before a choice of seat 0"
        if 0 in state.to_act():
            if len(state.legal_actions(0)) > 1 and len(state.log) >= after:
                return match
            _play_person(match, person)
        else:
            match.bot_step(single=True)
    raise AssertionError("no choice of seat 0 met")


def _seen(match, seat: int = 0) -> list:
    return [e for e in match.history if e.visible_to(seat)]


# ---- the advice is the hard search's legal choice --------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_advice_is_a_legal_move_the_hard_search_picks_with_the_same_generator(game):
    """The hint is what the game's hard bot would choose for the seat, with the same budget,
    on the hint's own generator (the game seed, the seat, the seat's decision count)."""
    match = _position(game, 3)
    state, seen = match.state, _seen(match)
    got = advise(game, state, 0, seen, THINK)
    assert isinstance(got, Advice) and got.seat == 0
    assert got.action in state.legal_actions(0)
    assert got.words == state.describe(got.action, 0)
    bot = game.make_bot(0, "hard", hint_seed(state.seed, 0))
    bot.budget = THINK
    bot.decisions = decisions_made(state, 0)
    if bot.listens:
        bot.observe(seen)
    assert bot.decide(state, state.legal_actions(0)) == got.action
    assert got.iterations == THINK.iterations
    assert got.win == pytest.approx(bot.last.means[got.action])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_reason_is_the_game_hooks_words_for_the_advised_move(game):
    """The reason comes from the game's `Effects` (registered on the Game object), measured on
    determinizations drawn from the hint's own generator."""
    match = _position(game, 5)
    state = match.state
    got = advise(game, state, 0, _seen(match), THINK)
    assert game.advice_effects() is not None
    means, words = explain(game, state, 0, got.action, effect_rng(state, 0))
    assert got.reason == words
    assert dict(got.effects) == means


def test_thinking_in_slices_gives_the_advice_thought_at_once():
    match = _position(GUTS, 7)
    at_once = advise(GUTS, match.state, 0, (), Budget(iterations=120))
    job = Adviser(GUTS, match.state, 0, (), Budget(iterations=120))
    slices = 0
    while not job.run(0.0):  # the smallest slices: one iteration each
        slices += 1
    assert slices > 10
    assert job.advice() == at_once


def test_the_same_position_gives_the_same_hint_and_a_replay_too():
    """Deterministic for a seed: asked twice, or asked again on the game rebuilt from its log,
    the hint is the same."""
    match = _position(GRUNGEON, 2, after=20)
    state = match.state
    first = advise(GRUNGEON, state, 0, _seen(match), THINK)
    assert advise(GRUNGEON, state, 0, _seen(match), THINK) == first
    again = Match.replay(GRUNGEON, match.seats, state.options, state.seed, state.content,
                         list(state.log))
    assert advise(GRUNGEON, again.state, 0, _seen(again), THINK) == first


def test_a_seat_with_no_decision_gets_no_hint():
    match = _position(GUTS, 1)
    other = next(s for s in range(match.state.seats) if s not in match.state.to_act())
    with pytest.raises(ValueError, match="no decision"):
        Adviser(GUTS, match.state, other)


def test_a_game_without_the_hook_says_no_reason(monkeypatch):
    match = _position(GUTS, 4)
    monkeypatch.setattr(type(GUTS), "advice_effects", lambda self: None)
    got = advise(GUTS, match.state, 0, (), THINK)
    assert got.reason == "" and got.effects == ()
    assert got.action in match.state.legal_actions(0)


def test_the_estimate_names_the_next_best_or_a_close_call():
    base = dict(seat=0, action=None, words="w", reason="")
    assert Advice(**base, win=None).estimate() == ""
    assert Advice(**base, win=0.62, next_win=0.48).estimate() == \
        "About 62% to win (next best 48%)."
    assert "close call: another move 70%" in Advice(**base, win=0.6, next_win=0.7).estimate()


# ---- never peeks --------------------------------------------------------------------------------
def _poison_guts(state):
    """The deck in another order, other unseen cards in it, and another RNG (as the search's
    own never-peek test, tests/engine/test_search.py)."""
    from gamebox.games.guts.determinize import visible_cards

    bad = state.clone()
    table = state.table
    seen = Counter(visible_cards(state))
    swapped = []
    for card in state.deck:
        pool = [c for c in (Counter(table.piles[table.kind[card]]) - seen - Counter(swapped))
                if c != card]
        swapped.append(pool[0] if pool else card)
    bad.deck = swapped[::-1]
    bad.game_cards = sorted(visible_cards(state) + bad.deck)
    bad.rng = Rng(424242)
    return bad


def _poison_grizzled(state, seat: int):
    """The other hands dealt again from the Trials Deck (same sizes), the deck reversed, and
    another RNG: nothing `seat` may see changes."""
    bad = state.clone()
    mine = {bad.hand_of[a] for a in range(bad.n) if bad.owner[a] == seat}
    for h, hand in enumerate(bad.hands):
        if h in mine:
            continue
        for i, card in enumerate(hand):
            if not bad.deck:
                break
            hand[i] = bad.deck.pop(0)
            bad.deck.append(card)
    bad.deck.reverse()
    bad.rng = Rng(31337)
    bad.touch()
    return bad


@pytest.mark.parametrize("seed", range(3))
def test_the_guts_hint_never_peeks_at_the_deck(seed):
    """Every hidden field poisoned (the deck's cards and order, the RNG): the same hint, the
    same reason, the same figures."""
    match = _position(GUTS, seed, after=30)
    state = match.state
    bad = _poison_guts(state)
    assert bad.deck != state.deck and bad.view(0) == state.view(0)
    bad.check_invariants()
    assert advise(GUTS, bad, 0, (), THINK) == advise(GUTS, state, 0, (), THINK)


@pytest.mark.parametrize("seed", range(3))
def test_the_grizzled_hint_never_peeks_at_the_other_hands_or_the_deck(seed):
    match = _position(GRIZZLED, seed, after=8)
    state = match.state
    bad = _poison_grizzled(state, 0)
    assert bad.hands != state.hands or bad.deck != state.deck
    assert bad.view(0) == state.view(0)
    bad.check_invariants()
    seen = _seen(match)
    assert advise(GRIZZLED, bad, 0, seen, THINK) == advise(GRIZZLED, state, 0, seen, THINK)


def test_the_hint_reads_the_state_only_through_determinize_its_view_and_its_moves():
    """The real state handed to the hint refuses every read but determinize, the seat's own
    view and legal moves, its log's seats, the seed and to_act."""
    match = _position(GUTS, 6)
    state = match.state

    class Sealed:
        game = state.game
        seed = state.seed
        log = [(s, None) for s, _ in state.log]
        seats = state.seats

        def determinize(self, who, rng):
            assert who == 0
            return state.determinize(who, rng)

        def legal_actions(self, who):
            assert who == 0
            return state.legal_actions(who)

        def view(self, who):
            assert who == 0
            return state.view(who)

        def describe(self, action, who):
            assert who == 0
            return state.describe(action, who)

        def to_act(self):
            return state.to_act()

    sealed = advise(GUTS, Sealed(), 0, (), THINK)
    assert sealed == advise(GUTS, state, 0, (), THINK)


# ---- asking changes nothing else ----------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_asking_for_hints_changes_no_later_bot_decision(game):
    """A game in which seat 0 asks for a hint before every decision plays exactly as the same
    game without: the hints draw from their own generators and leave the state alone."""

    def play(ask: bool):
        match = _match(game, 11, hard=True)
        person = _person(game, 11)
        state = match.state
        asked = 0
        for _ in range(60):
            if state.is_over():
                break
            if 0 in state.to_act():
                if ask:
                    before = state.snapshot()
                    advise(game, state, 0, _seen(match), THINK)
                    assert state.snapshot() == before, "asking changed the state"
                    asked += 1
                _play_person(match, person)
            else:
                match.bot_step(single=True)
        return list(state.log), [e.text for e in match.history], asked

    log, history, _ = play(False)
    log_asked, history_asked, asked = play(True)
    assert asked >= 3
    assert log_asked == log and history_asked == history


def test_the_hint_draws_from_no_generator_a_bot_of_that_seat_would_use():
    """A bot taking the seat over (`Match.hand_to_bot`) seeds from the game seed: the hint's
    search and its reason draw from other numbers, so no bot repeats or skips a draw."""
    match = _position(GUTS, 8)
    state = match.state
    job = Adviser(GUTS, state, 0, (), THINK)
    taker = GUTS.make_bot(0, "hard", state.seed)
    taker.decisions = job.bot.decisions
    assert job.bot._rng().state != taker._rng().state
    assert effect_rng(state, 0).state != taker._rng().state
    assert hint_seed(state.seed, 0) != hint_seed(state.seed, 1)
