"""Settings: round trip, corrupt files, the settings screen; pause and rules screens;
screenshots of every target."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox import settings as settings_mod
from gamebox.app import App
from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.pause import PauseScene
from gamebox.scenes.rules_scene import RulesScene, rules_text
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.scenes.table import TableScene


def test_settings_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = settings_mod.Settings(fullscreen=True, master_volume=0.3, text_size="large",
                              colour_blind=True, bot_speed="fast",
                              setups={"guts": {"seats": [], "options": {}}})
    settings_mod.save(s, path)
    loaded, problem = settings_mod.load(path)
    assert problem is None and loaded == s
    assert not list(tmp_path.glob("*.tmp")), "written atomically, no temporary left behind"


@pytest.mark.parametrize("content, words", [
    ("{ broken", "Expecting"),
    ('{"master_volume": 7}', "master_volume must be a number from 0 to 1"),
    ('{"text_size": "gigantic"}', "text_size must be one of"),
    ('{"volume": 1}', "unknown setting 'volume'"),
    ("[1, 2]", "does not hold an object"),
])
def test_corrupt_settings_are_reported_moved_aside_and_replaced(tmp_path, content, words):
    path = tmp_path / "settings.json"
    path.write_text(content)
    loaded, problem = settings_mod.load(path)
    assert loaded == settings_mod.Settings()
    assert problem is not None and words in problem and "moved aside" in problem
    assert not path.exists() and len(list(tmp_path.glob("settings.json.*.bad"))) == 1


def test_app_starts_with_a_corrupt_settings_file_and_says_so(tmp_path, rendered):
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe garbage")
    app = App(size=(960, 540), settings_file=path, start_devices=False)
    try:
        app.push(LauncherScene(app))
        app.step(dt=0.0, events=[])
        assert "unreadable" in " ".join(rendered)
    finally:
        app.close()


def test_settings_screen_changes_and_saves(app, drive):
    app.settings.bot_speed = "normal"
    app.push(SettingsScene(app))
    drive.settle()
    scene = app.top
    scene.layout()
    by_value = {b.value[0]: b for b in scene.ring.buttons}
    drive.click(by_value["bot_speed"].rect.center)
    assert app.settings.bot_speed == "fast"
    drive.click(by_value["colour_blind"].rect.center)
    drive.click(by_value["text_size"].rect.center)
    scene.ring.set(scene.ring.buttons, keep=("master_volume",))
    drive.key(pygame.K_LEFT)
    saved = json.loads(app.settings_file.read_text())
    assert saved["bot_speed"] == "fast" and saved["colour_blind"] is True
    assert saved["text_size"] == "large"
    assert saved["master_volume"] == pytest.approx(0.7)


def test_colour_blind_palette_changes_seat_colours(app):
    from gamebox.ui import theme

    theme.configure(colour_blind=False)
    plain = theme.seat_colour("#e4572e", 0)
    theme.configure(colour_blind=True)
    try:
        assert theme.seat_colour("#e4572e", 0) == theme.rgb(theme.SEAT_COLOURS_SAFE[0]) != plain
    finally:
        theme.configure()


def test_controller_test_shows_the_last_press(app, drive, rendered):
    app.input.add_pad(33, "PS4 Controller")
    app.push(SettingsScene(app))
    drive.settle()
    drive.pad(33, pygame.CONTROLLER_BUTTON_Y)
    assert any("last pressed: skip" in t for t in rendered)
    assert any("PS4 Controller (playstation)" in t for t in rendered)


def _paused(app, drive, match) -> PauseScene:
    """The pause menu over `match`'s table, laid out."""
    table = TableScene(app, match)
    app.push(table)
    app.push(PauseScene(app, table))
    drive.settle()
    pause = app.top
    pause.layout()
    return pause


def test_pause_hands_a_seat_to_a_bot_and_back(app, drive, highcard):
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("human", "kbd", "Bea")], None, 2)
    pause = _paused(app, drive, match)
    values = [b.value for b in pause.ring.buttons]
    assert ("bot", 1) in values and ("swap", 0) in values
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("bot", 1)))
    assert match.seats[1].is_bot and 1 in match.bots
    pause.layout()
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("take", 1)))
    assert not match.seats[1].is_bot and match.seats[1].controller == "kbd"


