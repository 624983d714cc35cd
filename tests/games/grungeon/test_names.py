"""The seats keep their rulebook roles as subtitles, the rules call them by the names people
chose (by default "Player 1" to "Player 3"), and a dead seat is out of the game."""
from __future__ import annotations

from gamebox.engine.match import Match, parse_seats
from gamebox.engine.protocol import Action
from gamebox.engine.saves import load_match, save_match
from gamebox.games.grungeon.game import GAME


def test_events_and_results_use_the_chosen_names():
    seats = parse_seats("human,bot,bot")
    seats[0].name = "Ann"
    match = Match.start(GAME, seats, seed=5)
    assert match.state.seat_name(0) == "Ann" and match.state.seat_name(1) == "Player 2"
    events = match.act(0, Action("ready"))
    assert events[0].text == "Ann has memorised the maze."
    assert match.state.view(0)["names"] == ["Ann", "Player 2", "Player 3"]
    while not match.state.is_over():
        if not match.bot_step():
            seat = match.state.to_act()[0]
            match.act(seat, match.state.timeout_action(seat))
    story = "\n".join(match.state.story(match.history))
    assert "Player 1" not in story and "DMO 2" not in story and "Ann" in story


def test_the_first_corner_is_announced_by_the_first_seats_name():
    """"The first DMO will choose one of the four corners" - the rule is about the role, the
    line the table reads names the person: "The maze is deleted. Ann chooses a corner first."
    """
    state = GAME.new_state(3, seed=2, names=["Ann", "Bo", "Cy"])
    for seat in range(3):
        events = state.apply(seat, Action("ready"))
    assert events[-1].kind == "maze_gone"
    assert events[-1].text == "The maze is deleted. Ann chooses a corner first."
    assert state.to_act() == (0,)


def test_a_save_from_before_the_friendly_names_loads_with_its_role_names(tmp_path):
    """Saves made while the default names were the roles keep them: the seats' names are in
    the save, so "DMO 2" is still that seat's name (and the role stays its subtitle)."""
    seats = parse_seats("human,bot,bot")
    for spec, old in zip(seats, ("DMO 2", "DMO 1", "EC")):
        spec.name = old
    match = Match.start(GAME, seats, seed=4)
    match.act(0, Action("ready"))
    loaded = load_match(save_match(match, tmp_path / "old.json"))
    assert [s.name for s in loaded.seats] == ["DMO 2", "DMO 1", "EC"]
    assert loaded.state.names == ["DMO 2", "DMO 1", "EC"]
    assert loaded.history[-1].text == "DMO 2 has memorised the maze."
    assert GAME.seat_roles(3)[0].startswith("DMO 2 \u00b7 ")


def test_a_dead_seat_is_out_of_the_game_and_a_living_one_is_not(sc):
    """"Players that have their HP reach zero are considered dead and are eliminated." - an
    eliminated seat is out of the game (`GameState.out_of_game`): the table tells it once
    and never asks it again."""
    state = sc.state(sc.arena())
    sc.place(state, 0, "C3", hp=4)
    sc.place(state, 1, "C3", inv=["steel_axe"])
    sc.place(state, 2, "M13")
    assert not any(state.out_of_game(s) for s in range(3))
    sc.turn(state, dmo1="attack steel_axe")
    assert state.out_of_game(0) and not state.out_of_game(1) and not state.out_of_game(2)
    assert 0 not in state.to_act()


def test_nobody_is_out_before_play_or_once_the_game_is_over():
    """Before the Death Match begins nobody has HP to lose; after it, the game is over and the
    results tell how each seat ended (out of the game means: while it goes on)."""
    state = GAME.new_state(3, seed=1)
    assert not any(state.out_of_game(s) for s in range(3))
    state.phase = "over"
    state.alive[0] = False
    assert not state.out_of_game(0)
