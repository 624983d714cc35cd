"""Setting up: decks, Power tokens, the map, choosing Monsters, placing them, initiative."""
from __future__ import annotations

import json

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.ggt.game import GAME


def test_each_player_has_a_shuffled_poker_deck_of_their_own(brawl):
    """A Poker deck for each player. Give each player a Monster Monitor, four Tracking
    tokens, and a shuffled Poker deck."""
    state = brawl.chosen(("gristlehorn", "skitterjaw", "mawkling"))
    decks = [sorted(state.deck[s] + state.hand[s]) for s in range(3)]
    assert all(d == list(range(52)) for d in decks)
    assert state.deck[0] != state.deck[1] != state.deck[2]
    monitors = [z for z in state.table_view(None).zones if z.name.startswith("monitor/")]
    assert len(monitors) == 3
    for zone in monitors:  # one Tracking token per attribute: four
        assert [p.face["name"] for p in zone.pieces if p.id.startswith("attr/")] == \
            ["Speed", "Strength", "Smarts", "Health"]


def test_eight_tracking_tokens_read_as_four_one_per_attribute(brawl):
    """Monsters, pawns, Monster Monitors, and eight Tracking tokens for each player."""
    state = brawl.chosen()
    attrs = [p for p in state.table_view(0).zone("monitor/0").pieces
             if p.id.startswith("attr/")]
    assert len(attrs) == 4  # house rule: four attributes, four tokens (docs/rules/ggt.md)


def test_power_tokens_are_set_aside_fifteen_per_player(brawl):
    """At least 15 Power tokens for each player. Set the Power tokens aside so that all
    players have access to them. Set the Power tokens aside for use during the game."""
    for seats in (2, 4):
        monsters = ("gristlehorn", "skitterjaw", "mawkling", "cragback")[:seats]
        state = brawl.chosen(monsters)
        assert state.supply == 15 * seats and state.power == [0] * seats


def test_a_map_is_selected_for_the_game(brawl):
    """A Grunt, Growl, and Tear map. Select a map to play on. The Suicide Woods Here’s
    another map: The Suicide Woods"""
    option = next(o for o in GAME.options if o.key == "map")
    assert len(option.choices) >= 1
    assert any("Suicide Woods" in option.text(key) for key in option.choices)
    for key in option.choices:
        state = GAME.new_state(2, {"map": key}, 1)
        assert state.arena.id == key and state.content.data["arena"]["id"] == key
    from gamebox.games.ggt.arenas import load_arenas

    for key, arena in load_arenas().items():  # a map may be named by its name too
        assert GAME.resolve_options({"map": arena.name})["map"] == key
    with pytest.raises(ValueError, match="no playable map"):
        GAME.new_state(2, {"map": "no_such_map"}, 1)


def test_each_seat_chooses_a_different_monster_and_takes_its_pawn(brawl):
    """Choose a Monster. When you’ve selected a Monster, take that Monster’s pawn also."""
    state = brawl.new(2)
    assert state.to_act() == (0, 1) and state.decision(0).secret
    assert len(brawl.legal(state, 0)) == len(state.roster.monsters)
    brawl.act(state, "choose mawkling", 0)
    assert state.view(0)["pick"] == "mawkling" and state.view(1)["pick"] is None
    assert "mawkling" not in json.dumps(state.view(1))
    brawl.act(state, "choose cragback", 1)
    assert state.phase == "place"
    assert [state.monster_name(s) for s in (0, 1)] == ["Mawkling", "Cragback"]


def test_two_seats_choosing_the_same_monster_draw_for_it(brawl):
    """House rule: Monsters are chosen in secret and at once; a Monster chosen by several
    seats goes to one of them at random and the others choose again among the rest."""
    winners = set()
    for seed in range(8):
        state = brawl.new(3, seed=seed)
        for s in range(3):
            brawl.act(state, "choose mawkling" if s < 2 else "choose cragback", s)
        keeper = state.monster.index(state.roster.index["mawkling"])
        loser = 1 - keeper
        winners.add(keeper)
        assert state.to_act() == (loser,) and state.monster[loser] < 0
        assert "choose mawkling" not in brawl.legal(state, loser)
        with pytest.raises(IllegalAction):
            state.apply(loser, Action("choose", ("cragback",)))
        brawl.act(state, "choose quillback", loser)
        assert state.phase == "place"
    assert winners == {0, 1}


