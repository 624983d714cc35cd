"""Death, sharing the fallen's items, escaping, winning, and games nobody can win."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action
from gamebox.games.grungeon.game import GAME

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
    assert len(died) == 1 and died[0].to is None and died[0].text == "Player 1 has died."
    assert not state.alive[DMO2] and state.hp[DMO2] == 0
    assert "Player 1 has died." in state.view(EC)["report"]
    assert state.view(None)["alive"] == [False, True, True]
    assert DMO2 not in state.to_act() and state.legal_actions(DMO2) == []
    sc.turn(state)
    assert state.pos[DMO2] == sc.room("C3")


def _death_far_from_ec(sc, monkeypatch, how: str):
    """DMO 2 (2 HP, holding the Token) dies in C3's fight, on C4's spikes by walking in, or on
    them by a Broken Teleporter; EC, far away in M13, attacks thin air, drinks and walks up."""
    state = sc.state(sc.arena(spikes=["C4"]), seed=3)
    sc.place(state, EC, "M13", hp=10, inv=["iron_axe", "potion"])
    sc.place(state, DMO2, "C3", hp=2, inv=["teleporter", "token"])
    ec = "attack iron_axe; use potion; move up"
    if how == "fight":
        sc.place(state, DMO1, "C3", inv=["iron_axe"])
        events = sc.turn(state, dmo1="attack iron_axe; move right", ec=ec)
    elif how == "spikes":
        sc.place(state, DMO1, "J3")
        events = sc.turn(state, dmo2="move down", ec=ec)
    else:
        sc.place(state, DMO1, "J3")
        # C4 lies past C3: the draw over the other rooms skips C3
        monkeypatch.setattr(type(state.rng), "randbelow", lambda self, n: sc.room("C4") - 1)
        events = sc.turn(state, dmo2="use teleporter", ec=ec)
    assert not state.alive[DMO2]
    return state, events


def test_a_distant_seat_is_told_of_a_death_the_same_whatever_killed(sc, monkeypatch):
    """"It will be publicly announced when a player has died." - that it died, not how. House
    rule (docs/rules/grungeon.md, Death): "The seats in the room where it died read "X has
    died." in their update where it happened; every other seat reads it at the end of its
    update, after its own lines ..., whichever phase it died in." A fight (attack phase), a
    teleport onto spikes (use phase) and a walk onto spikes (move phase) give EC, far away, the
    very same update, facts and view; a witness reads it in order."""
    told = []
    for how in ("fight", "teleport", "spikes"):
        state, events = _death_far_from_ec(sc, monkeypatch, how)
        report = next(e for e in events if e.kind == "report" and EC in e.to)
        public = [(e.kind, e.text, e.data) for e in events if e.to is None]
        told.append((report.text, report.data["seen"], state.view(EC), public))
        if how == "fight":  # DMO 1, in the room, is told before its own move
            mine = state.view(DMO1)["report"]
            assert mine.index("Player 1 has died.") < mine.index("You moved right.")
    assert told[0] == told[1] == told[2]
    text, seen, view, public = told[0]
    assert text.split("\n") == view["report"] == [
        "You attacked with the Iron Axe.", "You used a Potion: 17/20 HP.", "You moved up.",
        "Player 1 has died."]
    assert seen == [("died", DMO2)]
    assert [p for p in public if p[0] == "died"] == [("died", "Player 1 has died.", {"seat": DMO2})]


@pytest.mark.parametrize("spiked", [DMO2, EC])
def test_deaths_far_away_come_last_in_seat_order_whatever_the_phase(sc, spiked):
    """"It will be publicly announced when a player has died." House rule (docs/rules/
    grungeon.md, Death): every seat not in the room reads "X has died." at the end of its
    update, "several deaths in seat order, and the public events too". DMO 2 and EC fight in
    C3; one dies there, the other walks onto C4's spikes and dies: DMO 1, far away, and the
    public events tell both deaths the same way either way."""
    fallen = EC if spiked == DMO2 else DMO2
    names = {DMO2: "dmo2", EC: "ec"}
    state = sc.state(sc.arena(spikes=["C4"]))
    sc.place(state, DMO1, "M13")
    sc.place(state, spiked, "C3", hp=2, inv=["iron_axe"])
    sc.place(state, fallen, "C3", hp=3)
    events = sc.turn(state, **{names[spiked]: "attack iron_axe; move down"}, dmo1="move up")
    assert not state.alive[DMO2] and not state.alive[EC]
    assert state.view(DMO1)["report"] == ["You moved up.", "Player 1 has died.",
                                          "Player 3 has died."]
    assert [e.text for e in events if e.kind == "died"] == ["Player 1 has died.",
                                                            "Player 3 has died."]


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
    assert "Player 3 escaped" in outcome.reason
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
    seat list shows each seat's HP, or that it is dead."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=1)
    sc.place(state, DMO1, "C3", hp=12, inv=["steel_sword"])
    sc.place(state, EC, "H1", hp=7, max_hp=22, inv=["token"])
    sc.turn(state, dmo1="attack steel_sword", ec="move up")
    assert state.is_over() and state.result().winners == (EC,)
    assert state.result().scores == ("dead", "12/20 HP", "7/22 HP")
