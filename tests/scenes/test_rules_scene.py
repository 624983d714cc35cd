"""The Rules screen's text as a player reads it (audit of the Grungeon, finding 6): the
rulebook's mis-decoded characters ("\u03c0\u0178\u201c\u2018", "is\u0392\u00a0a") and its
pictures (the Potion's and HP Up's), which the box's font drew as empty boxes, are gone;
removing the docs' labels leaves no sentence starting in lower case; "Fills:" reads "From the
rulebook:" only before the rulebook's words; QA finding numbers and other developer remarks
stay in the docs, off the screen."""
from __future__ import annotations

import re

import pygame
import pygame.freetype
import pytest

from gamebox.engine import registry
from gamebox.engine.paths import ASSETS_DIR, DOCS_DIR
from gamebox.scenes.rules_scene import (DEVELOPER_NOTES, ICONS, MOJIBAKE, for_players,
                                        plain_marks, readable_markdown, rules_text)
from gamebox.ui import theme

GAMES = ["guts", "grungeon"]

MISDECODED = re.compile(
    "[\u0370-\u03ff][\u0152\u0153\u0178\u2013\u2014\u2018-\u201e\u20ac\u2122\u00a0]")
"""UTF-8 read as Greek Windows text: a Greek letter, then a euro sign, a curly quote, "\u0178"
or a no-break space (the rulebooks are in English)."""


def _text(game_id: str) -> str:
    text = rules_text(registry.get(game_id))
    assert "THE RULEBOOK" in text and "could not be read" not in text  # nothing passes empty
    return text


def _house(game_id: str) -> str:
    """The house rules as the screen shows them (before the rulebook)."""
    return _text(game_id).split("THE RULEBOOK", 1)[0]


