"""Problems the monkey tester (tools/monkey.py) found, each pinned by a test: the replay
command that found it is in the test's docstring."""
from __future__ import annotations

import pygame

from gamebox.engine.match import Match, SeatSpec
from gamebox.scenes.results import ResultsScene
from gamebox.scenes.settings_scene import SettingsScene
from gamebox.ui.widgets import panel

from scene_helpers import finished, record_text


def resize(app, size) -> None:
    """Resize the window the way a window manager does, and let a frame pass."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step(dt=0.0, events=[pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                                 h=size[1])])
    assert app.surface.get_size() == size


def test_results_draw_in_a_tiny_window(app, highcard):
    """`tools/monkey.py --seed 2 --frames 2054`: the results in a 160x120 window gave their
    story box a negative height, and `panel` raised "Invalid resolution for Surface" making
    its see-through layer: the box closed."""
    app.push(ResultsScene(app, finished(highcard)))
    resize(app, (160, 120))
    app.dirty = True
    app.step(dt=0.0, events=[])
    assert isinstance(app.top, ResultsScene)


def test_settings_draw_in_a_tiny_window(app):
    """`tools/monkey.py --seed 3 --frames 2792`: the settings' controller-test box in a tiny
    window had a negative size, and drawing its panel raised."""
    app.push(SettingsScene(app))
    resize(app, (160, 120))
    app.dirty = True
    app.step(dt=0.0, events=[])
    assert isinstance(app.top, SettingsScene)


def test_a_panel_with_no_area_draws_nothing():
    """The root of the two above: `panel` is handed whatever a layout computed; a rect with
    no area (negative or zero size) is nothing to draw, not an error."""
    surface = pygame.Surface((50, 50))
    for rect in (pygame.Rect(5, 5, 20, -8), pygame.Rect(5, 5, -3, 10), pygame.Rect(5, 5, 0, 0)):
        panel(surface, rect)
        panel(surface, rect, alpha=255)
    assert surface.get_at((10, 10)) == (0, 0, 0, 255)


def guts_layout_at(app, size):
    """Guts of Glory's board layout for a two-seat table in a window of `size`."""
    from gamebox.app import scene_class_for
    from gamebox.engine import registry

    game = registry.get("guts")
    match = Match.start(game, [SeatSpec("human", "kbd", "Ann"), SeatSpec("bot", "easy", "Bo")],
                        None, 3)
    table = scene_class_for("guts")(app, match)
    app.push(table)
    resize(app, size)
    app.dirty = True
    app.step(dt=0.0, events=[])
    return table.board_rect, table.lay(app.surface, table.board_rect, match.state.view(0))


def test_guts_top_row_stays_on_the_board_in_tall_and_square_windows(app):
    """The monkey's text check listed "Plate 3" and the glory track drawn wholly outside a
    700x900 window (guts.Scene in the summary of a run of seeds 4-20, 3000 frames each, an
    early version of the monkey): the deck, discard and plate cards were sized from the
    board's height alone, so in a portrait window plate 3
    and the glory track were drawn past the window's right edge, and in a 4:3 window
    (1024x768) the track was squeezed to its 10-pixel minimum. The cards now shrink to
    leave the track about two cards' width, inside the board."""
    for size in ((700, 900), (1024, 768), (800, 600), (960, 540)):
        board, lay = guts_layout_at(app, size)
        for card in [lay.deck, lay.discard, *lay.plate]:
            assert board.contains(card), (size, card, board)
        assert lay.track.right <= board.right, size
        assert lay.track.width >= 2 * lay.deck.width - 2, (size, lay.track, lay.deck)


def test_the_window_cannot_be_made_smaller_than_the_screens_are_laid_out_for(app):
    """The monkey resized the window to 160x120 and 320x240: every screen then drew text
    wholly off the window (the seat setup's options, the Grungeon's legend), and two boxes
    crashed (above). The window now has a minimum size, kept when it is made again (F11 and
    back), so a window manager cannot shrink it past what the layouts hold."""
    from gamebox.app import MIN_SIZE, display_window

    assert tuple(display_window().minimum_size) == MIN_SIZE
    app.set_fullscreen(True)
    app.set_fullscreen(False)
    assert tuple(display_window().minimum_size) == MIN_SIZE


