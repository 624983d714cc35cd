"""The table kit's engine half: typed views, decisions as data, what actions touch, moves."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gamebox.engine import registry
from gamebox.engine.checks import CheckFailed, check_typed_views
from gamebox.engine.protocol import Action
from gamebox.engine.table import (Decision, Piece, Table, Zone, check_hidden_ids, place_id)

ENGINE = Path(__file__).resolve().parents[2] / "gamebox" / "engine"


def test_face_down_piece_is_named_by_its_place():
    piece = Piece.hidden("hand/1", 4)
    assert piece.id == "hand/1/4" and piece.face is None and not piece.face_up
    check_hidden_ids(Table(None, (Zone("hand/1", "hand", (piece,), hidden=True),)))


def test_face_down_card_named_by_what_it_is_is_refused():
    named = Piece("dentures-2", None)
    with pytest.raises(AssertionError, match="could follow it"):
        check_hidden_ids(Table(None, (Zone("deck", "pile", (named,)),)))


def test_zone_kind_must_be_known():
    with pytest.raises(ValueError, match="kind must be one of"):
        Zone("deck", "heap")


def test_table_names_its_zones_when_one_is_missing():
    table = Table(0, (Zone("deck", "pile"), Zone("plate", "row", size=3)))
    assert table.zone("plate").size == 3
    with pytest.raises(KeyError, match="deck, plate"):
        table.zone("hand")


def test_zone_counts_pieces_it_does_not_list():
    deck = Zone("deck", "pile", (Piece.hidden("deck", 0),), count=30, hidden=True)
    assert deck.total == 30 and Zone("plate", "row", (Piece("c1", {}),)).total == 1


def test_decision_progress_reads_as_steps():
    assert Decision(0, "Pick a card", step=1, steps=2).progress == "step 1 of 2"
    assert Decision(0, "Pick a card").progress == ""


def test_place_ids_name_zone_and_place():
    assert place_id("mouth/0", 2) == "mouth/0#2"
    assert place_id("board", (3, 4)) == "board#3,4"


def _guts(seats=2, seed=3):
    return registry.get("guts").new_state(seats, seed=seed)


def _play_until(state, kind: str):
    """Play first legal actions until a seat's moves are of `kind`."""
    for _ in range(400):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if legal[0].kind == kind:
            return seat, legal
        state.apply(seat, legal[0])
    raise AssertionError(f"no {kind} decision came")


def test_guts_feed_is_two_decisions_the_plate_card_then_its_slot():
    state = _guts()
    seat, legal = _play_until(state, "feed")
    (card,) = state.touches(legal[0], seat)
    zone, piece = state.table_view(seat).find(card)
    assert zone.name == "plate" and piece.at == legal[0].args[0]
    first = state.decision(seat)
    assert first.prompt.startswith("Take") and first.progress == "step 1 of 2"
    state.apply(seat, legal[0])
    second = state.decision(seat)
    assert second.progress == "step 2 of 2"
    assert state.table_view(seat).zone("held").pieces[0].name == piece.name
    for action in state.legal_actions(seat):
        if action.kind == "place":
            assert state.touches(action, seat) == (place_id(f"mouth/{seat}", action.args[0]),)


def test_guts_feed_events_move_the_card_from_plate_to_held_to_its_slot():
    state = _guts()
    seat, legal = _play_until(state, "feed")
    moves = [m for e in state.apply(seat, legal[0]) for m in state.moves(e, seat)]
    assert [(m.source, m.target) for m in moves] == [("plate", "held")]
    place = state.legal_actions(seat)[0]
    if place.kind == "place":
        moves = [m for e in state.apply(seat, place) for m in state.moves(e, seat)]
        assert ("held", place_id(f"mouth/{seat}", place.args[0])) in [
            (m.source, m.target) for m in moves]


