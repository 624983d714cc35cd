"""The zone widgets (hand, pile, slot row, stack, track, pool, seat area): each draws at several
sizes, draws nothing outside its rect, returns a hit map that covers what it drew and lies
inside the rect, keys face-down cards by their hidden ids, and shows highlights and focus."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.table import Piece, Zone, place_id
from gamebox.ui import card
from gamebox.ui.highlights import Highlights, hit_at
from gamebox.ui.tokens import draw_pool, draw_seat, draw_track, seat_header, track_grid
from gamebox.ui.zones import draw_hand, draw_pile, draw_row, draw_stack

from tool_helpers import load_tool
from widget_helpers import guts_faces, outside_changed, screen

KIT = load_tool("kit_gallery")

RECTS = ((40, 30, 900, 260), (40, 30, 300, 120), (40, 30, 120, 300), (40, 30, 60, 40))


@pytest.fixture(scope="module")
def faces():
    return guts_faces()


def hand_of(faces, n, name="hand/0"):
    return Zone(name, "hand", tuple(Piece(f"{name}/{i}", faces[i % len(faces)])
                                    for i in range(n)), owner=0, label="Ana's hand")


def check(hits, rect, ids):
    assert set(ids) <= set(hits), set(ids) - set(hits)
    for key, r in hits.items():
        assert rect.contains(r), (key, r, rect)


@pytest.mark.parametrize("box", RECTS)
@pytest.mark.parametrize("n", (0, 1, 3, 12))
def test_a_hand_stays_inside_its_rect_and_maps_every_card(faces, box, n):
    rect = pygame.Rect(box)
    zone = hand_of(faces, n)
    for focus in (None, "hand/0/0", f"hand/0/{max(0, n - 1)}", f"hand/0/{n // 2}"):
        surf = screen()
        hits = draw_hand(surf, rect, zone, KIT.GUTS_LOOK, Highlights(focus=focus))
        check(hits, rect, [p.id for p in zone.pieces])
        assert outside_changed(surf, rect) == 0
        shown = [hits[p.id] for p in zone.pieces]
        for a, b in zip(shown, shown[1:]):
            assert not a.colliderect(b), "the parts of a hand's cards do not overlap"


def test_the_focused_card_of_a_crowded_hand_is_whole_and_lifted(faces):
    rect = pygame.Rect(40, 30, 500, 200)
    zone = hand_of(faces, 10)
    plain = draw_hand(screen(), rect, zone, KIT.GUTS_LOOK)
    lit = draw_hand(screen(), rect, zone, KIT.GUTS_LOOK, Highlights(focus="hand/0/4"))
    width = max(r.width for r in plain.values())
    assert plain["hand/0/4"].width < width  # crowded: most cards show a strip
    assert lit["hand/0/4"].width == width and lit["hand/0/4"].top < plain["hand/0/4"].top
    assert hit_at(lit, lit["hand/0/4"].center) == "hand/0/4"


def test_a_hidden_hand_draws_backs_keyed_by_place(faces, rendered):
    rect = pygame.Rect(40, 30, 300, 160)
    zone = Zone("hand/1", "hand", (), owner=1, label="Bo's hand", count=5, hidden=True)
    surf = screen()
    hits = draw_hand(surf, rect, zone, KIT.GUTS_LOOK)
    assert list(hits) == [f"hand/1/{i}" for i in range(5)]
    assert "\u00d75" in rendered
    listed = Zone("hand/1", "hand", tuple(Piece.hidden("hand/1", i) for i in range(3)),
                  hidden=True, label="Bo")
    assert list(draw_hand(screen(), rect, listed, KIT.GUTS_LOOK)) == [
        "hand/1/0", "hand/1/1", "hand/1/2"]
    assert not any(f["name"] in rendered for f in faces)


def test_a_pile_shows_its_top_and_count(faces, rendered):
    rect = pygame.Rect(40, 30, 160, 260)
    deck = Zone("deck", "pile", (Piece.hidden("deck", 35),), label="Deck", count=36,
                hidden=True)
    surf = screen()
    hits = draw_pile(surf, rect, deck, KIT.GUTS_LOOK)
    assert list(hits) == ["deck"] and "Deck (36)" in rendered, "the pile, not its hidden top"
    check(hits, rect, ["deck"])
    assert outside_changed(surf, rect) == 0
    discard = Zone("discard", "pile", (Piece("discard/top", faces[0]),), label="Discard",
                   count=3)
    assert list(draw_pile(screen(), rect, discard, KIT.GUTS_LOOK)) == ["discard/top"]
    empty = Zone("spent", "pile", (), label="Spent")
    assert list(draw_pile(screen(), rect, empty, KIT.GUTS_LOOK)) == ["spent"]


@pytest.mark.parametrize("box", RECTS)
def test_a_slot_row_maps_pieces_by_place_and_empty_places_by_place_id(faces, box):
    rect = pygame.Rect(box)
    row = Zone("mouth/0", "row", (Piece("a", faces[0], at=0), Piece("b", faces[1], at=3)),
               size=5, label="Ana's mouth")
    surf = screen()
    hits = draw_row(surf, rect, row, KIT.GUTS_LOOK, labels=("Food",) * 5)
    assert list(hits) == ["a", place_id("mouth/0", 1), place_id("mouth/0", 2), "b",
                          place_id("mouth/0", 4)]
    check(hits, rect, hits)
    assert outside_changed(surf, rect) == 0
    assert hits["a"].left < hits["mouth/0#1"].left < hits["b"].left  # by `Piece.at`
    ordered = draw_row(screen(), rect, row, KIT.GUTS_LOOK, places=(3, 0))
    assert list(ordered) == ["b", "a"]


def test_highlight_and_focus_change_a_rows_pixels(faces):
    rect = pygame.Rect(40, 30, 600, 220)
    row = Zone("plate", "row", (Piece("p0", faces[0], at=0),), size=2)
    looks = []
    for lit in (Highlights(), Highlights(targets=frozenset({"p0"})),
                Highlights(targets=frozenset({"p0"}), focus="p0"),
                Highlights(targets=frozenset({"plate#1"})),
                Highlights(targets=frozenset({"plate#1"}), focus="plate#1")):
        surf = screen()
        draw_row(surf, rect, row, KIT.GUTS_LOOK, lit)
        looks.append(pygame.image.tobytes(surf, "RGB"))
    assert len(set(looks)) == len(looks)


@pytest.mark.parametrize("box", RECTS)
def test_a_stack_lists_the_newest_first_inside_its_rect(faces, box):
    rect = pygame.Rect(box)
    stack = Zone("stack", "stack", (Piece("e0", faces[0]), Piece("e1", None, kind="effect",
                                                                label="Bo answers"),
                                    Piece("e2", faces[5])), label="Stack")
    surf = screen()
    hits = draw_stack(surf, rect, stack, KIT.GUTS_LOOK)
    check(hits, rect, [])
    assert outside_changed(surf, rect) == 0
    if len(hits) == 3:
        assert hits["e2"].top < hits["e1"].top < hits["e0"].top


def pawns():
    return Zone("glory", "track", (Piece("pawn/0", kind="pawn", owner=0, at=0),
                                   Piece("pawn/1", kind="pawn", owner=1, at=0),
                                   Piece("pawn/2", kind="pawn", owner=2, at=0),
                                   Piece("pawn/3", kind="pawn", owner=3, at=5)),
                size=8, label="Glory")


@pytest.mark.parametrize("box", RECTS)
def test_a_track_maps_every_space_and_pawn_inside_its_rect(faces, box):
    rect = pygame.Rect(box)
    surf = screen()
    zone = pawns()
    hits = draw_track(surf, rect, zone, seat_colours=KIT.SEATS)
    spaces = [place_id("glory", n) for n in range(8)]
    check(hits, rect, spaces)
    assert outside_changed(surf, rect) == 0
    for piece in zone.pieces:
        assert hits[place_id("glory", piece.at)].contains(hits[piece.id])
        assert hit_at(hits, hits[piece.id].center) == piece.id


def test_a_long_track_wraps_into_rows():
    cells = track_grid(pygame.Rect(0, 0, 600, 200), 31)
    assert len(cells) == 31 and len({c.top for c in cells}) > 1
    assert len({c.top for c in track_grid(pygame.Rect(0, 0, 600, 80), 8)}) == 1


def test_pawn_colours_come_from_the_seats():
    rect = pygame.Rect(40, 30, 400, 80)
    surf = screen()
    hits = draw_track(surf, rect, pawns(), seat_colours=KIT.SEATS)
    assert surf.get_at(hits["pawn/3"].center)[:3] == KIT.SEATS[3]


@pytest.mark.parametrize("box", RECTS)
def test_a_pool_and_a_seat_stay_inside(faces, box):
    rect = pygame.Rect(box)
    pool = Zone("supply", "pool", (Piece("chews", {"name": "Chews"}, kind="token", count=150),
                                   Piece("glory", {"name": "Glory cards"}, kind="token",
                                         count=12)), label="Supply")
    surf = screen()
    hits = draw_pool(surf, rect, pool, token_colours=KIT.TOKEN_COLOURS)
    check(hits, rect, [])
    assert outside_changed(surf, rect) == 0
    surf = screen()
    standing = Zone("seat/0", "seat", (Piece("seat/0/glory", {"name": "Glory"}, kind="token",
                                             count=3),))
    hits = draw_seat(surf, rect, standing, KIT.SEATS[0], "Ana · 3 glory", active=True,
                     facts="2 chews/turn")
    check(hits, rect, [])
    assert outside_changed(surf, rect) == 0
    head, inside = seat_header(surf, rect)
    assert rect.contains(head) or rect.height < 60


def test_the_seat_frame_is_in_the_seat_colour():
    rect = pygame.Rect(40, 30, 400, 200)
    surf = screen()
    draw_seat(surf, rect, None, (200, 10, 10), "Ana")
    assert surf.get_at((rect.centerx, rect.top + 1))[:3] == (200, 10, 10)


def test_a_table_of_zones_is_drawn_from_the_face_cache(faces):
    card.clear()
    rect = pygame.Rect(40, 30, 900, 260)
    zone = hand_of(faces, 8)
    draw_hand(screen(), rect, zone, KIT.GUTS_LOOK)
    painted = card.CACHE.misses
    draw_hand(screen(), rect, zone, KIT.GUTS_LOOK)
    assert card.CACHE.misses == painted and card.CACHE.hits >= 8
