"""The table's knowledge of the Support tiles: the state's public record of every tile
revealed (`GrizzledState.tile_reveals`) and the ledger read from it (`tile_plan.TileLedger`).

Rulebook (Mission Resolution, step 1): "Reveal Support: the players simultaneously reveal
their Support tile [...] Each player then gives his Support tile to the player it designates";
so every tile laid is seen by everyone, with the comrade it goes to.
"""
from __future__ import annotations

from gamebox.engine.rng import Rng
from gamebox.games.grizzled import tile_plan


def test_the_ledger_of_a_record_is_the_ledger_told_each_reveal():
    """`TileLedger.of` reads a record of reveals in order, as a bot told them one by one."""
    record = [(0, "L", 1), (3, "LL", 1), (1, "LL", 3)]
    told = tile_plan.TileLedger(4)
    for r in record:
        told.reveal(*r)
    assert tile_plan.TileLedger.of(4, record).known == told.known
    assert told.known[1] == {"L": 2, "R": 1, "LL": 0}


def test_holdings_count_the_known_tiles_and_the_unknown_ones():
    """Per Grizzled: the tiles the table knows he holds, counted, and how many more he has
    (his count is public); a count below what is known forgets him (Absent-Minded)."""
    ledger = tile_plan.TileLedger.of(4, [(0, "L", 1), (3, "LL", 1)])
    assert ledger.holdings([2, 5, 3, 1]) == [({"R": 1}, 1), ({"L": 2, "R": 1, "LL": 1}, 1),
                                             ({"L": 1, "R": 1}, 1), ({}, 1)]


def test_the_state_records_every_tile_revealed_with_its_reveal_event(gz):
    """Every reveal event's (actor, tile, comrade) joins the state's public record, in
    order; a clone and a saved game keep it."""
    state = gz.new(4, seed=6)
    rng = Rng(6)
    seen = []
    while not state.is_over() and len(seen) < 8:
        seat = state.to_act()[0]
        for e in state.apply(seat, rng.choice(state.legal_actions(seat))):
            if e.kind == "reveal":
                seen.append((e.data["actor"], e.data["tile"], e.data["target"]))
    assert len(seen) >= 8
    assert state.tile_reveals == seen
    assert state.clone().tile_reveals == seen
    back = type(state).from_json(state.game, state.to_json(), state.content)
    assert back.tile_reveals == seen and back == state
    assert type(state).from_json(state.game, state.to_json(), state.content,
                                 replay=True).tile_reveals == seen
