"""Search bots: information-set Monte Carlo tree search that never peeks.

The method is single-observer ISMCTS (Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", 2012; OpenSpiel's `ISMCTSBot` is the reference): one tree of what the
searching seat can tell apart, and for every iteration a fresh determinization of the real
state (`GameState.determinize`: the unseen cards and secrets drawn again), walked down the
tree, one new edge added, played out a few moves by a rollout policy, scored, and the score
added back along the way. An edge counts how often it was *available* as well as chosen, so
an action legal in only some determinizations is judged fairly (UCB with availability).

- **Nodes are information sets of the searching seat.** A step's child is found by what the
  seat observes of it: the action itself when the seat may see it (its own, or anyone's in a
  game whose actions are all public) and the texts of the events it may see. A chance card
  turned on the plate is in those events, so different draws grow different subtrees.
- **Other seats** choose by UCB on their own score where the searching seat sees their
  choice; where it does not (a secret queue in the Grungeon), the game's rollout policy
  chooses for them (the opponent model), and the tree sees only what comes out of it.
- **Simultaneous moves** are turned into a sequence: the searching seat acts first of all
  the seats that may act, the rest in seat order. Nothing the others do before committing is
  seen by anyone, so the order changes no one's information.
- **Rollouts** last at most the playout's `depth` actions, or stop earlier where the
  playout's `cut` says a position is a natural place to judge (the start of a round; the
  walk down the tree stops there too, past the root's move), then the playout's `values`
  scores the position (every seat's share of a win, 0-1): full random games last hundreds
  or thousands of actions, and two thousand iterations a second leave room for a few dozen.

It never reads the state it is given except through `determinize`, `to_act` and the legal
list: tests poison every hidden field of the real state and the choice stays the same.
Everything random comes from the caller's `Rng`, so with an iteration budget the same
position and seed give the same choice; a time budget gives as many iterations as the time
allows, which a replay cannot repeat (a match's log keeps the choices, and replays follow
the log).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from .bots import Bot
from .protocol import Action, GameState
from .rng import Rng

MAX_THINK_MS = 5000
"""The longest a player may let a search bot think per decision (the issue's bound)."""
DEFAULT_THINK_MS = 1000
QUICK_ITERATIONS = 40
"""A small iteration budget for hard bots wherever games must be quick and the same on every
machine: the playthrough transcripts, the game fingerprints, the monkey and the tests seat
hard bots with `Budget(iterations=QUICK_ITERATIONS)` (a few ms a decision; see `QUICK`)."""
EXPLORATION = 0.7
"""UCB's exploration constant for scores between 0 and 1."""
MAX_TREE_STEPS = 400
"""A bound on one iteration's walk down the tree (forced and hidden steps add none)."""


@dataclass(frozen=True)
class Budget:
    """How long a search bot thinks per decision: a number of iterations (reproducible: the
    same position and seed give the same choice) or, when that is 0, a time in ms."""

    iterations: int = 0
    """Iterations per decision; 0 to think for `ms` instead."""
    ms: int = DEFAULT_THINK_MS
    """Milliseconds per decision, at most `MAX_THINK_MS` (used when `iterations` is 0)."""

    def __post_init__(self):
        if self.iterations < 0:
            raise ValueError(f"a search budget needs 0 or more iterations, not {self.iterations}")
        if not 1 <= self.ms <= MAX_THINK_MS:
            raise ValueError(f"a bot thinks from 1 to {MAX_THINK_MS} ms, not {self.ms}")

    def text(self) -> str:
        return f"{self.iterations} iterations" if self.iterations else f"{self.ms} ms"


QUICK = Budget(iterations=QUICK_ITERATIONS)
"""The quick, reproducible budget (`QUICK_ITERATIONS`) as a `Budget`."""


class Playout:
    """What a game gives its search bots; this base class plays at random and scores only
    finished games (an unfinished one is an even share for every seat).

    A game subclasses it with its rollout policy (its bots' sense, reading the
    determinized state freely: it is a sample, not the table) and a score for unfinished
    positions. `start` is called once per decision, for what a policy keeps between moves.
    """

    depth = 40
    """Actions played out after the tree, before `values` scores the position."""
    overrule = 0.05
    """How much better (in share of a win) the search must rate another action than the
    one a prior bot proposes before it plays that one instead (see `SearchBot`)."""
    overrule_visits = 20
    """...and how often it must have tried it, at least (a few tries are mostly noise)."""
    overrule_z = 0.0
    """With more than 0, the search must also be that sure: the other action's mean must
    lie this many standard errors of the difference above the proposal's (each mean's
    error read from the spread of its own scores). Suits a playout whose scores sit close
    together (chances of a rare win), where a fixed margin is either never reached or
    reached by noise."""

    def start(self, state: GameState, rng: random.Random) -> None:
        """A new decision begins on `state`, the real one: read only public facts here (the
        seat count), never a hidden field."""

    def judges(self, state: GameState, seat: int) -> bool:
        """Whether rollouts from `state` (the real one: public facts only) can tell `seat`'s
        actions apart at all. When not, a `SearchBot` with a prior plays the prior's choice
        without searching: an overrule there would follow the rollouts' noise. Always here."""
        return True

    def cut(self, state: GameState) -> bool:
        """Whether an iteration stops at `state` (a determinized one, not over) to be
        scored there by `values`, before its rollout's `depth` is spent: a playout whose
        `values` judges one kind of position best (the start of a round) stops at it. Both
        the rollout and the walk down the tree stop there (the walk only after the root's
        own move). Never here."""
        return False

    def policy(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The rollout's choice for `seat` among `legal` (random here)."""
        return legal[int(rng.random() * len(legal))]

    def values(self, state: GameState) -> list[float]:
        """Each seat's score 0-1 (its share of a win) for `state`, finished or not."""
        return outcome_values(state)


class BotPlayout(Playout):
    """Rollouts played by one of the game's own bots in every seat; a game names its bot in
    `make_bot`. Each bot chooses from its seat's view of the determinized state, as at the
    table (`choose_unseen` first, for a pick that needs no view)."""

    def make_bot(self, seat: int, seed: int):
        """The bot that plays `seat` in this decision's rollouts."""
        raise NotImplementedError

    def start(self, state: GameState, rng: random.Random) -> None:
        seed = rng.getrandbits(63)
        self.bots = [self.make_bot(s, seed) for s in range(state.seats)]

    def policy(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        bot = self.bots[seat]
        action = bot.choose_unseen(legal)
        return action if action is not None else bot.choose(state.view(seat), legal)


def outcome_values(state: GameState) -> list[float]:
    """Shares of a finished game (winners split 1; nobody won: 0 each), or an even share
    for every seat when it is not finished."""
    n = state.seats
    if not state.is_over():
        return [1.0 / n] * n
    outcome = state.result()
    winners = outcome.winners if outcome else ()
    out = [0.0] * n
    for w in winners:
        out[w] = 1.0 / len(winners)
    return out


class _Node:
    """One information set of the searching seat: per action, [score sum, visits,
    availability, sum of squared scores]; per observation, the child node."""

    __slots__ = ("edges", "children")

    def __init__(self):
        self.edges: dict[Action, list] = {}
        self.children: dict[tuple, "_Node"] = {}


def _observation(events, seat: int) -> tuple:
    """What `seat` sees of a step: the kinds and texts of the events it may see."""
    return tuple((e.kind, e.text) for e in events if e.to is None or seat in e.to)


@dataclass
class SearchResult:
    """A decision and what it rested on."""

    action: Action
    iterations: int
    seconds: float
    visits: dict
    """Root action -> times chosen."""
    means: dict
    """Root action -> its mean score for the seat (0-1)."""
    variances: dict
    """Root action -> the variance of its scores (how far one rollout's score strays
    from `means`)."""


class Search:
    """One decision's search, run in one go (`search`) or in slices (`run(seconds)`), so a
    screen can think a little every frame and keep its frame rate.

    A time budget counts the time spent in `run`, not the time between slices: a decision
    thought in slices makes about as many iterations as one thought at once."""

    def __init__(self, state: GameState, seat: int, legal: Sequence[Action], rng: Rng,
                 budget: Budget, playout: Playout | None = None,
                 settled: Action | None = None):
        """`settled`: an action chosen without a search (a prior's, where the playout
        cannot judge): the job is done at once and comes to it; so is one with a single
        legal action. `legal` stays the whole list either way (what the seat was offered)."""
        self.state, self.seat, self.legal, self.rng = state, seat, list(legal), rng
        self.budget = budget
        self.playout = playout = playout or Playout()
        self.iterations = 0
        self.seconds = 0.0
        self.root = _Node()
        self.rnd = None
        self.settled = settled if settled is not None or len(legal) > 1 else self.legal[0]
        if self.settled is None:
            self.rnd = random.Random(rng.next64())
            playout.start(state, self.rnd)
        self.public = not state.game.hidden_information
        self.proposed: Action | None = None
        """A prior bot's proposal, for `SearchBot.finish` to weigh against the result."""

    @property
    def done(self) -> bool:
        """Whether the budget is spent (at once when `settled`)."""
        if self.rnd is None:
            return True
        if self.budget.iterations:
            return self.iterations >= self.budget.iterations
        return self.iterations > 0 and self.seconds >= self.budget.ms / 1000

    def run(self, seconds: float | None = None) -> bool:
        """Iterate until the budget is spent or, with `seconds`, this slice is over; return
        `done`. A slice makes at least one iteration."""
        if self.done:
            return True
        start = time.perf_counter()
        limit = self.budget.iterations
        deadline = start + (self.budget.ms / 1000 - self.seconds)
        if seconds is not None:
            deadline = min(deadline, start + seconds)
        state, seat, rng, rnd, root = self.state, self.seat, self.rng, self.rnd, self.root
        public = self.public
        playout = self.playout
        depth = playout.depth
        policy, values, cut = playout.policy, playout.values, playout.cut
        log, sqrt = math.log, math.sqrt
        done = self.iterations
        first = done
        while True:
            if limit:
                if done >= limit or (seconds is not None and done > first
                                     and time.perf_counter() >= deadline):
                    break
            elif done > first and time.perf_counter() >= deadline:
                break
            done += 1
            game = state.determinize(seat, rng)
            node = root
            path = []
            expanded = False
            for step in range(MAX_TREE_STEPS):
                acting = game.to_act()
                # past the root's own move, the walk stops where a rollout would: every
                # score is then read where the playout's `values` means it to be
                if not acting or (step and cut(game)):
                    break
                mover = seat if seat in acting else acting[0]
                options = game.legal_actions(mover)
                seen = mover == seat or public
                if not seen:
                    action = policy(game, mover, options, rnd)
                elif len(options) == 1:
                    action = options[0]
                else:
                    edges = node.edges
                    untried = [a for a in options if a not in edges]
                    if untried:
                        action = untried[int(rnd.random() * len(untried))]
                        edges[action] = [0.0, 0, 0, 0.0]
                        expanded = True
                    for a in options:  # (the untried others get theirs once added)
                        edge = edges.get(a)
                        if edge is not None:
                            edge[2] += 1
                    if not untried:
                        best = -1.0
                        action = options[0]
                        for a in options:
                            total, visits, avail, _ = edges[a]
                            score = total / visits + EXPLORATION * sqrt(log(avail) / visits)
                            if score > best:
                                best, action = score, a
                    path.append((edges[action], mover))
                events = game.apply_unchecked(mover, action)
                key = (action if seen else None, _observation(events, seat))
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node()
                node = child
                if expanded:
                    break
            for _ in range(depth):
                acting = game.to_act()
                if not acting or cut(game):
                    break
                mover = acting[0]
                game.apply_unchecked(mover, policy(game, mover, game.legal_actions(mover),
                                                   rnd))
            scores = values(game)
            for edge, mover in path:
                score = scores[mover]
                edge[0] += score
                edge[1] += 1
                edge[3] += score * score
        self.iterations = done
        self.seconds += time.perf_counter() - start
        return self.done

    def result(self) -> SearchResult:
        """The most tried action (ties: the better rated), with what it rested on."""
        legal = self.legal
        if self.rnd is None:
            return SearchResult(self.settled, 0, self.seconds, {self.settled: 0}, {}, {})
        edges = self.root.edges
        visits = {a: edges[a][1] for a in legal if a in edges}
        means = {a: edges[a][0] / edges[a][1] for a in visits if edges[a][1]}
        variances = {a: max(0.0, edges[a][3] / edges[a][1] - means[a] ** 2) for a in means}
        best = max(legal, key=lambda a: (visits.get(a, 0), means.get(a, 0.0)))
        return SearchResult(best, self.iterations, self.seconds, visits, means, variances)


def search(state: GameState, seat: int, legal: Sequence[Action], rng: Rng, budget: Budget,
           playout: Playout | None = None) -> SearchResult:
    """Choose one of `legal` for `seat` (to act in `state`) by ISMCTS (see the module), at
    once. Reads `state` only through `determinize`; `rng` is the decision's own."""
    job = Search(state, seat, legal, rng, budget, playout)
    job.run()
    return job.result()


class SearchBot(Bot):
    """A bot that searches (`search`) from determinizations of the real state.

    Each decision draws from its own `Rng`, derived from the game seed, the seat, the level
    and how many decisions the bot has made, so a logged decision need not be thought through
    again for the next ones to come out the same (`skip`).

    With a `prior` (a heuristic bot of the same seat, fed the seat's events and view like
    any bot), the search is a second opinion: the prior's choice is played unless the search
    rates another action better by more than the playout's `overrule` (and, with its
    `overrule_z`, by that many standard errors), having tried it at least `overrule_visits`
    times and as often as the proposal; where the playout says its
    rollouts cannot judge the position (`Playout.judges`), the prior's choice is played
    without a search.
    A game whose determinizations forget what the seat saw in earlier turns (the Grungeon's)
    keeps that memory in its prior."""

    searches = True

    def __init__(self, seat: int, level: str, seed: int, budget: Budget | None = None,
                 playout: Playout | None = None, prior: Bot | None = None):
        super().__init__(seat, level, seed)
        self.seed = seed
        self.budget = budget or Budget()
        self.playout = playout or Playout()
        self.prior = prior
        self.listens = prior is not None and prior.listens
        self.decisions = 0
        self.last: SearchResult | None = None
        """The last decision's result (for the bench and for curious screens)."""

    def observe(self, events) -> None:
        if self.prior is not None:
            self.prior.observe(events)

    def _proposal(self, state: GameState, legal: Sequence[Action]) -> Action | None:
        """The prior's choice from the seat's own view (None without a prior)."""
        prior = self.prior
        if prior is None:
            return None
        action = prior.choose_unseen(legal)
        if action is None:
            action = prior.choose(state.view(self.seat), legal)
        return action if action in legal else None

    def _rng(self) -> Rng:
        # counted when a decision is made (`finish`, `skip`), not when one begins: a search
        # dropped half-way (the app quit) starts again from the same draws
        return Rng(Rng.derive(self.seed, "search", self.seat, self.level, self.decisions))

    def decide(self, state: GameState, legal: Sequence[Action]) -> Action:
        """Search `state` (the real one: read only through `determinize`, and the seat's own
        view for the prior) for a choice, at once."""
        job = self.begin(state, legal)
        job.run()
        return self.finish(job)

    def begin(self, state: GameState, legal: Sequence[Action]) -> Search:
        """A decision's search, to `run` in slices and hand to `finish`."""
        proposed = self._proposal(state, legal)
        # where the rollouts can judge nothing, the prior's choice stands unsearched
        settled = proposed if proposed is not None \
            and not self.playout.judges(state, self.seat) else None
        job = Search(state, self.seat, legal, self._rng(), self.budget, self.playout,
                     settled)
        job.proposed = proposed
        return job

    def finish(self, job: Search) -> Action:
        """The choice `job` (from `begin`, done) comes to; counts the decision."""
        self.decisions += 1
        proposed = job.proposed
        self.last = result = job.result()
        if proposed is None or result.action == proposed or self._overrules(result, proposed):
            return result.action
        result.action = proposed
        return proposed

    def _overrules(self, result: SearchResult, proposed: Action) -> bool:
        """Whether the search is sure enough of its choice to play it over the prior's
        `proposed` one (see the class docstring)."""
        playout = self.playout
        best = result.action
        tries, rival = result.visits.get(best, 0), result.visits.get(proposed, 0)
        mean, rival_mean = result.means.get(best, 0.0), result.means.get(proposed, 0.0)
        if not (mean > rival_mean + playout.overrule and tries >= playout.overrule_visits
                and tries >= rival):
            return False
        if not playout.overrule_z:
            return True
        if rival < 2:  # one score has no spread to read
            return False
        error = math.sqrt(result.variances[best] / tries + result.variances[proposed] / rival)
        # (plus a hair: two actions scored alike differ by rounding alone)
        return (mean - rival_mean) / (error + 1e-9) > playout.overrule_z

    def skip(self, state: GameState, legal: Sequence[Action]) -> None:
        """A decision of this seat is taken from a log (a replay): count it, and let the
        prior think it through (its memory), without searching."""
        self._proposal(state, legal)
        self.decisions += 1

    def choose(self, view: dict, legal: Sequence[Action]) -> Action:
        raise TypeError("a search bot decides from the state (SearchBot.decide), "
                        "not from a view")
