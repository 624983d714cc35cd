"""The preview map has a legend beside it, every mark with its words in full, and neither the
first-turn guide nor the hint covers the map while its clock runs.

House rules, "Preview and corners": "Beside the map stands a legend: each icon as the map draws it,
with its name [...] The first-turn guide and the hint stand in the legend's place, never over the
map; since the map stays in view, the preview clock runs while they are open."
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.games.grungeon import legend  # noqa: E402
from gamebox.games.grungeon.maze import SIZE, WEAPON_TYPES, WEAPONS, item_name, label  # noqa: E402
from gamebox.games.grungeon.game import GAME  # noqa: E402
from gamebox.input.intents import Intent  # noqa: E402
from gamebox.ui import theme  # noqa: E402

from scene_helpers import look, run_bots  # noqa: E402

HUMAN = 0
SIZES = [(1920, 1080), (1280, 720), (960, 540)]
TEXT_SIZES = ["normal", "huge"]
MARK_NAMES = [name for _, name, _ in legend.MARKS]


@pytest.fixture
def opened():
    """`opened(size, text_size, options)`: a preview table with the human looking (its guide
    closed), bots ready; every app it made is closed afterwards."""
    from gamebox.app import App

    apps = []

    def make(size=(1280, 720), text_size="normal", options=None):
        app = App(size=size, start_devices=False)
        app.settings.bot_speed = "instant"
        app.settings.pace = "instant"
        app.settings.guided.clear()  # a first game for the seat: its guide opens
        apps.append(app)
        theme.configure(text_size)
        seats = [SeatSpec("human", "kbd"), SeatSpec("bot", "normal"), SeatSpec("bot", "normal")]
        match = Match.start(GAME, seats, options, 5)
        table = app.open_match(match, autosave=False)
        app.apply_pending()
        for _ in range(10):
            if match.bot_to_act() is None:
                break
            table.update(0.0)
        table.curtain.lift(HUMAN)
        table.on_eyes_changed()
        assert match.state.phase == "preview" and table.walkthrough == HUMAN
        table.walkthrough = None
        return app, table

    yield make
    for app in apps:
        app.close()
    theme.configure()


def frame(app, table) -> pygame.Surface:
    table._built_for = None
    surface = pygame.Surface(app.surface.get_size())
    app.draw(surface)
    return surface


def pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(area).copy(), "RGB")


def map_rect(table) -> pygame.Rect:
    """The map with its column letters and row numbers, as last drawn."""
    left, top, cell = table.map.spot
    margin = theme.text_px(table.app.surface, 1.8) + 8
    return pygame.Rect(left - margin, top - margin, SIZE * cell + margin, SIZE * cell + margin)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES)
def test_the_legend_names_every_icon_beside_the_map(opened, rendered, size, text_size):
    """At every window size, normal and huge text: the legend's names are all drawn, in a
    column inside the board that does not touch the map, and its content fits the column."""
    app, table = opened(size, text_size)
    rendered.clear()
    frame(app, table)
    beside = table._beside
    assert beside is not None and table.board_rect.contains(beside)
    assert not beside.colliderect(map_rect(table))
    for name in MARK_NAMES + [legend.tier_label(t) for t in ("iron", "steel", "diamond")] \
            + [kind.title() for kind in WEAPON_TYPES] + [legend.HEADING]:
        assert name in rendered, (name, size, text_size)
    metrics = legend.fitting_metrics(app.surface, beside)
    assert metrics.width() <= beside.width and metrics.height() <= beside.height
    assert metrics.icon >= 12, "icons big enough to tell apart"
    rendered.clear()
    legend.draw_legend(app.surface, beside, lambda tile, size: None)
    assert not any(text.endswith("\u2026") for text in rendered), "nothing in it is cut"


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("size", SIZES)
def test_the_guide_and_the_hint_leave_the_map_in_view(opened, size, text_size):
    """The map's pixels are the same with the first-turn guide or the hint open as without (neither
    covers the whole map or its lower half)."""
    app, table = opened(size, text_size)
    plain = frame(app, table)
    area = map_rect(table)
    table.walkthrough = HUMAN
    guide = frame(app, table)
    table.walkthrough = None
    table.hint_open = True
    hint = frame(app, table)
    for shown in (guide, hint):
        assert pixels(shown, area) == pixels(plain, area)
    assert pixels(hint, table._beside) != pixels(plain, table._beside)


def test_the_guide_and_the_hint_say_what_they_are_beside_the_map(opened, rendered):
    """Drawn beside the map, the guide keeps its lines and says the clock runs; the hint says
    what the preview is for and lists the one move."""
    app, table = opened()
    table.walkthrough = HUMAN
    rendered.clear()
    frame(app, table)
    text = " ".join(rendered)
    assert "Your first turn" in rendered and "clock runs" in text
    assert "Welcome," in text
    table.walkthrough = None
    table.hint_open = True
    rendered.clear()
    frame(app, table)
    text = " ".join(rendered)
    assert "What can I do now?" in rendered and "gone for good" in text
    assert "\u2022 I have memorised the maze" in rendered


def test_the_preview_clock_runs_while_the_guide_is_open(opened):
    """The guide does not hide the map, so its time is preview time (a clock stopped for it would
    let a seat study the map for as long as it liked)."""
    app, table = opened()
    table.walkthrough = HUMAN
    assert table.clock_running() == HUMAN
    table.update(5.0)
    assert 174.5 < table.clock_left[HUMAN] <= 175.0


def test_hovering_a_room_names_what_lies_there(opened, rendered):
    """The pointer over a room of the map: a label gives the room and its item, and the
    legend lights up that item's icon. Nothing the preview map does not show everyone."""
    app, table = opened()
    frame(app, table)
    things = table.match.state.view(HUMAN)["map"]["things"]
    sword = next(t["room"] for t in things if t.get("item") == "diamond_sword")
    left, top, cell = table.map.spot
    spot = (left + (sword % SIZE) * cell + cell // 2, top + (sword // SIZE) * cell + cell // 2)
    table.handle(Intent("point", pos=spot))
    rendered.clear()
    frame(app, table)
    assert f"{label(sword)}: {item_name('diamond_sword')}" in rendered
    table.handle(Intent("point", pos=(1, 1)))
    rendered.clear()
    frame(app, table)
    assert not any(t.startswith(f"{label(sword)}:") for t in rendered)


def test_the_legend_is_the_same_whatever_the_map(opened, rendered):
    """The legend tells what icons mean, never where things are: it draws the same texts on
    the shipped map and on a random maze, and no room label."""
    seen: dict[str, list] = {}
    for option in ("grungeon", "random"):
        app, table = opened(options={"map": option})
        frame(app, table)
        rendered.clear()
        legend.draw_legend(pygame.Surface((1280, 720)), table._beside, lambda tile, size: None)
        seen[option] = list(rendered)
    assert seen["grungeon"] == seen["random"]
    labels = {label(room) for room in range(SIZE * SIZE)}
    assert not any(word.strip(",") in labels for line in seen["grungeon"] for word in line.split())


def test_every_weapon_has_its_own_cell_in_the_table():
    """Nine weapons, nine cells: material down, kind across."""
    surface = pygame.Surface((1280, 720))
    areas = legend.draw_legend(surface, pygame.Rect(0, 0, 400, 600), lambda tile, size: None)
    assert set(WEAPONS) <= set(areas)
    assert len({tuple(areas[w]) for w in WEAPONS}) == len(WEAPONS)


# ---- every mark's words in full ----------------------------------------------------------
def seats() -> list[SeatSpec]:
    return [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "normal", "Bo"),
            SeatSpec("bot", "normal", "Cy")]


