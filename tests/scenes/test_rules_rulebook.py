"""The original rulebook, the rules screen's last page for developers when it lies beside
the checkout: shown without its mis-decoded characters, its pictures' labels or gaps, and
every character of it drawable by the box's font. (Players never need it: see
test_rules_scene.py.)"""
from __future__ import annotations

import re

import pygame
import pygame.freetype
import pytest

from gamebox.engine import registry
from gamebox.engine.paths import ASSETS_DIR
from gamebox.scenes.rulebook import ICONS, MOJIBAKE, readable_markdown
from gamebox.scenes.rules_scene import RULEBOOK_TITLE, rulebook_text, rules_pages, rules_text
from gamebox.ui import theme

GAMES = ["guts", "grungeon"]

pytestmark = pytest.mark.skipif(
    rulebook_text(registry.get("guts")) is None,
    reason="the rulebooks are not beside this checkout (../shared/rules)")


def _book(game_id: str) -> str:
    book = rulebook_text(registry.get(game_id))
    assert book, game_id
    return book


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rulebook_found_beside_the_checkout_is_the_last_page(game_id):
    pages = rules_pages(registry.get(game_id))
    assert pages[-1].title == RULEBOOK_TITLE
    assert pages[-1].text.startswith("FOR DEVELOPERS")
    assert [p.title for p in pages].index(RULEBOOK_TITLE) == len(pages) - 1


def test_markdown_reads_as_text_not_marks():
    """A Markdown rulebook reads as text: no "## Bots", "**bold**" or "|---|---|", and
    paragraphs joined rather than broken mid-sentence where the file breaks its lines."""
    text = readable_markdown(
        "# Title\n\nA paragraph written\nover two lines with **bold** and `code`.\n\n"
        "## Bots\n- first item\n  goes on\n- second\n\n| Card | Glory |\n|---|---:|\n"
        "| Tapeworm | 1 |\n\n```\nkept  as is\n```\n")
    assert text.splitlines() == [
        "TITLE", "", "A paragraph written over two lines with bold and code.", "",
        "BOTS", "\u2022 first item goes on", "\u2022 second", "",
        "Card  \u00b7  Glory", "Tapeworm  \u00b7  1", "", "kept  as is"]


GUTS_CAPTIONS = ("player 1 mouth", "player 2 mouth", "player pawns", "the plate", "discard",
                 "deck", "plate", "glory")


def test_the_guts_rulebook_shows_no_picture_labels_and_no_gaps():
    """The board picture's labels ("player 1 mouth", "deck", "plate"...) do not stand as lines of
    their own, and no blank runs stand where the card icons were."""
    book = _book("guts")
    lines = [line.strip() for line in book.splitlines()]
    assert not set(GUTS_CAPTIONS) & set(lines)
    assert "\n\n\n" not in book
    assert "Setup... Continued" in lines and "Foods:" in lines  # the text around them stays


def test_the_empty_how_to_spew_points_to_the_house_rule():
    """The rulebook's "How to Spew" is empty: the page says where the box's rule is, and the
    house rules page has that section."""
    after = _book("guts").split("How to Spew", 1)[1].strip().splitlines()[0]
    assert "Our house rules" in after and "How to spew, in full" in after
    house = next(p for p in rules_pages(registry.get("guts")) if p.title == "Our house rules")
    assert any(b.kind == "heading" and b.text == "How to spew, in full" for b in house.blocks)


MISDECODED = re.compile(
    "[\u0370-\u03ff][\u0152\u0153\u0178\u2013\u2014\u2018-\u201e\u20ac\u2122\u00a0]")
"""UTF-8 read as Greek Windows text: a Greek letter, then a euro sign, a curly quote, "\u0178"
or a no-break space (the rulebooks are in English)."""


@pytest.mark.parametrize("game_id", GAMES)
def test_no_mis_decoded_character_or_chat_picture_name_is_left(game_id):
    text = _book(game_id)
    assert [bad for bad in MOJIBAKE if bad in text] == []
    assert MISDECODED.findall(text) == []
    assert [icon for icon in ICONS if icon in text] == []
    assert re.findall(r":[a-z]+_[a-z_]+:", text) == []  # ":iron_axe:"


def test_the_grungeon_rulebook_names_its_pictures_in_words():
    """README: "\U0001f361", "\U0001f362", "\u03c0\u0178\u201c\u2018" and
    "\u03c0\u0178\u201c\u0152" are the icons of Potion, HP Up, Broken Teleporter and spikes;
    "\u03b2\u20ac\u201d" is a dash."""
    lines = _book("grungeon").splitlines()
    for start in ("[Potion] Potion \u2014 Use to heal 7 HP.",
                  "[HP Up] HP Up \u2014 Use to heal 2 HP",
                  "[Broken Teleporter] Broken Teleporter \u2014 Use to teleport",
                  "[Iron Axe] Iron Axe: An axe that has a base damage of 3."):
        assert any(line.startswith(start) for line in lines), start
    assert any("Some rooms in the Grungeon will have [Spikes] spikes." in line
               for line in lines)
    assert any("(The game is a 3-player Death Match.)" in line for line in lines)


def _fonts() -> list[pygame.freetype.Font]:
    """The fonts the box ships, regular and bold (headings), as freetype faces: their
    `get_metrics` says None for a character the face has no glyph for."""
    pygame.freetype.init()
    files = sorted((ASSETS_DIR / "fonts").glob("*.ttf")) + sorted(
        (ASSETS_DIR / "fonts").glob("*.otf"))
    assert files, "the box ships a font"
    return [pygame.freetype.Font(str(path), 20) for path in files]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_font_can_draw_every_character_of_the_rules(game_id):
    """Every page: how to play, the house rules, the cards and the rulebook."""
    chars = sorted(set(rules_text(registry.get(game_id))) - {"\n"})
    missing = {str(face.path): [c for c in chars if face.get_metrics(c)[0] is None]
               for face in _fonts()}
    assert all(not found for found in missing.values()), missing


def test_a_character_the_font_lacks_draws_like_the_empty_box():
    """The check above as the screen sees it: the Potion's picture drew exactly like a
    character no font has (the empty box); a word in brackets does not."""
    font = theme.font(24)

    def pixels(text):
        surface = font.render(text, True, (255, 255, 255))
        return surface.get_size(), pygame.image.tobytes(surface, "RGBA")

    tofu = pixels("\U0010fffd")
    assert pixels("\U0001f361") == tofu
    assert all(face.get_metrics("\U0001f361")[0] is None for face in _fonts())
    assert pixels(ICONS["\U0001f361"][1]) != tofu