def test_pause_swaps_a_seat_to_a_connected_pad(app, drive, highcard):
    app.input.add_pad(44, "Gamepad")
    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"),
                                   SeatSpec("bot", "easy")], None, 2)
    pause = _paused(app, drive, match)
    pause.choose(next(b for b in pause.ring.buttons if b.value == ("swap", 0)))
    assert match.seats[0].controller == "pad1"


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


@pytest.mark.parametrize("target", ["launcher", "setup:highcard", "rules:highcard",
                                    "highcard", "pause:highcard", "results:highcard"])
def test_screenshot_writes_a_png(tmp_path, highcard, target):
    from gamebox.screenshot import render_to_png

    out = render_to_png(target, tmp_path / "shot.png", (480, 270), 3)
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 2000
    image = pygame.image.load(str(out))
    assert image.get_size() == (480, 270)
    colours = {image.get_at((x, y))[:3] for x in range(0, 480, 16) for y in range(0, 270, 16)}
    assert len(colours) > 3, "the picture is not blank"


def test_screenshot_of_an_unknown_target_is_refused(tmp_path):
    from gamebox.screenshot import render_to_png

    with pytest.raises(KeyError):
        render_to_png("no_such_game", tmp_path / "x.png", (320, 180), 1)


def test_launcher_screenshot_shows_the_loaded_tiles_not_the_placeholder(tmp_path, highcard,
                                                                       rendered):
    from gamebox.screenshot import render_to_png

    render_to_png("launcher", tmp_path / "launcher.png", (960, 540), 1)
    assert not any("Opening the box" in t for t in rendered), "tiles still loading"
    assert any(highcard.pitch[:20] in t for t in rendered), "the loaded tile shows its pitch"


def test_a_tile_still_loading_shows_the_games_name_not_its_id(app, rendered):
    from gamebox.scenes.launcher import LauncherScene, placeholder_name

    launcher = LauncherScene(app)
    app.push(launcher)
    app.apply_pending()
    app.draw()  # the first frame: game modules not imported yet
    assert launcher._stage == 0
    assert "Guts of Glory" in rendered and "Enter the Grungeon" in rendered
    assert "guts" not in rendered and "grungeon" not in rendered
    assert placeholder_name("some_new_game") == "Some New Game"


