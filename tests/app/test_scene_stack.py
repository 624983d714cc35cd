"""The app's scene stack and window: lifecycle hooks, changes between frames, overlays, idle,
fullscreen and the window's smallest size."""
from __future__ import annotations

from unittest.mock import Mock

import pygame

from gamebox.scenes.base import Scene


def scene_mock(opaque=True, animating=False):
    scene = Mock(spec=Scene)
    scene.opaque = opaque
    scene.animating.return_value = animating
    scene.handle.return_value = True
    return scene


def test_push_and_pop_call_each_hook_once(app):
    a, b = scene_mock(), scene_mock()
    app.push(a)
    app.apply_pending()
    assert a.enter.call_count == 1 and a.pause.call_count == 0
    app.push(b)
    app.apply_pending()
    assert a.pause.call_count == 1 and b.enter.call_count == 1
    app.pop()
    app.apply_pending()
    assert b.exit.call_count == 1 and a.resume.call_count == 1
    assert a.exit.call_count == 0 and app.top is a


def test_push_takes_effect_between_frames(app):
    a, b = scene_mock(), scene_mock()
    app.push(a)
    app.apply_pending()
    app.push(b)
    assert app.top is a, "a push asked for mid-frame waits for the frame to end"
    app.step(dt=0.0, events=[])
    assert app.top is b


def test_only_top_scene_updates_and_gets_intents(app, drive):
    a, b = scene_mock(), scene_mock()
    app.push(a)
    app.push(b)
    drive.key(pygame.K_DOWN)
    assert b.update.call_count >= 1 and a.update.call_count == 0
    assert b.handle.call_count == 1 and a.handle.call_count == 0
    assert b.handle.call_args[0][0].kind == "down"


def test_system_intents_reach_every_scene(app):
    a, b = scene_mock(), scene_mock()
    app.push(a)
    app.push(b)
    app.step(dt=0.0, events=[pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert a.handle.call_args[0][0].kind == "focus_lost"
    assert b.handle.call_args[0][0].kind == "focus_lost"


def test_overlay_draws_scene_below_but_opaque_hides_it(app):
    bottom, middle, overlay = scene_mock(), scene_mock(), scene_mock(opaque=False)
    for s in (bottom, middle, overlay):
        app.push(s)
    app.apply_pending()
    app.draw()
    assert bottom.draw.call_count == 0
    assert middle.draw.call_count == 1 and overlay.draw.call_count == 1


def test_idle_app_does_not_redraw(app):
    a = scene_mock()
    app.push(a)
    app.step(dt=0.0, events=[])
    drawn = a.draw.call_count
    for _ in range(5):
        app.step(dt=0.1, events=[])
    assert a.draw.call_count == drawn, "nothing changed, so nothing is redrawn"
    assert not app.animating()
    animated = scene_mock(animating=True)
    app.push(animated)
    app.step(dt=0.0, events=[])
    app.step(dt=0.0, events=[])
    assert animated.draw.call_count == 2


def test_empty_stack_stops_the_loop(app):
    a = scene_mock()
    app.push(a)
    app.apply_pending()
    app.pop()
    app.apply_pending()
    assert not app.running


def test_f11_toggles_fullscreen_and_remembers_it(app, drive):
    drive.key(pygame.K_F11)
    assert app.settings.fullscreen
    drive.key(pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.surface.get_size() == (960, 540)


def test_resize_keeps_layout_in_units(app):
    from gamebox.ui import theme

    small = pygame.Surface((800, 450))
    big = pygame.Surface((1920, 1080))
    assert theme.unit(big) == 12
    assert theme.unit(small) * 2.4 == theme.unit(big)
    narrow = pygame.Surface((800, 800))
    assert theme.unit(narrow) == 5, "a narrow window is measured by its width"


def test_run_exits_after_first_frame_when_asked(app, monkeypatch):
    from gamebox.scenes.launcher import LauncherScene

    monkeypatch.setenv("GAMEBOX_EXIT_AFTER_FIRST_FRAME", "1")
    app._devices_started = False
    app.push(LauncherScene(app))
    assert app.run() == 0
    assert app.frames == 1


def test_game_time_keeps_up_with_the_wall_clock_while_something_animates(app):
    """Bots, animations and the results delay run on the dt `update` gets: while a scene animates
    the frame cap must not restart the clock, or every frame would see dt ~ 0 and a Guts table full
    of "Gulp!" would crawl for a minute."""
    import time

    class Spinner(Scene):
        def __init__(self, app):
            super().__init__(app)
            self.dts: list[float] = []

        def animating(self) -> bool:
            return True

        def update(self, dt: float) -> None:
            self.dts.append(dt)
            if len(self.dts) >= 16:
                self.app.running = False

    spinner = Spinner(app)
    app.push(spinner)
    app.apply_pending()
    app.step(dt=0.0, events=[])  # the first frame; the loop's clock starts after it
    app.clock.tick()
    started = time.perf_counter()
    app.run()
    wall = time.perf_counter() - started
    game = sum(spinner.dts[1:])
    assert wall > 0.15, "the loop is capped at 60 frames a second"
    assert game >= 0.7 * wall * (len(spinner.dts) - 2) / len(spinner.dts), \
        f"{game:.3f} s of game time in {wall:.3f} s of wall time"


def test_the_window_cannot_be_made_smaller_than_the_screens_are_laid_out_for(app):
    """The window has a minimum size, kept when it is made again (F11 and back), so a window
    manager cannot shrink it past what the layouts hold (at 160x120 or 320x240 every screen would
    draw text wholly off the window)."""
    from gamebox.app import MIN_SIZE, display_window

    assert tuple(display_window().minimum_size) == MIN_SIZE
    app.set_fullscreen(True)
    app.set_fullscreen(False)
    assert tuple(display_window().minimum_size) == MIN_SIZE
