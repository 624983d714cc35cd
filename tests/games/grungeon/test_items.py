"""Items, pickups and spikes."""
from __future__ import annotations

import pytest

from gamebox.games.grungeon import maze
from gamebox.games.grungeon.board_content import load_default_content
from gamebox.games.grungeon.game import GAME

DMO2, DMO1, EC = 0, 1, 2


def test_potion_heals_7_but_never_above_max(sc):
    """"🍡 Potion β€” Use to heal 7 HP." "You cannot have more HP than your max HP, which starts
    at 20." """
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=10, inv=["potion", "potion"])
    sc.turn(state, dmo2="use potion")
    assert state.hp[DMO2] == 17 and state.inv[DMO2] == ["potion"]
    sc.turn(state, dmo2="use potion")
    assert state.hp[DMO2] == 20 and state.inv[DMO2] == []


def test_hp_up_heals_2_and_raises_max_hp_by_2(sc):
    """"🍢 HP Up β€” Use to heal 2 HP and also gain 2 max HP." """
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=20, inv=["hp_up"])
    sc.turn(state, dmo2="use hp_up")
    assert (state.hp[DMO2], state.max_hp[DMO2]) == (22, 22)
    sc.place(state, DMO1, "C5", hp=5, inv=["hp_up"])
    sc.turn(state, dmo1="use hp_up")
    assert (state.hp[DMO1], state.max_hp[DMO1]) == (7, 22)


SEATS = {DMO2: "dmo2", DMO1: "dmo1", EC: "ec"}


def _land_in(monkeypatch, state, drawn: int) -> None:
    """Every Broken Teleporter draws `drawn` (it lands there, or in the next room when that is
    not below the room it is used in)."""
    monkeypatch.setattr(type(state.rng), "randbelow", lambda self, n: drawn)


@pytest.mark.parametrize("first,second", [(DMO2, DMO1), (DMO2, EC), (DMO1, EC)])
def test_uses_resolve_in_seat_order_when_two_teleporters_land_together(sc, monkeypatch, first,
                                                                        second):
    """House rule (docs/rules/grungeon.md, Items): "Uses resolve in seat order (DMO 2, DMO 1,
    EC): when two Broken Teleporters land in the same room, the first in seat order lands first
    and picks up what lies there." (the rulebook: "If you move into a room with an item or
    weapon, you will automatically pick it up.")"""
    state = sc.state()
    sc.place(state, first, "N14", inv=["teleporter"])
    sc.place(state, second, "O15", inv=["teleporter"])
    state.floor[sc.room("K12")] = ("steel_lance",)
    _land_in(monkeypatch, state, sc.room("K12"))  # below both rooms: both land in K12
    sc.turn(state, **{SEATS[first]: "use teleporter", SEATS[second]: "use teleporter"})
    assert state.pos[first] == state.pos[second] == sc.room("K12")
    assert state.inv[first] == ["steel_lance"] and state.inv[second] == []
    assert "You pick up Steel Lance." in state.view(first)["report"]
    assert not any("pick" in line for line in state.view(second)["report"])
    assert sc.room("K12") not in state.floor


@pytest.mark.parametrize("teleporter,drinker", [(a, b) for a in (DMO2, DMO1, EC)
                                                for b in (DMO2, DMO1, EC) if a != b])
