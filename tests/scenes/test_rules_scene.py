"""The rules screen of a game: How to play first (with pictures of the table), then Our
house rules, then the cards drawn as cards, all shipped with the box, so a player's machine
(no ``../shared/`` beside it) shows every page and never "could not be read". Pages switch
with left/right, LB/RB, Page up/down or the tabs; a page scrolls by whole rows, so no text
runs over its panel at any window or text size, and the text size grows it."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.scenes import rules_pages, rules_scene
from gamebox.scenes.rules_content import player_pages
from gamebox.scenes.rules_pages import shown_rows
from gamebox.scenes.rules_scene import CARDS_TITLE, RulesScene, rules_pages as pages_of
from gamebox.ui import widgets

from scene_helpers import record_text

GAMES = ["guts", "grungeon"]
PLAYER_PAGES = ["How to play", "Our house rules", CARDS_TITLE]


@pytest.fixture
def no_shared(monkeypatch, tmp_path):
    """A player's machine: the rulebook folder beside the checkout is an empty folder."""
    empty = tmp_path / "shared" / "rules"
    empty.mkdir(parents=True)
    monkeypatch.setattr(rules_scene, "RULES_DIR", empty)
    return empty


@pytest.fixture
def tv(app):
    """The headless app drawing on 1280x720."""
    app.surface = pygame.Surface((1280, 720))
    return app


def open_rules(app, drive, game_id: str, text_size: str = "normal") -> RulesScene:
    app.settings.text_size = text_size
    app.apply_settings()
    app.push(RulesScene(app, registry.get(game_id)))
    drive.settle()
    return app.top


def drawn(scene, monkeypatch) -> tuple[list[dict], list]:
    """The lines the screen writes and the cards it draws in one frame (after a frame that
    drew its pictures: a picture's table writes its own words, on its own surface)."""
    scene.draw(scene.app.surface)
    recorded = [record_text(monkeypatch, module) for module in (rules_pages, rules_scene,
                                                                 widgets)]
    cards: list = []
    original = rules_pages.draw_card
    monkeypatch.setattr(rules_pages, "draw_card",
                        lambda surface, rect, look, face, *a, **k:
                        cards.append(face) or original(surface, rect, look, face, *a, **k))
    scene.draw(scene.app.surface)
    monkeypatch.undo()
    return [line for lines in recorded for line in lines], cards


# ---- on a player's machine ---------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_without_the_shared_folder_the_screen_shows_how_to_play_house_rules_and_cards(
        tv, drive, monkeypatch, no_shared, game_id):
    scene = open_rules(tv, drive, game_id)
    assert [p.title for p in scene.pages] == PLAYER_PAGES
    first_words = player_pages(game_id)[0].blocks[0].text.split()[:4]
    seen_cards: list = []
    for n, title in enumerate(PLAYER_PAGES):
        assert scene.page == n
        written, cards = drawn(scene, monkeypatch)
        words = " ".join(w["text"] for w in written)
        assert "could not be read" not in words and rules_scene.RULEBOOK_TITLE not in words
        if title == "How to play":
            assert " ".join(first_words) in words
            assert any(r.picture for r in scene.frame(tv.surface).rows), "a picture"
        if title == CARDS_TITLE:
            while True:  # every card of the reference, row by row
                seen_cards += [face["name"] for face in cards]
                if scene.top == scene.frame(tv.surface).last_top:
                    break
                drive.key(pygame.K_DOWN)
                _, cards = drawn(scene, monkeypatch)
        drive.key(pygame.K_RIGHT)
    assert scene.page == len(PLAYER_PAGES) - 1, "the cards are the last page"
    expected = [f["name"] for s in registry.get(game_id).reference_cards() for f in s.faces]
    assert sorted(set(seen_cards)) == sorted(set(expected))


def test_the_guts_cards_are_every_card_of_the_set():
    from gamebox.engine.paths import content_roots

    game = registry.get("guts")
    names = [f["name"] for s in game.reference_cards() for f in s.faces]
    shipped = [c["name"] for c in game.load_content(roots=content_roots()[:1]).data["cards"]]
    assert sorted(names) == sorted(shipped)
    faces = {f["name"]: f for s in game.reference_cards() for f in s.faces}
    assert faces["Dentures"]["caption"] == "2 copies" and faces["Jawbreaker"]["caption"] == \
        "1 copy"


def test_the_grungeon_things_are_cards_with_their_tiles():
    sections = registry.get("grungeon").reference_cards()
    assert [s.heading for s in sections] == ["Weapons", "Items", "In the maze"]
    weapons = sections[0].faces
    assert len(weapons) == 9 and {f["damage"] for f in weapons} == {3, 5, 7}
    assert {f["name"] for f in sections[1].faces} == {"Potion", "HP Up", "Broken Teleporter",
                                                      "Token of Grunkle"}
    assert all(f.get("picture") for f in weapons)


