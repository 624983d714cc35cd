"""Edges of the Grungeon's rules that play rarely reaches, found by `tools/mutants.py`: each
test here failed against a one-token change of the rules that the other tests let through."""
from __future__ import annotations

import copy

import pytest

from gamebox.engine.protocol import Action
from gamebox.games.grungeon import maze, resolve
from gamebox.games.grungeon.game import GAME

DMO2, DMO1, EC = 0, 1, 2


def _report(state, seat) -> str:
    return "\n".join(state.view(seat)["report"])


# ---- the Grunkletaur, uses and moves told to room-mates ----------------------------------
def test_a_slain_grunkletaur_never_attacks(sc):
    """"The Grunkletaur will idle until a player is in its room. Then, it will randomly decide
    between 2 different actions": once slain it does neither, whoever stands in its room."""
    for seed in range(10):
        state = sc.state(seed=seed)
        state.grunk_hp = 0
        sc.place(state, DMO2, "H8", hp=20)
        sc.turn(state)
        assert state.hp[DMO2] == 20
        assert resolve.GRUNK_ATTACKS not in state.view(DMO2)["report"]


def test_room_mates_hear_of_a_use_and_a_move_and_nobody_else_does(sc):
    """House rule (docs/rules/grungeon.md, what a seat is told): a seat hears what the others
    in its room do; the doer is told in its own words, and seats elsewhere hear nothing."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=10, inv=["potion"])
    sc.place(state, DMO1, "C3")
    sc.place(state, EC, "K12")
    sc.turn(state, dmo2="use potion; move down")
    mate, own, far = _report(state, DMO1), _report(state, DMO2), _report(state, EC)
    assert "Player 1 used a Potion." in mate and "Player 1" in mate.split("Potion.", 1)[1]
    assert "Player 1 used" not in own and "You used a Potion" in own
    assert "Player 1" not in far


def test_a_dead_room_mate_hears_nothing(sc):
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["potion"])
    sc.place(state, DMO1, "C3")
    state.alive[DMO1] = False
    resolve_lines = []
    sc.turn(state, dmo2="use potion; move down")
    resolve_lines += state.reports[DMO1]
    assert not any("Player 1" in line for line in resolve_lines)


def test_the_teleporter_never_lands_in_the_room_it_is_used_in(sc, monkeypatch):
    """House rule: "any room but the current one", each of the others equally likely: the draw
    over the other 224 rooms skips the current one."""
    for drawn, landed in ((sc.room("C3"), sc.room("D3")), (sc.room("C3") - 1, sc.room("B3")),
                          (maze.ROOMS - 2, maze.ROOMS - 1)):
        state = sc.state()
        sc.place(state, DMO2, "C3", inv=["teleporter"])
        monkeypatch.setattr(type(state.rng), "randbelow", lambda self, n, drawn=drawn: drawn)
        sc.turn(state, dmo2="use teleporter")
        assert state.pos[DMO2] == landed


# ---- spikes, pick-ups and the exit ------------------------------------------------------
def test_a_survivor_of_the_spikes_picks_up_what_lay_there_and_the_dead_leave_theirs(sc):
    """"If you die to spikes, your items will remain on the floor": the seat entering beside
    them that survives takes what lay there before, and the dead seat's items stay."""
    state = sc.state(sc.arena(spikes=["C4"]), seed=3)
    state.floor[sc.room("C4")] = ("potion",)
    sc.place(state, DMO2, "C3", hp=2, inv=["diamond_sword"])
    sc.place(state, DMO1, "C5", hp=20)
    sc.turn(state, dmo2="move down", dmo1="move up")
    assert not state.alive[DMO2] and state.inv[DMO1] == ["potion"]
    assert state.floor[sc.room("C4")] == ("diamond_sword",)


def test_the_seat_that_did_not_pick_up_is_told_who_did(sc):
    """"If multiple players enter the same room at the same time, one of them will randomly pick
    up the item(s)": the other is told so, the taker is not told it about itself."""
    state = sc.state(seed=5)
    state.floor[sc.room("C4")] = ("potion",)
    sc.place(state, DMO2, "C3")
    sc.place(state, DMO1, "C5")
    sc.turn(state, dmo2="move down", dmo1="move up")
    taker = DMO2 if state.inv[DMO2] else DMO1
    other = DMO1 if taker == DMO2 else DMO2
    assert "You pick up Potion." in _report(state, taker)
    assert "picked up what lay here" not in _report(state, taker)
    assert f"{state.names[taker]} picked up what lay here." in _report(state, other)


