"""The state's fields live in `__slots__`, a clone owns its own copies, and a turn's report
events carry the same data whether or not anybody reads it (it is built lazily)."""
from __future__ import annotations

from gamebox.engine.protocol import GameState
from gamebox.engine.speed import game_slots
from gamebox.engine.rng import Rng
from gamebox.games.grungeon.resolve import REPORT_KEYS

from .conftest import DMO1, DMO2, EC

# made once per game from the seat names and never changed afterwards: shared on purpose
PER_GAME = {"_mate_moved", "_mate_blocked"}


def _mid_game(sc, turns: int = 30):
    state = sc.default_state(seed=5)
    rng = Rng(11)
    while state.turn <= turns and not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_the_state_has_no_instance_dict_and_sets_every_slot(sc):
    """A field assigned outside `__slots__` would raise; one declared but left unset would
    break clone and undo, which copy every slot."""
    state = _mid_game(sc)
    assert not hasattr(state, "__dict__")
    for name in game_slots(type(state), GameState):
        getattr(state, name)  # raises AttributeError when `setup` forgot it


def test_a_clone_shares_no_mutable_field_with_its_original(sc):
    """`_clone_into` names the fields it copies one by one (for speed): a mutable field added to
    the state and forgotten there would be shared between a bot's lookahead and the table."""
    state = _mid_game(sc)
    copy = state.clone()
    assert copy == state
    for name in game_slots(type(state), GameState):
        value = getattr(state, name)
        if isinstance(value, (list, dict, set)) and name not in PER_GAME:
            assert getattr(copy, name) is not value, f"the clone shares {name}"
    for mine, theirs in zip(state.inv + state.trails, copy.inv + copy.trails):
        assert mine is not theirs
    before = state.snapshot()
    copy.inv[0].append("potion")
    copy.floor[0] = ("potion",)
    copy.hp[1] = 1
    copy.trails[2].append(0)
    copy.chronicle.append(("marker",))
    assert state.snapshot() == before


def test_report_data_tells_how_each_move_went(sc):
    """The private report's data (read by bots and the log) names the move's outcome and
    direction, a teleport's room and what was picked up, with the report's lines."""
    state = sc.state()
    sc.place(state, DMO2, "B2")
    sc.place(state, DMO1, "A1")
    sc.place(state, EC, "E5")
    state.floor[sc.room("E6")] = ("potion",)
    events = sc.turn(state, dmo2="move down", dmo1="move up", ec="move down")
    reports = {next(iter(e.to)): e for e in events if e.kind == "report"}
    assert set(reports) == {DMO2, DMO1, EC}
    for seat, event in reports.items():
        assert list(event.data) == list(REPORT_KEYS)
        assert event.data["lines"] == event.text.split("\n") == list(state.reports[seat])
    assert {k: reports[DMO2].data[k] for k in REPORT_KEYS[:4]} == {
        "move": "moved", "dir": "down", "teleport": None, "picked": None}
    assert reports[DMO1].data["move"] == "blocked" and reports[DMO1].data["dir"] == "up"
    assert reports[EC].data["picked"] == ["potion"] and reports[EC].data["move"] == "moved"


def test_report_data_states_as_facts_what_the_lines_tell_of_the_others(sc):
    """Bots read a report's facts (`seen`), never its wording: each fact stands beside the
    line a person reads. DMO 1 hits EC, DMO 2 walks out of the room they share, and the
    Grunkletaur-free fight kills EC, who had 1 HP."""
    state = sc.state()
    for seat in (DMO2, DMO1, EC):
        sc.place(state, seat, "B2", hp=20)
    state.hp[EC] = 1
    state.inv[DMO1] = ["iron_sword"]
    state.touch()
    events = sc.turn(state, dmo2="move down", dmo1="attack iron_sword")
    reports = {next(iter(e.to)): e for e in events if e.kind == "report"}
    assert ("hit_by", DMO1) in reports[EC].data["seen"]
    assert "Player 2 hit you for" in reports[EC].text
    assert reports[DMO1].data["seen"] == [("died", EC), ("moved", DMO2, "down")]
    assert reports[DMO1].data["lines"][-2:] == ["Player 3 has died.", "Player 1 moved down."]
    assert ("died", EC) in reports[EC].data["seen"]
