"""The hint: the move a strong bot would make for a seat, and why in a few words.

A hint is the game's hard bot (`engine.search.SearchBot`) thinking for the seat that asks,
from that seat's information only: the search reads the state through `determinize`, as the
bot does, and the bot's prior (the Grungeon's, the Grizzled's and GGT's) is fed that seat's
own events and view. It never peeks (tests/engine/test_advice.py poisons every hidden field
and the hint stays the same).

- **Its own generator.** A hint draws from generators derived from the game seed, the seat
  and how many decisions the seat has made (`hint_seed`), never from a bot's: asking for a
  hint changes nothing any bot does later, and a replayed log plays the same. With an
  iteration budget the same position gives the same hint; the table thinks for a time
  (`HINT_BUDGET`), in slices over frames (`Adviser.run`), like a hard bot.
- **Why, in a few words.** The reason is the game's: `Game.advice_effects()` returns an
  `Effects` hook (None: the hint names the move and the search's estimate only) that
  measures what the move does on a state before and after it, both determinized for the
  seat, averaged over `EFFECT_SAMPLES` determinizations (`expected_effect`), and says the
  averages in a few words ("+3 glory", "2 of 3 Gas Masks out: 40% risk of a third").

Nothing of a hint is logged or kept in the state; the table shows it behind the asking
seat's curtain only, and forgets it when the eyes change. No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .bots import SEARCH_LEVEL
from .protocol import Action, Event, Game, GameState
from .rng import Rng
from .search import Budget

HINT_THINK_MS = 500
"""How long the table's hint thinks (the issue: a short budget, about half a second)."""
HINT_BUDGET = Budget(ms=HINT_THINK_MS)
EFFECT_SAMPLES = 24
"""Determinizations the expected effect of the advised move is averaged over."""


class Effects:
    """A game's hook for the hint's reason: what a move does, measured and said.

    `measure` is called once per determinization with the state before the move and the
    state after it (both determinized for `seat`: read them freely, they are samples, not
    the table), and returns named numbers (glory gained, damage dealt, 1 when the Mission
    failed); `words` gets each number averaged over the samples (a name missing from a
    sample counts 0 there) and says them in a few words, "" for nothing worth saying. The
    words may read `view`, the seat's own view of the real state, and nothing else."""

    def measure(self, before: GameState, after: GameState, seat: int, action: Action,
                events: list[Event]) -> dict[str, float]:
        return {}

    def words(self, means: dict[str, float], action: Action, seat: int, view) -> str:
        return ""


@dataclass(frozen=True)
class Advice:
    """A hint for one seat's decision."""

    seat: int
    action: Action
    """The move the hard search picks (one of the seat's legal actions)."""
    words: str
    """The move in a player's words (`GameState.describe`)."""
    reason: str
    """Its expected effect in a few words, from the game's `Effects` ("" when none)."""
    win: float | None
    """The search's estimate of the seat's share of a win after this move (0-1), or None
    when there was nothing to search (one legal move)."""
    next_words: str = ""
    """The next best move in words ("" when none was tried)."""
    next_win: float | None = None
    """...and its estimate."""
    iterations: int = 0
    effects: tuple = ()
    """The averaged measures behind `reason`, as sorted (name, mean) pairs (for tests)."""

    def estimate(self) -> str:
        """The search's figures in a few words ("" without them)."""
        if self.win is None:
            return ""
        # the search's score is an estimate (a share of a win, or a fitted chance), not a
        # count of rollouts won
        text = f"About {round(100 * self.win)}% to win"
        if self.next_win is not None:
            # the prior's choice may stand against a move the search rates a little higher
            # (`SearchBot.finish`): then it is a close call, not a "next best"
            word = "next best" if self.next_win <= self.win else "close call: another move"
            text += f" ({word} {round(100 * self.next_win)}%)"
        return text + "."


def hint_seed(game_seed: int, seat: int) -> int:
    """The seed of the hint bot for `seat`: its own, no bot's (its decisions add the seat's
    decision count, `SearchBot._rng`)."""
    return Rng.derive(game_seed, "hint", seat)


def decisions_made(state: GameState, seat: int) -> int:
    """How many logged decisions `seat` has made (public: the log's seats)."""
    return sum(1 for s, _ in state.log if s == seat)


def expected_effect(game: Game, state: GameState, seat: int, action: Action, rng: Rng,
                    samples: int = EFFECT_SAMPLES) -> dict[str, float]:
    """The game's `Effects.measure` of `action` averaged over `samples` determinizations of
    `state` for `seat` ({} for a game without the hook)."""
    effects = game.advice_effects()
    if effects is None:
        return {}
    totals: dict[str, float] = {}
    for _ in range(samples):
        before = state.determinize(seat, rng)
        after = before.clone()
        events = after.apply_unchecked(seat, action)
        for name, value in effects.measure(before, after, seat, action, events).items():
            totals[name] = totals.get(name, 0.0) + float(value)
    return {name: total / samples for name, total in totals.items()}


def explain(game: Game, state: GameState, seat: int, action: Action, rng: Rng,
            samples: int = EFFECT_SAMPLES) -> tuple[dict[str, float], str]:
    """What `action` does for `seat` (to act in `state`): the game hook's averaged measures
    (`expected_effect`) and its words for them ("" without a hook)."""
    effects = game.advice_effects()
    if effects is None:
        return {}, ""
    means = expected_effect(game, state, seat, action, rng, samples)
    return means, effects.words(means, action, seat, state.view(seat))