def test_a_wall_is_not_told_or_chronicled_as_the_exit(sc):
    """"Without the Token of Grunkle, you can not exit the Grungeon": walking into the exit
    without it is refused, and the story records that try; walking into a wall is not such a
    try."""
    state = sc.state()
    sc.place(state, DMO2, "A1")
    sc.turn(state, dmo2="move up")
    assert resolve.EXIT_REFUSED not in _report(state, DMO2)
    assert not any(fact[0] == "refused" for fact in state.chronicle)
    sc.place(state, DMO2, "H1")
    sc.turn(state, dmo2="move up")
    assert resolve.EXIT_REFUSED in _report(state, DMO2)
    assert [fact[2] for fact in state.chronicle if fact[0] == "refused"] == [DMO2]


def test_the_results_name_who_holds_a_token(sc):
    state = sc.state()
    sc.place(state, DMO1, "H1", inv=["token"])
    sc.turn(state, dmo1="move up")
    assert state.result().winners == (DMO1,)
    assert state.result().details["tokens"] == [DMO1]


# ---- easy memory's trail -----------------------------------------------------------------
def test_the_easy_memory_trail_keeps_the_last_40_distinct_rooms(sc):
    """Option "easy memory": the trail shows the last 40 rooms visited, each once (a room
    visited again moves to the end); a dead seat's trail stops."""
    state = sc.state(options={"easy_memory": True})
    sc.place(state, DMO2, "C3")
    state.trails[DMO2] = list(range(100, 140))
    sc.turn(state, dmo2="move down")
    trail = state.trails[DMO2]
    assert len(trail) == 40 and trail[0] == 101 and trail[-1] == sc.room("C4")
    sc.turn(state, dmo2="move up")
    sc.turn(state, dmo2="move down")
    assert state.trails[DMO2][-2:] == [sc.room("C3"), sc.room("C4")]
    assert state.trails[DMO2].count(sc.room("C4")) == 1
    state.alive[DMO1] = False
    before = list(state.trails[DMO1])
    sc.turn(state)
    assert state.trails[DMO1] == before


# ---- menus, descriptions, refusals, timers, options --------------------------------------
def test_each_queue_slot_leaves_the_menu_once_filled(sc):
    """"Each turn, you may queue up to 1 attack, 1 item use and 1 move": an attack queued
    takes the attacks off the menu but leaves the uses, and the other way round."""
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_axe", "potion"])
    kinds = lambda: {a.kind for a in state.legal_actions(DMO2)}  # noqa: E731
    assert {"attack", "use", "move"} <= kinds()
    state.apply(DMO2, Action("attack", ("iron_axe",)))
    assert "attack" not in kinds() and "use" in kinds()
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_axe", "potion"])
    state.apply(DMO2, Action("use", ("potion",)))
    assert "use" not in kinds() and "attack" in kinds()


def test_refusals_quote_the_rule_of_their_kind(sc):
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=[])
    assert "only use an item you own" in state.why_illegal(DMO2, Action("use", ("potion",)))
    assert "Moves go up, down, left or right" in state.why_illegal(DMO2, Action("move",
                                                                                ("north",)))
    corners = GAME.new_state(3, None, 1)
    for seat in range(3):
        corners.apply(seat, Action("ready"))
    assert "That corner is taken" in corners.why_illegal(DMO2, Action("corner", ("XX",)))
    assert "corner" not in corners.why_illegal(DMO2, Action("move", ("up",)))


def test_commit_is_described_plainly_for_the_public_and_outside_play(sc):
    state = sc.state()
    assert state.describe(Action("commit"), None) == "Commit my actions"
    preview = GAME.new_state(3, None, 1)
    assert preview.describe(Action("commit"), DMO2) == "Commit my actions"