def test_the_monitor_starts_at_the_sum_of_torso_and_limbs(brawl):
    """Place Tracking tokens on your Monster Monitor to mark your starting Smarts, Speed,
    Strength, and Health (as indicated on your Monster’s torso)."""
    state = brawl.chosen(("gristlehorn", "skitterjaw"))
    for s in (0, 1):
        mdef = state.roster.monsters[state.monster[s]]
        parts = (mdef.torso,) + mdef.limbs
        for i in range(4):
            assert state.stat(s, i) == sum(p.stats[i] for p in parts)
    assert [state.stat(0, i) for i in range(4)] == [2, 7, 2, 9]


def test_monsters_have_four_attributes(brawl):
    """Monsters have four attributes: Speed, Strength, Smarts, and Health."""
    state = brawl.chosen()
    assert list(state.monster_view(0)["stats"]) == ["speed", "strength", "smarts", "health"]


def test_the_health_pool_starts_at_total_health(brawl):
    """You start the game with health points in your health pool equal to your total
    Health."""
    state = brawl.chosen(("cragback", "mawkling"))
    assert state.pool == [state.stat(0, 3), state.stat(1, 3)] == [10, 10]


def test_the_hand_starts_at_smarts(brawl):
    """You start the game with cards in hand equal to your Smarts."""
    state = brawl.chosen(("gibbergeist", "gristlehorn"))
    assert [len(h) for h in state.hand] == [4, 2]


def test_placement_goes_from_most_smarts_down(brawl):
    """Starting with player whose Monster has the highest Smarts and proceeding downward to
    lowest Smarts, each player gets to place his or her pawn in a starting space."""
    state = brawl.chosen(("gristlehorn", "bilespitter", "squelchor"))
    assert state.place_order == [1, 2, 0]
    assert state.to_act() == (1,)


def test_start_spaces_are_free_edge_cells_five_or_more_steps_from_others(brawl):
    """Any unoccupied space on the edge of the board at least 5 spaces away from another
    monster is a valid starting space."""
    state = brawl.chosen(("gristlehorn", "bilespitter"))
    edge = set(state.arena.start_cells())
    assert {tuple(a.args) for a in state.legal_actions(1)} == edge
    brawl.act(state, "place 0 3")
    grid = state.arena.grid
    allowed = {tuple(a.args) for a in state.legal_actions(0)}
    assert allowed == {c for c in edge if grid.distance(c, (0, 3)) >= 5}
    assert allowed and all(c[0] == 8 for c in allowed)
    brawl.act(state, "place 8 3")
    assert state.phase == "play" and state.round == 1


def test_a_placed_monster_faces_the_middle_of_the_map(brawl):
    """House rule: a Monster enters facing the cell nearest the map's middle."""
    state = brawl.chosen(("gristlehorn", "bilespitter"))
    brawl.act(state, "place 0 3")
    grid = state.arena.grid
    ahead = grid.neighbour((0, 3), state.facing[1])
    assert ahead == (1, 3)


def test_initiative_cards_go_lowest_to_most_smarts_and_set_the_order(brawl):
    """Grunt, Growl, and Tear Initiative Cards. At the start of each round, pass out the
    initiative cards. The lowest card goes to the
    Monster with the most Smarts, the next-lowest card to the Monster with the second-most
    Smarts, and so on. The Monster with the lowest initiative card goes first and so on,
    with the highest card going last."""
    state = brawl.chosen(("gristlehorn", "bilespitter", "squelchor"))
    for seat, cell in ((1, (0, 0)), (2, (8, 0)), (0, (8, 6))):
        brawl.act(state, f"place {cell[0]} {cell[1]}", seat)
    assert state.init == [3, 1, 2] and state.order == [1, 2, 0]
    assert state.cur == 1
    brawl.act(state, "end")
    assert state.cur == 2


def test_initiative_ties_go_to_speed_then_strength(brawl):
    """Ties go to highest Speed, then Strength."""
    state = brawl.chosen(("gristlehorn", "skitterjaw", "bilespitter", "mawkling"))
    # Smarts 2, 2, 4, 4: the Mawkling's Strength 6 beats the Bilespitter's 5 (both Speed
    # 3); the Skitterjaw's Speed 5 beats the Gristlehorn's 2
    assert state.ranking(range(4)) == [3, 2, 1, 0]


def test_a_map_takes_no_more_seats_than_it_allows(brawl):
    """House rule: a map says how many Monsters it takes (four by default)."""
    arena = brawl.arena()
    small = type(arena)(arena.id, arena.name, arena.grid, start_edges=arena.start_edges,
                        max_seats=2)
    with pytest.raises(ValueError, match="takes at most 2"):
        brawl.new(3, small)
