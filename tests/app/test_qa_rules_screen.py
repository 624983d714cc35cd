"""Found in hands-on QA: on the Rules screen
Page Down stopped on the heading "Victory" and the rulebook's last sentence never showed
(scrolling and drawing worked the rows out with different paddings); Home and End did
nothing; and the house rules showed developer material ("test_packs.py::...", "names the
test that checks it (in tests/games/guts/)", gamebox/games/guts/effects.py)."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.paths import DOCS_DIR
from gamebox.scenes import rules_scene
from gamebox.scenes.rules_scene import RulesScene, for_players, readable_markdown, rules_text

from scene_helpers import record_text

GAMES = ["guts", "grungeon"]


@pytest.fixture
def tv(app):
    """The headless app drawing on 1280x720 (the window size QA played at)."""
    app.surface = pygame.Surface((1280, 720))
    return app


def open_rules(app, drive, game_id: str, text_size: str) -> RulesScene:
    app.settings.text_size = text_size
    app.apply_settings()
    app.push(RulesScene(app, registry.get(game_id)))
    drive.settle()
    return app.top


def last_words(game_id: str) -> str:
    """The end of the rules text's last line (the rulebook's last sentence)."""
    lines = [line for line in rules_text(registry.get(game_id)).splitlines() if line.strip()]
    return lines[-1].strip()[-12:]


def drawn_lines(scene, monkeypatch) -> list[dict]:
    written = record_text(monkeypatch, rules_scene)
    scene.draw(scene.app.surface)
    monkeypatch.undo()
    return written


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("game_id", GAMES)
def test_paging_down_until_it_stops_shows_the_last_line(tv, drive, monkeypatch, game_id,
                                                       text_size):
    scene = open_rules(tv, drive, game_id, text_size)
    for _ in range(200):
        before = scene.top
        drive.key(pygame.K_PAGEDOWN)
        if scene.top == before:
            break
    written = drawn_lines(scene, monkeypatch)
    panel = scene.page(tv.surface).rect
    body = [w for w in written if panel.colliderect(w["rect"])]
    assert body, "the page shows text"
    assert body[-1]["text"].endswith(last_words(game_id)), body[-1]["text"]
    assert all(panel.contains(w["rect"]) for w in body), "every line drawn lies in the panel"


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("game_id", GAMES)
def test_end_jumps_to_the_last_line_and_home_back_to_the_top(tv, drive, monkeypatch, game_id,
                                                            text_size):
    scene = open_rules(tv, drive, game_id, text_size)
    drive.key(pygame.K_END)
    page = scene.page(tv.surface)
    assert scene.top == page.last_top > 0
    written = drawn_lines(scene, monkeypatch)
    assert any(w["text"].endswith(last_words(game_id)) for w in written)
    drive.key(pygame.K_HOME)
    assert scene.top == 0
    written = drawn_lines(scene, monkeypatch)
    assert any(w["text"] == page.lines[0] for w in written), "the first line again"


def test_the_key_hint_clears_the_panel_with_huge_text(tv, drive, monkeypatch):
    scene = open_rules(tv, drive, "guts", "huge")
    written = drawn_lines(scene, monkeypatch)
    hint = next(w for w in written if w["text"].startswith("Up/down"))
    assert hint["rect"].bottom <= scene.page(tv.surface).rect.top
    assert "Home/End" in hint["text"]


@pytest.mark.parametrize("game_id", GAMES)
def test_players_see_no_test_or_source_file_in_the_rules(tv, drive, game_id):
    scene = open_rules(tv, drive, game_id, "normal")
    lines = scene.page(tv.surface).lines
    leaks = [line for line in lines if any(mark in line for mark in (".py", "tests/", "::"))]
    assert leaks == []


@pytest.mark.parametrize("game_id, kept", [
    ("guts", ["The hungriest seat begins; a tie goes to the angriest of the tied",
              "HOW TO SPEW (THE RULE IN FULL)", "5. A full mouth.",
              "The full set is 29 cards: 16 Foods (26 copies)",
              "Each one gives the decision, the reason and the rule text it fills.",
              "Reason: the rulebook does not count them"]),
    ("grungeon", ["the turn resolves as soon as every living seat has committed or timed out",
                  "EASY MEMORY (OPTION, OFF BY DEFAULT)",
                  "The rulebook was written for a Discord death match",
                  "a game always resumes on the same maze"]),
])
def test_the_house_rules_themselves_still_show(game_id, kept):
    text = rules_text(registry.get(game_id))
    for words in kept:
        assert words in text, words


@pytest.mark.parametrize("game_id", GAMES)
def test_the_docs_still_name_their_tests_for_the_traceability_check(game_id):
    """The filter hides the references on screen only: the file keeps them."""
    text = (DOCS_DIR / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    assert ".py::test_" in text and "tests/games/" in text


def test_what_the_player_filter_leaves_out():
    markdown = (
        "Intro (all tests are under `tests/games/x/`). The list is `docs/trace/x.yaml`.\n"
        "Plain sentence stays.\n\n"
        "- **Rule.** Do it (see docs/maps.md). *Reason:* fair. *Tests:*\n"
        "  `test_a.py::test_b`, `test_c.py`.\n"
        "- Swallow: the pawn moves (never below\n"
        "  0) plus one.\n\n"
        "*Tests:* `test_spew.py` (every step).\n\n"
        "1. **When.** Step one (`feed 1`).\n")
    assert readable_markdown(for_players(markdown)).splitlines() == [
        "Intro. Plain sentence stays.", "",
        "\u2022 Rule. Do it. Reason: fair.",
        "\u2022 Swallow: the pawn moves (never below 0) plus one.", "",
        "1. When. Step one (feed 1)."]