def test_two_copies_of_a_card_on_the_table_have_ids_of_their_own():
    """Copies of a Guts card share their number in the set; on the table each is named by
    its place, so pointing at one never means the other."""
    for seed in range(40):
        state = registry.get("guts").new_state(3, seed=seed)
        while not state.is_over() and len(state.log) < 300:
            seat = state.to_act()[0]
            names = [p.name for _, p in state.table_view(seat).pieces() if p.kind == "card"]
            if len(names) != len(set(names)):
                ids = [p.id for _, p in state.table_view(seat).pieces() if p.kind == "card"]
                assert len(ids) == len(set(ids))
                return
            state.apply(seat, state.legal_actions(seat)[0])
    pytest.fail("no two copies met on the table in these games")


def test_guts_mouth_pieces_carry_their_chews():
    state = _guts()
    seat, legal = _play_until(state, "chew")
    owner, x = legal[0].args
    state.apply(seat, legal[0])
    piece = state.table_view(seat).zone(f"mouth/{owner}").at(x)
    assert piece.marks["chews"] >= 1


def _grungeon(seed=2):
    return registry.get("grungeon").new_state(3, seed=seed)


def test_grungeon_corner_choice_is_a_secret_commit_on_the_corner_places():
    state = _grungeon()
    for seat in state.to_act():
        state.apply(seat, Action("ready"))
    chooser = state.to_act()[0]
    decision = state.decision(chooser)
    assert decision.secret and decision.kind == "commit"
    corners = state.table_view(chooser).zone("corners")
    for action in state.legal_actions(chooser):
        (touched,) = state.touches(action, chooser)
        assert any(p.id == touched for p in corners.pieces)
    others = [s for s in range(3) if s != chooser]
    for seat in others + [None]:
        names = [z.name for z in state.table_view(seat).zones]
        assert "corners" not in names  # which corners are taken is the chooser's alone


def test_grungeon_inventory_is_shown_to_its_seat_only():
    state = _grungeon()
    for seat in range(3):
        zones = state.table_view(seat).zones
        assert [z.owner for z in zones if z.name == "inventory"] == [seat]
    assert all(z.name != "inventory" for z in state.table_view(None).zones)


def test_typed_view_check_catches_a_touch_off_the_table(monkeypatch):
    state = _guts()
    monkeypatch.setattr(type(state), "touches", lambda self, action, seat: ("nowhere/9",))
    with pytest.raises(CheckFailed, match="nowhere/9"):
        check_typed_views(state)


def test_typed_view_check_catches_a_missing_decision(monkeypatch):
    state = _guts()
    monkeypatch.setattr(type(state), "decision", lambda self, seat: None)
    with pytest.raises(CheckFailed, match="has no decision"):
        check_typed_views(state)


ALLOWED_ABOVE = ("gamebox.engine", "gamebox.packs", "gamebox.maps", "gamebox.errors")
"""What the engine may import of the project: itself and the headless layers under it."""


def _project_imports(path: Path) -> set[str]:
    """The gamebox modules `path` imports, at the top or inside functions."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    package = "gamebox.engine"
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.add(".".join(base + ([node.module] if node.module else [])))
            elif node.module and node.module.startswith("gamebox"):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("gamebox"))
    return found


@pytest.mark.parametrize("path", sorted(ENGINE.glob("*.py")), ids=lambda p: p.name)
def test_engine_imports_nothing_above_it(path):
    above = {m for m in _project_imports(path) if not m.startswith(ALLOWED_ABOVE)}
    # the bench and the simulation runner start whole matches of the registered games
    if path.name in ("registry.py", "bench.py"):
        above = {m for m in above if not m.startswith("gamebox.games")}
    assert not above, f"{path.name} imports {sorted(above)} from above the engine"


def test_typed_view_check_catches_two_pieces_of_one_id(monkeypatch):
    state = _guts()
    twin = Table(0, (Zone("plate", "row", (Piece("c1", {}, at=0), Piece("c1", {}, at=1))),))
    monkeypatch.setattr(type(state), "table_view", lambda self, seat: twin)
    with pytest.raises(CheckFailed, match="share an id"):
        check_typed_views(state)
