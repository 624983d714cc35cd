"""A Monster's turn: actions up to Speed, Move, Turn, Attack, Escape, Rest, Push, Heal, and
the permissions of adjacent Monsters."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction

FAR = ((0, 0), (6, 3))
"""Gristlehorn in a corner, the Skitterjaw (Speed 5) in the open: nobody adjacent."""
CLOSE = ((3, 3), (4, 3))
"""Gristlehorn and the Skitterjaw side by side, facing each other (east and west)."""


def test_a_turn_has_as_many_actions_as_speed(brawl):
    """Speed (Sp): Fast Monsters move farther and do more than slower Monsters do. The game
    is divided into turns. During your turn, you can take actions like running, resting, or
    attacking. The number of actions you get each turn is equal to your Speed. A higher
    Speed lets you move more often, make more attacks, or rest more often (Resting lets you
    draw more cards.). On your turn, your Monster may take a number of actions equal to its
    Speed."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=1)
    assert state.stat(1, 0) == 5 and state.actions_left == 5
    for _ in range(5):
        brawl.act(state, "move forward")
    assert state.actions_left == 0
    assert "move forward" not in brawl.legal(state)
    assert "rest" not in brawl.legal(state)


def test_a_turn_may_end_with_actions_left_and_play_passes_on(brawl):
    """You do not have to use all of your actions before you end your turn. When you’re done
    taking actions, play passes to the monster with the next-highest initiative card."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=state_first(brawl))
    first = state.cur
    brawl.act(state, "end")
    assert state.cur == state.order[1] != first
    assert state.actions_left == state.stat(state.cur, 0)


def state_first(brawl) -> int:
    """Who goes first between the two (the most Smarts; ties by Speed)."""
    return brawl.fight(cells=FAR, facings=(1, 4)).order[0]


def test_after_every_monster_has_had_a_turn_a_new_round_begins(brawl):
    """Once all monsters have had a turn, the round is over and a new round begins."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=state_first(brawl))
    brawl.act(state, "end")
    events = brawl.act(state, "end")
    assert state.round == 2 and any(e.kind == "round" for e in events)
    assert state.cur == state.order[0]


def test_move_steps_forward_or_back_and_keeps_the_facing(brawl):
    """Move: Move your Monster forward or backward one step."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=1)
    grid = state.arena.grid
    start = state.cell[1]
    brawl.act(state, "move forward")
    assert state.cell[1] == grid.neighbour(start, 4) and state.facing[1] == 4
    brawl.act(state, "move back")
    assert state.cell[1] == start and state.facing[1] == 4
    assert state.actions_left == 3


def test_moving_away_from_an_adjacent_monster_asks_its_controller(brawl):
    """You may not Move if you are adjacent to a Monster without Escaping first, unless that
    Monster’s controller lets you."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0)
    brawl.act(state, "move back")
    assert state.to_act() == (1,) and state.decision(1).kind == "respond"
    brawl.act(state, "refuse")
    assert state.cell[0] == CLOSE[0] and state.actions_left == 2
    assert "move back" not in brawl.legal(state)  # only an Escape gets past it now
    assert "escape 1 speed" in brawl.legal(state)

    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0)
    brawl.act(state, "move back")
    brawl.act(state, "let")
    assert state.cell[0] != CLOSE[0] and state.actions_left == 1


def test_turning_up_to_half_round_in_sixths_and_the_first_is_free(brawl):
    """Turn: You may turn up to 180 degrees, in 60-degree increments. Your first turning
    action in a turn is free; it does not cost an action."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=0)
    turns = sorted(a.args[0] for a in state.legal_actions(0) if a.kind == "turn")
    assert turns == [-2, -1, 1, 2, 3]
    brawl.act(state, "turn 3")
    assert state.facing[0] == 4 and state.actions_left == 2
    brawl.act(state, "turn -1")
    assert state.facing[0] == 3 and state.actions_left == 1


def test_turning_next_to_a_monster_asks_its_controller(brawl):
    """You may not Turn if you are adjacent to a Monster without Escaping first, unless that
    Monster’s controller lets you."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0)
    brawl.act(state, "turn 2")
    assert state.ask is not None and state.facing[0] == 1
    brawl.act(state, "let")
    assert state.facing[0] == 3


