"""Typed views for the table kit, hidden information, and determinization for search."""
from __future__ import annotations

import json

from gamebox.engine.checks import check_step, check_typed_views
from gamebox.engine.rng import Rng
from gamebox.engine.table import check_hidden_ids

CLOSE = ((3, 3), (4, 3))


def _mid_test(brawl):
    state = brawl.fight(hands={0: ["7", "K"], 1: ["3", "Q"]})
    brawl.act(state, "attack 1")
    brawl.act(state, f"play {brawl.card('K')}", 0)
    return state


def test_the_board_shows_pawns_with_their_facing_limbs_and_objects(brawl):
    """The board zone: Monsters as pawns at their cells with `face["facing"]`, limbs lying
    on the map, objects with their Weight."""
    arena = brawl.arena(things=[("Boulder", (6, 5), 4)])
    state = brawl.fight(arena=arena)
    state.slots[1][0] = -1
    state.limb_cell[5] = (1, 1)
    state.touch()
    state.pool[1] = state.stat(1, 3)
    board = state.table_view(0).zone("board")
    assert board.kind == "board"
    pawn = next(p for p in board.pieces if p.id == "monster/0")
    assert pawn.kind == "pawn" and pawn.at == (3, 3) and pawn.face["facing"] == 1
    limb = next(p for p in board.pieces if p.id == "limb/5")
    assert limb.at == (1, 1) and limb.face["type"] == "leg"
    thing = next(p for p in board.pieces if p.id == "thing/0")
    assert thing.face["weight"] == 4 and thing.at == (6, 5)


def test_each_monitor_shows_attributes_pool_power_and_limbs(brawl):
    """A Monster Monitor per seat: four attributes, the health pool, Power and the limbs."""
    state = brawl.fight(power=[3, 0])
    monitor = state.table_view(1).zone("monitor/0")
    ids = [p.id for p in monitor.pieces]
    assert ids[:4] == ["attr/0/speed", "attr/0/strength", "attr/0/smarts", "attr/0/health"]
    assert "pool/0" in ids and "power/0" in ids
    assert next(p for p in monitor.pieces if p.id == "power/0").count == 3
    spots = [p for p in monitor.pieces if p.id.startswith("spot/0/")]
    assert [p.face["spot"] for p in spots] == ["arm", "arm", "leg", "leg", "head"]


def test_hands_and_face_down_cards_show_only_to_their_seat(brawl):
    """Hands are face down to the others; a Test's face-down cards are named by place."""
    state = _mid_test(brawl)
    mine, theirs = state.table_view(0), state.table_view(1)
    assert [p.face["name"] for p in mine.zone("hand/0").pieces] == ["7 of Clubs"]
    assert all(p.face is None for p in theirs.zone("hand/0").pieces)
    assert [p.id for p in theirs.zone("hand/0").pieces] == ["hand/0/0"]
    assert theirs.zone("test").pieces[0].face is None
    assert theirs.zone("test").pieces[0].id == "test/0"
    assert mine.zone("test").pieces[0].face["name"] == "K of Clubs"
    for table in (mine, theirs, state.table_view(None)):
        check_hidden_ids(table)
    assert "K of Clubs" not in repr(theirs) and "K of Clubs" not in json.dumps(state.view(1))


def test_typed_views_hold_together_at_every_kind_of_decision(brawl):
    """`check_typed_views`: every seat to act has a decision, every touched id is on the
    table, no two pieces share an id, at a choice, a turn, a Test, a heal and a rip."""
    states = [brawl.new(2), brawl.chosen(), brawl.fight(), _mid_test(brawl)]
    heal = brawl.fight(power=[2, 2], hands={0: ["5"], 1: ["5"]})
    heal.pool = [5, 5]
    brawl.act(heal, "attack 1")
    states.append(heal)
    rip = brawl.fight(hands={0: ["10"], 1: ["A"]})
    brawl.act(rip, "attack 1")
    brawl.act(rip, f"play {brawl.card('10')}", 0)
    brawl.act(rip, f"play {brawl.card('A')}", 1)
    states.append(rip)
    for state in states:
        check_typed_views(state)
        check_step(state)
    assert heal.decision(0).kind == "commit" and heal.decision(0).secret
    assert rip.touches(rip.legal_actions(0)[0], 0) == ("spot/1/0",)


def test_a_move_touches_the_cell_it_goes_to_and_an_attack_the_target(brawl):
    """What a click picks: the target Monster, the cell ahead, the card (then the Test), the
    limb and spot."""
    state = brawl.fight(cells=((3, 3), (5, 3)))
    from gamebox.engine.protocol import Action

    assert state.touches(Action("move", ("forward",)), 0) == ("board#4,3",)
    state = brawl.fight()
    assert state.touches(Action("attack", (1,)), 0) == ("monster/1",)
    assert state.touches(Action("play", (5,)), 0) == ("card/0/5", "test")


def test_a_determinized_state_keeps_the_seats_view_and_redraws_the_rest(brawl):
    """determinize: the seat's own view and legal actions stay; other hands and every
    deck's order are drawn again among the cards still unseen."""
    state = _mid_test(brawl)
    seen = set()
    for i in range(8):
        other = state.determinize(1, Rng(i))
        assert other.view(1) == state.view(1)
        assert other.legal_actions(1) == state.legal_actions(1)
        assert sorted(other.hand[0] + other.deck[0] + [other.test["commit"][0]]) == \
            sorted(state.hand[0] + state.deck[0] + [state.test["commit"][0]])
        other.check_invariants()
        seen.add((tuple(other.hand[0]), other.test["commit"][0]))
    assert len(seen) > 1
    own = state.determinize(0, Rng(3))
    assert own.test["commit"][0] == state.test["commit"][0] and own.hand[0] == state.hand[0]


def test_a_private_marker_never_leaks(brawl):
    """No seat's hand shows in another seat's view, table or events."""
    from gamebox.engine.checks import check_no_leak

    for state in (brawl.fight(), _mid_test(brawl)):
        check_no_leak(state)


def test_a_determinized_choice_redraws_the_others_secret_picks(brawl):
    """The Monsters the other seats chose in secret are drawn again; the seat's own stays."""
    state = brawl.new(3)
    brawl.act(state, "choose mawkling", 0)
    brawl.act(state, "choose cragback", 1)
    drawn = set()
    for i in range(12):
        other = state.determinize(2, Rng(i))
        assert other.view(2) == state.view(2)
        drawn.add(tuple(other.picks))
        mine = state.determinize(0, Rng(i))
        assert mine.picks[0] == state.picks[0]
    assert len(drawn) > 1
