"""The Rules screen: the game's rulebook and the box's house rules, scrolled by line, page,
Home and End down to the last sentence, as a text for players. The rulebook shows without
its mis-decoded characters, its pictures' labels or gaps; the house rules without markdown
marks, the docs' labels or any developer remark (those stay in the docs, where the
traceability checks read them), and no sentence is left starting in lower case."""
from __future__ import annotations

import re

import pygame
import pygame.freetype
import pytest

from gamebox.engine import registry
from gamebox.engine.paths import ASSETS_DIR, DOCS_DIR
from gamebox.scenes import rules_scene
from gamebox.scenes.rules_scene import (DEVELOPER_NOTES, ICONS, MOJIBAKE, RulesScene,
                                        for_players, plain_marks, readable_markdown,
                                        rules_text)
from gamebox.ui import theme

from scene_helpers import record_text


# ---- scrolling ---------------------------------------------------------------------------
def test_rules_reference_shows_the_rulebook_and_house_rules_and_scrolls(app, drive, highcard,
                                                                       monkeypatch, tmp_path):
    from gamebox.scenes import rules_scene

    book = tmp_path / "rules"
    book.mkdir()
    (book / "highcard.txt").write_text("HIGH CARD\n" + "\n".join(
        f"Rule line {n}." for n in range(200)))
    docs = tmp_path / "docs"
    (docs / "rules").mkdir(parents=True)
    (docs / "rules" / "highcard.md").write_text("Ties go to the youngest player.")
    monkeypatch.setattr(rules_scene, "RULES_DIR", book)
    monkeypatch.setattr(rules_scene, "DOCS_DIR", docs)
    monkeypatch.setattr(type(highcard), "rules_file", "highcard.txt")
    text = rules_text(highcard)
    assert "Rule line 199." in text and "Ties go to the youngest player." in text
    app.push(RulesScene(app, highcard))
    drive.settle()
    scene = app.top
    assert scene.top == 0
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_PAGEDOWN)
    assert scene.top > 3
    drive.key(pygame.K_BACKSPACE)
    drive.settle()
    assert app.top is not scene


def test_real_rulebooks_are_found_for_games_that_name_one():
    from gamebox.engine import registry

    for entry in registry.load_all():
        if entry.game is not None and entry.game.rules_file:
            assert "could not be read" not in rules_text(entry.game), entry.id


GAMES = ["guts", "grungeon"]


@pytest.fixture
def tv(app):
    """The headless app drawing on 1280x720."""
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


# ---- the text as players read it ---------------------------------------------------------
def test_rules_reference_reads_markdown_as_text_not_marks():
    """The house rules read as text, not markdown: no "## Bots", "**Decision.**" or "|---|---|",
    and paragraphs joined rather than broken mid-sentence where the file breaks its lines."""
    from gamebox.scenes.rules_scene import readable_markdown, rules_text

    text = readable_markdown(
        "# Title\n\nA paragraph written\nover two lines with **bold** and `code`.\n\n"
        "## Bots\n- first item\n  goes on\n- second\n\n| Card | Glory |\n|---|---:|\n"
        "| Tapeworm | 1 |\n\n```\nkept  as is\n```\n")
    assert text.splitlines() == [
        "TITLE", "", "A paragraph written over two lines with bold and code.", "",
        "BOTS", "\u2022 first item goes on", "\u2022 second", "",
        "Card  \u00b7  Glory", "Tapeworm  \u00b7  1", "", "kept  as is"]
    from gamebox.engine import registry

    for entry in registry.load_all():
        if entry.game is not None:
            shown = rules_text(entry.game)
            assert "**" not in shown and "\n## " not in shown and "|---" not in shown, entry.id


def test_rules_reference_leaves_out_the_developer_notes(tmp_path, monkeypatch):
    from gamebox.engine import registry
    from gamebox.scenes import rules_scene

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "guts.md").write_text(
        "# House rules\n\nSpew at anyone.\n\n<!-- developer notes -->\n\n## Balance\nfigures\n")
    monkeypatch.setattr(rules_scene, "DOCS_DIR", tmp_path)
    text = rules_scene.rules_text(registry.get("guts"))
    assert "Spew at anyone." in text and "figures" not in text and "Balance" not in text


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


GUTS_CAPTIONS = ("player 1 mouth", "player 2 mouth", "player pawns", "the plate", "discard",
                 "deck", "plate", "glory")


def _rulebook(game_id: str) -> str:
    return rules_text(registry.get(game_id)).split("THE RULEBOOK", 1)[1]


def test_the_guts_rulebook_shows_no_picture_labels_and_no_gaps():
    """The board picture's labels ("player 1 mouth", "deck", "plate"...) do not stand as lines of
    their own, and no blank runs stand where the card icons were."""
    book = _rulebook("guts")
    lines = [line.strip() for line in book.splitlines()]
    assert not set(GUTS_CAPTIONS) & set(lines)
    assert "\n\n\n" not in book
    assert "Setup... Continued" in lines and "Foods:" in lines  # the text around them stays


def test_the_empty_how_to_spew_points_to_the_house_rule():
    """The rulebook's "How to Spew" is empty: the screen says where the box's rule is."""
    book = _rulebook("guts")
    after = book.split("How to Spew", 1)[1].strip().splitlines()[0]
    assert "house rules" in after and "How to Spew (the rule in full)" in after
    assert "How to Spew (the rule in full)" in rules_text(registry.get("guts"))


@pytest.mark.parametrize("game_id", ["guts", "grungeon"])
def test_players_read_no_labels_meant_for_developers(game_id):
    """No "Decision." or "Fills:" heads a house rule: a player reads the rule itself, and the
    rulebook's words it completes as "From the rulebook:"."""
    text = rules_text(registry.get(game_id)).split("THE RULEBOOK", 1)[0]
    assert not re.search(r"\b(Decision\.|Decided:|Fills:)", text)
    if game_id == "guts":
        assert 'From the rulebook: "Foods: ...' in text


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