def test_uses_are_told_to_the_room_mates_of_the_start_of_the_use_phase(sc, monkeypatch,
                                                                        teleporter, drinker):
    """"You will know your own actions for the turn as well as the actions of any other players
    that were in the same room as you." House rule (docs/rules/grungeon.md, Items): "a use is
    told to the players who were in the user's room when the uses began, so a seat that
    teleports away still hears its room-mate's Potion, and one that teleports in does not
    hear the uses of the room it lands in" - whatever the seat order."""
    queues = {SEATS[teleporter]: "use teleporter", SEATS[drinker]: "use potion"}
    # room-mates in C3: each hears the other's use, whichever of them comes first
    state = sc.state()
    names = state.names
    sc.place(state, teleporter, "C3", inv=["teleporter"])
    sc.place(state, drinker, "C3", hp=10, inv=["potion"])
    sc.turn(state, **queues)
    assert state.pos[teleporter] != sc.room("C3") and state.hp[drinker] == 17
    assert f"{names[drinker]} used a Potion." in state.view(teleporter)["report"]
    assert f"{names[teleporter]} used a Broken Teleporter." in state.view(drinker)["report"]
    # the teleporter lands in the drinker's room J10: neither hears the other's use
    state = sc.state()
    sc.place(state, teleporter, "C3", inv=["teleporter"])
    sc.place(state, drinker, "J10", hp=10, inv=["potion"])
    _land_in(monkeypatch, state, sc.room("J10") - 1)  # J10 lies past C3: the draw skips C3
    sc.turn(state, **queues)
    assert state.pos[teleporter] == sc.room("J10") and state.hp[drinker] == 17
    assert not any(names[drinker] in line for line in state.view(teleporter)["report"])
    assert not any(names[teleporter] in line for line in state.view(drinker)["report"])


def test_item_counts_in_the_grungeon():
    """"There are 4 Potions total in the Grungeon." "There are 4 HP Ups total in the Grungeon."
    "There are 2 Broken Teleporters in the Grungeon." "Here is the full list of items
    available:" (Potion, HP Up, Broken Teleporter) "There are a few different items you may
    encounter in the Grungeon." And "There is one of each of the below weapons in the
    Grungeon:" - counted on the shipped map and on a random maze, as the game lays them out."""
    assert maze.ITEM_COUNTS == {"potion": 4, "hp_up": 4, "teleporter": 2}
    assert len(maze.WEAPONS) == len(set(maze.WEAPONS)) == 9
    board = load_default_content().data
    kinds = [t["kind"] for t in board["things"]]
    assert (kinds.count("potion"), kinds.count("hp_up"), kinds.count("teleporter")) == (4, 4, 2)
    assert sorted(t["item"] for t in board["things"] if t["kind"] == "weapon") == sorted(
        maze.WEAPONS)
    for options in (None, {"map": "random"}):
        state = GAME.new_state(3, options, 7)
        laid = [item for items in state.board.items for item in items]
        assert sorted(i for i in laid if i in maze.WEAPON_BASE) == sorted(maze.WEAPONS)
        assert {i: laid.count(i) for i in maze.ITEM_COUNTS} == maze.ITEM_COUNTS


def test_teleporter_sends_to_a_random_room_and_tells_the_coordinates(sc):
    """"πŸ“‘ Broken Teleporter β€” Use to teleport to a random room in the maze." "You will be told
    your new coordinates." House rules: any room but the current one; it is used up; the
    same turn's move starts from the new room."""
    landings = set()
    for seed in range(12):
        state = sc.state(seed=seed)
        sc.place(state, DMO2, "C3", inv=["teleporter"])
        sc.turn(state, dmo2="use teleporter")
        assert state.inv[DMO2] == []
        landed = state.pos[DMO2]
        assert landed != sc.room("C3")
        landings.add(landed)
        text = maze.label(landed)
        report = state.view(DMO2)["report"]
        assert any(f"room {text} (column {text[0]}, row {text[1:]})" in line for line in report)
        # next turn the report is replaced: the coordinates are given once
        sc.turn(state)
        assert not any(text in line for line in state.view(DMO2)["report"])
    assert len(landings) > 6


def test_teleport_then_move_from_the_new_room(sc):
    """House rule: uses resolve before moves, so a teleported seat moves from where it lands."""
    state = sc.state(seed=4)
    sc.place(state, DMO2, "C3", inv=["teleporter"])
    probe = state.clone()
    sc.turn(probe, dmo2="use teleporter")
    landed = probe.pos[DMO2]
    direction = "down" if maze.neighbour(landed, "down") >= 0 else "up"
    sc.turn(state, dmo2=f"use teleporter; move {direction}")
    assert state.pos[DMO2] == maze.neighbour(landed, direction)


