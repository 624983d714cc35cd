"""Attach Limb: costs, matching spots, the former owner's token, swaps, once only, adjacency."""
from __future__ import annotations

import pytest

from gamebox.engine.protocol import Action, IllegalAction
from gamebox.games.ggt.turn import attach_cost

GIBBER, GRISTLE = "gibbergeist", "gristlehorn"
HAM_FIST = 5
"""The Gristlehorn's first limb (it sits in seat 1; the Gibbergeist's five come first)."""


def _lying(brawl, limb=HAM_FIST, power=(6, 0), cells=((2, 3), (7, 3)), open_arm=False,
           facings=(1, 4), hands=None, tops=None):
    """The Gibbergeist (seat 0: head, arm, arm, leg, leg and an empty tail spot) stands on a
    limb torn from the Gristlehorn (seat 1)."""
    state = brawl.fight((GIBBER, GRISTLE), cells=cells, facings=facings, power=list(power),
                        hands=hands, tops=tops)
    for s in (0, 1):
        if limb in state.slots[s]:
            state.slots[s][state.slots[s].index(limb)] = -1
    if open_arm:
        state.slots[0][1] = -1  # its Stitched Arm is gone from the game
    state.limb_cell[limb] = cells[0]
    state.limb_from[limb] = 1
    state.touch()
    state.pool = [min(p, state.stat(s, 3)) for s, p in enumerate(state.pool)]
    state.check_invariants()
    return state


def test_a_limb_underfoot_may_be_attached_to_an_open_spot(brawl):
    """Attach Limb: If you’re in the same space as a limb and have an open space on your
    body, you can attach that limb to your body and gain the benefits of that limb."""
    state = _lying(brawl)
    assert brawl.legal(state).count(f"attach {HAM_FIST} 5") == 1  # the empty tail spot
    state.cell[0] = (3, 3)
    state.touch()
    assert not [a for a in brawl.legal(state) if a.startswith("attach")]


def test_the_cost_is_the_highest_stat_up_to_six(brawl):
    """To attach a limb to your body, choose the highest stat on the limb or the number 6,
    whichever is lower. Spend that many Power tokens and attach it to a vacant limb spot."""
    state = _lying(brawl)
    fist = state.part(HAM_FIST)
    assert fist.stats == (0, 2, 0, 1) and attach_cost(fist, "tail") == 2
    brawl.act(state, f"attach {HAM_FIST} 5")
    assert state.slots[0][5] == HAM_FIST and state.power[0] == 4
    assert HAM_FIST not in state.limb_cell


def test_an_attached_limb_adds_its_numbers(brawl):
    """Once the limb is attached, increase your attributes by the amounts printed on that
    limb."""
    state = _lying(brawl)
    before = [state.stat(0, i) for i in range(4)]
    brawl.act(state, f"attach {HAM_FIST} 5")
    assert [state.stat(0, i) for i in range(4)] == [before[0], before[1] + 2, before[2],
                                                   before[3] + 1]


def test_an_attached_limb_brings_its_abilities(brawl):
    """You may use any special abilities that the limb possesses."""
    quill = 5 + 4  # the Quillback's Quill Tail (a ranged attack, reach 2)
    state = brawl.fight((GIBBER, "quillback"), cells=((2, 3), (4, 3)), facings=(1, 4),
                        power=[6, 0])
    state.slots[1][4] = -1
    state.limb_cell[quill] = (2, 3)
    state.limb_from[quill] = 1
    state.touch()
    state.pool[1] = state.stat(1, 3)
    assert state.reach(0) == 0 and "shoot 1" not in brawl.legal(state)
    brawl.act(state, f"attach {quill} 5")
    assert state.reach(0) == 2 and "shoot 1" in brawl.legal(state)


def test_a_limb_that_was_another_monsters_pays_its_former_owner_a_token(brawl):
    """If the limb is not yours, give one of the Power tokens you’re spending to the former
    owner of that limb."""
    state = _lying(brawl)
    supply = state.supply
    brawl.act(state, f"attach {HAM_FIST} 5")
    assert state.power == [4, 1] and state.supply == supply + 1


def test_a_matching_spot_costs_the_lowest_nonzero_stat_up_to_four(brawl):
    """If you’re attaching a limb to a spot that matches that limb type, like attaching a leg
    to a leg spot on your torso, then you get to spend less Power than you normally would.
    Choose the lowest non-zero stat on the limb or 4, whichever is lower. Spend this many
    Power tokens to attach the limb to your torso. If the limb is not yours, give one of the
    Power tokens you’re spending to the former owner of that limb."""
    state = _lying(brawl, open_arm=True)
    assert attach_cost(state.part(HAM_FIST), "arm") == 1
    brawl.act(state, f"attach {HAM_FIST} 1")
    assert state.power == [5, 1]


def test_one_limb_may_be_taken_off_to_make_room(brawl):
    """You may voluntarily remove one of your limbs to attach a different limb. Spend one
    Power token and place the limb you’re removing in an unoccupied adjacent space, then
    proceed to attach the new limb as you normally would."""
    state = _lying(brawl)
    arm = state.slots[0][1]
    brawl.act(state, f"attach {HAM_FIST} 1")  # 1 to remove the Stitched Arm, 1 to attach
    assert state.power == [4, 1] and state.slots[0][1] == HAM_FIST
    grid = state.arena.grid
    assert {tuple(a.args) for a in state.legal_actions(0)} == {
        c for c in grid.adjacent((2, 3)) if state.unoccupied(c)}
    brawl.act(state, "drop 1 3")
    assert state.limb_cell[arm] == (1, 3)


def test_a_limb_is_reattached_once_only(brawl):
    """A limb can only be reattached one time. If a limb that has been reattached is removed
    again, then remove that limb from the game."""
    state = _lying(brawl, cells=((3, 3), (4, 3)), hands={0: [], 1: ["9"]}, tops={0: ["2"]})
    brawl.act(state, f"attach {HAM_FIST} 5")  # next to the Gristlehorn: the turn ends
    assert state.limb_again[HAM_FIST] and state.cur == 1
    state.pool[0] = 3
    brawl.act(state, "attack 0")
    brawl.act(state, "mend 0", 0)  # it has Power, and a pool below its Health
    brawl.act(state, "blind", 0)  # pays for the 2 on top: 5 + 2 against 5 + 9
    brawl.act(state, f"play {brawl.card('9')}", 1)
    assert state.combat["step"] == "guard"
    brawl.act(state, "bare")
    brawl.act(state, "rip 5")
    assert HAM_FIST not in state.limb_cell and HAM_FIST not in state.slots[0]
    assert state.combat["step"] == "more"


def test_attaching_next_to_a_monster_is_a_first_action_and_ends_the_turn(brawl):
    """You may attach a limb if you are adjacent to a Monster, but doing so must be your first
    action that turn and ends your turn."""
    state = _lying(brawl, cells=((3, 3), (4, 3)))
    brawl.act(state, "turn 1")
    brawl.act(state, "let")
    assert state.acted and not [a for a in brawl.legal(state) if a.startswith("attach")]
    with pytest.raises(IllegalAction):
        state.apply(0, Action("attach", (HAM_FIST, 5)))
    state = _lying(brawl, cells=((3, 3), (4, 3)))
    brawl.act(state, f"attach {HAM_FIST} 5")
    assert state.cur == 1 or state.round == 2
