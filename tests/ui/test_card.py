"""Card faces and backs: every shipped Guts card and a made-up look draw at every size from a
thumbnail to the inspector, their text stays inside the card, states change the pixels, and
the face cache is bounded and reused."""
from __future__ import annotations

import pygame
import pytest

from gamebox.ui import card, text, theme
from gamebox.ui.card import CardState, face_layout
from gamebox.ui.card_look import Badge, CardLook

from tool_helpers import load_tool

KIT = load_tool("kit_gallery")
WIDTHS = (24, 40, 60, 89, 90, 130, 179, 180, 240, 500)


@pytest.fixture(scope="module")
def faces():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))
    return KIT.guts_faces()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("width", WIDTHS)
def test_every_guts_card_draws_with_its_text_inside_the_card(faces, width):
    size = (width, card.card_height(width))
    inside = pygame.Rect(0, 0, *size)
    for face in faces:
        for marks in ({}, {"chews": 7, "glory_cards": 2}):
            lay = face_layout(KIT.GUTS_LOOK, face, size, marks)
            for line in lay.lines:
                assert inside.contains(line.box), (face["name"], width, line)
                drawn_w, _ = text.measure(line.text, line.px, line.bold)
                assert drawn_w <= line.box.width, (face["name"], width, line)
                # where the line lands (its anchor in its box) is inside the card too
                drawn = text.render(line.text, line.px, line.colour, line.bold).get_rect(
                    **{line.anchor: line.pos()})
                assert inside.contains(drawn), (face["name"], width, line.text, drawn)
            for centre, r, _style in lay.tokens:
                assert inside.contains(pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
            surf = card.face_surface(KIT.GUTS_LOOK, face, size, marks)
            m = card.margin(width)
            assert surf.get_size() == (width + 2 * m, size[1] + 2 * m)


@pytest.mark.parametrize("width", (40, 130, 240, 500))
def test_a_made_up_look_draws_too(faces, width):
    size = (width, card.card_height(width))
    for face in KIT.FILM_CARDS:
        lay = face_layout(KIT.FILM_LOOK, face, size, {"ko": 1})
        assert all(pygame.Rect(0, 0, *size).contains(line.box) for line in lay.lines)
        card.face_surface(KIT.FILM_LOOK, face, size, {"ko": 1})


def test_a_thumbnail_shows_name_and_badges_and_the_inspector_size_everything(faces):
    tapeworm = next(f for f in faces if f["name"] == "Tapeworm")
    small = face_layout(KIT.GUTS_LOOK, tapeworm, (60, 84))
    assert small.tier == "thumb" and not small.shows_rules and not small.glyphs
    assert {b[0] for b in small.badges} == {"3", "1"}  # toughness and glory
    names = [line.text for line in small.lines if line.colour == card.NAME_INK]
    # (whole, cut short, or broken with a hyphen: "Tape-" / "worm")
    assert "".join(names).replace("\u2026", "").replace("-", "") in "Tapeworm"
    # the look's keyword (its power in a word) under the name, when the thumbnail has room
    assert [line.text for line in small.lines if line.colour == card.KEYWORD_INK] in (
        [], ["Tax"], ["Tax 1"])
    large = face_layout(KIT.GUTS_LOOK, tapeworm, (500, 700))
    words = " ".join(line.text for line in large.lines)
    assert large.tier == "full" and large.shows_rules
    assert "Tapeworm" in words and "1 less glory" in words and "hungry too" in words
    assert [g for g, _, _ in large.glyphs] == ["M"]


def test_badges_follow_the_look(faces):
    condiment = next(f for f in faces if f["type"] == "Condiment")
    lay = face_layout(KIT.GUTS_LOOK, condiment, (130, 182))
    # a Condiment has no glory coin, only its toughness, in the top right corner
    assert [(b[0], b[3].corner) for b in lay.badges] == [(str(condiment["toughness"]),
                                                          "top_right")]


def test_a_long_name_and_long_rules_are_fitted_not_spilled(faces):
    face = {"name": "Supercalifragilisticexpialidocious Sandwich of the Ages", "type": "Food",
            "toughness": 12, "glory": 10, "rules": "Chew. " * 120, "flavour": "Long " * 60,
            "powers": []}
    for width in WIDTHS:
        size = (width, card.card_height(width))
        lay = face_layout(KIT.GUTS_LOOK, face, size)
        for line in lay.lines:
            assert pygame.Rect(0, 0, *size).contains(line.box)
            assert text.measure(line.text, line.px, line.bold)[0] <= line.box.width
    full = face_layout(KIT.GUTS_LOOK, face, (500, 700))
    assert full.lines[-1].text.endswith("\u2026")  # the rules cut, the flavour left out


def test_states_change_the_pixels(faces):
    face = faces[0]
    seen = {}
    for state in (CardState.NORMAL, CardState.HIGHLIGHT, CardState.FOCUS, CardState.DIM,
                  CardState.SELECT, CardState.FOCUS | CardState.HIGHLIGHT):
        seen[state] = pixels(card.face_surface(KIT.GUTS_LOOK, face, (130, 182), None, state))
    assert len(set(seen.values())) == len(seen)
    back = {pixels(card.back_surface(KIT.GUTS_LOOK, (130, 182), s))
            for s in (CardState.NORMAL, CardState.FOCUS, CardState.DIM)}
    assert len(back) == 3


def test_a_face_down_card_draws_the_back(faces):
    screen = pygame.Surface((200, 260))
    screen.fill((0, 0, 0))
    card.draw_card(screen, pygame.Rect(20, 20, 130, 182), KIT.GUTS_LOOK, None)
    other = pygame.Surface((200, 260))
    other.fill((0, 0, 0))
    card.draw_back(other, pygame.Rect(20, 20, 130, 182), KIT.GUTS_LOOK)
    assert pixels(screen) == pixels(other)
    assert screen.get_at((85, 40))[:3] != (0, 0, 0)


def test_the_cache_is_reused_and_bounded(faces):
    cache = card.FaceCache(limit=5, pixel_limit=10**9)
    made = []

    def paint():
        made.append(1)
        return pygame.Surface((10, 10))

    first = cache.get(("a",), paint)
    assert cache.get(("a",), paint) is first and len(made) == 1 and cache.hits == 1
    for n in range(20):
        cache.get((n,), paint)
    assert len(cache) == 5
    heavy = card.FaceCache(limit=100, pixel_limit=1000)
    for n in range(30):
        heavy.get((n,), lambda: pygame.Surface((10, 10)))
    assert heavy.pixels <= 1000 and len(heavy) == 10
    heavy.clear()
    assert len(heavy) == 0 and heavy.pixels == 0


def test_the_shared_cache_reuses_a_face_and_clear_forgets_it(faces):
    card.clear()
    one = card.face_surface(KIT.GUTS_LOOK, faces[2], (90, 126))
    again = card.face_surface(KIT.GUTS_LOOK, dict(faces[2]), (90, 126))
    assert one is again  # the same content, even in another dict, is painted once
    assert card.face_surface(KIT.GUTS_LOOK, faces[2], (90, 126), {"chews": 1}) is not one
    assert len(card.CACHE) == 2
    card.clear()
    assert len(card.CACHE) == 0
    assert card.face_surface(KIT.GUTS_LOOK, faces[2], (90, 126)) is not one


def test_a_text_size_change_paints_afresh(faces):
    card.clear()
    normal = card.face_surface(KIT.GUTS_LOOK, faces[3], (130, 182))
    theme.configure(text_size="huge")
    try:
        huge = card.face_surface(KIT.GUTS_LOOK, faces[3], (130, 182))
    finally:
        theme.configure()
    assert huge is not normal and pixels(huge) != pixels(normal)


def test_a_card_cannot_be_drawn_with_a_badge_in_no_corner():
    with pytest.raises(ValueError, match="corner"):
        Badge("cost", "middle")
    look = CardLook("x", frames=(("A", (1, 2, 3)),))
    assert look.frame_colour({"type": "A"}) == (1, 2, 3)
    assert look.frame_colour({}) == look.default_frame


def test_text_on_cards_goes_through_the_text_cache(faces, rendered):
    """The curtain tests record what reaches the screen through `text.render`: card faces
    must write through it too."""
    card.clear()
    card.face_surface(KIT.GUTS_LOOK, faces[0], (240, 336))
    assert faces[0]["name"] in " ".join(rendered)


def test_the_app_forgets_painted_faces_when_the_text_size_changes(app):
    from gamebox.games.guts.look import LOOK
    from gamebox.ui import card

    card.face_surface(LOOK, {"name": "Dentures", "type": "Food", "toughness": 3}, (80, 112))
    assert len(card.CACHE) > 0
    app.settings.text_size = "large"
    app.apply_settings()
    assert len(card.CACHE) == 0