# ---- navigation --------------------------------------------------------------------------
def test_pages_switch_by_keys_pad_and_tabs_and_back_leaves(app, drive, no_shared):
    scene = open_rules(app, drive, "guts")
    drive.key(pygame.K_RIGHT)
    assert scene.page == 1
    drive.key(pygame.K_PAGEDOWN)  # "next", also the pad's RB
    assert scene.page == 2
    drive.key(pygame.K_RIGHT)
    assert scene.page == 2, "the last page stays"
    drive.key(pygame.K_LEFT)
    drive.key(pygame.K_PAGEUP)
    assert scene.page == 0
    tab = next(b for b in scene.ring.buttons if b.value == ("page", 2))
    drive.click(tab.rect.center)
    assert scene.page == 2 and scene.top == 0
    drive.key(pygame.K_BACKSPACE)
    drive.settle()
    assert app.top is not scene


@pytest.mark.parametrize("game_id", GAMES)
def test_a_page_scrolls_to_its_last_row_and_back(tv, drive, monkeypatch, no_shared, game_id):
    scene = open_rules(tv, drive, game_id)
    drive.key(pygame.K_RIGHT)  # the house rules: the longest text
    frame = scene.frame(tv.surface)
    assert frame.last_top > 0
    drive.key(pygame.K_DOWN)
    assert 0 < scene.top <= frame.last_top
    for _ in range(200):
        before = scene.top
        drive.key(pygame.K_DOWN)
        if scene.top == before:
            break
    assert scene.top == frame.last_top
    written, _ = drawn(scene, monkeypatch)
    last_words = frame.rows[-1].lines[0][0]
    assert any(w["text"] == last_words for w in written), "the last line shows"
    drive.key(pygame.K_HOME)
    assert scene.top == 0
    drive.key(pygame.K_END)
    assert scene.top == frame.last_top


# ---- fitting ---------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_runs_over_its_box(app, drive, monkeypatch, no_shared, game_id, text_size,
                                   size):
    """Every line of every row drawn lies in the page's column; every tab shows its whole
    title; every card lies in the panel."""
    app.surface = pygame.Surface(size)
    scene = open_rules(app, drive, game_id, text_size)
    for n in range(len(scene.pages)):
        scene.open_page(n)
        frame = scene.frame(app.surface)
        for top in sorted({0, frame.last_top // 2, frame.last_top}):
            scene.top = top
            written, _ = drawn(scene, monkeypatch)
            body = [w for w in written if frame.panel.colliderect(w["rect"])]
            assert body, "the page shows words"
            for w in body:
                assert frame.column.contains(w["rect"]) or w["rect"].width == 0, w["text"]
            for row, y, whole in shown_rows(frame.rows, top, frame.column.height):
                for _face, rect in row.cards if whole else ():
                    assert frame.panel.contains(rect.move(frame.column.left,
                                                          frame.column.top + y))
        titles = [w["text"] for w in written]
        assert all(p.title in titles for p in scene.pages), titles


def test_the_text_size_setting_grows_the_page(app, drive, no_shared):
    app.surface = pygame.Surface((1920, 1080))
    sizes = {}
    for text_size in ("normal", "huge"):
        scene = open_rules(app, drive, "guts", text_size)
        body = scene.frame(app.surface).rows
        text_px = max(line[1] for row in body for line in row.lines)
        scene.open_page(2)
        cards = next(row for row in scene.frame(app.surface).rows if row.cards)
        sizes[text_size] = (text_px, cards.cards[0][1].width)
        app.pop()
        drive.settle()
    assert sizes["huge"][0] > sizes["normal"][0]
    assert sizes["huge"][1] > sizes["normal"][1]


# ---- what the pages hold -----------------------------------------------------------------
def test_a_rulebook_beside_the_checkout_is_a_last_page_for_developers(monkeypatch, tmp_path,
                                                                      highcard):
    (tmp_path / "highcard.txt").write_text("HIGH CARD\nThe high card wins.\n")
    monkeypatch.setattr(rules_scene, "RULES_DIR", tmp_path)
    monkeypatch.setattr(type(highcard), "rules_file", "highcard.txt")
    pages = pages_of(highcard)
    assert pages[-1].title == rules_scene.RULEBOOK_TITLE
    assert "The high card wins." in pages[-1].text and "FOR DEVELOPERS" in pages[-1].text


def test_a_game_without_player_rules_says_so_in_words(app, drive, monkeypatch, tmp_path,
                                                       highcard):
    """A game whose rules for players are missing (the engine's fixture game) still opens its
    rules screen, which says what could not be read."""
    monkeypatch.setattr(rules_scene, "RULES_DIR", tmp_path)
    pages = pages_of(highcard)
    assert [p.title for p in pages] == ["How to play"]
    assert "could not be read" in pages[0].text and "how_to_play.md" in pages[0].text
    app.push(RulesScene(app, highcard))
    drive.settle()
    app.top.draw(app.surface)


def test_the_cards_page_says_when_the_cards_cannot_be_read(monkeypatch, no_shared):
    from gamebox.errors import ContentError, Problem

    game = registry.get("guts")

    def broken():
        raise ContentError([Problem("cards.yaml", 3, 1, "toughness must be 1-9")])

    monkeypatch.setattr(game, "reference_cards", broken)
    pages = pages_of(game)
    assert pages[-1].title == CARDS_TITLE and "toughness must be 1-9" in pages[-1].text


def test_the_mouse_wheel_scrolls_the_page(app, drive, no_shared):
    scene = open_rules(app, drive, "grungeon")
    drive.key(pygame.K_RIGHT)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    drive.frame()
    assert scene.top > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    drive.frame()
    assert scene.top == 0
