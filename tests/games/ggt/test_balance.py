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
