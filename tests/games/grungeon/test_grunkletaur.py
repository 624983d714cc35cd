"""The Grunkletaur: where it is, when it acts, its 70/30 choice, and the Token of Grunkle."""
from __future__ import annotations

from gamebox.games.grungeon import combat, maze
from gamebox.games.grungeon.board_content import load_default_content

DMO2, DMO1, EC = 0, 1, 2


def test_grunkletaur_has_14_hp_in_the_centre_room():
    """"The primary objective of the Death Match is to defeat the Grunkletaur which is found in
    the center room of the maze (K11)." The centre of a 15x15 grid is H8 (columns A-O, rows
    1-15); the shipped map puts it there and the game reads its room from the map."""
    board = load_default_content().data
    grunk = [t for t in board["things"] if t["kind"] == "grunkletaur"]
    assert len(grunk) == 1 and maze.label(grunk[0]["room"]) == "H8" == maze.label(maze.CENTRE)
    assert combat.GRUNKLETAUR_HP == 14


def test_grunkletaur_idles_until_a_player_is_in_its_room(sc):
    """"The Grunkletaur will idle until a player is in its room." No chance is drawn for it
    while its room is empty."""
    state = sc.state()
    draws = state.rng.draws
    for _ in range(5):
        sc.turn(state)
    assert state.rng.draws == draws
    assert all(hp == 20 for hp in state.hp)


def test_grunkletaur_attacks_70_percent_of_the_time_for_5(sc):
    """"Then, it will randomly decide between 2 different actions:" "Idle β€” The Grunkletaur will
    do nothing." "Attack β€” The Grunkletaur will attack to do 5 base damage." "The Grunkletaur
    will have a 70% chance to attack and a 30% chance to idle." Its attack hits every player in
    its room (house rule)."""
    attacks = 0
    trials = 400
    state = sc.state(seed=11, options={"turn_limit": 2000})
    for _ in range(trials):
        sc.place(state, DMO2, "H8", hp=20)
        sc.place(state, DMO1, "H8", hp=20)
        sc.turn(state)
        assert state.hp[DMO2] == state.hp[DMO1] in (15, 20)
        attacks += state.hp[DMO2] == 15
        line = ("The Grunkletaur attacks everyone in the room for 5 damage."
                if state.hp[DMO2] == 15 else "The Grunkletaur idles.")
        assert line in state.view(DMO2)["report"]
    assert 0.63 < attacks / trials < 0.77


def test_final_blow_earns_the_token(sc):
    """"The Grunkletaur has 14 HP and the player who defeats the Grunkletaur by landing the
    final blow is rewarded with a Token of Grunkle." """
    state = sc.state(seed=5)
    state.grunk_hp = 1
    sc.place(state, DMO2, "H8", inv=["iron_axe"])
    state.touch()
    assert state.view(DMO2)["room"]["grunkletaur_hp"] == 1  # still there on its last HP
    state.grunk_hp = 3
    state.touch()
    sc.turn(state, dmo2="attack iron_axe")
    assert state.grunk_hp == 0
    assert state.inv[DMO2] == ["iron_axe", "token"]
    sc.turn(state)
    assert state.view(DMO2)["room"]["grunkletaur_hp"] is None


def test_more_damage_on_the_final_blow_takes_the_token(sc):
    """"If multiple players land the final blow together, the player who dealt more damage on
    the final blow claims the Token of Grunkle." """
    state = sc.state(seed=5)
    state.grunk_hp = 6
    sc.place(state, DMO2, "H8", hp=20, inv=["iron_sword"])
    sc.place(state, DMO1, "H8", hp=20, inv=["diamond_lance"])
    sc.turn(state, dmo2="attack iron_sword", dmo1="attack diamond_lance")
    assert "token" in state.inv[DMO1] and "token" not in state.inv[DMO2]


def test_tied_final_blows_each_get_a_token(sc):
    """"If this is a tie, then all tied players are rewarded with a Token of Grunkle." """
    state = sc.state(seed=5)
    state.grunk_hp = 8
    sc.place(state, DMO2, "H8", inv=["steel_axe"])
    sc.place(state, DMO1, "H8", inv=["steel_lance"])
    sc.place(state, EC, "H8", inv=["iron_sword"])
    sc.turn(state, dmo2="attack steel_axe", dmo1="attack steel_lance", ec="attack iron_sword")
    assert [("token" in state.inv[s]) for s in (DMO2, DMO1, EC)] == [True, True, False]