def test_a_finished_game_runs_no_clock(sc):
    state = sc.state()
    sc.place(state, DMO1, "H1", inv=["token"])
    sc.turn(state, dmo1="move up")
    assert state.is_over() and state.timer_seconds(DMO2) == 0


def test_a_mistyped_option_is_refused_with_a_suggestion():
    with pytest.raises(ValueError, match="no option 'turn_second'.*did you mean 'turn_seconds'"):
        GAME.resolve_options({"turn_second": 5})


# ---- map checks --------------------------------------------------------------------------
def test_articles_before_item_names():
    assert [maze.with_article(n) for n in ("Potion", "HP Up", "Iron Axe")] == [
        "a Potion", "an HP Up", "an Iron Axe"]


@pytest.fixture
def board(sc):
    return copy.deepcopy(sc.arena())


def _problems(board) -> list[str]:
    return [str(p) for p in maze.validate_board(board)]


def test_a_board_of_the_wrong_height_alone_is_named(board):
    board["height"] = 14
    assert any("15x15 rooms, not 15x14" in p for p in _problems(board))


def test_things_outside_the_grid_are_named_by_kind(board):
    board["things"].append({"kind": "weapon", "item": "iron_axe", "room": maze.ROOMS})
    start = next(t for t in board["things"] if t["kind"] == "start")
    start["room"] = -1
    problems = _problems(board)
    assert any("weapon 'iron_axe' is outside the 15x15 grid" in p for p in problems)
    assert any(f"start '{start['name']}' is outside the 15x15 grid" in p for p in problems)


def test_an_exit_that_faces_room_a1_is_not_on_the_outer_wall(board):
    exit_thing = next(t for t in board["things"] if t["kind"] == "exit")
    exit_thing.update(room=maze.SIZE, side="up")  # A2, whose upper neighbour is A1 (room 0)
    assert any("must lead out through the outer wall" in p for p in _problems(board))


def test_a_walled_up_exit_is_named(board):
    exit_thing = next(t for t in board["things"] if t["kind"] == "exit")
    board["walls"][exit_thing["room"]] |= maze.DIR_BIT[exit_thing["side"]]
    assert any("is blocked: its room has a" in p for p in _problems(board))


def test_a_gap_on_the_exits_side_elsewhere_is_still_a_gap(board):
    board["walls"][3] &= ~maze.DIR_BIT["up"]  # D1, on the top edge like the exit in H1
    assert any("gap on the" in p and "column 4, row 1" in p for p in _problems(board))


def test_spikes_outside_the_grid_are_named(board):
    board["spikes"] = [maze.ROOMS]
    assert any(f"spikes outside the grid (room {maze.ROOMS})" in p for p in _problems(board))


def test_a_room_reached_only_through_spikes_is_named(board, sc):
    """docs/maps.md: spikes are never the only way to a room."""
    c1 = sc.room("C1")
    for side in ("left", "right"):
        board["walls"][c1] |= maze.DIR_BIT[side]
        other = maze.neighbour(c1, side)
        board["walls"][other] |= maze.DIR_BIT[maze.OPPOSITE[side]]
    board["spikes"] = [sc.room("C2")]
    assert any("(C1) can only be reached through spikes" in p for p in _problems(board))


def test_a_weapon_placed_twice_is_named_once_at_its_second_copy(board):
    board["things"].append({"kind": "weapon", "item": "iron_axe", "room": 20})
    board["things"].append({"kind": "weapon", "item": "iron_axe", "room": 21})
    twice = [p for p in maze.validate_board(board) if "appears twice" in p.message]
    assert [p.thing for p in twice] == [len(board["things"]) - 1]


def test_the_final_view_names_room_a1_too(sc):
    """At the end every room is named (house rule: the end shows where everyone ended), the
    first room of the grid included."""
    state = sc.state()
    sc.place(state, DMO2, "A1")
    sc.place(state, DMO1, "H1", inv=["token"])
    sc.turn(state, dmo1="move up")
    assert state.view(DMO2)["final"]["rooms"][DMO2] == "A1"


def test_the_map_is_noted_only_when_it_is_not_the_shipped_one():
    assert GAME.options_note({}) == ""
    assert "andom" in GAME.options_note({"map": "random"})