def test_teleport_landing_counts_as_entering(sc):
    """House rule: landing after a teleport is entering the room: spikes hurt and items are
    picked up."""
    state = sc.state(seed=4)
    sc.place(state, DMO2, "C3", inv=["teleporter"])
    probe = state.clone()
    sc.turn(probe, dmo2="use teleporter")
    landed = probe.pos[DMO2]
    board = sc.arena(spikes=[maze.label(landed)])
    state = sc.state(board, seed=4)
    sc.place(state, DMO2, "C3", inv=["teleporter"])
    state.floor[landed] = ("diamond_axe",)
    sc.turn(state, dmo2="use teleporter")
    assert state.pos[DMO2] == landed
    assert state.hp[DMO2] == 18
    assert state.inv[DMO2] == ["diamond_axe"]


def test_entering_a_room_picks_up_its_items(sc):
    """"If you move into a room with an item or weapon, you will automatically pick it up." """
    state = sc.state()
    sc.place(state, DMO2, "C3")
    state.floor[sc.room("C4")] = ("potion", "steel_axe")
    sc.turn(state, dmo2="move down")
    assert state.inv[DMO2] == ["potion", "steel_axe"]
    assert sc.room("C4") not in state.floor


def test_one_random_player_picks_up_when_several_enter(sc):
    """"If multiple players enter the same room at the same time, one of them will randomly pick
    up the item(s)/weapon(s)." """
    takers = set()
    for seed in range(16):
        state = sc.state(seed=seed)
        sc.place(state, DMO2, "C3")
        sc.place(state, DMO1, "C5")
        state.floor[sc.room("C4")] = ("iron_lance", "potion")
        sc.turn(state, dmo2="move down", dmo1="move up")
        holders = [s for s in (DMO2, DMO1) if state.inv[s]]
        assert len(holders) == 1 and state.inv[holders[0]] == ["iron_lance", "potion"]
        takers.add(holders[0])
    assert takers == {DMO2, DMO1}


def test_standing_still_picks_up_nothing(sc):
    """House rule: only entering picks up; items dropped in your room wait on the floor, and
    the room view shows them."""
    state = sc.state()
    sc.place(state, DMO2, "C3")
    state.floor[sc.room("C3")] = ("potion",)
    sc.turn(state)
    assert state.inv[DMO2] == [] and state.view(DMO2)["room"]["floor"] == ["potion"]


def test_entering_spikes_costs_2_hp(sc):
    """"Some rooms in the Grungeon will have πŸ“Œ spikes." "Entering these rooms will cause you to
    lose 2 HP." Standing in the room costs nothing more."""
    state = sc.state(sc.arena(spikes=["C4"]))
    sc.place(state, DMO2, "C3")
    sc.turn(state, dmo2="move down")
    assert state.hp[DMO2] == 18
    assert state.view(DMO2)["room"]["spikes"] is True
    sc.turn(state)
    assert state.hp[DMO2] == 18


def test_spike_death_leaves_items_on_the_floor(sc):
    """"If you die to spikes, your items will remain on the floor of the room you died in, for
    anybody to pick up." Even a player entering with them does not take them that turn."""
    state = sc.state(sc.arena(spikes=["C4"]), seed=3)
    sc.place(state, DMO2, "C3", hp=2, inv=["diamond_sword", "potion"])
    sc.place(state, DMO1, "C5", hp=20)
    sc.turn(state, dmo2="move down", dmo1="move up")
    assert not state.alive[DMO2]
    assert state.floor[sc.room("C4")] == ("diamond_sword", "potion")
    assert state.inv[DMO1] == []
    sc.turn(state, dmo1="move down")
    sc.turn(state, dmo1="move up")
    assert state.inv[DMO1] == ["diamond_sword", "potion"]
