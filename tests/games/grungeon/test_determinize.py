"""`determinize`: a match a seat cannot tell from the real one, its secrets drawn afresh.

The issue's contract: over many seeds a determinized state gives the seat exactly the same
view and legal actions, and over many draws the hidden things spread over every place
still possible: the others over every room but the seat's, items over floors, hands and
used, the Grunkletaur alive and dead.
"""
from __future__ import annotations

from collections import Counter

from gamebox.engine.match import Match, SeatSpec
from gamebox.engine.rng import Rng
from gamebox.games.grungeon.maze import CORNERS, ROOMS, TOKEN
from gamebox.games.grungeon.game import GAME


def _positions(seed: int, every: int = 5):
    """(state, seat to act) along a seeded game of normal bots, every `every`-th decision."""
    match = Match.start(GAME, [SeatSpec("bot", "normal") for _ in range(3)], None, seed)
    state = match.state
    n = 0
    while not state.is_over():
        seat = match.bot_to_act()
        if n % every == 0:
            yield state, seat
        n += 1
        match.bot_step(single=True)


def test_same_view_and_legal_actions_and_every_check():
    checked = 0
    seen_phases = set()
    for seed in range(4):
        for state, seat in _positions(seed, every=2):
            det = state.determinize(seat, Rng(seed * 7919 + checked))
            assert det.view(seat) == state.view(seat)
            assert det.legal_actions(seat) == state.legal_actions(seat)
            assert det.to_act() == state.to_act()
            det.check_invariants()
            seen_phases.add(state.phase)
            checked += 1
            if checked % 40 == 0:  # play on: the drawn state is a whole, playable match
                probe = det.clone()
                for _ in range(60):
                    if probe.is_over():
                        break
                    s = probe.to_act()[0]
                    probe.apply(s, probe.legal_actions(s)[0])
                    probe.check_invariants()
    assert checked > 300
    assert seen_phases == {"preview", "corners", "play"}


def _a_play_position(seed: int = 2, turn: int = 8):
    for state, seat in _positions(seed, every=1):
        if state.phase == "play" and state.turn >= turn:
            return state, seat
    raise AssertionError("no such position")


def test_the_others_spread_over_every_room_but_the_seats():
    state, seat = _a_play_position()
    here = state.pos[seat]
    rooms: set[int] = set()
    rng = Rng(3)
    for _ in range(2500):
        det = state.determinize(seat, rng)
        rooms.update(det.pos[o] for o in range(3) if o != seat and det.alive[o])
    beside = state.view(seat)["room"]["others"]
    if beside:
        assert rooms >= {here}
    else:
        assert here not in rooms
    assert len(rooms) >= ROOMS - 3, "every other room is possible"


def test_items_the_seat_cannot_see_lie_anywhere_possible_and_the_grunkletaur_may_be_dead():
    state, seat = _a_play_position(turn=30)
    rng = Rng(11)
    where: dict[str, Counter] = {}
    dead = 0
    for _ in range(800):
        det = state.determinize(seat, rng)
        dead += det.grunk_hp == 0
        for o in range(3):
            if o != seat:
                for item in det.inv[o]:
                    where.setdefault(item, Counter())["hand"] += 1
        for items in det.floor.values():
            for item in items:
                where.setdefault(item, Counter())["floor"] += 1
        token = any(TOKEN in i for i in det.inv) or any(TOKEN in i for i in det.floor.values())
        assert (det.grunk_hp == 0) == token
    mine = set(state.inv[seat])
    for item in ("iron_axe", "steel_sword", "diamond_lance", "potion"):
        if item not in mine:
            assert set(where[item]) == {"hand", "floor"}, item
    assert 0 < dead < 800


def test_corners_taken_before_the_seat_chooses_are_the_ones_it_sees_taken():
    for state, seat in _positions(5, every=1):
        if state.phase == "corners" and state.corner_turn == 2:
            break
    taken = {c for c in state.corner_of if c is not None}
    owners = Counter()
    for k in range(200):
        det = state.determinize(2, Rng(k))
        assert {c for c in det.corner_of if c is not None} == taken
        owners[det.corner_of[0]] += 1
    assert set(owners) == taken, "which of the others took which is not known"
    assert taken < set(CORNERS)


def _poison(state, seat: int):
    """`state` with every field `seat` cannot see changed for nonsense (still a match)."""
    bad = state.clone()
    here = state.pos[seat]
    beside = set(state.view(seat)["room"]["others"])
    for o in range(3):
        if o == seat or not bad.alive[o]:
            continue
        if o not in beside:
            bad.pos[o] = (here + 37 * (o + 1)) % ROOMS
            if bad.pos[o] == here:
                bad.pos[o] = (here + 1) % ROOMS
        bad.hp[o] = 1
        bad.inv[o] = ["teleporter", "potion"][: o]
        bad.q_move[o] = "left"
        bad.reports[o] = ("nonsense",)
        bad.corner_of[o] = "SE"
    bad.floor = {r: i for r, i in bad.floor.items() if r == here}
    bad.floor[(here + 5) % ROOMS if (here + 5) % ROOMS != here else 0] = ("diamond_axe",)
    if here != state.board.grunkletaur:
        bad.grunk_hp = 3
    bad.used = 2
    bad.rng = Rng(999)
    bad.chronicle = [("nonsense",)]
    bad.touch()
    return bad


def test_determinizing_reads_no_hidden_field():
    count = 0
    for state, seat in _positions(6, every=7):
        if state.phase != "play" or not state.alive[seat]:
            continue
        bad = _poison(state, seat)
        assert bad.view(seat) == state.view(seat)
        a = state.determinize(seat, Rng(count))
        b = bad.determinize(seat, Rng(count))
        assert a.snapshot() == b.snapshot() and a.rng.state == b.rng.state
        count += 1
    assert count > 20