def _source(game_id: str) -> str:
    """The house rules file, up to its developer notes."""
    text = (DOCS_DIR / "rules" / f"{game_id}.md").read_text(encoding="utf-8")
    return text.split(DEVELOPER_NOTES, 1)[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_mis_decoded_character_or_chat_picture_name_is_left(game_id):
    text = _text(game_id)
    assert [bad for bad in MOJIBAKE if bad in text] == []
    assert MISDECODED.findall(text) == []
    assert [icon for icon in ICONS if icon in text] == []
    assert re.findall(r":[a-z]+_[a-z_]+:", text) == []  # ":iron_axe:"


def test_the_grungeon_rulebook_names_its_pictures_in_words():
    """README: "\U0001f361", "\U0001f362", "\u03c0\u0178\u201c\u2018" and
    "\u03c0\u0178\u201c\u0152" are the icons of Potion, HP Up, Broken Teleporter and spikes;
    "\u03b2\u20ac\u201d" is a dash."""
    lines = _text("grungeon").split("THE RULEBOOK", 1)[1].splitlines()
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
    chars = sorted(set(_text(game_id)) - {"\n"})
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


_LABEL = re.compile(r"\*{1,2}(Decision\.|Decided:|Fills:)\*{1,2}\s*")


def _after_labels(game_id: str) -> list[tuple[str, str]]:
    """Each label of the house rules file and the first two words after it, without marks."""
    source = _source(game_id)
    return [(match.group(1),
             " ".join(plain_marks(source[match.end():match.end() + 40]).split()[:2]))
            for match in _LABEL.finditer(source)]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sentence_starts_with_a_capital_where_a_label_went(game_id):
    """"A saved game's map. a save keeps ..." read as if the writer forgot a capital."""
    text = " ".join(_house(game_id).split())
    found = _after_labels(game_id)
    assert found, "the docs use the labels"
    for label, words in found:
        if "From the rulebook: " + words in text:
            assert label == "Fills:"
        else:
            assert words[0].upper() + words[1:] in text, (label, words)
            assert words[0] == words[0].upper() or ". " + words not in text, (label, words)
    # and no sentence at all starts in lower case (an ellipsis is not a sentence's end)
    assert re.findall(r"(?<!\.\.)\. [a-z]\w*", text) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_from_the_rulebook_stands_only_before_the_rulebooks_words(game_id):
    """"Fills:" names the rulebook text a house rule completes; where the docs say in their
    own words what the rulebook leaves open, the screen shows just those words."""
    text = " ".join(_house(game_id).split())
    quotes = re.findall(r"From the rulebook: ([^.!?]*)", text)
    assert quotes
    assert [q for q in quotes if '"' not in q and "\u201c" not in q] == []
    if game_id == "grungeon":
        assert "Which map. The rulebook has one maze and no word on choosing one." in text
        assert 'From the rulebook: "After the 3 minutes have passed' in text


def test_the_player_filter_capitalises_after_a_label_and_keeps_quotes():
    markdown = ("- **Map.** *Fills:* the rulebook is silent. *Reason:* fair.\n"
                "- **Save.** *Decided:* a save keeps its map. *Fills:* \"the maze will be\n"
                "  deleted\". *Tests:* `test_a.py::test_b`.\n"
                "- **Dead.** *Fills:* dead players \"will be unable to do anything\".\n"
                "- **Cards.** **Decision.** the full set is 29 cards.\n")
    assert readable_markdown(for_players(markdown)).splitlines() == [
        "\u2022 Map. The rulebook is silent. Reason: fair.",
        "\u2022 Save. A save keeps its map. From the rulebook: \"the maze will be deleted\".",
        "\u2022 Dead. From the rulebook: dead players \"will be unable to do anything\".",
        "\u2022 Cards. The full set is 29 cards."]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_qa_finding_or_developer_remark_on_screen(game_id):
    text = " ".join(_text(game_id).split())
    assert re.findall(r"\bQA\b|\bfinding \d+", text) == []
    for remark in ("log_policy", "Lines wrap at 78 characters", "30-50 lines",
                   "logged like any action", "replays are exact", "attack WEAPON",
                   "use ITEM", "move DIRECTION", "preview_seconds", "corner_seconds",
                   "turn_seconds", "turn_limit", "easy_memory", "extra_slot", "the issue",
                   "engine's undo", "random_maze", "map=random", "user:<stem>"):
        assert remark not in text, remark


@pytest.mark.parametrize("game_id, kept", [
    ("grungeon", ["Preview time 180 s, Corner choice time 40 s, Turn time 30 s (0 = untimed), "
                  "Turn limit 200, Easy memory off",
                  "A living seat queues at most one attack, one use and one move",
                  "When a seat's clock runs out, what is queued still happens",
                  "Each update replaces the last; the full story is shown on the results "
                  "screen.",
                  "after the turn limit (200 turns by default) the Grungeon collapses",
                  "With Easy memory on, each seat's room view also shows a small trail map",
                  "the whole game is memorising this map.",
                  "a single quiet turn is skipped."]),
    ("guts", ["The box seats 2-4 players (the game deck is dealt for at most four).",
              "A Side Jaw (or a card of your own packs with the same power) opens Condiment",
              "until a card is swallowed or a card is revealed (swallows and fills end it)."]),
])
def test_the_rules_themselves_stay_on_screen(game_id, kept):
    text = " ".join(_text(game_id).split())
    for words in kept:
        assert words in text, words


@pytest.mark.parametrize("game_id, moved", [
    ("grungeon", ["QA finding 9", "QA 4, finding 11", "QA finding 13", 'log_policy = "none"',
                  "lines wrap at 78 characters", "logged like any action, so replays are exact",
                  "`attack WEAPON`", "`preview_seconds`", "`easy_memory: true`"]),
    ("guts", ["as the issue asks", "`extra_slot`", "the engine's undo"]),
])
def test_the_developer_remarks_stay_in_the_docs(game_id, moved):
    """Moved into the clauses the screen leaves out (*How:*, *Tests:*), not deleted."""
    text = " ".join(_source(game_id).split())
    for words in moved:
        assert words in text, words
