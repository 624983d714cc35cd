"""The Support tiles as the table knows them, and the tile plan every normal bot works out alike.

Which tiles a Grizzled holds is his player's secret, but most of it is public: everyone starts
with To the Left and To the Right (plus one tile drawn at random, unseen), and every tile laid
is revealed with the comrade it supports, who takes it. `TileLedger` follows those public
facts from the reveal events a seat observes: per Grizzled, the tiles the table knows he holds;
the rest of his tiles (his count is public) are unknown to the table.

`plan` works out, from public facts alone, where each Grizzled's tile should go so that one
comrade, the one who gains most from it, has strictly the most Support: it tries every choice
of the known tiles, a comrade whose tiles are unknown counting as a tile landing at random on
any comrade he may reach. Every normal bot computes the same plan (same public facts, no hand
read), then lays its own tile where the plan puts it, or, if the table does not know its
tiles, where it helps the plan most.
"""
from __future__ import annotations

import functools
import itertools

TILE_STEP = {"L": 1, "R": -1, "LL": 2, "RR": -2}
"""Where a Support tile points, in actors clockwise from its player (as `rules.TILE_STEP`)."""
START = ("L", "R")
"""The tiles every Grizzled starts with (the third one is drawn unseen)."""


class TileLedger:
    """The Support tiles the table knows each Grizzled holds, from the public reveals.

    `known[a]` maps a tile to how many of it actor `a` is known to hold. A tile laid and
    revealed leaves its player (a known one if he had it, else it was an unknown one) and
    joins the comrade it supported. A count that falls below what is known (a tile lost to
    Absent-Minded, which only its player sees) leaves that Grizzled's tiles all unknown."""

    __slots__ = ("known",)

    def __init__(self, n: int):
        self.known: list[dict[str, int]] = [dict.fromkeys(START, 1) for _ in range(n)]

    @classmethod
    def of(cls, n: int, reveals) -> "TileLedger":
        """The ledger of `n` Grizzled after the reveals (actor, tile, target), in order (a
        state's public record, `GrizzledState.tile_reveals`)."""
        ledger = cls(n)
        for actor, tile, target in reveals:
            ledger.reveal(actor, tile, target)
        return ledger

    def reveal(self, actor: int, tile: str, target: int) -> None:
        """`actor`'s tile `tile` was revealed and joined `target`'s tiles."""
        mine = self.known[actor]
        if mine.get(tile, 0) > 0:
            mine[tile] -= 1
        theirs = self.known[target]
        theirs[tile] = theirs.get(tile, 0) + 1

    def holdings(self, counts: list[int]) -> list[tuple[dict[str, int], int]]:
        """Per actor, given how many tiles each holds (`counts`, a tile laid face down and
        not yet revealed included): (the tiles the table knows he holds, counted; how many
        of his tiles it does not know). A count below what is known (a tile lost to
        Absent-Minded, which only its player sees) makes the table forget his tiles."""
        out = []
        for a, count in enumerate(counts):
            known = self.known[a]
            total = sum(known.values())
            if total > count:  # a loss only his player saw: the table no longer knows
                known.clear()
                total = 0
            out.append(({t: k for t, k in known.items() if k > 0}, count - total))
        return out

    def public(self, actors: list[dict]) -> list[tuple[tuple[str, ...], int]]:
        """Per actor of the view's ``actors``: (the tile kinds the table knows he holds, how
        many of his tiles it does not know). A tile laid face down this Mission still counts
        as his until it is revealed."""
        counts = [actor["tiles"] + (1 if actor["tile_laid"] else 0) for actor in actors]
        return [(tuple(sorted(known)), unknown) for known, unknown in self.holdings(counts)]


def targets(a: int, n: int, kinds, selfish: bool) -> tuple[int, ...]:
    """The comrades actor `a`'s tiles of `kinds` support (Selfish: himself)."""
    if selfish:
        return (a,) if kinds else ()
    return tuple(sorted({(a + TILE_STEP[t]) % n for t in kinds}))