def test_results_story_scrolls_a_page_on_every_press(app, drive, highcard, rendered):
    """Found on the Grungeon's results: the first Page Up moved the story one line (the
    scroll started past the last page), and presses past either end did nothing visible."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    results.lines = [f"story line {n}" for n in range(60)]
    results.scroll = len(results.lines)
    app.push(results)
    app.apply_pending()
    rows = results.story_box(app.surface)[2]
    assert 5 < rows < 60
    drive.frame()
    assert results.first_line(app.surface) == 60 - rows, "it opens on the end of the story"
    assert "story line 59" in rendered
    drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) == 60 - rows - (rows - 2), "a whole page up"
    for _ in range(10):
        drive.key(pygame.K_PAGEUP)
    assert results.first_line(app.surface) == 0
    drive.key(pygame.K_PAGEDOWN)
    assert results.first_line(app.surface) == rows - 2, "the first press back moves at once"
    rendered.clear()
    app.draw()
    assert any(t.startswith(f"lines {rows - 1}\u2013") for t in rendered), "where you are"


def test_rules_reference_reads_markdown_as_text_not_marks():
    """Found on the Guts rules screen: the house rules showed "## Bots", "**Decision.**",
    "|---|---|" and paragraphs broken mid-sentence at the file's 95th column."""
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


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("screen", ["launcher", "settings", "setup"])
def test_titles_never_run_into_the_line_under_them(app, monkeypatch, highcard, screen,
                                                   text_size):
    """Found with Text size: huge: "gamebox", "Settings" and the game's name overlapped the
    line under them (and the setup's line ran into "Options")."""
    import importlib

    from gamebox.ui import text as text_mod
    from gamebox.ui import theme

    module = importlib.import_module({"launcher": "gamebox.scenes.launcher",
                                      "settings": "gamebox.scenes.settings_scene",
                                      "setup": "gamebox.scenes.setup"}[screen])
    drawn: list[tuple[str, pygame.Rect]] = []

    def recording(surface, value, *args, **kwargs):
        rect = text_mod.draw_text(surface, value, *args, **kwargs)
        drawn.append((value, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", recording)
    from gamebox.scenes import base  # the launcher's and setup's shared header helper

    monkeypatch.setattr(base, "draw_text", recording)
    app.settings.text_size = text_size
    theme.configure(text_size)
    if screen == "launcher":
        scene = module.LauncherScene(app)
    elif screen == "settings":
        scene = module.SettingsScene(app)
    else:
        scene = module.SeatSetupScene(app, highcard)
    app.push(scene)
    app.apply_pending()
    if screen == "launcher":
        scene.load_now()
    app.draw()
    title, line = drawn[0][1], drawn[1][1]
    assert not title.colliderect(line), f"{drawn[0][0]!r} runs into {drawn[1][0]!r}"
    for other_text, other in drawn[2:]:
        assert not line.colliderect(other), f"{drawn[1][0]!r} runs into {other_text!r}"
    tops = [b.rect.top for b in scene.ring.buttons if b.rect.top > title.top]
    assert line.bottom <= min(tops) + 2, "the line under the title stays above the buttons"


def test_a_focused_button_keeps_its_words_when_bold_would_cut_them(app, rendered):
    """Found on the Grungeon's corner choice: the focused "Start in the north-west corner
    (NW)" was cut to "...(N..." only because focus draws it bold."""
    from gamebox.ui import theme
    from gamebox.ui.text import measure
    from gamebox.ui.widgets import Button

    label, size = "Start in the north-west corner (NW)", 20
    regular, bold = measure(label, size)[0], measure(label, size, True)[0]
    assert bold > regular
    pad = round(theme.unit(app.surface) * 1.6)
    width = (regular + bold) // 2 + 2 * pad
    button = Button(pygame.Rect(0, 0, width, 40), label, ("x",))
    button.draw(app.surface, True, size)
    assert label in rendered, "the whole label, in the regular weight"


def test_rules_reference_leaves_out_the_developer_notes(tmp_path, monkeypatch):
    from gamebox.engine import registry
    from gamebox.scenes import rules_scene

    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "guts.md").write_text(
        "# House rules\n\nSpew at anyone.\n\n<!-- developer notes -->\n\n## Balance\nfigures\n")
    monkeypatch.setattr(rules_scene, "DOCS_DIR", tmp_path)
    text = rules_scene.rules_text(registry.get("guts"))
    assert "Spew at anyone." in text and "figures" not in text and "Balance" not in text


def test_a_long_story_line_goes_on_over_the_next_lines_and_is_never_cut(app, drive, highcard,
                                                                         rendered):
    """QA: the results' "How it went" cut long entries with "..." (a Guts splat line lost
    where the glory cards went); they now wrap, indented, and the scrolling counts the
    lines as drawn."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    long = ("Nobody is left to spew Tire of Doom at: it lands in the discard pile and its "
            "glory cards go back beside the board, every one of them, to be won again.")
    results.lines = ["first line", long, "last line"]
    app.push(results)
    app.apply_pending()
    drive.frame()
    shown = results.shown_lines(app.surface)
    assert len(shown) > 3 and [c for _, c in shown].count(False) == 3
    drawn = " ".join(t for t in rendered if t not in ("first line", "last line"))
    assert "\u2026" not in drawn
    for word in long.split():
        assert word in drawn


def test_a_story_page_opens_at_the_start_of_an_entry(app, drive, highcard):
    """Leftover of QA pass 4: the results opened on the last page, whose first line could be
    the rest of a wrapped entry. A page now starts at an entry, scrolling either way."""
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.input.intents import Intent
    from gamebox.scenes.results import ResultsScene

    match = Match.start(highcard, [SeatSpec("bot", "easy"), SeatSpec("bot", "easy")], None, 2)
    while not match.state.is_over():
        match.bot_step()
    results = ResultsScene(app, match)
    app.push(results)
    app.apply_pending()
    drive.frame()
    surface = app.surface
    rows = results.story_box(surface)[2]
    long = " ".join(f"word{k}" for k in range(60))
    for entries in range(rows, 3 * rows):  # a story whose last page is cut inside an entry
        results.lines = [f"entry {k}: " + long for k in range(entries)] + ["the end"]
        shown = results.shown_lines(surface)
        if shown[len(shown) - rows][1]:
            break
    results.scroll = len(results.lines)
    seen = []
    for kind in ["open"] + ["previous"] * 8 + ["next"] * 8 + ["up"] * 6:
        if kind != "open":
            results.handle(Intent(kind, text="wheel" if kind == "up" else ""))
        first = results.first_line(surface)
        assert not shown[first][1], (kind, first)
        seen.append(first)
    assert seen[0] > 0 and 0 in seen and len(set(seen)) > 4
