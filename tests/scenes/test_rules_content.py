"""The rules for players ship with the box (``content/rules/<id>/``), in its own words: each
game has How to play, with pictures of its table, and Our house rules; no player file holds
a mark of the developers' docs (a rule's tests, reasons, decisions, code or files), which
stay in ``docs/rules/<id>.md``."""
from __future__ import annotations

import pygame
import pytest

from gamebox.app import scene_class_for
from gamebox.engine import registry
from gamebox.engine.paths import DOCS_DIR
from gamebox.errors import ContentError
from gamebox.scenes.rules_content import (PAGE_FILES, PLAYER_RULES_DIR, Picture,
                                          designer_marks, parse_page, picture_match,
                                          player_pages)
from gamebox.scenes.rules_pages import picture_surface

SHIPPED = [e.id for e in registry.load_all() if e.game is not None
           and not e.id.startswith("highcard")]


@pytest.mark.parametrize("game_id", SHIPPED)
def test_each_shipped_game_has_its_player_rules(game_id):
    pages = player_pages(game_id)
    assert [p.title for p in pages] == ["How to play", "Our house rules"]
    how = pages[0]
    assert any(b.kind == "picture" for b in how.blocks), "How to play shows the table"
    words = sum(len(f"{b.lead} {b.text}".split()) for b in how.blocks)
    assert words <= 500, "read in two minutes"
    assert all(p.blocks for p in pages)


@pytest.mark.parametrize("name", PAGE_FILES)
@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_player_files_hold_no_designer_notes(game_id, name):
    text = (PLAYER_RULES_DIR / game_id / name).read_text(encoding="utf-8")
    assert designer_marks(text) == []


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_the_designer_notes_stay_in_the_docs(game_id):
    """The docs keep the reasons and the tests behind each house rule (so the check above is
    one that a copy of them would fail)."""
    text = (DOCS_DIR / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    assert {"Tests:", "Reason:", ".py", "`"} <= set(designer_marks(text))


def test_a_missing_player_file_is_a_content_error_naming_it(tmp_path):
    (tmp_path / "guts").mkdir()
    (tmp_path / "guts" / "how_to_play.md").write_text("# How to play\n\nEat.\n")
    with pytest.raises(ContentError, match="house_rules.md"):
        player_pages("guts", tmp_path)


def test_a_page_needs_its_title_heading():
    with pytest.raises(ValueError, match="heading"):
        parse_page("Eat.\n", "x.md")


def test_a_picture_line_names_a_seeded_table():
    page = parse_page("# How to play\n\n![The **plate**](table: seed=3 moves=30 seats=3 eyes=1)\n")
    (block,) = page.blocks
    assert block.kind == "picture"
    assert block.picture == Picture("The plate", seed=3, moves=30, seats=3, eyes=1)
    with pytest.raises(ValueError, match="whole number"):
        Picture.parse("![x](table: seed=two)")
    with pytest.raises(ValueError, match="key=value"):
        Picture.parse("![x](table: zoom)")
    assert Picture.parse("![x](map: seed=2)") is None  # not a table picture: plain text


def test_a_picture_plays_with_the_game_options_it_names():
    game = registry.get("grungeon")
    picture = Picture.parse("![x](table: seed=2 map=random turn_limit=50)")
    assert picture.options == (("map", "random"), ("turn_limit", "50"))
    options = picture.game_options(game)
    assert options["map"] == "random" and options["turn_limit"] == 50
    assert picture_match(game, picture).state.options["turn_limit"] == 50
    with pytest.raises(ValueError, match="no option"):
        Picture.parse("![x](table: zoom=2)").game_options(game)


def test_the_grungeons_pictures_never_show_the_boxs_maze():
    """The rules screen opens from the pause menu in the middle of a match, when the maze
    must be played from memory (the map is "deleted"): its pictures play a random maze."""
    game = registry.get("grungeon")
    shipped = picture_match(game, Picture("box", seed=3)).state
    for block in player_pages("grungeon")[0].blocks:
        if block.picture is not None:
            match = picture_match(game, block.picture)
            assert match.state.options["map"] == "random"
            assert match.state.board.step != shipped.board.step


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_a_picture_shows_a_game_in_progress_however_many_moves_it_asks(game_id):
    match = picture_match(registry.get(game_id), Picture("late", seed=5, moves=100_000))
    assert not match.state.is_over()
    assert len(match.state.log) > 20


def test_a_picture_is_seen_by_the_seat_it_names():
    """The Grungeon in play: the public table shows no room; a seat's eyes see its own."""
    game = registry.get("grungeon")
    match = picture_match(game, Picture("a turn", seed=3, moves=40, eyes=0))
    assert match.state.view(None).get("phase") == "play"
    assert "room" in match.state.view(0)


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_every_picture_of_how_to_play_is_drawn_by_the_games_table(app, game_id):
    game = registry.get(game_id)
    pictures = [b.picture for b in player_pages(game_id)[0].blocks if b.picture]
    for picture in pictures:
        shot = picture_surface(app, game, picture, (400, 300))
        assert shot.get_width() <= 400 and shot.get_height() <= 300
        assert max(shot.get_size()) >= 299  # fitted to the box, its shape kept
        colours = {shot.get_at((x, y))[:3] for x in range(0, shot.get_width(), 9)
                   for y in range(0, shot.get_height(), 9)}
        assert len(colours) > 30, "a table, not an empty panel"


def test_the_seat_a_picture_names_is_whose_view_is_drawn(app):
    """The same match seen by the public table and by seat 1 of the Grungeon differ."""
    game = registry.get("grungeon")
    public = picture_surface(app, game, Picture("x", seed=3, moves=40), (300, 200))
    seat = picture_surface(app, game, Picture("x", seed=3, moves=40, eyes=0), (300, 200))
    assert pygame.image.tobytes(public, "RGB") != pygame.image.tobytes(seat, "RGB")


@pytest.mark.parametrize("game_id", ["ggt", "grizzled"])
def test_a_seats_picture_is_its_board_alone_with_nothing_of_the_public_table_under_it(
        app, game_id):
    """A picture seen by a seat is the board that seat sees at the table, drawn on a clean
    floor: the public table's labels and zones, which lie elsewhere, never show through."""
    game = registry.get(game_id)
    picture = Picture("x", seed=2, moves=40, eyes=0)
    match = picture_match(game, picture)
    scene = scene_class_for(game.id)(app, match)
    alone = pygame.Surface(app.surface.get_size())
    scene.draw(alone)  # lays the table out; then the seat's board on the floor alone
    banner, rect, side = scene.regions(alone)
    alone.blit(scene.backdrop(alone, banner, side), rect, area=rect)
    scene.draw_board(alone, rect, match.state.view(0), 0)
    expected = alone.subsurface(scene.board_rect.clip(alone.get_rect()))
    board = picture_surface(app, game, picture, expected.get_size())  # not scaled
    assert board.get_size() == expected.get_size()
    assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(expected, "RGB")