def test_pause_menu_rebuilds_its_seat_rows_after_a_lost_pad_handed_a_seat_to_a_bot(app):
    """`tools/monkey.py --seed 82 --frames 2903`: with the pause menu open, a seat's pad was
    unplugged and the "Gamepad is not connected" screen, pushed over the pause menu, handed
    the seat to a bot. Back on the pause menu its buttons were the old ones: "switch
    controller" on what was now a bot set the bot's level to "kbd", and the next take-back
    (which rebuilds the bots) raised "bot level must be one of easy, normal, hard". The
    pause menu now lays its rows out afresh when uncovered, and acts on a seat as it is
    now, not as a stale button says."""
    from gamebox.app import scene_class_for
    from gamebox.engine import registry
    from gamebox.scenes.pause import PadLostScene, PauseScene

    app.input.add_pad(10, "Gamepad")
    specs = [SeatSpec("human", "kbd", "Ann"), SeatSpec("human", "pad1", "Bea")]
    match = Match.start(registry.get("guts"), specs, None, 3)
    app.push(scene_class_for("guts")(app, match))
    app.step(dt=0.0, events=[])
    table = app.top
    app.push(PauseScene(app, table))
    app.step(dt=0.0, events=[])
    pause = app.top
    pause.layout()
    stale = next(b for b in pause.ring.buttons if b.value == ("swap", 1))
    app.step(dt=0.0, events=[pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED,
                                                instance_id=10)])
    lost = app.top
    assert isinstance(lost, PadLostScene)
    lost.choose(next(b for b in lost.ring.buttons if b.value == ("bot",)))
    app.step(dt=0.0, events=[])
    assert app.top is pause and match.seats[1].is_bot
    pause.layout()
    values = [b.value for b in pause.ring.buttons]
    assert ("swap", 1) not in values and ("take", 1) in values
    pause.choose(stale)  # a click that was aimed before the rows changed
    assert match.seats[1].level == "normal"


def huge_text_table(app, game_id, specs, seed=3):
    """`game_id`'s table at huge text in a 960x540 window, drawn once; the table scene."""
    from gamebox.app import scene_class_for
    from gamebox.engine import registry

    app.settings.text_size = "huge"
    app.apply_settings()
    table = scene_class_for(game_id)(app, Match.start(registry.get(game_id), specs, None, seed))
    app.push(table)
    app.step(dt=0.0, events=[])
    return table


def test_the_key_tips_under_the_moves_stay_in_the_window_at_huge_text(app, monkeypatch):
    """The monkey's new "text cut by the window's edge" count (seeds 100-200, 3000 frames,
    each seed on a couch of its own: `tools/monkey.py --seeds 100-200 --frames 3000`) listed
    the key-tip line "A: choose · X: hint · Y: hurry the bots" at a Guts table, 960x540,
    huge text, in every such frame. The room under the side panel was the font's height
    (14 px at that 12 px size), but a line with a "y" in it is drawn 15 px high: its last
    row of pixels fell off the window's bottom. The room is now the drawn line's height
    (`text.line_height`)."""
    from gamebox.scenes import table_drawing

    drawn = record_text(monkeypatch, table_drawing)
    app.input.add_pad(10, "Xbox Wireless Controller")
    table = huge_text_table(app, "guts", [SeatSpec("human", "pad1", "Ann"),
                                          SeatSpec("bot", "easy", "Bo")])
    table.curtain.lift(0)
    app.dirty = True
    app.step(dt=0.0, events=[])
    tips = [line["rect"] for line in drawn if line["text"].startswith("A: choose")]
    assert tips, "the key tips were drawn"
    assert all(app.surface.get_rect().contains(rect) for rect in tips), tips


def test_a_drawn_line_is_never_taller_than_its_line_height():
    """The root of the above: `line_height` is what a line of the box's words takes on the
    screen, at every size the text setting and window can give."""
    from gamebox.ui import text, theme

    for size in range(8, 60):
        for bold in (False, True):
            for words in ("A: choose  \u00b7  X: hint  \u00b7  Y: hurry the bots",
                          "Agjpqy (Grungeon) | glory"):
                drawn = text.render(words, size, theme.TEXT, bold).get_height()
                assert drawn <= text.line_height(size, bold), (size, bold, words)


def test_the_grungeon_corner_title_fits_the_board_at_huge_text(app, monkeypatch):
    """The monkey's "text cut by the window's edge" count (seeds 100-300, 3000 frames; the
    summary of `tools/monkey.py --seed 201 --frames 19` lists it, at 800x600):
    "The maze is gone. Start corners are chosen in secret." at a Grungeon table in a 960x540
    window with huge text was wider than the board, and being centred on it, ran off the
    window's left edge. The title now shrinks to the board's width."""
    from gamebox.games.grungeon import scene as grungeon_scene

    drawn = record_text(monkeypatch, grungeon_scene)
    table = huge_text_table(app, "grungeon", [SeatSpec("bot", "easy", f"B{n}")
                                              for n in range(3)])
    match = table.match
    while match.state.phase != "corners" and not match.state.is_over():
        match.bot_step()
    app.dirty = True
    app.step(dt=0.0, events=[])
    titles = [line["rect"] for line in drawn if line["text"].startswith("The maze is gone")]
    assert titles, "the corner phase was drawn"
    assert all(table.board_rect.contains(rect) for rect in titles), (titles, table.board_rect)