def test_hp_up_says_it_heals_as_well():
    """Rulebook: "HP Up - Use to heal 2 HP and also gain 2 max HP"; "Broken Teleporter -
    Use to teleport to a random room in the maze"."""
    notes = {key: note for key, _, note in legend.MARKS}
    assert "heals 2" in notes["hp_up"] and "+2 max HP" in notes["hp_up"]
    assert "random room" in notes["teleporter"]


@pytest.mark.parametrize("text_size", ["normal", "huge"])
@pytest.mark.parametrize("size", SIZES)
def test_every_mark_shows_its_words_in_full(rendered, size, text_size):
    """In the legend's column beside the map, at every window and text size, every mark's
    words are drawn whole (beside its name, or under it), and the legend still fits."""
    from gamebox.app import App

    made = App(size=size, start_devices=False)
    made.settings.bot_speed = "instant"
    made.settings.pace = "instant"
    try:
        theme.configure(text_size)
        match = Match.start(GAME, seats(), None, 5)
        table = made.open_match(match, autosave=False)
        made.apply_pending()
        run_bots(table)
        look(table, HUMAN)
        assert match.state.phase == "preview"
        rendered.clear()
        made.draw(pygame.Surface(size))
        beside = table._beside
        fits = legend.fitting_metrics(made.surface, beside)
        assert fits.width() <= beside.width and fits.height() <= beside.height
        shown = [text.strip() for text in rendered]
        for _, name, note in legend.MARKS:
            assert name in shown and note in shown, (name, note, size, text_size)
    finally:
        made.close()
        theme.configure()


def test_words_too_long_for_the_line_go_under_the_name(rendered):
    """In a column too narrow for "Broken Teleporter  to a random room", its words take a
    second line under the name, inside the column, and the row grows to hold them."""
    surface = pygame.Surface((400, 600))
    size = theme.text_px(surface, legend.TEXT_UNITS)
    narrow = legend.metrics(size).width()
    fits = legend.metrics(size, narrow)
    teleporter = [key for key, _, _ in legend.MARKS].index("teleporter")
    assert not fits.notes_beside[teleporter]
    assert fits.mark_heights[teleporter] > fits.row
    areas = legend.draw_legend(surface, pygame.Rect(0, 0, narrow, 600), lambda t, s: None)
    assert "to a random room" in rendered
    assert areas["teleporter"].right <= narrow