def test_attacks_reach_only_the_three_front_hexes(brawl):
    """Attack: Make a close combat or ranged combat attack (See Combat, below.) on a target
    in one of your front three hexes."""
    grid = brawl.arena().grid
    for facing in range(6):
        state = brawl.fight(cells=CLOSE, facings=(facing, 4), cur=0)
        in_front = CLOSE[1] in grid.front(CLOSE[0], facing)
        assert ("attack 1" in brawl.legal(state)) == in_front
    state = brawl.fight(cells=CLOSE, facings=(3, 4), cur=0)  # its back to the Skitterjaw
    with pytest.raises(IllegalAction):
        state.apply(0, Action("attack", (1,)))


def test_escape_tests_a_chosen_attribute_other_than_health(brawl):
    """Escape: If you’re next to another Monster, you can’t just walk away from it (Unless
    that Monster’s player lets you.). To get away from an adjacent monster, choose an
    Attribute other than Health. You and the adjacent Monster’s controller Test the
    attribute you selected."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0, hands={0: ["5"], 1: ["3"]})
    escapes = [a for a in brawl.legal(state) if a.startswith("escape")]
    assert escapes == ["escape 1 speed", "escape 1 strength", "escape 1 smarts"]
    brawl.act(state, "escape 1 speed")
    assert state.test["base"] == [2, 5] and state.to_act() == (0, 1)


def test_a_won_escape_gives_a_free_move_or_turn_and_frees_the_monster(brawl):
    """If you win, you may immediately take a free Move or Turn action; the Monster you beat
    can not stop you from Moving or Turning for the rest of this turn."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0, hands={0: ["5"], 1: ["3"]})
    brawl.act(state, "escape 1 strength")
    brawl.act(state, f"play {brawl.card('5')}", 0)
    brawl.act(state, f"play {brawl.card('3')}", 1)  # 7 + 5 against 4 + 3
    assert state.free_steps == 1 and state.actions_left == 1
    assert set(brawl.legal(state)) >= {"waive", "move back", "turn 1"}
    brawl.act(state, "turn 3")  # free: no action, no question asked
    assert state.facing[0] == 4 and state.actions_left == 1 and state.ask is None
    brawl.act(state, "move forward")  # the beaten Monster cannot stop it now
    assert state.ask is None and state.actions_left == 0


def test_a_failed_escape_spends_the_action_and_may_be_tried_again(brawl):
    """If you fail, then your action is spent. You can try to Escape again if you have
    another action to spend on the attempt."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0, hands={0: ["2", "9"], 1: ["9"]})
    brawl.act(state, "escape 1 speed")
    brawl.act(state, f"play {brawl.card('2')}", 0)
    brawl.act(state, f"play {brawl.card('9')}", 1)  # 2 + 2 against 5 + 9
    assert state.actions_left == 1 and state.free_steps == 0
    assert "escape 1 speed" in brawl.legal(state)
    brawl.act(state, "escape 1 strength")
    assert state.actions_left == 0 and state.test is not None


def test_each_adjacent_monster_is_escaped_separately_and_free_steps_wait(brawl):
    """If you’re adjacent to more than one Monster, then you must challenge each Monster
    seperately. The free Moves and Turns you accumulate from successful Escapes must be used
    the instant you’ve escaped from all of your opponents."""
    state = brawl.fight(("squelchor", "gristlehorn", "mawkling"),
                        cells=((3, 3), (4, 3), (2, 3)), facings=(1, 4, 1), cur=0,
                        hands={0: ["9", "8", "10"], 1: ["A"], 2: ["A", "2"]})
    brawl.act(state, "escape 1 speed")
    brawl.act(state, f"play {brawl.card('9')}", 0)
    brawl.act(state, f"play {brawl.card('A')}", 1)
    assert state.free_steps == 1 and not state.free_mode(0)  # the Mawkling still holds it
    assert "escape 1 speed" not in brawl.legal(state) and "escape 2 speed" in brawl.legal(state)
    brawl.act(state, "escape 2 speed")
    brawl.act(state, f"play {brawl.card('10')}", 0)
    brawl.act(state, f"play {brawl.card('A')}", 2)
    assert state.free_steps == 2 and state.free_mode(0)
    assert "end" not in brawl.legal(state) and "attack 1" not in brawl.legal(state)
    brawl.act(state, "turn 2")
    brawl.act(state, "move forward")
    assert state.free_steps == 0 and state.actions_left == 1


def test_rest_draws_a_card(brawl):
    """Rest: Draw a card."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=1, hands={1: []}, tops={1: ["Q"]})
    events = brawl.act(state, "rest")
    assert state.hand[1] == [brawl.card("Q")] and state.actions_left == 4
    private = [e for e in events if e.to == frozenset({1})]
    assert private and "Q of Clubs" in private[0].text
    assert all("Q of Clubs" not in e.text for e in events if e.to is None)


