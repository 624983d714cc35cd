"""Death, sharing the fallen's items, escaping, winning, and games nobody can win."""
from __future__ import annotations

from gamebox.engine.protocol import Action
from gamebox.games.grungeon.rules import GAME

DMO2, DMO1, EC = 0, 1, 2


def test_zero_hp_eliminates_and_everyone_is_told(sc):
    """"Players that have their HP reach zero are considered dead and are eliminated." "They will
    be unable to do anything and will no longer participate in the Death Match." "It will be
    publicly announced when a player has died." """
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=4)
    sc.place(state, DMO1, "C3", inv=["steel_axe"])
    sc.place(state, EC, "M13")
    events = sc.turn(state, dmo1="attack steel_axe")
    died = [e for e in events if e.kind == "died"]
    assert len(died) == 1 and died[0].to is None and died[0].text == "DMO 2 has died."
    assert not state.alive[DMO2] and state.hp[DMO2] == 0
    assert "DMO 2 has died." in state.view(EC)["report"]
    assert state.view(None)["alive"] == [False, True, True]
    assert DMO2 not in state.to_act() and state.legal_actions(DMO2) == []
    sc.turn(state)
    assert state.pos[DMO2] == sc.room("C3")


def test_the_killer_in_the_room_takes_all_items(sc):
    """"If you are in the room when a player's HP is brought down to zero, you take all their
    items in their inventory." """
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=3, inv=["potion", "iron_lance", "hp_up"])
    sc.place(state, DMO1, "C3", inv=["steel_axe"])
    sc.turn(state, dmo1="attack steel_axe")
    assert state.inv[DMO1] == ["hp_up", "iron_lance", "potion", "steel_axe"]
    assert state.inv[DMO2] == []


def test_several_players_share_the_items_evenly_and_randomly(sc):
    """"If multiple players are in the room, then they share the items evenly and randomly." """
    shares = set()
    for seed in range(12):
        state = sc.state(seed=seed)
        sc.place(state, DMO2, "C3", hp=3, inv=["potion", "iron_lance", "hp_up"])
        sc.place(state, DMO1, "C3", inv=["steel_axe"])
        sc.place(state, EC, "C3")
        sc.turn(state, dmo1="attack steel_axe")
        got1 = [i for i in state.inv[DMO1] if i != "steel_axe"]
        got2 = list(state.inv[EC])
        assert sorted(got1 + got2) == ["hp_up", "iron_lance", "potion"]
        assert {len(got1), len(got2)} == {1, 2}
        shares.add(tuple(got2))
    assert len(shares) > 2


def test_items_stay_on_the_floor_when_nobody_is_left_in_the_room(sc):
    """House rule: when nobody survives in the room (the Grunkletaur killed the player, or both
    players killed each other), the items stay on the floor like after a spike death."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=3, inv=["iron_axe", "potion"])
    sc.place(state, DMO1, "C3", hp=1, inv=["iron_sword"])
    sc.turn(state, dmo2="attack iron_axe", dmo1="attack iron_sword")
    assert not state.alive[DMO2] and not state.alive[DMO1]
    assert state.floor[sc.room("C3")] == ("iron_axe", "iron_sword", "potion")


def test_exit_without_a_token_is_refused_like_a_wall(sc):
    """"If you try to exit the Grungeon without a Token of Grunkle, the game will not let you."
    The exit is a gap in the outer wall marked on the map; moving through it is exiting."""
    state = sc.state()
    sc.place(state, DMO2, "H1")
    assert state.view(DMO2)["room"]["sides"]["up"] == "exit"
    sc.turn(state, dmo2="move up")
    assert state.pos[DMO2] == sc.room("H1") and not state.is_over()
    assert "The exit will not let you out without a Token of Grunkle." in state.view(DMO2)[
        "report"]


def test_escaping_with_a_token_wins(sc):
    """"The player who escapes the Grungeon with the Token of Grunkle wins the Death Match."
    "You win Enter the Grungeon by being the first person to escape the maze with a Token of
    Grunkle." "The other two participants are eliminated from god candidacy." """
    state = sc.state()
    sc.place(state, EC, "H1", inv=["token"])
    events = sc.turn(state, ec="move up")
    assert state.is_over()
    outcome = state.result()
    assert outcome.winners == (EC,)
    assert "EC escaped" in outcome.reason
    assert any(e.kind == "escaped" and e.to is None for e in events)
    assert state.view(None)["winners"] == [EC]


