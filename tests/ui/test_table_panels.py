"""The inspector, the prompt bar and the log panel: each draws at several sizes without
drawing outside its rect, writes no line wider than its box, and says what its data says."""
from __future__ import annotations

import pygame
import pytest

from gamebox.engine.table import Decision, Piece
from gamebox.ui import inspector, log_panel, prompt_bar
from gamebox.ui.inspector import card_words, draw_inspector
from gamebox.ui.log_panel import draw_log
from gamebox.ui.prompt_bar import PASS_ID, draw_prompt

from tool_helpers import load_tool
from widget_helpers import guts_faces, outside_changed, screen

KIT = load_tool("kit_gallery")

RECTS = ((20, 20, 900, 600), (20, 20, 420, 300), (20, 20, 220, 500), (20, 20, 120, 60),
         (20, 20, 900, 70))


@pytest.fixture(scope="module")
def faces():
    return guts_faces()


@pytest.fixture
def lines_drawn(monkeypatch):
    """Each line the panels write, with the rect it landed in."""
    drawn = []
    for module in (inspector, prompt_bar, log_panel):
        original = module.draw_text

        def recording(surface, text, *args, _original=original, **kwargs):
            rect = _original(surface, text, *args, **kwargs)
            drawn.append((text, rect))
            return rect

        monkeypatch.setattr(module, "draw_text", recording)
    return drawn


@pytest.mark.parametrize("box", RECTS)
def test_the_inspector_shows_a_card_large_with_all_its_words(faces, box, lines_drawn):
    rect = pygame.Rect(box)
    tapeworm = next(f for f in faces if f["name"] == "Tapeworm")
    piece = Piece("mouth/0/1", tapeworm, marks={"chews": 2})
    surf = screen()
    hits = draw_inspector(surf, rect, KIT.GUTS_LOOK, piece, heading="Ana may chew this card")
    assert outside_changed(surf, rect) == 0
    for text, where in lines_drawn:
        assert rect.contains(where), (text, where)
    if rect.width >= 400 and rect.height >= 300:
        assert list(hits) == ["mouth/0/1"] and rect.contains(hits["mouth/0/1"])
        words = " ".join(t for t, _ in lines_drawn)
        for needed in ("Ana may chew", "Tapeworm", "toughness 3", "chews on it: 2",
                       "1 less glory"):
            assert needed in words


def test_the_inspector_of_a_face_down_card_says_so_and_names_nothing(faces, rendered):
    surf = screen()
    hits = draw_inspector(surf, pygame.Rect(20, 20, 700, 400), KIT.GUTS_LOOK,
                          Piece.hidden("deck", 4))
    assert list(hits) == ["deck/4"]
    assert "Face down" in rendered
    assert not any(f["name"] in rendered for f in faces)
    assert card_words(KIT.FILM_LOOK, Piece("m", KIT.FILM_CARDS[2]))[0][0] == \
        "Giant Radioactive Ants"


def test_the_inspector_draws_nothing_for_no_piece():
    surf = screen()
    assert draw_inspector(surf, pygame.Rect(20, 20, 300, 300), KIT.GUTS_LOOK, None) == {}


@pytest.mark.parametrize("box", RECTS)
def test_the_prompt_bar_shows_the_decision_step_and_pass(box, lines_drawn):
    rect = pygame.Rect(box)
    decision = Decision(0, "Feed a card from the plate into one of your slots", step=1,
                        steps=2, may_pass=True)
    surf = screen()
    hits = draw_prompt(surf, rect, decision, seat_name="Ana", seat_colour=(228, 87, 46),
                       pass_label="Pass")
    assert outside_changed(surf, rect) == 0
    assert set(hits) == {PASS_ID} and rect.contains(hits[PASS_ID])
    for text, where in lines_drawn:
        assert rect.contains(where), (text, where)
    if rect.width >= 900:
        words = [t for t, _ in lines_drawn]
        assert "step 1 of 2" in words
        assert any(t.startswith("Ana: Feed a card") for t in words)


def test_the_prompt_bar_has_no_pass_button_when_passing_is_not_allowed():
    hits = draw_prompt(screen(), pygame.Rect(20, 20, 900, 70), Decision(0, "Chew a card"))
    assert hits == {}
    assert draw_prompt(screen(), pygame.Rect(20, 20, 900, 70), None) == {}


@pytest.mark.parametrize("box", RECTS)
def test_the_log_shows_the_newest_lines_at_the_bottom(box, lines_drawn):
    rect = pygame.Rect(box)
    entries = [f"Event {n}: Ana chewed a card and " + "then some more " * (n % 4)
               for n in range(40)]
    surf = screen()
    assert draw_log(surf, rect, entries, title="What happened") == {}
    assert outside_changed(surf, rect) == 0
    for text, where in lines_drawn:
        assert rect.contains(where), (text, where)
    shown = [(t, r) for t, r in lines_drawn if t.startswith("Event")]
    if rect.height >= 100:
        assert shown[-1][0].startswith("Event 39")
        assert [r.top for _, r in shown] == sorted(r.top for _, r in shown)
