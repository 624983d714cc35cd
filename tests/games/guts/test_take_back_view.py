"""A take-back followed by another move: the table shows the move made, not the one taken
back. Screens kept their views by log length, which comes back after a take-back, so the next
move was drawn (and clicked on) as the position that had been taken back."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts.game import GAME  # noqa: E402

from .test_scene import _scene  # noqa: E402


def _table(app, state):
    scene = _scene(app, state, 2, undo=True)
    scene.walkthrough = None
    return scene


def _mouth(view, seat):
    return [c["name"] if c else None for c in view["mouths"][seat]["slots"]]


@pytest.mark.parametrize("first, second", [("feed 0", "feed 1"), ("chew 0 0", "chew 0 1")])
def test_the_move_after_a_take_back_is_the_one_shown(app, gx, monkeypatch, first, second):
    phase = "feed" if first.startswith("feed") else "chew"
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"} if phase == "chew"
                                else {}},
                     plate=["Tapeworm", "Wedding Cake"], phase=phase)
    scene = _table(app, state)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (-1, -1))
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    scene.match.act(0, Action.parse(first))
    app.draw(surface)
    scene.match.undo(0)
    app.draw(surface)
    scene.match.act(0, Action.parse(second))
    app.draw(surface)
    assert scene.view_for(0) == state.view(0)
    if phase == "feed":  # the cake taken from the plate, the Tapeworm back on it
        assert scene.view_for(0)["held"]["name"] == "Wedding Cake"
    else:
        assert [c["chews"] for c in scene.view_for(0)["mouths"][0]["slots"][:2]] == [0, 1]
    # drawn afresh, with nothing kept, the table looks the same: nothing stale was drawn
    shown = surface.copy()
    scene._views.clear()
    scene._built_for = None
    app.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(shown, "RGB")


def test_every_change_of_a_match_counts(gx):
    state = gx.table(2, mouths={0: {0: "Jawbreaker"}}, plate=["Tapeworm"], phase="chew")
    match = Match.start(GAME, [SeatSpec("human", "kbd")] * 2, None, state.seed, state.content)
    state.undo_enabled = True
    match.state = state
    before = match.revision
    match.act(0, Action.parse("chew 0 0"))
    assert match.revision == before + 1
    match.undo(0)
    assert match.revision == before + 2 and len(state.log) == 0
