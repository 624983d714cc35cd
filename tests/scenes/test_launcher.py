"""The launcher (every game, broken games, saves to continue) and seat setup."""
from __future__ import annotations

import json

import pygame
import pytest

from gamebox.engine import registry
from gamebox.engine.protocol import Game
from gamebox.errors import ContentError
from gamebox.scenes.launcher import LauncherScene
from gamebox.scenes.setup import SeatSetupScene
from gamebox.scenes.table import TableScene


class BrokenGame(Game):
    id = "broken_test"
    name = "Broken Test Game"
    pitch = "Never starts."
    min_seats, max_seats = 2, 2

    def load_content(self, roots=None):
        raise ValueError("cards.yaml:3:5: field 'cost' must be a whole number")


@pytest.fixture
def broken():
    registry.register(BrokenGame())
    yield
    registry.unregister(BrokenGame.id)


def tile(scene, game_id):
    scene.layout()
    return next(b for b in scene.ring.buttons if b.value == ("game", game_id))


def test_launcher_shows_a_tile_for_every_game(app, drive, highcard, rendered):
    app.push(LauncherScene(app))
    drive.settle()
    ids = [b.value[1] for b in app.top.ring.buttons if b.value[0] == "game"]
    assert ids == registry.available_ids()
    assert any(t.startswith("High Card") for t in rendered)
    assert "2\u20134 players" in rendered


def test_broken_game_shows_its_error_and_cannot_start(app, drive, highcard, broken, rendered):
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    b = tile(launcher, BrokenGame.id)
    assert not b.enabled
    assert "must be a whole number" in " ".join(rendered)
    drive.click(b.rect.center)
    drive.settle()
    assert app.top is launcher, "a broken game never opens its setup"
    drive.click(tile(launcher, "highcard").rect.center)
    drive.settle()
    assert isinstance(app.top, SeatSetupScene), "the other games still start"


def test_corrupt_save_is_reported_and_moved_aside(app, drive, user_data, rendered):
    saves = user_data / "saves"
    saves.mkdir()
    (saves / "bad.json").write_text("{ not json")
    app.push(LauncherScene(app))
    drive.settle()
    assert "broken JSON" in " ".join(rendered), "wrapped lines joined back"
    assert not (saves / "bad.json").exists()
    assert list(saves.glob("bad.json.*.bad"))


