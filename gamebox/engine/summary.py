"""The end-of-game summary: each seat's score over the rounds and a few highlights.

No pygame: the results screen draws what this computes. A game gives two small things on its
`GameState` (`score_now`, `round_now`; both have defaults that mean "no chart") and may pick
its own highlights (`GameState.highlights`); the series is read by replaying the finished
game's log from its seed (every game replays exactly), so a game keeps no history for it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .events import Event
from .protocol import GameState

MOST_HIGHLIGHTS = 4
END_KINDS = frozenset({"game_over", "over"})
"""The kinds of event that say the game is over (its reason, shown above the summary)."""


@dataclass(frozen=True)
class Series:
    """A running score per seat, one sample per round (the score at the round's end)."""

    name: str
    """What the score is ("Glory", "HP")."""
    rounds: tuple[int, ...]
    """The round of each sample, in order (the first is the start)."""
    values: tuple[tuple[int, ...], ...]
    """Per sample, each seat's score."""
    round_word: str = "round"
    """What the game calls a round ("turn" in the Grungeon)."""
    race: bool = True
    """Whether the highest score leads (`GameState.score_is_race`): False for a shared
    story (a cooperative game's Hard Knocks), which gets no line about the lead."""

    def of(self, seat: int) -> list[int]:
        """One seat's scores, sample by sample."""
        return [v[seat] for v in self.values]


@dataclass
class Summary:
    """What the results show of a finished game besides its story."""

    series: Series | None = None
    highlights: list[str] = field(default_factory=list)

    @property
    def worth_showing(self) -> bool:
        """Whether there is anything beyond the story (a chart or the game's highlights)."""
        return self.series is not None or bool(self.highlights)


def score_series(state: GameState) -> Series | None:
    """`state`'s running score round by round, by replaying its log from its seed; None when
    the game keeps no running score (`GameState.score_now`)."""
    if state.score_now() is None:
        return None
    fresh = state.game.new_state(state.seats, state.options, state.seed, state.content,
                                 state.names)
    by_round: dict[int, tuple[int, ...]] = {fresh.round_now(): tuple(fresh.score_now())}
    order = [fresh.round_now()]
    for seat, action in state.log:
        fresh.apply_unchecked(seat, action)
        now = fresh.round_now()
        if now not in by_round:
            order.append(now)
        by_round[now] = tuple(fresh.score_now())
    return Series(state.score_name or "Score", tuple(order),
                  tuple(by_round[r] for r in order), state.round_word, state.score_is_race)


def generic_highlights(series: Series | None, names: list[str], history: list[Event]
                       ) -> list[str]:
    """Highlights any game has: the biggest swing of one round, how often the lead changed
    (only in a race: `Series.race`), and the last public event (the final blow) short of
    the end's own line (`END_KINDS`: the results already say why the game ended)."""
    out: list[str] = []
    if series is not None and len(series.values) > 1:
        best = None
        for i in range(1, len(series.values)):
            for seat in range(len(names)):
                delta = series.values[i][seat] - series.values[i - 1][seat]
                if delta and (best is None or abs(delta) > abs(best[0])):
                    best = (delta, seat, series.rounds[i])
        if best is not None:
            delta, seat, round_ = best
            unit = series.name if series.name.isupper() else series.name.lower()
            if abs(delta) == 1 and unit.endswith("s"):  # "+1 hard knock"
                unit = unit[:-1]
            out.append(f"Biggest swing: {names[seat]} {delta:+d} {unit} "
                       f"in {series.round_word} {round_}.")
        leaders = []
        for values in series.values[1:] if series.race else ():
            top = max(values)
            if values.count(top) == 1:
                leader = values.index(top)
                if not leaders or leaders[-1] != leader:
                    leaders.append(leader)
        if len(leaders) > 2:
            out.append(f"The lead changed hands {len(leaders) - 1} times.")
    last = next((e.text for e in reversed(history) if e.to is None and e.text
                 and e.kind not in END_KINDS), "")
    if last:
        out.append(f"The last word: {last}")
    return out


def summarize(state: GameState, history: list[Event]) -> Summary:
    """The summary of a finished game: its series and up to `MOST_HIGHLIGHTS` highlights,
    the game's own first."""
    series = score_series(state)
    own = list(state.highlights(history))
    names = [state.seat_name(s) for s in range(state.seats)]
    picked = own[:MOST_HIGHLIGHTS]
    for line in generic_highlights(series, names, history):
        if len(picked) >= MOST_HIGHLIGHTS:
            break
        if line not in picked:
            picked.append(line)
    return Summary(series, picked if (own or series is not None) else [])