def effect_rng(state: GameState, seat: int) -> Rng:
    """The generator a hint's reason draws its determinizations from (the game seed, the
    seat and its decision count: the same position gives the same reason)."""
    return Rng(Rng.derive(hint_seed(state.seed, seat), "effect", decisions_made(state, seat)))


class Adviser:
    """One hint's thinking: the hard search for `seat` (to act in `state`), run at once or
    in slices (`run(seconds)`), then `advice()`.

    `seen` are the events `seat` may see so far, oldest first (its bot's prior learns the
    game from them, as a bot taking over a seat does: `Match.hand_to_bot`). The real state
    is read through `determinize`, the seat's own view and its legal actions only."""

    def __init__(self, game: Game, state: GameState, seat: int, seen: Sequence[Event] = (),
                 budget: Budget = HINT_BUDGET):
        self.game, self.state, self.seat = game, state, seat
        self.legal = list(state.legal_actions(seat))
        if not self.legal:
            raise ValueError(f"seat {seat} has no decision to hint at")
        self.decisions = decisions_made(state, seat)
        self.bot = bot = game.make_bot(seat, SEARCH_LEVEL, hint_seed(state.seed, seat))
        self.job = None
        if getattr(bot, "searches", False):
            bot.budget = budget
            bot.decisions = self.decisions
            if bot.listens and seen:
                bot.observe([e for e in seen if e.visible_to(seat)])
            self.job = bot.begin(state, self.legal)
        self._advice: Advice | None = None

    @property
    def done(self) -> bool:
        return self.job is None or self.job.done

    def run(self, seconds: float | None = None) -> bool:
        """Think until the budget is spent or, with `seconds`, this slice is over; `done`."""
        if self.job is not None:
            self.job.run(seconds)
        return self.done

    def advice(self) -> Advice:
        """The hint, once `done` (thinking the rest at once when it is not)."""
        if self._advice is not None:
            return self._advice
        self.run()
        state, seat, legal = self.state, self.seat, self.legal
        win = next_win = None
        next_words = ""
        iterations = 0
        if self.job is not None:
            action = self.bot.finish(self.job)
            result = self.bot.last
            iterations = result.iterations
            win = result.means.get(action)
            others = [a for a in legal if a != action and a in result.means]
            if others:
                runner = max(others, key=lambda a: (result.visits.get(a, 0), result.means[a]))
                next_win = result.means[runner]
                next_words = state.describe(runner, seat)
        else:  # a game without a search bot: its hard bot's choice from the seat's view
            action = self.bot.choose_unseen(legal)
            if action is None:
                action = self.bot.choose(state.view(seat), legal)
        means, reason = explain(self.game, state, seat, action, effect_rng(state, seat))
        self._advice = Advice(seat, action, state.describe(action, seat), reason, win,
                              next_words, next_win, iterations, tuple(sorted(means.items())))
        return self._advice


def advise(game: Game, state: GameState, seat: int, seen: Sequence[Event] = (),
           budget: Budget = HINT_BUDGET) -> Advice:
    """The hint for `seat` (to act in `state`), thought at once (see `Adviser`)."""
    return Adviser(game, state, seat, seen, budget).advice()


def won(state: GameState, seat: int) -> float:
    """1.0 when `state` is over and `seat` is among its winners, else 0.0 (a measure an
    `Effects` hook gives, so "wins the game" is averaged like any other)."""
    if not state.is_over():
        return 0.0
    result = state.result()
    return 1.0 if result is not None and seat in result.winners else 0.0


def percent(share: float) -> str:
    """A share 0-1 as a whole percentage a player reads ("40%"); a share that is not
    nothing never reads 0%, nor one short of certain 100%.

    >>> percent(0.4), percent(0.001), percent(0.999), percent(1.0)
    ('40%', '1%', '99%', '100%')
    """
    value = round(100 * share)
    if share > 0 and value == 0:
        value = 1
    elif share < 1 and value == 100:
        value = 99
    return f"{value}%"


def by_chance(share: float, sure: str, maybe: str) -> str:
    """How a hint says an effect seen in `share` of its tries: `sure` when it came nearly
    every time (0.95 or more), `maybe` after the share when it came at least once in
    twenty, else "" (not worth a word).

    >>> by_chance(1.0, "deals 3 damage", "chance to deal 3 damage")
    'deals 3 damage'
    >>> by_chance(0.4, "tears off a limb", "chance to tear off a limb")
    '40% chance to tear off a limb'
    >>> by_chance(0.01, "takes the Token", "chance of the Token")
    ''
    """
    if share >= 0.95:
        return sure
    if share > 0.05:
        return f"{percent(share)} {maybe}"
    return ""


def per_time(means: dict, total: str, share: str) -> float:
    """The mean of `total` over the tries where the effect `share` came (0 when it never
    did): the damage a hit deals when it hits."""
    times = means.get(share, 0.0)
    return means.get(total, 0.0) / times if times else 0.0


def signed(amount: float) -> str:
    """An averaged amount a player reads: whole when it is about whole ("+3"), else one
    decimal ("+1.5").

    >>> signed(3.0), signed(1.46), signed(-2.0)
    ('+3', '+1.5', '-2')
    """
    if abs(amount - round(amount)) < 0.05:
        return f"{round(amount):+d}"
    return f"{amount:+.1f}"


def amount(value: float) -> str:
    """An averaged amount without its sign: whole when it is about whole, else one decimal.

    >>> amount(3.0), amount(2.46)
    ('3', '2.5')
    """
    return signed(value).lstrip("+")
