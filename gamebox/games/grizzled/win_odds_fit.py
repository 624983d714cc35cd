"""Fit `win_odds.COEFFICIENTS` again: play normal tables, read each Mission's start, fit.

    python -m gamebox.games.grizzled.win_odds_fit --games 20000 --seed 10000

plays seeded one-shots (Traps on, no modules) of normal bots at 2 to 5 seats, reads
`win_odds.features` at the start of every Mission after the first (when the Mission count
has just gone up: where the hard bot's rollouts stop), labels each with whether that game
made peace, and fits a logistic regression per seat count by Newton's method (a light ridge
keeps it stable). Prints the coefficients as `win_odds.COEFFICIENTS` holds them, and how well
they sort won games' states above lost ones' (the area under the ROC curve) on the next
quarter as many games, played for that alone.
"""
from __future__ import annotations

import argparse

from ...engine.match import Match, SeatSpec
from .game import GAME
from .win_odds import FEATURES, features, log_odds, probability

RIDGE = 1e-3


def mission_starts(seats: int, seed: int, content) -> tuple[list[tuple[int, ...]], bool]:
    """Each Mission start's features in one seeded normal table's game, and whether it won."""
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(seats)], None, seed,
                        content)
    state = match.state
    rows, mission = [], state.mission
    while not state.is_over():
        match.bot_step(single=True)
        if state.mission > mission and not state.is_over():
            mission = state.mission
            rows.append(features(state))
    return rows, bool(state.won)


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and square)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def fit(rows: list[tuple[int, ...]], won: list[bool], steps: int = 25) -> tuple[float, ...]:
    """Logistic regression of `won` on `rows` (an intercept first), by Newton's method."""
    k = len(rows[0]) + 1
    w = [0.0] * k
    for _ in range(steps):
        grad = [RIDGE * v for v in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, y in zip(rows, won):
            xs = (1.0, *x)
            p = probability(log_odds(w, x))
            d, s = p - y, p * (1 - p)
            for i in range(k):
                grad[i] += d * xs[i]
                si = s * xs[i]
                row = hess[i]
                for j in range(i + 1):
                    row[j] += si * xs[j]
        for i in range(k):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(v) for v in step) < 1e-6:
            break
    return tuple(round(v, 4) for v in w)


def roc_area(scores: list[float], won: list[bool]) -> float:
    """The chance a won game's state scores above a lost one's (ties count half)."""
    order = sorted(range(len(scores)), key=scores.__getitem__)
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for t in range(i, j + 1):
            ranks[order[t]] = (i + j) / 2 + 1
        i = j + 1
    wins = sum(won)
    losses = len(won) - wins
    if not wins or not losses:
        return 0.5
    return (sum(r for r, y in zip(ranks, won) if y) - wins * (wins + 1) / 2) / (wins * losses)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=10000)
    parser.add_argument("--seats", default="2,3,4,5")
    args = parser.parse_args(argv)
    content = GAME.load_content()
    end = args.seed + args.games
    print(f"features: {', '.join(FEATURES)}")
    for seats in (int(s) for s in args.seats.split(",")):
        train, test = ([], []), ([], [])
        for seed in range(args.seed, end + args.games // 4):
            rows, won = mission_starts(seats, seed, content)
            into = train if seed < end else test
            into[0].extend(rows)
            into[1].extend([won] * len(rows))
        weights = fit(*train)
        area = roc_area([log_odds(weights, x) for x in test[0]], test[1])
        print(f"    {seats}: {weights},  # ROC area {area:.3f} on "
              f"{len(test[0])} held-out Mission starts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