def test_no_rest_with_a_hand_as_large_as_smarts(brawl):
    """You may not Rest if the number of cards in your hand is equal to or greater than your
    Smarts."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=1, hands={1: ["2"]})
    assert state.stat(1, 2) == 2
    brawl.act(state, "rest")
    assert len(state.hand[1]) == 2 and "rest" not in brawl.legal(state)


def test_resting_next_to_a_monster_asks_its_controller(brawl):
    """You may not Rest if you are adjacent to another Monster, unless that Monster’s
    controller lets you."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0, hands={0: []})
    brawl.act(state, "rest")
    assert state.ask is not None and not state.hand[0]
    brawl.act(state, "refuse")
    assert "rest" not in brawl.legal(state) and not state.hand[0]


def test_push_is_a_test_of_strength_and_the_winner_moves_the_target(brawl):
    """Push: Engage an adjacent Monster or object in a Test of Strength. If you win, you may
    move your target into a vacant space that’s adjacent to it."""
    state = brawl.fight(cells=CLOSE, facings=(1, 4), cur=0, hands={0: ["4"], 1: ["6"]})
    brawl.act(state, "push 1")
    assert state.test["kind"] == "push" and state.test["base"] == [7, 4]
    brawl.act(state, f"play {brawl.card('4')}", 0)
    brawl.act(state, f"play {brawl.card('6')}", 1)  # 11 against 10
    shoves = [a for a in brawl.legal(state) if a.startswith("shove")]
    grid = state.arena.grid
    assert {tuple(map(int, a.split()[1:])) for a in shoves} == {
        c for c in grid.adjacent(CLOSE[1]) if c != CLOSE[0]}
    brawl.act(state, "shove 5 3")
    assert state.cell[1] == (5, 3)


def test_pushing_an_object_adds_the_top_card_of_the_deck_to_its_weight(brawl):
    """If you’re moving an object, draw the top card from your deck and add its value to the
    Weight of the object you’re pushing."""
    arena = brawl.arena(things=[("Boulder", (4, 3), 5)])
    state = brawl.fight(cells=((3, 3), (8, 0)), facings=(1, 4), cur=0, arena=arena,
                        hands={0: ["6", "2"]}, tops={0: ["4", "9"]})
    brawl.act(state, "heave 0")
    events = brawl.act(state, f"play {brawl.card('6')}", 0)  # 7 + 6 against 5 + 4
    assert any("4 of Clubs" in e.text and "total 9" in e.text for e in events)
    brawl.act(state, "shove 5 3")
    assert state.things[0] == (5, 3)
    assert brawl.card("4") in state.discard[0]


def test_heal_spends_power_for_health_up_to_the_maximum_first_free(brawl):
    """Heal: You may spend Power tokens to gain Health. Gain one Health for every Power token
    you spend. You may not gain more Health than your maximum Health. Your first Healing
    action in a turn is free; it does not cost an action."""
    state = brawl.fight(cells=FAR, facings=(1, 4), cur=0, power=[5, 0])
    state.pool[0] = 6  # of 9
    state.touch()
    assert [a for a in brawl.legal(state) if a.startswith("heal")] == \
        ["heal 1", "heal 2", "heal 3"]
    brawl.act(state, "heal 2")
    assert state.pool[0] == 8 and state.power[0] == 3 and state.actions_left == 2
    brawl.act(state, "heal 1")
    assert state.pool[0] == 9 and state.actions_left == 1
    assert not [a for a in brawl.legal(state) if a.startswith("heal")]
