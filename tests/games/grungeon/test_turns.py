"""Turns: queuing, committing, timeouts, resolution order, movement and what a seat is told."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.grungeon.game import GAME

DMO2, DMO1, EC = 0, 1, 2


def test_seats_start_with_20_hp_and_nothing():
    """"You start with 20 HP and nothing in your inventory." """
    state = GAME.new_state(3, None, 5)
    for seat in range(3):
        view = state.view(seat)
        assert (view["hp"], view["max_hp"], view["inventory"]) == (20, 20, [])


def test_the_game_is_played_in_turns_once_corners_are_chosen(sc):
    """"After starting locations are chosen, the Death Match officially begins." "This Death
    Match takes place in turns." """
    state = sc.state()
    assert state.phase == "play" and state.turn == 1
    sc.turn(state)
    assert state.turn == 2


def test_each_action_is_queued_at_most_once(sc):
    """"During a turn, you can queue each of the below actions up to one time:" """
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["iron_axe", "potion", "potion"])
    state.apply(DMO2, Action("attack", ("iron_axe",)))
    state.apply(DMO2, Action("use", ("potion",)))
    state.apply(DMO2, Action("move", ("up",)))
    assert [str(a) for a in state.legal_actions(DMO2)] == ["commit", "clear"]
    with pytest.raises(IllegalAction) as err:
        state.apply(DMO2, Action("move", ("down",)))
    assert "up to one time" in str(err.value)
    state.apply(DMO2, Action("clear"))
    assert Action("move", ("down",)) in state.legal_actions(DMO2)


def test_use_lists_each_owned_item_once_and_never_weapons(sc):
    """"Use. You can choose to use an item you own." "There are many different items with unique
    effects." """
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["potion", "potion", "teleporter", "iron_axe", "token"])
    uses = [str(a) for a in state.legal_actions(DMO2) if a.kind == "use"]
    assert uses == ["use potion", "use teleporter"]


@pytest.mark.parametrize("direction,start,end", [("up", "E5", "E4"), ("left", "E5", "D5"),
                                                 ("down", "E5", "E6"), ("right", "E5", "F5"),
                                                 ("left", "B1", "A1"), ("up", "A2", "A1")])
def test_moves_go_up_down_left_right_and_up_is_north(sc, direction, start, end):
    """"Move. You can move one space up, down, left, or right." "Clarification: For this game,
    your orientation doesn't change nor matter." "That is, cardinal direction and relative
    direction are identical (up is always north, left is always west)." "Just imagine that your
    player character is always looking north." """
    state = sc.state()
    assert {str(a) for a in state.legal_actions(DMO2) if a.kind == "move"} == {
        "move up", "move down", "move left", "move right"}
    sc.place(state, DMO2, start)
    sc.turn(state, dmo2=f"move {direction}")
    assert state.pos[DMO2] == sc.room(end)   # rows count down the screen: up is row - 1


def test_a_wall_stops_a_move(sc):
    """"If you try to move into a wall, you will fail at your movement." """
    state = sc.state(sc.arena(walls={"C3": ["right"]}))
    sc.place(state, DMO2, "C3")
    sc.turn(state, dmo2="move right")
    assert state.pos[DMO2] == sc.room("C3")
    assert "A wall stops your move right." in state.view(DMO2)["report"]
    sc.place(state, DMO2, "C3")
    sc.turn(state, dmo2="move down")
    assert state.pos[DMO2] == sc.room("C4")


def test_you_can_choose_not_to_move(sc):
    """"You can choose not to move." (an empty move slot at commit means staying)"""
    state = sc.state()
    sc.place(state, DMO2, "C3")
    assert state.describe(Action("commit"), DMO2) == "Commit: stay"
    sc.turn(state)
    assert state.pos[DMO2] == sc.room("C3")


def test_resolution_waits_until_every_living_seat_has_committed(sc):
    """"At the end of the 30 seconds, all queued actions will be processed." House rule for one
    shared screen: the turn resolves as soon as every living seat has committed (or timed out),
    docs/rules/grungeon.md."""
    state = sc.state()
    sc.place(state, DMO2, "C3")
    state.apply(DMO2, Action("move", ("down",)))
    state.apply(DMO2, Action("commit"))
    state.apply(DMO1, Action("commit"))
    assert state.pos[DMO2] == sc.room("C3") and state.to_act() == (EC,)
    events = state.apply(EC, Action("commit"))
    assert state.pos[DMO2] == sc.room("C4") and state.to_act() == (DMO2, DMO1, EC)
    # the last seat's "ready" comes first, then what the turn brought
    assert events[0].text == f"{state.names[EC]} is ready." and len(events) > 1


