"""The table scene: draws every seat count headless; clicks pick the matching legal action."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from gamebox.engine.match import Match, SeatSpec  # noqa: E402
from gamebox.engine.protocol import Action  # noqa: E402
from gamebox.games.guts.rules import GAME  # noqa: E402


@pytest.fixture
def app(tmp_path):
    from gamebox.app import App

    made = App(size=(1280, 720), settings_file=tmp_path / "settings.json", start_devices=False)
    yield made
    made.close()


def _scene(app, state, seats: int):
    from gamebox.games.guts.scene import Scene

    specs = [SeatSpec("human", "kbd") for _ in range(seats)]
    match = Match.start(GAME, specs, None, state.seed, state.content)
    match.state = state
    scene = Scene(app, match)
    app.push(scene)
    app.apply_pending()
    return scene


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_table_draws_every_seat_count(app, gx, seats):
    state = gx.table(seats, mouths={0: {0: ("Jawbreaker", 2, 1), 2: "Laser Teeth"},
                                    1: {1: "Tapeworm", 4: "Side Jaw", 5: "Bleach"}},
                     plate=["Wedding Cake", "Vitamin Z", "Toast...er"], deck=["Water"])
    scene = _scene(app, state, seats)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    lay = scene._layout
    assert len(lay.boards) == seats
    # the Side Jaw opened a fourth Condiment slot on seat 1's board, seat 0 shows three
    assert (1, 5) in lay.slots and (0, 5) not in lay.slots
    # a card is drawn where the layout says: its colour (Food blue) shows at its centre
    food = surface.get_at(lay.slots[(0, 0)].center)[:3]
    assert food[2] > food[0]


def test_clicks_pick_the_matching_legal_action(app, gx):
    state = gx.table(2, mouths={0: {0: "Jawbreaker", 1: "Shiny Thing"}},
                     plate=["Wedding Cake", "Vitamin Z"])
    scene = _scene(app, state, 2)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    view = state.view(0)
    legal = state.legal_actions(0)
    # a click on the cake: no Food slot is free, so the feed that spews for room
    assert scene.action_at(lay.plate[0].center, legal, view, 0) == Action("feed", (0,))
    # a click on an empty Condiment slot feeds the Vitamin Z there
    assert scene.action_at(lay.slots[(0, 3)].center, legal, view, 0) == Action("feed", (1, 3))
    assert scene.action_at((1, 1), legal, view, 0) is None
    state.apply(0, Action("feed", (0,)))
    legal = state.legal_actions(0)
    view = state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    assert scene.action_at(lay.slots[(0, 1)].center, legal, view, 0) == Action("spew", (1,))
    state.apply(0, Action("spew", (1,)))
    legal, view = state.legal_actions(0), state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    assert scene.action_at(lay.boards[1].center, legal, view, 0) == Action("at", (1,))
    assert scene.board_highlights(Action("at", (1,)), view, 0) == [lay.boards[1]]
    state.apply(0, Action("at", (1,)))
    legal, view = state.legal_actions(0), state.view(0)
    app.draw(pygame.Surface((1280, 720)))
    lay = scene._layout
    assert scene.action_at(lay.slots[(0, 0)].center, legal, view, 0) == Action("chew", (0, 0))
    assert scene.board_highlights(Action("chew", (0, 0)), view, 0) == [lay.slots[(0, 0)]]


def test_the_focused_card_opens_large(app, gx):
    state = gx.table(2, plate=["Wedding Cake", "Vitamin Z"])
    scene = _scene(app, state, 2)
    app.draw(pygame.Surface((1280, 720)))
    scene.ring.index = [i for i, b in enumerate(scene.ring.buttons)
                        if b.value[0] == "act" and str(state.legal_actions(0)[b.value[1]])
                        .startswith("feed 1")][0]
    card = scene.detail_card(state.view(0), 0, scene._layout)
    assert card["name"] == "Vitamin Z"


def test_chews_swallows_and_spews_animate(app, gx):
    state = gx.table(2, mouths={0: {0: ("Jawbreaker", 4), 1: "Shiny Thing"}},
                     plate=["Wedding Cake"], phase="chew")
    scene = _scene(app, state, 2)
    surface = pygame.Surface((1280, 720))
    app.draw(surface)
    before = surface.copy()
    scene.match.act(0, Action("chew", (0, 0)))  # swallows the Jawbreaker
    scene.update(0.01)
    kinds = [a[0] for a in scene.anims]
    assert "chew" in kinds and "swallow" in kinds and scene.animating()
    app.draw(surface)
    assert surface.get_at(scene._layout.slots[(0, 0)].midtop) != \
        before.get_at(scene._layout.slots[(0, 0)].midtop)
    scene.update(1.0)
    assert not any(a[0] in ("chew", "swallow") for a in scene.anims)