def reach(a: int, n: int, selfish: bool) -> tuple[int, ...]:
    """Every comrade a tile of actor `a` might support, whatever the tile."""
    kinds = ("L", "R", "LL", "RR") if n >= 4 else ("L", "R")
    return targets(a, n, kinds, selfish)


@functools.lru_cache(maxsize=4096)
def plan(n: int, worth: tuple[float, ...], counts: tuple[bool, ...],
         layers: tuple[tuple, ...]) -> tuple[int, ...]:
    """Where each actor's tile should go (-1: he lays none, or it is not his to choose).

    `worth[b]`: what strictly the most Support is worth to actor b; `counts[b]`: whether a
    tile given to b counts (False for a Distrustful one); `layers[a]`: ``("pick", targets,
    wild)`` for an actor who chooses among `targets` (when it is empty, his tile lands at
    random among `wild`), ``("wild", targets)`` for one whose tile lands at random among
    them, or ``()`` for one who lays no tile. The plan maximises the expected worth of the
    Support's outcome (`outcome_worth`: a tie is worth nothing); ties between plans go to the
    first found (choices in actor order, targets in ascending order), so every bot finds the
    same one."""
    free, wild = [], []
    for a, layer in enumerate(layers):
        if not layer:
            continue
        if layer[0] == "pick" and layer[1]:
            free.append((a, layer[1]))
        elif layer[0] == "pick":
            if layer[2]:
                wild.append(layer[2])
        elif layer[1]:
            wild.append(layer[1])
    outcomes = list(itertools.product(*wild)) if wild else [()]
    weight = 1.0 / len(outcomes)
    best, best_value = None, -1.0
    for choice in itertools.product(*(t for _, t in free)):
        value = 0.0
        for outcome in outcomes:
            got = [0] * n
            for b in itertools.chain(choice, outcome):
                if counts[b]:
                    got[b] += 1
            value += outcome_worth(got, worth)
        value *= weight
        if value > best_value + 1e-9:
            best, best_value = choice, value
    out = [-1] * n
    for (a, _), b in zip(free, best or ()):
        out[a] = b
    return tuple(out)


@functools.lru_cache(maxsize=4096)
def expected(n: int, worth: tuple[float, ...], counts: tuple[bool, ...],
             layers: tuple[tuple, ...], chosen: tuple[tuple[int, int], ...]) -> float:
    """The expected worth of the Support's outcome when each actor of the pairs in `chosen`
    (actor, comrade; -1: no tile) lays his tile on that comrade and the others' tiles land
    at random among their targets (``layers`` as in `plan`)."""
    chosen = dict(chosen)
    wild = []
    base = [0] * n
    for a, layer in enumerate(layers):
        if a in chosen:
            if chosen[a] >= 0 and counts[chosen[a]]:
                base[chosen[a]] += 1
            continue
        if not layer:
            continue
        spread = layer[1] if layer[0] == "wild" or layer[1] else layer[2]
        if spread:
            wild.append(spread)
    outcomes = list(itertools.product(*wild)) if wild else [()]
    total = 0.0
    for outcome in outcomes:
        got = base[:]
        for b in outcome:
            if counts[b]:
                got[b] += 1
        total += outcome_worth(got, worth)
    return total / len(outcomes)


MARGIN = 0.001
"""What each tile of lead over the runner-up adds to an outcome's worth: between plans worth
the same, the one a stray tile cannot turn into a tie."""


def outcome_worth(got: list[int], worth) -> float:
    """What a Support count is worth: the worth of the one comrade with strictly the most
    (and a little per tile of his lead), nothing for a tie."""
    top = max(got)
    if not top or got.count(top) > 1:
        return 0.0
    at = got.index(top)
    lead = top - max(got[:at] + got[at + 1:])
    return worth[at] + MARGIN * lead