def test_timeout_is_a_logged_action_and_empty_slots_do_nothing(sc):
    """"Each turn is 30 seconds." "Players have 30 seconds per turn to queue their actions."
    On expiry the seat's queued slots still resolve and its empty slots do nothing; the
    timeout is an ordinary logged action so replays stay exact."""
    state = sc.state()
    assert GAME.default_options()["turn_seconds"] == 30
    assert state.view(DMO2)["timers"]["turn"] == 30 and state.timer_seconds(DMO2) == 30
    sc.place(state, DMO2, "C3")
    state.apply(DMO2, Action("move", ("down",)))
    assert state.timeout_action(DMO2) == Action("timeout")
    (said,) = state.apply(DMO2, Action("timeout"))
    assert said.text == f"{state.names[DMO2]} ran out of time."  # not "is ready"
    state.apply(DMO1, Action("timeout"))
    state.apply(EC, Action("timeout"))
    assert state.pos[DMO2] == sc.room("C4")
    assert [str(action) for _, action in state.log[-3:]] == ["timeout"] * 3


def test_attacks_then_uses_then_moves(sc):
    """"Attacks are processed first, then uses, then moves." An attacker that walks away is
    still hit in the room it attacked from, and a potion heals after the attack's damage.
    Starting at 18 HP tells the orders apart: attacks first gives 18 - 6 = 12, then +7 = 19;
    the Potion first would stop at the 20 HP cap and leave 20 - 6 = 14."""
    state = sc.state(seed=2)
    sc.place(state, DMO2, "C3", hp=18, inv=["iron_sword", "potion"])
    sc.place(state, DMO1, "C3", inv=["steel_lance"])
    sc.turn(state, dmo2="attack iron_sword; use potion; move down",
            dmo1="attack steel_lance")
    # lance beats sword: DMO 1 deals 5+1, DMO 2 deals 3-2; then the potion heals 7
    assert state.hp[DMO1] == 20 - 1
    assert state.hp[DMO2] == min(20, 18 - 6 + 7) == 19
    assert state.pos[DMO2] == sc.room("C4")
    report = state.view(DMO2)["report"]
    order = ["You attacked with the Iron Sword.", "Player 2 hit you for 6 damage.",
             "You used a Potion: 19/20 HP.", "You moved down."]
    assert [line for line in report if line in order] == order


def test_a_seat_killed_in_the_attack_phase_does_nothing_more(sc):
    """House rule: "A seat killed in the attack phase does nothing more that turn" - its use and
    move are dropped (the rulebook: dead players "will be unable to do anything")."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=3, inv=["potion"])
    sc.place(state, DMO1, "C3", inv=["steel_axe"])
    sc.turn(state, dmo2="use potion; move down", dmo1="attack steel_axe")
    assert not state.alive[DMO2]
    assert state.pos[DMO2] == sc.room("C3")
    assert state.used == 0
    assert "potion" in state.inv[DMO1]  # DMO 1 was in the room and took the items


def test_update_at_the_start_of_a_turn(sc):
    """"At the start of a turn, you are given an update on your HP, inventory, actions that were
    taken in your previous room, and their current surroundings (other players in the same room
    and the walls)." "You will know your own actions for the turn as well as the actions of any
    other players that were in the same room as you." """
    state = sc.state(sc.arena(walls={"C3": ["up"]}))
    sc.place(state, DMO2, "C3", inv=["iron_axe"])
    sc.place(state, DMO1, "C3")
    sc.place(state, EC, "J10", inv=["iron_lance"])
    sc.turn(state, dmo2="attack iron_axe", dmo1="move down", ec="attack iron_lance")
    view = state.view(DMO2)
    assert view["hp"] == 20 and view["inventory"] == ["iron_axe"]
    assert "You attacked with the Iron Axe." in view["report"]
    assert "Player 2 moved down." in view["report"]
    assert not any("Player 3" in line for line in view["report"])  # EC was elsewhere
    assert view["room"]["sides"] == {"up": "wall", "right": "open", "down": "open",
                                     "left": "open"}
    assert view["room"]["others"] == []
    mate = state.view(DMO1)
    assert "Player 1 attacked with the Iron Axe." in mate["report"]
    assert "You moved down." in mate["report"]


def test_each_update_replaces_the_last(sc):
    """"Messages on previous turns and submissions will automatically be deleted to make sure
    players rely on their memory." The view holds only the last turn's report, and the game
    declares that no history is shown during play."""
    state = sc.state()
    sc.place(state, DMO2, "C3")
    sc.turn(state, dmo2="move down")
    assert state.view(DMO2)["report"] == ["You moved down."]
    sc.turn(state, dmo2="move right")
    assert state.view(DMO2)["report"] == ["You moved right."]
    assert GAME.log_policy == "none"


def test_actions_read_as_sentences(sc):
    """Menus, hints and the panel show each legal action as a sentence."""
    state = sc.state()
    sc.place(state, DMO2, "C3", inv=["hp_up", "steel_lance"])
    labels = [state.describe(a, DMO2) for a in state.legal_actions(DMO2)]
    assert labels == ["Attack with the Steel Lance (5 base damage)", "Use an HP Up", "Move up",
                      "Move right", "Move down", "Move left", "Commit: stay"]
    state.apply(DMO2, Action("use", ("hp_up",)))
    assert state.describe(Action("commit"), DMO2) == "Commit: use an HP Up, stay"