def test_simultaneous_escapes_go_to_dmo2_then_dmo1_then_ec(sc):
    """"If two players ecape the maze with a Token of Grunkle at the same exact turn, then DMO 2 >
    DMO 1 > EC wins." """
    state = sc.state()
    sc.place(state, DMO1, "H1", inv=["token"])
    sc.place(state, EC, "H1", inv=["token"])
    sc.turn(state, dmo1="move up", ec="move up")
    assert state.result().winners == (DMO1,)
    state = sc.state()
    for seat in (DMO2, DMO1, EC):
        sc.place(state, seat, "H1", inv=["token"])
    sc.turn(state, dmo2="move up", dmo1="move up", ec="move up")
    assert state.result().winners == (DMO2,)


def test_everyone_dead_ends_the_game_without_a_winner(sc):
    """House rule: when every player is dead nobody can win any more; the game ends."""
    state = sc.state(seed=1)
    sc.place(state, DMO2, "C3", hp=1, inv=["iron_axe"])
    sc.place(state, DMO1, "C3", hp=1, inv=["iron_sword"])
    sc.place(state, EC, "C3", hp=1, inv=["iron_lance"])
    sc.turn(state, dmo2="attack iron_axe", dmo1="attack iron_sword", ec="attack iron_lance")
    assert state.is_over() and state.result().winners == ()
    assert "nobody wins" in state.result().reason


def test_the_grungeon_collapses_after_the_turn_limit(sc):
    """House rule: after `turn_limit` turns (default 200) the Grungeon collapses and nobody wins,
    so a game where nobody escapes still ends."""
    assert GAME.default_options()["turn_limit"] == 200
    state = sc.state(options={"turn_limit": 20})
    for _ in range(20):
        sc.turn(state)
    assert state.is_over() and state.result().winners == ()
    assert "collapsed after 20 turns" in state.result().reason


def test_primary_objective_full_story(sc):
    """"In this Death Match, memorize the labyrinth and its contents to defeat the Grunkletaur
    and make it out before your opponents." "In this game, three players will enter a labyrinth
    in an attempt to defeat the Grunkletaur and make it out alive." A whole short story: slay
    it, then walk out of the exit."""
    state = sc.state(seed=2)
    state.grunk_hp = 2
    sc.place(state, DMO1, "H2", inv=["diamond_axe"])
    for step in ("move down",) * 6:
        sc.turn(state, dmo1=step)
    assert state.pos[DMO1] == sc.room("H8")
    sc.turn(state, dmo1="attack diamond_axe")
    assert "token" in state.inv[DMO1]
    for _ in range(7):
        if state.is_over():
            break
        sc.turn(state, dmo1="move up")
    if not state.is_over():
        sc.turn(state, dmo1="move up")
    assert state.result().winners == (DMO1,)
    assert state.view(DMO1)["phase"] == "over"
    assert Action("commit") not in state.legal_actions(DMO1)


def test_the_results_list_each_seats_hp_or_dead(sc):
    """House rules, "Over": the end shows "where everyone ended, HP, inventories". The results'
    seat list shows each seat's HP, or that it is dead (hands-on QA: it showed neither)."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=1)
    sc.place(state, DMO1, "C3", hp=12, inv=["steel_sword"])
    sc.place(state, EC, "H1", hp=7, max_hp=22, inv=["token"])
    sc.turn(state, dmo1="attack steel_sword", ec="move up")
    assert state.is_over() and state.result().winners == (EC,)
    assert state.result().scores == ("dead", "12/20 HP", "7/22 HP")
