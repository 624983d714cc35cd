"""The balance report (`gamebox.games.ggt.balance`): what it counts."""
from __future__ import annotations

from gamebox.games.ggt.balance import measure


def test_the_balance_report_counts_every_seat_of_every_game_once():
    """Each game adds one game to each Monster seated and one share of a win to its
    winner; levels turn round the table, so each level sits as often as the other."""
    result = measure("arena", 2, 6, seed=40, levels=("normal", "easy"))
    assert result.games == 6 and len(result.rounds) == 6
    assert sum(result.played.values()) == 12
    assert abs(sum(result.won.values()) - (6 - result.unwon)) < 1e-9
    assert result.level_seats == {"normal": 6, "easy": 6}
    rows = result.by_monster()
    assert [r[1] for r in rows] == sorted((r[1] for r in rows), reverse=True)
    assert "arena, 2 seats: 6 games" in result.lines()[0]


def test_shared_over_processes_the_report_is_the_same():
    """Game k plays from seed + k with the levels turned k places whichever process plays
    it, so splitting a run over processes changes no figure."""
    alone = measure("arena", 2, 6, seed=40, levels=("normal", "easy"))
    shared = measure("arena", 2, 6, seed=40, levels=("normal", "easy"), jobs=2)
    assert (shared.games, shared.unwon, sorted(shared.rounds)) == \
        (alone.games, alone.unwon, sorted(alone.rounds))
    assert shared.played == alone.played and shared.level_seats == alone.level_seats
    assert shared.won == alone.won and shared.level_won == alone.level_won