def test_unfinished_game_can_be_continued(app, drive, highcard, user_data):
    from gamebox.engine.match import Match, SeatSpec
    from gamebox.engine.saves import save_match

    match = Match.start(highcard, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy")],
                        None, 9)
    match.act(1, match.state.legal_actions(1)[0])
    path = save_match(match)
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    launcher.layout()
    cont = next(b for b in launcher.ring.buttons if b.value == ("save", str(path)))
    drive.click(cont.rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.state.log == match.state.log
    assert table.match.seats[0].name == "Ann"


def test_setup_starts_a_match_with_the_chosen_seats_and_options(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.layout()
    by_value = {b.value: b for b in setup.ring.buttons}
    drive.click(by_value[("option", "fast")].rect.center)
    assert setup.options["fast"] is True
    drive.click(by_value[("name", 0)].rect.center)
    drive.type_text("Zoe")
    drive.key(pygame.K_RETURN)
    assert setup.seats[0].name == "Zoe" and setup.editing is None
    drive.click(by_value[("start",)].rect.center)
    drive.settle()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.seats[0].name == "Zoe"
    assert table.match.state.options["fast"] is True
    assert table.match.autosave_path.parent.name == "saves"


def test_seat_count_stays_in_the_games_range(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    counts = []
    for _ in range(4):
        setup.choose(next(b for b in setup.ring.buttons if b.value == ("count",)))
        counts.append(len(setup.seats))
    assert counts == [3, 4, 2, 3]


def test_last_setup_is_remembered_per_game(app, drive, highcard):
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.set_count(4)
    setup.seats[2].name = "Kim"
    setup.start(seed=1)
    drive.settle()
    saved = json.loads(app.settings_file.read_text())
    assert len(saved["setups"]["highcard"]["seats"]) == 4
    again = SeatSetupScene(app, highcard)
    again.enter()
    assert len(again.seats) == 4 and again.seats[2].name == "Kim"
    again.exit()


def test_a_pad_joins_by_pressing_its_button(app, drive, highcard, rendered):
    app.input.add_pad(5, "Xbox Controller")
    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    drive.pad(5, pygame.CONTROLLER_BUTTON_A)
    assert setup.seats[1].kind == "human" and setup.seats[1].controller == "pad1"
    assert "Gamepad 1 joined as Player 2." in rendered
    drive.pad(5, pygame.CONTROLLER_BUTTON_A)
    assert sum(s.controller == "pad1" for s in setup.seats) == 1, "joins once"


def test_controller_choices_include_pads_and_bot_levels(app, highcard):
    app.input.add_pad(6, "Gamepad")
    setup = SeatSetupScene(app, highcard)
    setup.seats, setup.options = setup.remembered()
    assert setup.controllers() == [("human", "kbd"), ("human", "pad1"), ("bot", "easy"),
                                   ("bot", "normal"), ("bot", "hard")]


def test_content_errors_are_caught_too(app, highcard):
    class PackBroken(BrokenGame):
        id = "broken_pack"

        def load_content(self, roots=None):
            raise ContentError([])

    registry.register(PackBroken())
    try:
        entry = next(e for e in registry.load_all() if e.id == "broken_pack")
        assert not entry.playable
    finally:
        registry.unregister("broken_pack")


def test_first_frame_comes_before_games_are_loaded(app, highcard, monkeypatch):
    loads = []
    original = registry.load_all
    monkeypatch.setattr(registry, "load_all", lambda: loads.append(app.frames) or original())
    app.push(LauncherScene(app))
    app.step(dt=0.0, events=[])
    launcher = app.top
    assert app.frames == 1 and not loads, "the window shows before any content is read"
    assert all(e.game is None for e in launcher.entries)
    assert launcher.animating()
    app.step(dt=0.0, events=[])
    app.step(dt=0.0, events=[])
    assert loads == [2] and not launcher.animating()
    assert launcher.entry("highcard").playable


def test_choosing_a_tile_before_loading_finishes_still_checks_it(app, highcard, broken):
    app.push(LauncherScene(app))
    app.step(dt=0.0, events=[])
    launcher = app.top
    launcher.choose(tile(launcher, BrokenGame.id))
    assert "must be a whole number" in launcher.notice


def test_rules_are_reachable_from_seat_setup(app, drive, highcard):
    from gamebox.scenes.rules_scene import RulesScene

    app.push(SeatSetupScene(app, highcard))
    drive.settle()
    setup = app.top
    setup.layout()
    drive.click(next(b for b in setup.ring.buttons if b.value == ("rules",)).rect.center)
    drive.settle()
    assert isinstance(app.top, RulesScene) and app.top.game is highcard
    drive.key(pygame.K_ESCAPE)
    drive.settle()
    assert app.top is setup


@pytest.mark.parametrize("content, words", [
    ("cards:\n  - name: My Pie\n    glory: [1\n", "not valid YAML"),
    ("cards:\n  - name: My Pie\n    type: Food\n    toughnes: 3\n    glory: 1\n",
     "did you mean 'toughness'"),
])
def test_a_broken_user_pack_is_named_on_the_launcher_and_the_game_still_plays(
        app, drive, user_data, rendered, content, words):
    """Found under Xvfb: a broken `<data>/content/packs/guts/mine.yaml` was left out without
    a word anywhere, so its author never learned why the cards did not show up."""
    folder = user_data / "content" / "packs" / "guts"
    folder.mkdir(parents=True)
    (folder / "mine.yaml").write_text(content)
    app.push(LauncherScene(app))
    drive.settle()
    launcher = app.top
    shown = " ".join(rendered)
    assert "mine.yaml is left out" in shown and words in shown
    assert any("mine.yaml" in p and "Guts of Glory" in p for p in launcher.content_problems)
    guts = tile(launcher, "guts")
    assert guts.enabled, "the game plays without the broken pack"
    drive.click(guts.rect.center)
    drive.settle()
    assert isinstance(app.top, SeatSetupScene)


def test_good_user_packs_raise_no_warning(app, drive, user_data):
    app.push(LauncherScene(app))
    drive.settle()
    assert app.top.content_problems == []


def test_the_focused_options_help_is_shown_in_full(app, drive, highcard, rendered):
    """Found on Guts' setup: the "First game deck" help was cut at "...15 Condiments with..."
    on its button; the focused option's help is also written out in full below."""
    from gamebox.engine.protocol import Option

    help_text = ("A long help text that explains an option at length, far longer than any "
                 "button is wide, and which ends with the words SEEN IN FULL.")

    class Helpful(type(highcard)):
        id = "highcard_helpful"
        options = (Option("fast", False, "Fast reveal", help=help_text),)

    setup = SeatSetupScene(app, Helpful())
    app.push(setup)
    app.apply_pending()
    setup.layout()
    setup.ring.index = next(i for i, b in enumerate(setup.ring.buttons)
                            if b.value[0] == "option")
    app.draw()
    assert any(t.endswith("SEEN IN FULL.") for t in rendered)


def test_a_game_for_a_fixed_number_says_so_on_its_seat_count(app, highcard):
    class Three(type(highcard)):
        id = "highcard_three"
        min_seats = max_seats = 3

    setup = SeatSetupScene(app, Three())
    app.push(setup)
    app.apply_pending()
    setup.layout()
    count = setup.ring.buttons[0]
    assert count.label == "Players: 3" and count.detail == "always, in this game"