def test_grunkletaur_strikes_on_the_turn_it_dies(sc):
    """House rule: attacks happen at once, so the Grunkletaur's blow (if it attacks) lands on the
    turn it falls, on every player in its room."""
    seen = set()
    for seed in range(10):
        state = sc.state(seed=seed)
        state.grunk_hp = 1
        sc.place(state, DMO2, "H8", inv=["iron_axe"])
        sc.turn(state, dmo2="attack iron_axe")
        assert state.grunk_hp == 0
        seen.add(state.hp[DMO2])
    assert seen == {15, 20}


def test_token_passes_like_any_item(sc):
    """House rule: the Token of Grunkle is carried like an item; a killer in the room takes it
    with the rest ("you take all their items in their inventory")."""
    state = sc.state()
    sc.place(state, DMO2, "C3", hp=2, inv=["token", "iron_axe"])
    sc.place(state, DMO1, "C3", inv=["steel_sword"])
    sc.turn(state, dmo1="attack steel_sword")
    assert not state.alive[DMO2]
    assert state.inv[DMO1] == ["iron_axe", "steel_sword", "token"]


def test_only_those_in_its_room_learn_that_the_grunkletaur_fell(sc):
    """House rule (docs/rules/grungeon.md, The Grunkletaur): "Who learns of its death. Only the
    players in its room (their update says so); it is not announced publicly." DMO 2 fells it
    with DMO 1 beside it in H8; EC, next door in H9, hears nothing of it, and no public event
    or public view tells it."""
    state = sc.state(seed=5)
    state.grunk_hp = 3
    sc.place(state, DMO2, "H8", inv=["iron_axe"])
    sc.place(state, DMO1, "H8")
    sc.place(state, EC, "H9")
    events = sc.turn(state, dmo2="attack iron_axe")
    assert state.grunk_hp == 0
    fell = "The Grunkletaur falls! Player 1 lands the final blow and takes a Token of Grunkle."
    for seat in (DMO2, DMO1):
        assert fell in state.view(seat)["report"]
    assert not any("Grunkletaur" in line for line in state.view(EC)["report"])
    reports = {next(iter(e.to)): e for e in events if e.kind == "report"}
    assert ("felled", DMO2) in reports[DMO1].data["seen"]
    assert not any(fact[0] == "felled" for fact in reports[EC].data["seen"])
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["committed"] * 3
    told_ec = [e for e in events if e.to is None or EC in e.to]
    assert not any("Grunkletaur" in e.text or "Token" in e.text for e in told_ec)
    assert "Grunkletaur" not in str(state.view(None)) and "grunk" not in str(state.view(None))


def test_a_token_winner_who_dies_in_the_same_attack_phase_passes_it_on(sc):
    """House rule (docs/rules/grungeon.md, Token of Grunkle): "It is given before the turn's
    deaths are settled, so a winner who dies in the same attack phase passes it on with their
    items." DMO 2 deals the biggest final blow (7) and DMO 1's sword kills it the same moment:
    DMO 1, in the room, takes the Diamond Axe and the Token."""
    state = sc.state(seed=5)
    state.grunk_hp = 3
    sc.place(state, DMO2, "H8", hp=4, inv=["diamond_axe"])
    sc.place(state, DMO1, "H8", hp=20, inv=["iron_sword"])
    sc.place(state, EC, "A15")
    sc.turn(state, dmo2="attack diamond_axe", dmo1="attack iron_sword")
    assert state.grunk_hp == 0 and not state.alive[DMO2]
    assert state.inv[DMO1] == ["diamond_axe", "iron_sword", "token"]
    report = state.view(DMO1)["report"]
    assert ("The Grunkletaur falls! Player 1 lands the final blow and takes a Token of Grunkle."
            in report)
    assert any(line.startswith("You take ") and "Token of Grunkle" in line for line in report)
    tokens = [i for inv in state.inv for i in inv] + [i for f in state.floor.values() for i in f]
    assert tokens.count("token") == 1  # never lost: the game can still be won
    sc.place(state, DMO1, "H1")
    sc.turn(state, dmo1="move up")
    assert state.result().winners == (DMO1,)
